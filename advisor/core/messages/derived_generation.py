"""The words of advisor/core/derived_generation.py: a generation model's per-item ESTIMATE from a held generator
(tools.derived_generation), its GPU-hours, cards for the window, the cost a day and a month and the stated budget."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from advisor.core.messages.nonllm_jobs import _ONE_EN, _ONE_ZH, _UNIT_EN, _UNIT_ZH
from tools.wording import item_time


def _secs(x: float) -> str:
    v, unit = item_time(x, ms=False)
    return f"{v:,.1f} {unit}"


def _secs_zh(x: float) -> str:
    v, unit = item_time(x, ms=False)
    return f"{v:,.1f} {'分钟' if unit == 'min' else '秒'}"


def _how(a: Mapping[str, Any], zh: bool) -> str:
    """The estimate's arithmetic: the held generator's measured seconds × k (what k counts) × the size or steps."""
    b, k, side, steps = a["base_secs"], a["k"], a["side"], a["steps"]
    at, size = a["base_steps"], a["base_size"]
    if a["why"] == "flops":
        return (f"{a['base']} {size} {b:g} 秒（{at} 步，{a['ref_card']}）× 计算量之比 {k:.2f}（{steps} 步 × {side} 个 token）"
                if zh else f"{a['base']} {size} {b:g} s ({at} steps, {a['ref_card']}) × FLOPs ratio {k:.2f} ({steps} steps × "
                f"{side} tokens)")
    what = {"unets": ("2 个 UNet", "2 UNets"), "controlnet": ("UNet + ControlNet", "UNet + ControlNet"),
            "same": ("同级 UNet", "an SDXL-class UNet")}[a["why"]]
    pixels = f" × {side} / {size}"
    return (f"{a['base']} {b:g} 秒（{at} 步，{size}）× {k:g}（{what[0]}）{pixels}，{steps} 步" if zh
            else f"{a['base']} {b:g} s ({at} steps, {size}) × {k:g} ({what[1]}){pixels}, {steps} steps")


def _en(a: Mapping[str, Any]) -> str:
    u, day = a["unit"], " a day" if a["daily"] else ""
    per = ("an " if _ONE_EN[u][0] in "aeiou" else "a ") + _ONE_EN[u]
    memo = ", from memory, re-check" if a["memory"] else ""
    where = ", rented outside your place" if a["elsewhere"] else ""
    head = (f"Estimate from {a['base']} × k: {_how(a, False)} = {_secs(a['ref_secs'])} {per} on an {a['ref_card']} "
            f"({a['source']}{memo}); on the {a['card']} {_secs(a['secs'])} {per} — time it on a pilot")
    work = (f"{a['n']:,.0f} {_UNIT_EN[u]}{day} × {_secs(a['secs'])} = {a['gpuh']:,.1f} GPU-hours → "
            f"{a['cards']} × {a['card']} ({a['row']}{where}, {a['price']}/h) "
            + (f"to finish within the {a['window']:g} h window" if a["stated"] else "run one after another"))
    cost = f"≈ {a['used']}{day} for the hours used ({a['held']} with the cards held the whole window)"
    if a["held_month"]:
        cost += f", ≈ {a['used_month']}–{a['held_month']} a month"
    if a["within"] is not None:
        cost += (f": within the {a['budget']} a month budget" if a["within"]
                 else f": over the {a['budget']} a month budget (fewer steps, a distilled model or a cheaper card)")
    return f"{head}. {work}; {cost}"


def _zh(a: Mapping[str, Any]) -> str:
    u, day = a["unit"], "每天" if a["daily"] else ""
    memo = "，凭记忆，请复核" if a["memory"] else ""
    where = "，在你所在地以外租" if a["elsewhere"] else ""
    head = (f"估算（{a['base']} × k）：{_how(a, True)} = 每{_ONE_ZH[u]} {_secs_zh(a['ref_secs'])}（{a['ref_card']}；"
            f"{a['source']}{memo}）；在 {a['card']} 上每{_ONE_ZH[u]} {_secs_zh(a['secs'])}——以试跑实测为准")
    work = (f"{day} {a['n']:,.0f} {_UNIT_ZH[u]} × {_secs_zh(a['secs'])} = {a['gpuh']:,.1f} GPU 小时 → "
            f"{a['cards']} 张 {a['card']}（{a['row']}{where}，{a['price']}/小时）"
            + (f"在 {a['window']:g} 小时窗口内跑完" if a["stated"] else "依次跑完"))
    cost = f"按实际用时约 {a['used']}{'/天' if a['daily'] else ''}（整个窗口包卡 {a['held']}）"
    if a["held_month"]:
        cost += f"，每月约 {a['used_month']}–{a['held_month']}"
    if a["within"] is not None:
        cost += (f"：在每月 {a['budget']} 的预算内" if a["within"]
                 else f"：超出每月 {a['budget']} 的预算（减少步数、用蒸馏版或换更便宜的卡）")
    return f"{head}。{work}；{cost}"


ENTRIES: dict[str, E] = {"dgen.plan": E(_en, _zh)}
