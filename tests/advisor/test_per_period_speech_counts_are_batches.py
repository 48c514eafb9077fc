"""A speech count said per day, week or month is a batch's volume, never streams at once: "每天100条语音合成" is about
four clips an hour, while 100 streams at once would be 100 audio-seconds every second. Concurrent wording with the
count (同时 / 同時 / 并发 / "at once") keeps it streams. English, 简体, 繁體, other numbers and periods."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_stated import live_streams as asr_live_streams
from advisor.core.generated_media import live_streams as tts_live_streams
from advisor.core.generated_media import thread_live
from advisor.core.per_period_count import counted_per_period
from advisor.core.store import Store


@pytest.mark.parametrize("text", [
    "每天100条语音合成，用什么GPU",   # 100 a day ≈ 4.2 an hour: a batch (was 100 live TTS streams, 38 cards)
    "每日100條語音合成，每條30秒",    # 繁體, 每日
    "一天要合成 500 条语音",          # 一天 with words between
    "每周500条语音",                  # a week's
    "每個月3000條語音要合成",         # a month's, 個
    "100条语音/天",                   # the period after the count
])
def test_tts_count_per_period_is_no_stream(text: str) -> None:
    assert tts_live_streams(text) is None
    assert thread_live([text]) is None  # no live load: sized as clips a period by the batch path


@pytest.mark.parametrize("text, n", [
    ("高峰1000路电话同时在打", 1000),          # at-once wording: streams
    ("外呼機械人最多300條線同時講", 300),
    ("100条语音同时合成", 100),                # 同时 inside the count's clause
    ("每天100条语音，同时10路", 10),           # the day's 100 clips are a batch; the 10 at once are the streams
    ("每天高峰同时50路", 50),                  # a period before, but 同时 with the count: streams
    ("100 calls at peak", 100),
])
def test_at_once_counts_stay_streams(text: str, n: float) -> None:
    assert tts_live_streams(text) == n


@pytest.mark.parametrize("text", [
    "每天200路电话录音用Whisper转写",          # 200 recordings a day, not 200 live channels
    "每日300路通話錄音要轉文字",
    "transcribe 200 streams a day with Whisper",
])
def test_asr_count_per_period_is_no_stream(text: str) -> None:
    assert asr_live_streams(text) is None


@pytest.mark.parametrize("text, n", [
    ("200路实时转写", 200),
    ("每天高峰同时200路实时转写", 200),        # 同时 beside the count outweighs the day
    ("real-time transcription of 200 streams", 200),
])
def test_asr_live_counts_stay_streams(text: str, n: int) -> None:
    got = asr_live_streams(text)
    assert got is not None and got[0] == n


def test_period_word_in_another_clause_does_not_count() -> None:
    # "每天8小时，50路电话": the day belongs to the hours; 50路 stands alone and stays streams
    t = "每天8小时，50路电话"
    i = t.index("50")
    assert not counted_per_period(t, i, i + 5)


@pytest.mark.slow
def test_tts_clips_a_day_answer_is_a_batch(tmp_path) -> None:
    # 100 clips × 1 min (assumed) = 1.7 h of speech a day × RTF ≈ 0.275 on an A4000 ≈ 0.46 GPU-hours a day —
    # cents a day, never 38 cards held 24/7 for "100 路并发"
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", "每天100条语音合成，用什么GPU").text
    assert "路并发" not in out and "实时负载" not in out, out
    assert "每天 1.7 小时语音" in out, out


@pytest.mark.parametrize("text, voices", [
    ("We synthesise 100 voice clips a day with CosyVoice2, 30 seconds each", None),  # clips in a voice, not 100 voices
    ("50 voice messages a day to read out", None),
    ("200 voice-overs a week", None),
    ("clone 40 narrators voices", 40),      # voices to fine-tune stay read
    ("fine-tune 30 voices for our hosts", 30),
    ("為 30 位主播訓練音色", 30),
])
def test_voice_clips_are_no_voices_to_clone(text, voices) -> None:
    from advisor.core.generated_media import voices_said

    assert voices_said([text]) == voices
