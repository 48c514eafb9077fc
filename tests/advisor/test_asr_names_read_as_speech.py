"""A speech-recognition model other than Whisper named with its size in the name ("parakeet-tdt-0.6b-v2",
"canary-1b-flash") is a speech job with its hours of audio read, never a 0.6 B or 1 B chat LLM with no data."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, hours", [
    # 25,000 h of podcasts → 25,000 audio-hours; the "0.6b" in the name is not an LLM's size
    ("We need to caption 25,000 hours of podcasts with parakeet-tdt-0.6b-v2 within 5 days", 25000),
    ("用 canary-1b-flash 转写 8000 小时的德语录音，一周内完成", 8000),
    ("打算用 parakeet-ctc-1.1b 轉寫 1,200 小時嘅英文錄音", 1200),
])
def test_a_named_asr_model_is_a_speech_job_with_its_audio_hours(text, hours):
    p = extract(text).patch
    assert p.modality == "speech"
    assert p.dataset is not None and (p.dataset.amount, p.dataset.unit) == (hours, "audio_hours")


@pytest.mark.parametrize("text, hours, deadline", [
    # a duration standing alone beside hours of audio is the batch's deadline: 2 weeks = 14 × 24 = 336 h
    ("We are subtitling 40,000 hours of lectures with parakeet-tdt-0.6b-v3. 2 weeks, spot ok. GPUs + cost?", 40000, 336),
    # 两周 = 336 h; 2 万小时讲座 = 20,000 audio-hours
    ("用 parakeet-tdt-0.6b-v3 给 2 万小时的德语讲座加字幕，两周，可以用 spot", 20000, 336),
    # 10 日 = 240 h
    ("用 canary-1b-flash 幫 9000 小時嘅西班牙語播客轉文字，10 日，可以用 spot", 9000, 240),
])
def test_a_bare_duration_beside_hours_of_audio_is_the_deadline(text, hours, deadline):
    p = extract(text).patch
    assert p.dataset is not None and p.dataset.amount == hours and p.deadline_hours == deadline
