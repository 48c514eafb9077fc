"""A plan kept by the budget's 2 % tolerance (tools.recommend.BUDGET_TOLERANCE) is just over the budget, so the
readable-minimum way to the budget says how far over it is ("最接近预算的方案 … 超出预算 0.5%"), never "预算之内": a
Qwen3-235B-A22B service for 1,000 people online on a ¥100,000 month was said within budget at ≈ ¥100,495 a month."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.slow  # a whole answer


def _months_said_within(text: str) -> list[tuple[float, float]]:
    """(the month, the budget) for every line that says a plan is within a ¥ budget a month."""
    budget = re.search(r"预算 ¥([\d,]+)/月", text)
    assert budget, text[:800]
    cap = float(budget.group(1).replace(",", ""))
    out = []
    for line in text.splitlines():
        if "预算之内" in line and "超出预算" not in line:
            out += [(float(m.replace(",", "")), cap) for m in re.findall(r"每月约 ¥([\d,]+)", line)]
    return out


def test_a_month_over_the_budget_is_said_over(engine):
    text = engine.handle("t", "在线服务 Qwen3-235B-A22B，1000 人同时在线，用户在东南亚，每月预算十万人民币").text
    assert all(month <= cap for month, cap in _months_said_within(text)), text[:2500]
