"""The words of a model that overflows in FP16 on a card without BF16 (tools/fp16_safety.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    job = "train" if a.get("training") else "serve"
    return (f"{a['model']} overflows in FP16 (inf/NaN activations; {a['source']}), and the {a['name']} "
            f"({a['arch']}) has no BF16, so it cannot {job} this model in FP16 as planned. Either keep the affected "
            f"layers in FP32 (`--dtype float32`: 4 bytes a value, so the weights and activations held in FP32 take "
            f"{a['times']}× the FP16 memory — re-size before you rent), or use a card with BF16 (Ampere — A10, L4, A100 — "
            "or newer), or pick a model that runs in FP16 (a Llama- or Mistral-family model of the same size).")


def _zh(a: Mapping[str, Any]) -> str:
    job = "训练" if a.get("training") else "部署"
    return (f"{a['model']} 在 FP16 下会溢出（激活出现 inf/NaN；{a['source']}），而 {a['name']}（{a['arch']}）不支持 "
            f"BF16，所以不能按方案用 FP16 {job}这个模型。可选：受影响的层用 FP32（`--dtype float32`：每个值 4 字节，"
            f"用 FP32 的权重和激活占 FP16 的 {a['times']} 倍显存——租之前重新核算），或换支持 BF16 的卡（Ampere 及以后："
            "A10、L4、A100 等），或换一个能用 FP16 跑的模型（同样大小的 Llama、Mistral 系模型）。")


ENTRIES: dict[str, E] = {
    "fp16_safety.unsafe": E(_en, _zh),
}
