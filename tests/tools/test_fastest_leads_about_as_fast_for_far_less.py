""""Fastest" leads with a plan about as fast as the top for far less, and says the top's trade; money said to be no
object keeps the top; a waiting customer's image pick under a budget says what a faster card would cost past it."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from advisor.core.extract_rules import MONEY_NO_OBJECT
from tools.media import faster_over_budget
from tools.recommend import FASTEST_SPEED_BAND, within_band


def _offer(hourly: float, tps: float) -> Any:
    return SimpleNamespace(hourly=hourly, per_user_tps=tps)


def test_a_plan_within_a_fifth_of_the_top_at_a_fraction_of_its_price_leads():
    # Mixtral-8x22B INT4 for 6 analysts at once (the advisor's own at-load figures): 2 × H200 50 tok/s $9.18/h,
    # 2 × B200 68.5 $13.58, 4 × H200 74.3 $18.36, 4 × B200 92.8 $27.16, 8 × H200 98 $36.72, 8 × B200 113 $53.52.
    # ≥ (1 − 0.2) × 113 = 90.4 tok/s at ≤ 0.8 × $53.52 = $42.8/h: 4 × B200 and 8 × H200; the cheaper leads —
    # ≈ $19.8k a month against ≈ $39.1k, a 338-token answer in 3.6 s against 3.0 s.
    top = _offer(53.52, 113.0)
    plans = [_offer(9.18, 50.2), _offer(13.58, 68.5), _offer(18.36, 74.3), _offer(27.16, 92.8), _offer(36.72, 98.0),
             top]
    assert pytest.approx(0.2) == FASTEST_SPEED_BAND
    assert within_band(plans, top, top) is plans[3]
    # Llama-3.1-70B BF16 for 30 at once: 8 × B200 67 tok/s at $53.52, 4 × B200 51 (24 % slower) at $27.16, 8 × H100
    # 40 at $31.92: nothing within a fifth → None (the top leads, the far cheaper plan named beside it, near_top)
    top70 = _offer(53.52, 67.0)
    assert within_band([_offer(27.16, 51.0), _offer(31.92, 40.0), top70], top70, top70) is None
    # only ≤ 0.8 of the knee's hour counts: a plan 3 % slower at 0.9 of the price is not "far less"
    assert within_band([_offer(48.0, 110.0), top], top, top) is None


@pytest.mark.parametrize(("text", "said"), [
    ("fastest possible serving of Llama-3.1-70B, money no object", True),
    ("as fast as possible, cost is not an issue", True),
    ("we want the fastest; budget isn't really the issue", True),
    ("要最快，不差钱", True),
    ("最快就得，錢唔係問題", True),
    ("老闆話要最快，唔使慳錢", True),
    ("ok and if we want it as fast as possible per user, what then", False),
    ("要每個人都最快", False),
    ("fastest, but money is the issue", False),
    ("the budget is a concern, what is fastest", False),
])
def test_money_said_to_be_no_object_is_read_apart_from_fastest(text, said):
    assert bool(MONEY_NO_OBJECT.search(text)) is said


def _row(gpu: str, rate: float, cost: float, n: int = 1) -> Any:
    return SimpleNamespace(gpu=gpu, rate=rate, cost=cost, machines=1, gpus=n)


def _plan(rows: list[Any], over: tuple[Any, ...], budget_hour: float | None) -> Any:
    return SimpleNamespace(rows=rows, over_budget=over, budget_hour=budget_hour, pixels_factor=1.0,
                           month_hours=730.0, currency="HKD")


def test_the_fastest_image_card_within_a_budget_says_what_a_faster_one_costs():
    # HK$3,000 a month = HK$4.11/h. SDXL 30 steps at 1024²: the pick 2 × RTX A4500 10.9 s an image at HK$3.90/h;
    # over the budget: 2 × RTX A5000 9.3 s at HK$5.76/h (15 % quicker: under the fifth, not named), RTX 6000 Ada
    # 3.3 s at HK$6.01/h → 6.01 × 730 = HK$4,387 a month, 6.01 / 4.11 = 1.46 → 1.5× the budget; A100 80GB 3.31 s at
    # HK$9.67/h (tied on seconds, dearer: not named apart)
    pick = _row("RTX A4500", 10.9, 3.90, 2)
    over = (_row("RTX 6000 Ada", 3.31, 6.01), _row("A100 80GB SXM", 3.31, 9.67), _row("RTX A5000", 9.3, 5.76, 2))
    got = faster_over_budget(_plan([pick], over, 3000 / 730))
    assert got["next_gpu"] == "RTX 6000 Ada" and got["next_secs"] == 3.3 and got["next_times"] == 1.5, got
    assert "4,387" in str(got["next_month"]) and "best_gpu" not in got, got
    # a dearer card that is quicker still is named as the fastest beside the cheapest quicker one
    got = faster_over_budget(_plan([pick], (*over, _row("H100 SXM", 2.2, 17.0)), 3000 / 730))
    assert got["next_gpu"] == "RTX 6000 Ada" and got["best_gpu"] == "H100 SXM" and got["best_times"] == 4.1, got
    # no budget, or nothing quicker past it: nothing said
    assert faster_over_budget(_plan([pick], over, None)) == {}
    assert faster_over_budget(_plan([pick], (_row("RTX A5000", 9.3, 5.76, 2),), 3000 / 730)) == {}
