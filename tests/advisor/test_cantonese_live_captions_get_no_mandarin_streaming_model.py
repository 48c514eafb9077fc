"""Live captions for Cantonese speech are not offered Paraformer-zh-streaming, which hears Mandarin only (FunASR's
model card): a Hong Kong user's "平啲呢？" on a Whisper large-v3 thread was shown it in bold. The line names
SenseVoice-Small (Mandarin, Cantonese, English, Japanese, Korean; its README) and Whisper large-v3-turbo instead
(advisor.core.dictation_lines.cantonese_said)."""

from __future__ import annotations

import pytest

from advisor.core.dictation_lines import cantonese_said


@pytest.mark.parametrize(("text", "named", "yue"), [
    ("平啲呢？", (), True),  # 啲: Hong Kong usage
    ("Whisper large-v3 做直播字幕，唔該", (), True),  # 唔
    ("粵語直播字幕 20 路", (), True),
    ("live captions in Cantonese, 20 streams", (), True),
    ("直播字幕 20 路", ("Cantonese",), True),  # the language named
    ("Whisper large-v3 做直播字幕，20 路同時", (), False),  # 繁體 alone says nothing of the spoken language
    ("Whisper large-v3 做直播字幕，20 路同时", (), False),
    ("100個會議室即時中文字幕，想用 whisper large-v3，要幾張A100", (), False),  # 幾張: Taiwan writes it too
])
def test_cantonese_is_read_from_the_words_or_the_language_named(text, named, yue):
    assert cantonese_said(text, named) is yue


@pytest.mark.slow
def test_a_hong_kong_follow_up_is_offered_a_cantonese_model(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(tmp_path / "s.db"))
    engine.handle("t", "Whisper large-v3 做直播字幕，20 路同時")
    out = engine.handle("t", "平啲呢？").text
    # 啲 marks Hong Kong speech: the Mandarin streaming model is said not offered, SenseVoice-Small named instead,
    # and large-v3-turbo as the Whisper that carries more streams a card
    assert "不推薦 Paraformer-zh-streaming" in out and "SenseVoice-Small" in out and "large-v3-turbo" in out, out
    assert "流式方案：Paraformer-zh-streaming" not in out, out
