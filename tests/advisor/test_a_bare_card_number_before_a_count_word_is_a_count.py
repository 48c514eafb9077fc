"""A bare four-digit number that is also a GeForce model number ("3070", "3080", "4090") counts what follows it when a
count word does ("for 3070 users", 3080个用户, "prompts of 2080 tokens"): users, tokens or items, never a card, and never
a card the user owns. With the GeForce rows' bare numbers in the card table, "我们有3080个用户" was read as owning an
RTX 3080 and its 3,080 users were lost. A card's plural ("2 RTX 4090s") is that card, never an unknown one."""
import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _read(text: str) -> tuple[dict, list[str]]:
    e = extract(text)
    return e.patch.model_dump(exclude_none=True), e.notes


@pytest.mark.parametrize("text, field, n", [
    ("serve Llama-3.1-8B for 3070 users", "concurrency", 3070),
    ("serve Llama-3.1-8B for 4090 users", "concurrency", 4090),
    ("我们有3080个用户，部署Qwen2.5-7B", "concurrency", 3080),
    ("serve Llama-3.1-8B, prompts of 2080 tokens, 20 users", "prompt_tokens", 2080),
])
def test_the_number_counts_what_follows_it(text, field, n):
    got, _ = _read(text)
    assert got.get(field) == n, got
    assert "gpu_preference" not in got and "owned_gpus" not in got, got


@pytest.mark.parametrize("text, card", [
    ("我有两张3080，跑Llama-3.1-8B给5个人用", "RTX 3080"),
    ("8张4090对qwen做lora", "RTX 4090"),
    ("在我的3060上跑Qwen2.5-7B推理", "RTX 3060 12GB"),
])
def test_the_number_before_no_count_word_is_the_card(text, card):
    assert _read(text)[0].get("gpu_preference") == card


def test_a_cards_plural_is_the_card_and_no_unknown_card():
    got, notes = _read("we have 2 RTX 4090s, serve Qwen2.5-14B")
    assert got.get("gpu_preference") == "RTX 4090" and not [n for n in notes if "not in my card table" in n], notes
    assert any("«RTX 9090s» is not in my card table" in n for n in _read("we have 2 RTX 9090s")[1])
