""""Buy or rent?" reads a quoted price only from a figure that is one: a horizon ("for 2 years", "for 12 months"), a
signed figure ("$-30000", 电费每度-1元) or the start of a longer one ("for 1e300 years") is no quote, and the horizon
is read in years or months (12 months = 1 year) unless it is signed or part of a longer figure."""

import pytest

from advisor.core.buy_or_rent import quote_said, years_said
from tests.conftest import module_ask, module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "buy or rent: 8 H100 for 2 years",
    "buy or rent: 8 H100 for 12 months",  # "m" of months was read as million: $12,000,000
    "buy or rent: 8 H100 for -12 months",
    "buy or rent 8 H100 for 1e300 years",  # the 1 of 1e300 was read as $1.00
    "should we buy or rent 4 RTX 4090s for 60% of the time?",
    "买还是租？8张H100，电费每度-1元",  # the refused power price was read as 报价 ¥1.00
    "buy or rent H100 at $-30000 each, payback?",
])
def test_a_figure_that_is_no_price_is_no_quote(text):
    assert quote_said(text, Workload()) is None


@pytest.mark.parametrize("text, quote", [
    ("purchase an 8xH200 server for 400k or keep renting", (400_000, None)),
    ("a server that costs 2.1 million, buy or rent?", (2_100_000, None)),
    ("quoted 250k each, for 3 years", (250_000, None)),
    ("buy 8 H100 for 12M or rent for 2 years?", (12_000_000, None)),
    ("we'd pay for 400k.", (400_000, None)),
])
def test_a_bare_amount_beside_a_quote_word_is_still_read(text, quote):
    assert quote_said(text, Workload()) == quote


@pytest.mark.parametrize("text, years", [
    ("for 12 months", 1), ("for 18 months", 1.5), ("用6个月", 0.5), ("for 2 years", 2),
    ("for -12 months", None), ("for 1e300 years", None), ("用-3年", None),
])
def test_the_horizon_is_read_in_years_or_months_and_never_from_a_signed_figure(text, years):
    assert years_said(text) == years


ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.slow
def test_a_horizon_is_priced_as_rent_over_it_not_as_a_quote(ask):
    # 8 GPUs × 1 year × 8,760 h = 70,080 GPU-hours a year; with no quote the answer asks for one
    out = ask("buy or rent: 8 H100 for 12 months")
    assert "quoted at" not in out and "$12,000,000" not in out
    assert "1 year" in out or "12 months" in out
