"""Whole training copies on separate machines all-reduce their gradients every step: 2 × the trainable weights'
bytes through each machine's link (ZeRO paper, arXiv:1910.02054 §7: data parallelism moves 2Ψ)."""

from __future__ import annotations

import pytest

from tools.memory import lora_trainable_params
from tools.network import dp_allreduce_gb, transfer_s
from tools.schema import ModelArch


def test_full_weights_gradients_cross_the_link_each_step():
    # Llama-3.1-8B has 8.03 B weights, BF16 gradients 2 B each: 2 × 8.03e9 × 2 B = 32.12 GB a step;
    # at 10 Gbit/s that is 32.12 × 8 / 10 = 25.7 s of link time a step
    gb = dp_allreduce_gb(8_030_000_000)
    assert gb == pytest.approx(32.12, abs=0.01)
    assert transfer_s(gb, 10) == pytest.approx(25.7, abs=0.05)


def test_lora_moves_only_the_adapters():
    # Llama-3.1-70B shape: hidden 8,192, 64 heads × 128, 8 KV heads × 128 (1,024), MLP 28,672, 80 layers. Rank 16 on
    # the 7 projections: per layer (8192+8192) + 2·(8192+1024) + (8192+8192) + 2·(8192+28672) + (28672+8192)
    # = 16,384 + 18,432 + 16,384 + 73,728 + 36,864 = 161,792; × 16 × 80 = 207,093,760 adapter weights
    # → 2 × 207,093,760 × 2 B = 0.828 GB a step, 0.66 s at 10 Gbit/s
    arch = ModelArch(name="t", hidden=8192, heads=64, head_dim=128, kv_heads=8, intermediate=28672, layers=80,
                     vocab=128256)
    n = lora_trainable_params(arch, 16)
    assert n == 207_093_760
    assert dp_allreduce_gb(n) == pytest.approx(0.828, abs=0.001)
    assert transfer_s(dp_allreduce_gb(n), 10) == pytest.approx(0.66, abs=0.01)
