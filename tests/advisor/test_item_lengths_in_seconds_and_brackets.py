"""A TTS item's length said in seconds, and an answer's length said in brackets after its name, are read.

"每天大概2万条 每条30秒左右" was answered "no length said" and sized at 1 minute each (twice the speech); "評語(大約400字)"
kept the default output because the bracket stood between the answer's name and its length."""

from __future__ import annotations

from advisor.core.generated_media import items_without_length, thread_speech
from advisor.core.said_output_length_read import output_said


def test_a_tts_item_in_seconds_makes_the_hours():
    # 12,000 a day × 45 s = 540,000 s = 150 h of speech a day
    got = thread_speech(["有声广告每天1.2万条 每条约45秒 用CosyVoice2合成"])
    assert got is not None and abs(got[0] - 150.0) < 0.5, got
    # 繁體: 3,000 段 × 每段 20 秒 = 60,000 s ≈ 16.7 h
    got = thread_speech(["每天要合成3000段語音 每段大約20秒"])
    assert got is not None and abs(got[0] - 16.67) < 0.1, got
    # English: 800 clips, 90 seconds each = 72,000 s = 20 h
    got = thread_speech(["narrate 800 product clips a week, 90 seconds each, with XTTS"])
    assert got is not None and abs(got[0] - 20.0) < 0.1, got


def test_a_count_with_seconds_each_is_not_a_count_without_length():
    assert items_without_length("每天大概5000条 每条15秒左右的配音") is None
    assert items_without_length("每天大概5000条配音") is not None


def test_an_answer_length_in_brackets_after_its_name_is_read():
    # 點評（約250字）: 250 字, the answer's length; (大約400字) the same with ASCII brackets
    got = output_said("老師想用模型先出點評（約250字）再人工改")
    assert got is not None and got[0] == 250 and got[1] == "zi", got
    got = output_said("先出評語(大約400字),應該租咩")
    assert got is not None and got[0] == 400 and got[1] == "zi", got
    assert output_said("评语要写好，字数不限") is None
