"""The host time of vLLM builds before v0.6.0 (tools.speed.legacy_vllm_host_s): a reading of published figures of
those builds, never a term of an answer (docs/ENGINE.md "Eleventh pass")."""

import pytest

from catalog import registry
from catalog.gpus import get_gpu
from tools import speed
from tools.defaults import resolve
from tools.schema import Layout, Workload


def test_eager_build_pays_each_all_reduce_and_each_sequence():
    # Llama-2-70B has 80 layers, so a step has 2 × 80 = 160 all-reduces. October 2023 vLLM (no CUDA graphs), one
    # stream at TP 8: 1 × 290 µs + 160 × 172 µs = 290 + 27,520 = 27,810 µs.
    arch = registry.get("Llama-2-70B")
    assert speed.legacy_vllm_host_s(arch, 8, 1, cuda_graphs=False) == pytest.approx(27.81e-3)
    # with CUDA graphs (December 2023) the all-reduces are inside the graph: 64 sequences × 290 µs = 18.56 ms
    assert speed.legacy_vllm_host_s(arch, 4, 64, cuda_graphs=True) == pytest.approx(18.56e-3)
    # one GPU has no all-reduce, graphs or not: 290 µs for the one sequence
    assert speed.legacy_vllm_host_s(arch, 1, 1, cuda_graphs=False) == pytest.approx(290e-6)


def test_a_step_that_waits_for_the_host_slows_the_stream():
    # 20 tok/s is a 50 ms step; 25 ms of host time makes it 75 ms: 1 / 0.075 = 13.33 tok/s
    assert speed.with_host_s(20.0, 0.025) == pytest.approx(13.3333, rel=1e-4)
    assert speed.with_host_s(20.0, 0.0) == pytest.approx(20.0)


def test_no_answer_reads_the_old_builds_host_time(monkeypatch):
    # answers serve today's builds: a serving estimate for vLLM is the same whatever the legacy constants are
    arch, gpu = registry.get("Llama-2-70B"), get_gpu("A100-80GB")
    w, _ = resolve(Workload(task="inference", framework="vllm", seq_len=512, concurrency=8))
    before = speed.estimate_speed(arch, w, gpu, Layout(num_gpus=4, tp=4))
    monkeypatch.setattr(speed, "VLLM_V0_HOST_S_PER_SEQ", 1.0)
    monkeypatch.setattr(speed, "VLLM_EAGER_ALLREDUCE_SYNC_S", 1.0)
    after = speed.estimate_speed(arch, w, gpu, Layout(num_gpus=4, tp=4))
    assert after.decode_expected == before.decode_expected
    assert after.decode_aggregate_expected == before.decode_aggregate_expected

