"""How the bot reads a data set, punctuation, bare replies to its
own questions, "make it 70B" follow-ups and DPO. Each class is checked over several phrasings in English,
简体 and 繁體; every expected value is worked out by hand in the comment beside it."""

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.defaults import resolve

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _train_tokens(text):
    """The training tokens the answer would use: extraction, then tools.defaults (tools/dataset.py)."""
    w, _ = resolve(extract(text).patch)
    return w.train_tokens, w.seq_len


# ---- 1. data set = N examples × K tokens each ------------------------------------------------------

DATASETS = [
    # 50k pairs × 2k tokens (2,048, as sequence lengths are written) = 102,400,000; the count is no context
    ("I want to fine-tune Mistral-7B with LoRA on 50k instruction pairs, 2k tokens each", 50_000, 2048, 102_400_000),
    # 10 万条 = 100,000 examples × 4K = 4,096 tokens → 409,600,000 (not 4,000 training tokens)
    ("我们要用 LoRA 微调 Llama-3.1-70B，数据 10 万条，每条 4K token，一周内完成", 100_000, 4096, 409_600_000),
    # 10 萬筆 = 100,000 × 2,048
    ("LoRA 微調 Qwen2.5-7B，資料 10 萬筆，每筆 2k tokens", 100_000, 2048, 204_800_000),
    # "of 1k tokens" right after the count: 20,000 × 1,024
    ("fine-tune Llama-3.1-8B on 20k examples of 1k tokens", 20_000, 1024, 20_480_000),
    # "averaging 512 tokens": 100,000 × 512
    ("full fine-tune Qwen2.5-1.5B on 100k samples averaging 512 tokens", 100_000, 512, 51_200_000),
    # 1万条 × 2,000 (a plain number, no k) = 20,000,000
    ("微调 Qwen2.5-7B，1万条数据，每条大约 2000 token", 10_000, 2000, 20_000_000),
    # 5 萬筆 × 1k (1,024) = 51,200,000
    ("LoRA 微調 Llama-3.1-8B，5 萬筆對話，每筆約 1k token", 50_000, 1024, 51_200_000),
    # "1M prompts" is a count: 1,000,000 × 256
    ("LoRA Llama-3.1-8B on 1M prompts of 256 tokens", 1_000_000, 256, 256_000_000),
    # "2k-token examples": the length written before the noun; 20,000 × 2,048
    ("fine-tune Llama-3.1-8B on 20k 2k-token examples", 20_000, 2048, 40_960_000),
    # "each example is ~2k tokens" in a later clause: 50,000 × 2,048
    ("LoRA Llama-3.1-8B on 50k examples; each example is ~2k tokens", 50_000, 2048, 102_400_000),
    # no "each" at all, just beside the count: 50,000 × 2,048
    ("LoRA Llama-3.1-8B on 50k examples, examples are about 2k tokens long", 50_000, 2048, 102_400_000),
    # 3 萬筆 × 單筆 2k: 30,000 × 2,048
    ("LoRA 微調 Qwen2.5-7B，3 萬筆資料，單筆 2k tokens", 30_000, 2048, 61_440_000),
    # an earlier "每个 … 8 卡" is no length; 2 万条 × 每条 2k = 20,000 × 2,048
    ("LoRA 微调 Qwen2.5-7B，每个节点 8 卡，数据 2 万条，每条 2k token", 20_000, 2048, 40_960_000),
    # 5 千条 × 平均 1500 = 7,500,000
    ("LoRA 微调 Qwen2.5-7B，数据 5 千条，平均 1500 token", 5_000, 1500, 7_500_000),
]


@pytest.mark.parametrize("text,count,length,tokens", DATASETS)
def test_data_set_is_count_times_per_example_length(text, count, length, tokens):
    p = extract(text).patch
    assert p.dataset is not None and p.dataset.unit == "examples" and p.dataset.amount == count
    # the per-example length is the data set's (tokens_per_unit), never the count × 1,024, and not a context the
    # user stated: tools.defaults trains on sequences of that length (checked by _train_tokens below)
    assert p.dataset.tokens_per_unit == length and p.seq_len is None
    assert p.train_tokens is None  # the length is not a total; tools/dataset.py multiplies
    assert _train_tokens(text) == (tokens, length)


@pytest.mark.parametrize("text,count", [
    ("LoRA Llama-3.1-8B on 100k samples", 100_000),  # 100k × 1,024 = 102,400 was the old "context"
    ("LoRA Qwen2.5-7B on 50k chat pairs", 50_000),  # a qualifier word between count and noun
    ("LoRA Llama-3.1-8B with 20k high-quality examples", 20_000),
    ("微调 Qwen2.5-7B，1万条", 10_000),  # 1万 = 10,000
    ("微調 Qwen2.5-7B，10 萬筆", 100_000),  # 10 萬 = 100,000
])
def test_a_count_alone_is_never_a_context_or_a_token_total(text, count):
    p = extract(text).patch
    assert p.dataset.amount == count and p.seq_len is None and p.train_tokens is None  # no length said: the default applies


def test_a_daily_volume_is_not_concurrency():
    assert extract("serve Llama-3.1-8B, 100k requests per day").patch.concurrency is None  # per day is a volume, not at once
    assert extract("serve Llama-3.1-8B for 200 users a day, 20 concurrent").patch.concurrency == 20  # the "at once" figure


@pytest.mark.slow
def test_a_question_through_ask_costs_more_than_zero():
    from click.testing import CliRunner

    from advisor.cli import cli

    q1 = "I want to fine-tune Mistral-7B with LoRA on 50k instruction pairs, 2k tokens each"
    r = CliRunner().invoke(cli, ["ask", "--json", q1])
    assert r.exit_code == 0, r.output
    assert '"train_tokens": 102400000' in r.output  # 50,000 × 2,048
    assert '"seq_len": 51200' not in r.output  # the old misreading (50k × 1,024 as a context)


def test_a_stated_context_beats_the_example_length_and_counts_never_become_context():
    p = extract("LoRA Llama-3.1-8B, 8k context, 20k examples").patch
    assert p.seq_len == 8192 and p.dataset.amount == 20_000  # "8k context" said; 20k is a count, not 20,480 tokens
    assert extract("serve Llama-3.1-8B with 4k context prompts").patch.seq_len == 4096  # "context prompts" is a context


@pytest.mark.parametrize("text,requests,prompt,out", [
    # 1M prompts is the job's size; 1k = 1,024 in, 500 out
    ("serve DeepSeek-R1-Distill-Llama-70B on spot instances for a batch job, 1M prompts of 1k tokens, 500 tokens out",
     1_000_000, 1024, 500),
    # 10 万条 prompt, 每条 2k (2,048) in, 输出 512
    ("部署 Qwen2.5-7B 批量推理，10 万条 prompt，每条 2k token，输出 512 token", 100_000, 2048, 512),
    # 繁體: 5 萬筆, 每筆 1k (1,024), 輸出 256
    ("部署 Llama-3.1-8B 離線推論，5 萬筆文件，每筆 1k token，輸出 256 token", 50_000, 1024, 256),
])
def test_prompts_to_serve_are_a_batch_job_not_a_training_set(text, requests, prompt, out):
    p = extract(text).patch
    assert p.task == "inference" and p.dataset is None and p.batch_requests == requests
    assert (p.seq_len, p.output_tokens) == (prompt + out, out)  # the context holds prompt + answer (tools.defaults rule)


@pytest.mark.slow
def test_batch_job_is_answered_without_asking_for_concurrent_users(engine):
    r = engine.handle("b", "serve Llama-3.1-8B offline, 100k prompts of 1k tokens, 200 tokens out")
    assert r.kind == "answer"  # a batch job has no users at once: nothing to ask (asking about users twice was wrong)
    assert r.recommendation.workload.batch_requests == 100_000 and r.recommendation.workload.seq_len == 1024 + 200


@pytest.mark.slow
def test_documents_to_embed_are_a_batch_not_a_model_size(engine):
    p = extract("embeddings: serve bge-large for 10M documents").patch
    assert p.params_b is None and p.batch_requests == 10_000_000  # "10M documents" counts documents (was read as a 0.01B model)
    r = engine.handle("e", "embeddings: serve bge-large for 10M documents")
    # a batch, not requests per second: sized as a job of 10M items (a graded question: a listed encoder is sized, its
    # cost is the same on any GPU count, so no deadline needs asking first)
    assert r.kind == "answer" and "10,000,000 items" in r.text and "done in" in r.text


# ---- 2. a fullwidth comma or 、 is punctuation ------------------------------------------------------

@pytest.mark.parametrize("text,concurrency,seq_len", [
    ("用 SGLang 部署 DeepSeek-V3，128 并发，16K 上下文，FP8", 128, 16384),  # "V3，128" is V3 then 128, not 3,128
    ("部署 DeepSeek-R1，256 路並發，上下文 32K", 256, 32768),  # same in 繁體: R1 then 256
    ("部署 Llama-3.1-8B 推理，上下文 4096、并发 100", 100, 4096),  # 、 separates the two numbers
    ("serve DeepSeek-V3，128 users at 8k context", 128, 8192),  # a fullwidth comma in English text
    ("serve Llama-3.1-8B for 1,000 users at 4k context", 1000, 4096),  # an ASCII thousands separator still reads 1,000
    ("部署 Llama-3.1-8B，1,000 并发，4K 上下文", 1000, 4096),  # ASCII 1,000 inside Chinese text is still a thousand
])
def test_fullwidth_comma_is_punctuation_never_a_thousands_separator(text, concurrency, seq_len):
    p = extract(text).patch
    assert (p.concurrency, p.seq_len) == (concurrency, seq_len)


# ---- 3. a bare reply fills the field the bot asked about --------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("first,reply,concurrency", [
    ("serve Qwen2.5-7B", "50", 50),  # asked "how many users at once?": 50 is that number
    ("serve Qwen2.5-7B", "about 64", 64),  # "about" is a hedge, the number is 64
    ("用 SGLang 部署 DeepSeek-V3，16K 上下文，FP8", "128", 128),  # a bare number answering the concurrency question
    ("部署 Qwen2.5-7B，8K 上下文", "128 路", 128),  # 路 counts concurrent streams
    ("部署 Llama-3.1-8B 推論，8K 上下文", "大概 64 人", 64),  # 繁體 thread, 人 counts users
    ("部署 Qwen2.5-14B", "同时 50 人左右", 50),  # 同时 … 左右: "about 50 at once"
    ("host Qwen2.5-14B", "100 or so", 100),  # a trailing hedge
])
def test_bare_number_answers_the_concurrency_question(engine, first, reply, concurrency):
    q = engine.handle("t", first)
    assert q.kind == "answer" and any("并发" in x or "users" in x or "並發" in x for x in q.questions)
    r = engine.handle("t", reply)
    assert r.kind == "answer" and r.recommendation.workload.concurrency == concurrency


@pytest.mark.slow
def test_a_prefix_naming_concurrency_wins_over_the_field_order(engine):
    engine.handle("p", "部署 Qwen2.5-14B")  # asks concurrency, then context
    r = engine.handle("p", "8k, 并发 64")
    w = r.recommendation.workload
    assert (w.concurrency, w.seq_len) == (64, 8192)  # 并发 names the field; 8k (k after a context question) is the context


@pytest.mark.slow
def test_bare_context_and_pairs_of_numbers_fill_the_asked_fields(engine):
    engine.handle("c", "serve Qwen2.5-7B")  # asks concurrency and context
    r = engine.handle("c", "64, 8k")
    assert (r.recommendation.workload.concurrency, r.recommendation.workload.seq_len) == (64, 8192)  # in the asked order
    engine.handle("z", "部署 Qwen2.5-7B")
    r = engine.handle("z", "32k")
    assert r.recommendation.workload.seq_len == 32768  # k after a context question: 32 × 1,024


@pytest.mark.slow
def test_bare_data_reply_after_the_data_question(engine):
    q = engine.handle("d", "pretrain a 1B model")
    assert q.kind == "answer" and "training data" in q.questions[0]  # answer first, the question under it
    r = engine.handle("d", "20B tokens, 5 days")
    w = r.recommendation.workload
    assert w.train_tokens == 20 * 10**9 and w.deadline_hours == 5 * 24  # 20B = 2e10 tokens; 5 days = 120 h
    engine.handle("d2", "预训练 1B 模型")
    r = engine.handle("d2", "200亿")
    assert r.recommendation.workload.train_tokens == 2 * 10**10 and r.recommendation.params == 10**9  # 200亿 = 2e10, size kept


@pytest.mark.slow
@pytest.mark.parametrize("reply,task", [("LoRA", "lora"), ("full fine-tune", "full_finetune"), ("全参", "full_finetune"),
                                        ("full", "full_finetune")])
def test_bare_training_kind_answers_which_training(engine, reply, task):
    # answer first (issue: reading, item 5): a model and training facts are answered as LoRA, the default the question
    # under the answer states; a bare reply then answers that question
    q = engine.handle("k", "Llama-3.1-8B on 10k examples, 2k tokens each")
    assert q.kind == "answer" and q.recommendation.workload.task == "lora"
    assert any("LoRA" in x for x in q.questions) and "vLLM" not in q.text  # training defaults, not serving ones
    r = engine.handle("k", reply)
    assert r.recommendation.workload.task == task


@pytest.mark.slow
def test_a_number_with_no_question_pending_changes_nothing(engine):
    engine.handle("n", "serve Llama-3.1-8B for 8 users")  # answered, nothing asked
    r = engine.handle("n", "50")
    # no question was open: 50 is not silently taken as users, and the answer is not re-posted
    assert r.recommendation is None and "didn't catch a change in «50»" in r.text
    assert engine.store.load("n")[0].concurrency == 8


# ---- 4. "make it 70B" stays in the model family -----------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("first,follow,model", [
    ("LoRA Llama-3.1-8B on 20k examples", "make it 70B", "Llama-3.1-70B"),  # "make it 70B" keeps the family
    ("部署 Qwen2.5-7B 推理，32 并发", "用 72B 的", "Qwen2.5-72B"),  # Qwen2.5 has a 72B
    ("部署 Llama-3.1-8B 推論，16 並發", "換成 405B", "Llama-3.1-405B"),  # 繁體; Llama-3.1 has a 405B
    ("serve DeepSeek-R1-Distill-Qwen-7B for 4 users", "what about 32B?", "DeepSeek-R1-Distill-Qwen-32B"),
])
def test_size_follow_up_moves_within_the_family(engine, first, follow, model):
    a = engine.handle("m", first)
    r = engine.handle("m", follow)
    assert r.recommendation.workload.model == model and r.recommendation.workload.params_b is None
    keep = ("task", "concurrency", "dataset")
    assert {k: getattr(r.recommendation.workload, k) for k in keep} == {k: getattr(a.recommendation.workload, k) for k in keep}


@pytest.mark.slow
def test_another_named_model_is_not_moved_into_the_family(engine):
    engine.handle("o", "serve Qwen2.5-7B for 8 users")
    r = engine.handle("o", "try falcon-14b instead")
    w = r.recommendation.workload
    assert w.model == "falcon-14b" and w.params_b == 14  # falcon named (kept): not Qwen2.5-14B, though Qwen2.5 has a 14B


@pytest.mark.slow
def test_size_the_family_lacks_falls_back_to_generic_and_says_so(engine):
    engine.handle("g", "LoRA Llama-3.1-8B on 20k examples")
    r = engine.handle("g", "make it 13B")
    w = r.recommendation.workload
    assert w.model is None and w.params_b == 13  # Llama-3.1 has 8B, 70B, 405B in the registry: no 13B
    assert any("no 13B" in n and "70B" in n for n in r.notes)
    r = engine.handle("g", "make it a generic 70B")
    assert r.recommendation.workload.model is None and r.recommendation.workload.params_b == 70  # "generic" opts out


# ---- 5. DPO: a training workload, two sequences per pair --------------------------------------------

@pytest.mark.parametrize("text,task,tokens", [
    # 10,000 pairs × 2 sequences × 2,048 = 40,960,000; no task word → LoRA (noted), as a bare fine-tune is
    ("DPO on Llama-3.1-8B, 10k preference pairs, 2k tokens", "lora", 40_960_000),
    # "full DPO": all weights; 5,000 × 2 × 1,024 = 10,240,000
    ("full DPO on Qwen2.5-7B with 5k preference pairs of 1k tokens", "full_finetune", 10_240_000),
    # 2 万对 = 20,000 pairs × 2 × 2,048 = 81,920,000
    ("用 DPO 训练 Qwen2.5-7B，偏好数据 2 万对，每对 2k token", "lora", 81_920_000),
    # 1 萬組 = 10,000 × 2 × 1,024 = 20,480,000
    ("用 DPO 訓練 Llama-3.1-8B，偏好資料 1 萬組，每組 1k token", "lora", 20_480_000),
])
def test_dpo_is_training_with_two_sequences_per_pair(text, task, tokens):
    e = extract(text)
    assert e.patch.task == task
    assert _train_tokens(text)[0] == tokens
    assert any("reference model" in n for n in e.notes)  # the part not modelled is said


def test_kto_is_training_with_one_sequence_per_example():
    e = extract("KTO on Llama-3.1-8B with 40k examples of 1k tokens")
    assert e.patch.task == "lora" and _train_tokens("KTO on Llama-3.1-8B with 40k examples of 1k tokens")[0] == 40_960_000
    # KTO labels single answers: 40,000 × 1,024, not doubled; the reference model is still said
    assert any("reference model" in n for n in e.notes)


@pytest.mark.parametrize("text,count,length", [
    # chats are examples; "~3k tokens" is a person's estimate, not a power-of-two window: 3 × 1,000 = 3,000 tokens
    # (tools.token_window: k is × 1,024 only for 1, 2, 4, … 1,024)
    ("SFT Qwen2.5-14B on 80k chats (~3k tokens per chat), 2 epochs", 80_000, 3000),
    ("微调 Qwen2.5-7B，2 万篇文章，每篇 3k token", 20_000, 3000),  # 篇 counts articles; 2 万 = 20,000; 3k = 3,000
])
def test_other_example_nouns(text, count, length):
    p = extract(text).patch
    assert (p.dataset.amount, p.dataset.tokens_per_unit, p.seq_len) == (count, length, None)
    assert resolve(p)[0].seq_len == length  # the answer trains on sequences of the example's length


def test_batch_wording_without_serve_is_inference():
    p = extract("batch-classify 2M documents of 512 tokens with Qwen2.5-7B, 10 tokens out").patch
    assert p.task == "inference" and p.batch_requests == 2_000_000 and p.seq_len == 512 + 10  # 2M = 2,000,000 requests


@pytest.mark.slow
def test_dpo_answer_states_the_doubling_and_the_reference_model(engine):
    r = engine.handle("p", "DPO on Llama-3.1-8B, 10k preference pairs, 2k tokens")
    assert r.kind == "answer" and r.recommendation.workload.train_tokens == 40_960_000  # 10k × 2 × 2,048
    assert "chosen + rejected" in r.text and "reference model" in r.text


# ---- stated intent that must not be misread ----

@pytest.mark.parametrize("text,kv,weights", [
    ("serve qwen2.5-7b for 80 users, use fp8 kv cache", "fp8", None),       # the cache, not the weights
    ("serve qwen2.5-7b in fp8 with an fp8 kv cache for 8 users", "fp8", "fp8"),
    ("deploy llama-3.1-8b, KV cache in FP8, 32 users", "fp8", None),
])
def test_a_kv_cache_precision_is_the_caches(text, kv, weights):
    p = extract(text).patch
    assert p.kv_precision == kv and p.precision == weights


def test_one_user_is_a_stated_concurrency():
    assert extract("serve Llama-3.1-70B for 1 user with 128k context, fp8").patch.concurrency == 1


@pytest.mark.parametrize("text,n,seq,out", [
    # 100k articles × (3k in + 300 out): 3k is not a power-of-two window, so 3 × 1,000 = 3,000 prompt tokens; a batch
    # of 100,000 requests of 3,000 + 300 = 3,300 tokens, 300 generated
    ("把 10 萬篇文章用 Qwen2.5-7B 做摘要，每篇 3K token 輸入、300 token 輸出，用競價實例", 100_000, 3000 + 300, 300),
    ("summarize 100k articles with Qwen2.5-7B, 3k tokens in and 300 out each, on spot instances", 100_000, 3000 + 300, 300),
    ("classify 2M support tickets with Llama-3.1-8B, 500 tokens each, 20 tokens out", 2_000_000, 520, 20),
])
def test_work_done_with_a_model_over_counted_items_is_a_batch_job(text, n, seq, out):
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == n and p.seq_len == seq and p.output_tokens == out
    assert p.deadline_hours is None  # "in and 300 out" is not "in a day"


def test_the_time_the_user_has_is_a_deadline():
    p = extract("pretrain a 13B model on 500B tokens, we have a total budget of $300k and 45 days").patch
    assert p.deadline_hours == 45 * 24 and p.budget.amount == 300_000
    assert extract("LoRA 7B and 2 days of data").patch.deadline_hours is None
