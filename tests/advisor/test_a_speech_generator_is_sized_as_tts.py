"""A named speech generator (CSM-1B: a Llama-3.2-1B backbone writing Mimi codes) is sized as TTS, never as a 1B
text LLM with chat users and answers: its load is the codes a second each real-time stream must sustain. A language
follow-up on an English-only one is answered from its card (English only) with a TTS whose card lists the language,
never refused."""

from __future__ import annotations

import pytest

from advisor.core.tts_language import european_language
from tools.generated_media import CSM_CODE_RATE, llm_tts_decode_rate, tts_model
from tools.tts_languages import english_only_language_line


@pytest.mark.parametrize("text", ["voice replies with sesame/csm-1b", "角色语音想用 Sesame 的 csm-1b", "用 Sesame CSM 做配音",
                                  "用 CSM-1B 來做語音"])
def test_csm_is_read_as_a_speech_generator(text):
    m = tts_model(text)
    assert m is not None and m.name == "CSM-1B" and m.english_only and m.token_rate is not None


def test_its_streams_are_codes_a_second():
    # Hand: Mimi 12.5 frames/s × 32 codebooks = 400 codes a second of speech; 250 live streams × 400 = 100,000/s
    assert CSM_CODE_RATE == 400
    assert llm_tts_decode_rate(250, CSM_CODE_RATE) == 100_000


@pytest.mark.parametrize("said, lang, alt", [
    (["Next term we add Italian lessons, same voice?"], "Italian", "Kokoro-82M"),
    (["以后加法语课，用同一个语音模型可以吗？"], "French", "Kokoro-82M"),
    (["之後加德語課程可以嗎？"], "German", None),
])
def test_a_language_follow_up_names_the_cards_language(said, lang, alt):
    assert european_language(said) == lang
    line = english_only_language_line("CSM-1B", "huggingface.co/sesame/csm-1b", lang)
    assert line.args["alt"] == alt and "English only" in line.en and "只支持英文" in line.zh


@pytest.mark.slow
def test_the_follow_up_is_answered_not_refused(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    e = Engine(store=Store(tmp_path / "s.db"))
    # Hand: 250 × 400 codes/s = 100,000 a second in all: a TTS stream load, no chat users, contexts or answers
    first = e.handle("t", "我们做英语口语陪练，角色语音想用 Sesame 的 csm-1b，高峰 250 路同时播放，要实时，"
                          "用阿里云要几张卡？").text
    assert "CSM-1B" in first and "100,000" in first and "338" not in first
    second = e.handle("t", "以后加法语课，用同一个语音模型可以吗？").text
    assert "只支持英文" in second and "Kokoro-82M" in second
