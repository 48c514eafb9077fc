"""What a speech pipeline's message says is read: hours of audio counted in 万 / 萬 ("每天大概5万小时会议录音",
"3 萬個鐘嘅舊節目"), subtitles made from video or programmes as a speech-to-text job, and the languages a translation
of the transcripts goes into — in English, 简体 and 繁體 (Taiwan and Hong Kong Cantonese)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import COUNT_MULTIPLIER, STATED_COUNTS
from advisor.core.extract_rules import modality_said
from advisor.core.extract_stated import translation_targets
from tools.non_llm import stated_count


@pytest.mark.parametrize("text, hours", [
    ("每天大概5万小时会议录音，要转写+区分说话人+出纪要", 50_000),
    ("電視台想將 3 萬個鐘嘅舊節目自動出中文字幕", 30_000),
    ("我們有 1.5 萬小時的客服錄音", None),  # a decimal before 萬 is not read (never as 5 萬): the load is asked
    ("我们每天转写 2万小时", 20_000),
    ("錄音每日約2萬個鐘", 20_000),
    ("3000 小时录音", 3_000),  # no multiplier: as before
])
def test_hours_of_audio_counted_in_ten_thousands(text, hours):
    got = stated_count(text, STATED_COUNTS, COUNT_MULTIPLIER)
    if hours is None:
        assert got is None
    else:
        assert got is not None and got.unit == "audio_hours" and got.amount == hours


@pytest.mark.parametrize("text", [
    "電視台想將 3 萬個鐘嘅舊節目（大部分廣東話）自動出中文字幕再翻譯做英文字幕",
    "每週大概 100 小時的影片要上中文字幕",
    "每周 200 小时的视频要加字幕",
    "We have 300 hours of lecture video a week to subtitle",
    "subtitle 500 episodes of our show in English",
    # who spoke when said in words: only recorded speech has speakers to label
    "We record about 400 hours of meetings a day. Need transcripts with speaker labels and a summary of each.",
    "identify the speakers with pyannote",
])
def test_subtitles_and_speaker_labels_are_a_speech_job(text):
    assert modality_said(text, "speech")


def test_a_subtitle_file_word_alone_is_not_a_speech_job():
    assert not modality_said("translate these 2,000 subtitle files (.srt) from English to German", "speech")


@pytest.mark.parametrize("text, langs", [
    ("每週大概 100 小時的影片要用 Whisper large-v3 上中文字幕，再翻成英文跟日文，想租雲端 GPU，一個月大概多少？",
     ["English", "Japanese"]),
    ("3 萬個鐘嘅舊節目自動出中文字幕再翻譯做英文字幕，兩個月內搞掂", ["English"]),
    ("转写后翻译成英语和西班牙语", ["English", "Spanish"]),
    ("transcribe 500 hours of lectures with Whisper, then translate them into Spanish and French. cost?",
     ["Spanish", "French"]),
    ("transcribe the calls and translate them", ["?"]),  # a translation with no language: one, said as assumed
])
def test_the_languages_a_translation_goes_into(text, langs):
    assert translation_targets(text) == langs


def test_no_translation_said_reads_none():
    assert translation_targets("transcribe 500 hours of lectures in English and Spanish") is None
    assert translation_targets("每天5万小时会议录音，要转写+区分说话人+出纪要") is None
