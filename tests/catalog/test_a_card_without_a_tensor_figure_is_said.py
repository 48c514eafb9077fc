"""The A10G's dense FP16/BF16 tensor figure is held, labelled as a third-party figure (NVIDIA publishes no A10G
datasheet: Baseten's A10 vs A10G spec table, as MFU tables cite it), so its prefill and its speed at the full context
are computed like any card's; every other GPU row without a dense 16-bit figure is listed here, so a new blank row is
reviewed, and its compute stays unknown (tools.speed.peak_tflops raises) rather than replaced by a flattering one."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.speed import PREFILL_MFU, SpeedUnknown, peak_tflops

# rows whose source publishes no dense FP16/BF16 tensor figure (or none read yet): their full-context speed and first
# token are said as not estimated (tools.recommend.full_context_unknown, ttft_unchecked)
NO_DENSE_16BIT = {
    "A16", "L20", "B100", "RTX 5070 Ti", "RTX 4060 Laptop GPU", "RTX 4070 Laptop GPU", "RTX 3070 Laptop GPU",
    "Ascend 910B", "GB300 (per Blackwell Ultra GPU)", "MI355X", "RTX 4000 Ada", "Tesla K80", "GeForce GTX 1080 Ti",
    "P4", "M60", "MI25", "Radeon Pro V520", "Apple M2 Ultra", "Apple M3 Max", "Apple M3 Ultra",
    "Jetson AGX Orin 64GB", "Apple M4 Max", "Apple M4 Pro", "NVIDIA DGX Spark", "AMD Ryzen AI Max+ 395",
    "GTX 1660", "GTX 1660 SUPER", "GTX 1660 Ti",
}


def test_the_a10g_holds_a_labelled_third_party_tensor_figure():
    g = all_gpus()["A10G"]
    assert g.bf16_tflops == 70 and g.fp16_tflops == 70
    assert "third-party" in g.source and "Baseten" in g.source
    assert g.fp32_tflops is None  # not read: left blank, never copied from the A10
    # Ampere has no FP8 units: an FP8 plan's matmuls run at the 16-bit figure
    assert peak_tflops(g, "fp8") == 70


def test_the_a10g_prefill_is_computed_at_its_own_figure():
    # Llama 3.1 8B, 8.03e9 parameters: a prompt token costs 2 × 8.03e9 = 16.06 GFLOP; at 70 TFLOPS × PREFILL_MFU 0.5
    # = 35 TFLOP/s → ≈ 2,179 tokens/s of prefill; the A10's datasheet 125 → 62.5 TFLOP/s → ≈ 3,892 tokens/s
    a10g, a10 = all_gpus()["A10G"], all_gpus()["A10"]
    per_token = 2 * 8.03e9
    assert peak_tflops(a10g, "bf16") * 1e12 * PREFILL_MFU / per_token == pytest.approx(2_179, rel=0.001)
    assert peak_tflops(a10, "bf16") * 1e12 * PREFILL_MFU / per_token == pytest.approx(3_892, rel=0.001)


def test_every_row_without_a_dense_16_bit_figure_is_known_and_stays_unknown():
    blank = {n for n, g in all_gpus().items() if not g.bf16_tflops and not g.fp16_tflops}
    assert blank == NO_DENSE_16BIT
    for name in sorted(blank):
        g = all_gpus()[name]
        assert g.source, name  # each row says where its other figures come from
        with pytest.raises(SpeedUnknown):
            peak_tflops(g, "bf16")
