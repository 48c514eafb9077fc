"""A comparison's load said once ("A vs B for 100 users at 8k", "A 对比 B，100 个用户", "H100 還是 H200，跑 70B 給 50 人用")
is every side's: both options are sized for the same users, context and place, not only the option the words sit in."""

from advisor.core.compare import card_options, split_options, workloads_from_texts


def test_english_models_compared_for_one_load_both_carry_it():
    a, b = workloads_from_texts(split_options("Qwen3-32B vs Llama-3.3-70B for 100 users at 8k context"))
    assert a.model != b.model
    assert a.seq_len == b.seq_len == 8192
    assert (a.concurrency, a.users_online) == (b.concurrency, b.users_online)
    assert (a.concurrency or a.users_online) == 100


def test_simplified_models_compared_for_one_load_both_carry_it():
    a, b = workloads_from_texts(split_options("Qwen3-32B 对比 Llama-3.3-70B，100 个用户同时在线，8k 上下文，只用美国的机器"))
    assert a.seq_len == b.seq_len == 8192 and a.regions == b.regions and a.regions
    assert (a.concurrency, a.users_online) == (b.concurrency, b.users_online)


def test_traditional_cards_offered_with_a_bare_choice_word_are_compared_for_the_same_load():
    parts, labels = card_options("H100 還是 H200，跑 70B 給 50 人用")
    assert labels == ["H100", "H200"]
    a, b = workloads_from_texts(parts)
    assert a.params_b == b.params_b == 70
    assert (a.head_count, a.concurrency, a.users_online) == (b.head_count, b.concurrency, b.users_online)
    assert a.gpu_preference != b.gpu_preference


def test_a_count_said_with_one_card_stays_that_cards():
    h, a = workloads_from_texts(split_options("H100 vs 2x A100 for Llama-3.1-8B at 32k"))
    # the model and context are both sides'; the "2x" is the A100's only
    assert h.model == a.model and h.seq_len == a.seq_len == 32768
    assert h.num_gpus is None and a.num_gpus == 2
