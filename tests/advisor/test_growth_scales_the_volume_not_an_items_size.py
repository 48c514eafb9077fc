"""A growth follow-up ("what if volume doubles?", 量翻倍呢, 如果數量多三倍) scales the job's volume, the items a period
(invoices, forms, tenders), never one item's size said beside it ("1 page scans", "about 50 pages each", 每份约50页).

A blind review saw "300k invoices a month (1 page scans …)" then "what if volume doubles?" answered "'doubles'
applied to the batch's items ('1 page'): 1 × 2 = 2" with every figure unchanged. Hand figures: 200,000 forms × 3 =
600,000 a month; 200 tenders × 2 = 400 a week; the page counts stay 2 and 50.
"""

from __future__ import annotations

import pytest

from advisor.core.batch_growth import _count_in, restated
from advisor.core.conversation import Engine
from advisor.core.job_growth import _count_in as job_count_in
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("message, follow, volume, counted", [
    ("japanese insurer, 200k claim forms a month (2 page scans ~1200x1600) through qwen2.5-vl-7b", "what if volume triples?",
     200_000, "200k"),
    ("want phi-4 to read RFPs (about 50 pages each) and pull requirements, ~200 RFPs a week", "what if volume doubles?",
     200, "200 RFPs"),
    ("每月 20万张发票(每张1页)用qwen2.5-vl-7b抽取字段", "量翻倍呢", 200_000, "20万张"),
    ("用qwen2.5-14b讀標書,每份約50頁,每週200份", "如果數量多三倍呢", 200, "200份"),
])
def test_the_volume_is_the_count_grown(message, follow, volume, counted):
    for w in (Workload(batch_requests=volume), None):  # the batch's count picks it; with none, no item's size does
        m = _count_in(message, follow, w)
        assert m is not None and m.group(0).startswith(counted), (m, w)


def test_the_restated_message_carries_the_grown_volume():
    got = restated(Workload(batch_requests=200_000), "what if volume triples?",
                   ["japanese insurer, 200k claim forms a month (2 page scans ~1200x1600) through qwen2.5-vl-7b"])
    assert got is not None
    again, line, _ = got
    assert "600000 claim forms" in again and "(2 page scans" in again  # 200,000 × 3; the 2 pages stay
    assert "200,000 × 3 = 600,000" in line.text("en")


def test_a_non_llm_jobs_growth_skips_an_items_size():
    m = job_count_in("xgboost on store forecasts: (about 40 features each) 3000 stores, 2 years of daily rows",
                     "what if volume doubles?")
    assert m is not None and m.group(0) == "3000 stores"


@pytest.mark.slow
def test_a_volume_growth_follow_up_resizes_the_batch(tmp_path):
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("k", "japanese insurer, 200k claim forms a month (2 page scans ~1200x1600) through qwen2.5-vl-7b, "
                    "what instance?")
    out = eng.handle("k", "what if volume triples next year?").text
    assert "batch of 600,000 requests every month" in out, out[:400]  # 200,000 × 3
    assert "1 × 3" not in out and "2 × 3 = 6" not in out
