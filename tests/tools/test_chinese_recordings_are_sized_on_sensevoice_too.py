"""A batch of Chinese (Mandarin, Cantonese) recordings is sized on SenseVoice-Small from FunASR's published speed beside
Whisper; the cheaper one leads unless Whisper was asked for by name, and the other is said with its GPU-hours and
month. Plans are built by hand (no catalog prices)."""

from __future__ import annotations

import pytest

from advisor.core.script import to_script
from catalog.gpus import all_gpus
from tools.media import MODELS, MediaPlan, MediaRow, card_rate, chinese_batch_lead, other_model_line


def test_sensevoice_batch_speed_is_the_batched_v100_figure_scaled_by_bandwidth():
    # Hand: FunASR's Triton runtime runs Paraformer-large (the floor for SenseVoice-Small) on one V100 (900 GB/s) with
    # 60 concurrent tasks: 36,108.919 s of audio in 116.0 s = 311.28× real time.
    # A10 (600 GB/s): 311.28 × 600 / 900 = 207.52×; L20 (864 GB/s): 311.28 × 864 / 900 = 298.83×.
    # T4 (320 GB/s, no BF16) still counts, FunASR runs FP32: 311.28 × 320 / 900 = 110.68×.
    # H100 (3,350 GB/s) is faster but not measured here: held at the V100's 311.28× (never above the measured card).
    gpus = all_gpus()
    m = MODELS["sensevoice"]
    assert card_rate(m, gpus["V100 SXM2 32GB"], gpus) == (pytest.approx(311.28, abs=0.01), False)
    assert card_rate(m, gpus["A10"], gpus) == (pytest.approx(207.52, abs=0.01), True)
    assert card_rate(m, gpus["L20"], gpus) == (pytest.approx(298.83, abs=0.01), True)
    assert card_rate(m, gpus["T4"], gpus) == (pytest.approx(110.68, abs=0.01), True)
    assert card_rate(m, gpus["H100 SXM"], gpus) == (pytest.approx(311.28, abs=0.01), True)


def _row(gpu: str, price: float, rate: float, audio_h: float, machines: int = 1) -> MediaRow:
    # a job row: its wall hours are the audio ÷ the rate ÷ the machines (start-up left out here), cost = hours × price
    hours = audio_h / rate / machines
    return MediaRow("p", "i", gpu, 1, machines, price, hours, hours * price * machines, rate=rate, scaled=True)


def _plan(key: str, row: MediaRow, audio_h: float) -> MediaPlan:
    return MediaPlan(MODELS[key], audio_h * 3600, 1.0, None, None, 24.0, "day", [row], "CNY", chinese=True)


# Hand: 12,000 calls a day × 6 min = 1,200 h of audio a day.
# Whisper large-v3 on an A10 at 27×: 1,200 / 27 = 44.44 GPU-h × ¥9 = ¥400.0 a day.
# SenseVoice on a T4 at 16.2×: 1,200 / 16.2 = 74.07 GPU-h × ¥3 = ¥222.2 a day → × 730 / 24 = ¥6,759 a month.
AUDIO_H = 1200.0
WHISPER = _plan("whisper-large", _row("A10", 9.0, 27.0, AUDIO_H, 2), AUDIO_H)
SENSEVOICE = _plan("sensevoice", _row("T4", 3.0, 16.2, AUDIO_H, 4), AUDIO_H)


def test_the_cheaper_sensevoice_leads_when_no_model_was_named():
    lead, beside = chinese_batch_lead(WHISPER, SENSEVOICE, whisper_named=False)
    assert lead is SENSEVOICE and beside is WHISPER


def test_a_whisper_asked_for_by_name_leads_with_sensevoice_beside_it():
    lead, beside = chinese_batch_lead(WHISPER, SENSEVOICE, whisper_named=True)
    assert lead is WHISPER and beside is SENSEVOICE


def test_a_dearer_sensevoice_does_not_lead():
    # Hand: SenseVoice on an A100 at ¥35 an hour and 103×: 1,200 / 103 = 11.65 GPU-h × ¥35 = ¥407.8 > Whisper's ¥400
    dear = _plan("sensevoice", _row("A100 80GB SXM", 35.0, 103.0, AUDIO_H), AUDIO_H)
    assert chinese_batch_lead(WHISPER, dear, whisper_named=False) == (WHISPER, dear)
    assert chinese_batch_lead(WHISPER, None, whisper_named=False) == (WHISPER, None)


def test_the_other_model_is_said_with_its_gpu_hours_and_month_in_each_language():
    line = other_model_line(SENSEVOICE, WHISPER)
    assert line is not None and line.args["cheaper"] is True
    assert line.args["hours"] == pytest.approx(74.07, abs=0.01)
    en, zh = line.text("en"), line.text("zh")
    assert "Cheaper: SenseVoice-Small" in en and "74.1 GPU-hours on T4 at 16× real time" in en, en
    assert "≈ ¥6,759 a month" in en and "¥222.22 a day" in en, en
    assert "更省：SenseVoice-Small" in zh and "约 74.1 GPU 小时" in zh and "每月约 ¥6,759" in zh, zh
    assert "每天约 ¥222.22" in zh, zh
    hant = to_script(zh, "zh-Hant")  # Traditional: the Simplified text converted where the reply is rendered
    assert "每月約 ¥6,759" in hant, hant
    # Whisper said beside a SenseVoice lead: 44.44 GPU-h, ¥400.00 a day → × 30.42 = ¥12,167 a month; not cheaper
    back = other_model_line(WHISPER, SENSEVOICE)
    assert back is not None and back.args["cheaper"] is False
    assert "44.4 GPU-hours on A10 at 27× real time" in back.text("en") and "≈ ¥12,167 a month" in back.text("en")
