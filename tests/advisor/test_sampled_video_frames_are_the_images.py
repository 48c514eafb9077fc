"""Videos × frames sampled from each are the images of an embedding batch (never one image a video), and the decode
that pulls the frames is said as a CPU / NVDEC cost (tools.video_frames, advisor.core.video_frames_read)."""

from __future__ import annotations

import pytest

from advisor.core.video_frames_read import video_frames
from tools.video_frames import decode_line, sampled_images


@pytest.mark.parametrize("text, want", [
    # Hand: 500,000 videos × 12 frames = 6,000,000 images; 60 s each
    ("We ingest 500,000 videos a day (about 60 s each) and sample 12 frames per video to embed with CLIP ViT-L/14",
     (500_000, 12, 60)),
    # Hand: 120万 = 1,200,000 videos; 30 s ÷ one frame every 3 s = 10 frames each
    ("每天新增120万条视频，平均30秒，每3秒抽一帧用 CLIP 算向量做去重", (1_200_000, 10, 30)),
    # Hand: 80萬 = 800,000 videos × 8 frames; no length said
    ("每天 80 萬支影片，每支影片取 8 幀，用 CLIP 算向量", (800_000, 8, None)),
])
def test_videos_and_frames_each_are_read(text, want):
    assert video_frames(text) == want


def test_no_sampling_said_is_no_frame_count():
    assert video_frames("embed 2M product images with CLIP") is None
    assert video_frames("we have 40,000 videos to caption") is None


def test_the_images_and_the_footage_to_decode():
    # Hand: 1,200,000 × 10 = 12,000,000 images; 1,200,000 × 30 s = 36,000,000 s = 10,000 hours of footage to decode
    assert sampled_images(1_200_000, 10) == 12_000_000
    line = decode_line(1_200_000, 10, 30)
    assert line.args["images"] == 12_000_000 and line.args["hours"] == pytest.approx(10_000)
    assert "NVDEC" in line.en and "NVDEC" in line.zh


@pytest.mark.slow
@pytest.mark.parametrize("text, images", [
    ("We ingest 500,000 videos a day (about 60 s each) and sample 12 frames per video to embed with CLIP ViT-L/14 "
     "for near-duplicate search. How many GPUs?", "6,000,000"),
    ("每天新增120万条视频，平均30秒，每3秒抽一帧用 CLIP 算向量做去重，要多少 GPU？", "12,000,000"),
    ("每天 80 萬支影片，每支影片取 8 幀，用 CLIP 算向量做搬運偵測，要幾張卡？", "6,400,000"),
])
def test_the_batch_is_sized_on_the_frames(tmp_path, text, images):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert images in out.split("\n")[0] and "NVDEC" in out
