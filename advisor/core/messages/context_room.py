"""The words of advisor/core/context_room_read.py and tools/context_room.py: whether an asked context window holds a
whole document with its question and answer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _parts_en(a: Mapping[str, Any]) -> str:
    rate = f" (at {a['per_char']} token a character by the model's tokenizer)" if a.get("per_char") else ""
    return (f"the document ≈ {a['doc']:,} tokens{rate} + the question, system prompt and instructions ≈ {a['ins']} "
            f"(a ShareGPT-mean message) + the answer ≈ {a['ans']} = {a['needed']:,} tokens")


def _parts_zh(a: Mapping[str, Any]) -> str:
    rate = f"（按模型分词器每字 {a['per_char']} token）" if a.get("per_char") else ""
    return (f"文档约 {a['doc']:,} token{rate} + 问题、系统提示和指令约 {a['ins']}（ShareGPT 平均一条消息）"
            f"+ 回答约 {a['ans']} = {a['needed']:,} token")


def _fits_en(a: Mapping[str, Any]) -> str:
    return (f"is {a['window']:,} tokens of context enough? Yes: {_parts_en(a)}, leaving {a['left']:,} tokens "
            f"(set max_model_len ≥ {a['needed']:,})")


def _fits_zh(a: Mapping[str, Any]) -> str:
    return (f"{a['window']:,} token 上下文够吗？够：{_parts_zh(a)}，还剩 {a['left']:,} token"
            f"（max_model_len 至少设为 {a['needed']:,}）")


def _longer_en(a: Mapping[str, Any]) -> str:
    return (f"is {a['window']:,} tokens of context enough? No: {_parts_en(a)}, {a['short']:,} over; use the model's longer "
            f"context ({a['model']}: {a['top']:,} tokens, its max_position_embeddings or rope-scaled length) with "
            f"max_model_len ≥ {a['needed']:,}, or chunk the document")


def _longer_zh(a: Mapping[str, Any]) -> str:
    return (f"{a['window']:,} token 上下文够吗？不够：{_parts_zh(a)}，超出 {a['short']:,}；用模型更长的上下文（{a['model']}："
            f"{a['top']:,} token，即 max_position_embeddings 或 RoPE 缩放后的长度），max_model_len 至少设为 {a['needed']:,}，"
            f"或把文档分块")


def _short_en(a: Mapping[str, Any]) -> str:
    top = f" ({a['model']} reaches {a['top']:,})" if a.get("top") else ""
    return (f"is {a['window']:,} tokens of context enough? No: {_parts_en(a)}, {a['short']:,} over; the model's own context "
            f"does not hold it either{top}: chunk the document (map-reduce) or use a longer-context model")


def _short_zh(a: Mapping[str, Any]) -> str:
    top = f"（{a['model']} 最多 {a['top']:,}）" if a.get("top") else ""
    return (f"{a['window']:,} token 上下文够吗？不够：{_parts_zh(a)}，超出 {a['short']:,}；模型本身的上下文也放不下{top}："
            f"把文档分块（map-reduce）或换更长上下文的模型")


ENTRIES: dict[str, E] = {
    "context_room.fits": E(_fits_en, _fits_zh),
    "context_room.short": E(_short_en, _short_zh),
    "context_room.short_model_holds": E(_longer_en, _longer_zh),
}
