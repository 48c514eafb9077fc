"""A machine already reserved or paid for ("we already reserved a g6e.12xlarge for a year", 我们已经包年了一台8卡A800,
我們已經預留咗 p4d) is the user's for the term: answered on its cards like owned ones, with a note that its fee is
already spent, never priced as a new on-demand rental (advisor/core/reserved_machine_read.py). A reservation still to
decide ("should we reserve …", 要不要包年) stays a question about renting."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


# Hand checks (card memory × count against weights + KV):
#  Qwen2.5-72B AWQ on a g6e.12xlarge (4 × L40S 48 GB = 192 GB): ≈ 72.7 B × ~0.56 B ≈ 41 GB of weights; KV 80 layers ×
#    8 KV heads × 128 × 2 × 2 B = 320 KiB a token, × 8,192 × 20 ≈ 54 GB at worst: ≈ 95 GB < 192 GB, it runs there.
#  Qwen3-235B-A22B FP8 on 8 × A800 80 GB (640 GB): ≈ 235 GB + KV 94 × 4 × 128 × 2 × 2 B = 188 KiB a token × 8,192 × 20
#    ≈ 31 GB ≈ 266 GB < 640 GB, it runs there.
@pytest.mark.parametrize("text, card, n", [
    ("We already reserved a g6e.12xlarge for a year. Can it serve Qwen2.5-72B AWQ for 20 users at 8k context?", "L40S", 4),
    ("我们已经包年了一台8卡A800，能不能跑Qwen3-235B-A22B FP8，20个并发？", "A800", 8),
    ("我們已經預留咗一部8卡L40S，行唔行到Qwen2.5-72B AWQ，15個併發？", "L40S", 8)])
def test_a_reserved_machine_is_held_cards(text, card, n):
    e = extract(text)
    assert (e.patch.gpu_preference, e.patch.num_gpus, e.patch.owned_gpus) == (card, n, True)
    assert any("already spent" in x for x in e.notes)


@pytest.mark.parametrize("text", [
    "should we reserve a g6e.12xlarge for Qwen2.5-72B?",
    "要不要包年一台8卡A800跑Qwen3-235B-A22B？",
    "rent 4 L40S for Qwen2.5-72B AWQ"])
def test_a_reservation_to_decide_is_not_held(text):
    assert extract(text).patch.owned_gpus is not True


@pytest.mark.slow
def test_the_reserved_machine_is_answered_on_its_cards_not_rented(ask):
    text = ask("We already reserved a g6e.12xlarge for a year. Can it serve Qwen2.5-72B AWQ for 20 users at 8k context?")
    lead = text.split("\n\n")
    assert "already spent" in text
    assert any("your own 4 × L40S" in p and "no rental" in p for p in lead[:4])
