"""A recurring batch run every N periods ("every 2 weeks", "biweekly", 每两周, 每兩週, "every 3 days", 每隔3天) or said
as "once a period" (每周跑一次) is priced as runs a month × one run: a month (730 h) holds 730 ÷ 336 = 2.17 biweekly
runs, 730 ÷ 168 = 4.35 weekly runs, 730 ÷ 72 = 10.1 runs every 3 days — never one run, never a daily × 30.4."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.cost import periods_a_month, recurring_costs, run_window_hours

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, period, every", [
    ("every two weeks we embed 2M new documents with bge-m3", "week", 2),
    ("biweekly we embed 2M new documents with bge-m3", "week", 2),       # not "weekly" inside "biweekly"
    ("every other week we embed 2M new documents with bge-m3", "week", 2),
    ("every 3 days we embed 2M new documents with bge-m3", "day", 3),
    ("每两周用bge-m3向量化200万篇新文档", "week", 2),
    ("每兩週用bge-m3向量化200萬篇新文件", "week", 2),                      # traditional
    ("每隔3天用bge-m3向量化200万篇新文档", "day", 3),
    ("每周跑一次，用bge-m3向量化200万篇新文档", "week", None),             # its period in a clause with no figure
    ("once a week we embed 2M new documents with bge-m3", "week", None),
])
def test_the_cadence_is_read_with_its_runs(text, period, every):
    p = extract(text).patch
    assert p.batch_requests == 2_000_000 and p.batch_period == period and p.batch_every == every, p


@pytest.mark.parametrize("text", [
    "embed 2M documents with bge-m3 within 2 weeks",       # a one-off's deadline, not a cadence
    "用bge-m3向量化200万篇文档，隔天要结果",                  # 隔天: the next day, not every other day
])
def test_a_deadline_is_no_cadence(text):
    p = extract(text).patch
    assert p.batch_every is None and p.batch_period is None, p


def test_runs_a_month_follow_the_cadence():
    # 730 h ÷ (168 h × 2) = 2.17 runs; ÷ (24 h × 3) = 10.1; weekly stays 730 ÷ 168 = 4.35
    assert periods_a_month("week", every=2) == pytest.approx(2.173, abs=1e-3)
    assert periods_a_month("day", every=3) == pytest.approx(10.14, abs=1e-2)
    assert periods_a_month("week") == pytest.approx(4.345, abs=1e-3)
    # a $10 run every 2 weeks: $10 a run, $21.73 a month (not $10, not $43.45)
    assert recurring_costs(10.0, "week", every=2) == pytest.approx((10.0, 21.73), abs=1e-2)
    # each run has the whole gap to finish in: 2 weeks = 336 h, 3 days = 72 h
    assert run_window_hours("week", 2) == 336 and run_window_hours("day", 3) == 72


def _money(s: str) -> float:
    return float(s.replace(",", ""))


@pytest.mark.slow
@pytest.mark.parametrize("text, runs", [
    ("every two weeks we embed 2M new documents with bge-m3", "2.17 runs"),
    ("every 3 days we embed 2M new documents with bge-m3", "10.1 runs"),
])
def test_an_embedding_batch_every_n_periods_prices_its_month_by_runs(tmp_path, text, runs):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    line = next(x for x in out.splitlines() if x.startswith("- Every "))
    assert runs in line, line
    # month = one run × runs a month: $1.65 a run × 2.17 ≈ $3.58 (the run's figure is rounded to cents)
    per, month = (_money(x) for x in re.findall(r"≈ \$([\d,.]+)", line)[:2])
    n = float(runs.split()[0])
    assert month == pytest.approx(per * n, rel=0.02), line
    assert "a run" in out.splitlines()[0], out.splitlines()[0]


@pytest.mark.slow
def test_a_chinese_biweekly_batch_says_its_runs(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "每兩週用bge-m3向量化200萬篇新文件").text
    assert "按 2.17 批" in out and "每 2 週一批" in out, out


@pytest.mark.slow
def test_an_llm_batch_every_two_weeks_counts_its_runs(tmp_path):
    # a run of 50,000 summaries, twice-ish a month: the month is the run × 730 ÷ 336 = 2.17, said as runs
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "every two weeks we summarize 50,000 documents of 2,000 tokens with Llama 3.1 8B").text
    assert "every 2 weeks" in out and "(2.17 runs)" in out, out
    assert "requests every week" not in out, out


@pytest.mark.slow
def test_an_image_batch_every_two_weeks_counts_its_runs(tmp_path):
    # 10,000 SDXL images a run: its month is the run × 730 ÷ 336 = 2.17 runs, each row priced "a run", not "a week"
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", "every two weeks we generate 10,000 images with SDXL").text
    line = next(x for x in out.splitlines() if x.startswith("- Every 2 weeks"))
    per, month = (_money(x) for x in re.findall(r"≈ \$([\d,.]+)", line)[:2])
    assert "(2.17 runs)" in line and month == pytest.approx(per * 2.17, rel=0.02), line
    assert "a week" not in out.splitlines()[0], out.splitlines()[0]


@pytest.mark.slow
def test_an_image_embedding_batch_every_two_weeks_counts_its_runs(tmp_path):
    # 1M CLIP images a run: ≈ $0.21 a run × 730 ÷ 336 = 2.17 runs ≈ $0.46 a month (not $0.93 as weekly)
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "every two weeks we embed 1M new product images with CLIP ViT-L/14").text
    line = next(x for x in out.splitlines() if x.startswith("- Every 2 weeks"))
    per, month = (_money(x) for x in re.findall(r"≈ \$([\d,.]+)", line)[:2])
    assert "(2.17 runs)" in line and month == pytest.approx(per * 2.17, rel=0.05), line


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    ("every two weeks we transcribe 500 hours of audio with Whisper large-v3", "(2.17 runs)"),
    ("每两周转写500小时音频，用Whisper large-v3", "按 2.17 批"),
])
def test_a_speech_batch_every_two_weeks_counts_its_runs(tmp_path, text, said):
    # 500 h of audio a run: ≈ $3.75 a run on one RTX A4000 × 2.17 runs ≈ $8.15 a month, each run done within 336 h
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    assert said in out, out
    assert "no deadline stated" not in out.splitlines()[0], out.splitlines()[0]


def _two_turns(tmp_path, first: str, second: str) -> str:
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("k", first)
    return e.handle("k", second).text


@pytest.mark.slow
@pytest.mark.parametrize("first, follow, said", [
    # weekly → every 2 weeks: the same $1.65 run, 4.35 → 2.17 runs a month ($7.17 → $3.58)
    ("every week we embed 2M new documents with bge-m3", "what if we run it every two weeks instead?", "(2.17 runs)"),
    # every 2 weeks → weekly: back to 730 ÷ 168 = 4.35 weeks
    ("every two weeks we embed 2M new documents with bge-m3", "what if we run it every week instead?", "(4.35 weeks)"),
    ("每周用SDXL生成1万张图片", "改成每兩週跑一次呢", "按 2.17 批"),                          # traditional follow-up
])
def test_a_new_cadence_in_a_followup_reprices_the_month(tmp_path, first, follow, said):
    out = _two_turns(tmp_path, first, follow)
    assert said in out, out


@pytest.mark.slow
def test_a_deadline_in_a_followup_is_no_new_cadence(tmp_path):
    # 一天内: a deadline of one day for the weekly batch, never a daily batch (30.4 runs a month)
    out = _two_turns(tmp_path, "every week we embed 2M new documents with bge-m3", "一天内能跑完吗")
    assert "4.35" in out and "30.4" not in out, out
