"""The words of tools/owned_batch.py: an offline batch on the user's own cards said as the job's hours against its
deadline, first, with the tokens in and out and the box's rates it rests on (never as people using a chat at once)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _verdict(a: Mapping[str, Any], zh: bool) -> str:
    if a["deadline"] is None:
        return ""
    if zh:
        return f"，{a['deadline']}内 ✅" if a["met"] else f"，超过 {a['deadline']} ❌（需要更多卡、更小的模型或更低精度）"
    return (f", within {a['deadline']} ✅" if a["met"]
            else f", longer than {a['deadline']} ❌ (more cards, a smaller model or a lower precision)")


def _time(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"整批约 {a['took']}{_verdict(a, True)}（{a['items']:,} 条 ×（输入 {a['prompt']:,} + 输出 {a['out']:,} "
                f"token）= 输入 {a['tokens_in']:,} + 输出 {a['tokens_out']:,} token；你的 {a['n']} × {a['gpu']} 上 "
                f"{a['replicas']} 个模型副本合计预填约 {a['prefill']:,.0f} token/秒、解码约 {a['decode']:,.0f} token/秒）")
    return (f"the whole batch takes ≈ {a['took']}{_verdict(a, False)} ({a['items']:,} items × ({a['prompt']:,} tokens "
            f"in + {a['out']:,} out) = {a['tokens_in']:,} in + {a['tokens_out']:,} out; on your {a['n']} × {a['gpu']}, "
            f"{a['replicas']} copies of the model prefill ≈ {a['prefill']:,.0f} tokens/s and decode ≈ "
            f"{a['decode']:,.0f} tokens/s together)")


def _floor(a: Mapping[str, Any], zh: bool) -> str:
    over = a["met"] is False and a["deadline"] is not None
    if zh:
        verdict = f"，仅解码就超过 {a['deadline']} ❌" if over else ""
        return (f"整批至少约 {a['took']}{verdict}：仅解码 {a['items']:,} 条 × 输出 {a['out']:,} token = {a['tokens_out']:,} "
                f"token，你的 {a['n']} × {a['gpu']} 上 {a['replicas']} 个模型副本合计解码约 {a['decode']:,.0f} token/秒；"
                f"输入 {a['tokens_in']:,} token 的预填没有算进去：{a['gpu']} 没有公开的张量算力数字，请先用 1,000 条试跑计时")
    verdict = f", longer than {a['deadline']} on decode alone ❌" if over else ""
    return (f"the whole batch takes at least ≈ {a['took']}{verdict}: decode alone, {a['items']:,} items × {a['out']:,} "
            f"tokens out = {a['tokens_out']:,} at ≈ {a['decode']:,.0f} tokens/s over {a['replicas']} copies of the model "
            f"on your {a['n']} × {a['gpu']}; the prefill of {a['tokens_in']:,} tokens in is not counted: no published "
            f"tensor TFLOPS figure for {a['gpu']}, so time it on a pilot of 1,000 items")


ENTRIES = {
    "owned_batch.decode_floor": E(lambda a: _floor(a, False), lambda a: _floor(a, True)),
    "owned_batch.time": E(lambda a: _time(a, False), lambda a: _time(a, True)),
    "owned_batch.plan": E(
        "{model} on your own {n} × {name}: {batch}. No rental, nothing to price ({need:,.1f} GB per GPU of "
        "{usable_gb:,.1f} GB usable, {where}; the memory table shows the split). The priced plans below are only for "
        "comparison, if you would rather rent.",
        "{model}：在你自己的 {n} × {name} 上，{batch}。不用租，也不用报价（每卡 {need:,.1f} GB，可用 {usable_gb:,.1f} GB，"
        "{where}；拆分见显存表）。下面有价格的方案只作对比，供你考虑改租时参考。"),
}
