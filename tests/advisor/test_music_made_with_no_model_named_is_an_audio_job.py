"""Music or sound effects made with no model named are an audio generator's job, never a chat model's tokens:
"Generate 2,000 songs a day, 30 seconds each" was priced as a Llama-3.1-8B chat; 每天生成3000段音效 as a Qwen2.5-7B
batch. Songs and music are sized on ACE-Step (the held music row with a published rate), sound effects on Stable Audio
Open, each said as the model assumed ("no model named: sized on …"). A language model named for lyrics or
descriptions of songs keeps its own answer (advisor.core.gen_family._unnamed_audio)."""

from __future__ import annotations

import pytest

from advisor.core.gen_family import family_model


@pytest.mark.parametrize("text, key", [
    ("Generate 2,000 songs a day, 30 seconds each. What GPU?", "ace-step"),
    ("We need to generate background music for 500 videos a day, 60 s each", "ace-step"),
    ("每天生成1000首歌，每首3分钟，租什么卡", "ace-step"),
    ("每天生成500段背景音樂每段30秒", "ace-step"),  # glued, traditional
    ("每天生成3000段音效，每段10秒，租什么卡", "stable-audio-open"),
    ("create 5,000 sound effects a day", "stable-audio-open"),
])
def test_music_or_sound_made_is_sized_on_an_audio_model(text, key):
    got = family_model(text)
    assert got is not None and got[0].key == key and got[1] is False, got


@pytest.mark.parametrize("text", [
    "写一首歌的歌词，用 Qwen2.5-7B 生成，每天10万次",  # lyrics: a language model's job
    "用Llama 3.1 8B给每首歌生成简介，每天1万首",  # a language model named
    "Generate song lyrics for 10k users a day",
    "Transcribe 2,000 songs' vocals a day",  # nothing made
    "Generate 1,000 images a day with SDXL",
])
def test_other_work_beside_songs_is_not_music_generation(text):
    assert family_model(text) is None


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # 2,000 × 30 s = 16.7 h of audio a day; ACE-Step 34.48× real time on an RTX 4090 → ≈ 0.5 GPU-hours a day
    ("Generate 2,000 songs a day, 30 seconds each. What GPU?", "no model named: sized on ACE-Step"),
    ("每天生成3000段音效，每段10秒，租什么卡", "没有说模型：按 Stable Audio Open"),
])
def test_the_answer_says_the_model_it_assumed(engine, text, said):
    answer = engine.handle("t", text).text
    assert said in answer and "Llama" not in answer.splitlines()[0] and "Qwen" not in answer.splitlines()[0], \
        answer[:1500]
