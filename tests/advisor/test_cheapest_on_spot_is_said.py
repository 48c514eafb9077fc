""""最便宜" moved a job to spot silently. A mainland-only job (no priced offers) kept 竞价 in its
header though no spot price was shown and the "priced on spot" line was dropped; and a spot pick whose machine has no
on-demand price named no on-demand plan to compare with. Expected: spot is said when it prices the answer, with the
cheapest on-demand plan beside it; otherwise the answer (and its header) stays on demand."""

from __future__ import annotations

import pytest

from tests.conftest import module_engine

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)


engine = pytest.fixture(scope="module", name="engine")(module_engine)


def _head(text: str) -> str:
    return next(line for line in text.splitlines() if line.startswith("**"))


def test_nothing_priced_on_spot_keeps_the_header_on_demand(engine):
    # mainland China has no public hourly prices in the catalog, so no spot row can be shown: the header must not say
    # 竞价 (spot) with no line saying why; it reads 按量 (on demand), the billing the answer is actually about
    r = engine.handle("q16", "国内租卡微调Qwen3-8B全参数，数据大概10亿token，最便宜的方案")
    assert "竞价" not in _head(r.text) and "按量" in _head(r.text), _head(r.text)


@pytest.mark.parametrize("key, text, said", [
    # a full fine-tune of an 8B model on 1B tokens, cheapest on spot (said: never chosen unasked); the pick's machine has no
    # on-demand price, yet the cheapest on-demand plan must be named beside it (each language's own words)
    ("en", "fine-tune Qwen3-8B full parameters on 1B tokens on spot instances, cheapest", ("you asked for the cheapest",
                                                                          "the cheapest on-demand plan is")),
    ("hans", "全参微调Qwen3-8B，10亿token，用竞价实例，最便宜的方案", ("你要求最便宜", "最省的按量方案是")),
    ("hant", "全參微調Qwen3-8B，10億token，用競價執行個體，最便宜的方案", ("你要求最便宜", "最省的按需方案是")),
])
def test_cheapest_on_spot_says_why_and_names_the_cheapest_on_demand_plan(engine, key, text, said):
    # a training job with no deadline and no billing stated moves to spot on "cheapest" (tools.followup.moves_to_spot)
    r = engine.handle(key, text)
    header, headline = [line for line in r.text.splitlines() if line.startswith("**")][:2]
    assert any(s in header for s in ("spot", "竞价", "競價")), header
    assert all(s in headline for s in said), headline
