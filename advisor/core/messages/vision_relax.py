"""The words of advisor/core/vision_relax.py: what a vision batch's plan dropped when the stated card and place left
no offer in the price data."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    what = " and ".join(x for x in (a.get("gpu"), a.get("place")) if x) or "the stated constraints"
    kept = (f"; priced on the {a['gpu']} elsewhere" if a["dropped"] == "place" and a.get("gpu")
            else "; priced on the cheapest card anywhere")
    return (f"No offer for {what} together is in my price data{kept}. Where the images sit matters: moving them out of "
            "their cloud costs egress and days of transfer, so compare with a GPU in the same region before renting "
            "elsewhere")


def _zh(a: Mapping[str, Any]) -> str:
    what = "、".join(x for x in (a.get("gpu"), a.get("place")) if x) or "所给条件"
    kept = (f"；改按其他地方的 {a['gpu']} 报价" if a["dropped"] == "place" and a.get("gpu") else "；改按任何地方最便宜的卡报价")
    return (f"我的价格数据里没有同时满足 {what} 的报价{kept}。图片放在哪里很关键：把数据搬出所在的云要付出网流量费，"
            "传输也要好几天，租别处的卡之前先和同一区域的 GPU 比一比")


ENTRIES = {"vision_relax.dropped": E(_en, _zh)}
