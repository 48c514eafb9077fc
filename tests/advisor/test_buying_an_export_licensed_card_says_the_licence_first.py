"""Buying a card whose shipping needs a US export licence where the user is (an RTX 4090 for Hong Kong or the
mainland: EAR, ECCN 3A090, tools.compat.purchase_licensed) says the licence in a buy-or-rent reply too, first under
the headline, with the China-market parts (RTX 4090D, L20); asked about ("should we buy 8x RTX 4090?") it is read as
well; a 4090D or a place outside China says nothing (advisor/core/extract_rules.read_export_purchase,
advisor/core/conversation._export_first)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, licensed", [
    ("We are in Hong Kong. Should we buy 8x RTX 4090 or rent them for video upscaling?", True),
    ("我们在上海，买8张4090还是租？", True),
    ("We are in Hong Kong. Should we buy 8x RTX 4090D or rent them?", False),  # the China-market part
    ("We are in Berlin. Should we buy 8x RTX 4090 or rent them?", False),
])
def test_a_card_to_buy_or_asked_about_is_checked_for_the_licence(text, licensed):
    assert (extract(text).export_purchase is not None) is licensed


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    ("我哋係電視台，片庫有2000個鐘嘅舊SD片，想用Real-ESRGAN放大做高清版，三個月內做完。應該買8張4090定係租？片唔可以離開香港",
     ("美國出口管制", "RTX 4090 運到香港", "RTX 4090D")),
    ("我们在上海，买8张4090还是租？报价每张1.6万元", ("美国出口管制", "RTX 4090 运到中国内地", "RTX 4090D")),
    ("We're in Hong Kong. Buy 8x RTX 4090 at HK$15,000 each, or rent?", ("US export controls", "Hong Kong")),
])
def test_a_buy_or_rent_reply_says_the_licence_first(engine, text, said):
    r = engine.handle("t", text)
    for s in said:
        assert s in r.text, (s, r.text[:1200])
    assert r.text.index("⚠️") < r.text.index("\n- ") + 5  # the first line under the headline
