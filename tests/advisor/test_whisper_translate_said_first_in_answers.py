"""Whole answers: a "Whisper translate" ask into written Chinese or another non-English language is met first with
"translate writes English only", then the transcription plan with its LLM rewrite step and (minutes / notes said) its
summary step sized from the transcripts' tokens; the caveats speak of the user's own kind of recordings."""

from __future__ import annotations

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _line(out: str, word: str) -> str:
    return next((x for x in out.splitlines() if x.startswith("- ") and word in x), "")


def test_simplified_lectures_into_written_chinese_and_english_summary(ask):
    # Expert by hand: translate gives English only, so 简体讲义 is an LLM rewrite of the transcripts. 150 h a week of
    # Mandarin = 9,000 min → 900 ten-minute pieces × (311 字/min × 0.6 token/字 × 10 = 1,865 tokens); the rewrite is as
    # long as its input (1,865 out), the English summary a quarter (466 out). Lectures: no calls, no hold music.
    out = ask("每周150小时普通话课程录音，想用Whisper的translate功能直接出简体中文讲义和英文摘要，用什么GPU？")
    first = out.strip().splitlines()[0]
    assert "只会译成英文" in first and "中文书面语" in first
    rewrite, summary = _line(out, "改写环节"), _line(out, "大模型环节")
    assert "中文书面语" in rewrite and "900 条" in rewrite and "输出 1,865" in rewrite
    assert "900 条" in summary and "输出 466" in summary
    levers = _line(out, "可改变结论的因素")
    assert "讲座 / 课程录音" in levers and "通话" not in levers and "等待音乐" not in levers


def test_traditional_cantonese_lectures_in_hong_kong(ask):
    # Expert: Cantonese → SenseVoice or Whisper transcribe with language yue; 500 h a month = 30,000 min → 3,000 pieces;
    # 書面語 rewrite 3,000 × 1,865 in and out, 英文重點 a summary step; caveats about lectures, not 通話.
    out = ask("我哋每個月有500個鐘嘅廣東話講座錄音，想用Whisper translate直接出繁體書面語講稿同英文重點，"
              "要租咩GPU？資料唔可以出香港。")
    first = out.strip().splitlines()[0]
    assert "只會譯成英文" in first and "書面語" in first and "yue" in first
    assert "3,000 條" in _line(out, "改寫環節") and "3,000 條" in _line(out, "大模型環節")
    assert "通話" not in _line(out, "解碼前先切分音訊") and "講座" in _line(out, "解碼前先切分音訊")


def test_english_podcasts_into_french_notes(ask):
    # Expert: Spanish podcasts → French show notes cannot come from translate (English only): transcribe, then an LLM
    # writes French; 250 h = 15,000 min → 1,500 pieces of 150 words × 4/3 × 10 = 2,000 tokens; podcasts: intro music.
    out = ask("We record 250 hours of Spanish podcasts a month and want Whisper's translate task to produce French "
              "show notes. Which GPU?")
    first = out.strip().splitlines()[0]
    assert "English only" in first and "French" in first
    assert "1,500 requests" in _line(out, "Translation of the transcripts into French")
    levers = _line(out, "What would change it")
    assert "podcast episodes" in levers and "hold music" not in levers and "calls" not in levers


def test_english_target_alone_is_no_trap(ask):
    # Expert: German interviews into English is Whisper's translate task as designed: nothing to warn about
    out = ask("Use Whisper large-v3 translate on 120 hours of German interviews a week to get English text. Which GPU?")
    assert "English only" not in out
