"""The owned cards at an unsold count are kept only when the re-sized answer says they hold the work
(tools.owned_count_plan), and a stated build price is the purchase side (tools.stated_build)."""

from __future__ import annotations

import pytest

from tools.owned_count_plan import held_on_owned, owned_cards_unpriced
from tools.schema import Constraint, Msg, Recommendation
from tools.stated_build import stated_build_side


def _rec(status: str, code: str, headline: bool = True) -> Recommendation:
    c = Constraint(name="gpus", stated="3 GPUs", label=Msg(code="recommend.gpus", args={"n": 3}), status=status,
                   message=Msg(code=code, args={}))
    return Recommendation.model_construct(constraints=[c], headline=Msg(code="x") if headline else None)


def test_the_unpriced_answer_is_kept_when_the_owned_cards_hold_it():
    # 3 owned RTX A5000 (24 GB) at a count no priced machine carries: the answer on priced rows refused the count;
    # the re-sized answer on the cards themselves says they hold the work → it replaces the refusal
    full, mine = _rec("refused", "recommend.not_on_gpus"), _rec("honoured", "recommend.owned.hardware_holds")
    assert held_on_owned(mine) and not held_on_owned(full)
    assert owned_cards_unpriced(full, 3, lambda: mine) is mine


def test_the_refusal_stands_when_the_owned_cards_do_not_hold_it():
    full, mine = _rec("refused", "recommend.not_on_gpus"), _rec("refused", "recommend.not_on_gpus")
    assert owned_cards_unpriced(full, 3, lambda: mine) is full


def test_an_honoured_count_is_never_re_sized():
    full = _rec("honoured", "recommend.at_most_gpus")

    def never() -> Recommendation:
        raise AssertionError("re-sized an answer whose count held")
    assert owned_cards_unpriced(full, 3, never) is full


def test_a_stated_build_pays_back_from_its_own_price():
    # Hand: ¥90,000 for 4 × RTX 5090 (575 W each) half the hours against ¥4.00 a GPU-hour at ¥0.80 a kWh:
    # 0.5 × 730 = 365 h; power 2.3 kW × 365 × 0.80 = ¥671.6; rent 4 × 365 × 4.00 = ¥5,840;
    # payback 90,000 ÷ (5,840 − 671.6) ≈ 17.4 months.
    s = stated_build_side(90_000, 4, 575, 0.5, 4.0, 0.8)
    assert s is not None
    assert s.price == pytest.approx(90_000)
    assert s.power_month == pytest.approx(671.6, rel=1e-3)
    assert s.rent_month == pytest.approx(5_840)
    assert s.payback_months == pytest.approx(17.41, rel=1e-2)


def test_no_build_side_without_cards_or_a_price():
    assert stated_build_side(0, 4, 575, 1.0, 4.0, 0.8) is None
    assert stated_build_side(50_000, 0, 575, 1.0, 4.0, 0.8) is None
