"""Unheld lip-sync names are the lip-sync family on MuseTalk's published rate (tools.lipsync_names), and a paid use of
Wav2Lip's research-only weights is read from its licence row."""

from __future__ import annotations

import pytest

from advisor.core.gen_family import family_model
from advisor.core.video_each_length_read import each_length_said
from tools.licence import table_licence
from tools.lipsync_names import lipsync_named


@pytest.mark.parametrize(("text", "name"), [
    ("SadTalker for 300 clips", "SadTalker"), ("用 LatentSync 做口型", "LatentSync"), ("Hallo2 avatars", "Hallo"),
    ("我們用 EchoMimic 做數字人", "EchoMimic"), ("video-retalking on our lectures", "VideoRetalking"),
])
def test_each_name_is_lipsync_on_musetalk(text: str, name: str) -> None:
    m = lipsync_named(text)
    assert m is not None and m.name == name and m.family == "lipsync" and m.proxy == "MuseTalk"
    got = family_model(text)
    assert got is not None and got[0].name == name and got[1]  # named, never "no model named"


def test_digital_human_words_with_videos_are_lipsync() -> None:
    assert family_model("數字人口播影片，每日 900 條")[0].name == "MuseTalk"  # type: ignore[index]
    assert family_model("talking-head videos for onboarding") is not None
    assert family_model("a digital human chatbot answering in text with Qwen2.5-7B") is None


def test_wav2lip_licence_row_is_research_only() -> None:
    row = table_licence("Wav2Lip")
    assert row is not None and not row.commercial and row.kind == "non_commercial"
    assert "Rudrabha/Wav2Lip" in row.source and row.as_of and row.alternative == "MuseTalk"


@pytest.mark.parametrize(("text", "secs"), [
    ("每天 700 条，每条1分钟", 60.0),  # 1 minute = 60 s
    ("每日 450 條影片，每條兩分鐘左右", 120.0),  # 两 / 兩 minutes = 120 s
    ("每天 900 条三分钟左右的视频", 180.0),
    ("180 videos a day, 2 minutes each", 120.0),
    ("75 four-minute talking-head videos", 240.0),
    ("each clip runs about 45 seconds", 45.0),
])
def test_a_videos_length_said_beside_its_count(text: str, secs: float) -> None:
    assert each_length_said(text) == secs


def test_hours_a_day_are_no_video_length() -> None:
    assert each_length_said("每天 3 小时左右") is None


def test_a_presenter_script_to_write_is_no_lipsync_job() -> None:
    # 口播文案 / 写口播稿 is text an LLM writes, not a video to lip-sync
    assert family_model("用 Qwen2.5-7B 批量写口播文案，每天 4000 条") is None
    assert family_model("用 Llama-3.1-8B 寫口播稿，每日 900 篇") is None


def test_a_greeting_is_no_model() -> None:
    assert lipsync_named("Hallo, we need 500 lip-sync clips") is None  # German "hello", not Fudan's Hallo
