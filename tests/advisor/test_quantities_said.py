"""Quantities in what people type, read as said: people × agents each, hours of labelled audio, items a day beside the
user's own cards, concurrent call lines for speech synthesis, hours a day with the service's OFF window said, in
English, 简体, 繁體 and Cantonese. Each case: the expert's hand figure in the comment."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.extract_schedule import clock_hours
from advisor.core.generated_media import live_streams
from advisor.core.messages.media import _gb
from advisor.core.nonllm_jobs import counted
from tools.generated_media import TTSPrice, live_speech
from tools.schedule import month_hours, off_window_up


@pytest.mark.parametrize("text, n", [
    # 40 developers × 2 coding agents each, "同时" said: 80 agents generating (was 2: the product word "coding"
    # between 2个 and agent hid the per-person count)
    ("公司40个研发每人同时开2个coding agent（类似claude code那种），想私有化部署MiniMax-M2", 80),
    # 繁體, the count in characters: 25 × 兩 = 50
    ("團隊25個工程師，每人同時開兩個Claude Code agent，用Qwen3-32B", 50),
    # another number and model: 16 × 3 = 48
    ("我们16个开发每人同时跑3个OpenHands agent，部署GLM-4.5-Air", 48),
    # English: 30 × 3 = 90
    ("30 engineers, each running 3 coding agents on Qwen3-Coder-30B-A3B", 90),
])
def test_people_times_agents_each(text: str, n: int) -> None:
    assert extract(text).patch.concurrency == n


@pytest.mark.parametrize("text, hours", [
    # the labelled set named before its audio word: 5,000 h (the answer had assumed 100 h "as you did not say")
    ("我们有5000小时标注好的四川话客服录音，想微调paraformer-large，然后上线200路实时转写", 5000),
    ("四川话客服 5000 小时标注数据微调 Paraformer", 5000),
    # Cantonese 繁體 with 個鐘 and 嘅: 3,000 h
    ("手上有3000個鐘標註好嘅廣東話錄音，想fine-tune SenseVoice", 3000),
    ("我們有1200小時標註語料，想微調Whisper large-v3", 1200),
    ("we have 800 hours of labelled Hokkien call recordings to fine-tune Whisper large-v3", 800),
])
def test_hours_of_labelled_audio(text: str, hours: float) -> None:
    ds = extract(text).patch.dataset
    assert ds is not None and ds.unit == "audio_hours" and ds.amount == hours


@pytest.mark.parametrize("text, daily, backlog", [
    # 2张T4 are the hospital's cards, never 2 images beside 50,000 a day
    ("医院检验科每天大概5万张化验单，想用PaddleOCR-VL抽成结构化数据。机房现在有2张T4，够不够", 50000, None),
    ("每日約3萬張單據要OCR，公司有4張RTX 4090", 30000, None),
    ("买了8张卡，每天10万张发票", 100000, None),
    # A4 is a paper size: 200 pages stay counted
    ("一共200张A4扫描件", None, 200),
])
def test_cards_counted_with_zhang_are_not_images(text: str, daily: float | None, backlog: float | None) -> None:
    c = counted(text, "image")
    assert (c.daily, c.backlog) == (daily, backlog)


def test_small_weights_never_show_zero_gb() -> None:
    # Paraformer-large ≈ 220 M × 2 bytes = 0.44 GB of 16-bit weights: "0.4", never "0"
    assert _gb(0.44) == "0.4"
    assert _gb(3.5) == "3.5"  # Whisper-sized
    assert _gb(34.2) == "34"  # FLUX.1-dev-sized stays whole


@pytest.mark.parametrize("text, up", [
    # off 23:00–08:00 is a 9 h window: up 24 − 9 = 15 h (was read as 9 h up)
    ("如果夜晚11點到朝早8點唔開，淨係開15個鐘，可以慳幾多？", 15),
    ("夜晚 11 點到朝早 8 點唔使開", 15),
    ("晚上11点到早上8点不用开机", 15),
    ("晚上10点到早上7点关机", 15),  # 22:00–07:00 off, 9 h → 15 h up
    ("夜間11點至早上7點關機", 16),  # 23:00–07:00 off, 8 h → 16 h up
    ("shut it down from 11pm to 8am", 15),
    ("it can be off 11pm to 7am", 16),
    ("除了凌晨0点到6点都要在线", 18),  # all but 00:00–06:00: 18 h
    # the window said as the hours up stays as it was
    ("早上9点到晚上6点，其余时间关机", 9),
    ("9am to 6pm weekdays", 9),
])
def test_off_window_is_the_complement(text: str, up: float) -> None:
    said = clock_hours(text)
    assert said is not None and said.hours == up


def test_off_window_up() -> None:
    assert off_window_up(23, 8) == 15
    assert off_window_up(0, 6) == 18


@pytest.mark.parametrize("text, lines", [
    # the outbound-call lines at once, the call word between the count and 同时 (was dropped: a licence line only)
    ("做智能外呼，高峰1000路电话同时在打，机器人说话用CosyVoice2合成", 1000),
    ("外呼机器人 1000 路并发，CosyVoice2 合成语音", 1000),
    ("外呼機械人最多300條線同時講", 300),
    ("800路外呼", 800),
    ("高峰2万路电话同时在打", 20000),
    ("1,000 concurrent calls with CosyVoice2", 1000),
    ("500 calls at once", 500),
    ("we run 2000 lines at peak", 2000),
])
def test_concurrent_call_lines(text: str, lines: float) -> None:
    assert live_streams(text) == lines


@pytest.mark.parametrize("text", ["3路视频", "每天10路人"])
def test_not_call_lines(text: str) -> None:
    assert live_streams(text) is None


@pytest.mark.parametrize("text, h", [
    ("外呼机器人1000路并发，CosyVoice2合成，每天打10个小时", 10),  # the lines run 10 h a day
    ("Qwen3-8B 客服 50 并发，每天接听12小时", 12),
])
def test_call_centre_hours_a_day(text: str, h: float) -> None:
    assert extract(text).patch.usage_hours_per_day == h


def test_live_speech_month_at_the_hours_said() -> None:
    # 8.33 audio-s/s × RTF 0.287 = 2.39 cards busy → ÷ 0.5 → 5 L4s at $0.805/h: 24/7 is 5 × 0.805 × 730 = $2,938;
    # lines up 10 h a day are 10 × 30.42 = 304.2 h a month: 5 × 0.805 × 304.2 = $1,224
    at = TTSPrice(gpu="L4", row="x 1x_L4", price=0.805, rtf=0.287, scaled=False)
    full = live_speech(8.33, at, 0.287, "L4")
    assert full.cards == 5 and full.month == pytest.approx(2938, abs=1)
    day = live_speech(8.33, at, 0.287, "L4", month_hours(10))
    assert day.cards == 5 and day.month == pytest.approx(1224, abs=1)


@pytest.mark.parametrize("text, lines, hours", [
    # Cantonese phone lines at once (條線): 300 at once, 8 h a day — once read as a data set of 300 examples
    ("外呼機械人最多300條線同時講，用CosyVoice2合成廣東話，每日外呼8個鐘", 300, 8),
    ("外呼机器人1000路并发，CosyVoice2合成，每天打10个小时", 1000, 10),
])
def test_call_lines_and_their_hours(text: str, lines: int, hours: float) -> None:
    p = extract(text).patch
    assert (p.concurrency, p.usage_hours_per_day, p.dataset) == (lines, hours, None)


def test_a_data_set_counted_with_tiao_stays_a_data_set() -> None:
    # 2万条客服对话 is 20,000 examples (条 not followed by 线)
    ds = extract("我们有2万条客服对话，想微调Qwen3-8B").patch.dataset
    assert ds is not None and ds.amount == 20000
