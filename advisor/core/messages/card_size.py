"""The words of tools/card_size.py: a stated card size the work cannot fit, and why."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    moe = (f"; the {a['active_b']:,.1f} B active parameters set the speed (each token reads only them), not the memory"
           if a["active_b"] is not None else "")
    weights = (f" — INT4 alone needs a card of ≥ {a['weights_card']:g} GB" if a["weights_card"] else "")
    tokens = (f"({a['typical']:,} chats × {a['typical_tokens']:,} + {a['long']:,} × {a['seq']:,} tokens: most chats "
              f"typical, a few at the full context)" if a.get("typical") is not None else
              f"{a['seq']:,} tokens × {a['seqs']:,} sequences")
    load = (f"; with the KV cache of your load ({a['kv_tok_kib']:,.0f} KiB per token × {tokens} ≈ {a['kv']:,.1f} GB) "
            f"it needs ≈ {a['need']:,.1f} GB, the smallest card that "
            f"holds it being ≥ {a['load_card']:g} GB" if a["load_card"] else
            f"; with the KV cache of your load (≈ {a['kv']:,.1f} GB) no single card holds it")
    return (f"No, a {a['cap']:g} GB card is not enough: memory follows the model's total {a['total_b']:,.1f} B "
            f"parameters (BF16 ≈ {a['bf16']:,.1f} GB, FP8 ≈ {a['fp8']:,.1f} GB, INT4 ≈ {a['int4']:,.1f} GB of weights, "
            f"against ≈ {a['budget']:,.1f} GB a serving engine can use on that card){moe}{weights}{load}")


def _zh(a: Mapping[str, Any]) -> str:
    moe = (f"；激活的 {a['active_b']:,.1f} B 参数只决定速度（每个 token 只读它们），不决定显存"
           if a["active_b"] is not None else "")
    weights = f"——仅 INT4 权重就需要 ≥ {a['weights_card']:g} GB 的卡" if a["weights_card"] else ""
    tokens = (f"（{a['typical']:,} 路 × {a['typical_tokens']:,} + {a['long']:,} 路 × {a['seq']:,} token：多数对话为常见"
              f"长度、少数用满）" if a.get("typical") is not None else f"{a['seq']:,} token × {a['seqs']:,} 路")
    load = (f"；再加上你的负载的 KV cache（每 token {a['kv_tok_kib']:,.0f} KiB × {tokens}"
            f" ≈ {a['kv']:,.1f} GB），共需约 {a['need']:,.1f} GB，能放下的最小单卡是 ≥ {a['load_card']:g} GB 的卡"
            if a["load_card"] else f"；再加上你的负载的 KV cache（约 {a['kv']:,.1f} GB），没有单卡放得下")
    return (f"不够，一张 {a['cap']:g} GB 的卡放不下：显存由模型的总参数 {a['total_b']:,.1f} B 决定（权重 BF16 约 "
            f"{a['bf16']:,.1f} GB、FP8 约 {a['fp8']:,.1f} GB、INT4 约 {a['int4']:,.1f} GB，而这张卡上推理引擎可用约 "
            f"{a['budget']:,.1f} GB）{moe}{weights}{load}")


ENTRIES: dict[str, E] = {
    "card_size.no": E(_en, _zh),
}
