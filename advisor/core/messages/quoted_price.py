"""The words of tools/quoted_price.py: the machine the user named priced at the price they quoted, the listed price
and its source beside it; figures from tools/, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _used(a: Mapping[str, Any], zh: bool) -> str:
    n, inst = a["n"], a["instance"]
    per = ("（按每卡报价 × {n} 张卡）" if zh else f" (your per-GPU quote × {n} GPUs)") if a["per_gpu"] else ""
    per = per.format(n=n) if zh else per
    date = a["as_of"] or ("未注明日期" if zh else "undated")
    if zh:
        head = f"{a['provider']} {inst}（{n} 卡）按你的报价 {a['quote']}/小时 计价{per}"
        if a["same"]:
            return head + f"，与目录标价一致（{a['source']}，{date}）；每月约 {a['month']}（{a['hours']} 小时）"
        listed = (f"目录标价 {a['listed']}/小时（来源：{a['source']}，{date}）" if a["listed"]
                  else "目录里这台机器没有按需价格")
        return (head + f"；{listed}，本答案采用你的报价 {a['said']}：每月约 {a['month']}（{a['hours']} 小时）；"
                "排序只对这台机器用你的报价，其他机器仍按目录价")
    head = f"{a['provider']} {inst} ({n} GPU{'s' if n != 1 else ''}) priced at your quote, {a['quote']}/h{per}"
    if a["same"]:
        return head + f", the same as its listed price ({a['source']}, {date}); ≈ {a['month']} a month ({a['hours']} h)"
    listed = (f"listed at {a['listed']}/h (source: {a['source']}, {date})" if a["listed"]
              else "no listed on-demand price for it")
    return (head + f"; {listed}; your quote {a['said']} is used: ≈ {a['month']} a month ({a['hours']} h); the "
            "ranking uses your quote for this machine only, the others at their listed prices")


ENTRIES = {
    # a price the user quoted for the machine they named (tools.quoted_price.quote_note)
    "quoted_price.used": E(lambda a: _used(a, False), lambda a: _used(a, True)),
    "quoted_price.label": E("your quote {said}", "你的报价 {said}"),
}
