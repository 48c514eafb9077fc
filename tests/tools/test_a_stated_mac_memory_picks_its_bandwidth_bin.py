"""A Max chip Apple sells in two bandwidth bins is judged at the bin of the memory the user states: an M3 Max with
36 GB (or 96 GB) is the 14-core CPU / 30-core GPU part at 300 GB/s, with 48, 64 or 128 GB the 16-core / 40-core part at
400 GB/s (Apple's MacBook Pro Nov 2023 tech specs); an M4 Max with 36 GB is the 32-core GPU part at 410 GB/s, larger
builds the 40-core at 546 GB/s. The row said 300 GB/s for every M3 Max, so a 64 GB or 128 GB one decoded a quarter
slower than it does."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.owned_device import stated_build, stated_builds


@pytest.mark.parametrize(("name", "memory", "bw"), [
    ("Apple M3 Max", 36, 300), ("Apple M3 Max", 96, 300), ("Apple M3 Max", 48, 400), ("Apple M3 Max", 64, 400),
    ("Apple M3 Max", 128, 400), ("Apple M3 Max", None, 400),  # no memory said: the row's own 128 GB build
    ("Apple M4 Max", 36, 410), ("Apple M4 Max", 64, 546), ("Apple M4 Max", 128, 546),
    ("Apple M4 Pro", 24, 273),  # one bandwidth for every M4 Pro: the row as it is
])
def test_the_stated_memory_picks_the_bin(name, memory, bw):
    assert stated_build(all_gpus()[name], memory).bandwidth_gb_s == bw


def test_only_the_named_chip_is_rebuilt():
    gpus = all_gpus()
    out = stated_builds(gpus, ("Apple M3 Max",), 36)
    assert out["Apple M3 Max"].bandwidth_gb_s == 300 and out["Apple M4 Max"].bandwidth_gb_s == 546
    assert out["H100 SXM"] is gpus["H100 SXM"]


def _answer(text: str) -> str:
    import tempfile
    from pathlib import Path

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle("bins", text).text


@pytest.mark.slow
@pytest.mark.parametrize(("text", "bw", "tps"), [
    # by hand: Llama-3-8B FP16 weights 16.06 GB + half of 4,096 tokens of KV (2 · 32 layers · 8 kv heads · 128 · 2 B
    # · 2,048 ≈ 0.27 GB) ≈ 16.3 GB a token; 400 GB/s × 0.814 ÷ 16.3 GB ≈ 20 tokens/s, + 32 × 32.7 µs floor → ≈ 21
    ("I have an M3 Max 64GB MacBook Pro, how fast will Llama 3 8B run?", "400 GB/s", "≈ 21 tokens/s"),
    ("我有一台 M3 Max 128GB 的 MacBook Pro，跑 Llama 3 8B 多快？", "400 GB/s", "约 21 tokens/s"),
    # 36 GB: the 30-core bin, 300 GB/s; FP16 would be 300 × 0.814 ÷ 16.3 ≈ 15 tokens/s, under the interactive 20, so
    # the Mac route is Q4_K_M (≈ 4.9 GB + 0.27 GB KV ≈ 5.2 GB a token): 300 × 0.814 ÷ 5.2 ≈ 47 tokens/s
    ("我公司有部 MacBook Pro M3 Max 36GB，行 Llama 3 8B 有幾快？", "300 GB/s", "47 tokens/s"),
])
def test_the_answer_decodes_at_the_stated_bin(text, bw, tps):
    out = _answer(text)
    assert bw in out and tps in out, out
