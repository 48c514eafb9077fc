"""The words of a "buy or rent the machine, or use the API?" question asked with no token volume
(tools.api_break_even, advisor.core.api_choice_lines)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    each = (f" — with {a['people']} people, ≈ {a['in_each']} input or ≈ {a['out_each']} output tokens each a month"
            if a["people"] else "")
    return (f"**Machine or API?** {a['machine']} costs ≈ {a['month']} a month around the clock; the same money buys ≈ "
            f"{a['input']} input tokens (or ≈ {a['output']} output tokens) a month from the {a['model']} API "
            f"({a['in_price']} / {a['out_price']} {a['currency']} per 1M tokens, no cache hits; {a['source']}, as of "
            f"{a['as_of']}){each}. Below that volume the API is cheaper; above it, or where the data may not leave your "
            "own machines, the machine is. Say your tokens a month (or requests a day × tokens each) for the verdict.")


def _zh(a: Mapping[str, Any]) -> str:
    each = f"——按 {a['people']} 人算，每人每月约 {a['in_each']} 输入或 {a['out_each']} 输出 token" if a["people"] else ""
    return (f"**买/租机器还是用 API？** {a['machine']} 全天候每月约 {a['month']}；同样的钱在 {a['model']} API 上每月可用约 "
            f"{a['input']} 输入 token（或约 {a['output']} 输出 token）（每百万 token {a['in_price']} / {a['out_price']} "
            f"{a['currency']}，不计缓存命中；{a['source']}，{a['as_of']}）{each}。用量低于此，API 更省；高于此，或数据不能出"
            "自己的机器，机器更合适。告诉我每月 token 量（或每天请求数 × 每次 token）即可给出结论。")


ENTRIES: dict[str, E] = {"api_choice.break_even": E(_en, _zh)}
