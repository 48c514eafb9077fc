"""The words of live voice conversion (advisor.core.voice_conversion_read; tools.voice_conversion): streams held for
their hours, the stated latency against the model's published delay, the month at the stated hours."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from tools.constants import DAYS_PER_MONTH as _DAYS


def _latency(a: Mapping[str, Any], zh: bool) -> str:
    if a.get("model") is None:
        return (f"延迟：你要 {a['target']:g} ms 以内——它没有公开端到端延迟，"
                "试点时测量（分块长度 + 模型时间 + 网络往返）" if zh else
                f"Latency: you need ≤ {a['target']:g} ms — no end-to-end delay is published for it: measure block length "
                "+ model time + the network's round trip on the pilot")
    if a["net"] <= 0:
        return (f"⚠️ 延迟：你要 {a['target']:g} ms 以内，但它自己端到端就要约 {a['model']:g} ms（{a['said']}）——"
                "单靠它达不到，"
                "云端再加网络更不行：缩短分块、减少扩散步数，或在主播本机跑" if zh else
                f"⚠️ Latency: you need ≤ {a['target']:g} ms but it takes ≈ {a['model']:g} ms end to end by itself "
                f"({a['said']}) — it misses the target before any network; cloud GPUs only make it worse: shorter blocks, "
                "fewer steps, or run it on each streamer's own PC")
    return (f"延迟：你要 {a['target']:g} ms 以内，它本身约 {a['model']:g} ms（{a['said']}）——留给网络的只有单程约 "
            f"{a['net']:g} ms：GPU 必须在主播所在城市或邻近机房，跨省/跨境的云做不到；主播本机有 N 卡就在本机跑最稳" if zh else
            f"Latency: you need ≤ {a['target']:g} ms and it takes ≈ {a['model']:g} ms itself ({a['said']}) — that leaves "
            f"≈ {a['net']:g} ms each way for the network: the GPUs must sit in or next to the streamers' city (a distant "
            "region cannot do it); a streamer with an NVIDIA card at home can run it locally")


def _pilot(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"卡数：{a['name']} 没有公开每张卡能跑几路的数据（不做猜测）——"
                f"先租一张 {a['gpu']}（{a['row']}，每小时 {a['price']}）试点："
                "同时开 k 路、每块处理时间低于块长的 80% 时的 k 就是每卡路数；"
                f"卡数 = ⌈{a['streams']:,.0f} ÷ k⌉。"
                f"每张卡只在直播时段租：{a['price']} × 每天 {a['hours']:g} 小时 × {_DAYS:.1f} 天 = 每月 {a['card_month']}；"
                f"上限（一路一卡，即每位主播一张卡）= 每月 {a['ceiling']}，每卡能跑几路，费用就除以几")
    return (f"Cards: no streams-per-card figure is published for {a['name']} (none is guessed) — rent one {a['gpu']} "
            f"({a['row']}, {a['price']}/h) as a pilot: run k streams at once; the largest k whose per-block time stays "
            f"under 80 % of the block is a card's streams; cards = ⌈{a['streams']:,.0f} ÷ k⌉. Each card is rented for "
            f"the streaming hours only: {a['price']} × {a['hours']:g} h × {_DAYS:.1f} days = {a['card_month']} a month; the "
            f"ceiling (one card a stream, as each streamer's own PC) is {a['ceiling']} a month, divided by k")


ENTRIES: dict[str, E] = {
    "vc.head": E(
        "{name} is real-time voice conversion, not a chat LLM and not a batch job: each live stream holds GPU time for "
        "its hours, so it is sized by streams at once × hours a day. Licence: {licence} ({source})",
        "{name} 是实时变声（语音转换），不是对话大模型，也不是批量任务：每一路直播在开播时段一直占着 GPU，所以按同时路数 × 每天"
        "小时数估算。许可：{licence}（{source}）"),
    "vc.latency": E(lambda a: _latency(a, False), lambda a: _latency(a, True)),
    "vc.ask_streams": E(
        "The load is missing: how many streams convert with {name} at once, and how many hours a day? Cards follow "
        "from the streams a card carries (timed on a pilot)",
        "还缺负载：{name} 同时多少路变声、每天几小时？卡数 = 路数 ÷ 每张卡能跑的路数（试点测得）"),
    "vc.load": E(
        lambda a: (f"Load: {a['streams']:,.0f} streams × {a['hours']:g} h a day"
                   + ("" if a["hours_said"] else " (no hours said: 24 h assumed)")
                   + f" × {_DAYS:.1f} days = {a['stream_h']:,.0f} stream-hours a month"),
        lambda a: (f"负载：{a['streams']:,.0f} 路 × 每天 {a['hours']:g} 小时"
                   + ("" if a["hours_said"] else "（没说时长：按 24 小时）")
                   + f" × 每月 {_DAYS:.1f} 天 = 每月 {a['stream_h']:,.0f} 路·小时")),
    "vc.measured": E(
        lambda a: (f"Measured: {a['name']} on an {a['gpu']} converts a {a['block']:g} s block in {a['infer']:g} ms — "
                   f"{a['per']} stream(s) a card at ≤ 80 % busy"
                   + (f" → {a['cards']:,} such cards" if a.get("cards") else ": that card cannot carry one stream at "
                      "this setting; a larger card must be timed")),
        lambda a: (f"实测：{a['name']} 在 {a['gpu']} 上处理 {a['block']:g} 秒的块用 {a['infer']:g} ms——每卡（忙 ≤ 80%）"
                   f"{a['per']} 路" + (f" → 需要 {a['cards']:,} 张这种卡" if a.get("cards")
                                       else "：这种卡在该设置下一路都跑不了，更大的卡需实测"))),
    "vc.pilot": E(lambda a: _pilot(a, False), lambda a: _pilot(a, True)),
    "vc.unpriced": E(
        "Cards: no card that runs {name} has an hourly price in my data where you are — ask a provider for an RTX 4090 "
        "/ L4 / A10-class card and time streams per card on it",
        "卡数：在你所在的地方，我的价格数据里没有能跑 {name} 的卡的小时价——可向云厂商询价 RTX 4090 / L4 / A10 级别的卡，"
        "并在上面实测每卡路数"),
    "vc.consent": E(
        lambda a: ("Consent: a voice imitating a real person needs that person's written permission"
                   + ("; China's deep-synthesis rules require converted voices in live streams to be labelled"
                      if a.get("mainland") else "; label synthetic voices where the law asks")),
        lambda a: ("授权：模仿真人的声音需要本人书面授权"
                   + ("；按《互联网信息服务深度合成管理规定》，直播中的变声要显著标识" if a.get("mainland")
                      else "；合成声音按当地法规要求标识"))),
}
