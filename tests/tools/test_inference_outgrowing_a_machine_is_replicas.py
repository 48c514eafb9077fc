"""Inference whose load outgrows one machine, but whose model fits inside one, is planned as independent replicas,
never one model pipelined across machines (which needs InfiniBand or RoCE between them). A 100k-report Qwen3-32B
summary batch planned "16 × H20 over 2 machines needing InfiniBand": 32B in BF16 is ≈ 65.5 GB, under one H20's
≈ 96 GB, so each copy sits in one machine and the batch splits between copies with no RDMA."""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.defaults import resolve
from tools.parallel import plan_inference, replicated_inference
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("model, gpu, users", [
    # Llama-3.1-70B FP8 (≈ 71 GB) on A100 80GB at 8k: one copy needs TP2+, 400 sequences × ≈ 2.7 GB of KV cannot
    # sit in one 8-card machine's ≈ 640 GB beside the weights, so the plain planner pipelines over machines
    ("llama-3.1-70b", "A100 80GB SXM", 400),
    # Qwen2.5-32B BF16 (≈ 65.5 GB) on L40S 48GB at 8k: TP2 a copy; 300 sequences × ≈ 2.1 GB of KV outgrow 8 cards
    ("qwen2.5-32b", "L40S", 300),
])
def test_a_load_past_one_machine_is_replicas_each_inside_a_machine(model: str, gpu: str, users: int) -> None:
    w = resolve(Workload(model=model, task="inference", seq_len=8192, concurrency=users))[0]
    g, arch = all_gpus()[gpu], registry.get(model)
    piped = plan_inference(arch, w, g)
    assert piped.layout.num_gpus > 8  # the load is past one machine (else the case tests nothing)
    p = replicated_inference(arch, w, g)
    assert p is not None and p.fits
    assert p.layout.pp == 1 and p.layout.tp <= 8 and p.layout.dp > 1  # each copy inside one machine, several copies
    # the replicas cost no more GPUs than the pipelined plan: they hold a share of the load each
    assert p.layout.num_gpus <= piped.layout.num_gpus + p.layout.tp


def test_a_model_no_machine_holds_has_no_replicas() -> None:
    # DeepSeek-V3 (671 B, ≈ 671 GB in FP8) cannot fit one 8 × L4 (8 × 24 GB) machine: no replica holds one sequence
    w = resolve(Workload(model="deepseek-v3", task="inference", seq_len=4096, concurrency=4, precision="fp8"))[0]
    assert replicated_inference(registry.get("deepseek-v3"), w, all_gpus()["L4"]) is None
