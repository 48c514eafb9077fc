"""Live captions (实时字幕, 即時字幕, 同声传译, live captions) are a speech job sized on a streaming model, and a speech
stage beside an LLM is put on the LLM's machine when it fits there.

Hand figures: paraformer-zh-streaming carries 100 streams on the measured A10 (FunASR's Triton runtime, 600 ms
chunks, p99 463 ms), other cards × bandwidth ÷ 600 GB/s, never above it, at ≤ 80 %; a chunk's text shows after
0.6 + 0.463 = 1.06 s.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import CHINESE_SPEECH, modality_said
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.parametrize("text", ["课堂同声传译字幕，60 间教室", "實時轉寫 20 路電話", "即時聽寫，10 路"])
def test_interpretation_captions_and_live_dictation_are_speech(text):
    assert modality_said(text, "speech")


@pytest.mark.parametrize(("text", "chinese"), [("captions for Mandarin lectures", True), ("廣東話即時字幕", True),
                                               ("粤语直播字幕", True), ("live captions for English webinars", False)])
def test_chinese_speech_is_read_in_any_language(text, chinese):
    assert (CHINESE_SPEECH.search(text) is not None) is chinese


@pytest.mark.slow
def test_mandarin_meeting_captions_get_paraformer_not_whisper_in_simplified_chinese(tmp_path):
    # 30 rooms, 1.5 s target: one chunk + its p99 decode = 1.06 s ≤ 1.5 s → ✅; any card ≥ 225 GB/s carries
    # 100 × 225 / 600 × 0.8 = 30 streams, so every ranked plan here is one card
    out = _ask(tmp_path, "公司要做会议实时字幕，普通话，同时 30 个会议室，每个一路音频，延迟 1.5 秒以内，用什么模型和卡？")
    head = out.split("\n\n")[1]
    assert "Paraformer-zh-streaming" in head and "共 1 张" in head, out
    assert "✅ 延迟 1.5 秒" in out and "为什么不用 Whisper" in out and "热词" in out, out


@pytest.mark.slow
def test_cantonese_captions_in_traditional_chinese_name_sensevoice(tmp_path):
    out = _ask(tmp_path, "我哋想做廣東話即時字幕，同時最多 25 路音頻，用咩卡？")
    assert "Paraformer-zh-streaming" in out and "SenseVoice-Small" in out and "粵語" in out, out


@pytest.mark.slow
def test_english_live_captions_for_mandarin_speech_get_paraformer(tmp_path):
    out = _ask(tmp_path, "live captions for Mandarin lectures, 45 concurrent streams, which GPU?")
    assert "Paraformer-zh-streaming (FunASR), 45 live streams" in out and "Why not Whisper" in out, out


@pytest.mark.slow
def test_english_live_captions_get_whisper_turbo(tmp_path):
    out = _ask(tmp_path, "live captions for 30 concurrent English webinar streams, which GPU?")
    assert "Whisper large-v3-turbo, 30 live streams" in out and "default for live streams" in out, out


@pytest.mark.slow
def test_dictations_a_day_and_summaries_share_the_llm_machine_when_it_fits(tmp_path):
    # 3,000 dictations × 2 min = 100 h of audio a day; Whisper large-v3 (3.6 GB with its context) beside the LLM, a few
    # hours a day of its machine (≤ 12 h): one bill, the separate speech machine's month saved
    out = _ask(tmp_path, "clinic: transcribe ~3000 dictations/day, 2 min each, then summarize each with Mistral Small "
                         "3.1. which GPU and monthly cost?")
    # the line says the stage's own hours too: 3,000 × 2 min = 100 h a day
    assert "Speech-to-text (100 h of audio a day) runs on the LLM's machine" in out and "one bill" in out, out
    assert "Speech-to-text stage, every day" not in out, out
