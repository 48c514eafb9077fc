"""Quantities the user said per unit are kept as that unit's figure and multiplied out, never dropped, shrunk or
replaced by a default: a recording's length in hours beside a count of recordings is each one's length (the batch is
count × length), per-person volumes × the people are the batch, and an output length in 字 / words is the output."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import stated_speech_load
from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _speech(text: str) -> Workload:
    w = Workload(**extract(text).patch.model_dump(exclude_none=True))
    return stated_speech_load(w, text)[0]


# ---- recordings × each one's length in hours: the batch's audio, never one recording ----------------------------

@pytest.mark.parametrize("text, hours", [
    # English: 450 lectures × 1.5 h each = 675 h of audio (once read as 1.5 h, one lecture)
    ("We have 450 lectures to transcribe with Whisper large-v3, each 1.5 hours of audio. Cost?", 675),
    # English: 900 university lectures × ~1.25 hrs = 1,125 h
    ("About 900 university lectures, each ~1.25 hrs, to caption with Whisper large-v3. How much?", 1125),
    # 简体: 120 场访谈 × 每场 2 小时 = 240 小时音频 (once read as 2 小时)
    ("有120场访谈要用Whisper large-v3转文字，每场大约2小时的录音，要多少钱", 240),
    # 繁體: 60 集節目 × 每集 3 個鐘 = 180 小時 (once read as 3 小時)
    ("我們有60集節目要用Whisper large-v3轉文字，每集大約3個鐘嘅錄音，要幾多錢", 180),
])
def test_recordings_times_each_length_in_hours_is_the_batch(text, hours):
    w = _speech(text)
    assert w.dataset is not None and w.dataset.unit == "audio_hours" and w.dataset.amount == pytest.approx(hours)


def test_a_total_said_in_hours_is_kept_beside_a_count():
    # "3,000 hours of audio" is the total said; the 90-minute length of each call does not replace it
    w = _speech("We have 3,000 hours of support calls, about 2,000 calls averaging 90 minutes, to run through Whisper "
                "large-v3. Cost?")
    assert w.dataset is not None and w.dataset.amount == pytest.approx(3000)


# ---- a volume said per person × the people who each do it ------------------------------------------------------

@pytest.mark.parametrize("text, total, period", [
    # English: 40 reviewers × 60 essays each a week = 2,400 a week (once 40 read as users at once and 60 dropped)
    ("Our 40 reviewers each grade about 60 essays a week with Qwen2.5-14B, each essay ~900 words. Monthly cost?",
     2400, "week"),
    # English: each of 25 analysts × 30 reports a day = 750 a day
    ("Each of our 25 analysts runs 30 reports a day with Llama 3.1 70B, each prompt ~3,000 tokens. Monthly cost?",
     750, "day"),
    # 简体: 80 位老师 × 每人每周 120 篇 = 每周 9,600 篇 (once 120, one teacher's)
    ("80位老师，每人每周批改约120篇作文，每篇600字左右，用Qwen2.5-14B写评语，每月成本多少", 9600, "week"),
    # 繁體: 100 位老師 × 每人每星期 80 篇 = 每週 8,000 篇 (once 80 examples, a fine-tune's data set)
    ("100位老師，每人每星期改大約80篇週記，用Qwen2.5-7B寫評語，每篇500字", 8000, "week"),
])
def test_per_person_volume_times_people_is_the_batch(text, total, period):
    e = extract(text)
    p = e.patch
    assert p.batch_requests == total and p.batch_period == period
    assert p.dataset is None and p.head_count is None
    assert any(f"{total:,}" in n for n in e.notes)  # the arithmetic is said
    assert not any("active at once" in n for n in e.notes)  # the people do the work; they are not users at once


def test_per_person_item_length_stays_the_prompt():
    # 繁體: 每篇 500 字 at the house's 繁體 rate (0.84 token a character) ≈ 420 tokens, the prompt of each request
    e = extract("100位老師，每人每星期改大約80篇週記，用Qwen2.5-7B寫評語，每篇500字")
    assert e.patch.prompt_tokens == 420


def test_a_total_said_beside_a_per_person_figure_stands():
    # the batch said in all (5,000 essays a week) is kept; "each" here is a length, not a count a person
    e = extract("We grade 5,000 essays a week with Qwen2.5-14B, each essay ~900 words. Monthly cost?")
    assert e.patch.batch_requests in (None, 5000)


# ---- an output's length said by what it is: the output tokens, never a label or a default ---------------------

@pytest.mark.parametrize("text, tokens", [
    # English: "feedback around 250 words" at 1.33 tokens a word = 333 tokens (once the default output)
    ("Our 40 reviewers each grade about 60 essays a week with Qwen2.5-14B, each essay ~900 words, feedback around "
     "250 words. Monthly cost?", 333),
    # English: "a ~150 token rationale" = 150 tokens (once an 8-token label)
    ("Classify 500k support tickets with Qwen2.5-32B and give a ~150 token rationale for each. Cost on H100?", 150),
    # 简体: 评语大约300字 at 0.67 token a 简体 character = 201 tokens (once 100 tokens assumed)
    ("80位老师，每人每周批改约120篇作文，每篇600字左右，用Qwen2.5-14B写评语，评语大约300字，每月成本多少", 201),
    # 繁體: 評語約200字 at 0.84 token a 繁體 character = 168 tokens
    ("100位老師，每人每星期改大約80篇週記，用Qwen2.5-7B寫評語，每篇500字，評語約200字", 168),
])
def test_an_answer_length_said_by_what_it_is_is_the_output(text, tokens):
    e = extract(text)
    assert e.patch.output_tokens == tokens
    assert not any(n.startswith("output not stated") for n in e.notes)
    assert any(f"{tokens:,} tokens" in n for n in e.notes)


def test_the_context_grows_with_the_said_output():
    # 简体: 每篇 600 字 = 402 tokens in + 评语 300 字 = 201 out → a 603-token context (once 402 + 100 = 502)
    e = extract("80位老师，每人每周批改约120篇作文，每篇600字左右，用Qwen2.5-14B写评语，评语大约300字，每月成本多少")
    assert e.patch.seq_len == 603


# ---- whole answers: the echoed figure and the money that follows from it ---------------------------------------

def _answer(tmp_path, text: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def _week_and_month(text: str) -> tuple[float, float]:
    """The weekly and monthly cost said of a weekly batch ("every week: ≈ $0.32 a week, ≈ $1.40 a month",
    每週一批：每週 ≈ 1.36 HKD，每月 ≈ 5.90 HKD), in the answer's currency."""
    m = re.search(r"(?:每周一批|每週一批|every week)[:：]\s*(.{0,80})", text)
    nums = re.findall(r"≈ [^\d\s]{0,2}([\d,]+(?:\.\d+)?)", m.group(1)) if m else []
    assert len(nums) >= 2, text[:800]
    return float(nums[0].replace(",", "")), float(nums[1].replace(",", ""))


@pytest.mark.slow
def test_whole_answer_en_recordings_times_length(tmp_path):
    # 900 lectures × 1.25 h = 1,125 h of audio; at the measured 20× real time on an RTX A4000 that is 1,125 ÷ 20 ≈ 56
    # GPU-hours (one lecture's 1.25 h would be ≈ 0.06)
    text = _answer(tmp_path, "About 900 university lectures, each ~1.25 hrs, to caption with Whisper large-v3. How much?")
    assert "1,125 h of audio" in text
    work = re.search(r"≈ ([\d,.]+) GPU-hours on the RTX A4000 at 20× real time", text)
    assert work and 55 <= float(work.group(1).replace(",", "")) <= 57.5, text[:1500]


@pytest.mark.slow
def test_whole_answer_zh_hans_teachers_times_essays(tmp_path):
    # 80 位老师 × 每人每周 120 篇 = 每周 9,600 篇；评语 300 字 × 0.67 = 201 token；月 = 周 × 4.35
    text = _answer(tmp_path, "80位老师，每人每周批改约120篇作文，每篇600字左右，用Qwen2.5-14B写评语，评语大约300字，每月成本多少")
    head = text.split("\n", 1)[0]
    assert "9,600" in head and "201" in head
    week, month = _week_and_month(text)
    assert month == pytest.approx(week * 4.35, abs=0.02)


@pytest.mark.slow
def test_whole_answer_zh_hant_teachers_times_journals(tmp_path):
    # 100 位老師 × 每人每星期 80 篇 = 每週 8,000 篇；評語 200 字 × 0.84 = 168 token；每篇 500 字 × 0.84 = 420 token 輸入
    text = _answer(tmp_path, "100位老師，每人每星期改大約80篇週記，用Qwen2.5-7B寫評語，每篇500字，評語約200字，每月要幾多錢")
    head = text.split("\n", 1)[0]
    assert "8,000" in head and "168" in head
    assert "420" in text
    week, month = _week_and_month(text)
    assert month == pytest.approx(week * 4.35, abs=0.02)


@pytest.mark.slow
def test_whole_answer_en_reviewers_times_essays(tmp_path):
    # 40 reviewers × 60 essays a week = 2,400 a week; feedback 250 words × 1.33 = 333 tokens out; month = week × 4.35
    text = _answer(tmp_path, "Our 40 reviewers each grade about 60 essays a week with Qwen2.5-14B, each essay ~900 words, "
                             "feedback around 250 words. Monthly cost?")
    head = text.split("\n", 1)[0]
    assert "2,400" in head and "333 tokens out" in head
    week, month = _week_and_month(text)
    assert month == pytest.approx(week * 4.35, abs=0.02)


# ---- a training corpus said by its size on disk: its tokens --------------------------------------------------

@pytest.mark.parametrize("text, tokens", [
    # English: 3 GB of text ÷ 4 bytes a token (OpenAI: 1 token ≈ 4 English characters) = 750M tokens
    ("Full fine-tune of Mistral 7B on about 3 GB of text, seq len 4k. How many GPUs and hours?", 750e6),
    # 简体: 2 GB 英文文本 ÷ 4 = 5 亿 token
    ("全量微调Qwen2.5-7B，语料大约2 GB的英文文本，序列长度4k，要多少卡多久", 500e6),
    # 繁體: 800 MB 英文語料 ÷ 4 = 2 億 token
    ("全量微調Llama-3.1-8B，大約800MB的英文語料，序列長度4k，要幾張卡幾耐", 200e6),
])
def test_a_corpus_said_in_bytes_is_its_tokens(text, tokens):
    e = extract(text)
    assert e.patch.train_tokens == pytest.approx(tokens)
    assert any("4 bytes a token" in n for n in e.notes)
