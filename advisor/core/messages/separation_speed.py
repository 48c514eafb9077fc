"""The words of advisor/core/separation_read.py: stem separation sized from a real-time factor range (GPU-hours,
cards, cost), the pilot that confirms it and the stems' WAV storage; figures from tools/separation_speed.py."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _x(lo: float, hi: float) -> str:
    return f"{lo:g}×" if lo == hi else f"{lo:g}–{hi:g}×"


def _h(lo: float, hi: float) -> str:
    return f"{lo:,.1f}" if round(lo, 1) == round(hi, 1) else f"{lo:,.1f}–{hi:,.1f}"


def _cost(a: Mapping[str, Any], zh: bool) -> str:
    lo, hi, on = a["cost_low"], a["cost_high"], a["on"]
    cost = lo if lo == hi else f"{lo}–{hi}"
    if on == a["card"]:
        return f"；在 {a['card']} 上约 {cost}" if zh else f"; ≈ {cost} on the {a['card']}"
    said = on or ("来源里的 GPU" if zh else "the source's GPU")
    return (f"；在 {a['card']} 上约 {cost}（假设它不比{said}慢）" if zh
            else f"; ≈ {cost} on the {a['card']} (assumed no slower than {said})")


def _speed(a: Mapping[str, Any], zh: bool) -> str:
    x, h = _x(a["low"], a["high"]), _h(a["gpuh_low"], a["gpuh_high"])
    ft = ("（htdemucs_ft 慢 4 倍，已计入）" if zh else " (htdemucs_ft is 4× slower, counted)") if a["ft"] else ""
    on = a["on"] or ("未注明的 GPU" if zh else "an unnamed GPU")
    if zh:
        out = f"速度估算：约 {x} 实时（{on}；{a['source']}）{ft} → 约 {h} GPU 小时"
        if a["cards"] is not None:
            out += f"；{a['window']:,.0f} 小时内按慢的一端需要 {a['cards']} 张卡"
        if a["cost_low"] is not None:
            out += _cost(a, zh)
        return out + "。先用 100 首自己的歌试跑，测倍实时 R（连解码和写盘），GPU 小时 = 音频小时 ÷ R"
    out = f"Speed estimate: ≈ {x} real time ({on}; {a['source']}){ft} → ≈ {h} GPU-hours"
    if a["cards"] is not None:
        out += f"; within {a['window']:,.0f} h, {a['cards']} card{'s' if a['cards'] != 1 else ''} at the slow end"
    if a["cost_low"] is not None:
        out += _cost(a, zh)
    return out + (". Confirm on a pilot of 100 of your own songs: measure R (decode and write included); "
                  "GPU-hours = hours of audio ÷ R")


def _store(a: Mapping[str, Any], zh: bool) -> str:
    return (f"输出存储：{a['stems']} 个音轨 × 44.1 kHz 16 位立体声 WAV（每轨每分钟 10.6 MB）≈ {a['tb']:,.2f} TB，"
            "比 MP3 原件大很多倍；要省空间就存 FLAC 或 MP3（试跑时量一下压缩后的大小）" if zh else
            f"Output storage: {a['stems']} stems × 44.1 kHz 16-bit stereo WAV (10.6 MB a minute a stem) ≈ {a['tb']:,.2f} TB, "
            "many times the MP3 originals; store FLAC or MP3 to save space (measure the compressed size on the pilot)")


ENTRIES = {
    "sep.speed": E(lambda a: _speed(a, False), lambda a: _speed(a, True)),
    "sep.store": E(lambda a: _store(a, False), lambda a: _store(a, True)),
}
