"""A multi-LoRA service's adapters are in the memory sized: the --max-loras slots on each GPU are added to the
per-GPU memory (held with the weights, before the KV pool, sharded as the base under tensor parallel) and every
adapter cached in host RAM (--max-cpu-loras) is added to the host's RAM. They used to be said and left out.

Hand figures: Qwen3-8B rank 16 on all linear layers: 16 · (8192 + 5120 + 5120 + 8192 + 16384 · 3) · 36 = 43.6 M
parameters × 2 B = 87.3 MB an adapter; 32 slots = 2.79 GB a GPU; 2,000 adapters = 174.6 GB in host RAM. Host: 4 × 80
GiB cards (320 GiB) + 174.6 GB (162.6 GiB) → 483 GiB."""

from __future__ import annotations

import pytest

from catalog import registry
from tools.defaults import resolve
from tools.host import size_host
from tools.lora_serving import adapter_plan
from tools.memory import estimate_memory
from tools.schema import GiB, Layout, Workload

QWEN3_8B = registry.get("Qwen3-8B")


def _per_gpu(tp: int, slots_bytes: int | None) -> int:
    w, _ = resolve(Workload(task="inference", model="Qwen3-8B", concurrency=8, seq_len=4096,
                            lora_gpu_bytes=slots_bytes))
    return estimate_memory(QWEN3_8B, w, Layout(num_gpus=tp, tp=tp)).total


def test_the_adapter_slots_add_to_each_gpus_memory():
    p = adapter_plan(QWEN3_8B, 2000, 16)
    assert p.each_bytes == pytest.approx(87.3e6, rel=0.01) and p.gpu_bytes == pytest.approx(2.79e9, rel=0.01)
    assert _per_gpu(1, p.gpu_bytes) - _per_gpu(1, None) == p.gpu_bytes
    assert _per_gpu(2, p.gpu_bytes) - _per_gpu(2, None) == p.gpu_bytes // 2  # sharded as the base


def test_every_cached_adapter_adds_to_the_host_ram():
    all_bytes = adapter_plan(QWEN3_8B, 2000, 16).all_bytes
    assert all_bytes == pytest.approx(174.6e9, rel=0.01)
    plain = size_host(4, 80 * GiB, training=False)
    with_adapters = size_host(4, 80 * GiB, training=False, extra_ram_bytes=all_bytes)
    assert plain.min_ram_gib == 320 and with_adapters.min_ram_gib == 483 and with_adapters.adapters
