"""A named card that holds an image / speech model and has a speed, with no machine ranked where the user limited the
work, is said as not on offer there (the cloud rents no card of its kind, or no priced machine of it there), never as
"cannot run it" ("RTX 4090 跑不了 SDXL：16 位权重约需 7 GB，该卡只有 24 GB" on 阿里云)."""
from __future__ import annotations

from catalog.gpus import all_gpus
from catalog.places import gazetteer
from tools.media import MODELS, without_stated_card
from tools.schema import Dataset, InstanceRow, Workload

GPUS = all_gpus()


def row(provider: str, gpu: str, price: float) -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=f"{gpu}-1x", region="cn-hangzhou", gpu=gpu, gpu_count=1,
                       vcpu=8, ram_gib=64, price_on_demand=price)


def _said(model: str, w: Workload, rows: list[InstanceRow]):
    got = without_stated_card(MODELS[model], w, GPUS, rows, size=None, currency="USD", usd_cny=7.0, fx={},
                              places=gazetteer())
    assert got is not None
    return got[0]


def test_a_geforce_card_on_a_cloud_that_rents_none_is_said_not_rented_not_too_small():
    # SDXL: 3.5 B parameters × 2 bytes ≈ 7 GB of 16-bit weights, well inside an RTX 4090's 24 GB; Alibaba Cloud rents
    # only data-centre cards (providers.csv unrented_segments): the reason is the cloud, never the card's memory
    w = Workload(task="inference", modality="diffusion", gpu_preference="RTX 4090", providers=["alibaba"],
                 batch_requests=20000, deadline_hours=10)
    said = _said("sdxl", w, [row("alibaba", "A10", 1.0), row("runpod", "RTX 4090", 0.7)])
    assert said.code == "media.card_not_listed"
    assert "cannot run" not in said.en and "跑不了" not in said.zh and "该卡只有" not in said.zh
    assert "GeForce" in said.en and "阿里云" in said.zh and "装得下" in said.zh


def test_a_card_held_and_sized_but_unpriced_in_the_stated_cloud_says_no_priced_machine_there():
    # Whisper large: 1.55 B × 2 ≈ 3 GB of 16-bit weights on a 48 GB L40S; the stated cloud (RunPod) has no L40S row here
    w = Workload(task="inference", modality="speech", gpu_preference="L40S", providers=["runpod"],
                 dataset=Dataset(amount=1000, unit="audio_hours"))
    said = _said("whisper-large", w, [row("runpod", "A40", 0.4), row("aws", "L40S", 1.8)])
    assert said.code == "media.card_not_listed"
    assert "no priced L40S machine where you asked (RunPod)" in said.en and "cannot run" not in said.en


def test_a_card_too_small_for_the_weights_is_still_said_cannot_run():
    # FLUX.1-dev ≈ 34 GB of 16-bit weights against a 24 GB RTX 3090 (no FP8 tensor cores): a real "no"
    w = Workload(task="inference", modality="diffusion", gpu_preference="RTX 3090", batch_requests=1000)
    said = _said("flux-dev", w, [row("runpod", "A100 80GB SXM", 1.5)])
    assert said.code == "media.card_cannot"
