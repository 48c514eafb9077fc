"""Words for tools.longest_item: a batch's longest stated item against the model's maximum context."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _said(a: Mapping[str, Any]) -> str:
    """The length as the user said it: "9,000 words", "20,000 字", "12,000 tokens"."""
    return f"{a['amount']:,.0f} {'字' if a['unit'] == 'chars' else a['unit']}"


def _over_en(a: Mapping[str, Any]) -> str:
    chunks = (f"cut each into {a['chunks']} chunks and merge their summaries (map-reduce: {a['requests']} requests an "
              f"item instead of one), " if a["chunks"] else "cut each into chunks and merge them (map-reduce), ")
    return (f"the longest items ({_said(a)} ≈ {a['tokens']:,} tokens, {a['needed']:,} with the instructions and the "
            f"answer) are over {a['model']}'s {a['max_context']:,}-token context by {a['over']:,}: sent whole they are "
            f"truncated and the rest is never read; {chunks}or send those items to a longer-context model of about the "
            f"same size. The plan below is sized on the average item")


def _over_zh(a: Mapping[str, Any]) -> str:
    chunks = (f"把每条切成 {a['chunks']} 段分别处理再合并（map-reduce：每条 {a['requests']} 次请求而不是 1 次）"
              if a["chunks"] else "切段分别处理再合并（map-reduce）")
    return (f"最长的条目（{_said(a)} ≈ {a['tokens']:,} token，加上指令和回答共 {a['needed']:,}）超出 {a['model']} 的 "
            f"{a['max_context']:,} token 上下文 {a['over']:,}：整条送入会被截断，超出部分读不到；请{chunks}，"
            f"或把这些长条目交给同等规模、上下文更长的模型。下面的方案按平均条目估算")


ENTRIES: dict[str, E] = {
    "longest_item.over": E(_over_en, _over_zh),
    "longest_item.fits": E(
        lambda a: (f"the longest items ({_said(a)} ≈ {a['tokens']:,} tokens, {a['needed']:,} with the instructions and "
                   f"the answer) fit {a['model']}'s {a['max_context']:,}-token context; anything longer must be cut "
                   f"into chunks"),
        lambda a: (f"最长的条目（{_said(a)} ≈ {a['tokens']:,} token，加上指令和回答共 {a['needed']:,}）在 {a['model']} 的 "
                   f"{a['max_context']:,} token 上下文之内；更长的需要切段处理")),
}
