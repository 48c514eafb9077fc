"""Live interpretation (同传, 即時口譯, "live interpretation for N rooms") as live streams through speech-to-text →
translation → speech synthesis, and the latency of one clause hop by hop against a human interpreter's lag.

Hand figures: 20 rooms into 2 languages → 20 recognition streams, 40 translation streams, 40 synthesis streams (none
without a voice output). One clause on Paraformer-zh-streaming: 0.6 s chunk + 0.463 s p99 = 1.063 s, a 1.0 s clause
(assumed), the LLM's first token 0.1 s + 30 tokens at 30 tokens/s = 1.1 s, 1 s of speech at RTF 0.367 = 0.367 s →
1.063 + 1.0 + 1.1 + 0.367 = 3.53 s, over the 3 s average ear-voice span (Lee 2002); without speech synthesis 3.163 s."""

from __future__ import annotations

import pytest

from advisor.core.extract_stated import interpretation
from advisor.core.interpretation_lines import asr_latency_s
from tools.interpretation import HUMAN_EVS_S, cards_for, interp_budget, streams


def test_rooms_and_languages_make_the_streams_of_each_stage():
    s = streams(20, 2, voice=True)
    assert (s.asr, s.mt, s.tts) == (20, 40, 40)
    assert streams(20, 2, voice=False).tts == 0


def test_one_clause_hop_by_hop_against_a_human_interpreters_lag():
    b = interp_budget(asr_latency_s("Paraformer-zh-streaming (FunASR)"), 0.1, 30.0, 0.367)
    assert b.target_s == HUMAN_EVS_S == 3.0
    assert b.total_s == pytest.approx(1.063 + 1.0 + 1.1 + 0.367, abs=1e-3)
    assert not b.ok
    captions = interp_budget(1.063, 0.1, 30.0, None)
    assert captions.total_s == pytest.approx(3.163, abs=1e-3)
    assert interp_budget(1.063, 0.1, 30.0, None, target_s=4.0).ok  # a stated target replaces the lag


def test_whisper_streaming_is_slower_to_show_text_than_paraformer():
    assert asr_latency_s("Whisper large-v3-turbo") == pytest.approx(3.3)
    assert asr_latency_s("SenseVoice-Small") is None  # no streaming figure held: left out and said


def test_cards_for_streams_round_up():
    assert cards_for(40, 2.2) == 19  # 40 / 2.2 = 18.2
    assert cards_for(20, 10.0) == 2


@pytest.mark.parametrize(("text", "rooms", "langs", "voice", "zh"), [
    ("live interpretation for 20 meeting rooms, Chinese to English, with voice output", 20, 1, True, True),
    ("我们要给20个会议室做同传，中文翻英文，带语音输出", 20, 1, True, True),
    ("即時口譯 10 間會議室，中翻英，要語音輸出", 10, 1, True, True),
    ("simultaneous translation for 5 conference rooms, English to Chinese, subtitles only", 5, 1, False, False),
    ("real-time translation of 8 live streams into 3 languages with TTS", 8, 3, True, None),
    ("英译中同声传译，同时 6 场会议", 6, 1, True, False),  # no voice word: interpretation is spoken (assumed)
    ("即時口譯 10 間會議室", 10, 1, True, None),
    ("同传 8 个会议室，只要字幕", 8, 1, False, None),
])
def test_interpretation_is_read_with_its_rooms_languages_and_voice(text, rooms, langs, voice, zh):
    got = interpretation(text)
    assert got is not None
    assert (got.rooms, got.languages, got.voice, got.chinese_source) == (rooms, langs, voice, zh)


@pytest.mark.parametrize("text", [
    "translate 20 documents a day from Chinese to English",  # a document job: no live interpretation
    "live interpretation for our conference",  # no rooms or streams said
])
def test_no_interpretation_without_live_words_and_rooms(text):
    assert interpretation(text) is None
