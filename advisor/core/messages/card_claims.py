"""The words of tools/card_claims.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    memory = (f"it does have more memory ({a['a_gb']:,.0f} vs {a['b_gb']:,.0f} GB) and bandwidth ({a['a_bw']:,.2f} vs "
              f"{a['b_bw']:,.2f} TB/s), but" if a["more_memory"] else
              f"memory {a['a_gb']:,.0f} vs {a['b_gb']:,.0f} GB, bandwidth {a['a_bw']:,.2f} vs {a['b_bw']:,.2f} TB/s;")
    return (f"Not so: the {a['a']} is not stronger than the {a['b']} — {memory} the {a['b']} computes "
            f"{a['ratio']:,.1f}× more ({a['b_tflops']:,.1f} vs {a['a_tflops']:,.1f} dense BF16 TFLOPS), and training and "
            f"prefill are bound by compute (specs: {a['a_source']}; {a['b_source']})")


def _zh(a: Mapping[str, Any]) -> str:
    memory = (f"它的显存（{a['a_gb']:,.0f} vs {a['b_gb']:,.0f} GB）和带宽（{a['a_bw']:,.2f} vs {a['b_bw']:,.2f} TB/s）"
              f"确实更大，但" if a["more_memory"] else
              f"显存 {a['a_gb']:,.0f} vs {a['b_gb']:,.0f} GB，带宽 {a['a_bw']:,.2f} vs {a['b_bw']:,.2f} TB/s；")
    return (f"这个说法不对：{a['a']} 并不比 {a['b']} 强——{memory}{a['b']} 的算力是它的 {a['ratio']:,.1f} 倍"
            f"（稠密 BF16 {a['b_tflops']:,.1f} vs {a['a_tflops']:,.1f} TFLOPS），而训练和预填充受算力限制"
            f"（规格：{a['a_source']}；{a['b_source']}）")


ENTRIES: dict[str, E] = {
    "card_claims.not_stronger": E(_en, _zh),
    "card_claims.not_offered": E(
        "No {card} on offer where you asked ({places:, }): my catalog has no priced {card} machine there — get a "
        "quote before planning on it",
        "你问的地方（{places:、}）我的目录里没有 {card} 的有价机器：先拿到报价再按它做计划"),
}
