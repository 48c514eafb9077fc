"""Mask R-CNN over an area of aerial imagery is sized as tiles × the model zoo's per-image time (tools.aerial_tiles):
the expert's ≈ 16 万 tiles and "one card for a night" for all of Taiwan at 0.5 m."""

from tools.aerial_tiles import (
    AREAS_KM2,
    MASK_RCNN_S,
    cheapest_card_row,
    tile_count,
    tile_plan,
    tile_seconds,
)
from tools.schema import GPUSpec, InstanceRow


def test_taiwan_at_half_a_metre_is_about_157k_tiles():
    # 36,197 km² × 1e6 ÷ (0.5 × 960)² = 36,197e6 ÷ 230,400 ≈ 157,105 (138,081 without the 64 px overlap); the
    # expert's key: 13.7–16 万 tiles with overlap
    assert AREAS_KM2["taiwan"][0] == 36_197.0
    n = tile_count(36_197.0, 0.5)
    assert 157_000 < n < 157_200
    assert 138_000 < tile_count(36_197.0, 0.5, overlap_px=0) < 138_200
    # a finer GSD is four times the tiles per halving: 0.25 m → ≈ 628k
    assert abs(tile_count(36_197.0, 0.25) / n - 4.0) < 1e-9


def test_a_tile_takes_the_zoos_v100_time_never_faster_and_slower_below_it():
    # R50-FPN 0.043 s an image on a V100 (125 TFLOPS); an H100 (989) keeps 0.043 s (batch 1 is launch-bound); an L4
    # (121) is 0.043 × 125 ÷ 121 = 0.0444 s
    assert tile_seconds("R50-FPN", 989.4) == MASK_RCNN_S["R50-FPN"] == 0.043
    assert abs(tile_seconds("R50-FPN", 121.0) - 0.043 * 125 / 121) < 1e-12
    assert tile_seconds("X101-FPN", 500.0) == 0.103


def test_the_run_is_a_couple_of_card_hours_and_priced_on_the_cheapest_card():
    # 157,105 × 0.0444 s ≈ 1.94 h on an L4 at $0.65/h → (1.94 + 0.25) × 0.65 ≈ $1.42; on an H100 at $11.34/h, 1.88 h
    # + 0.25 → ≈ $24: the L4 row wins
    gpus = {"L4": GPUSpec(name="L4", vendor="NVIDIA", memory_gb=24),
            "H100 PCIe": GPUSpec(name="H100 PCIe", vendor="NVIDIA", memory_gb=80)}
    rows = [InstanceRow(provider="gcp", instance_type="g2-standard-4", gpu="L4", gpu_count=1, price_on_demand=0.65,
                        currency="USD"),
            InstanceRow(provider="gcp", instance_type="a3-h100-1g", gpu="H100 PCIe", gpu_count=1,
                        price_on_demand=11.34, currency="USD")]
    n = tile_count(36_197.0, 0.5)
    row = cheapest_card_row(rows, gpus, "USD", 7.2, {}, {"L4": 121.0, "H100 PCIe": 756.0}, "R50-FPN", n)
    assert row is not None and row[1] == "L4"
    p = tile_plan("R50-FPN", n, 36_197.0, 0.5, row, "USD")
    assert 1.8 < p.hours < 2.1 and p.cost is not None and 1.3 < p.cost < 1.6
    # the imagery: 157,105 × 1,024² × 3 bytes ≈ 494 GB uncompressed
    assert 490 < p.gb < 500


def test_a_camera_fleets_ingest_is_streams_times_their_bitrate():
    # 800 cameras × 2–6 Mbit/s (1080p H.264, assumed) = 1.6–4.8 Gbit/s sustained into the cloud (the review key's
    # figure); 50 cameras = 0.1–0.3
    from tools.detector_rows import ingest_line

    m = ingest_line(800)
    assert (m.args["gbps_low"], m.args["gbps_high"]) == (1.6, 4.8)
    m = ingest_line(50)
    assert abs(m.args["gbps_low"] - 0.1) < 1e-12 and abs(m.args["gbps_high"] - 0.3) < 1e-12
