"""Live interpretation for N meeting rooms is sized as a service of stages (it was answered with "which model?" and
no figure): the LLM translating rooms × languages streams at once, streaming speech-to-text with one stream a room
(Chinese speech on Paraformer-zh-streaming), speech synthesis for each translation stream when a voice output is
asked (the translation speaking whenever the speaker does: 100 %), the cards of all stages added, and one clause's
latency hop by hop against a human interpreter's 3 s lag.

Hand reasoning: the cards line's total is the LLM's cards + each speech stage's own machines × cards; the synthesis
stage carries rooms × languages streams; captions only (no voice output) has no synthesis stage."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_english_interpretation_for_twenty_rooms_gets_every_stage_and_the_cards(tmp_path):
    out = _ask(tmp_path, "live interpretation for 20 meeting rooms, Chinese to English, with voice output. "
                         "what GPUs and how much per month?")
    assert "20 live streams (one a room" in out and "Paraformer-zh-streaming" in out, out
    assert "Speech-synthesis stage — 20 streams (rooms × target languages)" in out and "100%" in out, out
    m = re.search(r"Cards for 20 rooms at once .*?= (\d+) cards", out)
    assert m is not None and int(m.group(1)) >= 2, out
    assert "Latency per hop, one clause" in out and "ear-voice span 3 s" in out, out
    assert "Which model will you run?" in out  # the provisional LLM is said, not asked for first


def test_simplified_interpretation_with_voice_sizes_synthesis_and_the_month(tmp_path):
    out = _ask(tmp_path, "我们要给20个会议室做同传，中文翻英文，带语音输出，需要什么卡，多少钱一个月")
    assert "语音识别环节——20 路实时流（每个会议室一路" in out, out
    assert "语音合成环节——20 路（会议室 × 目标语言）" in out, out
    assert "全部环节合计每月约" in out and "20 个会议室同时进行" in out and "每一跳的延迟" in out, out


def test_traditional_interpretation_rooms_are_streams_not_a_question(tmp_path):
    out = _ask(tmp_path, "即時口譯 10 間會議室，中翻英，要語音輸出，要用什麼卡、一個月多少錢？")
    assert "10 路實時流" in out and "10 個會議室同時進行" in out, out
    assert "這一項必須知道" not in out


def test_captions_only_interpretation_has_no_synthesis_stage(tmp_path):
    out = _ask(tmp_path, "simultaneous translation for 5 conference rooms, English to Chinese, subtitles only, "
                         "what GPUs?")
    assert "5 live streams (one a room" in out and "Whisper" in out, out  # English speech recognised
    assert "Speech-synthesis stage" not in out and "no voice output asked" in out, out
