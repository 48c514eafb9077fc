"""benchmarks/scale_terms.py: the training-speed candidates are scored on fitted rows only, and each patch does what
docs/ENGINE.md ("Fourteenth pass") says, on a case worked by hand."""

import math
import sys
from pathlib import Path

import pytest

from tests.conftest import module_home

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import published
import scale_terms

from catalog.gpus import get_gpu
from tools import speed

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_candidates_read_fitted_training_rows_only():
    rows = scale_terms.training_rows()
    assert rows and all(c.fitted and c.unit in ("tok/s", "GPU-h") for c in rows)
    assert not any("decode" in c.label or c.framework in ("vllm", "sglang", "llama.cpp", "trtllm") for c in rows)
    # batch 10's five fitted rows are in, its six held-out rows are not
    assert sum(c.batch == 10 for c in rows) == 5


def test_a_held_out_row_cannot_move_the_chosen_constant(monkeypatch):
    # the saturation point is chosen on fitted rows: making a held-out row's figure absurd changes nothing
    grid = [8, 128, math.inf]
    before = scale_terms.evaluate(scale_terms.saturating_network, grid, refit=False)["constant"]
    held = next(c for c in published.CASES if c.batch == 10 and not c.fitted)
    monkeypatch.setattr(held, "published", held.published * 100)
    assert scale_terms.evaluate(scale_terms.saturating_network, grid, refit=False)["constant"] == before


def test_saturating_network_caps_the_cross_node_loss_by_hand():
    # 8,192 H100s in 1,024 nodes: 0.493 × 1/(1 + 0.02 × log2 8) = 0.46509; across nodes today 1/(1 + 0.037 × 10)
    # → 0.33948; saturating at 128 nodes 1/(1 + 0.037 × 7) → 0.36942
    h100 = get_gpu("H100-SXM")
    assert abs(speed.training_utilisation(8192, 1024, h100) - 0.33948) < 1e-4
    with scale_terms.saturating_network(128):
        assert abs(speed.training_utilisation(8192, 1024, h100) - 0.36942) < 1e-4
        # never rises with more GPUs: 64 → 1,024 nodes is flat past the cap, not higher
        assert speed.training_utilisation(8192, 1024, h100) <= speed.training_utilisation(512, 64, h100)
    assert abs(speed.training_utilisation(8192, 1024, h100) - 0.33948) < 1e-4  # restored


def test_width_term_scales_the_executed_flops_by_hand():
    # a 4,096-wide model at d0 = 600: executed FLOPs × (1 + 600 / 4,096) = × 1.14648
    from catalog import registry
    from tools.defaults import resolve
    from tools.schema import Workload

    arch = registry.get("Llama-3-8B")
    w, _ = resolve(Workload(task="pretrain", seq_len=8192))
    per_token, factor = speed._train_terms(arch, w)
    with scale_terms.width(600):
        assert speed._train_terms(arch, w) == (per_token, pytest.approx(factor * 1.146484375))
    assert speed._train_terms(arch, w) == (per_token, factor)
