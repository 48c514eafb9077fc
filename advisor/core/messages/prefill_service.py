"""The words of a live short-answer job sized by its prefill (tools.prefill_service)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from tools.constants import HOURS_PER_MONTH as _H


def _met(a: Mapping[str, Any]) -> str:
    return "" if a["met"] is None else f" ({'within' if a['met'] else 'over'} your {a['target_ms']:,.0f} ms)"


def _added(a: Mapping[str, Any]) -> str:
    n = a.get("for_latency") or 0
    return f", {n} of them added for the p{a['pct']} limit" if n else ""


def _added_zh(a: Mapping[str, Any]) -> str:
    n = a.get("for_latency") or 0
    return f"，其中 {n} 张为满足 P{a['pct']} 延迟而加" if n else ""


def _met_zh(a: Mapping[str, Any]) -> str:
    return "" if a["met"] is None else f"（{'满足' if a['met'] else '超出'}你的 {a['target_ms']:,.0f} 毫秒）"


ENTRIES: dict[str, E] = {
    "prefill_service.plan": E(
        lambda a: (f"Sized by reading, not writing (each answer is {a['out']} tokens): {a['rate']:,g} requests/s at peak "
                   f"× {a['tokens']:,} new tokens = {a['tokens_in']:,.0f} tokens/s in; one {a['gpu']} prefills "
                   f"≈ {a['per_gpu']:,.0f} tokens/s (dense {a['fmt']} × 0.5 ÷ 2 × active parameters) → {a['gpus']} × "
                   f"{a['gpu']} at ≤ {a['target_busy_pct']:.0f} % busy ({a['busy_pct']:.0f} %{_added(a)}); whole request at "
                   f"p{a['pct']} ≈ {a['tail_ms']:,.0f} ms{_met(a)} (prefill + {a['out']} decode steps + the wait of "
                   f"an M/D/c queue: Erlang C, {a['waits_pct']:.0f} % of requests wait at all); "
                   f"≈ {a['month_text']} a month; ≈ {a['in_flight']:,.0f} requests in flight "
                   f"(Little's law), not users"
                   + ("; a shared system prompt is served from the prefix cache" if a["cached"] else "")),
        lambda a: (f"按读取（预填充）而非生成计算（每条回答 {a['out']} token）：高峰 {a['rate']:,g} 请求/秒 × "
                   f"{a['tokens']:,} 新 token = 每秒读入 {a['tokens_in']:,.0f} token；一张 {a['gpu']} 每秒预填充 "
                   f"≈ {a['per_gpu']:,.0f} token（稠密 {a['fmt']} 算力 × 0.5 ÷ 2 × 激活参数）→ {a['gpus']} × {a['gpu']}，"
                   f"每卡忙碌 ≤ {a['target_busy_pct']:.0f} %（{a['busy_pct']:.0f} %{_added_zh(a)}）；整个请求 P{a['pct']} ≈ "
                   f"{a['tail_ms']:,.0f} 毫秒{_met_zh(a)}（预填充 + {a['out']} 步解码 + M/D/c 排队等待：Erlang C，"
                   f"{a['waits_pct']:.0f} % 的请求需要排队）；每月 ≈ {a['month']:,.0f} "
                   f"{a['currency']}；同时在处理的请求 ≈ {a['in_flight']:,.0f} 个（Little 定律），不是用户数"
                   + ("；共享的系统提示由前缀缓存提供" if a["cached"] else ""))),
    # whole long prompts at a stated rate (tools.prefill_service.whole_prompts): the users stay users
    "prefill_service.plan_whole": E(
        lambda a: (f"Sized by its prefill (every prompt read whole, none from the prefix cache): {a['rate']:,g} "
                   f"requests/s × {a['tokens']:,} tokens = {a['tokens_in']:,.0f} tokens/s in; one {a['gpu']} prefills "
                   f"≈ {a['per_gpu']:,.0f} tokens/s (dense {a['fmt']} × 0.5 ÷ 2 × (active parameters + a vision "
                   f"encoder's share)) → {a['gpus']} × {a['gpu']} at ≤ {a['target_busy_pct']:.0f} % "
                   f"busy ({a['busy_pct']:.0f} %{_added(a)}); a request at p{a['pct']} ≈ {a['tail_ms']:,.0f} ms"
                   f"{_met(a)} (prefill + {a['out']} decode steps + the queue's wait); ≈ {a['month_text']} a month. "
                   f"The decode-only sizing would have been several times short"),
        lambda a: (f"按预填充计算（每个提示都完整读入，不走前缀缓存）：{a['rate']:,g} 请求/秒 × {a['tokens']:,} token = "
                   f"每秒读入 {a['tokens_in']:,.0f} token；一张 {a['gpu']} 每秒预填充 ≈ {a['per_gpu']:,.0f} token"
                   f"（稠密 {a['fmt']} 算力 × 0.5 ÷ 2 × （激活参数 + 视觉编码器的分摊））→ {a['gpus']} × {a['gpu']}，"
                   f"每卡忙碌 ≤ {a['target_busy_pct']:.0f} %（{a['busy_pct']:.0f} %{_added_zh(a)}）；请求 P{a['pct']} ≈ "
                   f"{a['tail_ms']:,.0f} 毫秒{_met_zh(a)}（预填充 + {a['out']} 步解码 + 排队等待）；每月 ≈ "
                   f"{a['month']:,.0f} {a['currency']}。只按解码估算会差好几倍")),
    "prefill_service.headline_whole": E(
        lambda a: (f"{a['model']}, {a['users']:,} sessions at {a['rate']:,g} requests/s, each prompt of "
                   f"{a['tokens']:,} tokens read whole (sized by its prefill): rent {a['gpus']} × {a['gpu']} "
                   f"({a['machines']} × {a['offer']}); a request ≈ {a['tail_ms']:,.0f} ms at p{a['pct']}{_met(a)}; "
                   f"≈ {a['month_text']} a month ({_H} h)"),
        lambda a: (f"{a['model']}，{a['users']:,} 个会话、每秒 {a['rate']:,g} 个请求，每个提示 {a['tokens']:,} token "
                   f"都完整读入（按预填充计算）：租 {a['gpus']} × {a['gpu']}（{a['machines']} × {a['offer']}）；"
                   f"请求 P{a['pct']} ≈ {a['tail_ms']:,.0f} 毫秒{_met_zh(a)}；每月 ≈ {a['month_text']}（{_H} 小时）")),
    # a latency at a percentile on a job answering a few tokens (advisor.core.extract_rules._percentile_latency)
    "prefill_service.whole_request": E(
        "'{said}' read as the whole request within {ms:,.0f} ms for {pct} of 100 requests (its answer is a verdict or "
        "a label of a few tokens, so the first token is nearly the whole answer)",
        "“{said}”按 {pct}% 的请求在 {ms:,.0f} 毫秒内完成整个请求理解（回答只是几个 token 的判定或标签，首 token 与整个"
        "回答几乎同时）"),
    "prefill_service.headline": E(
        lambda a: (f"{a['model']}, a live service answering {a['out']} tokens a request (sized by reading its inputs): "
                   f"rent {a['gpus']} × {a['gpu']} ({a['machines']} × {a['offer']}); whole request ≈ "
                   f"{a['tail_ms']:,.0f} ms at p{a['pct']}{_met(a)}; ≈ {a['month_text']} a month "
                   f"({_H} h); {a['rate']:,g} requests/s at peak, ≈ {a['in_flight']:,.0f} in flight"),
        lambda a: (f"{a['model']}，在线服务每个请求只回答 {a['out']} 个 token（按读取输入计算）：租 {a['gpus']} × "
                   f"{a['gpu']}（{a['machines']} × {a['offer']}）；整个请求 P{a['pct']} ≈ {a['tail_ms']:,.0f} 毫秒"
                   f"{_met_zh(a)}；每月 ≈ {a['month_text']}（{_H} 小时）；高峰 {a['rate']:,g} 请求/秒，"
                   f"同时在处理 ≈ {a['in_flight']:,.0f} 个")),
}
