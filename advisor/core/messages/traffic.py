"""The words of tools/traffic.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _head_count_en(a: Mapping[str, Any]) -> str:
    said = f"'{a['said']}'" if a["said"] else f"{a['people']:,} people"
    why = {"all": f"a team of {a['people']:,} is sized all at once",
           "third": f"a small team asking now and then: about 1 in {a['divisor']} of them at the same moment, at least "
                    f"{a['pair']}, assumed",
           "floor": f"{a['share_pct']} % of them at the office peak, at least {a['small_team']} for a small team",
           "share": f"{a['share_pct']} % of them at the office peak"}[a["how"]]
    return (f"concurrency: {said} read as ≈ {a['n']:,} active at once ({why}); say how many use it at the same time "
            "if you know")


def _head_count_zh(a: Mapping[str, Any]) -> str:
    said = f"“{a['said']}”" if a["said"] else f"{a['people']:,} 人"
    why = {"all": f"{a['people']:,} 人的团队按全部同时在用估算",
           "third": f"小团队偶尔提问，按约每 {a['divisor']} 人中 1 人同时在用估算，至少 {a['pair']} 人，属假设",
           "floor": f"办公高峰约 {a['share_pct']}% 的人同时在用，小团队至少按 {a['small_team']} 人计",
           "share": f"办公高峰约 {a['share_pct']}% 的人同时在用"}[a["how"]]
    return f"并发：{said}按同时约 {a['n']:,} 人在用估算（{why}）；如知道同时在用的人数请说明"


def _busiest_en(a: Mapping[str, Any]) -> str:
    if a["peak"]:
        return f"busiest hour {a['peak']:.3g}× the day's average, from what you said"
    return f"{a['share_pct']} % of the day's requests in its busiest hour"


def _busiest_zh(a: Mapping[str, Any]) -> str:
    if a["peak"]:
        return f"按你所说，高峰为全天平均的 {a['peak']:.3g} 倍"
    return f"最忙的一小时约占全天请求的 {a['share_pct']}%"


def _daily_requests_en(a: Mapping[str, Any]) -> str:
    if not a["users"]:
        day = f"{a['per_day']:,.0f} messages a day"
    elif a.get("assumed"):
        day = (f"{a['users']:,} daily users × {a['per_user']:g} messages (assumed; say how many each sends) = "
               f"{a['per_day']:,.0f} a day")
    else:
        day = f"{a['users']:,} users × {a['per_user']:g} messages = {a['per_day']:,.0f} a day"
    return (f"concurrency: {day} → {a['rate']:g} requests/s at peak ({_busiest_en(a)}) → ≈ {a['n']:,} in flight "
            f"(Little's law: each stays {a['stay_s']:g} s, {a['ttft_s']:g} s to its first token + "
            f"{a['output_tokens']:,} output tokens at {a['tokens_per_s']:g} tokens/s); say the concurrency to replace it")


def _daily_requests_zh(a: Mapping[str, Any]) -> str:
    if not a["users"]:
        day = f"每天 {a['per_day']:,.0f} 条消息"
    elif a.get("assumed"):
        day = (f"日活 {a['users']:,} 人 × 每人 {a['per_user']:g} 条（假设值；请说明每人每天发多少条）= "
               f"每天 {a['per_day']:,.0f} 条消息")
    else:
        day = f"{a['users']:,} 人 × 每人 {a['per_user']:g} 条 = 每天 {a['per_day']:,.0f} 条消息"
    return (f"并发：{day} → 高峰约每秒 {a['rate']:g} 个请求（{_busiest_zh(a)}）→ 同时约 {a['n']:,} 路在处理（利特尔定律："
            f"每个请求停留 {a['stay_s']:g} 秒 = 首 token {a['ttft_s']:g} 秒 + 输出 {a['output_tokens']:,} token，"
            f"每路每秒 {a['tokens_per_s']:g} token）；如知道并发数请说明")


def _agent_en(a: Mapping[str, Any]) -> str:
    return (f"load: {a['online']:,} agent sessions in progress are not {a['online']:,} generations at once. Each user "
            f"turn is {a['calls']} model calls ({a['tools']} tool calls + the reply), and between two calls a session "
            f"waits on its tool (~{a['tool_s']:g} s each, assumed) or on its user reading and typing (~{a['user_s']:g} s "
            f"a turn), ≈ {a['think_s']:g} s a call on average; each call takes {a['stay_s']:g} s ({a['ttft_s']:g} s to "
            f"its first token + {a['output_tokens']:,} tokens at {a['tokens_per_s']:g} tokens/s). So ≈ {a['n']:,} calls "
            f"generate at once ({a['online']:,} × {a['stay_s']:g} ÷ {a['cycle_s']:g}, {a['share_pct']:g} %) at "
            f"≈ {a['rate']:g} model calls/s, and every live session's history stays in the prefix cache between its "
            "calls; say the calls a second or how often each session calls the model to replace it")


def _agent_zh(a: Mapping[str, Any]) -> str:
    return (f"负载：进行中的 {a['online']:,} 个 agent 会话不等于 {a['online']:,} 路同时生成。用户每问一轮，模型要调用 "
            f"{a['calls']} 次（{a['tools']} 次工具调用 + 最后的回复），两次调用之间会话在等工具（每次约 {a['tool_s']:g} 秒，"
            f"假设）或等用户阅读、输入（每轮约 {a['user_s']:g} 秒），平均每次约 {a['think_s']:g} 秒；每次调用 "
            f"{a['stay_s']:g} 秒（首 token {a['ttft_s']:g} 秒 + {a['output_tokens']:,} token、每秒 {a['tokens_per_s']:g} "
            f"token）。所以同时约 {a['n']:,} 路在生成（{a['online']:,} × {a['stay_s']:g} ÷ {a['cycle_s']:g}，"
            f"{a['share_pct']:g}%），约每秒 {a['rate']:g} 次模型调用；每个进行中会话的历史在两次调用之间留在前缀缓存里；"
            "如知道每秒调用次数或每个会话多久调一次模型请说明")


def _rate_en(a: Mapping[str, Any]) -> str:
    """The request rate the people send, said where each one's interval was stated (it sets the load)."""
    return (f"; request rate {a['online']:,} ÷ {a['cycle_s']:g} s ≈ {a['rate']:,g} requests/s"
            if a.get("stated") and a.get("rate") else "")


def _rate_zh(a: Mapping[str, Any]) -> str:
    return (f"；请求速率 {a['online']:,} ÷ {a['cycle_s']:g} 秒 ≈ 每秒 {a['rate']:,g} 次" if a.get("stated") and a.get("rate")
            else "")


def _online_en(a: Mapping[str, Any]) -> str:
    if a.get("calls"):
        return _agent_en(a)
    think = (f"then reads and types ~{a['think_s']:g} s before the next, one message every ~{a['cycle_s']:g} s"
             if not a["stated"] else f"one message every {a['cycle_s']:g} s each, as you said"
             if a["cycle_s"] <= (a.get("every_s") or 0) else
             f"you said one message every {a.get('every_s') or 0:g} s, but each waits for its answer before the next, so "
             f"one every {a['cycle_s']:g} s")
    share = f", {a['share_pct']:g} % of them" if a.get("share_pct") is not None else ""
    return (f"concurrency: {a['online']:,} people online read as ≈ {a['n']:,} generating at once{share} (each waits "
            f"{a['stay_s']:g} s for an answer, {a['ttft_s']:g} s to its first token + {a['output_tokens']:,} tokens at "
            f"{a['tokens_per_s']:g} tokens/s, {think}: {a['online']:,} × {a['stay_s']:g} ÷ {a['cycle_s']:g}, the "
            f"interactive response-time law{_rate_en(a)}); say how many generate at once, or how often each sends a message, to "
            "replace it")


def _online_zh(a: Mapping[str, Any]) -> str:
    if a.get("calls"):
        return _agent_zh(a)
    think = (f"之后阅读、输入约 {a['think_s']:g} 秒再发下一条，约每 {a['cycle_s']:g} 秒一条" if not a["stated"]
             else f"按你说的每人每 {a['cycle_s']:g} 秒一条" if a["cycle_s"] <= (a.get("every_s") or 0) else
             f"你说每人每 {a.get('every_s') or 0:g} 秒一条，但每人要等回答完才发下一条，所以每 {a['cycle_s']:g} 秒一条")
    share = f"（占在线的 {a['share_pct']:g}%）" if a.get("share_pct") is not None else ""
    return (f"并发：同时在线 {a['online']:,} 人按同时约 {a['n']:,} 路在生成{share}估算（每人等一次回答 {a['stay_s']:g} 秒 = "
            f"首 token "
            f"{a['ttft_s']:g} 秒 + {a['output_tokens']:,} token、每秒 {a['tokens_per_s']:g} token，{think}："
            f"{a['online']:,} × {a['stay_s']:g} ÷ {a['cycle_s']:g}，交互响应时间定律{_rate_zh(a)}）；"
            "如知道同时在生成的路数或每人多久发一条请说明")


def _online_line_en(a: Mapping[str, Any]) -> str:
    if a.get("calls"):
        return f"≈ {a['n']:,} generating at once (of {a['online']:,} agent sessions, {a['calls']} model calls a turn)"
    each = (f"one message every {a['every_s']:g} s each" if a["every_s"]
            else f"each reading ~{a['think_s']:g} s between answers")
    return f"≈ {a['n']:,} generating at once (of {a['online']:,} online, {each})"


def _online_line_zh(a: Mapping[str, Any]) -> str:
    if a.get("calls"):
        return f"同时约 {a['n']:,} 路在生成（{a['online']:,} 个 agent 会话，每轮 {a['calls']} 次模型调用）"
    each = f"每人每 {a['every_s']:g} 秒一条" if a["every_s"] else f"每人两次提问间阅读约 {a['think_s']:g} 秒"
    return f"同时约 {a['n']:,} 路在生成（在线 {a['online']:,} 人，{each}）"


ENTRIES: dict[str, E] = {
    "traffic.concurrency_from_online": E(_online_en, _online_zh),
    "traffic.online_line": E(_online_line_en, _online_line_zh),
    "traffic.concurrency_from_head_count": E(_head_count_en, _head_count_zh),
    # code completion from a head count (tools.traffic.completion_requests_per_s)
    "traffic.completion_rate_from_devs": E(
        "request rate: {devs:,} developers with code completion read as ≈ {rate:g} completion requests/s at the peak "
        "(assumed: {pct}% of them typing at once, one completion every {every_s} s each; not the share of a team "
        "chatting); say the real rate from your IDE telemetry to replace it",
        "请求速率：{devs:,} 位开发者用代码补全，按高峰约每秒 {rate:g} 次补全请求估算（假设 {pct}% 的人同时在写代码，"
        "每人每 {every_s} 秒一次补全；不按团队聊天的在线比例）；如有 IDE 插件的实际请求数据请说明"),
    "traffic.requests_per_s_from_daily": E(
        lambda a: f"request rate: {a['per_day']:,.0f} requests a day read as ≥ {a['rate']:g} requests/s at peak "
                  f"({_busiest_en(a)}); say the peak rate to replace it",
        lambda a: f"请求速率：每天 {a['per_day']:,.0f} 次请求 → 高峰约每秒 {a['rate']:g} 次（{_busiest_zh(a)}）；"
                  "如知道高峰速率请直接说明"),
    "traffic.concurrency_from_daily_requests": E(_daily_requests_en, _daily_requests_zh),
    # a share of the day said in a window of hours (advisor.core.busy_period_read.window_peak)
    "traffic.window_peak": E(
        lambda a: (f"peak: {a['share']:.0%} of the day in the {a['window_h']:g} h you said = {a['factor']:.1f}× the "
                   "day's average rate (in place of the assumed 10 % of a day in its busiest hour)"),
        lambda a: (f"高峰：按你说的 {a['window_h']:g} 小时内占全天 {a['share']:.0%}，即全天平均速率的 {a['factor']:.1f} 倍"
                   "（不再按假设的“最忙一小时占全天 10%”）")),
    # a day's traffic said to come mostly in a working window (advisor.core.busy_period_read.traffic_window_peak)
    "traffic.working_window": E(
        lambda a: (f"peak: the day's requests read as coming in the {a['window_h']:g} h of '{a['said']}' = "
                   f"{a['factor']:.2f}× the day's 24-hour average rate (the window's own average, in place of the "
                   "assumed 10 % of a day in its busiest hour); the service stays up outside it; say a peak rate to "
                   "replace it"),
        lambda a: (f"高峰：全天请求按集中在“{a['said']}”这 {a['window_h']:g} 小时内计算，即全天 24 小时平均速率的 "
                   f"{a['factor']:.2f} 倍（取该时段的平均速率，不再按假设的“最忙一小时占全天 10%”）；其余时段服务照常在线；"
                   "如知道高峰速率请直接说明")),
    "traffic.concurrency_from_rate": E(
        "concurrency: {rate:g} requests/s read as ≈ {n:,} requests in flight (Little's law: each stays {ttft_s:g} s to "
        "its first token + {output_tokens:,} output tokens at {tokens_per_s:g} tokens/s); say the concurrency to "
        "replace it",
        "并发：每秒 {rate:g} 个请求按同时约 {n:,} 路在处理估算（利特尔定律：每个请求首 token {ttft_s:g} 秒 + 输出 "
        "{output_tokens:,} token，每路每秒 {tokens_per_s:g} token）；如知道并发数请说明"),
}
