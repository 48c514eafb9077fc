"""Why one copy of a model spans several cards (tools.checked.split_because): its weights alone at the precision are
more than one card's usable memory, so the split is a need, not a choice for KV room or speed; and the memory a
single card needs to hold one copy unsharded (weights × SAFE_HEADROOM, rounded up). tools.checked.unsharded_workload
is the same work re-asked on cards of that size, every other limit kept. An expert's complaint: "8 × RTX 4090 BF16 for
Qwen2.5-14B, 19.4 GB per card, never says why it shards (BF16 14 B ≈ 29 GB does not fit one 24 GB card)"."""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tools.checked import split_because, unsharded_workload
from tools.schema import Workload


@pytest.fixture(scope="module")
def gpus():
    return all_gpus()


@pytest.mark.parametrize(("model", "gpu", "cards", "weights", "floor"), [
    # Qwen2.5-14B: 14.77 B × 2 bytes = 29.5 GB > RTX 4090's 24 GiB (25.8 GB); 29.5 × 1.3 = 38.4 → 39 GB
    ("Qwen2.5-14B", "RTX 4090", 8, 29.5, 39),
    ("Qwen2.5-14B", "L4", 4, 29.5, 39),
    # Qwen2.5-32B: 32.76 B × 2 = 65.5 GB > 40 GB; 65.5 × 1.3 = 85.2 → 86 GB (an H100 80 GB is not enough alone)
    ("Qwen2.5-32B", "A100 40GB SXM", 4, 65.5, 86),
    # Llama-3.1-70B: 70.6 B × 2 = 141.1 GB > 80 GB; 141.1 × 1.3 = 183.5 → 184 GB (a 192 GB MI300X / B200 class card)
    ("Llama-3.1-70B", "H100 SXM", 2, 141.1, 184),
])
def test_weights_above_one_card_say_why_the_copy_is_split(gpus, model, gpu, cards, weights, floor):
    m = split_because(registry.get(model), "bf16", gpus[gpu], cards)
    assert m is not None and m.code == "checked.split_because"
    assert m.args["weights"] == pytest.approx(weights, abs=0.1)
    assert m.args["floor"] == floor and m.args["cards"] == cards and m.args["up"] == "BF16"
    assert f"{weights:,.1f} GB of weights alone" in m.text("en") and f"{cards} cards" in m.text("en")
    assert f"单是权重就约 {weights:,.1f} GB" in m.text("zh") and f"需约 {floor:,} GB" in m.text("zh")


@pytest.mark.parametrize(("model", "precision", "gpu", "cards"), [
    ("Qwen2.5-14B", "bf16", "A100 80GB SXM", 2),  # 29.5 GB fits one 80 GB card: a TP 2 there is for KV room or speed
    ("Qwen2.5-14B", "fp8", "RTX 4090", 2),        # 14.8 GB in FP8 fits one 24 GB card
    ("Qwen2.5-14B", "bf16", "RTX 4090", 1),       # one card: nothing is split
    # Llama-3.1-8B: 16.06 GB against the 4060 Ti's 16 GiB (17.2 GB): the weights fit; a 2-card plan is for the KV cache
    ("Llama-3.1-8B", "bf16", "RTX 4060 Ti 16GB", 2),
])
def test_no_reason_is_given_when_the_weights_fit_one_card(gpus, model, precision, gpu, cards):
    assert split_because(registry.get(model), precision, gpus[gpu], cards) is None


def test_the_unsharded_work_drops_the_card_and_keeps_every_other_limit(gpus):
    w = Workload(model="Qwen2.5-14B", precision="bf16", batch_requests=3_000_000, deadline_hours=336,
                 providers=["autodl"], gpu_preference="RTX 4090", gpu_only=True, num_gpus=8)
    split = split_because(registry.get("Qwen2.5-14B"), "bf16", gpus["RTX 4090"], 8)
    assert split is not None
    u = unsharded_workload(w, split)
    assert u.gpu_preference is None and u.gpu_only is None and u.num_gpus is None
    # 39 GB = 39e9 / 2^30 = 36.32 GiB, the field's unit
    assert u.min_gpu_memory_gib == pytest.approx(36.32, abs=0.01)
    assert u.providers == ["autodl"] and u.deadline_hours == 336 and u.batch_requests == 3_000_000
