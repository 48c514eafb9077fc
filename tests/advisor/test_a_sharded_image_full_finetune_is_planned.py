"""A full fine-tune of FLUX.1-dev (the whole 12 B transformer, not a LoRA) with its image count and epochs said is a
provisional plan, not a refusal: 16 bytes a parameter of weights, gradients and AdamW states split over the cards
with FSDP / ZeRO-3, the step scaled from the measured FLUX.1-dev LoRA step and labelled so, "time it on a pilot"."""

from __future__ import annotations

import pytest

from tests.conftest import module_home
from tools.sharded_full_train import shard_cards

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_the_cards_the_states_are_split_over():
    # Hand: 12e9 × 16 B = 192 GB; 80 GB cards at 75 % room = 60 GB → ⌈3.2⌉ = 4; 141 GB → 105.75 → ⌈1.82⌉ = 2;
    # SDXL's 2.6e9 × 16 = 41.6 GB → 1 card (no sharding)
    assert shard_cards(192.0, 80.0) == 4
    assert shard_cards(192.0, 141.0) == 2
    assert shard_cards(41.6, 80.0) == 1


def test_the_plan_keeps_only_machines_that_hold_the_split_states():
    from advisor.core.service import catalog_rows
    from catalog.gpus import all_gpus
    from tools.media import MODELS
    from tools.media_full_train import full_train_plan
    from tools.schema import Dataset, Workload

    rows, _, _ = catalog_rows()
    w = Workload(model="FLUX.1-dev", task="full_finetune", dataset=Dataset(amount=80_000, unit="images", epochs=2))
    p = full_train_plan(MODELS["flux-dev"], w, all_gpus(), rows, currency="USD", usd_cny=7.2, fx={})
    # Hand: 80,000 × 2 = 160,000 image-steps; 192 GB of states → every machine has ≥ 4 cards of ≥ 80 GB
    assert p is not None and p.rows and p.image_steps == 160_000 and round(p.states_gb) == 192
    assert all(r.gpus >= shard_cards(192.0, r.card_gb) for r in p.rows), p.rows


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said"), [
    # Hand: 80,000 × 2 = 160,000 image-steps; 4.25 s (FP8 LoRA, 4090) × 4/3 = 5.67 s; ≥ 4 cards of 80 GB (192 GB)
    ("We want a full fine-tune of FLUX.1-dev (all weights, no LoRA) on 80,000 product photos at 1024px, 2 epochs. "
     "What should we rent and how long will it take?", ("FSDP / ZeRO-3", "at least 4 cards", "160,000", "pilot")),
    # Hand: 30,000 × 4 = 120,000 image-steps, same split
    ("用 FLUX.1-dev 做全参微调（不是LoRA），3万张图，1024分辨率，训练4轮，租什么卡，要多久？",
     ("FSDP / ZeRO-3", "至少 4 张卡", "120,000", "试跑")),
    # Hand: 120,000 × 2 = 240,000 image-steps
    ("我們要對 FLUX.1-dev 做全參數微調（不是 LoRA），12萬張圖片，跑 2 個 epoch，該租什麼機器、要多久？",
     ("FSDP / ZeRO-3", "至少 4 張卡", "240,000")),
])
def test_the_answer_is_a_sharded_provisional_plan(tmp_path, text, said):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    body = reply.full or reply.text
    assert all(s in body for s in said), body[:900]
    assert "Not sized here" not in body and "不在这里估算" not in body, body[:600]
