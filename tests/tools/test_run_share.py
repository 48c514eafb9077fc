"""benchmarks/run_share.py: the run-share candidate (a run's wall clock against its steps) is fitted on fitted whole-run
rows only, and the GPU-hours rows are read as steps or as runs from their sources (docs/ENGINE.md, "Twelfth pass")."""

import dataclasses
import statistics
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import fit_engine
import published
import run_share

from tests.conftest import module_home

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_the_share_is_the_geometric_mean_of_estimate_over_published():
    # two runs that took 1.5× and 1.2× their steps' estimate: the least squared log error share is
    # 1 / sqrt(1.5 × 1.2) = 1 / 1.3416 = 0.7454, on the 0.001 grid 0.745; a run read as its steps alone is 1.000
    assert run_share.fit_share([(150.0, 100.0), (120.0, 100.0)]) == 0.745
    assert run_share.fit_share([(100.0, 100.0)]) == 1.0


def test_the_share_fit_reads_fitted_whole_run_rows_only(monkeypatch):
    # the 11 fitted whole-run rows: Llama 2 × 3, phi-2, Phi-3-medium, MPT-7B, Llama 3.2 3B, phi-1, Falcon-40B,
    # Phi-3-mini, nanoGPT; tripling every held-out figure leaves the fitted share where it was
    cases = run_share.run_share_cases()
    assert len(cases) == 11 and all(c.fitted and c.unit == "GPU-h" and not c.steps_only for c in cases)
    before = run_share.fit_share((c.published, fit_engine._estimate(c)) for c in cases)
    moved = [c if c.fitted else dataclasses.replace(c, published=c.published * 3) for c in published.CASES]
    monkeypatch.setattr(published, "CASES", moved)
    after = run_share.fit_share((c.published, fit_engine._estimate(c)) for c in run_share.run_share_cases())
    assert after == before == 0.742


def test_steps_rows_are_the_throughput_derived_ones():
    # a GPU-hours figure is the steps' time where the source derives it from its own throughput or a rate: LLaMA's
    # Table 15 (65B: 1.4e12 tokens ÷ 380 tokens/s/GPU ÷ 3,600 = 1,023,392 h against the table's 1,022,362, 0.1 %),
    # TinyLlama's (300e9 ÷ 24,000 ÷ 3,600 = 3,472 h against 3,456, 0.5 %), DeepSeek LLM 67B's and DeepSeek-V3's
    # per-trillion rates, and batch 8's step times; nanoGPT's "about 4 days" and every GPUs × days figure are runs
    steps = [c.label for c in published.CASES if c.unit == "GPU-h" and c.steps_only]
    assert len(steps) == 7 + 9
    assert sum(c.startswith("LLaMA ") for c in steps) == 4
    assert not any("nanoGPT" in c or "Llama 2" in c or "Phi" in c for c in steps)
    llama65 = next(c for c in published.CASES if c.label.startswith("LLaMA 65B"))
    assert abs(1.4e12 / 380 / 3600 / llama65.published - 1) < 0.002


def test_the_candidate_fails_the_batch_6_guard():
    # why the share (0.742, constants kept) is not adopted: it takes the v3 held-out GPU-hours from 17.0 % to 10.5 %,
    # but batch 6's five held-out runs from 15.2 % to 27.0 % (Falcon-7B −5.8 → +27 %, Phi-4-mini −1.2 → +33 %), over
    # their 15.3 % guard (tests/tools/test_published.py), and Llama 2 70B from −5.4 % to +27.5 %, over its 20 %
    est = run_share.with_share(0.742)
    b6 = [abs(est(c) / c.published - 1) for c in published.CASES if c.batch == 6 and c.unit == "GPU-h" and not c.fitted]
    assert len(b6) == 5 and statistics.median(b6) > 0.153
    llama70 = next(c for c in published.CASES if c.label == "Llama 2 70B pretraining")
    assert est(llama70) / llama70.published - 1 > 0.20
