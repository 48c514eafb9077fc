"""The words of a detector over recorded video (tools/footage_detect.py): frames, T4-hours, cards for the wall."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _daily(a: Mapping[str, Any], zh: bool) -> str:
    """A day's footage inside the stated daily window: the window's cards are the headline's."""
    cost = ((f"，约 {a['cost']}/天，约 {a['month']}/月" if zh else f", ≈ {a['cost']} a day, ≈ {a['month']} a month")
            if a.get("month") else "")
    if zh:
        return (f"{a['name']} 每天处理前一天的 {a['hours']:,.0f} 小时录像，要在 {a['window']:,.0f} 小时窗口内跑完："
                f"{a['cards']} 张 T4 同时跑（每天约 {a['gpuh']:,.1f} GPU 小时 ÷ {a['window']:,.0f} 小时，每张约 "
                f"{a['each']:,.1f} 小时）{cost}")
    return (f"{a['name']} over each day's {a['hours']:,.0f} h of recorded video inside the {a['window']:,.0f} h window: "
            f"{a['cards']} × T4 at once ({a['gpuh']:,.1f} GPU-hours a day ÷ {a['window']:,.0f} h, ≈ {a['each']:,.1f} h "
            f"each){cost}")


def _head(a: Mapping[str, Any], zh: bool) -> str:
    if a.get("window"):
        return _daily(a, zh)
    if zh:
        return (f"{a['name']} 处理 {a['hours']:,.0f} 小时录像：{a['cards']} 张 T4 同时跑，约 {a['each']:,.0f} 小时"
                f"（{a['each_days']:,.1f} 天）跑完，共约 {a['gpuh']:,.1f} GPU 小时" + (f"，约 {a['cost']}" if a["cost"] else ""))
    return (f"{a['name']} over {a['hours']:,.0f} h of recorded video: {a['cards']} × T4 at once, ≈ {a['each']:,.0f} h "
            f"({a['each_days']:,.1f} days) to finish, ≈ {a['gpuh']:,.1f} GPU-hours" + (f", ≈ {a['cost']}" if a["cost"] else ""))


def _work(a: Mapping[str, Any], zh: bool) -> str:
    fps = (f"每秒 {a['fps']:g} 帧" if a["fps_said"] else f"未说明抽帧率，按每帧都检测（{a['fps']:g} 帧/秒，假设）") if zh \
        else (f"{a['fps']:g} frames a second" if a["fps_said"]
              else f"no sampling rate said: every frame ({a['fps']:g} fps, assumed)")
    near = ((f"（{a['name']} 没有公布 T4 时间，按 {a['ref']}）" if zh else f" ({a['name']} publishes no T4 time: {a['ref']}'s)")
            if a["nearest"] else "")
    if zh:
        return (f"工作量：{a['hours']:,.0f} 小时 × 3,600 × {fps} = {a['frames']:,.0f} 帧 × {a['ms']:.2f} ms{near}"
                f"（T4 TensorRT FP16 批 1，{a['source']}）= {a['detect']:,.1f} T4 小时检测；解码整路码流 "
                f"{a['decode']:,.1f} T4 小时（NVDEC 约 1,140 帧/秒）；取大者。先在一张卡上试跑你们的录像，连解码一起计时")
    return (f"Work: {a['hours']:,.0f} h × 3,600 × {fps} = {a['frames']:,.0f} frames × {a['ms']:.2f} ms{near} (T4 TensorRT "
            f"FP16 batch 1, {a['source']}) = {a['detect']:,.1f} T4-hours of detection; decoding the full streams "
            f"{a['decode']:,.1f} T4-hours (NVDEC ≈ 1,140 frames/s); the larger counts. Time it on a pilot of your own "
            "footage, decode included")


ENTRIES = {
    "footage.head": E(lambda a: _head(a, False), lambda a: _head(a, True)),
    "footage.work": E(lambda a: _work(a, False), lambda a: _work(a, True)),
}
