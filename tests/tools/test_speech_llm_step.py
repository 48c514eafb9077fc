"""The LLM step after speech-to-text (质检 / compliance / summaries): its requests and tokens come from the audio at a
published speech rate (tools.speech_llm). Hand figures in each test."""

from __future__ import annotations

import pytest

from advisor.core.service import qa_step_said
from tools.speech_llm import QA_CHUNK_MINUTES, counted_recordings, qa_batch, tokens_per_audio_minute


@pytest.mark.parametrize("text", [
    "每天3000小时录音，转写后做合规检查",          # 合规: a compliance pass
    "每日800個鐘錄音，轉文字之後要做質檢",          # 繁體 質檢
    "transcribe the calls and summarise each one",  # summarise
    "QA every support call after transcription",
])
def test_an_llm_step_after_the_transcript_is_heard(text):
    assert qa_step_said(text)


@pytest.mark.parametrize("text", [
    "transcribe 500 hours of podcasts by Friday",
    "每天2000小时会议录音，要转成文字",
])
def test_transcription_alone_has_no_llm_step(text):
    assert not qa_step_said(text)


def test_tokens_a_minute_of_speech():
    # Hand: Mandarin 5.18 syllables/s × 60 = 310.8 characters a minute × 0.6 token a character = 186.48;
    # English 150 words a minute × 4/3 token a word = 200.0
    assert tokens_per_audio_minute(True) == pytest.approx(186.48)
    assert tokens_per_audio_minute(False) == pytest.approx(200.0)


def test_counted_recordings_are_one_request_each():
    # Hand: 6,000 calls a day × 8 min = 800 h = 2,880,000 s of Mandarin audio → 6,000 requests of
    # 8 × 186.48 = 1,491.8 → 1,492 tokens; the answer is a quarter of that, 1,492 // 4 = 373 (under the 512 cap)
    b = qa_batch(6000 * 8 * 60, True, 6000)
    assert b is not None
    assert (b.requests, b.prompt_tokens, b.output_tokens, b.counted) == (6000, 1492, 373, True)


def test_hours_alone_are_cut_into_pieces():
    # Hand: 250 h of English audio, no count → 15,000 min / 10 = 1,500 pieces of 10 × 200 = 2,000 tokens;
    # the answer is min(512, 2,000 // 4 = 500) = 500
    assert QA_CHUNK_MINUTES == 10.0
    b = qa_batch(250 * 3600, False)
    assert b is not None
    assert (b.requests, b.prompt_tokens, b.output_tokens, b.counted) == (1500, 2000, 500, False)


def test_long_pieces_cap_the_answer():
    # Hand: 10 recordings of 40 min of Mandarin = 400 min → 10 requests of 40 × 186.48 = 7,459 tokens; a quarter is
    # 1,864, over the 512-token cap → 512
    b = qa_batch(400 * 60, True, 10)
    assert b is not None and (b.requests, b.prompt_tokens, b.output_tokens) == (10, 7459, 512)


def test_no_audio_no_batch():
    assert qa_batch(0.0, True) is None


def test_a_count_is_the_recordings_only_when_it_makes_the_batch():
    # Hand: 2 万 (ten_thousand) calls × 5 min = 20,000 × 300 s = 6,000,000 s → 20,000 recordings; "200个坐席" read as
    # 200 × 3,000 h = 600,000 h against a 3,000 h batch (10,800,000 s) is not the recordings → None
    assert counted_recordings(2, "ten_thousand", 5, "minute", 6_000_000) == 20000
    assert counted_recordings(200, None, 3000, "hour", 3000 * 3600) is None
