"""A budget said in words ("two grand a month") is shown in the workload line and checked; a weekday deadline counts
from the moment the user says it is now ("It's Friday afternoon and …"), said as an assumption."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # whole answers
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _answer(tmp_path, text: str):
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


def test_two_grand_a_month_is_the_budget_in_the_workload_line(tmp_path):
    # "two grand" = 2 × $1,000 = $2,000 a month, as "$2,000 a month" is read
    r = _answer(tmp_path, "Need Llama 3.1 70B Instruct for about 200 people online at once during US business hours. "
                          "Budget is about two grand a month. Doable?")
    assert r.recommendation is not None and r.recommendation.workload.budget is not None, r.text[:800]
    assert r.recommendation.workload.budget.amount == 2000.0
    assert "budget $2,000/month" in r.text.splitlines()[0], r.text[:400]


def test_friday_afternoon_said_as_now_sets_the_deadline(tmp_path):
    # Friday 14:00 (an afternoon) → Monday 09:00 = 10 h + 48 h + 9 h = 67 h, whatever the machine's clock says
    r = _answer(tmp_path, "Batch job: classify 20 million product reviews (~300 tokens each, 5 tokens out) with "
                          "Qwen2.5-7B-Instruct. It's Friday afternoon and it has to be done by Monday morning. "
                          "Cheapest setup?")
    assert r.recommendation is not None and r.recommendation.workload.deadline_hours == 67.0, r.text[:800]
    assert re.search(r"read as 67 h: from today as you said it \(Fri", r.text), r.text[:800]
