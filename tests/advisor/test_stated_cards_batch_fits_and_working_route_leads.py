"""On cards the user states or owns, the choice is the plan that works there:

- a batch is memory-checked at the largest number of sequences whose KV fits beside the weights (tools.stated_batch),
  never at the engine's cap of 256 in flight, and refused only when weights + one sequence do not fit; among the
  precisions that fit, the one that finishes the job first leads, the other named with its own hours;
- a reasoning model served on owned cards leads with the precision that fits with room and holds each user's speed
  floor at the stated load; the less-quantised route that only just fits, or misses the floor, is the alternative.

By hand (an ML-infrastructure engineer's figures):
- 2 × L4, QwQ-32B, 50,000 questions, 161 in + 8,192 of thinking and answer: BF16 weights 65.5 GB > 2 × 21.6 GB of
  pool: no. FP8 weights 16.4 GB a card hold 3 sequences of 8,353 tokens (2.19 GB each in 16-bit KV over the pair):
  4.1 × 10⁸ tokens out at ≈ 39 tokens/s ≈ 123 days. AWQ (≈ 9 GB a card) + FP8 KV (1.1 GB a sequence over the pair)
  holds ≈ 20: ≈ 260 tokens/s (each step reads ≈ 20 GB a card at 300 GB/s ≈ 15 steps/s × 20 × ~0.85) ≈ 18 days.
- 4 × L40S, Llama-3.1-70B, 200,000 documents of 1,500 in + 300 out: BF16 35.3 GB a card + 49 sequences × 0.59 GB ÷ 4
  ≈ 7.2 GB ≈ 44 GB with the CUDA context; the batch is said (49 in flight), no route needed.
- 1 × RTX 4090, Qwen2.5-14B, 100,000 reviews of 800 in + 200 out: BF16 29.6 GB > 23.2 GB: no. FP8 (14.8 GB) + FP8 KV
  (96 KiB a token) holds ≈ 60 sequences; ≈ 6 h; FP8 with 16-bit KV holds ≈ 30, ≈ 8 h (named beside).
- 2 × L40S (owned), DeepSeek-R1-Distill-Qwen-32B / QwQ-32B for 10 users at 12,288 tokens (8,192 of thinking): BF16
  weights + FP8 KV ≈ 41.4 GB of the 43.2 GB pool (96 %: no room for the thinking tokens) and ≈ 19 tokens/s per user
  (each step reads ≈ 41 GB at 864 GB/s); FP8 weights ≈ 33.9 GB a card (9.3 GB spare), ≈ 28 tokens/s: FP8 leads.
"""

import re

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _head(out: str) -> str:
    """The bold headline under the bold workload line."""
    return [line for line in out.splitlines() if line.startswith("**")][1]


def _num(pattern: str, text: str) -> float:
    """The first figure `pattern` (alternatives for 简体 / 繁體, one group each) finds in `text`."""
    m = re.search(pattern, text)
    assert m is not None, (pattern, text)
    return float(next(g for g in m.groups() if g))


@pytest.mark.parametrize("q", ["我们有2张L4，想用QwQ-32B离线跑5万条问题", "我們有2張L4，想用QwQ-32B離線跑5萬條問題"])
def test_qwq_on_two_l4_runs_awq_at_the_batch_that_fits(ask, q):
    out = ask(q)
    head = _head(out)
    assert "做不了" not in head and "做不到" not in head, head  # not refused at 256 sequences in flight
    assert "INT4" in head and "FP8 KV" in head, head  # AWQ + FP8 KV: the precision that finishes first
    n = _num(r"同时跑 (\d+) 条|同時跑 (\d+) 條", head)
    assert 12 <= n <= 30, head  # ≈ 20 sequences of 8,353 tokens in FP8 KV beside ≈ 9 GB of weights a card
    assert 10 <= _num(r"约 ([\d.]+) 天完成|約 ([\d.]+) 天完成", head) <= 30, head  # ≈ 18 days, not the FP8-weights route's ≈ 123
    assert "122" in out or "123" in out, out  # the slower FP8 route is named with its own days
    assert re.search(r"同时跑 3 条|同時跑 3 條", out), out


def test_llama_70b_on_four_owned_l40s_says_the_batch_it_assumed(ask):
    head = _head(ask("We own 4 L40S. We want to run Llama-3.1-70B offline over 200,000 documents, "
                     "1,500 tokens in and 300 out each."))
    assert "on your own 4 × L40S" in head and "TP 4" in head, head
    n = int(re.search(r"(\d+) sequences in flight", head).group(1))
    assert 35 <= n <= 70, head  # ≈ 49 × 0.59 GB of KV over 4 cards beside 35.3 GB of weights a card


def test_qwen_14b_on_one_4090_batch_runs_fp8_not_a_single_stream(ask):
    out = ask("我有一张RTX 4090，想用Qwen2.5-14B批量处理10万条评论，每条输入800 token输出200")
    head = _head(out)
    assert "在你自己的 1 × RTX 4090 上运行" in head and "FP8" in head, head
    n = int(re.search(r"同时跑 (\d+) 条", head).group(1))
    assert 40 <= n <= 90, head  # ≈ 60 in FP8 KV
    hours = float(re.search(r"约 ([\d.]+) 小时完成", head).group(1))
    assert 3 <= hours <= 12, head  # 2 × 10⁷ tokens out + 8 × 10⁷ in on one card


def test_a_batch_whose_weights_overflow_the_card_is_refused_at_one_sequence(ask):
    out = ask("We have one L4 and want to run Llama-3.1-70B offline over 10,000 prompts")
    head = _head(out)
    assert "cannot do this" in head, head
    gb = float(re.search(r"≈ ([\d.]+) GB per GPU", head).group(1))
    assert 140 <= gb <= 150, head  # 141 GB of BF16 weights + one sequence, not 256 sequences' KV


@pytest.mark.parametrize("q, lead", [
    ("我们有2张L40S，部署DeepSeek-R1-Distill-Qwen-32B给10个人同时用", "改用FP8 权重就可以"),
    ("我們有2張L40S，部署QwQ-32B給10個人同時用", "改用FP8 權重就可以"),
    ("We own 2 RTX 6000 Ada cards. Serve DeepSeek-R1-Distill-Qwen-32B to 10 users at once.", "with FP8 weights, yes"),
])
def test_a_reasoning_model_on_owned_cards_leads_with_the_route_that_works(ask, q, lead):
    out = ask(q)
    head = _head(out)
    assert lead in head, head
    tps = _num(r"≈ (\d+) tokens/s per user|每个用户约 (\d+) tokens/s|每個使用者約 (\d+) tokens/s", head)
    assert tps >= 25, head  # FP8 weights: half the bytes a step, ≈ 28–31 tokens/s
    assert "FP8 KV cache" in out.split(head)[1], out  # the BF16 + FP8 KV route named as the alternative
    assert "Your 2 × RTX 6000 Ada give" not in out, out  # no top-up of a pick that already holds the floor
