"""The words of tools/dataset.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "dataset.data_not_converted_to": E(
        "data: {amount:,.0f} {en_unit} — not converted to tokens (not an LLM workload)",
        "数据：{amount:,.0f} {zh_unit}——不换算成 token（不是 LLM 负载）"),
    "dataset.training_tokens": E(
        "training tokens: {amount:,.0f} {en_unit}{how_en}{ep_en} = {tokens:,}",
        "训练 token：{amount:,.0f} {zh_unit}{how_zh}{ep_zh} = {tokens:,}"),
}
