"""A machine the speaker has, a comma, then the cards put in it ("我们有一台工作站，装了两张 RTX 4090", 我哋有部主機，插咗兩張
RTX 3090) are the speaker's own cards: the plan runs on them, never a rental of the same cards. A machine to rent with
the cards in it stays a rental."""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "want"), [
    # the workstation is theirs (我们有), the two cards are put in it (装了): owned, two of them
    ("我们有一台工作站，装了两张 RTX 4090，想给 10 个同事跑 Qwen2.5-Coder-32B-Instruct-AWQ，行吗？",
     {"owned_gpus": True, "num_gpus": 2, "gpu_preference": "RTX 4090"}),
    ("我們公司有一台主機，插了四張 RTX A4000，想跑 Qwen2.5-7B-Instruct 給 30 人用",
     {"owned_gpus": True, "num_gpus": 4, "gpu_preference": "RTX A4000"}),
    ("我哋有部主機，插咗兩張 RTX 3090，想俾 8 個同事行 QwQ-32B-AWQ",
     {"owned_gpus": True, "num_gpus": 2, "gpu_preference": "RTX 3090"}),
])
def test_a_machine_then_its_cards_are_owned(text, want):
    check(text, want)


@pytest.mark.parametrize("text", [
    "我们想租一台服务器，装两张 A100 跑 Qwen2.5-72B-Instruct",
    "We want to rent a server, with 2 A100 for Qwen2.5-72B-Instruct",
])
def test_a_machine_to_rent_with_its_cards_stays_a_rental(text):
    check(text, {}, ("owned_gpus",))


@pytest.mark.parametrize("text", [
    # a machine to build at a stated price, weighed against renting: buy-or-rent
    "老板打算花11万攒一台8卡的机器还是租云划算？",
    "公司想砌一部4卡 RTX A6000 嘅機行 Llama-3.1-70B-Instruct-AWQ，定係租雲好？",
    "Thinking of building our own 8x RTX A6000 server for Llama-3.1-70B-Instruct, or just rent?",
    "We'd spend about $14,000 building a 4x RTX 5090 machine to serve Qwen2.5-32B-Instruct for 30 people. "
    "Is that better than renting in the cloud?",
])
def test_a_build_weighed_against_renting_is_buy_or_rent(text):
    from advisor.core.extract_rules import extract

    assert "buy_vs_rent" in extract(text).intents, text


@pytest.mark.parametrize("text", [
    "We are building a RAG app on Qwen2.5-7B for 200 users; which GPU should we rent?",
    "我们在搭一个客服系统，用 Qwen2.5-14B，租什么卡？",
])
def test_building_an_app_is_no_purchase(text):
    from advisor.core.extract_rules import extract

    assert "buy_vs_rent" not in extract(text).intents, text
