"""Live captions of Cantonese speech (a TV station's 廣東話 programmes, then "live captions, 3 channels 24 h") are sized
on a Cantonese-capable model (SenseVoice-Small: Mandarin, Cantonese, English, Japanese, Korean), never the Mandarin
Paraformer-zh-streaming, even when the follow-up does not repeat the language; Mandarin live captions keep
Paraformer-zh-streaming; and the captions' translation asked in the thread is sized as text tokens an hour of speech.
Hand figures: 5.18 syllables/s × 60 = 310.8 characters a minute × 0.6 tokens = 186.5 tokens a minute → 11,189 an hour
a channel; × 3 channels = 33,566 an hour, 9.3 a second, 805,594 a day."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tools.media import default_speech_model
from tools.speech_llm import live_translation


def test_the_live_default_for_cantonese_is_sensevoice():
    assert default_speech_model(True, True, cantonese=True) == ("SenseVoice-Small", "Paraformer-zh-streaming")
    assert default_speech_model(True, True)[0] == "Paraformer-zh-streaming"  # Mandarin keeps the streaming Paraformer


def test_live_translation_is_text_tokens_an_hour_of_speech():
    t = live_translation(3, True, 1)
    assert t.per_stream_hour == pytest.approx(11_188.8)
    assert t.per_hour == pytest.approx(33_566.4) and t.per_s == pytest.approx(9.324) and t.per_day == pytest.approx(805_593.6)


@pytest.mark.slow
@pytest.mark.parametrize("first, then, said", [
    ("我哋係電視台，每日大約50個鐘廣東話節目要出繁體中文字幕同英文翻譯字幕，未播出嘅片唔可以出香港，用咩模型同GPU？",
     "如果要做直播字幕呢？3條台24小時", ["SenseVoice-Small", "普通話訓練", "33,566"]),
    ("We are a TV station: about 50 hours of Cantonese programmes a day need Chinese subtitles and an English "
     "translation. Which model and GPU?", "What about live captions, 3 channels 24/7?",
     ["SenseVoice-Small", "trained for Mandarin", "33,566 tokens an hour"]),
])
def test_live_cantonese_captions_hear_cantonese(tmp_path, first, then, said):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", first)
    out = eng.handle("t", then).text
    assert all(s in out for s in said), out[:600]
    assert "Paraformer-zh-streaming (FunASR)，實時" not in out


@pytest.mark.slow
def test_live_mandarin_captions_keep_the_streaming_paraformer(tmp_path):
    out = Engine(store=Store(tmp_path / "m.db")).handle("t", "会议实时字幕，普通话，同时20路，用什么GPU").text
    assert "Paraformer-zh-streaming" in out and "粤语按" not in out
