"""Entries for tools/inspection_stream.py (advisor/core/inspection_stream_read.py): a defect-inspection stream from
production lines sized as throughput, bought for the site where the images may not leave it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _load_en(a: Mapping[str, Any]) -> str:
    per = "a second" if a["period"] == 1 else "a minute"
    size = "as you said" if a["size_said"] else "ASSUMED: no image size said, PatchCore's own crop"
    return (f"The load is a stream, not a batch: {a['lines']:,g} lines × {a['each']:,g} images {per} each = "
            f"{a['rate']:,.4g} images/s, all day. Sized as throughput on a stand-in (ASSUMED — time your own model): "
            f"{a['name']} at {a['w']} × {a['h']} ({size}) ≈ {a['gflops']:,g} GFLOP an image ({a['source']}; the whole "
            f"backbone, so a ceiling) → {a['rate']:,.4g} × {a['gflops']:,g} GFLOP ≈ {a['need']:,g} TFLOP/s sustained, "
            f"{a['per_line']:,g} TFLOP/s a line")


def _load_zh(a: Mapping[str, Any]) -> str:
    per = "每秒" if a["period"] == 1 else "每分钟"
    size = "按你说的尺寸" if a["size_said"] else "假设值：没说图像尺寸，按 PatchCore 自己的裁剪尺寸"
    return (f"这是连续的数据流，不是一批图：{a['lines']:,g} 条线 × 每条{per} {a['each']:,g} 张 = 每秒 {a['rate']:,.4g} 张，"
            f"全天不停。按吞吐量估算，模型用替代参考（假设值——请用你们自己的模型实测）：{a['name']}，"
            f"{a['w']} × {a['h']}（{size}）约 {a['gflops']:,g} GFLOP 一张（{a['source']}；按整个骨干网络算，是上限）→ "
            f"{a['rate']:,.4g} × {a['gflops']:,g} GFLOP ≈ 持续 {a['need']:,g} TFLOP/s，每条线 {a['per_line']:,g} TFLOP/s")


def _cards_en(a: Mapping[str, Any]) -> str:
    peak = f"dense FP16 {a['peak']:g} TFLOPS × {a['util']:g} sustained (ASSUMED) = " if a.get("peak") else ""
    limit = ("" if a.get("limit_ms") is None else
             f"; your {a['limit_ms']:g} ms an image leaves room for the memory-bank search and the transfer"
             if a.get("inside") else f"; the pass alone is over your {a['limit_ms']:g} ms an image")
    return (f"Cards: one {a['card']} keeps {peak}{a['sustained']:g} TFLOP/s → {a['ms']:g} ms of GPU an image; "
            f"with {a['headroom']:g}× headroom for peaks → {a['cards']} × {a['card']} "
            f"({a['busy']:.0%} busy at the mean rate). "
            "Run the backbone in TensorRT FP16 (INT8 after a calibration check) and time the memory-bank "
            f"nearest-neighbour search (FAISS on the GPU) apart on a pilot: against a large bank it can cost more than "
            f"the backbone{limit}")


def _cards_zh(a: Mapping[str, Any]) -> str:
    peak = f"稠密 FP16 {a['peak']:g} TFLOPS × {a['util']:g} 持续利用率（假设值）= " if a.get("peak") else ""
    limit = ("" if a.get("limit_ms") is None else
             f"；你要求每张 {a['limit_ms']:g} ms 内出结果，还留有特征库搜索和传输的余量" if a.get("inside")
             else f"；单是前向就超过你要求的每张 {a['limit_ms']:g} ms")
    return (f"卡数：一张 {a['card']} 持续约 {peak}{a['sustained']:g} TFLOP/s → 每张图 {a['ms']:g} ms GPU 时间；"
            f"留 {a['headroom']:g} 倍余量"
            f"应对高峰 → {a['cards']} 张 {a['card']}（平均负载下约 {a['busy']:.0%} 忙）。骨干网络用 TensorRT FP16"
            "（校准验证后可用 INT8），特征库最近邻搜索（GPU 上的 FAISS）要在试跑时单独计时：特征库大时它可能比骨干还贵"
            f"{limit}")


def _onsite_en(a: Mapping[str, Any]) -> str:
    return (f"Cloud does not fit: you said \"{a['said']}\", and renting would also mean sending ≈ {a['mb_s']:,g} MB/s of "
            f"raw pixels off site. Buy the cards above for an industrial PC or server in the plant, or an edge box a line "
            f"(a Jetson AGX Orin class module, or an L4 / RTX card in each line's industrial PC) that sustains "
            f"{a['per_line']:,g} TFLOP/s — × {a['lines']:,g} lines; no sustained throughput or purchase price is held "
            "here for Jetson modules: time one on a pilot and ask a vendor for a quote")


def _onsite_zh(a: Mapping[str, Any]) -> str:
    return (f"云端不适用：你说“{a['said']}”，而且租云还要把约 {a['mb_s']:,g} MB/s 的原始图像送出厂区。"
            f"在厂内买上面的卡装进工控机或服务器；或每条线一台边缘设备（Jetson AGX Orin 级模组，或每条线的工控机插一张 "
            f"L4 / RTX 卡），每台要持续 {a['per_line']:,g} TFLOP/s，共 {a['lines']:,g} 台；这里没有 Jetson 模组的持续吞吐量"
            "和采购价：先试跑一台实测，并向供应商询价")


def _rent_en(a: Mapping[str, Any]) -> str:
    if not a.get("price"):
        return f"{a['cards']} × {a['card']} held all month (a line runs all day): no row for it is priced here"
    where = " (rented outside the place you said)" if a.get("elsewhere") else ""
    return (f"Rented: {a['cards']} × {a['card']} held all month (a line runs all day, never spot) on {a['row']}{where} "
            f"at {a['price']}/h each → ≈ {a['month']} a month")


def _rent_zh(a: Mapping[str, Any]) -> str:
    if not a.get("price"):
        return f"{a['cards']} 张 {a['card']} 全月常驻（产线全天运转）：这里没有它的报价"
    where = "（在你说的地区以外租）" if a.get("elsewhere") else ""
    return (f"租用：{a['cards']} 张 {a['card']} 全月常驻（产线全天运转，不用竞价实例），{a['row']}{where}每张每小时 "
            f"{a['price']} → 每月约 {a['month']}")


ENTRIES: dict[str, E] = {
    "stream.load": E(_load_en, _load_zh),
    "stream.cards": E(_cards_en, _cards_zh),
    "stream.onsite": E(_onsite_en, _onsite_zh),
    "stream.rent": E(_rent_en, _rent_zh),
}
