"""Reading a "card A beats card B" claim in English, 简体 and 繁體 (advisor.core.extract_stated.claimed_stronger):
the two cards come back as catalog names, A first; a sentence that compares no two cards reads as no claim."""

from __future__ import annotations

import pytest

from advisor.core.extract_stated import claimed_stronger


@pytest.mark.parametrize("text", [
    "聽說 H20 比 H100 還強，因為記憶體比較大",
    "听说H20比H100更快，想租H20",
    "I heard the H20 is stronger than the H100",
    "H20 > H100, right?",
])
def test_the_claimed_winner_comes_first(text):
    assert claimed_stronger(text) == ("H20", "H100 SXM")


def test_the_order_follows_the_sentence():
    assert claimed_stronger("H100 比 H20 强吧") == ("H100 SXM", "H20")


@pytest.mark.parametrize("text", ["用4090训练比较快", "H20 and H100 prices?", "比H100便宜的卡有哪些"])
def test_no_two_cards_compared_is_no_claim(text):
    assert claimed_stronger(text) is None
