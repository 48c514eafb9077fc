"""A card the table lacks, named by a bare family number ("2 7900s", 两张7900, "AMD 7900 XTX", "two 5080 cards") or
by an unreleased data-centre letter name ("H300", "B400"), is said in a note (reader.unknown_card), never silently
dropped: the answer rented a cloud box as if no card had been named. catalog/data/gpus.csv holds no Radeon 7900 row
and no H300, so both are unknown. A count of people or things that looks like a card number ("7900 users",
4090 个用户, 7900个客户) has no card mark (a count and a plural, a card word, 张/塊 before it, a maker, a suffix) and
stays a count; a known card's number (2 4090s, 两张4090) or name (H100s, L40S, GB300) is no unknown card, nor is a
model's expert size (Qwen3-30B-A3B) or a decade (the 1990s)."""
import pytest

from advisor.core.extract_rules import extract
from advisor.core.unknown_card_read import unknown_cards
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, said", [
    ("we have 2 7900s, serve Qwen2.5-7B", "7900"),
    ("can an H300 run Llama-3.1-70B?", "H300"),
    ("rent 8 H300s for Llama-3.1-405B", "H300"),
    ("我们有两张7900，想跑Qwen2.5-7B", "7900"),  # 简体: 张 before the number marks a card
    ("我們有3塊5080，跑得動Qwen2.5-14B嗎", "5080"),  # 繁體: 塊; the catalog has no RTX 5080 row
    ("H300跑得動Llama-3.1-70B嗎？", "H300"),
    ("2張7900XTX跑得動Llama-3.1-8B嗎", "7900 XTX"),
    ("AMD 7900 XTX for Qwen2.5-7B", "7900 XTX"),
    ("two 5080 cards, serve Llama-3.1-8B", "5080"),
    ("B400 vs B200 for Llama-3.1-70B", "B400"),
])
def test_the_unknown_card_is_said(text, said):
    assert said in unknown_cards(text)
    notes = extract(text).notes
    assert any(f"«{said}»" in n and ("not in my card table" in n or "不在我的显卡表" in n or "不在我的顯示卡表" in n)
               for n in notes), notes


@pytest.mark.parametrize("text", [
    "7900 users on Qwen2.5-7B", "we have 2 7900 users", "4090 个用户在用Qwen2.5-7B", "我们有7900个客户",
    "we have 7900 GPUs hours left",  # no count before it and no maker: a count
    "we have 2 4090s", "两张4090跑Qwen2.5-7B", "H100s and A100 for Llama", "4 H20", "l40s", "GB300 NVL72",
    "Qwen3-30B-A3B on one card", "music from the 1990s", "1000 users and 2000 docs",
])
def test_counts_and_known_cards_are_no_unknown_card(text):
    assert unknown_cards(text) == []
