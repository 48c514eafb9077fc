"""Two models on the same box sized together (tools.cohost): one model per card group, both sharing every card with a
gpu-memory-utilization split, or "not both" with the cheapest ways out. Each case with the hand memory arithmetic."""

from __future__ import annotations

from advisor.core.service import load_arch
from catalog.gpus import get_gpu
from tools.cohost import cohost, cohost_args
from tools.defaults import resolve
from tools.schema import Workload


def _side(model: str, users: int, precision: str = "bf16"):
    w = Workload(task="inference", model=model, concurrency=users, seq_len=4096, precision=precision, framework="vllm")
    return load_arch(model, None), resolve(w)[0]


def test_not_both_when_the_sum_is_over_the_pool_and_the_ways_out_are_named():
    # 2 × RTX A6000 (≈ 50.7 GB usable, vLLM pool 0.9 × 50.7 = 45.7 GB a card).
    # Llama-3.1-8B BF16: 16.1 GB weights; KV = 2·32 layers·8 kv heads·128·2 B = 131,072 B a token × 4,096 × 40 users
    #   = 21.5 GB → alone on one card ≈ 38 GB ✓; over TP 2 ≈ 8.0 + 10.7 ≈ 19.3 GB a card with buffers.
    # Mistral-Small-24B BF16: 47.1 GB weights → never one card; KV = 2·40·8·128·2 = 163,840 B × 4,096 × 10 = 6.7 GB;
    #   TP 2: 23.6 + 3.4 ≈ 27.6 GB a card. Shared: 19.3 + 27.6 = 46.9 GB > 45.7 → not both.
    # Ways out: the 24B in INT4 (no FP8 on Ampere): ≈ 12.5 GB weights → ≈ 6 + 3.4 a card ✓; or a third card.
    a, wa = _side("Llama-3.1-8B", 40)
    b, wb = _side("Mistral-Small-24B", 10)
    c = cohost(a, wa, b, wb, get_gpu("RTX A6000"), 2)
    assert c.mode == "none"
    assert c.a.need_gb + c.b.need_gb > c.budget_gb
    assert 7.5 < c.a.weights_gb < 8.5 and 23 < c.b.weights_gb < 24.5 and 3 < c.b.kv_gb < 4
    ways = [k for k, _ in c.way_out]
    assert ways[0] == "awq" and "fp8" not in ways and "card" in ways and ways[-1] == "rent"
    assert cohost_args(c)["ways"][0] == "awq:Mistral-Small-24B"


def test_one_model_per_card_group_when_each_fits_its_cards():
    # 4 × RTX 4090 (24 GB, pool ≈ 23.2 GB a card). Qwen2.5-7B BF16 15.2 GB; KV = 2·28·4·128·2 = 57,344 B × 4,096 × 20
    # = 4.7 GB → one card ≈ 20.8 GB ✓. Qwen2.5-14B BF16 29.5 GB: 40 attention heads do not split 3 ways, so 2 + 2:
    # 14.8 GB a card + KV 2·48·8·128·2 = 196,608 B × 4,096 × 5 = 4.0 GB ÷ 2 = 2.0 → ≈ 17.3 GB ✓ (the 7B on the other
    # two cards as TP 2, the faster of the splits for the slower model).
    a, wa = _side("Qwen2.5-7B", 20)
    b, wb = _side("Qwen2.5-14B", 5)
    c = cohost(a, wa, b, wb, get_gpu("RTX 4090"), 4)
    assert c.mode == "split" and c.a.cards + c.b.cards == 4 and c.b.cards != 3
    assert c.a.share == c.b.share == 0.9 and not c.way_out


def test_both_share_every_card_when_one_card_holds_neither_big_model():
    # 2 × RTX 6000 Ada (48 GB). Gemma-2-27B BF16 ≈ 54.5 GB of weights: no single card, so no split; over TP 2
    # ≈ 27.2 GB a card + KV 2·46·16·128·2 = 376,832 B × 4,096 × 5 = 7.7 GB ÷ 2 ≈ 3.9 → ≈ 32 GB; Llama-3.1-8B for 5
    # users ≈ 8.0 + 1.3 ≈ 10 GB a card: ≈ 42 GB of the ≈ 44 GB pool → shared, utilization split ≈ 0.21 / 0.69.
    a, wa = _side("Llama-3.1-8B", 5)
    b, wb = _side("Gemma-2-27B", 5)
    c = cohost(a, wa, b, wb, get_gpu("RTX 6000 Ada"), 2)
    assert c.mode == "shared" and c.a.cards == c.b.cards == 2
    assert c.a.share < c.b.share and abs(c.a.share + c.b.share - 0.9) < 0.011
    assert c.a.tps == c.b.tps  # both busy at once: the bandwidth shared, one speed
