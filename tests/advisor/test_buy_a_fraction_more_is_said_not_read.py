""""buy 2.5 more or rent?" beside owned cards asks buy-or-rent (a decimal point is no sentence's end for the
buy_vs_rent intent): the 2.5 is said not read (a count of cards to buy is a whole number from 1 to 64) and the answer
is on the owned 2 × RTX 4090; it was answered as the owned-cards plan with no buy line and no word of the 2.5."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", ["we have 2 RTX 4090, buy 2.5 more or rent? serve Qwen2.5-72B for 10 users",
                                  "we have 2 RTX 4090, buy 2 more or rent? serve Qwen2.5-72B for 10 users"])
def test_buy_a_count_more_or_rent_is_a_buy_or_rent_question(text):
    assert "buy_vs_rent" in extract(text).intents


@pytest.mark.slow
def test_the_fraction_is_said_and_the_owned_cards_kept():
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(":memory:")).handle(
        "t", "we have 2 RTX 4090, buy 2.5 more or rent? serve Qwen2.5-72B for 10 users")
    assert "'buy 2.5 more' is not read" in r.text and "2 × RTX 4090 you have" in r.text, r.text[:500]


@pytest.mark.slow
@pytest.mark.parametrize("again, said", [("再买1e300张还是租？", "“再买1e300张”未读取"),
                                         ("再買1e300張還是租？", "“再買1e300張”未讀取")])
def test_a_refused_count_to_buy_in_a_thread_is_said_on_the_owned_cards(again, said):
    # the buy side was priced on 2 cards with no word of the 1e300; now said, the answer on the owned 2 × RTX 4090
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(":memory:"))
    eng.handle("t", "we have 2 RTX 4090, serve Qwen2.5-72B for 10 users")
    r = eng.handle("t", again)
    assert said in r.text and "2 张 RTX 4090" in r.text.replace("張", "张"), r.text[:500]
