"""A named Inferentia2 / Trainium / Gaudi machine judged as asked (tools.named_accel): memory at the precision, the
per-user decode bound from bandwidth, the users it serves at the target and its month from the catalog price."""

from __future__ import annotations

import pytest

from catalog.accelerators import accel_instances
from catalog.registry import get
from tools.named_accel import judge_instance, named_gaudi, named_instances


@pytest.mark.parametrize(("text", "names"), [
    ("the AWS rep says use inf2.48xlarge at ~$13/hr instead of p5", ["inf2.48xlarge"]),
    ("AWS 推荐 trn1.32xlarge，每月多少钱？", ["trn1.32xlarge"]),
    ("what about inf2 or trn2 for this?", ["inf2.48xlarge", "trn2.48xlarge"]),  # a bare family: its largest
    ("g6e.12xlarge for qwen 7b", []),  # a CUDA instance is not this module's
])
def test_the_named_instances_are_read(text, names):
    assert named_instances(text, accel_instances()) == names


def test_gaudi_is_read_by_generation():
    assert named_gaudi("Intel offers Gaudi 3 servers; 繁體: Gaudi-2 也可以") == ["Gaudi3", "Gaudi2"]


def test_inf2_48xlarge_for_a_70b_at_100_in_flight_is_short_of_30_tok_s():
    # Hand (the ML-infra key): 12 × 32 GiB = 412 GB, 90 % ≈ 371 GB; BF16 weights ≈ 141 GB + KV 327,680 B × 4,096 ×
    # 100 ≈ 134 GB = 275 GB fits. 12 × 820 GB/s × 0.6 = 5,904 GB/s → ≈ 21 tok/s per user (18–25 in the key): short of
    # 30. At 30 tok/s: (5,904 ÷ 30 − 141) ÷ 1.34 ≈ 41 a machine → 3 machines; one is $12.98 × 730 ≈ $9,476 a month.
    v = judge_instance(accel_instances()["inf2.48xlarge"], get("Llama-3.1-70B"), 4096, 100, "bf16", 30)
    assert v.fits
    assert v.weights_gb + v.kv_gb == pytest.approx(275, abs=3)
    assert 18 <= v.tok_s <= 25
    assert 38 <= v.users_at_target <= 44 and v.machines == 3
    assert v.usd_hour == pytest.approx(12.98, abs=0.01)
    assert v.usd_month == pytest.approx(3 * 12.98127 * 730, rel=1e-3)


def test_fp8_weights_bring_inf2_near_the_target():
    # Hand: 8-bit weights ≈ 71 GB + 134 GB KV = 205 GB → 5,904 ÷ 205 ≈ 29 tok/s (the key's 24–34).
    v = judge_instance(accel_instances()["inf2.48xlarge"], get("Llama-3.1-70B"), 4096, 100, "fp8", 30)
    assert 26 <= v.tok_s <= 32


def test_a_small_inf2_cannot_hold_a_70b():
    # Hand: inf2.24xlarge 6 × 32 GiB = 206 GB, 90 % ≈ 186 GB < 141 GB weights + 134 GB KV: no fit, no speed.
    v = judge_instance(accel_instances()["inf2.24xlarge"], get("Llama-3.1-70B"), 4096, 100, "bf16", 30)
    assert not v.fits and v.tok_s == 0


def test_trn1_32xlarge_for_qwen2_5_72b():
    # Hand: 16 × 32 GiB = 550 GB, ≈ 495 usable; BF16 ≈ 145 GB + KV 327,680 B × 8,192 × 60 ≈ 161 GB = 306 GB fits;
    # 16 × 820 × 0.6 = 7,872 GB/s ÷ 306 ≈ 26 tok/s; one machine: $21.50 × 730 = $15,695 a month.
    v = judge_instance(accel_instances()["trn1.32xlarge"], get("Qwen2.5-72B"), 8192, 60, "bf16", 25)
    assert v.fits and 24 <= v.tok_s <= 28
    assert v.machines == 1 and v.usd_month == pytest.approx(15695, abs=1)


def test_trn2_has_no_invented_price():
    # Hand: the SkyPilot v7 catalog leaves trn2.48xlarge's accelerator blank, so no row prices it here.
    assert accel_instances()["trn2.48xlarge"].usd_hour is None
    v = judge_instance(accel_instances()["trn2.48xlarge"], get("Llama-3.1-70B"), 4096, 100, "bf16", 30)
    assert v.fits and v.usd_month is None
