"""Frame interpolation to a stated target frame rate counts the frames the model makes: output frames = source frames ×
target ÷ source fps, new frames (one model pass each) = output − source; never the source frames (a 2× doubling) when
the target is 2.5×. English, 简体 and 繁體. Hand reasoning (an ML-infra engineer's figures):
- 200 episodes a day × 2 min × 60 × 24 fps = 576,000 source frames; to 60 fps = × 2.5 = 1,440,000 output frames,
  864,000 new (1.5 a source frame). RIFE at 1080p: 30 FPS at 720p on an RTX 2080 Ti (arXiv:2011.06294) × 2.25 pixels
  → 75 ms a frame → 864,000 × 0.075 s = 64,800 s = 18 GPU-h a day (not the 12 h the source frames alone gave).
- 50 episodes a day × 45 min × 60 × 30 fps = 4,050,000 source; to 60 fps = 2× → 4,050,000 new, 8,100,000 output;
  × 0.075 s = 84 GPU-h a day.
- 300 h × 3,600 × 25 fps = 27,000,000 source; to 50 fps → 27,000,000 new × 0.075 s = 562 GPU-h.
- 24 → 48 fps (2×) is the plain doubling: the count is unchanged.
"""

import pytest

from advisor.core.media_frames import target_fps
from tests.conftest import module_ask, module_home
from tools.media_models import interpolated_frames

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, rates", [
    ("短剧平台每天上新200集，每集2分钟，1080p 24帧，想用rife插帧到60帧", (24.0, 60.0)),
    ("我們每天有50集、每集45分鐘的1080p 30fps 影片，想用RIFE補幀到60幀", (30.0, 60.0)),
    ("300 hours of 1080p 25fps footage to interpolate to 50 fps with RIFE", (25.0, 50.0)),
    ("400 music videos of 4 minutes each at 24 fps", None),  # no target: the plain doubling
    ("60 fps footage, convert to 30 fps", None),  # a target below the source is no interpolation
])
def test_target_frame_rate_is_read(text, rates):
    assert target_fps(text) == rates


def test_new_and_output_frames():
    assert interpolated_frames(576_000, 24, 60) == pytest.approx((864_000, 1_440_000, 2.5))
    assert interpolated_frames(4_050_000, 30, 60) == pytest.approx((4_050_000, 8_100_000, 2.0))


@pytest.mark.slow
def test_simplified_chinese_short_dramas_to_60_fps(ask):
    out = ask("短剧平台每天上新200集，每集2分钟，1080p 24帧，想用rife插帧到60帧，国内租什么卡，一个月大概多少钱")
    assert "1,440,000" in out and "864,000" in out and "2.5" in out
    assert "每天 864,000 帧 = 18 GPU" in out  # the new frames are timed, not the 576,000 source frames (12 h)
    assert "576,000 帧 = 12" not in out


@pytest.mark.slow
def test_traditional_chinese_episodes_to_60_fps(ask):
    out = ask("我們每天有50集、每集45分鐘的1080p 30fps 影片，想用RIFE補幀到60幀，租什麼卡？")
    assert "8,100,000" in out and "4,050,000" in out
    assert "84 GPU" in out


@pytest.mark.slow
def test_english_footage_to_50_fps(ask):
    out = ask("we have 300 hours of 1080p 25fps footage to interpolate to 50 fps with RIFE, what should we rent?")
    assert "54,000,000 output frames" in out and "562 GPU-hours" in out
