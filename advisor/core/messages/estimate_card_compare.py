"""The words of a scaled video estimate on another card (advisor/core/estimate_card_compare.py,
tools/estimate_card_compare.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.messages.derived_generation import _secs, _secs_zh


def _en(a: Mapping[str, Any]) -> str:
    head = (f"On the {a['card']}, the same work: {_secs(a['base_secs'])} a clip on the {a['base_card']} × "
            f"{a['base_tflops']:g} / {a['tflops']:g} dense BF16 TFLOPS = {_secs(a['secs'])} a clip → "
            f"{a['gpuh']:,.1f} GPU-hours → ⌈{a['gpuh']:,.1f} ÷ {a['window']:g} h⌉ = {a['cards']} × {a['card']}")
    if a["released"] is not None:
        return head + (f"; at {a['price']}/GPU-h ≈ {a['released']} a month released after each window "
                       f"({a['kept']} kept all month)")
    return head + (f"; unpriced here: break-even price per GPU-hour = {a['base_price']} × {_secs(a['base_secs'])} ÷ "
                   f"{_secs(a['secs'])} ≈ {a['even']} — cheaper than the {a['base_card']} only below that; ask for a quote")


def _zh(a: Mapping[str, Any]) -> str:
    head = (f"换 {a['card']} 做同样的量：{a['base_card']} 每条 {_secs_zh(a['base_secs'])} × {a['base_tflops']:g} / "
            f"{a['tflops']:g}（稠密 BF16 TFLOPS）= 每条 {_secs_zh(a['secs'])} → {a['gpuh']:,.1f} GPU 小时 → "
            f"⌈{a['gpuh']:,.1f} ÷ {a['window']:g} 小时⌉ = {a['cards']} 张 {a['card']}")
    if a["released"] is not None:
        return head + f"；按 {a['price']}/GPU 小时，窗口结束即释放约每月 {a['released']}（整月包卡 {a['kept']}）"
    return head + (f"；这里没有它的价格：盈亏平衡价 = {a['base_price']} × {_secs_zh(a['base_secs'])} ÷ {_secs_zh(a['secs'])} "
                   f"≈ 每 GPU 小时 {a['even']}，低于这个价才比 {a['base_card']} 省；请询价")


def _place_en(a: Mapping[str, Any]) -> str:
    return (f"Renting in mainland China: the cards there are the China-market parts ({a['cards']}); the "
            f"{a['base_card']} row above is a price reference only, each China-market card that holds the model is "
            "sized below on the same work")


def _place_zh(a: Mapping[str, Any]) -> str:
    return (f"在国内租：能租到的是面向中国市场的卡（{a['cards']}）；上面的 {a['base_card']} 只作价格参考，"
            "下面按同样的量逐张测算放得下模型的国内卡")


def _small_en(a: Mapping[str, Any]) -> str:
    return (f"The {a['card']} ({a['memory']:g} GB) cannot hold this model on one card: it needs about {a['need']:g} GB, "
            "so it is not an option for the same work")


def _small_zh(a: Mapping[str, Any]) -> str:
    return f"{a['card']}（{a['memory']:g} GB）单卡放不下这个模型：约需 {a['need']:g} GB，做不了同样的活"


ENTRIES: dict[str, E] = {
    "dgen.card_small": E(_small_en, _small_zh),
    "dgen.card": E(_en, _zh),
    "dgen.place": E(_place_en, _place_zh),
}
