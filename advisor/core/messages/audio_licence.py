"""The words of a named audio generator sized on its family's held row (tools.gen_families `proxy`) and of a
revenue-capped weights licence (Stable Audio Open's Stability AI Community License) against the stated revenue
(tools.revenue_cap): figures are formatted, never computed, here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _said(a: Mapping[str, Any], zh: bool) -> str:
    if a.get("said") is None and a.get("usd") is None:
        return ""
    if a.get("said") is None or a["cur"] == "USD":  # read in US dollars ("about $20M annual revenue")
        return f"你说的年收入约 {a['usd']:,.0f} 美元" if zh else f"your stated revenue, ≈ US${a['usd']:,.0f} a year,"
    return (f"你说的年收入 {a['said']:,.0f} {a['cur']} ≈ {a['usd']:,.0f} 美元" if zh
            else f"your stated revenue, {a['cur']} {a['said']:,.0f} ≈ US${a['usd']:,.0f} a year,")


ENTRIES: dict[str, E] = {
    "fam.revenue_over": E(
        lambda a: (f"⛔ Licence: {a['name']} is under the {a['licence']} ({a['source']}): commercial use is free only "
                   f"under US${a['cap']:,.0f} annual revenue — {_said(a, False)} is over it, so client work needs the "
                   f"licensor's paid Enterprise licence first, or a permissive model of the same kind ({a['alt']}, "
                   f"{a['alt_licence']}). The hardware below is sized the same way."),
        lambda a: (f"⛔ 许可：{a['name']} 采用 {a['licence']}（{a['source']}）：只有年收入低于 {a['cap']:,.0f} 美元才可免费商用——"
                   f"{_said(a, True)}，已超过，给客户做商业项目前要先向许可方购买企业授权，或换成同类的宽松许可模型（{a['alt']}，"
                   f"{a['alt_licence']}）。下面的硬件估算方式相同。")),
    "fam.revenue_under": E(
        lambda a: (f"Licence: {a['name']} is under the {a['licence']} ({a['source']}): commercial use is free under "
                   f"US${a['cap']:,.0f} annual revenue — {_said(a, False)} is under it; an Enterprise licence is needed "
                   "once you pass it"),
        lambda a: (f"许可：{a['name']} 采用 {a['licence']}（{a['source']}）：年收入低于 {a['cap']:,.0f} 美元可免费商用——"
                   f"{_said(a, True)}，在门槛以下；超过后需购买企业授权")),
    "fam.revenue_if": E(
        lambda a: (f"⚠️ Licence: {a['name']} is under the {a['licence']} ({a['source']}): commercial use is free only "
                   f"for a company under US${a['cap']:,.0f} annual revenue; above it the licensor's paid Enterprise "
                   f"licence is needed (or {a['alt']}, {a['alt_licence']}, of the same kind)"),
        lambda a: (f"⚠️ 许可：{a['name']} 采用 {a['licence']}（{a['source']}）：只有年收入低于 {a['cap']:,.0f} 美元的公司才可"
                   f"免费商用；超过则需向许可方购买企业授权（或用同类的 {a['alt']}，{a['alt_licence']}）")),
    "gen.tts.english_only": E(
        "⚠️ Language: {name} speaks English only ({source}) — for Chinese speech use {alt} instead; the sizing below "
        "is for English audio",
        "⚠️ 语言：{name} 只支持英文（{source}）——要中文语音请改用 {alt}；下面的估算按英文音频"),
    "fam.proxy_pilot": E(
        lambda a: (f"Pilot: the figures above are {a['proxy']}'s"
                   + (f" (its 27-step rate scaled to the {a['steps']} steps {a['name']}'s model card runs)"
                      if a.get("steps") else "")
                   + f", not {a['name']}'s — generate 20 clips of your length with {a['name']} on one card and time "
                   "them; GPU-hours a day = clips a day × seconds a clip ÷ 3,600, then re-price"),
        lambda a: (f"试点：上面的数字是 {a['proxy']} 的"
                   + (f"（其 27 步的速度按 {a['name']} 模型卡的 {a['steps']} 步换算）" if a.get("steps") else "")
                   + f"，不是 {a['name']} 的——用 {a['name']} 在一张卡上生成 20 段你要的长度并计时；"
                   "每天 GPU 小时 = 每天段数 × 每段秒数 ÷ 3,600，再重新计价")),
}
