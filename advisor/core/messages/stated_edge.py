"""Words for a serving load that fills the user's stated machine past the serving headroom limit (tools.stated_edge):
the machine is kept, the answer says plainly it does not fit with headroom, what fits at the limit, and the smallest
change."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_LEVER_EN = {"kv_fp8": "an FP8 KV cache (vLLM --kv-cache-dtype fp8)", "weights_fp8": "FP8 weights",
             "weights_int4": "INT4 weights (an AWQ/GPTQ checkpoint; test its quality on your own prompts)"}
_LEVER_ZH = {"kv_fp8": "FP8 KV 缓存（vLLM --kv-cache-dtype fp8）", "weights_fp8": "FP8 权重",
             "weights_int4": "INT4 权重（AWQ/GPTQ 版本；先在自己的任务上测质量）"}


def _fit_en(a: Mapping[str, Any]) -> str:
    ctx = (f", or all {a['users']:,} users at ≈ {a['context_fit']:,} tokens each" if a.get("context_fit")
           else "")
    return f"at that limit it holds ≈ {a['users_fit']:,} users at {a['context']:,} tokens{ctx}"


def _fit_zh(a: Mapping[str, Any]) -> str:
    ctx = f"，或 {a['users']:,} 路都用约 {a['context_fit']:,} token 上下文" if a.get("context_fit") else ""
    return f"按这个上限，可同时容纳约 {a['users_fit']:,} 路 {a['context']:,} token 的对话{ctx}"


def _change_en(a: Mapping[str, Any]) -> str:
    rest = "fewer users at once, a shorter context, or one more card"
    if a.get("lever"):
        return (f"smallest change: {_LEVER_EN[a['lever']]} (≈ {a['lever_share']:.0%} of the pool); "
                f"else {rest}")
    return f"no precision step on these cards brings it under the limit: {rest}"


def _change_zh(a: Mapping[str, Any]) -> str:
    rest = "减少同时在线用户、缩短上下文，或再加一张卡"
    if a.get("lever"):
        return f"最小的改动：{_LEVER_ZH[a['lever']]}（约占显存池 {a['lever_share']:.0%}）；否则{rest}"
    return f"这些卡上换精度也降不到上限以下：{rest}"


ENTRIES: dict[str, E] = {
    "stated_edge.lead": E(
        lambda a: (f"Not with headroom on your {a['machine']}: ≈ {a['need']:.1f} GB per GPU of a {a['pool']:.1f} GB "
                   f"pool ({a['share']:.1%}, over our {a['limit']:.0%} serving limit: the memory estimate's own "
                   f"error is a few GB a card, so test it before relying on it); {_fit_en(a)}; {_change_en(a)}. "
                   f"As asked: {a['msg']}"),
        lambda a: (f"你的 {a['machine']} 装得下但没有余量：每卡约 {a['need']:.1f} GB，显存池 {a['pool']:.1f} GB"
                   f"（占 {a['share']:.1%}，超过 {a['limit']:.0%} 的部署上限：显存估算本身每卡有几 GB 误差，上线前先实测）；"
                   f"{_fit_zh(a)}；{_change_zh(a)}。按你的要求：{a['msg']}")),
}
