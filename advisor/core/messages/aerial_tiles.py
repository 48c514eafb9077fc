"""The words of tools/aerial_tiles.py's messages: Mask R-CNN run once over an area of aerial imagery cut into tiles."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E
from tools.wording import money_text


def _head_en(a: Mapping[str, Any]) -> str:
    area = (f"{a['area']:,.0f} km² at {a['gsd']:g} m a pixel → " if a.get("area") else "")
    run = (f"rent {a['row']} (1 × {a['card']}) at {money_text(a['hourly'], a['currency'])}/h — done in ≈ "
           f"{a['wall']:,.1f} h for ≈ {money_text(a['cost'], a['currency'])} a run") if a.get("row") else \
        "no listed one-card machine passes the stated filters"
    return (f"Mask R-CNN {a['backbone']} over {area}≈ {a['tiles']:,.0f} tiles of {a['tile']:,} × {a['tile']:,} px "
            f"({a['overlap']} px overlap, assumed): ≈ {a['hours']:,.1f} card-hours, one card for an evening; {run}")


def _head_zh(a: Mapping[str, Any]) -> str:
    area = (f" {a['area']:,.0f} km²、每像素 {a['gsd']:g} 米 → " if a.get("area") else "")
    run = (f"租 {a['row']}（1 × {a['card']}），每小时 {money_text(a['hourly'], a['currency'])}——约 {a['wall']:,.1f} "
           f"小时跑完，每次约 {money_text(a['cost'], a['currency'])}") if a.get("row") else "目录里没有符合所给条件的单卡机器"
    return (f"Mask R-CNN {a['backbone']} 跑{area}约 {a['tiles']:,.0f} 张 {a['tile']:,} × {a['tile']:,} 像素的切片"
            f"（重叠 {a['overlap']} 像素，假设）：约 {a['hours']:,.1f} 卡时，一张卡一个晚上；{run}")


def _math_en(a: Mapping[str, Any]) -> str:
    on = f" ({a['s']:.3g} s on the {a['card']}, slowed by its lower FP16 peak)" if a.get("card") and a["s"] != a["zoo"] \
        else ""
    return (f"How: {a['zoo']:g} s an image for Mask R-CNN {a['backbone']} on one V100 ({a['source']}){on}; a "
            f"{a['tile']} px tile is about the zoo's image size. Batch-1 PyTorch is held by kernel launches and the mask "
            "head, so a newer card is credited no faster than the V100 (an upper bound on the hours); batching or "
            "TensorRT cuts it — time a few hundred tiles on a pilot")


def _math_zh(a: Mapping[str, Any]) -> str:
    on = f"（{a['card']} 的 FP16 峰值更低，按 {a['s']:.3g} 秒计）" if a.get("card") and a["s"] != a["zoo"] else ""
    return (f"算法：Mask R-CNN {a['backbone']} 在一张 V100 上每张图 {a['zoo']:g} 秒（{a['source']}）{on}；{a['tile']} "
            "像素的切片与模型库的图片尺寸相当。batch 1 的 PyTorch 受限于 kernel 启动和掩码头，所以更新的卡也不按更快计"
            "（小时数是上限）；批处理或 TensorRT 会更快——先试跑几百张切片")


ENTRIES: dict[str, E] = {
    "aerial_tiles.head": E(_head_en, _head_zh),
    "aerial_tiles.io": E(
        "Imagery and host: ≈ {gb:,.0f} GB of pixels uncompressed to read and cut into tiles — keep it on local NVMe "
        "and give the card ≥ {cores} CPU cores for tiling and decoding (assumed); the cutting and I/O, not the GPU, "
        "usually set the pace",
        "影像与主机：未压缩约 {gb:,.0f} GB 像素要读取并切片——放本地 NVMe，并给这张卡配 ≥ {cores} 个 CPU 核做切片和解码（假设）；"
        "通常是切图和读写、不是 GPU 决定速度"),
    "aerial_tiles.math": E(_math_en, _math_zh),
}
