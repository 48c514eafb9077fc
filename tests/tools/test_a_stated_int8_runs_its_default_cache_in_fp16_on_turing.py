"""A weight format the user states (INT8) says nothing about the KV cache: its default BF16 cache runs as FP16 on a card
without BF16 (Turing: T4), as a default BF16 model does (vLLM's `--dtype half`), so a T4 that holds Qwen3-8B in INT8
is not refused for a cache format nobody asked for; a BF16 cache the user states is refused there
(tools/compat.py: kernel_problem's `kv_stated`)."""

from __future__ import annotations

from catalog.gpus import all_gpus
from tools import compat


def test_stated_int8_weights_with_the_default_cache_run_on_a_t4():
    # T4: sm_75 — INT8 W8A8 / GPTQ 8-bit kernels from sm_75 (KERNEL_FLOOR), no BF16 (Ampere sm_80+), FP16 from sm_60
    t4 = all_gpus()["T4"]
    assert compat.kernel_problem(t4, "int8", "bf16", stated=True, kv_stated=False) is None


def test_a_stated_bf16_cache_is_still_refused_on_a_t4():
    t4 = all_gpus()["T4"]
    assert compat.kernel_problem(t4, "int8", "bf16", stated=True, kv_stated=True) is not None
    assert compat.kernel_problem(t4, "bf16", "bf16", stated=True, kv_stated=False) is not None  # stated BF16 weights
