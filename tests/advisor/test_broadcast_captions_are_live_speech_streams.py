"""Broadcast subtitles and live captions are speech jobs: a TV station's programmes to subtitle ("每日50個鐘廣東話節目要
出繁體中文字幕同英文翻譯字幕") are hours of audio, and live captions of channels around the clock ("直播字幕，3條台24小時",
"live Cantonese captions for 3 TV channels, 24/7") are that many always-on streams sized on a streaming ASR — never a
chat LLM, a vision model or "3 training samples". A money follow-up ("每月預算HK$15,000得唔得？") is answered against
that plan.

Hand figures: 3 streams on Paraformer-zh-streaming (100 streams on one A10, planned at ≤ 80 %) fit one card; a card
around the clock is its hourly price × 730 h (e.g. HK$6.32 × 730 = HK$4,614, the T4 in Hong Kong) < HK$15,000.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store


@pytest.mark.parametrize("text", [
    "Live Cantonese captions for 3 TV channels, 24/7, in Hong Kong. What GPU and monthly cost?",
    "電視台要做粵語直播字幕，3條台24小時，香港，用咩GPU？",
    "每日大約50小時廣東話節目要出繁體中文字幕同英文翻譯字幕",
    "我们电视台要给2个频道做24小时直播字幕",
])
def test_subtitles_and_live_captions_are_a_speech_job(text):
    from advisor.core.extract_rules import modality_said

    assert modality_said(text, "speech")


def test_channels_counted_with_a_measure_word_are_live_streams_but_machines_are_not():
    from advisor.core.extract_stated import live_streams

    got = live_streams("電視台要做粵語直播字幕，3條台24小時")
    assert got is not None and got[0] == 3
    got = live_streams("直播字幕3個台")
    assert got is not None and got[0] == 3
    assert live_streams("直播字幕用3台A100夠唔夠") is None  # 3台: three machines, not channels


def _ask(tmp_path, *turns: str) -> list[str]:
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", x).text for x in turns]


@pytest.mark.slow
@pytest.mark.parametrize("text, streams", [
    ("Live Cantonese captions for 3 TV channels, 24/7, in Hong Kong. What GPU and monthly cost?", "3 live streams"),
    ("我们电视台要给2个频道做24小时直播字幕（普通话），用什么GPU，每月多少钱？", "实时 2 路"),
])
def test_live_captions_of_channels_are_always_on_streams(tmp_path, text, streams):
    out = _ask(tmp_path, text)[0]
    assert streams in out and "730" in out, out  # a month of hours, always on
    assert "Not sized here" not in out and "不做估算" not in out


@pytest.mark.slow
def test_a_tv_stations_subtitles_then_live_captions_then_a_budget_are_each_answered(tmp_path):
    t1, t2, t3 = _ask(tmp_path, "我哋係電視台，每日大約50個鐘廣東話節目要出繁體中文字幕同英文翻譯字幕，未播出嘅片唔可以出香港，"
                                "用咩模型同GPU？", "如果要做直播字幕呢？3條台24小時", "每月預算HK$15,000得唔得？")
    assert "50 小時音訊" in t1 and "翻譯" in t1, t1  # the programmes' audio, then the English translation
    assert "實時 3 路" in t2 and "730 小時" in t2, t2
    month = re.search(r"每月約 ([\d,]+) HKD，730 小時", t3)
    assert month is not None and float(month.group(1).replace(",", "")) < 15000, t3
    assert "預算內" in t3, t3
