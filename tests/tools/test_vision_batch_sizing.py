"""A vision model's batch is sized from FLOPs per item (or a measured speed) over the card's dense FP16 peak, its
frames counted from video hours, its multi-vector index held against the storage named, and egress priced at AWS's
published tiers (tools.vision_batch). Hand figures in each test."""

from __future__ import annotations

import pytest

from tools.media import card_rate
from tools.vision_batch import (
    JOBS,
    Facts,
    as_media,
    egress_usd,
    flops_per_item,
    frames,
    index_bytes,
    index_line,
    seconds_per_item,
    vision_job,
)


@pytest.mark.parametrize(("text", "key"), [
    ("need CLIP ViT-L/14 embeddings", "clip-l14"),
    ("openclip vit-h-14 vectors for our photos", "clip-h14"),
    ("想用 SigLIP so400m 算向量", "siglip-so400m"),
    ("upscale with realesr-animevideov3", "esrgan-animevideov3"),
    ("Real-ESRGAN 4x on old photos", "esrgan-x4plus"),
    ("用RMBG-2.0抠图", "rmbg2"),
    ("strip backgrounds with BiRefNet", "birefnet"),
    ("colqwen2 (colpali style) search", "colqwen2"),
    ("ColPali 建索引", "colpali"),
])
def test_the_model_named_is_found_in_any_wording(text: str, key: str) -> None:
    got = vision_job(text)
    assert got is not None and got.key == key


def test_a_chat_model_is_no_vision_batch() -> None:
    assert vision_job("serve Qwen2.5-7B to 50 users") is None


def test_clip_on_an_l4_at_half_its_fp16_peak() -> None:
    # OpenCLIP ViT-L-14 image tower 162.03 GFLOP; L4 dense FP16 121 TFLOPS × 0.5 → 2.678 ms an image, 373 images/s;
    # 300 M images → 300e6 × 2.678e-3 / 3,600 = 223 L4-hours
    secs = seconds_per_item(JOBS["clip-l14"], 121.0)
    assert secs == pytest.approx(162.03e9 / 60.5e12)
    assert 300e6 * secs / 3600 == pytest.approx(223.2, rel=0.01)


def test_video_hours_become_frames() -> None:
    # 500 h × 3,600 s × 23.976 fps = 43,156,800 frames
    assert frames(500, 23.976) == pytest.approx(43_156_800)


def test_super_resolution_flops_grow_with_the_frame() -> None:
    # SRVGGNetCompact (64 features, 16 convs, 4×): 3·64·9 + 16·64·64·9 + 64·48·9 = 619,200 MACs a pixel → 1,238,400
    # FLOP; a 720×480 frame (345,600 px) → 4.280e11 FLOP; 1920×1080 (2,073,600 px) → 2.568e12
    job = JOBS["esrgan-animevideov3"]
    assert flops_per_item(job) == pytest.approx(1_238_400 * 345_600)
    assert flops_per_item(job, (1920, 1080)) == pytest.approx(1_238_400 * 2_073_600)


def test_a_conv_upscaler_is_not_credited_an_h100s_tensor_cores() -> None:
    # capped at a 4090's 165.2 TFLOPS: an H100 (989.5) takes as long a frame as a 4090 → 4.28e11 / (165.2e12 × 0.1)
    job = JOBS["esrgan-animevideov3"]
    h100, rtx4090 = seconds_per_item(job, 989.5), seconds_per_item(job, 165.2)
    assert h100 == pytest.approx(rtx4090) == pytest.approx(4.28e11 / 16.52e12, rel=0.01)


def test_page_index_size_and_the_box_it_was_meant_for() -> None:
    # 2 M pages × 1,030 vectors × 128 dims × 2 B = 527.4 GB FP16; binarised (1 bit a dim) 32.96 GB: not a 64 GB box
    job = JOBS["colqwen2"]
    assert index_bytes(2e6, job) == pytest.approx(527.36e9)
    assert index_bytes(2e6, job, 1 / 8) == pytest.approx(32.96e9)
    line = index_line(job, 2e6, Facts(store_gb=64))
    assert line is not None and line.args["fits"] is False


def test_colqwen2_indexing_flops_per_page() -> None:
    # per token 2 × 1.31e9 (language model) + 2 × 675e6 × 4 patches (Qwen2-VL ViT) = 8.02e9; × 1,030 = 8.26e12
    assert flops_per_item(JOBS["colqwen2"]) == pytest.approx(8.2606e12, rel=1e-3)


def test_egress_out_of_aws_at_its_tiers() -> None:
    # 150 TB: 10,000 × 0.09 + 40,000 × 0.085 + 100,000 × 0.07 = 900 + 3,400 + 7,000 = $11,300
    assert egress_usd(150_000) == pytest.approx(11_300)
    assert egress_usd(5_000) == pytest.approx(450)


def test_background_removal_uses_the_measured_speed(gpus: dict) -> None:  # type: ignore[type-arg]
    # BiRefNet: 5.05 images/s on one A100 → 0.198 s an image there (its own measurement, not scaled)
    rate = card_rate(as_media(JOBS["rmbg2"]), gpus["A100 80GB SXM"], gpus)
    assert rate is not None and rate[0] == pytest.approx(1 / 5.05) and rate[1] is False


def test_an_embedding_model_is_timed_from_flops_on_any_catalog_card(gpus: dict) -> None:  # type: ignore[type-arg]
    # SigLIP So400m/14@384: 670.35 GFLOP; L4 121 TFLOPS × 0.5 → 11.08 ms an image
    rate = card_rate(as_media(JOBS["siglip-so400m"]), gpus["L4"], gpus)
    assert rate is not None and rate[0] == pytest.approx(670.35e9 / 60.5e12)


@pytest.fixture(scope="module")
def gpus() -> dict:  # type: ignore[type-arg]
    from catalog.gpus import all_gpus

    return all_gpus()


def test_decode_cores_are_held_against_the_picks_vcpus() -> None:
    # 300 M images in 24 h = 3,472 images/s ÷ 100 a core (assumed) = 34.7 cores > 4 machines × 4 vCPUs = 16
    from tools.vision_batch import io_lines

    lines = io_lines(JOBS["clip-l14"], 300e6, 24.0, Facts(), vcpus=16)
    decode = next(m for m in lines if m.code == "vision_batch.decode")
    assert decode.args["cores"] == pytest.approx(34.72, rel=1e-3) and decode.args["short"] is True
    roomy = next(m for m in io_lines(JOBS["clip-l14"], 300e6, 24.0, Facts(), vcpus=64) if m.code == "vision_batch.decode")
    assert roomy.args["short"] is False


def test_a_page_index_is_served_a_month_on_a_machine_whose_ram_holds_it() -> None:
    # 500 k ColQwen2 pages: binarised 500e3 × 1,030 × 128 ÷ 8 = 8.24 GB × 1.5 = 12.36 GB = 11.5 GiB → the $0.30 row with
    # 16 GiB (the $0.10 one has 8 GiB): $0.30 × 730 = $219 a month; FP16 131.8 GB × 1.5 = 197.8 GB = 184.2 GiB → the
    # $2 row with 256 GiB: $1,460 a month. No query rate said: no serving line.
    from tools.vector_index import HostOffer
    from tools.vision_batch import index_host_line

    rows = [HostOffer(p, p, "", "L4", 1, ram, price)
            for p, ram, price in (("small", 8, 0.10), ("mid", 16, 0.30), ("big", 256, 2.0), ("huge", 1024, 9.0))]
    job = JOBS["colqwen2"]
    m = index_host_line(job, 5e5, Facts(queries_per_s=2.0), rows, "USD")
    assert m is not None
    assert m.args["bin"]["need_gib"] == pytest.approx(11.51, rel=1e-2)
    assert m.args["bin"]["provider"] == "mid" and m.args["bin"]["month"] == pytest.approx(219)
    assert m.args["fp16"]["provider"] == "big" and m.args["fp16"]["month"] == pytest.approx(1460)
    assert "$219 a month" in m.text("en") and "每月 $1,460" in m.text("zh")
    assert index_host_line(job, 5e5, Facts(), rows, "USD") is None
