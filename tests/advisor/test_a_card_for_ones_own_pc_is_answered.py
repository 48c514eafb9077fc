"""A card to buy for one's own PC (images and a local LLM, a budget) is answered with the memory classes — a used
24 GB RTX 3090 against a new 16 GB Blackwell card — and the question last; it was "要做什麼？用哪個模型？" alone.
Hand: Qwen2.5-32B at 4-bit ≈ 20.8 GB (19.7 weights + 1.1 KV) → not 16 GB, fits 24 GB; FLUX.1-dev FP8 12 GB → tight
on 16 GB. No shop price is invented: the user's budget is repeated, no other money appears."""

import re

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, words, budget", [
    ("想在自己電腦用AI畫圖 順便玩本地LLM 顯卡預算3萬左右 買哪張比較好",
     ("RTX 3090", "16 GB Blackwell", "20.8 GB → ❌ 16 GB，✅ 24 GB", "偏緊"), "30,000 TWD"),
    ("想给自己电脑买张显卡跑本地大模型和ComfyUI出图，预算5000元，买哪张？",
     ("RTX 3090", "16 GB Blackwell", "20.8 GB → ❌ 16 GB，✅ 24 GB"), "¥5,000"),
    ("I want to buy a graphics card for my own PC to run Stable Diffusion and local LLMs, budget about $1000. Which one?",
     ("RTX 3090", "16 GB Blackwell", "20.8 GB on the card → ❌ 16 GB, ✅ 24 GB", "(tight)"), "$1,000"),
])
def test_the_memory_classes_are_given_and_the_question_comes_last(ask, text, words, budget):
    out = ask(text)
    assert all(w in out for w in words), out
    assert budget in out
    assert "必須知道" not in out and "必须知道" not in out
    last = out.strip().splitlines()[-1]
    assert "？" in last or "?" in last
    # no money but the budget: no invented shop price
    money = re.findall(r"(?:\$|¥|NT\$)\s?[\d,]+|[\d,]+\s?TWD", out)
    assert set(money) == {budget}, money


@pytest.mark.parametrize("text, want", [
    ("想在自己電腦用AI畫圖 順便玩本地LLM 顯卡預算3萬左右 買哪張比較好", True),
    ("Which GPU should I buy for running Qwen locally at home?", True),
    ("我们买了两张显卡放在本地，能跑Qwen2.5-32B吗", False),  # already owned: a question about them
    ("We want to buy GPUs for our on-prem cluster to serve Llama-70B locally", False),  # a server purchase
    ("想在本地跑SDXL，买4090划算还是租？", False),  # buy or rent: advisor.core.buy_or_rent
])
def test_only_a_card_to_buy_for_ones_own_pc_is_read_as_one(text, want):
    from advisor.core.local_card import is_local_purchase

    assert is_local_purchase(text) is want


BUILD = ("building a PC for myself, budget $2500 total for the GPU(s). want to run qwen3 32b locally at decent context "
         "+ sdxl. 5090 or two used 3090s or something else?")


def test_a_pc_build_is_a_card_to_buy():
    from advisor.core.local_card import is_local_purchase

    assert is_local_purchase(BUILD) and is_local_purchase("想自己装机跑本地大模型，显卡选5090还是两张3090？")


def test_a_build_compares_the_5090_with_two_used_3090s_within_the_budget(ask):
    out = ask(BUILD)
    # 32 B Q4 at 32K: 28.3 GB → not one 24 GB card, tight on the 32 GB 5090, fits 2 × 24 GB split by layers
    assert "28.3 GB on the card → ❌ 16 GB, ❌ 24 GB, ⚠️ 32 GB (tight), ✅ 2 × 24 GB" in out, out
    assert "One RTX 5090 against two used RTX 3090s" in out and "1,792 GB/s" in out and "700 W for the pair" in out
    # no rental by the hour, no price but the user's budget (none held for a 5090 or a used 3090)
    assert "/h" not in out and set(re.findall(r"\$[\d,]+", out)) == {"$2,500"}, out
