"""A live voice agent (voice bot, phone agent, 语音客服, 語音客服機器人) answering N calls at once is a LIVE service whose
LLM serves N at once, never a text-to-speech batch. A blind expert review read "我哋想整個廣東話電話voice bot（ASR +
LLM + TTS），最多20條線同時講，要低延遲，server要喺香港" as TTS for 20 one-minute clips a month (HK$2.26): the TTS word
routed it to the speech-synthesis job and "20條線" (twenty lines) was counted as 20 items.

Hand reasoning: the calls at once are the LLM's concurrency (20條線 → 20; "30 calls at once" → 30; 同時10通電話 → 10;
同时50路通话 → 50), the task is serving, the place is kept (香港 → hk), no data set is read, and the answer says the
streaming ASR and TTS stages are not sized in it. A TTS job with no voice agent ("narration for 20 videos a week")
is still a TTS job."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.generated_media import is_tts

HK_BOT = "我哋想整個廣東話電話voice bot（ASR + LLM + TTS），最多20條線同時講，要低延遲，server要喺香港，租咩機？每個月幾錢？"


@pytest.mark.parametrize(("text", "n"), [
    (HK_BOT, 20),
    ("a phone agent that answers 30 calls at once", 30),
    ("語音客服機器人同時10通電話", 10),
    ("我哋要個電話機械人，同時接30通電話", 30),  # read as off-topic before
    ("call center bot that handles 100 calls at the same time, Qwen2.5-14B", 100),
    ("我们要做语音客服，ASR+大模型+TTS，同时50路通话", 50),
    ("voice bot with whisper + qwen2.5-7b + tts for 20 concurrent calls", 20),
])
def test_a_voice_agents_calls_at_once_are_its_concurrency(text, n):
    e = extract(text)
    p = e.patch
    assert p.task == "inference" and p.concurrency == n and p.dataset is None and p.batch_requests is None, p
    assert not is_tts(text)  # never routed to a speech-synthesis batch


def test_the_place_is_kept_and_the_stages_not_sized_are_said():
    e = extract(HK_BOT)
    assert e.patch.regions == ["hk"], e.patch
    assert any("speech-synthesis" in n for n in e.notes), e.notes


def test_a_tts_job_is_still_one():
    assert is_tts("F5-TTS narration for 20 videos a week, 10 minutes each")
    assert is_tts("用CosyVoice給100支影片配音，每支5分鐘")
