"""A currency written as an ISO 4217 code or a local sign beside the amount is that currency ("100000 ARS", "₫3,000,000",
"5000 zł", 预算每月3万菲律宾比索): converted where catalog/data/fx.csv holds its rate, refused openly where it holds none
(a note naming the code, no budget at all) — never the same number read as US dollars with a "names no currency"
note. A word that names several currencies ("kr", pesos, 克朗) is said to be ambiguous, never one picked."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract, money_match
from catalog.places import fx_rate
from tests.conftest import module_home
from tools.cost import to_priced_currency

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "amount", "code"), [
    ("budget 100000 ARS per month for Llama 3.1 8B, 20 users", 100_000.0, "ARS"),   # the code after the amount
    ("budget ARS 100,000/month", 100_000.0, "ARS"),                                 # the code before it
    ("budget 100k ARS monthly", 100_000.0, "ARS"),                                  # 100 × 1,000
    ("budget 3000 VND", 3000.0, "VND"),
    ("budget ₫3,000,000 a month", 3_000_000.0, "VND"),                              # the dong sign
    ("budget ₺50,000 per month", 50_000.0, "TRY"),                                  # the lira sign
    ("budget 5000 zł a month", 5000.0, "PLN"),                                      # the złoty sign after
    ("budget Rp 5000000 per month", 5_000_000.0, "IDR"),                            # the rupiah sign before
    ("budget 20000 ZAR a month", 20_000.0, "ZAR"),
    ("$20,000 MXN a month", 20_000.0, "MXN"),                     # a generic $ named by the code after it
    ("预算每月3万菲律宾比索", 30_000.0, "PHP"),                      # 简体, glued: 3 × 10,000
    ("預算每月 3 萬 菲律賓披索", 30_000.0, "PHP"),                    # 繁體, with spaces
    ("月预算5万卢布", 50_000.0, "RUB"),
    ("budget 5000 SAR a month", 5000.0, "SAR"),        # an acronym code ends the amount here: a period word after it
    ("we have 8 SAR satellites and budget $500 a month", 500.0, "USD"),  # SAR the radar, then the budget
    ("预算每月5万新西兰元", 50_000.0, "NZD"),              # 新西兰元, never the 元 (CNY) inside it
    ("预算 5000 泰铢", 5000.0, "THB"),                              # a held currency: its own code, converted later
    ("預算每月5000泰銖", 5000.0, "THB"),
])
def test_the_code_or_sign_names_the_currency(text, amount, code):
    got = money_match(text)
    assert got is not None and got[0] == amount and got[1] == code


@pytest.mark.parametrize("text", [
    "run 2 AMD MI300X for Llama 3.1 8B",        # AMD the maker is no currency (the Armenian dram is left out)
    "port our PHP 8 app, Llama 3.1 8B for 20 users",  # a code also a common word is read only after an amount
    "we have 500 ars of data",                  # a code in lower case is no currency
])
def test_a_word_that_is_also_a_code_is_no_money(text):
    assert money_match(text) is None


@pytest.mark.parametrize(("text", "code"), [
    ("budget 100000 ARS per month for Llama 3.1 8B, 20 users", "ARS"),
    ("budget 3000 VND", "VND"),
    ("budget ₫3,000,000 a month", "VND"),
    ("预算每月3万菲律宾比索，部署 Llama 3.1 8B", "PHP"),
    ("預算每月 3 萬 菲律賓披索", "PHP"),
    ("budget 20000 ZAR a month, 20 users on Llama 3.1 8B", "ZAR"),
    ("预算每月3万PHP", "PHP"),                   # the code glued to the Chinese
    ("budget 1.000.000 VND a month", "VND"),     # point-grouped thousands
    ("budget Rp 5.000.000 a month", "IDR"),
    ("budget 100000 (ARS) a month", "ARS"),      # the code away from its amount still names it
    ("budget: 100000/month ARS", "ARS"),
    ("budget 100000 a month, in ARS", "ARS"),
    ("budget is ARS100k/mo", "ARS"),             # the code glued to its amount: 100 × 1,000
    ("budget VND3000000 a month", "VND"),
    ("预算每月10万，阿根廷比索", "ARS"),
    ("預算每月10萬（阿根廷比索）", "ARS"),          # 繁體: never the Taiwan dollar a bare 萬 is read in
])
def test_an_unheld_rate_is_refused_never_dollars(text, code):
    # no rate for the code in fx.csv: no budget at all (nothing filtered by 100,000 read as US$100,000), the note
    # names the code, and no "names no currency" note calls it US dollars
    ex = extract(text)
    assert ex.patch.budget is None
    notes = " ".join(ex.notes)
    assert f"no exchange rate for {code}" in notes
    assert "names no currency" not in notes


def test_an_acronym_code_away_from_an_amount_leaves_the_default():
    # SAR here is the radar, not Saudi riyals: the bare budget keeps the English default, US dollars, said so
    ex = extract("budget 5000 a month, we have 8 SAR satellites")
    assert ex.patch.budget is not None and (ex.patch.budget.amount, ex.patch.budget.currency) == (5000.0, "USD")
    assert any("names no currency" in n for n in ex.notes)


@pytest.mark.parametrize(("text", "amount", "code"), [
    ("budget CHF5000 a month", 5000.0, "CHF"),        # a held code glued to its amount: read as written
    ("budget is EUR100k/mo", 100_000.0, "EUR"),
    ("PHP8 app, budget usd500 a month", 500.0, "USD"),  # PHP8 the language's version, never pesos
])
def test_a_glued_code_is_its_currency(text, amount, code):
    b = extract(text).patch.budget
    assert b is not None and (b.amount, b.currency) == (amount, code)


def test_a_currency_name_is_no_place_asked_for():
    # 阿根廷比索 is money: no "'阿根廷' is not a place" note beside the refused budget
    assert not any("not a place" in n for n in extract("預算每月10萬（阿根廷比索）").notes)


@pytest.mark.parametrize(("text", "codes"), [
    ("budget 5000 kr a month", "SEK, NOK, DKK"),            # kr alone: Swedish, Norwegian or Danish
    ("预算每月 2 万克朗", "SEK, NOK, DKK, CZK"),              # 克朗 alone: the Czech koruna too
    ("budget 20000 pesos a month", "MXN, ARS, CLP, COP, PHP"),
])
def test_a_word_for_several_currencies_is_said_ambiguous(text, codes):
    ex = extract(text)
    assert ex.patch.budget is None
    assert any(codes in n for n in ex.notes)


@pytest.mark.parametrize(("text", "named"), [
    ("answer in pesos please, Llama 3.1 8B", "MXN, ARS"),   # several: ambiguous
    ("prices in MXN", "exchange rate for MXN"),
    ("用卢布报价", "exchange rate for 卢布"),
])
def test_an_unheld_currency_asked_for_the_answer_is_refused(text, named):
    assert any(named in n for n in extract(text).notes)


@pytest.mark.parametrize("text", ["预算 5000 泰铢 每月 跑 Llama 3.1 8B", "budget 5000 THB a month for Llama 3.1 8B"])
def test_a_held_currency_is_converted_at_its_cited_rate(text):
    from tools.schema import Workload

    # fx.csv holds THB at 34.16 per US dollar (ECB reference rates of 2025-02-28): 5,000 ÷ 34.16 = US$146.37 a month
    b = extract(text).patch.budget
    assert b is not None and (b.amount, b.currency, b.per) == (5000.0, "THB", "month")
    rate = fx_rate("THB")
    assert rate is not None and rate.per_usd == 34.16
    w, msg = to_priced_currency(Workload(budget=b), rate.per_usd, rate.as_of, rate.source)
    assert w.budget is not None and w.budget.currency == "USD"
    assert w.budget.amount == pytest.approx(146.37, abs=0.01)
    assert msg is not None and "34.16" in str(msg.args["rate"])


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said"), [
    ("budget 100000 ARS per month for Llama 3.1 8B, 20 users", "no exchange rate for ARS"),
    ("预算每月3万菲律宾比索，部署 Llama 3.1 8B 给 20 人同时用", "没有 PHP 的汇率"),
])
def test_a_whole_answer_says_no_rate_is_held_for_the_budget(tmp_path, text, said):
    # the answer says the code has no rate and prices nothing against a budget: no "over budget" verdict, no
    # 100,000 or 30,000 shown as a budget in dollars or yuan
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert said in reply.text, reply.text
    assert "names no currency" not in reply.text and "没写币种" not in reply.text
    assert "100,000" not in reply.text and "30,000" not in reply.text and "超出预算" not in reply.text
