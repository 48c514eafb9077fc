"""The words of tools/lipsync_names.py's answers: a research-only lip-sync model asked for a paid use."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "lipsync.non_commercial_first": E(
        "⚠️ Licence: {name} is {licence} ({source}, read {as_of}) — a commercial product cannot run the open weights; "
        "use the authors' paid API, or {alt} ({alt_licence}, {alt_source}), whose published rate the plan below is "
        "sized on",
        "⚠️ 许可：{name} 的许可是 {licence}（{source}，{as_of} 读取）——只限非商用，商用产品（含直播带货）不能用开源权重；"
        "请走作者的付费接口，或改用 {alt}（{alt_licence}，{alt_source}）——下面的方案本来就按它公开的速度估算"),
}
