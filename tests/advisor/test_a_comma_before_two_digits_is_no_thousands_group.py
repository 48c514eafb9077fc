"""A comma is a thousands separator only before exactly three digits ("3,500"); a version number glued to a count by
Chinese-style punctuation ("large-v3,50路") is two figures, the count 50 — not 350 (the streams, images and hours
readers took any run of digits and commas, so "v3,50路" sized a live Whisper fleet for 7× the stated streams).

Asked through the reader the CLI, Slack and MCP use; each case's reading is worked by hand in its comment.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def _fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text,streams", [
    ("用 Whisper large-v3,50路实时转写", 50),        # "v3" is the model version, "," punctuation, 50 streams
    ("用Whisper large-v3,50路实时转写，延迟2秒", 50),
    ("Whisper large-v3 实时转写 3,500路", 3500),      # "3,500": a real thousands group
    ("real-time transcription of 1,200 live streams with Whisper", 1200),
    ("Whisper large-v3,40 live streams", 40),      # the English streams row: 40, not 340
    ("用Whisper large-v3,80个音频流", 80),           # the 音频流 row: 80, not 380
])
def test_streams_read_with_their_own_digits(text, streams):
    assert _fields(text).get("concurrency") == streams


@pytest.mark.parametrize("text,hours", [
    ("transcribe 1,500 hours of audio with whisper large-v3", 1500),  # grouped: 1,500 h
])
def test_audio_hours_read_with_their_own_digits(text, hours):
    ds = _fields(text).get("dataset")
    assert ds is not None and ds["unit"] == "audio_hours" and ds["amount"] == hours
