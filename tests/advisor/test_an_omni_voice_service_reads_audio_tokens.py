"""A named omni model serving calls (Qwen3-Omni / Qwen2.5-Omni, en / 简体 / 繁體) is read with each turn's prompt
holding the caller's speech as audio tokens (tools.omni), the note saying the Talker's memory and serving caveat and
the first audio's parts; a text-only use, or a prompt said, keeps the prompt as said. Hand figures: Qwen3-Omni 60 s ×
12.5 = 750 audio tokens + 500 text = 1,250; Qwen2.5-Omni-7B 60 × 25 = 1,500 + 500 = 2,000; 1 s − 0.3 − 0.234 =
0.47 s left for the Thinker's first token."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, prompt, note", [
    ("想用Qwen3-Omni-30B-A3B-Instruct做语音客服，端到端语音进语音出，高峰50路同时通话，每路首包响应要1秒内",
     1_250, "留给 Thinker 首 token 和网络约 0.47 秒"),
    ("用Qwen3-Omni做語音客服，高峰30路同時通話", 1_250, "750 个音频 token"),
    ("voice agent on Qwen2.5-Omni-7B for 20 concurrent calls, first audio under 1 s", 2_000,
     "= 1,500 audio tokens"),
])
def test_an_omni_voice_turn_holds_the_callers_audio(text, prompt, note):
    e = extract(text)
    assert e.patch.prompt_tokens == prompt
    assert any(note in n for n in [*e.notes, *e.zh_notes.values()])


def test_an_omni_note_says_the_talker_and_its_serving_caveat():
    e = extract("Qwen3-Omni voice bot, 50 concurrent calls, speech in and speech out")
    said = " ".join(e.notes)
    assert "≈ 10 GB" in said and "Stock vLLM serves the Thinker" in said and "0.234 s" in said


def test_a_text_only_use_keeps_its_prompt():
    assert extract("serve Qwen3-Omni-30B-A3B for text chat, 20 users").patch.prompt_tokens != 1_250


@pytest.mark.slow
def test_an_omni_voice_agent_gets_no_separate_speech_to_text_stage(tmp_path):
    # the omni model hears the calls itself: no Whisper stage is added under it, nor promised by the voice-agent note;
    # with a TTS named beside it (the Thinker text out), the TTS stage stays and the speech-to-text share is 0
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    alone = eng.handle("a", "We want a phone voice agent on Qwen2.5-Omni-7B, speech in and speech out, 20 concurrent "
                            "calls, US. What GPUs and monthly cost?").text
    assert "Speech-to-text stage" not in alone and "a live voice agent:" not in alone and "2,000-token" in alone
    beside = eng.handle("b", "phone voice agent: Qwen3-Omni-30B-A3B as the thinker (text out) plus CosyVoice2 for "
                             "speech, 50 concurrent calls, US").text
    assert "Speech-synthesis stage" in beside and "speech-to-text 0 (the omni model hears the audio itself)" in beside
