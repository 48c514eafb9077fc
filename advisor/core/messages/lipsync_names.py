"""The words of tools/lipsync_names.py's answers: a research-only lip-sync model asked for a paid use."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _first(a: Mapping[str, Any], zh: bool) -> str:
    own = a.get("own")  # sized on the named model's own compute: the alternative needs its own sizing
    if zh:
        tail = (f"——下面按 {a['name']} 自己的计算量估算；换成 {a['alt']} 要按它的速度另算（它更重，每张卡路数更少）" if own
                else "——下面的方案本来就按它公开的速度估算")
        return (f"⚠️ 许可：{a['name']} 的许可是 {a['licence']}（{a['source']}，{a['as_of']} 读取）——只限非商用，商用产品"
                f"（含直播带货）不能用开源权重；请走作者的付费接口，或改用 {a['alt']}（{a['alt_licence']}，"
                f"{a['alt_source']}）{tail}")
    tail = (f" — the plan below is sized on {a['name']}'s own compute; {a['alt']} must be re-sized on its rate (a heavier "
            "model: fewer streams a card)" if own else ", whose published rate the plan below is sized on")
    return (f"⚠️ Licence: {a['name']} is {a['licence']} ({a['source']}, read {a['as_of']}) — a commercial product cannot "
            f"run the open weights; use the authors' paid API, or {a['alt']} ({a['alt_licence']}, {a['alt_source']})"
            f"{tail}")


ENTRIES: dict[str, E] = {
    "lipsync.non_commercial_first": E(lambda a: _first(a, False), lambda a: _first(a, True)),
}
