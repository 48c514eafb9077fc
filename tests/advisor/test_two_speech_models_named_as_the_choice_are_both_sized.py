"""Two speech models named as the choice for one batch ("用whisper定sensevoice？", "Whisper or SenseVoice?", "Whisper vs
SenseVoice", "用sensevoice还是whisper") are both sized on the batch (advisor.core.service._chinese_batch: the cheaper
leads, the other priced beside it with its GPU-hours), and the accuracy question is answered with what is held
(SenseVoice's README: lower error rates than Whisper on Chinese and Cantonese test sets) and what is not (no error rate
of our own for the recordings' language). An expert's complaint: "用whisper定sensevoice？ is still not argued: no Whisper
hours or cost"."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

CASES = [
    # the expert's case (Cantonese, Hong Kong only): 100,000 h; SenseVoice on T4 at 111× real time ≈ 900 T4-hours
    # (key 50–200 GPU-h on faster cards, 100–400 on T4); Whisper large at ≈ 27× real time on A10G ≈ 3,700 GPU-hours
    # (key ≈ 2,200 at 45×, within 2×)
    ("我哋電台有大約10萬小時嘅粵語節目錄音，想轉做繁體中文字幕同埋做全文搜尋，年底前要搞掂（大概4個禮拜）。資料唔可以出香港。"
     "用whisper定sensevoice？要租幾多GPU，大概幾錢？", "SenseVoice", "Whisper large", (1_800, 7_500), "錯誤率"),
    # English, Mandarin calls: 20,000 h; Whisper at ≈ 20× on an RTX A4000 ≈ 1,000 GPU-hours
    ("We have 20,000 hours of Mandarin call-center recordings to transcribe within 2 weeks. Whisper or SenseVoice? "
     "How many GPUs and what will it cost?", "SenseVoice", "Whisper large", (400, 2_000), "error rate"),
    # 简体, SenseVoice named first: 50,000 h; Whisper ≈ 2,500 GPU-hours at ≈ 20×
    ("我们有5万小时的普通话会议录音要转文字，一个月内完成，用sensevoice还是whisper？要几张卡多少钱", "SenseVoice",
     "Whisper large", (1_200, 5_000), "错误率"),
]


@pytest.mark.parametrize(("text", "lead", "beside", "hours", "accuracy"), CASES, ids=["yue", "en", "zh"])
def test_both_named_models_are_sized_and_compared(tmp_path, text, lead, beside, hours, accuracy):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    head = next(b for b in re.findall(r"\*\*(.+?)\*\*", r.text) if lead in b)
    assert lead in head, r.text[:1500]
    line = next((x for x in r.text.splitlines() if x.startswith("- ") and beside in x), None)
    assert line is not None, r.text[:2500]
    # the other model's GPU-hours and its total for the batch, not a name alone
    m = re.search(r"([\d,]+(?:\.\d)?) (?:GPU-hours|GPU 小时|GPU 小時)", line)
    assert m is not None and hours[0] <= float(m.group(1).replace(",", "")) <= hours[1], line
    assert re.search(r"for ≈ \$[\d,.]+|总价约 ¥[\d,.]+|總價約 [\d,.]+ HKD", line), line
    assert accuracy in line and "README" in line, line


def test_one_named_model_alone_is_not_turned_into_a_comparison(tmp_path):
    # Whisper named alone for Mandarin recordings: SenseVoice is still priced beside it (the Chinese-speech rule), but
    # the accuracy comparison line is said only when both were named as the choice
    r = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "We have 20,000 hours of Mandarin call-center recordings to transcribe with Whisper within 2 weeks. "
             "How many GPUs and what will it cost?")
    assert "I hold no error-rate figure of my own" not in r.text, r.text[:2000]
