"""An item's length said in English words, in English and in Chinese, read as tokens at tools.dataset's 4/3 a word
(OpenAI Help Center: 100 tokens ≈ 75 words); 字 of items the message says are English are words too."""

from __future__ import annotations

import pytest

from advisor.core.en_words_read import en_words_zh
from advisor.core.extract_rules import extract


def _lengths(text: str) -> tuple[int | None, int | None]:
    p = extract(text).patch
    return p.seq_len, p.output_tokens


def test_avg_english_words_is_the_item_length() -> None:
    # "avg 90 english words": 90 × 4/3 = 120 tokens in; a translation writes as many out (120), so 240 of context.
    # Before, "english" between the number and "words" left it unread (a 161-token default was sized).
    text = ("Need ~8M hotel reviews (avg 90 english words) translated to Italian and Polish within 2 weeks, "
            "cheapest GPUs")
    assert _lengths(text) == (240, 120)


def test_english_words_each() -> None:
    # "~210 English words each": 210 × 4/3 = 280 tokens in, 280 out → 560
    text = "translate 3M support tickets, ~210 English words each, into Portuguese by the end of the month"
    assert _lengths(text) == (560, 280)


def test_simplified_english_words() -> None:
    # 平均150个英文单词: 150 × 4/3 = 200 tokens in, 200 out → 400 (before: unread, a default length)
    text = "我们要把600万条商品问答（平均150个英文单词）翻译成葡萄牙语，三周内完成，要最便宜的GPU"
    assert _lengths(text) == (400, 200)


def test_traditional_zi_of_english_items_are_words() -> None:
    # 英文評論 … 每條約60字: 60 English words, 60 × 4/3 = 80 tokens (the 字 rate would give 60 × 0.75 ≈ 45-56)
    text = "我們要把150萬條英文評論翻譯成泰文和越南文，每條約60字，兩週內完成"
    assert _lengths(text) == (160, 80)


def test_zi_of_chinese_items_stay_characters() -> None:
    # 中文评论 … 每条约300字: Chinese characters, never words (the 字 figure stays; 300 words would be 400 tokens)
    seq, out = _lengths("要把100万条中文评论翻译成英文，每条约300字，一个月内完成")
    assert seq is not None and out is not None and out < 300


@pytest.mark.parametrize(("text", "words"), [
    ("每条约 80 个英文词", 80.0), ("（平均 1.2k 个英文单词）", 1200.0), ("每段大概 45 English words", 45.0),
    ("把英文商品描述翻成日文，每條約70字", 70.0)])
def test_en_words_zh(text: str, words: float) -> None:
    got = en_words_zh(text)
    assert got is not None and got[0] == words
