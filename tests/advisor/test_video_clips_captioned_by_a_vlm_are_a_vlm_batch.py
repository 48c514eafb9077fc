"""Video clips captioned, described or tagged by a named vision-language model are a VLM batch over the clips (one
request a clip, the clip's sampled frames as visual tokens: advisor/core/video_caption_read.py, tools/video_caption.py),
never a video-generation job and never one chat user."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,clips,visual", [
    # 250,000 clips of 10 s at 720p on Qwen2.5-VL-32B: 20 frames, 720 tokens a frame pair → 7,200 visual tokens a clip
    ("We need short descriptions for 250k product videos, ~10 seconds each, 720p, using Qwen2.5-VL-32B. Within a week.",
     250_000, 7_200),
    # 简体: 8万段 6 秒 1080p 的视频 → 12 frames, the 1080p frame also capped to 1008 × 560 → 720 a pair × 6 = 4,320
    ("我们有8万段短视频，每段6秒，1080p，想用Qwen2.5-VL-7B给每段打标签，五天内，多少钱？", 80_000, 4_320),
    # 繁體: 3萬條 20 秒影片 → 40 frames → 20 pairs × 720 = 14,400 (no size said: 720p assumed, said)
    ("我們有3萬條影片，每條約20秒，想用 Qwen2-VL-7B 幫每條寫一段描述，兩週內要完成", 30_000, 14_400),
])
def test_clips_a_vlm_describes_are_a_batch_of_clip_prompts(text, clips, visual):
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == clips
    assert p.image_tokens == visual and p.prompt_tokens == visual + 161  # the frames and a ShareGPT-mean instruction


def test_clips_with_no_vlm_named_are_not_read_here():
    assert extract("Caption 100k clips of 8 seconds each").patch.image_tokens is None


@pytest.mark.slow
def test_a_text_to_video_set_captioned_by_a_named_vlm_is_sized_on_that_vlm(tmp_path):
    # 400,000 clips of 6 s at 1080p for a text-to-video training set, captioned by Qwen2.5-VL-7B: a batch of 400,000
    # prompts of 4,320 + 161 tokens on Qwen2.5-VL-7B, never video generation on Wan2.1 (the named VLM ignored)
    eng = Engine(store=Store(tmp_path / "s.db"))
    text = eng.handle("t", "We are building a text-to-video training set: 400,000 clips, ~6 seconds each, 1080p. Want a dense "
              "caption per clip from Qwen2.5-VL-7B. Ten days, spot is fine. What do we rent and total?").text
    assert "Qwen2.5-VL-7B" in text and "Wan2" not in text
    assert "400,000" in text and "4,481" in text
