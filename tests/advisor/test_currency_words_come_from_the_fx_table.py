"""Every money reader takes its currency words from catalog/data/fx.csv (advisor.core.extract_words.currency_after,
currency_signs, currency_symbols): a name a hand list left out (瑞郎, 日圓, 英镑, bucks after a bill, euros beside
credits, 刀 after a revenue) is read as money by every reader, in English, 简体 and 繁體."""

from __future__ import annotations

import csv
import re

import pytest

from advisor.core.extract_rules import VAGUE_MONEY_AFTER, extract, stated_revenue_usd
from advisor.core.extract_stated import BUDGET_PER
from advisor.core.extract_words import currency_after, currency_signs, currency_symbols, currency_words
from catalog.places import DATA
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _fx_rows() -> list[dict[str, str]]:
    with open(DATA / "fx.csv", encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def test_the_alternation_holds_every_name_code_and_sign_in_fx_csv():
    # one place for each currency's words: every name (en, 简体, 繁體) and code of every row is matched whole by the
    # alternation the readers embed, and every one-character sign is in the sign class
    alt = re.compile("(?i:" + currency_after() + ")")
    signs = re.compile(currency_signs())
    for row in _fx_rows():
        names = [w for col in ("names_en", "names_zh_hans", "names_zh_hant") for w in row[col].split(";") if w]
        for w in names + [row["currency"]]:
            assert alt.fullmatch(w), (row["currency"], w)
            assert currency_words()[w.lower()] in {row["currency"], "CNY", "USD"}, w  # a shared word keeps the first row's
        for s in (s for s in row["symbols"].split(";") if len(s) == 1 and not s.isalnum()):
            assert signs.fullmatch(s), (row["currency"], s)


def test_a_latin_name_is_whole_never_the_start_of_a_word():
    # "usdt" is a coin, "wonder" no won, "yuanbao" no yuan: a name ends where its letters end
    alt = re.compile("(?i:" + currency_after() + ")")
    for w in ("usdt", "wonder", "yuanbao", "bucksaw"):
        assert alt.match(w) is None, w


@pytest.mark.parametrize("text", [
    # 简体: 800 英镑 each week is a budget per week (英镑 was missing from the budget reader's hand list)
    "每周 800 英镑",
    # 繁體: 每個月不超過 2 萬日圓 — 2 萬 yen a month, said with 日圓 (the hand list knew 日元 only in the 万 lookahead)
    "每個月不超過 2 萬日圓",
    # en: 1,500 Swiss francs a week — CHF has no rate, but it is money, never a cycle of the job
    "1,500 swiss francs per week",
])
def test_the_period_budget_reader_knows_every_currency(text: str):
    assert BUDGET_PER.search(text), text


@pytest.mark.parametrize("text", [" ringgit", " 泰銖", "韩元", " quid"])
def test_a_vague_amount_reader_knows_every_currency(text: str):
    # "a few hundred ringgit", 幾百泰銖, 几千韩元: a vague amount of money, whichever currency fx.csv lists
    assert VAGUE_MONEY_AFTER.match(text), text


def test_a_point_group_before_a_hk_dollar_word_is_money_zh_hant():
    # 繁體: "2.500 港幣" — a point before three digits before a currency word is a thousands separator (money has at
    # most two decimals): 2,500 HKD a month. 港幣 was not in the figures reader's hand list.
    got = extract("預算每月 2.500 港幣，跑 Qwen2.5-14B 聊天，8 人同時用").patch.model_dump(exclude_none=True)
    assert got["budget"] == {"amount": 2500.0, "currency": "HKD", "per": "month"}


def test_credits_said_in_euro_words_are_euros_en():
    # en: "6000 euros of credits on GCP" — the credits reader knew € but not the word euros: 6,000 EUR, on GCP
    got = extract("we have 6000 euros of credits on GCP, serve gemma 2 9b for 12 users").patch.model_dump(exclude_none=True)
    assert got["credits"]["amount"] == 6000.0 and got["credits"]["currency"] == "EUR"
    assert "budget" not in got  # credits are no budget


def test_an_api_bill_in_bucks_is_us_dollars_en():
    # en: "about 650 bucks a month to Anthropic" — a bill in US dollars (bucks is USD's word in fx.csv), never a budget
    got = extract("we pay about 650 bucks a month to Anthropic for claude, 3 million tokens a day").patch.model_dump(
        exclude_none=True)
    assert got["api_bill"] == {"amount": 650.0, "currency": "USD"}
    assert "budget" not in got


def test_a_revenue_in_dao_is_us_dollars_zh_hans():
    # 简体: 年营收约 80 万刀 — 刀 is slang for US dollars (fx.csv's USD row): 800,000 USD a year
    assert stated_revenue_usd("我们年营收约 80 万刀，想商用 Stable Diffusion 3.5") == 800_000


def test_symbols_for_a_reader_come_from_the_table():
    # the bill and credits readers take $ / US$ / ¥ / ￥ from the USD and CNY rows: ¥ is CNY there (the first row)
    assert currency_symbols(("USD", "CNY")) == {"$": "USD", "us$": "USD", "¥": "CNY", "￥": "CNY"}


@pytest.mark.slow
def test_credits_in_euros_are_converted_at_the_euros_rate_en(tmp_path):
    # en: "2,400 euros of credits on GCP" — read as EUR credits (the word euros is EUR's in fx.csv), so the answer
    # converts them at fx.csv's EUR rate (0.92 per USD): 2,400 / 0.92 ≈ $2,609 (once a crash: no EUR rate was passed)
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    text = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "Serve Qwen2.5-7B for 8 concurrent users; we have 2,400 euros of credits on GCP").text
    line = next(x for x in text.splitlines() if "credits on GCP" in x)
    assert "$2,609 of credits" in line, line
    assert "budget" not in text.split("\n", 1)[0].lower()  # credits are no budget
