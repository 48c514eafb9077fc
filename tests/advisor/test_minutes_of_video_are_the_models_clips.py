"""An amount of generated video said as time ("900 minutes of video a month", 每月生成600分钟视频, 每月 30 小時影片) is the
model's clips that make it (tools.video_minutes), never one clip a minute."""

from __future__ import annotations

import pytest

from advisor.core.generated_media import clips_said
from advisor.core.video_minutes_read import video_seconds_said
from tools.video_minutes import clips_of_video


@pytest.mark.parametrize("text, seconds", [
    # Hand: 900 min × 60 = 54,000 s of video
    ("We need Wan2.1-T2V-14B to make about 900 minutes of 720p video a month. GPUs?", 54000.0),
    # 简体 Hand: 600 分钟 × 60 = 36,000 秒
    ("每月要用Wan2.1-T2V-14B生成600分钟视频，用什么卡？", 36000.0),
    # 繁體 Hand: 30 小時 × 3,600 = 108,000 秒
    ("我們每月要用Wan2.1生成30小時的教學影片，要租什麼卡？", 108000.0),
])
def test_video_said_as_time_is_seconds_not_clips(text, seconds):
    assert video_seconds_said(text) == seconds
    assert clips_said(text) is None  # the minutes are never a count of clips


def test_the_seconds_are_the_models_clips():
    # Hand: 54,000 s ÷ 5 s a clip = 10,800 clips; 12 s ÷ 5 = 2.4 → 3
    assert clips_of_video(54000, 5) == 10800 and clips_of_video(12, 5) == 3
    assert clips_of_video(0, 5) is None


@pytest.mark.parametrize("text", ["300 clips a day with Wan2.1", "200 clips of 2 minutes each", "5 minutes each video"])
def test_a_count_of_clips_or_each_clips_length_is_no_amount_of_video(text):
    assert video_seconds_said(text) is None
