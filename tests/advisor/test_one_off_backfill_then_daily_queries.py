"""A one-off embedding backfill followed by queries a day: the "a day" belongs to the queries (a serving rate), never
to the backfill (no invented daily re-embed), and a monthly budget stays a monthly budget when it is said back."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.embedding import job_budget
from tools.schema import Budget, Msg, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# 4,000 queries a day → tools.traffic's rule: spread over a 10-h day with the busiest hour 3× the average:
# 4,000 / 36,000 s × 3 = 0.333 queries/s at peak
PEAK_4000 = 4000 / 36000 * 3


@pytest.mark.parametrize(("text", "items", "budget"), [
    ("embed 3M articles with bge-m3, then handle about 4,000 search queries a day; budget $800 a month",
     3_000_000, (800.0, "USD", "month")),
    ("用 bge-m3 把 300 万篇文章做向量化，然后每天大约 4000 次查询，预算每月 6000 元", 3_000_000, (6000.0, "CNY", "month")),
    ("用 bge-m3 embed 300 萬篇文章，之後每日得 4000 個 query，預算 HK$6,000 一個月，夠唔夠？", 3_000_000,
     (6000.0, "HKD", "month")),
])
def test_the_day_belongs_to_the_queries_not_the_backfill(text, items, budget):
    w = extract(text).patch
    assert w.batch_requests == items
    assert w.batch_period is None  # once, not every day
    assert w.target_requests_per_s == pytest.approx(PEAK_4000, rel=0.01)
    assert w.budget is not None and (w.budget.amount, w.budget.currency, w.budget.per) == budget


@pytest.mark.parametrize("text", [
    "embed 2M support tickets every day with bge-m3, budget $1,500 a month",
    "每天用 bge-m3 向量化 200 万条工单，每月预算 1 万元",
])
def test_a_stated_daily_batch_stays_daily_and_its_monthly_budget_whole(text):
    w = extract(text).patch
    assert w.batch_requests == 2_000_000 and w.batch_period == "day"
    assert w.budget is not None and w.budget.per == "month"
    assert w.budget.amount in (1500.0, 10_000.0)  # "$1,500" never cut at its comma into "$1" and "000 a month"


def test_a_daily_batch_gets_its_day_share_of_a_monthly_budget_said_as_such():
    # $1,500 a month, a batch every day: one day's batch may spend 1,500 × 24 / 730 = $49.32 — and the line says the
    # stated $1,500/month with that share, never "$49.32/month"
    w = Workload(model=None, params_b=None, task="inference", budget=Budget(amount=1500, currency="USD", per="month"))
    b = job_budget(w, 24.0, True, "day")
    assert b is not None and b.amount == pytest.approx(49.315, abs=0.01)
    said = Msg(code="embedding.budget_share", args={
        "whole": "$1,500", "per": Msg(code="period.suffix", args={"per": "month"}), "share": "$49.32",
        "period": "day"})
    assert said.text("en") == "$1,500/month (≈ $49.32 of it for each day's batch)"
    assert said.text("zh") == "$1,500/月（每天一批分到约 $49.32）"


@pytest.mark.slow
@pytest.mark.parametrize(("question", "budget", "wrong"), [
    ("We need to embed 3M articles with bge-m3, then handle about 4,000 search queries a day. Budget $800 a month — "
     "enough?", r"\$800", r"\$26\.30"),  # 800 × 24 / 730 = 26.30: the misread daily share
    ("用 bge-m3 把 300 万篇中文文章做向量化（平均 2000 字），然后每天大约 4000 次查询，预算每月 6000 元，够吗？",
     r"6,000", r"197\.26"),
    ("整緊 RAG，用 bge-m3 embed 300 萬篇文章（平均 2000 字），之後每日得 4000 個 query，預算 HK$6,000 一個月，夠唔夠？",
     r"6,000", r"197\.26"),  # 6,000 × 24 / 730 = 197.26
])
def test_the_answer_prices_the_backfill_once_and_the_queries_monthly(question, budget, wrong):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle("t0", question).text
    assert not re.search(r"Every day|每天一批|每日一批|每天一批", out), out  # no invented daily re-embed
    assert re.search(r"query embeddings|查询向量|查詢向量", out), out  # the serving half is there
    assert re.search(budget, out) and not re.search(wrong, out), out
    assert re.search(r"one-off|一次性", out), out
