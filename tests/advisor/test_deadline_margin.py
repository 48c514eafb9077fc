"""A deadline is met by the wall time the answer shows: the run plus the start-up every job pays
(tools.constants.JOB_SETUP_HOURS). An expert review found a pick whose own table said 6.1 h marked as meeting 6 h:
the check used the run alone (5.85 h) while the table and the cost add 15 minutes of boot, image and weights."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tools.constants import JOB_SETUP_HOURS
from tools.offers import finishes_by


def test_a_run_that_ends_after_the_deadline_once_started_does_not_meet_it():
    assert finishes_by(5.75, 6.0)
    assert not finishes_by(5.85, 6.0)  # 5.85 h of run + 0.25 h start-up = 6.1 h


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "classify 1M support tickets with Llama-3.1-8B, 800 tokens in, 20 out, must finish within 3 hours",
    "summarise 200k documents with Qwen2.5-14B, 2000 tokens in and 200 out, done in 5 hours",
    "LoRA fine-tune Llama-3-8B on 300M tokens within 10 hours",
])
def test_an_honoured_deadline_holds_for_the_time_the_table_shows(tmp_path, text):
    rec = Engine(store=Store(tmp_path / "s.db")).handle("t", text).recommendation
    assert rec is not None and rec.job_hours, text
    deadline = next(c for c in rec.constraints if c.name == "deadline")
    hours = rec.workload.deadline_hours
    if deadline.status == "honoured":
        assert rec.job_hours + JOB_SETUP_HOURS <= hours, (text, rec.job_hours)
    else:  # refused: the plan shown ends after the deadline once its start-up is counted
        assert rec.job_hours + JOB_SETUP_HOURS > hours, (text, rec.job_hours)
