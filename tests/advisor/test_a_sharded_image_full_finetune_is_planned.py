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


def test_an_sd35_step_is_scaled_from_the_measured_flux_step_by_flops():
    # Hand: SD3.5 Medium 2.5 B vs FLUX.1-dev 12 B at the same 4,096 latent tokens at 1024² → 4.25 s × 2.5 / 12 =
    # 0.885 s a LoRA step on the 4090; Large 8.1 B → 4.25 × 0.675 = 2.87 s
    from tools.media import MODELS
    from tools.media_train import TRAIN_MEASURED
    from tools.sharded_full_train import scaled_step

    flux = next(x for x in TRAIN_MEASURED if x.model == "flux-dev")
    medium, large = scaled_step(MODELS["sd3.5-medium"], flux), scaled_step(MODELS["sd3.5-large"], flux)
    assert medium is not None and medium.rate == pytest.approx(0.885, abs=0.001)
    assert large is not None and large.rate == pytest.approx(2.869, abs=0.001)
    assert scaled_step(MODELS["sdxl"], flux) is None


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said", "never"), [
    # Hand: SD3.5 Medium 2.5e9 × 16 B = 40 GB → one 80 GB card a copy, no sharding; 25,000 × 4 = 100,000 image-steps;
    # the step 4.25 × 0.208 × 4/3 = 1.18 s on the 4090, scaled, said so
    ("Full fine-tune of Stable Diffusion 3.5 Medium, not LoRA, 25,000 illustrations, 4 epochs. Which GPUs to rent?",
     ("100,000", "scaled, not measured", "pilot"), ("FSDP / ZeRO-3 shards",)),
    # Hand: SD3.5 Large 8.1e9 × 16 = 129.6 GB → ⌈129.6 ÷ 60⌉ = 3 cards of 80 GB at least; 60,000 × 2 = 120,000
    ("SD3.5 Large 全参微调（不要 LoRA），6万张图，2轮，租什么卡？", ("至少 3 张卡", "120,000", "按比例换算"), ()),
    ("SD3.5 Large 全參數微調（不用 LoRA），6萬張圖，2 個 epoch，要租什麼卡？", ("至少 3 張卡", "120,000"), ()),
])
def test_an_sd35_full_fine_tune_is_a_scaled_provisional_plan(tmp_path, text, said, never):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    body = reply.full or reply.text
    assert all(s in body for s in said), body[:1200]
    assert not any(s in body for s in never), body[:900]
    assert "Not sized here" not in body, body[:600]
