"""The words of tools/machine_price.py: an Apple box bought to run the model priced as a machine (list price, power,
payback against the cheapest rental of the same job at the hours a day shown, a one-line verdict); figures from
tools/, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.messages.buy_verdict import verdict_text as _verdict
from advisor.core.messages.common import tariff_note_en, tariff_note_zh


def _days(a: Mapping[str, Any], zh: bool) -> str:
    out = []
    for i in range(int(a["shown"])):
        months = a[f"months{i}"]
        least = bool(a.get("floor"))  # priced at the base box: the build said costs more, so it pays back later
        if zh:
            back = (("至少" if least else "") + f"约 {months:,.1f} 个月回本" if months is not None
                    else "租金不比电费多，永远回不了本")
            out.append(f"每天 {a[f'h{i}']:,.0f} 小时：租约每月 {a[f'rent{i}']}，电费约每月 {a[f'power{i}']} → {back}")
        else:
            back = (("pays back in no less than" if least else "pays back in") + f" ≈ {months:,.1f} months"
                    if months is not None else
                    "the rent is no more than the power: never pays back")
            out.append(f"{a[f'h{i}']:,.0f} h a day: rent ≈ {a[f'rent{i}']} a month, power ≈ {a[f'power{i}']} a month → {back}")
    return "；".join(out) if zh else "; ".join(out)


def _buy(a: Mapping[str, Any], zh: bool) -> str:
    n = a["n"]
    if a.get("said"):  # the user's own price for the box, not Apple's list price
        a = {**a, "source": "你给的价格" if zh else "the price you gave"}
    if zh:
        price = (f"至少 {a['price']}（{a['unit']} 是 {a['base_gb']} GB 基础款的价格；你要的内存配置的价格我没有收录，"
                 "它更贵，以 Apple 官网配置价为准，回本时间按基础款价格算，只是下限）" if a["floor"] else a["price"])
        kwh = f"每度 {a['kwh']}" + ("" if a["kwh_said"] else f"（假设：{tariff_note_zh(a)}；请告诉我你的电价）")
        return (f"买的一边：{n} 台 {a['machine']} 是 {n} 台整机（买断，不按 GPU 小时计价），每台 {a['unit']}（{a['source']}）"
                f"，共 {price}；整机最大功耗 {a['w']:,.0f} W（{a['power_source']}），{kwh}。对比能跑同一任务的最便宜租用 "
                f"{a['row']}（每小时 {a['rent']}）：{_days(a, True)}。{_verdict(a, True)}")
    price = (f"at least {a['price']} ({a['unit']} is the {a['base_gb']} GB base box; the price of the memory you "
             "asked for is not in my data — it costs more, Apple's configurator price — so the payback below, at the "
             "base price, is a floor)" if a["floor"] else a["price"])
    kwh = f"{a['kwh']}/kWh" + ("" if a["kwh_said"] else f" (assumed: {tariff_note_en(a)}; say yours)")
    return (f"Buy side: {n} × {a['machine']} is {n} machine{'s' if n > 1 else ''} bought outright (not GPU-hours), "
            f"{a['unit']} each ({a['source']}) = {price}; {a['w']:,.0f} W at the wall at most ({a['power_source']}), "
            f"{kwh}. Against the cheapest rental that runs the same job, {a['row']} at {a['rent']} an hour: "
            f"{_days(a, False)}. {_verdict(a, False)}")


def _unheld(a: Mapping[str, Any], zh: bool) -> str:
    """The configured Mac's price not held (tools.machine_price.machine_line): the rent and power a month it replaces."""
    n, gb = a["n"], (f"{a['gb']:g} GB" if a.get("gb") else "")
    kwh = (f"{a['kwh']}" if zh else f"{a['kwh']}/kWh") + (
        "" if a["kwh_said"] else (f"（假设：{tariff_note_zh(a)}；请告诉我你的电价）" if zh
                                  else f" (assumed: {tariff_note_en(a)}; say yours)"))
    rows = [(f"每天 {a[f'h{i}']:,.0f} 小时：租约每月 {a[f'rent{i}']}，这台机器电费约每月 {a[f'power{i}']}" if zh else
             f"{a[f'h{i}']:,.0f} h a day: rent ≈ {a[f'rent{i}']} a month, the box's power ≈ {a[f'power{i}']} a month")
            for i in range(int(a["shown"]))]
    if zh:
        return (f"买的一边：{n} 台 {a['machine']}（{gb} 配置）的价格我没有收录——{a['base']} 只是 {a['base_gb']} GB "
                f"基础款的标价（{a['source']}），你要的内存配置更贵，请以 Apple 官网配置价或经销商报价为准，"
                "告诉我价格我再算回本；"
                f"整机最大功耗 {a['w']:,.0f} W（{a['power_source']}），每度 {kwh}。它替代的最便宜租用 {a['row']}（每小时 "
                f"{a['rent']}）：" + "；".join(rows))
    return (f"Buy side: the price of {n} × {a['machine']} as configured ({gb}) is not in my data — {a['base']} is only "
            f"the {a['base_gb']} GB base box's list price ({a['source']}); the memory you asked for costs more: take "
            f"Apple's configurator price or a reseller's quote and say it, and I'll weigh it; {a['w']:,.0f} W at the "
            f"wall at most ({a['power_source']}), {kwh}. The cheapest rental it replaces, {a['row']} at "
            f"{a['rent']} an hour: " + "; ".join(rows))


ENTRIES = {
    # an Apple box the user means to buy (advisor/core/extract_rules._say_bought): judged on it, priced as a machine
    "machine.bought_mac": E(
        "'{said}' read as Macs you buy and keep: the answer checks them first (does the work fit, how fast for the "
        "users said); each Mac is a machine priced at Apple's list price (the buy side below), never GPU-hours",
        "“{said}”理解为你要买来自用的 Mac：先按它判断（装不装得下、按所说人数每人多快）；每台 Mac 是一台整机，按 Apple "
        "标价买断计算（见下方“买的一边”），不按 GPU 小时计价"),
    # the same, with a price said right after the Mac (advisor.core.machine_quote_read): that price, not Apple's list
    "machine.bought_mac_said": E(
        "'{said}' read as Macs you buy and keep: the answer checks them first (does the work fit, how fast for the "
        "users said); each Mac is a machine priced at the price you gave (the buy side below, where a rental is "
        "weighed), never GPU-hours and never a budget",
        "“{said}”理解为你要买来自用的 Mac：先按它判断（装不装得下、按所说人数每人多快）；每台 Mac 是一台整机，按你给的价格"
        "买断计算（有租用对比时见下方“买的一边”），不按 GPU 小时计价，也不当作预算"),
    "machine.buy": E(lambda a: _buy(a, False), lambda a: _buy(a, True)),
    "machine.buy_unheld": E(lambda a: _unheld(a, False), lambda a: _unheld(a, True)),
}
