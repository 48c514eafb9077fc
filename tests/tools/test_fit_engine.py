"""The speed constants in tools/speed.py are what benchmarks/fit_engine.py fits on the fitted published figures.

A constant changed by hand (or tuned on a held-out figure) no longer equals the fit and fails here; a new
fitted figure that moves the fit fails here until the constant is refitted, so the two never drift apart."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import fit_engine

from tests.conftest import module_home
from tools import speed

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.fixture(scope="module")
def fitted():
    return fit_engine.fit()


@pytest.mark.slow  # a fit over the whole fitted published set (benchmarks/fit_engine.py)
def test_speed_constants_equal_the_fit_on_the_fitted_set(fitted):
    assert fitted["DECODE_BANDWIDTH_EFFICIENCY"] == speed.DECODE_BANDWIDTH_EFFICIENCY
    assert fitted["QUANT_KERNEL_EFFICIENCY"] == speed.QUANT_KERNEL_EFFICIENCY
    assert fitted["ATTENTION_SPEED"] == speed.ATTENTION_SPEED
    assert fitted["ARCH_UTILISATION"] == speed.ARCH_UTILISATION
    assert fitted["BASE_UTILISATION"] == speed.BASE_UTILISATION
    assert set(speed.DECODE_LAYER_FLOOR_S) == set(fitted["DECODE_LAYER_FLOOR_S"])
    for fw, (dense, routed) in fitted["DECODE_LAYER_FLOOR_S"].items():
        assert speed.DECODE_LAYER_FLOOR_S[fw] == (pytest.approx(dense), pytest.approx(routed))
    assert fitted["PREFILL_LAYER_FLOOR_S"] == pytest.approx(speed.PREFILL_LAYER_FLOOR_S)
    assert fitted["ALLREDUCE_LATENCY_S"] == speed.ALLREDUCE_LATENCY_S
    assert fitted["ROCM_FP8_GEMM_EFFICIENCY"] == speed.ROCM_FP8_GEMM_EFFICIENCY
    assert fitted["VLLM_V0_HOST_S_PER_SEQ"] == pytest.approx(speed.VLLM_V0_HOST_S_PER_SEQ)
    assert fitted["VLLM_EAGER_ALLREDUCE_SYNC_S"] == pytest.approx(speed.VLLM_EAGER_ALLREDUCE_SYNC_S)


def test_the_fit_never_reads_a_held_out_figure():
    # every case the fit evaluates is marked fitted in benchmarks/published.py
    cases = fit_engine.training_cases() + [c for f in fit_engine.DECODE_FRAMEWORKS
                                           for c in fit_engine.decode_cases(f) + fit_engine.load_cases(f)]
    assert cases and all(c.fitted for c in cases)
    # the at-load rows set the prefill floor only: the batch-1 decode floors never see them
    assert not any(c.kind.startswith("at load") for f in fit_engine.DECODE_FRAMEWORKS for c in fit_engine.decode_cases(f))


def test_the_dequantising_kernels_carried_are_the_fitted_sets_choice():
    # of the four structures (no kernel figure, llama.cpp's, Marlin's, both) the one with the lowest
    # BIC on the fitted batch-1 logs is the one tools.speed carries; a new fitted log that changes the choice fails here
    best = min(fit_engine.kernel_structures(), key=lambda t: t[2])
    assert best[0] == tuple(speed.QUANT_KERNEL_EFFICIENCY)


def test_infinity_fabric_latency_is_set_by_fitted_amd_rows_only():
    # the constant moves only rows on AMD cards at TP > 1, and every row the fit reads is a fitted
    # one (batch 3's MI300X latency table: the 2nd, 4th … rows of that source by the split rule)
    cases = fit_engine.fabric_cases()
    assert cases and all(c.fitted and "MI300X" in c.label for c in cases)


def test_old_vllm_host_time_is_set_by_fitted_rows_of_those_builds_only():
    # the two host constants move only rows measured on a vLLM build before v0.6.0 (batch 6's
    # October 2023 vLLM column, batch 7's December 2023 latency table); the fit reads their fitted rows alone: 5 + 3
    cases = fit_engine.legacy_vllm_cases()
    assert len(cases) == 8 and all(c.fitted and c.vllm_build and c.framework == "vllm" for c in cases)
    assert {c.batch for c in cases} == {6, 7}
