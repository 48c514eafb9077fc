"""A Chinese answer's money when none is written: 简体 in CNY, 繁體 in TWD (HKD with Hong Kong forms), and the notes
the reader adds are worded in the answer's language."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine, home_currency
from advisor.core.store import Store
from tests.conftest import module_home

# chat state lives in each test's own store (tmp_path) or a session id of its own: one home, one catalog load
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_each_script_gets_its_readers_money():
    # Traditional-Chinese users are mostly in Taiwan: NT$ is what they pay; Hong Kong forms (嘅/喺/唔…) mean HK$
    assert home_currency("zh", "部署Qwen2.5-14B") == "CNY"
    assert home_currency("zh-Hant", "部署Qwen2.5-14B推論") == "TWD"
    assert home_currency("zh-Hant", "我想部署Qwen2.5-14B，唔該") == "HKD"
    assert home_currency("en", "serve Qwen2.5-14B") is None


@pytest.mark.slow
def test_a_traditional_answer_is_priced_in_twd_and_its_notes_are_chinese(tmp_path):
    e = Engine(store=Store(tmp_path / "s.db"))
    r = e.handle("t", "部署Qwen2.5-14B推論，16個並發，tokne上限4k")
    assert r.kind == "answer" and r.recommendation.currency == "TWD"
    assert "read as typos" not in r.text  # the typo note is worded in Chinese for a Chinese answer


@pytest.mark.slow
def test_a_spot_answer_in_every_home_currency_prices_its_on_demand_fallback(tmp_path):
    # The spot lever states the same machine's on-demand hour in the answer's currency. It converted without the
    # fx table, so any currency other than USD/CNY (TWD for 繁體, HKD for Hong Kong forms) crashed with
    # "no exchange rate for TWD" instead of answering.
    e = Engine(store=Store(tmp_path / "s.db"))
    for thread, text, cur in (("tw", "用競價實例預訓練 1B 模型", "TWD"),
                              ("hk", "用競價實例預訓練 1B 模型，唔該", "HKD"),
                              ("cn", "用竞价实例预训练 1B 模型", "CNY")):
        r = e.handle(thread, text)
        assert r.kind == "answer" and r.recommendation.currency == cur, (text, r.text[:300])


@pytest.mark.parametrize("text, amount, currency", [
    # In Taiwan 元 is the New Taiwan dollar (prices are written "500元"); read as renminbi, a NT$5,000 budget became
    # ¥5,000 ≈ NT$22,000, 4.4× what the user has. Hong Kong writes 元 for HK$ too (港元), and a bare 5000 with 預算
    # is the writer's own money as well.
    ("用Qwen2.5-7B做客服機器人，20人同時用，預算每月5000元", 5000, "TWD"),
    ("預算5000，部署Qwen2.5-7B給20人用", 5000, "TWD"),
    ("部署Qwen2.5-7B畀20個人用，預算每個月5000元", 5000, "HKD"),
    # renminbi named (人民幣, ¥) stays renminbi in 繁體; 简体 元 is renminbi as before
    ("預算每月人民幣3萬元，部署Llama 3.1 8B", 30000, "CNY"),
    ("預算每月¥5000，部署Qwen2.5-7B", 5000, "CNY"),
    ("预算每月5000元部署Qwen2.5-7B", 5000, "CNY"),
    # A currency named right after the bare 元 says which 元 was meant, so it wins over the local dollar; a code
    # glued to its amount (RMB3000) is read like "RMB 3000"
    ("部署Qwen2.5-7B，預算每月3000元人民幣", 3000, "CNY"),
    ("部署Qwen2.5-7B，預算每月3000元（人民幣）", 3000, "CNY"),
    ("部署Qwen2.5-7B，預算每月3000元 RMB", 3000, "CNY"),
    ("部署Qwen2.5-7B，預算每月3000元 (USD)", 3000, "USD"),
    ("部署Qwen2.5-7B，預算每月RMB3000", 3000, "CNY"),
    ("deploy Qwen2.5-7B, budget USD2500 a month", 2500, "USD"),
    # the next clause's words are not the 元's currency
    ("部署Qwen2.5-7B，預算每月3000元，用AWS", 3000, "TWD"),
])
def test_a_bare_yuan_is_the_writers_local_money(text, amount, currency):
    from advisor.core.extract_rules import extract

    b = extract(text).patch.budget
    assert b is not None and b.amount == amount and b.currency == currency


@pytest.mark.slow
def test_a_traditional_bare_yuan_budget_says_how_it_was_read(tmp_path):
    # the reading is a guess about the writer's country: the answer must say it and how to change it, in 繁體
    e = Engine(store=Store(tmp_path / "s.db"))
    r = e.handle("tw", "用Qwen2.5-7B做客服機器人，20人同時用，預算每月5000元")
    assert r.kind == "answer" and r.recommendation.currency == "TWD"
    assert "5000元" in r.text and "人民幣" in r.text and "人民币" not in r.text
