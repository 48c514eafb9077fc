"""A long served window (≥ tools.checked.FULL_LENGTH_CONTEXT) on the cards judged says one full-length session's KV,
how many such sessions the cards hold at once (the rest queue or are preempted) and the levers
(tools.checked.full_length_sessions). "用 FP8 KV cache 基本够" for 120 developers at 128k on 8 × H20, and "装得下" for
15 lawyers at 128k on 8 owned modified RTX 4090 48 GB, never said how many whole 128k sessions fit."""

from __future__ import annotations

import advisor.core.messages  # noqa: F401  (installs the wording the lines are read in)
from catalog import registry
from catalog.gpus import all_gpus
from tools.checked import full_length_sessions
from tools.defaults import resolve
from tools.schema import Workload

GPUS = all_gpus()


def line(model: str, card: str, n: int, users: int, ctx: int, kv: str | None = None):
    w, _ = resolve(Workload(model=model, task="inference", precision="fp8", concurrency=users, seq_len=ctx,
                            gpu_preference=card, num_gpus=n))
    return full_length_sessions(registry.get(model), w, GPUS[card], n, 1.0, None, kv)


def test_qwen3_coder_480b_on_8_h20_with_fp8_kv_holds_about_15_whole_128k_sessions():
    # 62 layers × 8 KV heads × 128 × 2 (K, V) × 1 B (FP8) = 124 KiB a token → 131,072 × 126,976 B ≈ 16.6 GB a
    # session. FP8 weights ≈ 482 GB / 8 ≈ 60.3 GB a card; the H20's 0.9 × 103.1 GB ≈ 92.8 GB pool less the weights
    # and activations ≈ 31.9 GB a card ≈ 255 GB in all → 255 / 16.6 ≈ 15 sessions at once (TP 8 = 8 KV heads: one copy).
    m = line("Qwen3-Coder-480B-A35B", "H20", 8, 120, 131_072, "fp8")
    assert m is not None
    a = m.args
    assert 16.0 < a["gb"] < 17.2 and a["fp8"] is True and a["held_fp8"] is None
    assert 13 <= a["held"] <= 17, a
    assert a["dup"] is False
    en, zh = m.text("en"), m.text("zh")
    assert "one session's FP8 KV cache is ≈ 16.6 GB" in en and f"8 × H20 hold ≈ {a['held']} such sessions" in en
    assert "wait in the engine's queue" in en and "prefix caching" in en and "an FP8 KV cache" not in en
    assert "满长 131,072 token 时每个会话的 FP8 KV cache 约 16.6 GB" in zh and f"同时约能放 {a['held']} 个满长会话" in zh


def test_qwen3_235b_on_8_modified_4090_stores_each_kv_head_twice():
    # 94 layers × 4 KV heads × 128 × 2 × 2 B = 188 KiB a token → 131,072 × 192,512 B ≈ 25.2 GB a session in BF16,
    # 12.6 GB in FP8. TP 8 over 4 KV heads keeps each head on 2 cards: a session takes 25.2 × 2 / 8 ≈ 6.3 GB of every
    # card. The 0.9 × 51.5 ≈ 46.4 GB pool less ≈ 29.5 GB of FP8 weights and the activations leaves ≈ 14–16 GB a card:
    # ≈ 2 whole sessions at once in BF16, ≈ 4–5 in FP8 (the key's "≈ 4, ≈ 8 with FP8" counts each head once).
    m = line("Qwen3-235B-A22B", "RTX 4090-48GB (modified)", 8, 15, 131_072)
    assert m is not None
    a = m.args
    assert 24.5 < a["gb"] < 26.0 and 12.2 < a["gb_fp8"] < 13.0
    assert 1 <= a["held"] <= 3 and 4 <= a["held_fp8"] <= 6, a
    assert a["dup"] is True
    en = m.text("en")
    assert "an FP8 KV cache" in en and "TP = KV heads × pipeline stages" in en


def test_a_short_window_or_a_batch_says_nothing():
    # 32k is no long window: a Qwen3-8B session is 32,768 × 147,456 B ≈ 4.8 GB, the usual chat sizing says enough
    assert line("Qwen3-8B", "H100 SXM", 1, 20, 32_768) is None
    w, _ = resolve(Workload(model="Qwen3-8B", task="inference", batch_requests=10_000, seq_len=131_072))
    assert full_length_sessions(registry.get("Qwen3-8B"), w, GPUS["H100 SXM"], 1, 1.0) is None
