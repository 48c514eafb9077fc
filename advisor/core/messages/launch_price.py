"""The words of advisor/core/launch_price_lines.py: the purchase side of a buy-or-rent answer on a GeForce card
(its launch price, power and payback) and the China-market variant bought where a US export licence is needed;
figures from tools/launch_price.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.messages.common import tariff_note_en, tariff_note_zh

PLACE_EN = {"cn": "mainland China", "hk": "Hong Kong", "mo": "Macau"}
PLACE_ZH = {"cn": "中国内地", "hk": "香港", "mo": "澳门"}


def _row(a: Mapping[str, Any], zh: bool) -> str:
    """The rental a buy side is weighed against, where it is the job's first row on any card."""
    if not a.get("row"):
        return ""
    return f"对比同一任务最便宜的租用 {a['row']}：" if zh else f"against the cheapest rental of the same job ({a['row']}), "


def _buy(a: Mapping[str, Any], zh: bool) -> str:
    each = a["unit"] if a["unit"] == a["usd"] else f"{a['unit']} ({a['usd']})"
    if zh:
        kwh = f"每度 {a['kwh']}" + ("" if a["kwh_said"] else f"（假设：{tariff_note_zh(a)}；请告诉我你的电价）")
        hours = f"每月 {a['hours']:,.0f} 小时" + ("" if a["util_said"] else "（没说每天用几小时：按每小时都在用）")
        pay = ("" if a["rent"] is None else
               f"；{_row(a, True)}同样的小时租用每月约 {a['rent']} → 约 {a['months']:,.1f} 个月回本"
               if a["months"] is not None else
               f"；同样的小时租用每月约 {a['rent']}，不比电费多：按这个用量买永远回不了本")
        return (f"买的一边：{a['n']} 张 {a['gpu']} 按 NVIDIA 首发建议价每张 {each}（{a['source']}；市场价可能更高，"
                f"有报价就用报价）= {a['price']}；电费：{a['tdp']:,.0f} W × {a['n']} 张 × {hours} × {kwh} ≈ 每月 "
                f"{a['power']}（只算显卡，整机另加）{pay}")
    kwh = f"{a['kwh']}/kWh" + ("" if a["kwh_said"] else f" (assumed: {tariff_note_en(a)}; say yours)")
    hours = f"{a['hours']:,.0f} h a month" + ("" if a["util_said"] else " (no hours a day said: every hour)")
    pay = ("" if a["rent"] is None else
           f"; {_row(a, False)}renting the same hours ≈ {a['rent']} a month → pays back in ≈ {a['months']:,.1f} months"
           if a["months"] is not None else
           f"; renting the same hours ≈ {a['rent']} a month, no more than the power: buying never pays back at this use")
    return (f"Buy side: {a['n']} × {a['gpu']} at NVIDIA's launch price {each} each ({a['source']}; street prices "
            f"run higher, a quote replaces it) = {a['price']}; power {a['tdp']:,.0f} W × {a['n']} × {hours} × {kwh} ≈ "
            f"{a['power']} a month (the cards alone; the rest of the PC adds to it){pay}")


def _more_or_rent(a: Mapping[str, Any], zh: bool) -> str:
    """Owning the owned + bought cards against renting one machine for the whole work (tools.buy_more)."""
    row = f"（{a['row']}）" if zh and a.get("row") else f" ({a['row']})" if a.get("row") else ""
    if zh:
        hours = f"每月 {a['hours']:,.0f} 小时" + ("" if a["util_said"] else "（没说每天用几小时：按每小时都在用）")
        pay = (f"→ 买的 {a['more']} 张约 {a['months']:,.1f} 个月回本" if a["months"] is not None else
               f"→ 租金不比 {a['cards']} 张卡的电费多：按这个用量买的 {a['more']} 张永远回不了本")
        return (f"留着已有的 {a['owned']} 张再买 {a['more']} 张，还是改租：拥有 {a['cards']} 张 {a['gpu']} 每月约 {a['own']}"
                f"——电费 {a['tdp']:,.0f} W × {a['cards']} 张 × {hours} × 每度 {a['kwh']} = {a['power']}（其中已有的 "
                f"{a['owned']} 张 {a['power_owned']}；只算显卡）+ 买的 {a['more']} 张 {a['price']} 按 {a['years']:g} 年摊到每月 "
                f"{a['amortised']}；对比租一台跑整个任务的机器{row}同样的小时每月约 {a['rent']}（已有的卡闲着）{pay}")
    hours = f"{a['hours']:,.0f} h a month" + ("" if a["util_said"] else " (no hours a day said: every hour)")
    pay = (f"→ the {a['more']} bought pay back in ≈ {a['months']:,.1f} months" if a["months"] is not None else
           f"→ renting costs no more than the power of all {a['cards']}: the {a['more']} bought never pay back at this use")
    return (f"Keep the {a['owned']} you own and buy {a['more']} more, or rent instead: owning {a['cards']} × {a['gpu']} ≈ "
            f"{a['own']} a month — power {a['tdp']:,.0f} W × {a['cards']} × {hours} × {a['kwh']}/kWh = {a['power']} "
            f"(the {a['owned']} you own: {a['power_owned']}; the cards alone) + the {a['more']} bought, {a['price']}, "
            f"spread over {a['years']:g} years = {a['amortised']} — against renting a machine for the whole work{row} the "
            f"same hours ≈ {a['rent']} a month (the cards you own left idle) {pay}")


def _built(a: Mapping[str, Any], zh: bool) -> str:
    """The purchase side at the machine's stated price (advisor/core/launch_price_lines.stated_build_lines)."""
    if zh:
        kwh = f"每度 {a['kwh']}" + ("" if a["kwh_said"] else f"（假设：{tariff_note_zh(a)}；请告诉我你的电价）")
        hours = f"每月 {a['hours']:,.0f} 小时" + ("" if a["util_said"] else "（没说每天用几小时：按每小时都在用）")
        pay = ("" if a["rent"] is None else
               f"；同样的卡时租用每月约 {a['rent']} → 约 {a['months']:,.1f} 个月回本" if a["months"] is not None else
               f"；同样的卡时租用每月约 {a['rent']}，不比电费多：按这个用量买永远回不了本")
        risk = ("。消费级卡的代价：没有 ECC（显存位翻转不报错）；GeForce 驱动的许可不允许数据中心部署；"
                "整机 24 小时跑满时厂商保修可能不认；坏一张卡就少一份副本，备一张卡或留出租用的后路") if a["consumer"] else ""
        return (f"买的一边（按你说的整机价）：{a['n']} 张 {a['gpu']} 的机器 {a['price']}；电费：{a['tdp']:,.0f} W × "
                f"{a['n']} 张 × {hours} × {kwh} ≈ 每月 {a['power']}（只算显卡）{pay}{risk}")
    kwh = f"{a['kwh']}/kWh" + ("" if a["kwh_said"] else f" (assumed: {tariff_note_en(a)}; say yours)")
    hours = f"{a['hours']:,.0f} h a month" + ("" if a["util_said"] else " (no hours a day said: every hour)")
    pay = ("" if a["rent"] is None else
           f"; renting the same GPU-hours ≈ {a['rent']} a month → pays back in ≈ {a['months']:,.1f} months"
           if a["months"] is not None else
           f"; renting the same GPU-hours ≈ {a['rent']} a month, no more than the power: buying never pays back at this use")
    risk = (". The consumer-card costs: no ECC (memory bit flips go unreported); the GeForce driver licence does not "
            "allow data-centre deployment; a maker's warranty may not cover 24/7 server use; one failed card is one "
            "copy fewer, so keep a spare or a rental to fall back on") if a["consumer"] else ""
    return (f"Buy side, at the machine price you stated: {a['n']} × {a['gpu']} for {a['price']}; power "
            f"{a['tdp']:,.0f} W × {a['n']} × {hours} × {kwh} ≈ {a['power']} a month (the cards alone){pay}{risk}")


def _variant(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        cny = "" if a["price"] == a["cny"] else f"，{a['cny']}"
        price = f"，首发价 {a['price']}（{a['source']}{cny}）" if a["cny"] else "，价格不在我的数据里：请问报价"
        return (f"⚠️ 在{PLACE_ZH[a['place']]}买：{a['gpu']} 要美国出口许可证才能合法卖到这里（EAR ECCN 3A090 的性能门槛；"
                f"BIS 2023 年 10 月规则，Federal Register 88 FR 73458；中国内地、香港、澳门算同一目的地）；"
                f"合规可买的是面向中国市场的 {a['variant']}{price}")
    cny = "" if a["price"] == a["cny"] else f", {a['cny']}"
    price = f", launch price {a['price']} ({a['source']}{cny})" if a["cny"] else ", its price not in my data: ask for a quote"
    return (f"⚠️ Buying in {PLACE_EN[a['place']]}: the {a['gpu']} needs a US export licence to be sold there "
            f"legitimately (above the EAR ECCN 3A090 performance threshold; BIS rules of October 2023, Federal Register "
            f"88 FR 73458; mainland China, Hong Kong and Macau are one destination); the compliant buy is the "
            f"China-market {a['variant']}{price}")


def _variant_only(a: Mapping[str, Any], zh: bool) -> str:
    """The variant beside an export note already in the answer (compat.export_purchase): the card, not the rule again."""
    if zh:
        price = f"，首发价 {a['price']}（{a['source']}）" if a["cny"] else "，价格不在我的数据里：请问报价"
        return f"面向中国市场、无需许可证的对应型号：{a['variant']}{price}"
    price = f", launch price {a['price']} ({a['source']})" if a["cny"] else ", its price not in my data: ask for a quote"
    return f"The China-market card that needs no licence: {a['variant']}{price}"


ENTRIES = {
    "lp.buy_side": E(lambda a: _buy(a, False), lambda a: _buy(a, True)),
    "lp.more_or_rent": E(lambda a: _more_or_rent(a, False), lambda a: _more_or_rent(a, True)),
    "lp.buy_side_stated": E(lambda a: _built(a, False), lambda a: _built(a, True)),
    "lp.variant": E(lambda a: _variant(a, False), lambda a: _variant(a, True)),
    "lp.variant_only": E(lambda a: _variant_only(a, False), lambda a: _variant_only(a, True)),
    "lp.even": E(
        lambda a: (f"Buy side: no purchase price for the {a['gpu']} in my tables (sold by quote). Renting {a['gpus']} × "
                   f"{a['gpu']} ≈ {a['month']} a month at the cheapest rent"
                   + ("" if a["util_said"] else " (every hour)") + f"; over {a['years']:g} years buying wins only if one "
                   f"card (with its share of the machine) costs less than ≈ {a['even']} (the rent less the power at "
                   f"{a['kwh']}/kWh" + ("" if a["kwh_said"] else f", assumed: {tariff_note_en(a)}") + ")"),
        lambda a: (f"买的一边：我的数据里没有 {a['gpu']} 的卖价（按报价销售）。租 {a['gpus']} 张 {a['gpu']} 按最便宜的租价每月约 "
                   f"{a['month']}" + ("" if a["util_said"] else "（按每小时都在用）") + f"；{a['years']:g} 年内每张卡（含分摊的"
                   f"主机）买价低于约 {a['even']} 时买才划算（租金减去电费，每度 {a['kwh']}"
                   + ("" if a["kwh_said"] else f"，假设：{tariff_note_zh(a)}") + "）")),
    "lp.ask": E(
        "The launch price is the maker's, not your shop's: what were you quoted for one {gpu} (or the whole machine)? "
        "With it I compare the two exactly",
        "首发价是厂商的建议价，不是你买到的价：一张 {gpu}（或整台机器）的报价是多少？有了报价我就能精确比较"),
}
