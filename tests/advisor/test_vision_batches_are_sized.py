"""A vision model's batch over a stated count is sized (machines, hours, cost, GPU-hours from FLOPs per item or a
measured speed), never refused as "not sized here" or sized as a chat LLM: image embeddings (CLIP, SigLIP),
super-resolution (Real-ESRGAN), background removal (BiRefNet, RMBG-2.0) and multi-vector page retrieval (ColPali,
ColQwen2), in English, 简体 and 繁體; a deadline said later re-sizes it on more machines
(advisor/core/vision_batch.py, tools/vision_batch.py)."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer

REFUSED = ("Not sized here", "这里不做估算", "這裡不做估算", "which model", "用哪个模型", "用哪個模型")


def _sized(text: str) -> None:
    for s in REFUSED:
        assert s not in text, (s, text)


def test_clip_embeddings_of_a_listing_photo_set_within_days(engine):
    # OpenCLIP ViT-H-14: 334.59 GFLOP an image × 50 M = 1.67e19 FLOP; one vector of 1,024 dims at FP16 → 102 GB
    r = engine.handle("t", "We want OpenCLIP ViT-H/14 embeddings for 50 million listing photos within 3 days, what "
                           "should we rent?")
    _sized(r.text)
    for s in ("CLIP ViT-H/14", "50,000,000 images", "1.67e+19 FLOP", "GPU-hours", "102 GB"):
        assert s in r.text, (s, r.text)


def test_siglip_vectors_in_traditional_chinese(engine):
    # SigLIP So400m/14@384: 670.35 GFLOP × 2,000 萬 = 1.34e19 FLOP; 1,152 dims × 2 B × 2e7 = 46 GB
    r = engine.handle("t", "我們有大約 2000 萬張商品照片，想用 SigLIP so400m 算向量做以圖搜圖，一週內跑完，租什麼 GPU 最划算？")
    _sized(r.text)
    for s in ("SigLIP So400m", "20,000,000 張圖片", "1.34e+19 FLOP", "46 GB"):
        assert s in r.text, (s, r.text)


def test_film_upscaling_counts_frames_from_hours_in_simplified_chinese(engine):
    # 200 h × 3,600 × 25 fps = 18,000,000 frames of 1920×1080; 1,238,400 FLOP a pixel × 2,073,600 px × 1.8e7 = 4.62e19
    r = engine.handle("t", "有 200 小时 1080p 的老电影想用 realesr-animevideov3 做 4 倍超分，25fps，一周内完成，租什么卡？")
    _sized(r.text)
    for s in ("18,000,000 帧", "4.62e+19 FLOP", "NVENC"):
        assert s in r.text, (s, r.text)


def test_anime_upscaling_re_sized_for_a_three_day_delivery(engine):
    # 500 h × 3,600 × 23.976 = 43,156,800 frames of 720×480 → 1.85e19 FLOP; at 10 % of ≤ 165.2 TFLOPS a card needs
    # hundreds of GPU-hours, so 72 h takes several independent machines
    engine.handle("t", "we have ~500 hours of old 480p anime episodes (we hold the rights) and want a 4x upscale with "
                       "Real-ESRGAN (animevideov3 model). cheapest gpu plan?")
    r = engine.handle("t", "the distributor now wants it delivered in 3 days")
    _sized(r.text)
    assert "43,156,800 frames" in r.text and "within 3.0 days" in r.text, r.text
    m = re.search(r"The deadline needs ([\d,]+) machines", r.text)
    assert m is not None and int(m.group(1).replace(",", "")) >= 4, r.text


def test_background_removal_per_day_with_birefnet(engine):
    # 40,000 images ÷ 5.05 a second on an A100 = 2.2 A100-hours a day; the batch is daily, so a month is priced
    r = engine.handle("t", "Background removal with BiRefNet for 40k product shots per day - cheapest GPU?")
    _sized(r.text)
    for s in ("40,000 images a day", "5.05 images/s", "a month"):
        assert s in r.text, (s, r.text)


def test_page_retrieval_index_does_not_fit_the_box_named(engine):
    # ColPali: 500,000 pages × 1,030 × 128 × 2 B = 132 GB FP16 (8 GB binarised), against the 32 GB server named
    r = engine.handle("t", "用 ColPali 给 50 万页扫描合同建索引，向量打算放在 32GB 内存的服务器上，要什么 GPU？")
    _sized(r.text)
    for s in ("500,000 页", "132 GB", "放不进你说的 32 GB", "MaxSim"):
        assert s in r.text, (s, r.text)


def test_clip_batch_in_s3_re_sized_for_a_day_keeps_the_egress_and_decode(engine):
    # 300 M × 500 KB = 150 TB → $11,300 egress out of AWS; in 24 h ≈ 3,472 images/s to decode ≈ 35 cores at 100/s
    engine.handle("t", "need CLIP ViT-L/14 embeddings for about 300M product images (avg 500KB jpg, sitting in S3 "
                       "us-east-1) for dedup + visual search. cheapest way to do it? no rush, 2 weeks is fine")
    r = engine.handle("t", "scratch that, leadrship wants it done in 24h")
    _sized(r.text)
    for s in ("300,000,000 images", "within 1.0 day", "$11,300", "150 TB", "CPU cores", "shards"):
        assert s in r.text, (s, r.text)


def test_sam2_drone_footage_is_sized_from_frames_not_asked_for_a_model(engine):
    # 2,000 h × 3,600 × 30 fps = 216,000,000 frames; Hiera-L measured 24.2 fps on one A100 (≈ 2,479 A100-hours);
    # sampled at 5 fps: 36,000,000 frames, 6× less; 10 days needs several independent machines
    r = engine.handle("t", "ag-tech company. we have 2,000 hours of our own survey drone footage (1080p, 30fps, "
                           "farmland, nothing sensitive) and want to run SAM 2.1 (hiera large) to track/segment cattle "
                           "and machinery through every video. need it done in 10 days. what GPUs, how many, cost?")
    _sized(r.text)
    for s in ("SAM 2.1 Hiera-L", "216,000,000 frames", "24.2 frames/s on one A100", "36,000,000 frames", "6× less",
              "Grounding DINO", "within 10.0 days"):
        assert s in r.text, (s, r.text)
    assert "No model named" not in r.text and "Llama" not in r.text


@pytest.mark.parametrize(("text", "musts"), [
    # 500 h × 3,600 × 25 fps = 45,000,000 帧; 5 fps: 9,000,000 帧; no size named → Hiera-L, said
    ("我们有500小时的无人机视频，25fps，想用SAM2跟踪牛群，一周内跑完，要租什么卡，多少钱",
     ("45,000,000 帧", "9,000,000 帧", "Hiera-L", "Grounding DINO")),
    # 300 h × 3,600 × 30 fps = 32,400,000 幀 (Hiera-S, 43.3 fps on one A100)
    ("我們有 300 小時的監視器影片，30fps，想用 SAM 2.1 small 做分割追蹤，兩週內完成，要租什麼卡？",
     ("32,400,000 幀", "43.3", "Hiera-S")),
])
def test_sam2_tracking_in_chinese_counts_frames(engine, text, musts):
    r = engine.handle("t", text)
    _sized(r.text)
    for s in musts:
        assert s in r.text, (s, r.text)
