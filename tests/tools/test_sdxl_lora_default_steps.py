"""An SDXL LoRA with no epochs or steps said is sized at a usual subject LoRA's steps, not 10 passes over the images:
SeaArt's SDXL recipe (10 repeats × 10 epochs for a 20–40 image subject, tools.media_train docstring), the repeats
lowered (whole) for a large set so the steps stop at 4,000, never below one pass an epoch. Stated epochs or steps are
the job as said; FLUX.1-dev with neither runs the published FLUX trainers' 1,000 steps. Hand figures in each case."""

import pytest

from catalog.gpus import all_gpus
from tools.media import MODELS
from tools.media_train import default_repeats, train_plan
from tools.schema import Dataset, InstanceRow, Workload


def _row(gpu: str, usd: float) -> InstanceRow:
    return InstanceRow(provider="p", instance_type="a", gpu=gpu, gpu_count=1, price_on_demand=usd, currency="USD",
                       region="us-east-1", confidence="official", source="test")


@pytest.mark.parametrize("images, repeats", [
    (20, 10),   # 20 × 10 × 10 = 2,000 steps
    (30, 10),   # 3,000
    (40, 10),   # 4,000: SeaArt's largest subject set
    (41, 9),    # floor(4,000 / 410) = 9 → 3,690 steps, not 4,100
    (100, 4),   # floor(4,000 / 1,000) = 4 → 4,000
    (300, 1),   # floor(1.33) = 1 → 3,000 (whole repeats)
    (500, 1),   # never below one pass an epoch: 5,000
])
def test_the_default_repeats_are_whole_and_stop_at_the_subject_steps(images, repeats):
    assert default_repeats(images) == repeats


def test_thirty_images_and_no_epochs_is_three_thousand_steps_and_two_hundred_jobs_need_fifteen_cards():
    # 200 product LoRAs, 30 images each, 12 h: 30 × 10 × 10 = 3,000 steps × 1.00 s on the RTX 4090 = 0.833 h a job;
    # 200 jobs = 166.7 card-hours × $0.44 = $73.3; a card runs floor(12 / 0.833) = 14 jobs → ceil(200 / 14) = 15 cards
    # (the old 300-step default gave 2 cards, a tenth of a usual SDXL LoRA's training)
    w = Workload(task="lora", modality="diffusion", dataset=Dataset(amount=30, unit="images"), deadline_hours=12.0)
    p = train_plan(MODELS["sdxl"], w, all_gpus(), [_row("RTX 4090", 0.44)], currency="USD", usd_cny=7.2, fx={},
                   jobs=200)
    assert p is not None and p.steps == 3000 and p.repeats == 10 and not p.epochs_said
    assert p.job_batch is not None and p.job_batch.card_hours == pytest.approx(166.67, abs=0.01)
    assert p.job_batch.cost == pytest.approx(73.33, abs=0.01) and p.job_batch.cards == 15


@pytest.mark.parametrize("dataset, steps, want", [
    (Dataset(amount=30, unit="images", epochs=15), None, 450),  # stated epochs: 30 × 15, no repeats added
    (Dataset(amount=30, unit="images"), 1200, 1200),  # stated steps replace images × repeats × epochs
])
def test_stated_epochs_or_steps_are_the_job_as_said(dataset, steps, want):
    w = Workload(task="lora", modality="diffusion", dataset=dataset)
    p = train_plan(MODELS["sdxl"], w, all_gpus(), [_row("RTX 4090", 0.44)], currency="USD", usd_cny=7.2, fx={},
                   steps=steps)
    assert p is not None and p.steps == want and p.repeats == 1


@pytest.mark.parametrize("images, epochs, batch, want", [
    (20, None, 1, 1000),   # 20 × 10 = 200 < the recipe's 1,000 batch-1 steps → 1,000 (1,000 × 4.25 s = 1.18 h)
    (50, None, 1, 1000),   # 500 < 1,000 → 1,000
    (20, None, 4, 250),    # the same 1,000 images seen at batch 4: 250 steps
    (150, None, 1, 1500),  # 150 × 10 = 1,500 passes the recipe: images × epochs kept
    (20, 5, 1, 100),       # stated epochs are the job as said: 20 × 5 = 100
])
def test_flux_lora_with_no_epochs_said_runs_the_published_trainers_steps(images, epochs, batch, want):
    # Replicate's ostris/flux-dev-lora-trainer defaults to 1,000 steps, ai-toolkit's example config to 2,000:
    # 20 portraits × 10 epochs = 200 steps would be a fifth of the smallest recipe (tools.media_train.RECIPE_STEPS)
    w = Workload(task="lora", modality="diffusion", batch_size=batch,
                 dataset=Dataset(amount=images, unit="images", epochs=epochs))
    p = train_plan(MODELS["flux-dev"], w, all_gpus(), [_row("RTX 4090", 0.44)], currency="USD", usd_cny=7.2, fx={})
    assert p is not None and p.steps == want and p.repeats == 1
    assert p.recipe == (epochs is None and images * 10 < 1000)
    assert p.hours_one == pytest.approx(want * batch * 4.25 / 3600)
