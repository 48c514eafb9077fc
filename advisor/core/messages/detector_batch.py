"""The words of a detector over batches of still images (tools/detector_batch.py): the images a cadence, the images a
second the window needs, the cards at each card's batched rate, the plan's month and the size assumed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_UNIT_EN = {"minute": "minute", "hour": "hour", "day": "day", "week": "week", "month": "month"}
_UNIT_ZH = {"minute": "分钟", "hour": "小时", "day": "天", "week": "周", "month": "月"}


def _every(a: Mapping[str, Any], zh: bool) -> str:
    """The cadence as said ((10, "minute") → "every 10 minutes" / "每 10 分钟")."""
    n, unit = a["every"], a["unit"]
    if zh:
        return f"每{_UNIT_ZH[unit]}" if n == 1 else f"每 {n:g} {_UNIT_ZH[unit]}"
    return f"{'an' if unit == 'hour' else 'a'} {_UNIT_EN[unit]}" if n == 1 else f"every {n:g} {_UNIT_EN[unit]}s"


def _on(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"每张 {a['ms']:.2f} 毫秒，按大小最接近的 {a['ref']} 计（假设：请试跑实测）" if a["nearest"]
                else f"每张 {a['ms']:.2f} 毫秒")
    return (f"{a['ref']}'s {a['ms']:.2f} ms an image, the nearest held row in size (an assumption: time yours on a pilot)"
            if a["nearest"] else f"{a['ms']:.2f} ms an image")


def _head(a: Mapping[str, Any], zh: bool) -> str:
    per = list(zip(a["gpus"], a["per_s"], a["cards"]))
    if zh:
        load = (f"{_every(a, True)} {a['images']:,.0f} 张" if a["every"] else f"{a['images']:,.0f} 张")
        win = ("" if not a["own_window"] else
               f"，要在 {a['window_h']:,.1f} 小时内跑完" if a["said"] else
               "，没说期限，按一周内跑完估算（假设）")
        rates = "，".join(f"{g} 约 {r:,.0f} 张/秒" for g, r, _ in per)
        cards = " 或 ".join(f"{n} 张 {g}" for g, _, n in per)
        return (f"{a['name']}：{load}{win} → 需要持续每秒 {a['rate']:,.1f} 张；图片合批 8–32 张（TensorRT FP16，batch 1 的 "
                f"{a['gain']:g} 倍，假设；T4 batch 1 {_on(a, True)}；{a['source']}），{rates}"
                f"（其他卡按 FP16 稠密 TFLOPS 对 T4 比例换算，属假设）→ {cards}；一批在一张 {a['gpus'][0]} 上约 "
                + (f"{a['batch_h']:,.1f} 卡时" if a["batch_h"] >= 1 else f"{a['batch_s']:,.0f} 秒（{a['batch_h']:,.3f} 卡时）"))
    load = (f"{a['images']:,.0f} images {_every(a, False)}" if a["every"] else f"{a['images']:,.0f} images")
    win = ("" if not a["own_window"] else
           f" within {a['window_h']:,.1f} h" if a["said"] else " with no deadline said (planned inside a week, assumed)")
    rates = ", ".join(f"{g} ≈ {r:,.0f} images/s" for g, r, _ in per)
    cards = " or ".join(f"{n} {g}" for g, _, n in per)
    return (f"{a['name']} on {load}{win} = {a['rate']:,.1f} images/s sustained; images batched 8–32 (TensorRT FP16, "
            f"{a['gain']:g}× batch 1 assumed; a T4 at batch 1: {_on(a, False)}; {a['source']}): {rates} (other cards × "
            f"their dense FP16 TFLOPS ÷ the T4's, a scaling assumption) → {cards}; a batch takes ≈ "
            + (f"{a['batch_h']:,.1f} card-hours" if a["batch_h"] >= 1 else
               f"{a['batch_s']:,.0f} s ({a['batch_h']:,.3f} card-hours)") + f" on one {a['gpus'][0]}")


def _plan(a: Mapping[str, Any], zh: bool) -> str:
    other = "".join(("；" if zh else "; ") + x for x in a["other"])
    if not a["row"]:
        return (f"方案：{a['cards']} 张 {a['gpu']} 级的卡（这里没有报价：请导入你的报价）" if zh else
                f"Plan: {a['cards']} {a['gpu']}-class cards (no priced row here: import your quote)")
    if a["once"]:
        if zh:
            return (f"方案：{a['cards']} 张 {a['gpu']} 同时跑，每张约 {a['each_h']:,.1f} 小时，{a['row']} 每小时 {a['price']}"
                    f" → 这批约 {a['cost']}{other}——先试跑实测")
        return (f"Plan: {a['cards']} × {a['gpu']} at once, ≈ {a['each_h']:,.1f} h each, {a['row']} at {a['price']}/h → "
                f"≈ {a['cost']} for the batch{other} — time it on a pilot")
    busy = ""
    if a["busy_cost"]:
        busy = (f"。若每批开机、跑完即关（按秒计费，不计开机几分钟），只付忙碌的约 {a['busy_day']:,.1f} 卡时/天 → 约 "
                f"{a['busy_cost']}/月" if zh else
                f". Started for each batch and stopped after (billed by the second, start-up minutes not counted), "
                f"only the busy ≈ {a['busy_day']:,.1f} card-hours a day are paid → ≈ {a['busy_cost']} a month")
    if zh:
        return (f"方案：{a['cards']} 张 {a['gpu']} 全月常开，{a['row']} 每小时 {a['price']} → 约 {a['cost']}/月"
                f"{other}{busy}——先试跑实测")
    return (f"Plan: {a['cards']} × {a['gpu']} held all month, {a['row']} at {a['price']}/h → ≈ {a['cost']} a month"
            f"{other}{busy} — time it on a pilot")


ENTRIES = {
    "det.batch": E(lambda a: _head(a, False), lambda a: _head(a, True)),
    "det.batch_plan": E(lambda a: _plan(a, False), lambda a: _plan(a, True)),
    "det.batch_other": E(lambda a: f"{a['cards']} × {a['gpu']} ≈ {a['cost']}" + ("" if a["once"] else " a month"),
                         lambda a: f"{a['cards']} 张 {a['gpu']} 约 {a['cost']}" + ("" if a["once"] else "/月")),
    "det.batch_size": E(
        "No size said: sized on {name} (assumed, its family's mid-size default; a smaller size runs faster, a larger one "
        "slower) — say yours",
        "没说模型大小：按 {name} 估算（假设：该系列的中等默认尺寸；小一号更快，大一号更慢）——请告诉我实际用的尺寸"),
}
