"""The words of advisor/core/lidar_train_read.py: a LiDAR 3D-detection training sized provisionally on OpenPCDet's
published KITTI training time; figures from tools/lidar_train.py, formatted here, never computed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _n(x: float) -> str:
    return f"{x:,.1f}" if x < 10 else f"{x:,.0f}"


def _plan(a: Mapping[str, Any], zh: bool) -> str:
    ep = "" if a["epochs_said"] else ("（未说 epoch 数：按 OpenPCDet KITTI 配置的 80 个假设）" if zh
                                      else " (no epochs said: OpenPCDet's KITTI 80 assumed)")
    where = ""
    if a.get("price"):
        where = (f"；按 {a['card']} {a['price']}/小时（{a['row']}）约 {a['cost']}，新卡更快，这是上限" if zh
                 else f"; at {a['card']} {a['price']}/h ({a['row']}) ≈ {a['cost']}, an upper bound (a newer card is faster)")
    fit = ""
    if a.get("cards"):
        fit = (f"；{a['window']:,.0f} 小时内做完要 {a['cards']} 张卡（每组实验单卡并行跑）" if zh
               else f"; within {a['window']:,.0f} h that is {a['cards']} cards (one run a card, side by side)")
    if zh:
        return (f"暂定估算（按 {a['ref']} 公开的训练时间，{a['source']}；换成你的模型后先试跑计时）：每帧每个 epoch 约 "
                f"{a['secs']:.3f} 个 TITAN Xp 秒 → {a['frames']:,.0f} 帧 × {a['epochs']:g} 个 epoch{ep} × {a['runs']} 组 = "
                f"{a['passes']:,.0f} 帧次 = 约 {_n(a['gpuh'])} GPU 小时{fit}{where}")
    return (f"Provisional (sized on {a['ref']}'s published training time, {a['source']}; time your model on a pilot): "
            f"≈ {a['secs']:.3f} TITAN Xp-seconds a frame an epoch → {a['frames']:,.0f} frames × {a['epochs']:g} epochs{ep} × "
            f"{a['runs']} runs = {a['passes']:,.0f} frame-passes ≈ {_n(a['gpuh'])} GPU-hours{fit}{where}")


ENTRIES: dict[str, E] = {"lidar.plan": E(lambda a: _plan(a, False), lambda a: _plan(a, True))}
