"""Two Apple boxes linked for one model: their memory at the macOS GPU wired share against the need, the decode
ceiling of a pipeline split (the slower box's bandwidth over the active weights, half on each box in turn) and the
hop over Thunderbolt 5 (80 Gb/s = 10 GB/s)."""

import pytest

from catalog.gpus import all_gpus
from catalog.registry import get
from tools.mac_link import TB5_GB_S, link_line, mac_link


def test_two_m4_max_boxes_hold_a_70b_at_int8_that_one_cannot() -> None:
    # Hand: Mac Studio M4 Max 64 GB × 0.75 (the macOS default GPU share: the catalog's usable ÷ total) = 48 GB a box,
    # 96 GB for two; Llama-3.3-70B at INT8 ≈ 70.6 B × 8.16 / 8 ≈ 72 GB + 8k of BF16 KV (80 layers × 8 × 128 × 2 × 2 B
    # = 320 KiB a token × 8,192 ≈ 2.7 GB) ≈ 75 GB: two boxes, not one. BF16 (141 GB) does not fit: INT8 is picked.
    # Decode: 72 GB read a token (dense) at 546 GB/s → ≈ 7.5 tok/s at most; hop 8,192 × 2 B ÷ 10 GB/s ≈ 1.6 µs.
    m = mac_link(get("Llama-3.3-70B"), 8192, all_gpus()["Apple M4 Max"], 2, 64)
    assert m.precision == "int8" and m.one_box_gb == pytest.approx(48, abs=0.5)
    assert m.one_box_gb < m.need_gb <= m.usable_gb
    assert 6.5 < m.ceiling_tok_s < 8.5 and m.hop_us == pytest.approx(1.64, abs=0.05)
    assert TB5_GB_S == 10


def test_an_moe_reads_only_its_active_weights_and_a_too_big_model_does_not_fit() -> None:
    # Hand: Qwen3-235B-A22B at INT8 on two 256 GB M3 Ultra (192 GB a box, 384 GB both): ≈ 240 GB + KV fits both,
    # not one; 22 B of 235 B active → ≈ 22.6 GB read a token at 819 GB/s → ≈ 36 tok/s ceiling.
    m = mac_link(get("Qwen3-235B-A22B"), 32768, all_gpus()["Apple M3 Ultra"], 2, 256, "int8")
    assert m.precision == "int8" and 30 < m.ceiling_tok_s < 42
    # Two 36 GB M4 Max boxes (27 GB each, 54 GB both) cannot hold a 70B even at INT4 (≈ 40 GB + KV at 128k ≈ 43 GB).
    small = mac_link(get("Llama-3.3-70B"), 131072, all_gpus()["Apple M4 Max"], 2, 36)
    assert small.precision is None
    assert "does not fit" in link_line(small, "Mac Studio M4 Max", "Llama-3.3-70B").text("en")
    assert "2 machines, not one" in link_line(m, "Mac Studio M3 Ultra", "Qwen3-235B-A22B").text("en")
