"""A question about the bill said with a period ("每月多少钱", "How much per month?", "一個月要花多少錢") is the period the
answer is priced in, never the job's cadence: "每两周用 Whisper 转写 500 小时音频，每月多少钱" runs every two weeks (2.17
runs a month, 336 h ÷ 730 h), and was priced as one run a month because 每月 was read as its period
(advisor.core.extract_stated.COST_PER_ASKED, advisor.core.conversation.speech_period)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import speech_period
from advisor.core.extract_stated import COST_PER_ASKED


@pytest.mark.parametrize("text", [
    "每月多少钱", "一个月下来要花多少钱", "一個月要花多少錢", "每個月幾多錢", "How much per month?", "what's the monthly cost",
    "cost a month",
])
def test_a_bill_question_is_read_as_such(text):
    assert COST_PER_ASKED.search(text), text


@pytest.mark.parametrize("text, period", [
    ("每两周用 Whisper large-v3 转写 500 小时音频，每月多少钱", None),  # the cadence is every_said's, not 每月
    ("We transcribe 500 hours every two weeks. How much per month?", None),
    ("每天转写 50 小时音频，每月多少钱", "day"),  # a daily job stays daily
    ("每月转写 3000 小时音频", "month"),  # a monthly job said as such
    ("transcribe 200 hours monthly", "month"),
])
def test_the_speech_period_skips_the_bill_question(text, period):
    assert speech_period(text) == period


@pytest.mark.slow
@pytest.mark.parametrize("text, month", [
    # 500 h at 20× real time on the RTX A4000 ≈ 25 GPU-hours + 0.25 h start-up ≈ $3.75 a run; × 2.17 runs ≈ $8.16
    ("We transcribe 500 hours of calls with Whisper large-v3 every two weeks. How much per month?", "2.17 runs"),
    ("每两周用 Whisper large-v3 转写 500 小时音频，每月多少钱", "2.17"),
])
def test_a_biweekly_transcription_is_priced_at_its_runs_a_month(engine, text, month):
    answer = engine.handle("t", text).text
    assert month in answer and ("a run" in answer or "每批" in answer), answer[:2000]
