"""The words of tools/rate_service.py's messages: a request rate of short answers (a label, a verdict)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _in_flight_en(a: Mapping[str, Any]) -> str:
    limit = (f"your {a['limit_s']:g} s limit" if a["stated"]
             else f"{a['limit_s']:g} s (assumed: the interactive first-token default; say your limit)")
    return (f"load: {a['rate']:,g} requests/s with {a['out']}-token answers, sized by throughput (each prompt's prefill "
            f"and a few decode steps a second), not a chat's tokens/s per user; each request back within {limit}, so "
            f"at most ≈ {a['n']:,} in flight (Little's law); say the concurrency to replace it")


def _in_flight_zh(a: Mapping[str, Any]) -> str:
    limit = (f"你说的 {a['limit_s']:g} 秒" if a["stated"]
             else f"{a['limit_s']:g} 秒（假设：按交互式首 token 默认值；请说明你的上限）")
    return (f"负载：每秒 {a['rate']:,g} 个请求、每个回答 {a['out']} token，按吞吐量估算（每秒的提示预填充和少量解码步），"
            f"而不是聊天的每路每秒 token 数；每个请求在 {limit}内返回，同时最多约 {a['n']:,} 个在处理（利特尔定律）；"
            "如知道并发数请说明")


ENTRIES: dict[str, E] = {
    "rate_service.in_flight": E(_in_flight_en, _in_flight_zh),
    "rate_service.context": E(
        "context: {prompt:,}-token prompt + {out}-token answer per request (a short answer at a request rate: each "
        "request stands alone, no chat history to hold)",
        "上下文：每个请求 {prompt:,} token 提示 + {out} token 回答（按请求速率的短回答：每个请求独立，没有要保留的对话历史）"),
    "rate_service.prompt": E(
        "prompt: the {seq:,}-token request less the {out}-token answer = {prompt:,} tokens, each prompt new (a short "
        "answer at a request rate carries no chat history for the prefix cache)",
        "提示：每个请求 {seq:,} token 减去 {out} token 回答 = {prompt:,} token，每次都是新提示"
        "（按请求速率的短回答没有可缓存的对话历史）"),
}
