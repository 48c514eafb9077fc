"""Hong Kong usage is recognised by Cantonese words as well as particles ("點解揀呢張卡？" has none of
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


@pytest.mark.slow
@pytest.mark.parametrize("first", ["serve Llama-3-8B for 10 users", "幫 10 個用戶部署 Llama-3-8B，用港幣"])
def test_a_cantonese_follow_up_is_answered_in_hong_kong_chinese_in_the_threads_money(tmp_path, first):
    # in a thread begun in English, 要幾耐 was answered in 繁體/HK but "平啲？" after it in 简体 (language "zh",
    # hk False) with prices switched $ → ¥. 啲 is a Cantonese particle (HK_FORMS) and "平啲？" has no character only one
    # script has, so it is HK usage written in 繁體. The money: the thread's first answer was in USD (English, no
    # currency asked) or HKD (asked: 用港幣); a follow-up that asks for no currency keeps it.
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    e = Engine(store=Store(tmp_path / "s.db"))
    r0 = e.handle("t", first)
    assert r0.kind == "answer"
    money = r0.recommendation.currency
    assert money == ("USD" if first.startswith("serve") else "HKD")
    e.handle("t", "要幾耐")
    r = e.handle("t", "平啲？")
    assert (r.language, r.hk) == ("zh-Hant", True), (r.language, r.hk, r.text[:200])
    assert r.recommendation is not None and r.recommendation.currency == money, r.text[:300]
    assert "¥" not in r.text and "并发" not in r.text  # no yuan, no Simplified form of 並發


@pytest.mark.slow
def test_a_follow_up_in_another_language_keeps_the_threads_money_unless_asked(tmp_path):
    # The rule both ways: a thread begun in 简体 is priced in CNY (its reader's home money); an English "cheaper?"
    # keeps CNY; "show it in euros" switches to EUR, as asked.
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    e = Engine(store=Store(tmp_path / "s.db"))
    assert e.handle("t", "给 10 个用户部署 Llama-3-8B").recommendation.currency == "CNY"
    r = e.handle("t", "cheaper?")
    assert r.recommendation is not None and r.recommendation.currency == "CNY", r.text[:300]
    assert e.handle("t", "show it in euros").recommendation.currency == "EUR"
