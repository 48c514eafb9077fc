""""Buy 4090s or keep renting?" with cards and hours but no price is answered (it was "这里不做估算" plus questions on
an SDXL thread): the rent a month from the catalog, the break-even purchase price a card, and the quote asked for
at the END. Hand: 4 cards × 7 h × 30.4 days = 852 GPU-hours a month; the month is that × the rent said on the line."""

import re

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _num(s: str) -> float:
    return float(s.replace(",", ""))


@pytest.mark.parametrize("text, rent, ask_word", [
    ("我们工作室每天用SDXL出图大概7个小时，4张卡，是买4090划算还是一直租划算？",
     r"每月 852 GPU 小时；按需价每 GPU 小时 ¥([\d.,]+)（.*?）= 每月 ¥([\d.,]+)", "报价是多少"),
    ("Our studio runs SDXL about 7 hours a day on 4 cards. Is buying 4090s cheaper than renting?",
     r"852 GPU-hours a month; at \$([\d.,]+) a GPU-hour \(.*?\) = \$([\d.,]+) a month", "what were you quoted"),
    ("我們工作室每天用SDXL出圖大概7個小時，4張卡，買4090划算還是一直租划算？",
     r"每月 852 GPU 小時；按需價每 GPU 小時 ([\d.,]+) TWD（.*?）= 每月 ([\d.,]+) TWD", "報價是多少"),
])
def test_the_rent_and_break_even_are_given_and_the_quote_asked_last(ask, text, rent, ask_word):
    out = ask(text)
    m = re.search(rent, out)
    assert m, out
    assert _num(m.group(2)) == pytest.approx(852 * _num(m.group(1)), rel=0.01)
    last = out.strip().splitlines()[-1]
    assert ask_word in last
    assert "不做估算" not in out and "do not estimate" not in out
