"""Whole answers: an asked 8 × H20 machine is judged the way an engineer would before a second machine is named —
an FP8 KV cache first, and TP = the model's KV heads × pipeline stages where a larger TP would copy each KV head
(tools.checked.fp8_kv_on_asked, tools.parallel.kv_head_tp)."""

from __future__ import annotations

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _asked(out: str) -> str:
    """The headline paragraph that answers the card asked about."""
    return next(p for p in out.split("\n\n") if "你问的是" in p or "你問的是" in p or "You asked about" in p)


def test_qwen3_coder_480b_at_128k_on_8_h20_says_fp8_kv_before_16_cards(ask):
    # 62 layers × 8 KV heads × 128 → 248 KiB a token (BF16), 124 KiB (FP8); 800 developers → 120 at once, 108 at
    # 4,096 + 12 at 131,072 ≈ 2.02 M tokens ≈ 512 GB BF16 / 256 GB FP8 of KV. FP8 weights ≈ 482 GB ≈ 60.3 GB a card.
    # BF16 KV: ≈ 124.8 GB a card (two machines); FP8 KV: ≈ 60.3 + 32.0 GB against a 92.8 GB pool: ≈ 99 % held,
    # all of it at --gpu-memory-utilization 0.91 — one machine, said before "16 × H20"
    out = ask("研发800人用Qwen3-Coder-480B，要128k上下文，8卡H20够不够")
    head = _asked(out)
    assert "FP8 KV cache" in head and "--gpu-memory-utilization 调到 0.91" in head
    assert head.index("FP8 KV cache") < head.index("16 × H20")


def test_qwen3_235b_on_8_h20_is_tp4_pp2_not_two_machines(ask):
    # 94 layers × 4 KV heads × 128 → 188 KiB a token; 120 users at 32k ≈ 1.72 M tokens ≈ 331 GB of KV. At TP 8 each
    # KV head sits on 2 cards: 29.5 GB FP8 weights + 331 / 4 ≈ 112 GB a card, over the pool; TP 4 × PP 2: 29.5 + 41.4
    # ≈ 71.7 GB a card — "enough", as TP 4 × 2 stages
    out = ask("研發800人用Qwen3-235B-A22B，上下文32k，8卡H20夠不夠")
    head = _asked(out)
    assert "8 × H20就夠了" in head and "TP 4 × 2 級流水線" in head and "16 × H20" not in head
