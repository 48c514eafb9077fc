"""A daily batch of generated clips said to run in a window ("every night from 9 pm to 7 am", 晚上11点提交早上5点要,
晚上9點開始跑，朝早7點前要出) is sized for that window, not for a 24 h day: cards = ⌈GPU-hours ÷ window hours⌉, and the
month said both ways (released after each window, or kept on 730 h). Before, the window was dropped and the cards ran
24 h (⌈67.6 ÷ 24⌉ = 3 cards where an 8 h window needs 9)."""

import re

import pytest

from advisor.core.clip_window_read import daily_window


@pytest.mark.parametrize("text, window", [
    ("Wan2.2-TI2V-5B, 400 clips every night from 9 pm to 7 am", (10.0, 21.0, 7.0)),
    ("500 clips a day, submitted at 11 pm and must be done by 6 am", (7.0, 23.0, 6.0)),
    ("用Wan2.1-T2V-1.3B每天生成600条视频，晚上11点提交早上5点要", (6.0, 23.0, 5.0)),
    ("每晚生成300條影片，晚上9點開始跑，朝早7點前要出", (10.0, 21.0, 7.0)),
])
def test_the_daily_window_is_read(text, window):
    # 21:00 → 07:00 = 10 h; 23:00 → 06:00 = 7 h; 23:00 → 05:00 = 6 h (across midnight)
    assert daily_window(text) == window


@pytest.mark.parametrize("text", ["200 clips a day at 480p", "每天生成200条5秒视频"])
def test_no_clock_no_window(text):
    assert daily_window(text) is None


def _head(out: str) -> tuple[float, int, float]:
    m = re.search(r"([\d,.]+) GPU[- ](?:hours|小时|小時)[^→]*→ (\d+) ", out)
    assert m, out
    w = re.search(r"(?:running|连续跑|連續跑) ([\d.]+) ", out)
    assert w, out
    return float(m.group(1).replace(",", "")), int(m.group(2)), float(w.group(1))


@pytest.mark.slow
@pytest.mark.parametrize("text, window", [
    # 400 clips × ≈ 9.9 min on the cheapest card ≈ 66 GPU-hours; 10 h window → ⌈6.6⌉ = 7 cards (24 h: 3)
    ("Wan2.2-TI2V-5B, 400 clips of 5 s at 720p every night from 9 pm to 7 am, GPUs in the US, what does it cost?", 10.0),
    # 600 clips × ≈ 7 min ≈ 70 GPU-hours; 23:00 → 05:00 = 6 h → ⌈11.65⌉ = 12 cards (24 h: 3)
    ("用Wan2.1-T2V-1.3B每天生成600条5秒480P视频，晚上11点提交早上5点要，美国租卡", 6.0),
    # 300 clips × ≈ 9.9 min ≈ 50 GPU-hours; 21:00 → 07:00 = 10 h → ⌈5.0⌉ = 5 cards (24 h: 3)
    ("用Wan2.2-TI2V-5B每晚生成300條5秒720P影片，晚上9點開始跑，朝早7點前要出，美國租卡", 10.0),
])
def test_the_clip_plan_runs_in_the_window_and_prices_both_months(tmp_path, text, window):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    gpuh, cards, running = _head(out)
    assert running == window, out
    assert cards == -(-round(gpuh, 1) // window) or cards == -(-gpuh // window), out
    assert "730" in out and "30.4" in out, out  # both months said: released after the window, and kept
