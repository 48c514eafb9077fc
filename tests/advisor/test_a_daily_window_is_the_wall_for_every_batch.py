"""A stated daily window is the wall for every daily non-LLM batch (speech-to-text, image generation, embeddings), not
only for generated video: the answer says ⌈GPU-hours ÷ window hours⌉ cards and the month both ways (released after
each window on 30.4 days, kept on 730 h). Before, only a video batch said it; a Whisper night batch said only its
24 h-day month."""

import re

import pytest

from advisor.core.batch_window_lines import window_msg


class _Row:  # a fleet that overruns every window below (13 h): the window's bare count is said
    gpu, gpus, machines, price, hours = "L40S", 1, 4, 1.5, 13.0


class _Fits:  # the answer's own fleet, inside an 8 h window: 31 × 1 A10 at ≈ 6.2 h (start-up included)
    gpu, gpus, machines, price, hours = "A10", 1, 31, 0.5, 6.2


@pytest.mark.parametrize("text, hours", [
    ("Embed 8 million support tickets with e5-large every night, 1 am to 5 am", 4.0),  # 01:00 → 05:00 = 4 h
    ("每天晚上9点到凌晨3点把当天的录音转写完", 6.0),  # 21:00 → 03:00 = 6 h across midnight
    ("每晚收工後晚上8點至朝早8點跑完", 12.0),  # 20:00 → 08:00 = 12 h
])
def test_a_daily_batch_with_a_window_gets_the_window_line(text, hours):
    # 22 GPU-hours at $1.50 a card-hour: ⌈22 ÷ h⌉ cards; released cards × h × 30.4 × 1.5, kept cards × 730 × 1.5
    got = window_msg(text, "day", 22.0, _Row(), "USD")
    assert got is not None and got.args["hours"] == hours
    assert got.args["cards"] == -(-22 // hours)


@pytest.mark.parametrize("text", [
    "Transcribe 5,000 hours of calls with Whisper large-v3 every night from 11 pm to 7 am",
    "每天晚上11点到第二天7点要把大概5000小时的客服录音转成文字,用whisper large v3",
    "每晚11點至朝早7點要將5000個鐘嘅客服錄音轉文字,用whisper large v3",
])
def test_the_window_line_states_the_answers_own_fleet(text):
    # by hand: 185 GPU-hours a night; the headline's 31 machines × 1 A10 finish in 185 ÷ 31 + 0.25 ≈ 6.2 h ≤ 8 h
    # (23:00 → 07:00), planned with 27 % spare: ⌈185 ÷ (8 ÷ 1.27 − 0.25 = 6.05)⌉ = 31. The window line says 31, not a
    # second count ⌈185 ÷ 8⌉ = 24 (said only as the bare count beside it); released 31 × 6.2 h × 30.4 × $0.50
    # ≈ $2,923 a month (30.42 days = 730 h ÷ 24: the batch's own month), kept 31 × 730 × 0.50 = $11,315
    got = window_msg(text, "day", 185.0, _Fits(), "USD")
    assert got is not None and got.args["cards"] == 31 and got.args["bare"] == 24
    assert got.args["released"].startswith("$2,923") and got.args["kept"].startswith("$11,315")


@pytest.mark.parametrize("text, period", [
    ("Embed 8 million tickets with e5-large every day", "day"),  # no clock: no window assumed here
    ("Embed 8 million tickets, 1 am to 5 am, once", None),  # a one-off job: its deadline is said elsewhere
])
def test_no_window_or_no_daily_batch_no_line(text, period):
    assert window_msg(text, period, 22.0, _Row(), "USD") is None


@pytest.mark.slow
@pytest.mark.parametrize("text, window", [
    # Whisper large-v3, 1,500 h of audio a night ≈ 52 GPU-hours on the pick; 01:00 → 07:00 = 6 h → ⌈52 ÷ 6⌉ ≈ 9 cards
    ("Transcribe 1,500 hours of call recordings every night with Whisper large-v3 from 1 am to 7 am, US GPUs", 6.0),
    # PaddleOCR 150,000 pages a night ≈ 11 GPU-hours on an L4 (≈ 263 ms a page); 22:00 → 02:00 = 4 h → ⌈11 ÷ 4⌉ = 3 cards
    ("OCR 150,000 scanned invoices every night with PaddleOCR from 10 pm to 2 am, US GPUs", 4.0),
    # CosyVoice2 150 h of speech a day × RTF ≈ 0.198 on the priced card ≈ 29.7 GPU-hours; 19:00 → 07:00 = 12 h → 3 cards
    ("每日用CosyVoice2合成150小時有聲書音頻，收工後晚上7點至朝早7點跑完，美國租卡", 12.0),
    # SDXL 30,000 images a night; 22:00 → 07:00 = 9 h → cards = ⌈GPU-hours ÷ 9⌉
    ("用SDXL每晚生成3万张1024x1024图片，晚上10点到早上7点跑完，美国租卡", 9.0),
    # bge-m3 over 20 M descriptions of 300 tokens a night; 23:00 → 05:00 = 6 h
    ("每晚用bge-m3為2000萬條商品描述做向量，每條300 token，晚上11點到朝早5點跑完，美國租卡", 6.0),
])
def test_the_answer_sizes_the_window_and_says_both_months(tmp_path, text, window):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    m = re.search(r"⌈([\d,.]+)(?: GPU[- ](?:hours|小时|小時))? ÷ ([\d.]+) (?:h|小时|小時)⌉ = (\d+)", out)
    assert m, out
    gpuh, hours, bare = float(m.group(1).replace(",", "")), float(m.group(2)), int(m.group(3))
    assert hours == window, out
    assert bare in (-(-gpuh // hours), -(-round(gpuh + 0.05, 1) // hours)), out
    # the answer's own fleet, when it fits the window, is the count the window line states (never a second count)
    own = re.search(r"(?:the|上面的) (\d+) (?:× |张 |張 )\S+ (?:above run|约|約)", out)
    if own:
        assert int(own.group(1)) >= bare, out
    assert "730" in out and "30.4" in out, out  # released after each window and kept all month, both said
