"""A stated budget on a media-generation plan (music, sound, clips) is answered in words: enough, enough only billed
by use, or not enough — the music answer once priced the month two ways and never said whether RM 4,000 covered it."""

from __future__ import annotations

import pytest

from advisor.core.script import to_script
from tools.gen_families import budget_fit, family_budgets
from tools.schema import Budget, Msg, Workload


@pytest.mark.parametrize(("budget", "used", "held", "fit"), [
    (4000.0, 48.55, 2410.37, "held"),  # RM 4,000 ≥ the peak's card held 24/7 (RM 2,410.37): enough as sized
    (1000.0, 48.55, 2410.37, "used"),  # RM 1,000: pays the GPU-hours used (RM 48.55), not the card held all month
    (40.0, 48.55, 2410.37, "over"),  # RM 40 < even the hours used
    (300.0, 1.79, None, "held"),  # a one-off batch: its $1.79 against $300
    (1.0, 1.79, None, "over"),
    (None, 48.55, 2410.37, None),  # no budget: nothing to say
    (4000.0, None, None, None),  # no price: nothing to hold it against
])
def test_budget_fit(budget, used, held, fit):
    assert budget_fit(budget, used, held) == fit


def _w(amount: float, per: str) -> Workload:
    return Workload(model=None, params_b=None, task="inference", budget=Budget(amount=amount, currency="USD", per=per))


@pytest.mark.parametrize(("per", "month", "total"), [
    ("month", 100.0, None),
    ("week", 100.0 * 730 / 168, None),  # a week's budget is 730 ÷ 168 = 4.35 of them a month
    ("day", 100.0 * 30.4, None),  # a day's × 30.4 days: the plan's month
    ("total", None, 100.0),
    ("hour", None, None),  # per hour: a different measure, not held here
])
def test_family_budgets_month_and_total(per, month, total):
    got = family_budgets(_w(100.0, per), "USD", 7.2, {})
    assert got[0] == (pytest.approx(month, rel=1e-3) if month is not None else None)
    assert got[1] == total


@pytest.mark.parametrize(("fit", "lang", "lead"), [
    ("held", "zh", "够：在每月 4,000.00 MYR 预算内"), ("held", "zh-Hant", "夠：在每月 4,000.00 MYR 預算內"),
    ("held", "en", "Budget: enough — within your 4,000.00 MYR a month"),
    ("used", "zh", "按用量计费才够："), ("used", "en", "Budget: enough only if billed by use"),
    ("over", "zh", "不够：超出每月 4,000.00 MYR 预算"), ("over", "en", "Budget: not enough — over your 4,000.00 MYR"),
])
def test_the_verdict_leads_with_the_word(fit, lang, lead):
    msg = Msg(code="fam.budget", args={"fit": fit, "budget": "4,000.00 MYR", "used": "48.55 MYR",
                                       "held": "2,410.37 MYR", "gpu": "RTX 4090", "cards": 1, "month": True})
    assert to_script(msg.text(lang), lang).startswith(lead)


@pytest.mark.parametrize(("code", "args", "lang", "end"), [
    # a video plan at ≈ $6,686.80 a month against $3,000: over → "not enough" after the ❌
    ("gen.video.budget", {"ok": False, "budget": "$3,000.00", "month": "$6,686.80"}, "en", "— not enough"),
    ("gen.video.budget", {"ok": True, "budget": "¥8,000.00", "month": "¥630.74"}, "zh", "——够"),
    # speech at ≈ ¥150.79 a month against ¥2,000 a month: within → 够
    ("gen.tts.budget", {"ok": True, "budget": "¥2,000.00", "per": "month", "cost": "¥150.79"}, "zh", "——够"),
    ("gen.tts.budget", {"ok": False, "budget": "$1.00", "per": "hour", "cost": "$2.40"}, "en", "— not enough"),
])
def test_a_marked_verdict_is_said_in_words_too(code, args, lang, end):
    assert to_script(Msg(code=code, args=args).text(lang), lang).endswith(end)
