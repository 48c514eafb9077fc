"""The words of tools/detector_rows.py's messages: a named DETR-family detector (RT-DETRv2, D-FINE, RF-DETR) on a
camera fleet or in a fine-tune — the held row it is sized on, the frame rate and the cards, the video decode, the
month held, and the variant's licence."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _nearest_en(a: Mapping[str, Any]) -> str:
    return (f"{a['name']} ({a['params']:g} M parameters) publishes no FLOPs: sized on {a['ref']} ({a['ref_params']:g} M, "
            f"{a['gflops']:g} GFLOPs at {a['size']} px), the nearest held row in size — an assumption: time one epoch "
            "on a pilot and rescale")


def _nearest_zh(a: Mapping[str, Any]) -> str:
    return (f"{a['name']}（{a['params']:g}M 参数）没有公开 FLOPs：按大小最接近的已收录型号 {a['ref']}（{a['ref_params']:g}M，"
            f"{a['size']} 像素下 {a['gflops']:g} GFLOPs）估算——这是假设：先试跑一个 epoch 计时再按比例换算")


def _licence_en(a: Mapping[str, Any]) -> str:
    if a["pml"]:
        return (f"Licence: {a['name']} is under Roboflow's Platform Model License 1.0 (code and weights need an "
                f"active Roboflow plan or agreement; {a['source']}), not the Apache-2.0 of RF-DETR N / S / M / L — a "
                "closed commercial product reads those terms first or stays on an Apache-2.0 size")
    if a.get("agpl"):
        return (f"Licence: {a['name']} is AGPL-3.0 ({a['source']}): a closed product needs the Ultralytics Enterprise "
                "License, or an Apache-2.0 detector (RT-DETRv2, D-FINE, RF-DETR N–L) at a like frame time")
    return f"Licence: {a['name']} is {a['licence']} ({a['source']}): commercial use allowed"


def _licence_zh(a: Mapping[str, Any]) -> str:
    if a["pml"]:
        return (f"许可：{a['name']} 采用 Roboflow 的 Platform Model License 1.0（代码和权重需要有效的 Roboflow 套餐或协议；"
                f"{a['source']}），不是 RF-DETR N / S / M / L 的 Apache-2.0——闭源商用产品要先读这份条款，或改用 "
                "Apache-2.0 的尺寸")
    if a.get("agpl"):
        return (f"许可：{a['name']} 是 AGPL-3.0（{a['source']}）：闭源产品需要 Ultralytics 企业许可，或换用帧耗时相近的 "
                "Apache-2.0 检测器（RT-DETRv2、D-FINE、RF-DETR N–L）")
    return f"许可：{a['name']} 是 {a['licence']}（{a['source']}）：可以商用"


def _camera_en(a: Mapping[str, Any]) -> str:
    on = (f"{a['ref']}'s {a['ms']:.2f} ms, the nearest held row in size (an assumption: time yours on a pilot)"
          if a["nearest"] else f"{a['ms']:.2f} ms")
    return (f"{a['name']} on {a['cameras']:,.0f} cameras × {a['fps']:g} frames a second = {a['frames']:,.0f} frames/s; "
            f"at {on} a frame on one T4 (TensorRT FP16, batch 1; {a['source']}) that is {a['frames']:,.0f} × "
            f"{a['ms']:.2f} ms → {a['cards']} T4 for the detector (batching frames raises a card's rate)")


def _camera_zh(a: Mapping[str, Any]) -> str:
    on = (f"按大小最接近的 {a['ref']} 的 {a['ms']:.2f} 毫秒（假设：请试跑实测）" if a["nearest"] else f"{a['ms']:.2f} 毫秒")
    return (f"{a['name']}：{a['cameras']:,.0f} 路摄像头 × 每秒 {a['fps']:g} 帧 = 每秒 {a['frames']:,.0f} 帧；"
            f"一张 T4 每帧 {on}（TensorRT FP16，batch 1；{a['source']}），{a['frames']:,.0f} × {a['ms']:.2f} 毫秒 → "
            f"检测需要 {a['cards']} 张 T4（多帧合批可再提高单卡吞吐）")


def _decode_en(a: Mapping[str, Any]) -> str:
    rate = f"{a['native']:g} fps" + ("" if a["native_said"] else " (assumed: a CCTV stream's usual rate; say yours)")
    return (f"Decode: each camera's full stream is decoded, not only the frames you detect on: {a['cameras']:,.0f} × "
            f"{rate} = {a['frames']:,.0f} 1080p frames/s; one T4's NVDEC decodes ≈ {a['per_t4']:,} (from memory, "
            f"re-check) → {a['cards']} T4 of decode. Pull the NVR's sub-stream at {a['fps']:g} fps (or decode "
            f"keyframes only) and it falls to {a['sub_cards']} — decode, not the detector, often sizes a camera box")


def _decode_zh(a: Mapping[str, Any]) -> str:
    rate = f"每秒 {a['native']:g} 帧" + ("" if a["native_said"] else "（假设：监控码流的常见帧率；请告诉我实际值）")
    return (f"解码：每路摄像头的完整码流都要解码，不只是送去检测的帧：{a['cameras']:,.0f} 路 × {rate} = 每秒 "
            f"{a['frames']:,.0f} 帧 1080p；一张 T4 的 NVDEC 约每秒解 {a['per_t4']:,} 帧（凭记忆，请复核）→ 解码需要 "
            f"{a['cards']} 张 T4。改拉 NVR 的子码流（每秒 {a['fps']:g} 帧）或只解关键帧，可降到 {a['sub_cards']} 张"
            "——多路摄像头的机器往往是解码而不是检测决定卡数")


def _month_en(a: Mapping[str, Any]) -> str:
    if not a["row"]:
        return f"Plan: {a['cards']} T4-class cards held all month (no priced T4 row here: import your quote)"
    return (f"Plan: {a['cards']} × T4 held all month (the larger of detection and decode), {a['row']} at {a['price']}/h "
            f"→ ≈ {a['month']} a month; an L4 (4 NVDEC) does the same with fewer cards — time both on a pilot")


def _month_zh(a: Mapping[str, Any]) -> str:
    if not a["row"]:
        return f"方案：{a['cards']} 张 T4 级的卡全月常开（这里没有 T4 的报价：请导入你的报价）"
    return (f"方案：{a['cards']} 张 T4 全月常开（取检测与解码两者中较大的卡数），{a['row']} 每小时 {a['price']} → "
            f"约 {a['month']}/月；L4（4 个 NVDEC）可用更少的卡做到——两者都先试跑实测")


ENTRIES: dict[str, E] = {
    "det.ingest": E(
        "Ingest: {cameras:,.0f} streams × {low:g}–{high:g} Mbit/s (a 1080p H.264 stream, assumed; read yours off the "
        "NVR) = {gbps_low:,.1f}–{gbps_high:,.1f} Gbit/s into the cloud, sustained all month — size the uplink and the "
        "ingest bill beside the cards, or detect at the edge and send only the events",
        "接入带宽：{cameras:,.0f} 路 × {low:g}–{high:g} Mbit/s（1080p H.264 码流，假设；请看录像机上的实际码率）= "
        "{gbps_low:,.1f}–{gbps_high:,.1f} Gbit/s 持续上传到云端——上行链路和流量费要和显卡一起算，或在边缘端检测、只上传事件"),
    "det.nearest": E(_nearest_en, _nearest_zh),
    "det.licence": E(_licence_en, _licence_zh),
    "det.camera": E(_camera_en, _camera_zh),
    "det.decode": E(_decode_en, _decode_zh),
    "det.month": E(_month_en, _month_zh),
}
