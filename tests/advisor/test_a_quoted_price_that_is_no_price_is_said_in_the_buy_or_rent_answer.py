""""Buy or rent?" with a quoted price that is no price — signed ("-$40k", ¥-5万), not a number ("price NaN", 報價NaN),
past any server's price ("$1e300") or zero ("$0 each") — says in the answer that the figure was not used, why, and what the answer
uses instead (another quote said, else the rent and the break-even price a card); it was dropped with no word."""

import pytest

from advisor.core.buy_or_rent import refused_quote
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, figure, why", [
    ("buy or rent 8 H100? a server costs -$40k", "-$40k", "signed"),
    ("buy or rent H100 at $-30000 each, payback?", "$-30000", "signed"),
    ("buy or rent 8 H100, quoted -250000", "-250000", "signed"),
    ("8张H100买还是租？报价¥-5万", "¥-5万", "signed"),
    ("buy or rent 8 H100, price NaN", "NaN", "nan"),
    ("8張H100買還是租？報價NaN", "NaN", "nan"),
    ("buy or rent H100 at $1e300 each, payback?", "$1e300", "huge"),
    ("buy or rent H100 at $0 each, payback?", "$0", "zero"),  # the buy-or-rent question was lost for the plan's
    ("8张H100买还是租？报价¥0", "¥0", "zero"),
])
def test_a_quote_that_is_no_price_is_found_as_written(text, figure, why):
    assert refused_quote(text) == (figure, why)


@pytest.mark.parametrize("text", [
    "buy or rent 8 H100, quoted $250k",
    "buy or rent: 8 H100 for -12 months",  # a signed horizon is the horizon reader's, no price
    "买还是租？8张H100，电费每度-1元",  # a power price per kWh is the power reader's
    "buy or rent 8 H100 at -$0.1/kWh, quoted $250k",
    "buy or rent 8 H100 at $0.13/kWh, quoted $0.5M",
])
def test_a_price_or_another_figure_is_no_refused_quote(text):
    assert refused_quote(text) is None


ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    ("buy or rent 8 H100? a server costs -$40k", ["'-$40k' is not used as the quoted price", "below zero",
                                                   "buying wins only if one card"]),
    ("buy or rent 8 H100, price NaN", ["'NaN' is not used as the quoted price", "not a number"]),
    ("buy or rent H100 at $1e300 each, payback?", ["'$1e300' is not used", "larger than any server's price"]),
    ("8张H100买还是租？报价¥-5万", ["「¥-5万」没有当作报价", "低于零", "买才划算"]),
    ("8張H100買還是租？報價NaN", ["「NaN」沒有當作報價", "不是一個數"]),
    ("buy or rent H100 at $0 each, payback?", ["'$0' is not used as the quoted price", "not free",
                                               "buying wins only if one card"]),
])
def test_the_answer_says_the_figure_was_not_used_and_gives_the_rent_instead(ask, text, said):
    out = ask(text)
    for s in said:
        assert s in out, out[:600]


@pytest.mark.slow
def test_another_quote_said_is_the_one_compared_and_the_note_names_it(ask):
    # 8 × H100 at $250,000 against the rent: the signed per-card figure is said not used, the server's quote is used
    out = ask("buy or rent 8 H100 at $-30000 each, or quoted $250k for the server")
    assert "'$-30000' is not used as the quoted price" in out and "uses the quote $250,000 instead" in out, out[:600]
    assert "quoted at $250,000" in out, out[:600]
