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
    # no frame rate said: videos × minutes at the assumed 30 fps (said in the answer)
    ("每天大概1万条1分钟1080p竖屏视频要抠人像换背景", None, 18_000_000),  # 10,000 × 1 × 60 × 30
    # 4,000 × 2 × 60 × 30
    ("background replacement on 4,000 videos a day, each 2 minutes at 1080p", None, pytest.approx(14_400_000)),
    ("我哋每日要幫3千條30秒嘅短片換背景", None, 2_700_000),  # 3,000 × 0.5 × 60 × 30
    ("每日要處理 6,000 條 3-minute 影片", None, 32_400_000),  # 6,000 × 3 × 60 × 30
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


@pytest.mark.slow
def test_video_matting_is_frames_at_the_published_fps_with_nvenc_said(ask):
    # Hand (简体): 10,000 × 1 min × 60 × 30 fps (assumed) = 1.8e7 frames a day; RVM HD 172 fps on an RTX 3090 in FP16
    # (its README's Speed table), held on a 4090 → 1.8e7 ÷ 172 = 104,651 s = 29.1 GPU-h a day → ⌈29.1 ÷ 24⌉ = 2 × RTX
    # 4090; H800 has no NVENC: the wrong card.
    out = ask("做短视频的，每天大概1万条1分钟1080p竖屏视频要抠人像换背景，用RobustVideoMatting，需要租什么卡，"
              "每月多少钱？要不要上H800")
    assert "数量未说明" not in out and "每天 18,000,000 帧" in out and "29.1 GPU 小时" in out, out
    assert "2 张 RTX 4090" in out and "每秒 30 帧（假设" in out and "NVENC" in out and "H800" in out, out
    # Hand (EN): 4,000 × 2 × 60 × 30 = 1.44e7 frames ÷ 172 = 83,721 s = 23.3 GPU-h a day → 1 × RTX 4090
    out = ask("We need background replacement on 4,000 videos a day, each 2 minutes at 1080p, with RobustVideoMatting. "
              "Which GPUs and what a month? Should we rent H100s?")
    assert "14,400,000 frames a day" in out and "23.3 GPU-hours" in out and "1 × RTX 4090" in out, out
    assert "GPL-3.0" in out and "H100 / H800 / A100 has none" in out, out
    # Hand (粵語): 3,000 × 30 s × 30 fps = 2.7e6 frames ÷ 172 = 15,698 s = 4.4 GPU-h a day → 1 card
    out = ask("我哋每日要幫3千條30秒嘅短片用RVM換背景，租咩卡？每月幾錢？")
    assert "2,700,000 幀" in out and "4.4 GPU 小時" in out and "1 張 RTX 4090" in out, out
