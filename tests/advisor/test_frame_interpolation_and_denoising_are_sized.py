"""Frame interpolation (RIFE) counted in frames from episodes × minutes × fps, and speech enhancement (DeepFilterNet)
in CPU core-hours from its real-time factor: a stated volume is sized, never "no count said". English, 简体 and 繁體,
other numbers than any review's. Hand reasoning:
- RIFE 30 FPS at 720p on an RTX 2080 Ti (arXiv:2011.06294): 1080p has 2.25× the pixels → 75 ms a frame (a 4090 is
  held to the measured card's time). 400 videos × 4 min × 60 × 24 fps = 2,304,000 frames × 0.075 s = 48 GPU-h;
  within 1 day (24 h) → 2 cards.
- RIFE at 720p, 800 episodes a day × 3 min × 60 × 25 fps = 3,600,000 frames × 1/30 s = 33 GPU-h a day → 2 cards.
- DeepFilterNet RTF 0.04 on one thread: 144 core-s an hour of audio; 20,000 h = 800 core-hours, over 30 days (720 h)
  = 1.11 cores; 30,000 h = 1,200 core-hours — no A100.
"""

import pytest

from advisor.core.media_frames import frames_said
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, backlog, daily", [
    ("400 music videos of 4 minutes each at 24 fps", 2_304_000, None),  # 400 × 4 × 60 × 24
    ("短视频平台每天新上800集，每集3分钟720p 25帧", None, 3_600_000),  # 800 × 3 × 60 × 25
    ("每週收到 120 小時 1080p 30fps 的比賽錄像", 12_960_000, None),  # 120 × 3,600 × 30
    ("interpolate 1.2M frames with RIFE", 1_200_000, None),
    ("RIFE on our videos", None, None),
])
def test_frames_are_read_from_the_video_said(text, backlog, daily):
    assert frames_said(text) == (backlog, daily)


@pytest.mark.slow
def test_rife_music_videos_english(ask):
    out = ask("Our studio wants RIFE to take 400 music videos of 4 minutes each at 24 fps up to 48 fps, done within "
              "1 day. What GPUs?")
    assert "2,304,000 frames = 48 GPU-hours" in out and "within 24 h that is 2 × RTX 4090" in out, out


@pytest.mark.slow
def test_rife_daily_episodes_simplified(ask):
    out = ask("短视频平台每天新上800集，每集3分钟720p 25帧，想用RIFE插帧到50帧，当天处理完，租什么卡？")
    assert "每天 3,600,000 帧 = 33 GPU 小时" in out and "24 小时内做完要 2 张" in out, out


@pytest.mark.slow
def test_denoising_is_cpu_core_hours_english(ask):
    out = ask("We have 20,000 hours of call-centre recordings to clean with DeepFilterNet within 30 days. Do we need GPUs?")
    assert "20,000 hours of audio = 800 core-hours" in out and "1.11 cores" in out, out
    assert "No GPU server needed" in out, out


@pytest.mark.slow
def test_denoising_and_the_a100_traditional(ask):
    out = ask("電台有3萬個鐘舊廣播錄音想用DeepFilterNet降噪，兩個月內做完，老闆問要不要租A100？")
    assert "30,000 小時音訊 = 1,200 核時" in out and "不需要" in out, out
