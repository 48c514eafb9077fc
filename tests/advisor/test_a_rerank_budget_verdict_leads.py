"""A rerank / embedding serving answer over a stated monthly budget leads with the ❌ budget verdict and the priced lever
nearest the budget (fewer candidates) right under its headline, as an LLM serving answer does — not in its last line.
Whole answers through the engine the CLI and Slack use, on the shipped catalog, in English and 简体."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


# Hand: 300 queries/s × 50 candidates = 15,000 pairs/s × 512 tokens = 7.7 M tokens/s × ≈ 0.67 GFLOP ≈ 5.1 PFLOP/s
# sustained → 16 × MI300X (≈ $38/h, ≈ $27,900 a month): ≈ 70× a $400 (¥3,000 ≈ $417) monthly budget. The verdict is
# the first thing after the headline, and the top-20 lever (40 % of the compute) right beside it.
@pytest.mark.parametrize("text, over, lever", [
    ("rerank with bge-reranker-v2-m3, 300 queries/s, 50 candidates each, budget $400/month",
     "over your $400/month budget", "top 20 instead of top 50"),
    ("bge-reranker-v2-m3重排服务，每秒300个请求，每个请求50个候选文档，预算一个月3000块", "超出每月 ¥3,000 的预算",
     "top 20 而不是 top 50"),
])
def test_the_budget_verdict_and_nearest_lever_follow_the_headline(tmp_path, text, over, lever):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    lines = [x for x in out.splitlines() if x.strip() and not x.startswith(">")]
    head = next(i for i, x in enumerate(lines) if x.startswith("**"))
    assert lines[head + 1].startswith("- ❌") and over in lines[head + 1], lines[head:head + 3]
    assert lever in lines[head + 2], lines[head:head + 3]
