"""A turn-taking voice app's whole answer: the LLM from its turns (not a 45-s reading chat with 338-token answers), the
speech-to-text stage heard once an utterance, and the speech synthesis at the stated reply share of each turn, on
CosyVoice2's own published RTF, with a light English TTS (Kokoro-82M) beside it when the replies are English — in 简体,
繁體 (Cantonese) and English.

Hand figures (tests/tools/test_turn_taking_voice_app_stages.py): 1,000 online, a turn every 25 s, 10-s English replies
→ 34 tokens; each waits 2 s + 34 / 20 = 3.7 s → 1,000 × 3.7 ÷ 25 = 148 generating at once (the interactive
response-time law). SenseVoice: 0.60 s of decoding a second a session. TTS: 40 % of each turn at RTF 0.0604
(L20, 4 requests in flight: the card's batched throughput the sessions share).
English: 200 calls, a turn every 20 s, 8-s replies → 27 tokens, 2 + 27 / 20 = 3.35 s → 200 × 3.35 ÷ 20 = 33.5 → 34;
Whisper 30 ÷ 20 = 1.50 s a session a second.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow  # whole answers


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_a_chinese_voice_coach_sizes_llm_asr_and_tts_from_its_turns(tmp_path):
    out = _ask(tmp_path, "做英语口语陪练app，用户说英语，AI用英语回。方案：SenseVoice识别 + Qwen3-8B回复（不要思考）+ "
                         "CosyVoice2合成。晚高峰1000人同时在线，大概每25秒一轮对话，AI每次回复10秒左右语音。要几张卡？")
    # 34-token replies at the 50 tokens/s a call assumed for a spoken reply (was the 20 tokens/s chat default: 148):
    # 2 + 34 / 50 = 2.68 s → 1,000 × 2.68 ÷ 25 = 107.2 → 108 generating at once
    assert "同时约 108 路在生成" in out and "34 token" in out, out
    asr = next(x for x in out.splitlines() if x.startswith("> 语音识别环节"))
    assert "只解码一次" in asr and "0.60 秒" in asr, asr
    tts = next(x for x in out.splitlines() if x.startswith("> 语音合成环节"))
    assert "每 25 秒一轮、每轮回复 10 秒语音" in tts and "40%" in tts and "RTF 0.0604" in tts, tts
    assert "F5-TTS" not in tts  # CosyVoice2's own figure, not a stand-in
    assert "若换成轻量的英语 TTS：Kokoro-82M" in out  # English replies: the light TTS beside the heavy one
    assert "合计每月" in out


def test_a_cantonese_voice_agent_hears_and_speaks_its_turns_with_no_english_tts_offered(tmp_path):
    # 500 online, a turn every 20 s, 8-s Chinese replies → 25 tokens at the 50 tokens/s a call a spoken reply needs
    # (assumed, no speed stated; was the 20 tokens/s chat default: 82): 2 + 25 / 50 = 2.5 s → 500 × 2.5 ÷ 20 = 62.5
    # → 63 generating at once; TTS 8 ÷ 20 = 40 %; SenseVoice (20 − 8) ÷ 20 = 0.60 s a session a second
    out = _ask(tmp_path, "我哋做粵語電話客服：SenseVoice識別 + Qwen2.5-7B + CosyVoice2合成，夜晚500人同時在線，大約每20秒一輪，"
                         "AI每次回覆8秒左右語音，要幾多張卡？")
    assert "63 路" in out and "25 token" in out and "每路 ≥ 50 tokens/s（假設值）" in out, out
    tts = next(x for x in out.splitlines() if x.startswith("> 語音合成"))
    assert "40%" in tts and "RTF 0.0604" in tts, tts
    assert "0.60 秒" in out and "Kokoro" not in out  # Chinese replies: no English-only TTS offered


def test_an_english_voice_agent_sizes_llm_asr_and_tts_from_its_turns(tmp_path):
    out = _ask(tmp_path, "Voice agent: Whisper + Llama-3.1-8B + Kokoro TTS, 200 concurrent calls, a turn every 20 s, "
                         "replies about 8 s of speech. How many GPUs?")
    # 27-token replies at the assumed 50 tokens/s a call (was the 20 tokens/s chat default: 34): 2 + 27 / 50 = 2.54 s
    # → 200 × 2.54 ÷ 20 = 25.4 → 26 generating at once
    assert "≈ 26 generating at once (of 200 online" in out and "27 tokens" in out, out
    asr = next(x for x in out.splitlines() if x.startswith("> Speech-to-text stage"))
    assert "200 sessions" in asr and "1.50 s of decoding a second a session" in asr, asr
    tts = next(x for x in out.splitlines() if x.startswith("> Speech-synthesis stage"))
    assert "8 s of each 20-s turn (40% of the time, as stated)" in tts, tts
