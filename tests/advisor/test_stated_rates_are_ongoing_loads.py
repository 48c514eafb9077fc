"""A rate or a per-day volume of an ongoing service is sized as a throughput and priced by the month, never as one
batch; audio said as recordings × each one's length is hours of audio, and "not real-time" is no live load.

Figures worked by hand from tools.media's measurements (tools/media.py MEASURED) and the catalog's cards:
- 60 images a minute = 1 image a second; FLUX.1-dev on the measured H100 takes 6.71 s, so one card at ≤ 50 % busy
  makes 60 / 6.71 × 0.5 = 4.47 a minute → ⌈60 / 4.47⌉ = 14 cards at the peak (not one card for 33 minutes);
- 50,000 images a day over 24 h = 50,000 / 86,400 = 0.579 a second; at a peak 3× the average, 1.736 a second
  (104 a minute);
- 1万通 × 4 分钟 = 10,000 × 240 s = 2,400,000 s = 666.7 h of audio a day. Customer-service call recordings from a
  简体 writer are personal data kept in mainland China (PIPL; public_residency_read.read_personal_residency), where
  the cheapest card is the A10 (600 GB/s): Whisper large runs 91.84 × 600 / 2,039 = 27.02× real time, so a day's
  audio is 666.7 / 27.02 = 24.7 GPU-hours; one card (24.7 + 0.25 h start-up) misses the next day (24 h), two take
  12.3 + 0.25 ≈ 12.6 h at 2 × ¥9.53 = ¥19.06/h ≈ ¥240 a day.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import read_deadline
from advisor.core.extract_stated import audio_items, image_rate, live_said, peak_factor
from advisor.core.store import Store
from tests.conftest import module_home
from tools.media import audio_hours_of_items
from tools.traffic import peak_rate_per_s

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.parametrize("text, per_s", [
    # words between the period and the count: 60 a minute = 1 a second
    ("做AI写真小程序，用FLUX.1-dev出图，高峰每分钟大概60张，1024x1024，28步", 1.0),
    ("每分鐘約 60 張", 1.0),
    ("一分钟要出60张", 1.0),
    ("每秒钟2张图", 2.0),
    # English with "around ... at peak": 60 / 60 s = 1
    ("around 60 images a minute at peak", 1.0),
])
def test_an_image_rate_with_words_around_it_is_read(text, per_s):
    assert image_rate(text) == pytest.approx(per_s)


def test_a_count_with_no_period_is_no_rate():
    assert image_rate("100k images by friday") is None
    assert image_rate("11分钟60张") is None  # not "1 minute"


@pytest.mark.slow
def test_a_peak_image_rate_is_sized_as_cards_and_a_month(tmp_path):
    out = ask(tmp_path, "做AI写真小程序，用FLUX.1-dev出图，高峰每分钟大概60张，1024x1024，28步。要几张卡？5万块一个月够吗")
    head = out.split("\n")[0]
    # a throughput (60 a minute at peak), not "60 张图片 … 约 33 分钟完成"
    assert "高峰每分钟 60 张" in head and "完成" not in head, head
    assert "每月" in head, head  # the month the peak fleet costs
    assert "预算" in out  # the ¥50,000 a month held against the monthly figure


@pytest.mark.slow
def test_requests_a_second_of_an_image_api_are_its_images(tmp_path):
    # 2 requests a second, one image each = 120 images a minute
    out = ask(tmp_path, "SDXL API，每秒2个请求，1024x1024，要几张卡")
    assert "高峰每分钟 120 张" in out.split("\n")[0], out[:600]


@pytest.mark.parametrize("text, factor", [
    ("SDXL 嘅 API，每日大約 5 萬張圖，高峰大概平均嘅三倍", 3.0),
    ("峰值是平均的3倍", 3.0),
    ("peak is about 3x the average", 3.0),
    ("peaks at 2.5 times average", 2.5),
])
def test_a_peak_said_as_a_multiple_of_the_average_is_read(text, factor):
    assert peak_factor(text) == pytest.approx(factor)


def test_a_daily_count_at_its_peak():
    # 50,000 / 86,400 = 0.5787 a second on average; × 3 = 1.736 at the peak
    assert peak_rate_per_s(50_000, 1.0) == pytest.approx(0.5787, abs=1e-4)
    assert peak_rate_per_s(50_000, 3.0) == pytest.approx(1.736, abs=1e-3)


@pytest.mark.slow
def test_an_image_api_a_day_with_its_peak_is_sized_at_the_peak_with_a_month(tmp_path):
    out = ask(tmp_path, "SDXL API for customers, about 50,000 images a day, peak is about 3x the average, 1024x1024. "
                        "Monthly cost in the US?")
    head = out.split("\n")[0]
    assert "104 images a minute at peak" in head, head  # 1.736 × 60 = 104.2
    assert "0.58 a second on average" in out and "3× the average" in out, out[:1200]
    assert "a month (30.4 days)" in out  # the autoscaled floor: a day's GPU-hours × 30.4


@pytest.mark.slow
def test_a_daily_image_api_in_hong_kong_says_the_peak_and_a_month(tmp_path):
    out = ask(tmp_path, "我哋要喺香港 deploy 一個 SDXL 嘅 API 俾客用，每日大約 5 萬張圖，1024x1024、30 steps，"
                        "高峰大概平均嘅三倍。想知租咩卡、喺邊度租，同埋月費幾多港紙？")
    assert "每秒 1.74 張" in out and "每月約" in out and "HKD" in out, out[:1500]
    # the nearest places' peak fleets with their always-on month (the ceiling), not a one-off "約 17 小時完成"
    assert "整月 730 小時常開約" in out and "小時完成" not in out, out[:1500]


@pytest.mark.slow
def test_a_count_a_day_of_invoices_recurs_with_its_month(tmp_path):
    # 一天 is written 1天 after the reader spells numbers out: the batch recurs daily and its month is 30.4 of them
    out = ask(tmp_path, "想用 Qwen2.5-VL-7B 做發票 OCR 抽欄位，一天大概 5 萬張，預算每月 3 萬台幣，要租什麼？")
    assert "每天一批" in out and "每月" in out, out[:900]


@pytest.mark.parametrize("text, want", [
    ("客服电话录音转文字，每天大概1万通，每通平均4分钟", (1.0, "ten_thousand", 4.0, "minute", "day")),
    ("We transcribe 10,000 calls a day, 4 minutes each", (10000.0, None, 4.0, "minute", "day")),
    ("每日 1 萬通電話，每通約 4 分鐘", (1.0, "ten_thousand", 4.0, "minute", "day")),
    ("2,000 recordings averaging 3 min each", (2000.0, None, 3.0, "minute", None)),
    ("Transcribe 10k 4-minute calls every day", (10.0, "thousand", 4.0, "minute", "day")),
    ("500段录音，平均每段30秒", (500.0, None, 30.0, "second", None)),
])
def test_audio_said_as_recordings_and_their_length_is_read(text, want):
    assert audio_items(text) == want


def test_recordings_times_their_length_are_hours_of_audio():
    # 1万 × 4 min = 10,000 × 240 s / 3,600 = 666.67 h; 2,000 × 3 min = 100 h; 500 × 30 s = 4.17 h
    assert audio_hours_of_items(1, "ten_thousand", 4, "minute") == pytest.approx(666.67, abs=0.01)
    assert audio_hours_of_items(2000, None, 3, "minute") == pytest.approx(100.0)
    assert audio_hours_of_items(500, None, 30, "second") == pytest.approx(4.167, abs=0.001)
    assert audio_hours_of_items(5, None, 3, "fortnights") is None


def test_not_real_time_is_no_live_load():
    assert not live_said("用whisper，不用实时，第二天出结果就行")
    assert not live_said("no need for real-time, next-day results are fine")
    assert not live_said("唔使實時")
    assert live_said("那要是要求实时呢，同时200路电话")
    assert live_said("real-time captions for 40 meetings")


def test_results_the_next_day_are_one_day_not_two():
    assert read_deadline("第2天出结果就行") == 24  # 第二天 after numbers are spelled out: the next day
    assert read_deadline("results by the next day") == 24
    assert read_deadline("3天内完成") == 72


@pytest.mark.slow
def test_daily_calls_of_a_stated_length_are_a_daily_whisper_batch(tmp_path):
    out = ask(tmp_path, "客服电话录音转文字，每天大概1万通，每通平均4分钟，用whisper，不用实时，第二天出结果就行，租什么最划算？")
    assert "不做估算" not in out and "同时多少路" not in out, out[:600]
    # the headline (the PIPL note on keeping the call recordings in mainland China is said above it)
    head = next(line for line in out.split("\n") if line.startswith("**"))
    assert "667 小时音频" in head and "2 台" in head and "A10" in head, out[:600]  # 10,000 × 4 min = 666.7 h
    assert "每天一批（667 小时音频" in out and "每月约" in out, out[:1500]
    assert "个人信息保护法" in out and "24.7 GPU 小时" in out  # 666.7 h ÷ 27.02× on an A10 (module docstring)


@pytest.mark.slow
def test_daily_calls_in_traditional_are_a_daily_batch_in_taiwan(tmp_path):
    # Hand: 666.7 h of audio a day kept in Taiwan (個資法): L4 (300 GB/s) 91.84 × 300 / 2,039 = 13.51× → 49.3 GPU-h;
    # two cards take 24.7 + 0.25 h (past the next day), three 16.4 + 0.25 ≈ 16.7 h at 3 × 26.19 = 78.57 TWD/h ≈ 1,311 TWD
    out = ask(tmp_path, "客服電話錄音轉文字，每天大概1萬通，每通平均4分鐘，用whisper，不用即時，第二天出結果就行，租什麼最划算？")
    head = next(line for line in out.split("\n") if line.startswith("**"))
    assert "667 小時音訊" in head and "3 臺" in head and "L4" in head and "約 16.7 小時完成" in head, out[:600]
    assert "個資法" in out and "同時多少路" not in out, out[:600]


@pytest.mark.slow
def test_daily_calls_in_english_are_audio_not_requests(tmp_path):
    out = ask(tmp_path, "We transcribe about 10,000 support calls a day, 4 minutes each, with Whisper large-v3. No need "
                        "for real-time, next-day results are fine. What should we rent?")
    assert "667 h of audio" in out.split("\n")[0] or "667 h of audio" in out[:600], out[:600]
    assert "requests a day" not in out, out[:600]
    assert "a month" in out
