"""The words of a burst of long prompts on a chat service (advisor.core.burst_lines, tools.burst)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _room_en(a: Mapping[str, Any]) -> str:
    if a["room_gb"] is None:
        return ""
    fits = "fits" if a["held"] >= a["prompts"] else f"holds {a['held']} of them at once, the rest queue"
    return f"; their KV cache ≈ {a['kv_gb']:,.0f} GB against ≈ {a['room_gb']:,.0f} GB of room on the pick: {fits}"


def _room_zh(a: Mapping[str, Any]) -> str:
    if a["room_gb"] is None:
        return ""
    fits = "放得下" if a["held"] >= a["prompts"] else f"同时只放得下 {a['held']} 份，其余排队"
    return f"；它们的 KV 缓存约 {a['kv_gb']:,.0f} GB，所选方案约有 {a['room_gb']:,.0f} GB 空间：{fits}"


ENTRIES: dict[str, E] = {
    "burst.more_than_people": E(
        lambda a: (f"The burst of {a['prompts']:,} prompts is not read: it is more than the {a['people']:,} people you "
                   "named, so it is not sized — say how many paste at once"),
        lambda a: f"同时进来的 {a['prompts']:,} 份提示未读取：比你说的 {a['people']:,} 人还多，没有估算——请说明同时有几人贴入"),
    "burst.past_context": E(
        lambda a: (f"The burst's {a['tokens']:,}-token prompts are not read: they are longer than the model's "
                   f"{a['context']:,}-token context, so no burst is sized — split the document or say its real length"),
        lambda a: (f"高峰时每份 {a['tokens']:,} token 的提示未读取：超过模型 {a['context']:,} token 的上下文，没有估算高峰"
                   "——请拆分文档或说明实际长度")),
    "burst.queue": E(
        lambda a: (f"The burst you describe ({a['prompts']} prompts of {a['tokens']:,} tokens at once), sized beside the "
                   f"steady load: each prefills in ≈ {a['each_s']:,.0f} s on one copy of the pick, so the last waits "
                   f"≈ {a['last_min']:,.1f} min for its first token{_room_en(a)}. Levers: FP8 weights and KV cache, "
                   "the prefix cache when the same document is pasted twice, ingesting the documents before the rush, "
                   "or extra rented cards for that hour (prefill rate at the priced prompt; assumed, measure on a pilot)"),
        lambda a: (f"你说的高峰（{a['prompts']} 份 {a['tokens']:,} token 的提示同时进来），在常规负载之外单独估算："
                   f"每份在所选方案的一个副本上预填充约 {a['each_s']:,.0f} 秒，"
                   f"最后一份要等约 {a['last_min']:,.1f} 分钟才出首 token{_room_zh(a)}。"
                   "办法：FP8 权重和 KV 缓存、同一文档重复粘贴时用前缀缓存、高峰前先把文档处理好，或高峰那一小时临时加租卡"
                   "（预填充速度按计价的提示长度估算；属假设，请试点实测）")),
}
