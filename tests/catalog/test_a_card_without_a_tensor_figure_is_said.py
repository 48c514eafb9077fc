"""Every GPU row without a dense FP16/BF16 tensor figure is listed here, so a new blank row is reviewed, and its
compute stays unknown (tools.speed.peak_tflops raises) rather than replaced by a figure that flatters the card: the
answer says its full-context (or at-load) speed is NOT estimated (tools.recommend.full_context_unknown). The A10G is one:
NVIDIA publishes no A10G datasheet; the 70 TFLOPS public MFU tables give it (cited to a Baseten blog post not read here)
is not held until a citable table is read."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.speed import PREFILL_MFU, SpeedUnknown, peak_tflops

# rows whose source publishes no dense FP16/BF16 tensor figure (or none read yet)
NO_DENSE_16BIT = {
    "A10G", "A16", "L20", "B100", "RTX 5070 Ti", "RTX 4060 Laptop GPU", "RTX 4070 Laptop GPU", "RTX 3070 Laptop GPU",
    "Ascend 910B", "GB300 (per Blackwell Ultra GPU)", "MI355X", "RTX 4000 Ada", "Tesla K80", "GeForce GTX 1080 Ti",
    "P4", "M60", "MI25", "Radeon Pro V520", "Apple M2 Ultra", "Apple M3 Max", "Apple M3 Ultra",
    "Jetson AGX Orin 64GB", "Apple M4 Max", "Apple M4 Pro", "NVIDIA DGX Spark", "AMD Ryzen AI Max+ 395",
    "GTX 1660", "GTX 1660 SUPER", "GTX 1660 Ti",
}


def test_every_row_without_a_dense_16_bit_figure_is_known_and_stays_unknown():
    blank = {n for n, g in all_gpus().items() if not g.bf16_tflops and not g.fp16_tflops}
    assert blank == NO_DENSE_16BIT
    for name in sorted(blank):
        g = all_gpus()[name]
        assert g.source, name  # each row says where its other figures come from
        with pytest.raises(SpeedUnknown):
            peak_tflops(g, "bf16")
        with pytest.raises(SpeedUnknown):
            peak_tflops(g, "fp8")  # an FP8 plan on a card without FP8 units falls to the 16-bit figure: none either


def test_the_a10g_is_not_given_the_a10s_figure():
    # the A10 (same GA102 board, 600 GB/s) holds its datasheet's 125 dense BF16 TFLOPS; the A10G shares its bandwidth
    # row but not its tensor figure: at the A10's 125 × PREFILL_MFU 0.5 = 62.5 TFLOP/s an 8B's prompt token (2 × 8.03e9
    # = 16.06 GFLOP) would prefill at ≈ 3,892 tokens/s — a figure the A10G's own sources do not give
    a10g, a10 = all_gpus()["A10G"], all_gpus()["A10"]
    assert a10g.bandwidth_gb_s == a10.bandwidth_gb_s == 600
    assert peak_tflops(a10, "bf16") * 1e12 * PREFILL_MFU / (2 * 8.03e9) == pytest.approx(3_892, rel=0.001)
    assert not a10g.bf16_tflops and not a10g.fp16_tflops
