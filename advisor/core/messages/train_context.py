"""The words of a training job over its model's context: keep the model first (tools.train_context)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _keep_en(a: Mapping[str, Any]) -> str:
    own = (f", or train at {a['seq_len']:,} on its long-context release {a['own']}" if a["own"] else "")
    swap = (f"; only if whole {a['seq_len']:,}-token documents must be seen at once, another model: "
            f"{' or '.join(a['names'])}" if a["names"] else "")
    return (f"{a['model']} supports at most {a['max_context']:,} tokens of context: keep {a['model']} by cutting or "
            f"packing each document into windows of at most {a['max_context']:,} tokens (the same tokens trained, so the "
            f"same compute; a window does not see the rest of its document){own}{swap}")


def _keep_zh(a: Mapping[str, Any]) -> str:
    own = (f"，或用它的长上下文版本 {a['own']} 按 {a['seq_len']:,} token 训练" if a["own"] else "")
    swap = (f"；只有必须整段 {a['seq_len']:,} token 一起训练时才换模型：{' 或 '.join(a['names'])}" if a["names"] else "")
    return (f"{a['model']} 最长上下文为 {a['max_context']:,} token：保留 {a['model']}，把每份文档切分或打包成不超过 "
            f"{a['max_context']:,} token 的窗口（训练的 token 不变，算力相同；每个窗口看不到文档的其余部分）{own}{swap}")


ENTRIES: dict[str, E] = {
    "train_context.lead": E(
        lambda a: f"{_keep_en(a)}; sized at {a['seq_len']:,} as asked, an upper bound on memory: {a['msg']}",
        lambda a: f"{_keep_zh(a)}；以下按你要求的 {a['seq_len']:,} token 估算（显存的上限）：{a['msg']}"),
    "train_context.constraint": E(
        lambda a: f"{_keep_en(a)}. The memory below is sized at {a['seq_len']:,} tokens as asked.",
        lambda a: f"{_keep_zh(a)}。下面的显存仍按你要求的 {a['seq_len']:,} token 计算。"),
}
