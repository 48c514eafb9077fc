"""A whole long document's first token on a stated unpriced card (tools.long_prompt_wait)."""

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _wait_en(a: Mapping[str, Any]) -> str:
    return f"{a['mins']:,.1f} min" if a.get("mins") else f"{a['s']:,.0f} s"


def _wait_zh(a: Mapping[str, Any]) -> str:
    return f"{a['mins']:,.1f} 分钟" if a.get("mins") else f"{a['s']:,.0f} 秒"


def _how_en(a: Mapping[str, Any]) -> str:
    return (f" (prefill ≈ 2 × {a['params_b']:,.1f} B × {a['prompt']:,} tokens = {a['flops']:.2g} FLOP plus attention, "
            f"at {a['tflops']:,.0f} dense TFLOPS a card × {a['mfu']:.0%})")


def _how_zh(a: Mapping[str, Any]) -> str:
    return (f"（预填充 ≈ 2 × {a['params_b']:,.1f}B × {a['prompt']:,} token = {a['flops']:.2g} FLOP，注意力部分另计；"
            f"按每卡 {a['tflops']:,.0f} 稠密 TFLOPS × {a['mfu']:.0%} 计）")


def _box_en(a: Mapping[str, Any]) -> str:
    swa = (f"; it fits only on an engine that keeps the {a['windowed']} sliding-window layers' KV at their "
           f"{a['window']:,}-token window (vLLM's hybrid KV-cache allocator, SGLang, llama.cpp's SWA cache): one that "
           f"holds every layer at the full context needs ≈ {a['naive']:.1f}× that KV cache") if a.get("window") else ""
    return (f"A new {a['prompt']:,}-token document (nothing cached) waits ≈ {_wait_en(a)} for its first token on your "
            f"{a['n']} × {a['gpu']} (prefill ≈ {a['weights']:.2g} FLOP of weights + {a['attention']:.2g} of attention, "
            f"at {a['tflops']:,.0f} dense TFLOPS a card × {a['mfu']:.0%}); follow-up questions on the same document "
            f"reuse its cached prefix ({a['framework']}'s prefix caching): only the new question is prefilled" + swa)


def _box_zh(a: Mapping[str, Any]) -> str:
    swa = (f"；前提是推理引擎对 {a['windowed']} 个滑动窗口层只按 {a['window']:,} token 窗口保留 KV（vLLM 的混合 KV 缓存"
           f"分配器、SGLang、llama.cpp 的 SWA 缓存），"
           f"按完整上下文给每层分配 KV 的引擎需要约 {a['naive']:.1f} 倍的 KV 缓存") if a.get("window") else ""
    return (f"一份新的 {a['prompt']:,} token 文档（无缓存）在你的 {a['n']} × {a['gpu']} 上首 token 约需 {_wait_zh(a)}"
            f"（预填充 ≈ 权重 {a['weights']:.2g} FLOP + 注意力 {a['attention']:.2g} FLOP，按每卡 {a['tflops']:,.0f} 稠密 "
            f"TFLOPS × {a['mfu']:.0%} 计）；对同一份文档的追问复用已缓存的前缀（{a['framework']} 的前缀缓存），只需预填充新的问题"
            + swa)


ENTRIES = {
    "long_prompt_wait.stated_box": E(_box_en, _box_zh),
    "long_prompt_wait.took": E(
        lambda a: (f"; a new {a['prompt']:,}-token document (nothing cached) waits ≈ {_wait_en(a)} for its first token "
                   f"on {a['n']} × {a['gpu']}" + (" with every user busy" if a.get("busy") else "") + _how_en(a)
                   + (a.get("queued") or "")),
        lambda a: (f"；新的 {a['prompt']:,} token 文档（无缓存）在 {a['n']} × {a['gpu']} 上首 token 约需 {_wait_zh(a)}"
                   + ("（所有用户同时在用时）" if a.get("busy") else "") + _how_zh(a) + (a.get("queued") or ""))),
    "long_prompt_wait.unknown": E(
        lambda a: (f"; how long a new {a['prompt']:,}-token document waits for its first token on {a['gpu']} is not "
                   f"sized: no dense 16-bit tensor TFLOPS is held for it (prefill is compute-bound, ≈ 2 × parameters × "
                   f"tokens FLOP), so time one {a['prompt']:,}-token prompt on a pilot before committing"),
        lambda a: (f"；新的 {a['prompt']:,} token 文档在 {a['gpu']} 上首 token 要等多久未估算：目录里没有它的 16 位稠密"
                   f"张量 TFLOPS（预填充受算力限制，约 2 × 参数量 × token 数 FLOP），请先在试用机上实测一次 "
                   f"{a['prompt']:,} token 提示的首 token 时间")),
}
