"""A turn-taking voice app (ASR + LLM + TTS: "SenseVoice识别 + Qwen3-8B回复 + CosyVoice2合成，1000人同时在线，每25秒一轮
对话，AI每次回复10秒左右语音") sized stage by stage from its stated turn: the reply's spoken seconds are the LLM's answer,
a turn is one message a user, the TTS speaks the reply's share of each turn, and each utterance is heard once.

Hand figures:
- reply tokens: English 150 words a minute × 4/3 = 200 tokens a minute → 10 s = 33.3 → 34, 8 s = 26.7 → 27; Mandarin
  310.8 characters × 0.6 = 186.5 a minute → 10 s = 31.08 → 32, 8 s = 24.9 → 25;
- TTS share: 10 s every 25 s = 0.4; CosyVoice2 at its own RTF 0.0891 on one L20: 1,000 sessions × 0.4 × 0.0891 =
  35.6 cards busy → ÷ 0.8 = 44.55 → 45 L20s (F5-TTS's 0.1467 stand-in gave ⌈73.4⌉ = 74);
- ASR: SenseVoice hears the user's speech once, at most 25 − 10 = 15 s of each 25-s turn = 0.6 s a second a session;
  Whisper pads each utterance to 30 s: a turn every 20 s = 1.5; 1,000 × 0.6 ÷ 8.43 (a caption stream's re-decoding)
  = 71.2 → 72 stream-equivalents.
"""

from __future__ import annotations

import pytest


def test_a_spoken_reply_is_its_seconds_at_a_published_speech_rate():
    from tools.voice import spoken_reply_tokens

    assert spoken_reply_tokens(10, chinese=False) == 34
    assert spoken_reply_tokens(8, chinese=False) == 27
    assert spoken_reply_tokens(10, chinese=True) == 32
    assert spoken_reply_tokens(8, chinese=True) == 25


def test_the_agent_speaks_its_reply_share_of_each_turn():
    from tools.voice import tts_cards, turn_talk_share

    assert turn_talk_share(10, 25) == pytest.approx(0.4)
    assert turn_talk_share(30, 20) == 1.0  # a reply longer than the turn: always speaking, never more
    assert tts_cards(1000, 0.0891, turn_talk_share(10, 25)) == 45


def test_cosyvoice2_is_sized_on_its_own_published_rtf():
    from tools.generated_media import TTS_MODELS

    m = TTS_MODELS["cosyvoice2"]
    assert (m.rtf, m.rtf_gpu) == (0.0891, "L20")
    assert "triton_trtllm" in m.rtf_setup


def test_a_turns_utterance_is_decoded_once_not_as_a_caption_stream():
    from tools.media import STREAM_COST
    from tools.voice import stream_equivalents, turn_asr_cost

    assert turn_asr_cost(25, 10, whisper=False) == pytest.approx(0.6)
    assert turn_asr_cost(20, 8, whisper=True) == pytest.approx(1.5)
    assert turn_asr_cost(20, 8, whisper=True) < STREAM_COST  # 8.43: the caption stream's re-decoding
    assert stream_equivalents(1000, 0.6, STREAM_COST) == 72


def _fields(text: str) -> dict:
    from advisor.core.extract_rules import extract

    p = extract(text).patch
    return {k: getattr(p, k) for k in ("users_online", "concurrency", "message_interval_s", "output_tokens")}


@pytest.mark.parametrize("text, want", [
    # 简体: English replies (AI用英语回) → the English rate
    ("做英语口语陪练app，用户说英语，AI用英语回。方案：SenseVoice识别 + Qwen3-8B回复（不要思考）+ CosyVoice2合成。晚高峰1000人"
     "同时在线，大概每25秒一轮对话，AI每次回复10秒左右语音。要几张卡？",
     {"users_online": 1000, "concurrency": None, "message_interval_s": 25.0, "output_tokens": 34}),
    # English: "200 concurrent calls" that take turns are sessions open, not generations at once
    ("Voice agent: Whisper + Llama-3.1-8B + Kokoro TTS, 200 concurrent calls, a turn every 20 s, replies about 8 s of "
     "speech. How many GPUs?",
     {"users_online": 200, "concurrency": None, "message_interval_s": 20.0, "output_tokens": 27}),
    # 繁體 (Cantonese): Chinese replies → the Mandarin rate
    ("我哋做粵語電話客服：SenseVoice識別 + Qwen2.5-7B + CosyVoice2合成，夜晚500人同時在線，大約每20秒一輪，AI每次回覆8秒"
     "左右語音，要幾多張卡？",
     {"users_online": 500, "concurrency": None, "message_interval_s": 20.0, "output_tokens": 25}),
])
def test_a_voice_apps_turn_is_read_as_its_message_interval_and_answer(text, want):
    assert _fields(text) == want


def test_a_dubbing_batch_naming_asr_and_tts_is_no_live_agent():
    from advisor.core.extract_stated import voice_agent_said

    assert not voice_agent_said("Dub 100 hours of video: Whisper to transcribe, translate, then CosyVoice2 to speak it")
    assert voice_agent_said("Whisper STT + Qwen3-8B + Kokoro TTS for 300 users online")
