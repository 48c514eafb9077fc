"""A licence that bars the user's place names its alternative priced in the pick's own framing: for a batch, the same
job's hours and cost on the alternative's cheapest plan, never a month of hours beside a one-night job."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


# Hand: 350,000 invoices a month overnight (10 h) with Llama-3.2-11B-Vision in Berlin (EU: its licence bars the
# company) → Qwen2.5-VL-7B: 350k × 3,584 prompt tokens ≈ 1.25 B × 2 × 8.3 B ≈ 2.1e19 FLOP; 2 × MI300X at ≈ 0.4 of
# ≈ 1,300 TFLOPS each ≈ 5–6 h, at $4.78/h ≈ $25 for the job. A month of that hour (≈ $3,489) would read as dearer
# than the pick's own ≈ $20–60 job.
def test_a_batch_licence_swap_is_a_job_cost(tmp_path):
    r = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "we're a fintech in berlin, want to self-host llama 3.2 11b vision to extract fields from 350k scanned "
             "invoices a month, overnight batch is fine. which gpus and what cost?")
    line = next(x for x in r.text.split("\n") if "Qwen2.5-VL-7B" in x and "same job" in x)
    m = re.search(r"done in ≈ ([\d.]+) h for ≈ \$([\d,.]+)", line)
    assert m is not None, line
    hours, job = float(m.group(1)), float(m.group(2).replace(",", ""))
    assert 1 <= hours <= 10 and job < 200, line
    assert "over the same hours" not in line and "a month" not in line.split("Qwen2.5-VL-7B")[1][:200]
