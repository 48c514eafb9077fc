"""A yes / no question about a setup ("8卡H20 141G够吗", "一張H200夠嗎", "planning to rent 8 H100s. good plan?", "will
one a100 do?") is answered first by the product's fit check on that setup, at the precision asked (the model's own, or
16-bit), then the recommendation: a plan routed to another precision (INT4, FP8) had put its paragraph on the change
first and judged the setup only at that other precision. The setup is a question, never a filter.

Hand figures (weights = params × bytes; the product's fit check adds the KV cache and the CUDA context):
- Qwen2.5-VL-72B BF16: 73.4e9 × 2 B ≈ 146.8 GB > one H200's 141 GB → "不夠", 2 × H200.
- Llama-3.1-70B BF16: 70.6e9 × 2 B ≈ 141 GB; 8 × H100 80 GB = 640 GB → more than needed (4 hold it with 50 users'
  KV); the plan itself is routed to FP8 (≈ 71 GB), so the BF16 verdict leads, said "in BF16".
- Qwen2.5-32B BF16: 32.8e9 × 2 B ≈ 66 GB: one A100 80GB holds it, one A100 40GB does not (2 of them) → "in BF16, yes
  … but not on 1 × A100 40GB".
- Kimi-K2 FP8: 1.03e12 × 1 B ≈ 1,029 GB over 8 cards ≈ 128.6 GB each against an H20's 141 GB: the fit check's verdict
  ("in FP8", tight) leads, before the INT4 plan (537 GB, 4 cards)."""

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
    ("planning to rent 8 H100s to serve llama 3.1 70b for 50 users. good plan?",
     "**You asked about H100: in BF16, no, 8 × H100"),
    ("will one a100 do for qwen2.5-32b?", "**You asked about A100: in BF16, yes, 1 × A100 80GB"),
    ("8卡H20 141G够吗 跑kimi k2", "**你问的是 H20 141GB：按 FP8，"),
    ("一張H200夠嗎？想跑Qwen2.5-VL-72B", "**你問的是 H200：不夠："),
])
def test_the_verdict_on_the_setup_leads_the_headline(ask, text, lead):
    head = _headline(ask(text))
    assert head.startswith(lead), head[:300]


def test_a_verdict_already_first_is_not_said_twice(ask):
    # Qwen2.5-VL-72B in BF16 runs as asked: one verdict, no precision label
    head = _headline(ask("一張H200夠嗎？想跑Qwen2.5-VL-72B"))
    assert head.count("你問的是 H200") == 1 and "按 BF16" not in head
