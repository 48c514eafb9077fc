"""The words of tools/t2i_stand_ins.py: a text-to-image model no row holds, sized on the held generator closest in
size, with both parameter counts and their sources."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E

_BOUND_EN = {"ceiling": "a ceiling for a smaller denoiser", "floor": "a floor for a larger denoiser",
             "same": "the same architecture"}
_BOUND_ZH = {"ceiling": "它的去噪网络更小，这是上限", "floor": "它的去噪网络更大，这是下限", "same": "架构相同"}


def _sized_on(a: Mapping[str, Any], zh: bool) -> str:
    if zh:
        return (f"{a['name']} 不在我的实测表里：去噪网络 {a['params']:g}B 参数（{a['source']}），按大小最接近的已测模型 "
                f"{a['held']}（{a['held_params']:g}B，{a['held_source']}）的实测耗时估算——{_BOUND_ZH[a['bound']]}；"
                f"连同文本编码器约 {a['total']:.1f}B，按 16 位放进显存；请在试点上用你的步数和分辨率实测")
    return (f"{a['name']} is not in my measured table: its denoiser is {a['params']:g} B parameters ({a['source']}), so it "
            f"is sized on the held model closest in size, {a['held']} ({a['held_params']:g} B, {a['held_source']}) — "
            f"{_BOUND_EN[a['bound']]}; with its text encoders ≈ {a['total']:.1f} B held at 16 bits; time it on a pilot "
            "at your steps and resolution")


ENTRIES: dict[str, E] = {
    "t2i.sized_on": E(lambda a: _sized_on(a, False), lambda a: _sized_on(a, True)),
}
