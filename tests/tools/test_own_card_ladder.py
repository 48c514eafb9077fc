"""The user's own consumer card that cannot hold the model asked: the largest model it holds as a 4-bit Q4_K_M GGUF,
with its memory and decode speed (tools.own_card), and the next larger one said to need CPU offload."""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tools.defaults import BUDGET_MODEL_LADDER, resolve
from tools.own_card import ladder_on_card
from tools.schema import Workload


def _ladder(model: str, card: str):
    w = resolve(Workload(model=model, task="inference"))[0]  # one user, 4,096 tokens
    return ladder_on_card(registry.get(model), [registry.get(n) for n in BUDGET_MODEL_LADDER], w, all_gpus()[card])


def test_an_8gb_laptop_holds_an_8b_in_4bit_not_a_14b():
    # Hand: 8 GiB = 8.59 GB, less the 2 GB working margin = 6.59 GB usable.
    # Llama-3.1-8B Q4_K_M ≈ 8.03e9 × ≈ 4.85 bits ÷ 8 ≈ 4.9 GB + KV 2·32·8·128·2·4096 = 0.54 GB ≈ 5.4 GB → fits;
    # Qwen2.5-14B ≈ 14.8e9 × 4.85 / 8 ≈ 9.0 GB + 2·48·8·128·2·4096 = 0.81 GB ≈ 9.8 GB → offload only;
    # decode ≈ 256 GB/s × 0.814 ÷ (4.9 GB + half the KV 0.27 GB) ≈ 40 tokens/s, less llama.cpp's per-layer floor.
    m = _ladder("Llama-3.1-70B", "RTX 4060 Laptop GPU")
    assert m is not None and m.code == "own_card.ladder"
    assert m.args["model"] == "Llama-3.1-8B" and 5.0 < m.args["gb"] < 5.8
    assert m.args["room"] == pytest.approx(6.59, abs=0.01)
    assert m.args["bigger"] == "Qwen2.5-14B" and 9.3 < m.args["bigger_gb"] < 10.3
    assert 30 < m.args["tps"] < 42
    assert 42 < m.args["asked_gb"] < 46  # 70.6e9 × 4.85 / 8 ≈ 42.8 GB + 1.3 GB KV: never on an 8 GB card


def test_the_asked_model_is_said_to_fit_when_its_4bit_build_does():
    # Llama-3.1-8B BF16 ≈ 16 GB does not fit 8 GB, its Q4_K_M ≈ 5.4 GB does (above): "yes, in 4-bit"
    m = _ladder("Llama-3.1-8B", "RTX 4060 Laptop GPU")
    assert m is not None and m.code == "own_card.fits_in_4bit" and m.args["model"] == "Llama-3.1-8B"


def test_a_24gb_card_holds_a_32b_in_4bit():
    # Qwen2.5-32B Q4_K_M ≈ 32.8e9 × 4.85 / 8 ≈ 19.9 GB + 2·64·8·128·2·4096 = 1.07 GB ≈ 21 GB ≤ 25.8 − 2 = 23.8 GB;
    # decode ≈ 1,008 × 0.814 ÷ ≈ 20.4 GB ≈ 40 tokens/s before the floor
    m = _ladder("Llama-3.1-70B", "RTX 4090")
    assert m is not None and m.args["model"] == "Qwen2.5-32B" and 20 < m.args["gb"] < 22 and 30 < m.args["tps"] < 42


def test_a_datacenter_card_gets_no_ladder():
    # an H100 the user owns is no laptop or gaming PC: its refusal stays the pool's, with no 4-bit local ladder
    assert _ladder("Llama-3.1-70B", "H100 SXM") is None


def test_each_consumer_card_size_holds_the_largest_ladder_model_its_memory_allows():
    # Hand (GiB as sold, less 2 GB): 8 → 6.59 GB: Llama-3.1-8B ≈ 5.4; 12 → 10.9: Qwen2.5-14B ≈ 9.8; 16 → 15.2:
    # Qwen2.5-14B; 24 → 23.8: Qwen2.5-32B ≈ 20.9; 32 → 32.4: Qwen2.5-32B (the 70B's ≈ 43.8 GB fits none)
    from tools.own_card import by_memory_class

    w = resolve(Workload(model="Llama-3.1-70B", task="inference"))[0]
    m = by_memory_class(registry.get("Llama-3.1-70B"), [registry.get(n) for n in BUDGET_MODEL_LADDER], w)
    held = {r.args["card_gb"]: r.args["model"] for r in m.args["rows"]}
    assert held == {8: "Llama-3.1-8B", 12: "Qwen2.5-14B", 16: "Qwen2.5-14B", 24: "Qwen2.5-32B", 32: "Qwen2.5-32B"}
    assert 42 < m.args["asked_gb"] < 46
