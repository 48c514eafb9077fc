"""A named non-LLM batch asked as buy-or-rent of stated cards ("Real-ESRGAN over 2,000 hours of SD film: buy 8 4090s
or rent?") sizes the work first, frames × FLOPs a frame, and what those cards take against the deadline, then the rent
and the break-even (advisor.core.conversation.named_work_on_cards, tools.vision_batch.on_stated_cards); Cantonese
hours of film (2000個鐘嘅舊SD片) are hours of video. docs/RECOMMENDER.md "Vision batches"."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from advisor.core.vision_batch import VIDEO_HOURS
from tests.conftest import module_home
from tools.vision_batch import JOBS, on_stated_cards

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

HK = ("我哋係電視台，片庫有2000個鐘嘅舊SD片（720x576, 25fps），想用Real-ESRGAN放大做高清版，三個月內做完。"
      "應該買8張4090定係租？片唔可以離開香港")


@pytest.mark.parametrize("text, hours", [
    ("片庫有2000個鐘嘅舊SD片", "2000"), ("500个钟头的节目", "500"), ("1,200 小時的錄像", "1,200"),
    ("300 hours of footage", "300")])
def test_hours_of_film_are_read_in_cantonese_and_mandarin(text, hours):
    m = VIDEO_HOURS.search(text)
    assert m is not None and next(g for g in m.groups() if g) == hours


def test_eight_4090s_take_seventy_five_days():
    # Hand: 2,000 h × 3,600 × 25 = 180 M frames; RealESRGAN_x4plus ≈ 35.9 MFLOP an input pixel × 720 × 576 = 414,720
    # px ≈ 14.9 TFLOP a frame; a 4090 runs RRDBNet 4× at a measured 4.66 frames/s of 640×480 (traiNNer-redux
    # benchmarks: 11.0 TFLOP × 4.66 = 51.3 TFLOP/s, 31 % of 165) → 0.29 s a frame → 14,500 GPU-hours; ÷ 8 cards =
    # 1,813 h ≈ 75.5 days, within 90 days (2,160 h: 14,500 ÷ 2,160 → 7 cards would do)
    got = on_stated_cards(JOBS["esrgan-x4plus"], 180e6, 165.0, 8, (720, 576), 90 * 24)
    assert got is not None
    assert got.seconds_per_item == pytest.approx(0.29, rel=0.01)
    assert got.gpu_hours == pytest.approx(14_500, rel=0.01) and got.days == pytest.approx(75.5, rel=0.01)
    assert got.needed == 7 and got.deadline_days == 90


@pytest.mark.slow
def test_the_hong_kong_archive_is_sized_before_buy_or_rent(tmp_path):
    # the catalog's 4090 peak is 165.2 TFLOPS: 14,485 GPU-hours, ≈ 75 days on 8 — inside three months
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", HK).text
    assert "180,000,000 幀" in out and "14,485 GPU 小時" in out
    assert "75 天" in out and "在你的 90 天內" in out and "實測每秒 4.66 張" in out
    assert out.index("180,000,000") < out.index("回本價")  # the work before the break-even


@pytest.mark.slow
def test_the_hong_kong_archive_in_one_month_needs_more_cards(tmp_path):
    # 14,485 GPU-hours in 30 days (720 h) → 20.1 → 21 cards, or the compact model
    text = HK.replace("三個月內", "一個月內")
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert "超出你的 30 天" in out and "21 張" in out and "realesr-general-x4v3" in out


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    ("We need to upscale 500 hours of 720x480 24fps footage with Real-ESRGAN within 3 months. Is it better to buy 4 "
     "RTX 4090s or to rent them?", ("43,200,000 frames", "On 4 × RTX 4090", "2,897 GPU-hours", "30 days",
                                    "within your 90 days")),
    ("用Real-ESRGAN把500小时的720x480 24fps视频放大，3个月内完成，买4张4090还是租？",
     ("43,200,000 帧", "用 4 张 RTX 4090", "2,897 GPU 小时", "30 天", "在你的 90 天内")),
])
def test_a_buy_or_rent_of_upscaling_says_what_the_cards_take(tmp_path, text, said):
    # Hand: 500 h × 3,600 × 24 fps = 43.2 M frames at 720×480 (345,600 px × 35.9 MFLOP ≈ 12.4 TFLOP) ÷ 51.3 TFLOP/s
    # (the measured 4090 rate) → 0.24 s → 2,897 GPU-hours ÷ 4 cards ≈ 724 h ≈ 30 days, within 3 months (90 days)
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert all(x in out for x in said), out
