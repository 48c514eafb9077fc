"""The span a proposed plan is held for (advisor.core.proposed_plan_read.plan_span) and a page-retrieval query rate
said in Chinese (advisor.core.vision_batch._queries_per_s), read without a whole answer."""

from __future__ import annotations

import pytest

from advisor.core.proposed_plan_read import plan_span
from advisor.core.vision_batch import _queries_per_s


@pytest.mark.parametrize(("text", "span"), [
    ("team wants to book 8x h100 for a week to be safe, is that sensible?", (1.0, "week")),
    ("the vendor says rent 4x A100 for two weeks", (2.0, "week")),
    ("my boss suggested 2 H200s for 10 days, overkill?", (10.0, "day")),
    ("ops quoted us an 8xA100 node running 24/7. is that what we need?", (1.0, "always")),
    ("廠商建議租8張H100一週，這樣合理嗎？", (1.0, "week")),
    ("老板想租 4 张 A100 一个月，合理吗？", (1.0, "month")),
    ("主管說要包 2 台 8 卡 H20 三天", (3.0, "day")),
    ("运维报价一台 4 卡 A100 服务器 7x24 常驻", (1.0, "always")),
])
def test_the_span_said_with_a_plan(text: str, span: tuple[float, str]) -> None:
    assert plan_span(text) == span


@pytest.mark.parametrize("text", [
    "we need it before monday, is 8x H100 enough?",  # a deadline, no rental span
    "用8张H100，一周内训完，够吗？",  # 一周内: a deadline
    "a 28-day forecast every night on chronos-bolt",  # a horizon, not a rental
])
def test_no_span(text: str) -> None:
    assert plan_span(text) is None


@pytest.mark.parametrize(("text", "qps"), [
    ("每分钟约 200 次查询", 200 / 60), ("每分鐘大約 20 次查詢", 20 / 60), ("每小时 3,600 次检索", 1.0),
    ("~50 searches a minute", 50 / 60), ("线上200 QPS查询", 200.0),
])
def test_a_query_rate_in_chinese_and_english(text: str, qps: float) -> None:
    assert _queries_per_s(text) == pytest.approx(qps)
