"""A stated card no catalog row prices, in a batch plan that ranks nothing on it: the filter is said as not checked
with the price missing (tools.unpriced_card, tools.batch_filters), never "❌ no priced machine holds this workload"."""

import pytest

from advisor.core.service import catalog_rows
from tests.conftest import module_home
from tools.batch_filters import constraints
from tools.schema import Workload
from tools.unpriced_card import card_unpriced

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("card, unpriced", [
    ("H800 SXM", True),  # Alibaba lists it with no price: a row without a price is no price
    ("A800 80GB SXM", True), ("H20", True),
    ("A100 80GB SXM", False), ("L40S", False), (None, False),
])
def test_a_card_no_row_prices(card, unpriced):
    assert card_unpriced(card, catalog_rows()[0]) is unpriced


def test_the_stated_card_filter_says_the_price_is_missing():
    w = Workload(gpu_preference="A800 80GB SXM")
    got = [c for c in constraints(w, False, unpriced_card=True) if c.name == "gpu"]
    assert got and got[0].status == "unchecked" and got[0].message.code == "batch.card_unpriced"
    # a priced card that ranks nothing is still refused (it is the card, or the limits, that failed)
    old = [c for c in constraints(Workload(gpu_preference="L40S"), False) if c.name == "gpu"]
    assert old[0].status == "refused"
