"""A speech pipeline's stages (speech-to-text, speaker diarization, the LLM steps on the transcripts: a summary, a
translation) are each sized and said side by side with their GPU-hours, money and share over the span the answer
prices — a month for a recurring batch (a weekly or daily one converted), the whole job for a one-off — in English,
简体 and 繁體. Plans are built by hand (no catalog prices)."""

from __future__ import annotations

import pytest

from advisor.core.script import to_script
from tools.media import MODELS, MediaPlan, MediaRow, diarization_stage
from tools.speech_llm import translated_transcripts, translation_batch
from tools.stages import StageCost, llm_stage, over_span, split_line


def _row(gpus: int, price: float, rate: float) -> MediaRow:
    return MediaRow("tencent", "GN10Xp.2XLARGE40", "V100 SXM2 32GB", gpus, 1, price, 10.0, 10.0 * price, rate=rate)


def test_a_translation_is_one_batch_a_target_language_as_long_as_its_source():
    # Hand: 100 h of Mandarin = 6,000 min → 600 ten-minute pieces × 2 languages = 1,200 requests;
    # each 10 × 310.8 characters × 0.6 token = 1,864.8 → 1,865 tokens in, and as many out (not a quarter: 466)
    b = translation_batch(100 * 3600, True, 2)
    assert b is not None
    assert (b.requests, b.prompt_tokens, b.output_tokens) == (1200, 1865, 1865)
    # English speech into one language: 150 words × 4/3 = 200 tokens a minute → 2,000 in, 2,000 out
    e = translation_batch(10 * 3600, False, 1)
    assert e is not None and (e.requests, e.prompt_tokens, e.output_tokens) == (60, 2000, 2000)
    assert translation_batch(3600, True, 0) is None and translation_batch(0, True, 1) is None


def test_diarization_is_priced_from_pyannotes_published_time_on_the_picked_card():
    # Hand: 50,000 h × 80 s ÷ 3,600 = 1,111.1 GPU-h; a 1-card machine at ¥12.38/h → 1,111.1 × 12.38 = ¥13,755.6;
    # on a 4-card machine at ¥40/h a card-hour is ¥10 → ¥11,111
    p = MediaPlan(MODELS["sensevoice"], 50_000 * 3600, 1.0, None, None, 24.0, "day", [_row(1, 12.38, 311.3)], "CNY")
    hours, cost = diarization_stage(p)
    assert hours == pytest.approx(1111.1, abs=0.1) and cost == pytest.approx(13755.6, abs=1)
    four = MediaPlan(MODELS["sensevoice"], 50_000 * 3600, 1.0, None, None, 24.0, "day", [_row(4, 40.0, 311.3)], "CNY")
    assert diarization_stage(four)[1] == pytest.approx(11111.1, abs=1)


def test_a_weekly_stage_is_said_over_a_month():
    # Hand: 5.0 GPU-h and 25 a week × 730 / 168 (4.345 weeks) = 21.7 GPU-h and 108.6 a month; a one-off stays as is
    m = over_span(StageCost("asr", 5.0, 25.0), "week")
    assert m.gpu_hours == pytest.approx(21.73, abs=0.01) and m.cost == pytest.approx(108.63, abs=0.01)
    assert over_span(StageCost("asr", 5.0, 25.0), None) == StageCost("asr", 5.0, 25.0)


def test_the_split_shows_diarization_costing_more_than_the_transcription():
    # Hand, a day's batch × 30.42 days: ASR 160.8 GPU-h / ¥2,017 → 4,891 GPU-h / ¥61,350; diarization 1,111.1 /
    # ¥13,756 → 33,796 / ¥418,412; LLM 43.6 / ¥1,377 → 1,326 / ¥41,884; in all 40,013 GPU-h, ¥521,646 → shares
    # 12 %, 80 %, 8 %; 40,013 GPU-h ÷ 730 h = 54.8 cards round the clock
    stages = [StageCost("asr", 160.8, 2017.0), StageCost("diarization", 1111.1, 13756.0),
              StageCost("llm", 43.6, 1377.0)]
    (line,) = split_line(stages, "day", "CNY")
    assert line.args["hours"] == pytest.approx(40013, abs=2) and line.args["cards"] == pytest.approx(54.8, abs=0.05)
    pcts = [round(x.args["pct"]) for x in line.args["items"]]
    assert pcts == [12, 80, 8]
    en, zh = line.text("en"), line.text("zh")
    assert en.startswith("Per stage, a month: speech-to-text 4,891 GPU-h"), en
    assert "speaker diarization 33,796 GPU-h" in en and "(80 %)" in en and "≈ 54.8 cards busy round the clock" in en
    assert zh.startswith("各环节每月：语音转写 4,891 GPU 小时") and "说话人分离 33,796 GPU 小时" in zh, zh
    assert "說話人分離 33,796 GPU 小時" in to_script(zh, "zh-Hant")


def test_a_one_off_job_is_split_over_the_whole_job_with_no_card_count():
    # Hand: 96.4 GPU-h / HK$204 of ASR + 10.2 GPU-h on one card / HK$191 of translation = 106.6 GPU-h, HK$395;
    # shares 204 / 395 = 52 %, 48 %
    (line,) = split_line([StageCost("asr", 96.4, 204.0), StageCost("translation", 10.2, 191.0)], None, "HKD")
    assert line.args["month"] is False and line.args["cards"] is None
    assert [round(x.args["pct"]) for x in line.args["items"]] == [52, 48]
    assert line.text("en").startswith("Per stage, the whole job: speech-to-text 96 GPU-h")
    assert "翻译 10 GPU 小时" in line.text("zh")


def test_one_stage_alone_gets_no_split_and_a_small_month_no_card_count():
    assert split_line([StageCost("asr", 5.0, 25.0)], "week", "USD") == []
    # Hand: 5 + 2.4 GPU-h a week × 4.345 = 32.2 GPU-h a month, far under one card's 730 h: no card count said
    (line,) = split_line([StageCost("asr", 5.0, 25.0), StageCost("translation", 2.4, 11.9)], "week", "TWD")
    assert line.args["cards"] is None and line.args["hours"] == pytest.approx(32.15, abs=0.01)


def test_an_llm_batch_stage_counts_every_card_of_its_machine():
    # Hand: 10.9 h on a 4-card machine = 43.6 GPU-h; no hours known → 0 GPU-h, the cost kept
    assert llm_stage("llm", 10.9, 4, 1377.0) == StageCost("llm", pytest.approx(43.6), 1377.0)
    assert llm_stage("qa", None, 2, 10.0) == StageCost("qa", 0.0, 10.0)


def test_translated_hours_of_audio_are_the_same_batch_as_its_seconds():
    # Hand: 500 h of Cantonese into English → 30,000 min / 10 = 3,000 requests of 1,865 tokens in and out
    b = translated_transcripts(500, True, 1)
    assert b is not None and (b.requests, b.prompt_tokens, b.output_tokens) == (3000, 1865, 1865)
