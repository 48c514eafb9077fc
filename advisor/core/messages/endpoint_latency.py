"""A stated latency target for an encoder endpoint (tools/endpoint_latency.py): the whole request as the network's
round trip plus the machine's time, ✅ or ❌, in English and Chinese."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    pct = f"p{a['pct']} " if a["pct"] else ""
    net = (f"network ≈ {a['network']:,.0f} ms (the typical round trip from your users to {a['where']})"
           if a["network"] is not None else "network not read (your users' place or this plan's region is not read: "
                                            "add your own round trip)")
    mach = (f"machine ≈ {a['compute']:,.1f} ms (one forward pass, queued at the endpoint's busy share)"
            if a["compute"] is not None else "machine time not estimated")
    if a["meets"] is False and a["network"] is not None and a["network"] >= a["target"]:
        tail = " ❌ — the round trip alone is over the target: no card meets it from there; rent near your users"
    elif a["meets"] is False:
        tail = f" = ≈ {a['total']:,.0f} ms ❌"
    elif a["meets"]:
        tail = (f" = ≈ {a['total']:,.0f} ms ✅ (a lower bound: the last mile and batching add to it; load-test at "
                "your peak)")
    else:
        tail = " — not judged"
    return f"Latency ({pct}≤ {a['target']:,.0f} ms, the whole request: an encoder streams nothing): {net} + {mach}{tail}"


def _zh(a: Mapping[str, Any]) -> str:
    pct = f"P{a['pct']} " if a["pct"] else ""
    net = (f"网络往返约 {a['network']:,.0f} 毫秒（从你的用户到{a['where']}的典型往返）" if a["network"] is not None
           else "网络往返未读取（用户所在地或方案区域未读取：请加上你自己的往返时间）")
    mach = (f"机器约 {a['compute']:,.1f} 毫秒（一次前向计算，按端点的繁忙比例排队）" if a["compute"] is not None
            else "机器时间未估算")
    if a["meets"] is False and a["network"] is not None and a["network"] >= a["target"]:
        tail = " ❌——光网络往返就超过目标：从那里用什么卡都达不到，请在用户附近租"
    elif a["meets"] is False:
        tail = f" = 约 {a['total']:,.0f} 毫秒 ❌"
    elif a["meets"]:
        tail = f" = 约 {a['total']:,.0f} 毫秒 ✅（下限：最后一公里和批处理还会增加，请按峰值实测）"
    else:
        tail = "——无法判断"
    return f"延迟（{pct}≤ {a['target']:,.0f} 毫秒，整个请求：编码模型不流式输出）：{net} + {mach}{tail}"


ENTRIES: dict[str, E] = {
    # the first endpoint plan's latency budget (tools.endpoint_latency.latency_line)
    "endpoint_latency.line": E(_en, _zh),
}
