"""Hong Kong usage is recognised by Cantonese words as well as particles (review 14 Q30: "點解揀呢張卡？" has none of
嘅/咗/唔/喺…, so the reply came out in Taiwan wording). 點解 (why), 揀 (choose), 睇 (look), 幾耐 (how long) are
Cantonese; Taiwan Mandarin says 為什麼 / 選 / 看 / 多久. Hong Kong usage also picks HKD over TWD for money."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import hk_forms


@pytest.mark.parametrize("text", ["點解揀呢張卡？", "要幾耐先跑完？", "幾多張卡先夠？", "你睇下邊個平啲", "用邊度嘅機"])
def test_cantonese_words_are_hong_kong_usage(text):
    assert hk_forms(text)


@pytest.mark.parametrize("text", ["為什麼選這張卡？", "要多久才跑完？", "需要幾張卡？", "一點點預算", "這個方案怎樣？"])
def test_taiwan_mandarin_is_not_hong_kong_usage(text):
    assert not hk_forms(text)
