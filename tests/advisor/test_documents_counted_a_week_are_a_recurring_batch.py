"""Documents counted per period (每周200份标书, 每週150件, "~150 tenders a week", "120 proposals a month") are a batch
that recurs, priced as the GPU-hours those items take each period, never one chat user's server kept up all month.

A blind review saw "~200 RFPs a week" (50 pages each) sized as "1 user" on an always-on box. Hand check: 200 × 50
pages × 600 tokens = 6 M prefill tokens a week; for a 14.7 B model 2 × 14.7e9 × 6e6 ≈ 1.8e17 FLOP, about an hour of
one mid-range card a week: a few dollars a month as a batch, against ≈ $180+ a month for a server kept up.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, n, period", [
    ("用qwen2.5-14b把投标书要点整理成表,每周200份标书,每份约50页", 200, "week"),
    ("用qwen2.5-14b讀標書,每週150份,每份約40頁,最便宜的方案", 150, "week"),         # 繁體
    ("用qwen2.5-7b读合同抽条款,每个月500份", 500, "month"),
    ("want qwen2.5-14b to read tenders (about 40 pages each) and pull requirements into a table, ~150 tenders a week",
     150, "week"),
    ("mistral-nemo to extract requirements from ~300 RFPs a week, 30 pages each", 300, "week"),
    ("we need qwen2.5-14b to read 120 research proposals a month, 30 pages each", 120, "month"),
])
def test_documents_a_period_are_a_batch_each_period(text, n, period):
    p = extract(text).patch
    assert p.batch_requests == n and p.batch_period == period, p
    assert p.concurrency is None and p.head_count is None


@pytest.mark.slow
def test_a_weekly_batch_is_priced_by_its_hours_not_a_month_of_server(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "want qwen2.5-14b to read tenders (about 40 pages each) and pull the requirements into a table. "
             "~150 tenders a week. cheapest setup?").text
    head = out.split("\n\n")[0]
    # 150 × 40 pages × 600 tokens = 3.6 M tokens a week: a batch every week, its month = 4.35 weeks of it
    assert "batch of 150 requests every week" in head, head
    assert "a month (4.35 weeks)" in out and "730 h" not in out.split("|")[0]
