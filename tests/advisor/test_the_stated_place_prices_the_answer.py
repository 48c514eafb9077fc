"""The stated place decides the answer's money before the script does (tools.place_currency,
advisor/core/place_money_read): Hong Kong and Macau → HKD, Taiwan → TWD, mainland China → CNY, anywhere else the user
is → USD (Singapore quotes cloud prices in USD; fx.csv has no CLP or QAR rate); and a place with no listed region is said
as such, with the nearest listed regions, never "say 'rent in Chile'"."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.place_money_read import located_tags, named_place_money
from advisor.core.store import Store
from tests.conftest import module_home
from tools.place_currency import money_of_place, place_currency

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("located, rented, code", [
    (["hk"], [], "HKD"),  # HKMA linked rate, fx.csv 7.8 HKD per USD
    (["mo"], [], "HKD"),  # Macau: the pataca is pegged to HKD (1.03 MOP per HKD), accepted there
    (["tw"], [], "TWD"),
    (["cn-southwest"], [], "CNY"),  # 成都 is mainland: CNY (tools.places.MAINLAND_CURRENCY)
    (["sg"], [], "USD"),  # Singapore: cloud prices are quoted in USD there; SGD only when said
    (["elsewhere"], [], "USD"),  # Chile / Qatar: no region, no rate → USD
    ([], ["tw"], "TWD"),  # data to stay in Taiwan, writer not placed: Taiwan's money
    ([], ["jp"], None),  # renting in Tokyo says nothing of the writer's money: the script decides
    ([], [], None),
])
def test_the_place_table(located, rented, code):
    assert place_currency(located, rented) == code


def test_where_the_user_is_beats_where_to_rent():
    # a Taipei team renting in Hong Kong is billed in its own money: where it is comes first
    assert place_currency(["tw"], ["hk"]) == "TWD"
    assert money_of_place("HK") == "HKD" and money_of_place("de") is None


def test_places_named_in_the_text():
    assert named_place_money("我們公司在九龍，不過總部在香港") == "HKD"
    assert named_place_money("我們在澳門氹仔") == "HKD"
    assert named_place_money("我们在深圳") == "CNY"
    assert named_place_money("我們在臺北，機房想放香港") is None  # two places disagree: the script decides
    assert named_place_money("資料唔可以出境") is None  # 出境 is no place of its own
    assert located_tags("我們在智利", []) == ["elsewhere"]
    assert located_tags("我們在澳門", []) == ["mo"]


@pytest.mark.parametrize("text, amount, currency", [
    # 繁體 with no Cantonese particle: the script alone said TWD. Hand: 45,000 HKD ÷ 7.8 (fx.csv) ≈ 5,769 USD a
    # month; read as TWD it was 45,000 ÷ 32 ≈ 1,406 USD, a budget cut to a quarter.
    ("我們公司在香港，想部署 Mistral-Nemo-12B 給 8 人同時用，每月預算 4.5 萬元", 45000, "HKD"),
    # Macau writes 元 for the pataca or HK$: read as HKD (the peg, 1.03 MOP per HKD, is within 3 %)
    ("我們在澳門，部署 Phi-3-medium 給 6 人用，每月預算 9000 元", 9000, "HKD"),
    # 简体 in Taipei: 元 there is the New Taiwan dollar. Hand: 60,000 TWD ÷ 32 = 1,875 USD (not 60,000 ÷ 7.2 = 8,333)
    ("我们在台北，部署 Gemma-2-9B 给 10 人用，每月预算 6 万元", 60000, "TWD"),
    # the budget's own word still wins over the place: 人民幣 named stays CNY in Hong Kong
    ("我們在香港，每月預算人民幣2萬元，部署 Qwen2.5-7B", 20000, "CNY"),
    # a 简体 writer renting in Hong Kong, not placed there: 元 stays renminbi (only "我们在…" places the writer)
    ("部署 Qwen2.5-7B，机房想放香港，每月预算 2 万元", 20000, "CNY"),
])
def test_a_bare_yuan_follows_the_place_named(text, amount, currency):
    b = extract(text).patch.budget
    assert b is not None and b.amount == amount and b.currency == currency, (text, b)


@pytest.mark.parametrize("text, place", [
    ("Our team is in Chile and we want to serve Mistral-Nemo-12B for 14 concurrent users.", "Chile"),
    ("我們團隊在智利，想用 Gemma-2-9B 給 14 個人同時用", "智利"),
    ("我们公司在卡塔尔，用 Gemma-2-9B 给 14 个人同时用", "卡塔尔"),
])
def test_a_place_without_regions_is_said_as_such(text, place):
    # unmapped_places.csv: Chile's nearest listed region is Brazil, Qatar's Bahrain / the UAE / Saudi Arabia; the old
    # note told the user to "say 'rent in Chile'", which no listed row can honour
    notes = " ".join(extract(text).notes)
    assert f"No listed provider has a region in {place}" in notes, notes
    assert f"rent in {place}" not in notes
    assert "Brazil" in notes or "Bahrain" in notes


@pytest.mark.slow
@pytest.mark.parametrize("text, code", [
    ("我們公司在香港，部署 Mistral-Nemo-12B，8 個人同時用，應該租哪台？", "HKD"),  # 繁體, no Cantonese form: not TWD
    ("我們在新加坡，部署 Gemma-2-9B 給 10 人同時用，租什麼？", "USD"),  # Singapore: USD unless SGD is said; not TWD
    ("我們團隊在智利，想用 Gemma-2-9B 給 14 個人同時用", "USD"),
    ("We are based in Taipei. Serve Gemma-2-9B chat for 10 concurrent users.", "TWD"),
])
def test_the_answer_is_priced_in_the_places_money(tmp_path, text, code):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    assert r.kind == "answer" and r.recommendation.currency == code, (text, r.text[:300])


@pytest.mark.slow
def test_a_follow_up_that_adds_a_place_reprices_in_its_money(tmp_path):
    # first asked with no place in 繁體 (TWD, the script's default), then "我們其實在香港": HKD from then on
    e = Engine(store=Store(tmp_path / "s.db"))
    r = e.handle("t", "部署 Gemma-2-9B 推論，10 個並發")
    assert r.kind == "answer" and r.recommendation.currency == "TWD"
    r = e.handle("t", "補充一下，我們公司其實在香港")
    assert r.recommendation is not None and r.recommendation.currency == "HKD", r.text[:300]
