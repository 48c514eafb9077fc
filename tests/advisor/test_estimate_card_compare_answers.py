"""Whole chats: a video model sized by the scaled estimate (Mochi-1 from Wan2.1-14B × k) keeps a stated daily window
as its wall, compares a card a follow-up names on the same work, and keeps a mainland place to the China-market
cards. Traditional Chinese and English, with other counts, windows and cards than any review's.

Hand reasoning: Mochi-1 ≈ 677 s = 11.3 min a clip on an H100 / H200 (tools.derived_generation); the mainland's priced
card is an Alibaba A100 (312 TFLOPS): 677 × 989 / 312 ≈ 2,146 s = 35.8 min. 90 clips a day, 晚上10點提交朝早6點要 = 8 h:
90 × 2,146 s = 53.7 GPU-h → ⌈6.7⌉ = 7 cards (the 24 h day gave 3). An H20 (148 TFLOPS): 677 × 989 / 148 ≈ 4,523 s
= 75.4 min a clip → 113.1 GPU-h → ⌈14.1⌉ = 15 H20s in the 8 h window.
"""

import pytest

pytestmark = pytest.mark.slow


def test_traditional_window_then_a_named_china_card(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    first = eng.handle("c", "我哋想用Mochi-1每日生成90條廣告短片，晚上10點提交朝早6點要，國內租卡，點配最平？").text
    assert "⌈53.7 GPU 小時 ÷ 8 小時⌉ = 7 張" in first and "24 小時窗口" not in first
    assert "H20" in first and "A800" in first  # the China-market cards that hold it, sized on the same work
    second = eng.handle("c", "H20平啲，換H20得唔得？").text
    assert "換 H20 做同樣的量" in second and "= 15 張 H20" in second


def test_english_follow_up_names_a_card_too_small():
    import tempfile
    from pathlib import Path

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db"))
    eng.handle("e", "Mochi 1 for 90 product clips a day, we submit at 10 pm and need them by 6 am. What to rent?")
    second = eng.handle("e", "would an L40S work, it's cheaper?").text
    assert "L40S (48 GB) cannot hold this model" in second
