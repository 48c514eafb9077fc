"""A yes / no question about a setup ("8卡H20 141G够吗", "一張H200夠嗎", "planning to rent 8 H100s. good plan?", "will
one a100 do?") is answered first by the product's fit check on that setup, then the recommendation: a plan routed to
another precision had put "Planned with FP8 / INT4 weights, a change …" first and its verdict after it. A 16-bit model
routed to FP8 / INT4 leads with the plan's own verdict, said with its precision; a model asked at its own lower
precision (Kimi-K2's published FP8) leads with the verdict at that precision, not only INT4's count. The setup is a
question, never a filter.

Hand figures (weights = params × bytes; the product's fit check adds the KV cache and the CUDA context):
- Qwen2.5-VL-72B BF16: 73.4e9 × 2 B ≈ 146.8 GB > one H200's 141 GB → "不夠", 2 × H200 (no route: one verdict).
- Llama-3.1-70B FP8 (the plan): 70.6e9 × 1 B ≈ 71 GB + 50 users' KV → 2 × H100 hold it: 8 is more than needed → "no".
- Qwen2.5-32B INT4 (the plan): 32.8e9 × 0.5 B ≈ 17 GB + scales ≈ 19 GB ≤ an A100 40GB's pool → "yes".
- Kimi-K2 FP8: 1.03e12 × 1 B ≈ 1,029 GB ÷ 8 ≈ 128.6 GB of weights a card (129.4 GB with its KV) against the 136.3 GB
  pool vLLM takes of an H20 141GB: the fit check says it fits, tight (6.9 GB spare) — said first, in FP8, before the
  INT4 plan (537 GB, 4 cards)."""

from __future__ import annotations

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _headline(out: str) -> str:
    """The bold paragraph after the workload line."""
    return next(p for p in out.split("\n\n")[1:] if p.startswith("**"))


@pytest.mark.parametrize(("text", "lead"), [
    # 8 × H100 hold Llama-3.1-70B in BF16 for 50 users as 2 copies of TP 4 (141 GB of weights ÷ 4 ≈ 35 GB a card +
    # each copy's 25 users' KV ≈ 10 GB a card ≈ 45 GB of a 77 GB pool): yes, as two replicas
    ("planning to rent 8 H100s to serve llama 3.1 70b for 50 users. good plan?",
     "**You asked about H100: in BF16, yes, 8 × H100"),
    ("will one a100 do for qwen2.5-32b?", "**You asked about A100: in AWQ, yes, 1 × A100"),
    ("8卡H20 141G够吗 跑kimi k2", "**你问的是 H20 141GB：按 FP8，够：8 × H20 141GB"),
    ("our plan is 4x A10G for qwen2.5-14b, reasonable?", "**You asked about A10G:"),   # a plan put up for judging
    # 行唔行: 141 GB BF16 > 2 × 48, the "no" said at 16-bit first; FP8's ≈ 73 GB ≈ 38.5 GB a card of 48 holds it
    ("租兩張A6000行唔行？跑llama 3.1 70b", "**你問的是 RTX A6000：BF16 不夠"),
    ("一張H200夠嗎？想跑Qwen2.5-VL-72B", "**你問的是 H200：BF16 不夠"),  # 145 GB BF16 > 141; FP8 ≈ 75 GB fits
])
def test_the_verdict_on_the_setup_leads_the_headline(ask, text, lead):
    head = _headline(ask(text))
    assert head.startswith(lead), head[:300]


def test_a_verdict_already_first_is_not_said_twice(ask):
    # Qwen2.5-VL-72B in BF16 runs as asked (no precision route): one verdict, no precision label
    head = _headline(ask("一張H200夠嗎？想跑Qwen2.5-VL-72B"))
    assert head.count("你問的是 H200") == 1 and "按 BF16" not in head
