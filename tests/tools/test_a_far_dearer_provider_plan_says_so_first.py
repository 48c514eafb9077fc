"""A serving plan kept to a named provider that costs past tools.provider_premium.PROVIDER_PREMIUM × the same work with
no provider named says the multiple and the cheaper ways first (a shorter context, a quote for the cards the provider
lists only without a price, no filter): Qwen2.5-32B at 64k, Tencent only, rented 30 × 8 × V100 at ≈ ¥2.17 M a month
with no word of it."""
from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tools.provider_premium import PROVIDER_PREMIUM, provider_premium, unpriced_cards
from tools.schema import InstanceRow


def test_only_a_plan_past_five_times_the_unfiltered_one_is_flagged():
    # Hand: ¥2,976.48 ÷ ¥550.66 = 5.4× (> 5): said; an AWS H100 at $6.88 against a $2.39 MI300X: 2.9×: not
    assert provider_premium(2976.48, 550.66) == pytest.approx(5.405, abs=1e-3)
    assert provider_premium(6.88, 2.39) is None
    assert provider_premium(PROVIDER_PREMIUM * 10, 10) is None  # exactly five times is not past it
    assert provider_premium(10, 0) is None


def _row(gpu: str, price: float | None, quarantined: str = "", provider: str = "tencent") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=f"X.{gpu}", region="ap-guangzhou", gpu=gpu, gpu_count=8,
                       price_on_demand=price, currency="USD", quarantined=quarantined)


def test_the_cards_to_ask_a_quote_for_are_unpriced_there_and_bigger_than_the_pick():
    # Hand: the pick's V100 32GB is priced; the A100 40GB row has no price (ask for it); the V100 16GB row has none
    # either but is smaller than the pick's 32 GB card; another provider's unpriced card is not Tencent's
    rows = [_row("V100 SXM2 32GB", 13.78), _row("A100 40GB SXM", None, "no_price: none in the source"),
            _row("V100 SXM2 16GB", None, "no_price: none"), _row("H800", None, "no_price: none", provider="alibaba"),
            _row("T4", None, "no_price: none"), _row("T4", 1.26)]
    mem = {"V100 SXM2 32GB": 32.0, "A100 40GB SXM": 40.0, "V100 SXM2 16GB": 16.0, "H800": 80.0, "T4": 16.0}
    assert unpriced_cards("tencent", rows, mem, 32.0) == ["A100 40GB SXM"]


@pytest.mark.slow
@pytest.mark.parametrize("question, said", [
    ("Qwen2.5-32B for internal knowledge-base QA, 100 people online, 64k context, only Tencent Cloud",
     "⚠ Kept to Tencent Cloud"),
    ("用Qwen2.5-32B做内部知识库问答100人同时在线上下文64k只能用腾讯云", "⚠ 只用腾讯云时"),
    ("用Qwen2.5-32B做內部知識庫問答100人同時在線上下文64k只能用騰訊雲", "⚠ 只用騰訊雲時"),
])
def test_a_seven_figure_provider_plan_leads_with_its_multiple(question, said):
    # Hand: 30 generating × 65,536 tokens in FP16 on V100s (Tencent's newest priced card) takes 30 × 8 × V100 at
    # ≈ $413/h; with no provider the same load is 4 × 8 × MI300X at ≈ $76/h: 5.4× > 5, so the headline says it first
    out = Engine(store=Store(":memory:")).handle("t", question).text
    assert said in out and ("A100 40GB SXM" in out), out
