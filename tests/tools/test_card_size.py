"""tools.card_size without a whole answer (the recommender is its only caller): the smallest catalog card whose
serving budget holds a need."""

from __future__ import annotations

from tools.card_size import smallest_card_gb
from tools.schema import GiB, GPUSpec


def card(name: str, gb: float) -> GPUSpec:
    return GPUSpec(name=name, memory_gb=gb, memory_bytes=int(gb * GiB))


CARDS = {"S": card("S", 16), "M": card("M", 24), "L": card("L", 80)}


def test_the_smallest_card_whose_vllm_pool_holds_the_need():
    # vLLM's pool is 0.9 × the card (tools.memory.card_budget): 16 GiB → 14.4 GiB, 24 GiB → 21.6 GiB, 80 → 72.
    # 10 GiB fits all three: the smallest, 16 GB. 20 GiB is over 14.4 but under 21.6: 24 GB. 30 GiB: only 80 GB.
    assert smallest_card_gb(10 * GiB, CARDS, "vllm") == 16
    assert smallest_card_gb(20 * GiB, CARDS, "vllm") == 24
    assert smallest_card_gb(30 * GiB, CARDS, "vllm") == 80


def test_no_card_when_none_holds_it_and_the_pool_share_is_counted():
    # 75 GiB is under the 80 GiB card but over its 72 GiB pool: no single card
    assert smallest_card_gb(75 * GiB, CARDS, "vllm") is None
    # 15 GiB is under the 16 GiB card but over its 14.4 GiB pool: the next size up
    assert smallest_card_gb(15 * GiB, CARDS, "vllm") == 24
    # a card with no size is never named
    assert smallest_card_gb(GiB, {"X": GPUSpec(name="X")}, "vllm") is None
