"""Live interpretation rooms and translation languages are whole, positive counts: signed ("-5 rooms", "into -3
languages", 翻译成-3种语言), zero, NaN or fractional ("1.5 rooms", "2.5 languages") counts are said not read and taken
out of the text, never multiplied unsigned (5 rooms × 3 languages = 15 streams unsaid) nor dropped without a word."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import drop_impossible_counts


@pytest.mark.parametrize(("text", "said"), [
    ("live interpretation for -5 rooms, English to Chinese", "-5 rooms"),
    ("live interpretation for 5 rooms into -3 languages", "-3 languages"),
    ("live interpretation for 0 rooms, English to Chinese", "0 rooms"),
    ("live interpretation for NaN rooms, English to Chinese", "NaN rooms"),
    ("live interpretation for 1.5 rooms, English to Chinese", "1.5 rooms"),
    ("translate 1M product descriptions into -5 languages with Qwen2.5-72B", "-5 languages"),
    ("translate 1M product descriptions into 0 languages with Qwen2.5-72B", "0 languages"),
    ("translate 1M product descriptions into 1.5 languages with Qwen2.5-72B", "1.5 languages"),
    ("把100万条商品描述翻译成-3种语言", "-3种"),
    ("把100万条商品描述翻译成0种语言", "0种"),
    ("把100万条商品描述翻译成1.5种语言", "1.5种语言"),
    ("同声传译 -5个会议室，英译中", "-5个"),
    ("同声传译 1.5个会议室，英译中", "1.5个会议室"),
])
def test_a_count_not_read_is_said_and_taken_out(text, said):
    t, notes = drop_impossible_counts(text)
    assert any(said in en and said in zh for en, zh in notes), notes
    assert said not in t


@pytest.mark.parametrize("text", [
    "live interpretation for 5 rooms into 3 languages",
    "translate 1M product descriptions into 5 languages with Qwen2.5-72B",
    "把100万条商品描述翻译成3种语言",
    "同声传译 5个会议室，英译中",
    "serve Qwen2.5-7B for 1.5 million users",
])
def test_whole_counts_are_kept(text):
    assert drop_impossible_counts(text) == (text, [])
