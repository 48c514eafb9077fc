"""benchmarks/try_terms.py: a candidate term's constant comes from the fitted published figures only, and each row is
read on the card and node count its source names (docs/ENGINE.md, "Third pass")."""

import dataclasses
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import published
import try_terms

from catalog.gpus import get_gpu
from tests.conftest import module_home

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ELEMENTWISE = try_terms.CANDIDATES["elementwise (pointwise bytes ∝ card FLOPs ÷ HBM bandwidth ÷ hidden)"]


@pytest.mark.slow  # a candidate fit over the whole fitted published set
def test_a_candidate_fit_never_reads_a_held_out_figure(monkeypatch):
    # tripling every held-out figure moves the held-out medians but must leave the fitted constants and the fitted
    # error exactly as they were: a fit that looked at a held-out row would move with it
    before = try_terms.evaluate(*ELEMENTWISE)
    moved = [c if c.fitted else dataclasses.replace(c, published=c.published * 3) for c in published.CASES]
    monkeypatch.setattr(published, "CASES", moved)
    after = try_terms.evaluate(*ELEMENTWISE)
    assert (after["constant"], after["attention"], after["sse"]) == (before["constant"], before["attention"],
                                                                     before["sse"])
    assert after["tokens/s held-out"] != before["tokens/s held-out"]


def test_rows_read_their_own_card_and_node_count():
    # "MPT-1.3B" (440 A100-40GB, GPU-hours) must not fall under the "MPT-" prefix of llm-foundry's H100 rows: the
    # A100-40GB's 1,555 GB/s against 312 TFLOPS is a balance of 201 FLOPs per byte, the H100's 295
    assert try_terms.card("MPT-1.3B on 300B tokens") == get_gpu("A100-40GB")
    assert try_terms.balance("MPT-1.3B on 300B tokens") == pytest.approx(312e12 / 1555e9)
    assert try_terms.balance("MPT-13b 2,048 tokens, 64 × H100") == pytest.approx(989.5e12 / 3350e9)
    # nodes from the row's "N × card" at 8 GPUs a node; whole-run GPU-hours rows name no count
    assert try_terms._row("MPT-13b 2,048 tokens, 64 × H100")[4] == 8
    assert try_terms._row("MPT-13b 2,048 tokens, 8 × H100")[4] == 1
    assert try_terms._row("TinyLlama 1.1B on 300B tokens")[4] == 1
