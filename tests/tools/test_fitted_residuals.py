"""benchmarks/fitted_residuals.py: the per-step reading of the fitted decode figures (docs/ENGINE.md, "Ninth pass")
reads fitted rows only and takes the engine's own floors off before it states a read share."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import fitted_residuals
import published

from tests.conftest import module_home

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

L4_ROW = "Qwen2.5-7B (fp16) decode, batch 1, vllm v0.8.5 on one L4 [fitted batch 2]"


def test_no_held_out_row_is_read():
    rows = fitted_residuals.decode_rows()
    assert rows and all(c.fitted for c in rows)
    # the held-out batch-1 decode rows are of the same frameworks and unit: a filter on framework alone would take them
    held_out = [c for c in published.CASES if not c.fitted and c.batch == 1 and c.framework in fitted_residuals.SERVING]
    assert held_out
    assert not set(id(c) for c in held_out) & set(id(c) for c in rows)


def test_read_share_takes_the_fitted_floor_off():
    # Qwen2.5-7B fp16 on an L4 (300 GB/s), vLLM 0.8.5, published median TPOT 58.4 ms. By hand: the step reads every
    # weight but the untied input embedding, 28 layers × (2 · 3,584² + 2 · 3,584 · 512 + 3 · 3,584 · 18,944 + 4,608
    # biases + 7,168 norm) = 6,525,618,176 plus the LM head 152,064 · 3,584 = 544,997,376 plus the final norm 3,584:
    # 7,070,619,136 parameters × 2 bytes = 14.141 GB, and the KV of 192 tokens (half of 256 + 128) × 28 layers × 2 ×
    # 512 × 2 bytes = 0.011 GB: 14.152 GB ÷ 300 GB/s = 47.17 ms at the full rate. vLLM's fitted floor is 28 × 32.3 µs
    # = 0.904 ms, so the row implies 47.17 ÷ (58.4 − 0.904) = 0.820 of the datasheet (the engine's one figure: 0.814)
    case = next(c for c in published.CASES if c.label == L4_ROW)
    r = fitted_residuals.residual(case)
    assert r["published_s"] == pytest.approx(58.4e-3)
    assert r["layers"] == pytest.approx(28)
    assert r["share"] == pytest.approx(0.820, abs=0.002)
