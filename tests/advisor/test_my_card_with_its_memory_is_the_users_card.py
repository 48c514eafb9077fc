""""my 16GB RTX 4080", 我的 16GB RTX 4080, 我有一张16G的4080: the card's memory said before it is a size, never a
count, and the card is the user's own one card (advisor.core.extract_rules.OWNED_GAP, CARD_MEMORY_SAID), so the
answer says whether it fits on that card instead of planning cards to rent."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "card"), [
    ("Can my 16GB RTX 4080 run Qwen2.5-14B in FP8 for just me?", "RTX 4080"),
    ("我的 16GB RTX 4080 跑得動 Qwen2.5-14B 嗎？只有我自己用", "RTX 4080"),
    ("我有一张16G的4080，能跑 Qwen2.5-14B FP8 吗？就我自己用", "RTX 4080"),
    ("Will Llama-3.1-8B fit on my 12 GB RTX 3060?", "RTX 3060 12GB"),
])
def test_my_card_with_its_memory_is_one_owned_card(text, card):
    w = extract(text).patch
    # "16" is the card's gigabytes: one card (never 16, never a count left unread so that two are planned)
    assert (w.owned_gpus, w.num_gpus, w.gpu_preference) == (True, 1, card), w


def test_a_memory_size_to_rent_is_not_an_owned_card():
    w = extract("I want to rent a 16GB card for Qwen2.5-14B").patch
    assert not w.owned_gpus, w


@pytest.mark.slow  # a whole answer
def test_my_4080_is_answered_on_the_card(tmp_path):
    a = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "Can my 16GB RTX 4080 run Qwen2.5-14B in FP8 for just me?").text
    head = next(line for line in a.splitlines() if line.startswith("**") and "·" not in line)
    # By hand: 14.8B × 1 B ≈ 14.8 GB of FP8 weights + 4,096 × 192 KiB ≈ 0.8 GB of KV + activations ≈ 17.9 GB against
    # vLLM's 0.9 × 17.2 GB = 15.5 GB pool: no on the one card; INT4 (≈ 11.6 GB) fits it. Never "2 × RTX 4080" to rent.
    assert "No, 1 × RTX 4080" in head and "INT4" in head, head
    assert "2 × RTX 4080" not in a
