"""The words of advisor/core/cohost_lines.py: a second model on the same box sized with the first (tools.cohost)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _one(a: Mapping[str, Any], s: str, zh: bool) -> str:
    t, n, share = a[f"{s}_tps"], a[f"{s}_cards"], a[f"{s}_share"]
    tps = "" if t is None else (f"，每个用户约 {t:.0f} token/s" if zh else f", ≈ {t:.0f} tokens/s per user")
    util = "" if not share else f", --gpu-memory-utilization {share:.2f}"
    if zh:
        return (f"{a[s + '_model']}（{str(a[s + '_prec']).upper()}，{n} 张卡）：每张卡权重 {a[s + '_w']} GB + KV 缓存 "
                f"{a[s + '_kv']} GB，共需 {a[s + '_need']} GB{util.replace(', ', '，')}{tps}")
    return (f"{a[s + '_model']} ({str(a[s + '_prec']).upper()}, {n} card{'s' if n > 1 else ''}): {a[s + '_w']} GB of "
            f"weights + {a[s + '_kv']} GB of KV cache a card, {a[s + '_need']} GB in all{util}{tps}")


def _way(k: str, d: str, zh: bool) -> str:
    if k in ("fp8", "awq"):
        p = "FP8" if k == "fp8" else "INT4 (AWQ)"
        return f"{d} 改用 {p} 权重（先测质量）" if zh else f"{d} in {p} weights (test its quality first)"
    if k == "card":
        return f"加一张卡（共 {d} 张）" if zh else f"one more card ({d} in all)"
    return f"{d} 另租机器（见下面的方案）" if zh else f"rent {d}'s cards (the plan below)"


def _cohost(a: Mapping[str, Any], zh: bool) -> str:
    box = f"{a['cards']} × {a['gpu']}"
    both = "；".join(_one(a, s, True) for s in "ab") if zh else "; ".join(_one(a, s, False) for s in "ab")
    if a["mode"] == "split":
        return (f"同一台 {box} 两个模型一起跑：可以，一个模型占一组卡（各自独占，互不干扰，可分别重启）——{both}。" if zh else
                f"Both models on the same {box}: yes, one model per card group (each process has its cards to itself: "
                f"no interference, either restarts alone) — {both}.")
    if a["mode"] == "shared":
        return (f"同一台 {box} 两个模型一起跑：可以，但单个模型放不进一张卡，所以两个模型都跨所有卡做张量并行，"
                f"每张卡两个 vLLM 进程按需分显存；两边同时忙时共享显存带宽，速度按两者都忙估算——{both}。" if zh else
                f"Both models on the same {box}: yes, sharing every card (one card does not hold one model with its "
                f"load, so each runs tensor parallel over all the cards, two vLLM processes a card with the memory "
                f"split by what each needs; both busy at once share the memory bandwidth, the speeds below assume "
                f"that) — {both}.")
    pairs = [str(w).split(":", 1) for w in a["ways"]]
    ways = "；".join(_way(k, d, True) for k, d in pairs) if zh else "; ".join(_way(k, d, False) for k, d in pairs)
    return (f"同一台 {box} 放不下两个模型：不行，两个都放（每张卡约 {a['a_need']} + {a['b_need']} GB，超过引擎的 "
            f"{a['budget']} GB 显存池）——{both}。最省的办法：{ways}。下面的方案只针对第二个模型。" if zh else
            f"No, not both on the same {box}: together they need ≈ {a['a_need']} + {a['b_need']} GB a card, over the "
            f"engine's {a['budget']} GB pool — {both}. Cheapest ways out: {ways}. The plan below sizes the second "
            f"model alone.")


ENTRIES = {
    "cohost.both": E(lambda a: _cohost(a, False), lambda a: _cohost(a, True)),
}
