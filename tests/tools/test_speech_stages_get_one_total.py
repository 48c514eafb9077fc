"""Transcription + speaker diarization of one batch get one combined total — GPU-hours, money and the machines that
finish both by the deadline — in English and Chinese. Plans are built by hand (no catalog prices)."""

from __future__ import annotations

import pytest

from advisor.core.script import to_script
from tools.media import MODELS, MediaPlan, MediaRow, both_stages, diarization_line


def _row(gpus: int, price: float, rate: float) -> MediaRow:
    return MediaRow("aws", "g6.12xlarge", "L4", gpus, 1, price, 10.0, 10.0 * price, rate=rate, scaled=True)


def test_both_stages_cost_and_machines_by_hand():
    # Hand: 600 card-hours on 4-card machines at $4.60/h → 600 × 4.60 / 4 = $690;
    # within 3 days (72 h − 0.25 h start-up): 600 / 71.75 / 4 = 2.09 → 3 machines
    cost, machines = both_stages(600.0, _row(4, 4.60, 30.0), 72.0)
    assert cost == pytest.approx(690.0) and machines == 3
    # no deadline: no machine count
    assert both_stages(600.0, _row(4, 4.60, 30.0), None) == (pytest.approx(690.0), None)


def test_the_diarization_line_adds_both_stages_into_one_total():
    # Hand: 6,000 h of audio, Whisper at 30× real time on an L4: 6,000 / 30 = 200 card-hours;
    # pyannote 80 s per audio hour: 6,000 × 80 / 3,600 = 133.3 card-hours; together 333.3 card-hours
    # × $4.60 / 4 = $383.33; within 2 days (48 h − 0.25): 333.3 / 47.75 / 4 = 1.75 → 2 machines
    p = MediaPlan(MODELS["whisper-large"], 6000 * 3600, 1.0, None, None, 48.0, None, [_row(4, 4.60, 30.0)], "USD")
    (line,) = diarization_line(p)
    assert line.args["total_h"] == pytest.approx(333.33, abs=0.01) and line.args["machines"] == 2
    en, zh = line.text("en"), line.text("zh")
    assert "Both stages: ≈ 333.3 GPU-hours, ≈ $383.33; 2 × aws g6.12xlarge finish both within 2.0 days" in en, en
    assert "两步合计约 333.3 GPU 小时，约 $383.33；2 台 aws g6.12xlarge" in zh, zh
    assert "兩步合計約 333.3 GPU 小時" in to_script(zh, "zh-Hant")


def test_an_llm_run_as_a_daily_batch_adds_its_batches_month_not_its_hour_times_730():
    # Hand: QA scoring of each day's transcripts costs $12.00 a day on a $3.00/h machine → 12 × 730 / 24 = $365 a
    # month (not 3 × 730 = $2,190); with a speech stage of $500 a month the total is $865
    from tools.schema import Workload
    from tools.stages import llm_batch_month, stages_month

    month = llm_batch_month(12.0, "day")
    assert month == pytest.approx(365.0)
    assert stages_month(3.0, None, Workload(), 500.0, month) == pytest.approx(865.0)
    # a weekly batch: $70 a week × 730 / 168 = $304.17
    assert llm_batch_month(70.0, "week") == pytest.approx(304.17, abs=0.01)
    # a service (no period) keeps its hour × 730: $3.00 × 730 + $500 = $2,690
    assert llm_batch_month(12.0, None) is None
    assert stages_month(3.0, None, Workload(), 500.0, None) == pytest.approx(2690.0)
