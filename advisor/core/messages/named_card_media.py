"""Words for tools.named_card_media: a card the user named that no machine in the stated place prices."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    where = " or ".join(a["places"]) or "the place you named"
    if a.get("row"):
        return (f"{a['card']}, which you named: no priced machine in {where} here; where the catalog rents it: {a['row']} "
                f"— a reference from another place, not a {where} price; ask a local platform for its own")
    if not a.get("fits"):
        run = (f"; a published run on it (≈ {a['secs']:,.2f} s an image) moved part of the model off the card"
               if a.get("secs") and not a["scaled"] else "")
        return (f"{a['card']}, which you named: its memory does not hold the model's 16-bit weights as sized here, so no "
                f"machine of it is ranked{run}")
    if a.get("secs"):
        hours = f", {a['hours']:,.1f} GPU-hours for the stated images" if a.get("hours") else ""
        how = "scaled from the measured card" if a["scaled"] else "measured on it"
        return (f"{a['card']}, which you named: no price for it anywhere in the catalog; its speed is ≈ {a['secs']:,.2f} s "
                f"an image ({how}){hours} — multiply by a local platform's hourly price to compare")
    return f"{a['card']}, which you named: no price and no published or derivable speed for it here; time it on a pilot"


def _zh(a: Mapping[str, Any]) -> str:
    where = "或".join(a["places"]) or "你指定的地点"
    if a.get("row"):
        return (f"你提到的 {a['card']}：{where}没有它的有价机型；目录里租它的地方：{a['row']}"
                f"——这是别处的价格，仅供参考，不是{where}的报价，请向当地平台询价")
    if not a.get("fits"):
        run = (f"；公开实测在它上面约每张 {a['secs']:,.2f} 秒，但把部分模型移出了显存"
               if a.get("secs") and not a["scaled"] else "")
        return f"你提到的 {a['card']}：按这里的算法显存装不下模型的 16 位权重，因此没有排名它的机型{run}"
    if a.get("secs"):
        hours = f"，所述图片量约需 {a['hours']:,.1f} GPU 小时" if a.get("hours") else ""
        how = "由实测卡按规则换算" if a["scaled"] else "实测"
        return (f"你提到的 {a['card']}：目录里没有它的价格；速度约每张 {a['secs']:,.2f} 秒（{how}）{hours}"
                "——乘以当地平台的每小时价格即可比较")
    return f"你提到的 {a['card']}：这里没有它的价格，也没有公开或可换算的速度；请先小规模实测"


ENTRIES: dict[str, E] = {
    "named_card_media.card": E(_en, _zh),
}
