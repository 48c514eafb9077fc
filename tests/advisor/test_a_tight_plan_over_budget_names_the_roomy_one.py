"""A budget nothing meets: the nearest plan over it, when it has under 5 % of its memory pool spare, is said to be that
tight, and the nearest plan with room is named with its price.

The real DeepSeek-R1 (671B) in FP8 for ~150 staff under $1,500 a month was answered "the cheapest plan
that fits is 4 × MI300X at $9.56/h (≈ $6,979 a month)". By hand: FP8 weights ≈ 671e9 B + the BF16 parts ≈ 690 GB;
vLLM's pool on 4 × MI300X is 0.9 × 192 GB × 4 ≈ 691 GB, so the weights alone fill it and the KV of 23 users does not
fit with any margin: no figure to take to whoever holds the budget. On 8 × MI300X the pool is ≈ 1,382 GB (room).
"""

from __future__ import annotations

import re

import pytest

from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_the_tight_plan_over_budget_names_the_nearest_with_room(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "We want the real DeepSeek R1 (671B, not a distill) running 24/7 for ~150 employees. Budget is under $1,500/month "
        "and we don't want quantization below FP8. What should we rent?")).text
    m = re.search(r"under 5 % of its memory spare .*?the nearest with room is .*?\((\d+) × MI300X\) at \$([\d.]+)/h "
                  r"\(≈ \$([\d,]+) a month\)", out)
    assert m, out[:1500]
    assert int(m.group(1)) == 8
    assert float(m.group(3).replace(",", "")) == pytest.approx(float(m.group(2)) * 730, abs=1)
