"""A card named in a question about it ("A 4090 should be enough … right?", "do we need like a full 8xH100?",
"4090够不够", "需要8張H100嗎") is a premise to check, not a filter: the answer says yes or no with the figure, then
ranks every card. "only / must / 只用 / 我们只有" keep the card a hard limit.

Hand reasoning (an outside ML-infrastructure engineer's key):
- Qwen2.5-7B-Instruct-1M at 1,048,576 tokens: KV per token = 28 layers × 4 kv heads × 128 head_dim × 2 (K and V)
  × 2 bytes = 57,344 B; × 1,048,576 tokens = 60.1 GB; weights 7.6 B × 2 B = 15.2 GB → ≈ 76 GB for one copy before
  activations. A 24 GB RTX 4090 (vLLM's pool 0.9 × 25.8 GB ≈ 23.2 GB) cannot hold it; 3 cards cannot split 28
  heads evenly, so tensor parallelism needs 4 (76 / 4 ≈ 19 GB each, under 23.2). A 4090 is therefore "no, it would
  take 4 × RTX 4090", and the ranked pick is a larger card, never "RTX 4090 only".
- gpt-oss-120b in MXFP4 is ≈ 61–65 GB of weights. It reasons before every answer (no switch: model card), sized at
  8,192 thinking tokens an answer: 2,000 daily users × 5 messages = 10,000 a day, 10 % in the busiest hour → 0.28/s,
  each staying 2 s + 8,192 ÷ 20 tok/s = 411.6 s → 116 in flight, each holding 4,096 + 8,192 = 12,288 tokens. KV: the
  18 full-attention layers × 8 KV heads × 64 × 2 (K, V) × 2 B = 36,864 B a token (the 18 sliding-window layers hold
  128 tokens each) → 116 × 12,288 × 36,864 B ≈ 52.5 GB; with the weights ≈ 118 GB: one 80 GB H100 no longer holds
  it, two do (≈ 59 GB each): "8 × H100" is still more than needed, and nothing about it is "not possible".
- Llama-3.1-8B, 10 users × 4,096 tokens: 16 GB of BF16 weights + 10 × 4,096 × 128 KiB ≈ 5.4 GB of KV ≈ 22 GB, under
  a 40 GB A100's pool (0.9 × 40 GiB ≈ 38.7 GB): "yes, one A100 is enough".
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.followup import merge_workload
from tools.schema import Workload, WorkloadPatch

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

Q13 = ("We want to feed entire codebases into Qwen2.5-7B-Instruct-1M using the full 1M token context. Just one user "
       "at a time. What GPU do I need? A 4090 should be enough for a 7B model right?")
Q22 = ("Our startup has $3,000/month total for GPUs. We want to self-host gpt-oss-120b for our SaaS users in the US — "
       "about 2,000 daily active users. Is that possible or do we need like a full 8xH100?")


@pytest.mark.parametrize(("text", "card", "count"), [
    (Q13, "RTX 4090", None),
    (Q22, "H100", 8),  # "a full 8xH100": the count goes with the card asked about
    ("Serve Llama-3.1-8B for 10 users. An L4 should be enough, right?", "L4", None),
    ("Is one A100 enough to serve Llama-3.1-8B for 10 users?", "A100", 1),
    ("Llama-3.1-70B 推理，4090够不够？", "RTX 4090", None),
    ("部署Qwen2.5-72B，50人同时用，是不是要8张H100？", "H100", 8),
    ("部署Qwen2.5-72B，需要H100嗎？", "H100", None),
    ("部署 Qwen2.5-32B，10 個人同時用，一張 A100 夠嗎？", "A100", 1),  # 一張: one, read as a digit
    ("Serve Llama-3.1-70B for 20 users on H100, is that enough?", "H100", None),  # the question in the next clause
    ("部署Qwen2.5-72B用两张A100 80G，够不够？", "A100 80GB SXM", 2),
    ("Do we have to use H100 for Llama-3.1-70B?", "H100", None),  # a limit word inside a question about it
    ("部署Qwen2.5-72B是不是一定要H100？", "H100", None),
    ("do we need 8xH100 to full fine-tune Llama-3.1-70B?", "H100", 8),  # several cards for training: checked too
])
def test_a_card_in_a_question_is_checked_not_filtered(text, card, count):
    p = extract(text).patch
    assert p.checked_gpu == card and p.gpu_preference is None, p
    assert p.checked_gpu_count == count and (count is None or p.num_gpus is None), p


@pytest.mark.parametrize(("text", "card"), [
    ("Serve Llama-3.1-8B on an A100, 10 users.", "A100"),  # no question at all
    ("Must use H100: is it enough for Llama-3.1-70B with 50 users?", "H100"),  # "must" is a limit, asked or not
    ("我们只有4090，跑Qwen2.5-7B推理够不够？", "RTX 4090"),  # 只有: the user's card, a hard limit
    ("只用H100，部署Qwen2.5-72B够吗？", "H100"),
    ("需要8张H100，跑Llama-3.1-70B推理，一个月多少钱？", "H100"),  # a statement: its clause asks nothing
    ("我们只能用A100，跑Qwen2.5-7B够不够？", "A100"),  # 只能用: a limit, whatever the question after it
    ("to serve deepseek r1 (the full 671B), fp8, how many H200s do I need?", "H200"),  # sizing on that card
    ("Serve Llama-3.1-70B on H100, is that ok?", "H100"),  # "ok" asks whether it runs there, not whether it is enough
    # one card for training: the stated-card answer is the check, with the routes that make one card enough
    ("全参微调 Llama-3.1-8B，单张 A100 80G 够吗", "A100 80GB SXM"),
])
def test_only_must_and_statements_keep_the_card_a_filter(text, card):
    p = extract(text).patch
    assert p.gpu_preference == card and p.checked_gpu is None, p


def test_a_card_named_later_replaces_the_one_asked_about():
    # turn 1 asked about a 4090; turn 2 says "H100 only": the filter replaces the question, and back again
    w = merge_workload(Workload(checked_gpu="RTX 4090", checked_gpu_count=2), WorkloadPatch(gpu_preference="H100"))
    assert w.gpu_preference == "H100" and w.checked_gpu is None and w.checked_gpu_count is None
    w = merge_workload(Workload(gpu_preference="H100"), WorkloadPatch(checked_gpu="A100"))
    assert w.checked_gpu == "A100" and w.gpu_preference is None


def test_a_language_model_reading_the_same_card_as_a_filter_does_not_win():
    # the rules read "do we need 8xH100?" as a card asked about; a model that reads it as "8 × H100 only" is dropped
    from advisor.core.extract_llm import merge

    got = merge(WorkloadPatch(checked_gpu="H100", checked_gpu_count=8), WorkloadPatch(gpu_preference="H100", num_gpus=8))
    assert got.checked_gpu == "H100" and got.checked_gpu_count == 8 and got.gpu_preference is None and got.num_gpus is None


def _first_lines(tmp_path, text: str) -> tuple[str, str]:
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    lines = [x for x in out.splitlines() if x.strip()]
    bold = next((i for i, x in enumerate(lines[1:], 1) if x.startswith("**")), 2)  # the reading notes, then the headline
    return lines[0], "\n".join(lines[1:bold + 1])


@pytest.mark.slow
def test_a_4090_for_a_million_tokens_is_answered_no_with_the_count_it_would_take(tmp_path):
    line, head = _first_lines(tmp_path, Q13)
    assert "checking RTX 4090?" in line and "RTX 4090 only" not in line, line
    assert head.startswith("**You asked about RTX 4090: no, 1 × RTX 4090 is not enough"), head[:300]
    assert "it would take 4 × RTX 4090" in head, head[:400]
    assert "honoured" not in head
    pick = head.split("Ranked over every card instead:")[1]
    assert "RTX 4090" not in pick.split("tokens/s per user")[0], pick[:400]  # the pick is a larger card


@pytest.mark.slow
def test_a_full_8xh100_asked_about_is_more_than_needed(tmp_path):
    line, head = _first_lines(tmp_path, Q22)
    assert "checking 8 × H100?" in line and "H100 only" not in line and "8 GPUs" not in line, line
    assert "no, 8 × H100" in head and "is more than needed: 2 × H100" in head, head[:400]
    assert "cannot do this" not in head and "not possible" not in head


@pytest.mark.slow
def test_one_card_asked_about_that_holds_the_work_is_a_yes(tmp_path):
    _, head = _first_lines(tmp_path, "Is one A100 enough to serve Llama-3.1-8B for 10 users?")
    assert "yes, 1 × A100" in head and "is enough" in head, head[:400]


@pytest.mark.slow
def test_the_verdict_is_in_chinese_too(tmp_path):
    # 72B BF16 ≈ 145 GB of weights: more than one 80 GB card, fewer than 8 (TP 4 leaves ≈ 36 GB each for weights)
    line, head = _first_lines(tmp_path, "部署Qwen2.5-72B-Instruct做客服，50人同时用，是不是要8张H100？")
    assert "核对 8 × H100？" in line and "仅 H100" not in line, line
    # the plan is routed to FP8: its verdict leads, said with its precision, before "改用FP8 …规划"
    assert "你问的是 H100：按 FP8，不需要 8 × H100" in head and head.index("你问的是") < head.index("改用"), head[:400]
    _, head = _first_lines(tmp_path, "Llama-3.1-70B 推論，4090夠不夠？")
    assert "不夠：1 × RTX 4090 不夠" in head, head[:400]


@pytest.mark.slow
def test_a_budget_with_no_load_is_checked_at_the_default_load(tmp_path):
    # "预算每月两万" and no users: the plan is sized for 1 at once (the stated default) and compared with ¥20,000;
    # how many users the budget could hold is said as a ceiling, never made the load (it was 104 at once)
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "预算每月两万，想部署Qwen2.5-32B-Instruct做客服，租什么卡？").text
    first = out.splitlines()[0]
    assert "1 路并发" in first and "预算 ¥20,000/月" in first, first
    assert "这是上限，不是你的负载" in out and "按 1 路并发配置" in out
