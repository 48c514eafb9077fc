"""Quantities the user said per unit are kept as that unit's figure and multiplied out, never dropped, shrunk or
replaced by a default: a recording's length in hours beside a count of recordings is each one's length (the batch is
count × length), per-person volumes × the people are the batch, and an output length in 字 / words is the output."""

from __future__ import annotations

import pytest

from advisor.core.conversation import stated_speech_load
from advisor.core.extract_rules import extract
from tools.schema import Workload


def _speech(text: str) -> Workload:
    w = Workload(**extract(text).patch.model_dump(exclude_none=True))
    return stated_speech_load(w, text)[0]


# ---- recordings × each one's length in hours: the batch's audio, never one recording ----------------------------

@pytest.mark.parametrize("text, hours", [
    # English: 450 lectures × 1.5 h each = 675 h of audio (once read as 1.5 h, one lecture)
    ("We have 450 lectures to transcribe with Whisper large-v3, each 1.5 hours of audio. Cost?", 675),
    # English: 900 university lectures × ~1.25 hrs = 1,125 h
    ("About 900 university lectures, each ~1.25 hrs, to caption with Whisper large-v3. How much?", 1125),
    # 简体: 120 场访谈 × 每场 2 小时 = 240 小时音频 (once read as 2 小时)
    ("有120场访谈要用Whisper large-v3转文字，每场大约2小时的录音，要多少钱", 240),
    # 繁體: 60 集節目 × 每集 3 個鐘 = 180 小時 (once read as 3 小時)
    ("我們有60集節目要用Whisper large-v3轉文字，每集大約3個鐘嘅錄音，要幾多錢", 180),
])
def test_recordings_times_each_length_in_hours_is_the_batch(text, hours):
    w = _speech(text)
    assert w.dataset is not None and w.dataset.unit == "audio_hours" and w.dataset.amount == pytest.approx(hours)


def test_a_total_said_in_hours_is_kept_beside_a_count():
    # "3,000 hours of audio" is the total said; the 90-minute length of each call does not replace it
    w = _speech("We have 3,000 hours of support calls, about 2,000 calls averaging 90 minutes, to run through Whisper "
                "large-v3. Cost?")
    assert w.dataset is not None and w.dataset.amount == pytest.approx(3000)
