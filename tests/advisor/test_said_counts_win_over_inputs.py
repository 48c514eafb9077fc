"""Two small readings that change the plan: the clip count said wins over the photos, and a conversation's stated
maximum is the context.

By hand: "200 product photos and want 40 clips" is 40 image-to-video clips (the photos are what the clips are made
from, 40 is the count asked; with no clip count, one clip a photo); "chats run up to 16k tokens" is a 16,384-token
context (16 is a power of two: a window, tools.token_window), in 简体 and 繁體 the same.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.generated_media import clips_said
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "clips"), [
    # 40 clips asked from 200 photos: 40
    ("I have 200 product photos and want 40 clips made with Wan 2.1 image-to-video", 40),
    # 简体: 250 张图, 30 条短视频 → 30
    ("我有250张商品图，要做30条短视频，用 Wan 2.1 图生视频", 30),
    # 繁體: 120 張照片, 25 支影片 → 25
    ("我有 120 張照片，想做 25 支影片，用 Wan 2.1 圖生影片", 25),
    # no clip count: one clip a photo, 90
    ("turn 90 photos into 5-second clips", 90),
])
def test_the_clip_count_said_wins(text, clips):
    assert clips_said(text) == clips


@pytest.mark.parametrize("text", [
    "serve Gemma-2-9B, chats run up to 16k tokens, 30 users",
    "部署 Qwen2.5-7B，对话最长到16k，30个并发",
    "部署 Qwen2.5-7B，對話最長 16k，30 個並發",
])
def test_a_conversation_maximum_is_the_context(text):
    assert extract(text).patch.seq_len == 16_384
