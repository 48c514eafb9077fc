"""A burst of long prompts sent together (20 analysts pasting a 100k-token filing at 9 am) forms a prefill queue: the
last one's first token waits for all the prefill ahead of it, and their KV cache at once can exceed the plan's room."""

import pytest

from tools.burst import burst_queue
from tools.memory import kv_cache_bytes_per_token
from tools.schema import ModelArch


def test_the_last_prompt_waits_for_the_whole_queue_and_the_kv_is_counted():
    # Hand: 100,000 tokens ÷ 5,000 tokens/s = 20 s each; 20 on one replica → 400 s for the last.
    # KV: Qwen3-32B 2 × 64 layers × 8 KV heads × 128 × 2 B = 262,144 B a token; 20 × 100,000 × 262,144 ≈ 524.3 GB;
    # 100 GB of room ÷ 26.2 GB a filing → 3 held at once.
    q = burst_queue(20, 100_000, 5_000.0, 1, 262_144, 100e9)
    assert q.each_s == pytest.approx(20.0)
    assert q.last_s == pytest.approx(400.0)
    assert q.kv_gb == pytest.approx(524.288)
    assert q.held == 3


def test_replicas_split_the_queue():
    # Hand: 20 prompts on 2 replicas → 10 each × 20 s = 200 s; 21 → ceil(10.5) = 11 × 20 s = 220 s.
    assert burst_queue(20, 100_000, 5_000.0, 2, 262_144, None).last_s == pytest.approx(200.0)
    assert burst_queue(21, 100_000, 5_000.0, 2, 262_144, None).last_s == pytest.approx(220.0)


def test_qwen3_32b_caches_a_quarter_mebibyte_a_token():
    arch = ModelArch(name="q", params=32_800_000_000, layers=64, hidden=5120, heads=64, kv_heads=8, head_dim=128,
                     vocab=151_936, intermediate=25_600)
    assert kv_cache_bytes_per_token(arch, "bf16") == 262_144
