"""The words of advisor/core/unpriced_quote.py: a purchase quote for cards no catalog row rents, answered with the
model's fit on the quoted box, the purchase side, a reference rent from the nearest priced card (said as such) and the
break-even rent a GPU-hour; figures from tools/unpriced_quote.py and tools/buy_or_rent.py, formatted here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from tools.constants import PERIOD_HOURS


def _fit(a: Mapping[str, Any], zh: bool) -> str:
    speed = a["speed"] if a["fits"] else None  # no speed for a box that cannot hold it
    if zh:
        verdict = "装得下" if a["fits"] else "装不下（换更低精度、减少并发/上下文，或更大显存的机器）"
        tail = f"；{a['users']} 人同时用时每人约 {speed:,.0f} token/秒（估算，先试跑实测）" if speed else ""
        return (f"这台机器跑不跑得动：{a['model']}（{a['precision'].upper()}）在 {a['gpus']} 张 {a['gpu']} 上，每张卡约 "
                f"{a['weights']:,.1f} GB 权重 + {a['kv']:,.1f} GB KV 缓存，合计约 {a['need']:,.1f} GB，卡上可用约 "
                f"{a['cap']:,.0f} GB → {verdict}{tail}")
    verdict = "it fits" if a["fits"] else "it does not fit (a lower precision, fewer users or a shorter context, or larger cards)"
    tail = f"; at {a['users']} users at once ≈ {speed:,.0f} tokens/s each (an estimate: time it on a pilot)" if speed else ""
    return (f"Does the box run it: {a['model']} ({a['precision'].upper()}) on {a['gpus']} × {a['gpu']} needs ≈ "
            f"{a['weights']:,.1f} GB of weights + {a['kv']:,.1f} GB of KV cache a card, ≈ {a['need']:,.1f} GB of ≈ "
            f"{a['cap']:,.0f} GB → {verdict}{tail}")


def _reference(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"租（参考，不是 {a['gpu']} 的价格）：{a['gpu']} 没有租价，取显存最接近、有价的 {a['ref']}：最便宜 "
                f"{a['cheap']}/GPU 小时（{a['cheap_row']}），一般 {a['typical']}（{a['typical_row']}）；{a['busy']:,.0f} "
                f"GPU 小时 → 约 {a['rent_cheap']} 至 {a['rent_typical']}。{a['gpu']} 的实际租价请向云厂商或租赁平台询价")
    return (f"Rent (a reference, not the {a['gpu']}'s price): no {a['gpu']} rent is held, so the nearest priced card of "
            f"its memory class, the {a['ref']}: {a['cheap']} a GPU-hour at the cheapest ({a['cheap_row']}), "
            f"{a['typical']} typical ({a['typical_row']}); {a['busy']:,.0f} GPU-hours → ≈ {a['rent_cheap']} to "
            f"{a['rent_typical']}. Ask a cloud or rental platform for an actual {a['gpu']} rate")


def _even(a: Mapping[str, Any], zh: bool) -> str:
    ref = a["ref_cheap"]
    if zh:
        head = (f"回本租价：买的总成本 {a['buy']} ÷ {a['busy']:,.0f} GPU 小时 ≈ 每 GPU 小时 {a['rate']}——拿到的 {a['gpu']} "
                f"租价高于这个数就是买划算，低于就是租划算（租价 × {a['busy']:,.0f} 小时，对比 {a['buy']}）")
        if ref is None:
            return head
        return head + (f"；参考卡最便宜的 {ref} {'低于' if a['ref_below'] else '高于'}它，按参考价"
                       f"{'租更划算' if a['ref_below'] else '买更划算'}")
    head = (f"Break-even rent: the cost of buying {a['buy']} ÷ {a['busy']:,.0f} GPU-hours ≈ {a['rate']} a GPU-hour — "
            f"a rental quote for the {a['gpu']} above it makes buying cheaper, below it renting (your rate × "
            f"{a['busy']:,.0f} h against {a['buy']})")
    if ref is None:
        return head
    return head + (f"; the reference card's cheapest {ref} is {'below' if a['ref_below'] else 'above'} it, so at the "
                   f"reference {'renting' if a['ref_below'] else 'buying'} is cheaper")


def _hours(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"使用时长：{a['gpus']} 张卡 × {a['years']:g} 年 × {PERIOD_HOURS['year']:,.0f} 小时 × {a['util']:.0f}% = "
                f"{a['busy']:,.0f} GPU 小时" + ("（没有说年限：按 3 年算）" if a["years_assumed"] else "")
                + ("" if a["util_said"] else "（没有说利用率：按 100%，每小时都在用）"))
    return (f"Use priced: {a['gpus']} GPUs × {a['years']:g} years × {PERIOD_HOURS['year']:,.0f} h × {a['util']:.0f} % = "
            f"{a['busy']:,.0f} GPU-hours" + (" (no horizon said: 3 years assumed)" if a["years_assumed"] else "")
            + ("" if a["util_said"] else " (no utilisation said: 100 %, every hour)"))


def _nq_reference(a: Mapping[str, Any], zh: bool) -> str:
    even = a["even"]
    if zh:
        util = "" if a["util_said"] else "（没有说使用时长：按每小时都在用）"
        tail = (f"；按这个参考价，{a['years']:g} 年内每张卡买价低于约 {even}（租金减电费）才比租划算"
                + ("（没有说年限：按 3 年算）" if a["years_assumed"] else "") if even else "")
        return (f"租（参考，不是 {a['gpu']} 的价格）：取显存最接近、有价的 {a['ref']}，最便宜 {a['cheap']}/GPU 小时"
                f"（{a['cheap_row']}）；{a['gpus']} 张卡每月 {a['month_h']:,.0f} GPU 小时{util} → 约 {a['month_cheap']} 至 "
                f"{a['month_typical']}/月{tail}")
    util = "" if a["util_said"] else " (no use said: every hour)"
    tail = (f"; at that reference, buying wins only below ≈ {even} a card over {a['years']:g} years (the rent less the "
            f"power)" + (" (no horizon said: 3 years assumed)" if a["years_assumed"] else "") if even else "")
    return (f"Rent (a reference, not the {a['gpu']}'s price): the nearest priced card of its class, the {a['ref']}, "
            f"{a['cheap']} a GPU-hour at the cheapest ({a['cheap_row']}); {a['gpus']} cards, {a['month_h']:,.0f} "
            f"GPU-hours a month{util} → ≈ {a['month_cheap']} to {a['month_typical']} a month{tail}")


ENTRIES = {
    "uq.nq_reference": E(lambda a: _nq_reference(a, False), lambda a: _nq_reference(a, True)),
    "uq.hours": E(lambda a: _hours(a, False), lambda a: _hours(a, True)),
    "uq.head": E("Buy or rent {gpus} × {gpu} quoted at {quote}? No {gpu} rent is held in my price data, so the rent "
                 "side is a reference from the nearest priced card, with the rent a GPU-hour at which buying wins",
                 "{gpus} 张 {gpu} 报价 {quote}，买还是租？我的价格数据里没有 {gpu} 的租价，所以租的一边用显存最接近的"
                 "有价卡做参考，并给出买回本的每 GPU 小时租价"),
    "uq.fit": E(lambda a: _fit(a, False), lambda a: _fit(a, True)),
    "uq.fit_unsized": E("{model} is not in my model library, so its fit on {gpus} × {gpu} is not checked here: give its "
                        "parameter count (BF16 needs ≈ 2 bytes a parameter, plus the KV cache for the users)",
                        "我的模型库里没有 {model}，这里没检查它在 {gpus} 张 {gpu} 上装不装得下：告诉我参数量（BF16 约每个"
                        "参数 2 字节，另加用户的 KV 缓存）"),
    "uq.reference": E(lambda a: _reference(a, False), lambda a: _reference(a, True)),
    "uq.even": E(lambda a: _even(a, False), lambda a: _even(a, True)),
    # tools.unpriced_card: a stated card no row prices, when a batch plan ranks nothing on it
    "batch.card_unpriced": E(
        "no {gpu} machine has a price in my data, so none is ranked — the card is not what fails, its price is missing: "
        "import a quote (`gpu-advisor catalog import`) or ask the provider for its hourly rate",
        "我的价格数据里没有 {gpu} 机器的价格，所以没有排名——不是这张卡不行，而是缺价格：导入报价（`gpu-advisor catalog "
        "import`）或向云厂商询每小时租价"),
    "embedding.no_row_unpriced": E(
        "{name}: no price is held for {gpu} machines, so nothing is ranked on them — a missing price, not a verdict on "
        "the card",
        "{name}：我没有 {gpu} 机器的价格，所以没有排名——是缺价格，不是说这张卡不行"),
}
