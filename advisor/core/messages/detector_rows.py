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


def _per_card_en(a: Mapping[str, Any]) -> str:
    rest = "".join(f", an {g} ≈ {f:,.0f} (× its {tf:g} ÷ the T4's {a['t4_fp16']:g} dense FP16 TFLOPS, a scaling "
                   "assumption)" for g, f, tf in zip(a["gpus"][1:], a["det_fps"][1:], a["tflops"][1:]))
    return f"≈ {a['det_fps'][0]:,.0f} frames/s a T4 with frames from many streams batched 8–32 (DeepStream / Triton dynamic " \
           f"batching; {a['gain']:g}× batch 1 assumed — a pilot measures it){rest}"


def _camera_en(a: Mapping[str, Any]) -> str:
    on = (f"{a['ref']}'s {a['ms']:.2f} ms a frame, the nearest held row in size (an assumption: time yours on a "
          "pilot)" if a["nearest"] else f"{a['ms']:.2f} ms a frame")
    cards = " or ".join(f"{n} {g}" for g, n in zip(a["gpus"], a["det_cards"]))
    said = "" if a.get("fps_said", True) else " (assumed: counting and heat maps need ≈ 5–10; say yours)"
    a = {**a, "name": f"{a['name']} + {a['stage']}"} if a.get("stage") else a
    return (f"{a['name']} on {a['cameras']:,.0f} cameras × {a['fps']:g} frames a second{said} = {a['frames']:,.0f} "
            "frames/s; "
            f"one T4 runs {a['b1']:,.0f} frames/s at batch 1 ({on}; TensorRT FP16; {a['source']}), "
            f"{_per_card_en(a)} → {cards} for the detector")


def _camera_zh(a: Mapping[str, Any]) -> str:
    on = (f"{a['ms']:.2f} 毫秒，按大小最接近的 {a['ref']} 计（假设：请试跑实测）" if a["nearest"] else f"{a['ms']:.2f} 毫秒")
    rest = "".join(f"，{g} 约 {f:,.0f}（按其 {tf:g} ÷ T4 {a['t4_fp16']:g} 的 FP16 稠密 TFLOPS 换算，属比例假设）"
                   for g, f, tf in zip(a["gpus"][1:], a["det_fps"][1:], a["tflops"][1:]))
    cards = " 或 ".join(f"{n} 张 {g}" for g, n in zip(a["gpus"], a["det_cards"]))
    said = "" if a.get("fps_said", True) else "（假设：人流计数、热力图每秒约 5–10 帧就够；请告诉我实际值）"
    a = {**a, "name": f"{a['name']} + {a['stage']}"} if a.get("stage") else a
    return (f"{a['name']}：{a['cameras']:,.0f} 路摄像头 × 每秒 {a['fps']:g} 帧{said} = 每秒 {a['frames']:,.0f} 帧；"
            f"一张 T4 在 batch 1 下每秒 {a['b1']:,.0f} 帧（每帧 {on}，TensorRT FP16；{a['source']}），"
            f"多路画面合批 8–32 帧（DeepStream / Triton 动态合批；按 batch 1 的 {a['gain']:g} 倍假设，请试跑实测）"
            f"约每秒 {a['det_fps'][0]:,.0f} 帧{rest} → 检测需要 {cards}")


def _decode_en(a: Mapping[str, Any]) -> str:
    rate = f"{a['native']:g} fps" + ("" if a["native_said"] else " (assumed: a CCTV stream's usual rate; say yours)")
    fits = list(zip(a["gpus"], a["engines"], a["dec_cards"], a["sub"]))
    per = ", ".join(f"{g} ({e} NVDEC) {n}" for g, e, n, _ in fits)
    sub = " / ".join(f"{s} {g}" for g, _, _, s in fits)
    return (f"Decode: each camera's full stream is decoded, not only the frames you detect on: {a['cameras']:,.0f} × "
            f"{rate} = {a['frames']:,.0f} 1080p frames/s; one NVDEC engine decodes ≈ {a['per_engine']:,.0f} (a T4's "
            f"{a['per_t4']:,} over its 2, from NVIDIA's 38-stream figure; other chips' engines assumed alike, "
            f"re-check) → cards of decode: {per}. Pull the NVR's sub-stream at {a['fps']:g} fps (or decode "
            f"keyframes only) and it falls to {sub} — decode, not the detector, often sizes a camera box")


def _decode_zh(a: Mapping[str, Any]) -> str:
    rate = f"每秒 {a['native']:g} 帧" + ("" if a["native_said"] else "（假设：监控码流的常见帧率；请告诉我实际值）")
    fits = list(zip(a["gpus"], a["engines"], a["dec_cards"], a["sub"]))
    per = "，".join(f"{g}（{e} 个 NVDEC）{n} 张" for g, e, n, _ in fits)
    sub = " / ".join(f"{s} 张 {g}" for g, _, _, s in fits)
    return (f"解码：每路摄像头的完整码流都要解码，不只是送去检测的帧：{a['cameras']:,.0f} 路 × {rate} = 每秒 "
            f"{a['frames']:,.0f} 帧 1080p；一个 NVDEC 引擎约每秒解 {a['per_engine']:,.0f} 帧（T4 的 {a['per_t4']:,} "
            f"除以它的 2 个引擎，来自 NVIDIA 的 38 路数字；其他芯片按同一单引擎速度假设，请复核）→ 解码需要：{per}。"
            f"改拉 NVR 的子码流（每秒 {a['fps']:g} 帧）或只解关键帧，可降到 {sub}"
            "——多路摄像头的机器往往是解码而不是检测决定卡数")


def _month_en(a: Mapping[str, Any]) -> str:
    if not a["row"]:
        return (f"Plan: {a['cards']} {a['gpu']}-class cards held all month (detector {a['det']}, decode {a['dec']}; no "
                "priced row here: import your quote)")
    others = f"; {a['other']}" if a["other"] else ""
    return (f"Plan: {a['cards']} × {a['gpu']} held all month (the larger of detector {a['det']} and decode {a['dec']}), "
            f"{a['row']} at {a['price']}/h → ≈ {a['month']} a month{others}" + (
                f". Detecting {a['half_fps']:g} fps a camera (often enough for counting; a tracker between) needs "
                f"{a['half_cards']} {a['gpu']}" if a["half_cards"] else "") + " — time it on a pilot")


def _month_zh(a: Mapping[str, Any]) -> str:
    if not a["row"]:
        return (f"方案：{a['cards']} 张 {a['gpu']} 级的卡全月常开（检测 {a['det']}，解码 {a['dec']}；这里没有报价：请导入你的"
                "报价）")
    others = f"；{a['other']}" if a["other"] else ""
    return (f"方案：{a['cards']} 张 {a['gpu']} 全月常开（取检测 {a['det']} 与解码 {a['dec']} 两者中较大的卡数），{a['row']} "
            f"每小时 {a['price']} → 约 {a['month']}/月{others}" + (
                f"。每路只检测每秒 {a['half_fps']:g} 帧（计数通常够用，中间用跟踪补帧）只需 {a['half_cards']} 张 {a['gpu']}"
                if a["half_cards"] else "") + "——先试跑实测")


def _proposal_en(a: Mapping[str, Any]) -> str:
    ok = a["det_ok"] and a["dec_ok"]
    short = " and ".join(w for w, b in (("the detector", a["det_ok"]), ("decode", a["dec_ok"])) if not b)
    spare = f" — more than it takes: {a['cards']} do it" if a["spare"] else ""
    cost = f" — ≈ {a['month']} a month held, against the plan above" if a["month"] else ""
    verdict = (f"enough{spare}, if the pilot confirms the batched rate{cost}" if ok else
               f"short on {short}: it takes {a['cards']} {a['gpu']} (detector {a['det_cards']}, decode "
               f"{a['dec_cards']})" + (f", ≈ {a['month']} a month" if a["month"] else ""))
    return (f"Your {a['n']} × {a['gpu']}: detector capacity {a['n']} × {a['det_fps']:,.0f} = {a['det_total']:,.0f} "
            f"frames/s vs {a['frames']:,.0f} needed; NVDEC {a['n']} × {a['engines']} engines ≈ {a['dec_total']:,.0f} "
            f"1080p frames/s vs {a['dec_frames']:,.0f} to decode → {verdict}")


def _proposal_zh(a: Mapping[str, Any]) -> str:
    ok = a["det_ok"] and a["dec_ok"]
    short = "和".join(w for w, b in (("检测", a["det_ok"]), ("解码", a["dec_ok"])) if not b)
    spare = f"，而且超出所需：{a['cards']} 张就够" if a["spare"] else ""
    cost = f"——全月常开约 {a['month']}/月，对比上面的方案" if a["month"] else ""
    verdict = (f"够用{spare}（以试跑确认合批后的吞吐为准）{cost}" if ok else
               f"{short}不够：需要 {a['cards']} 张 {a['gpu']}（检测 {a['det_cards']}，解码 {a['dec_cards']}）"
               + (f"，约 {a['month']}/月" if a["month"] else ""))
    return (f"你们设想的 {a['n']} 张 {a['gpu']}：检测能力 {a['n']} × {a['det_fps']:,.0f} = 每秒 {a['det_total']:,.0f} 帧，"
            f"需要 {a['frames']:,.0f}；NVDEC {a['n']} × {a['engines']} 个引擎约每秒 {a['dec_total']:,.0f} 帧 1080p，"
            f"需要解 {a['dec_frames']:,.0f} → {verdict}")


def _reid_en(a: Mapping[str, Any]) -> str:
    return (f"Re-ID: {a['name']} embeds each person box ({a['gflops']:.2f} GFLOPs a 256×128 crop; {a['source']}); "
            f"{a['persons']} people a frame (assumed: a busy mall view; say yours) = {a['total_gflops']:.1f} GFLOPs, "
            f"≈ {a['ms']:.2f} ms on a T4 at {a['det']}'s own achieved rate (no published OSNet T4 time: an assumption, "
            f"time it on a pilot) → {a['det_ms']:.2f} + {a['ms']:.2f} = {a['frame_ms']:.2f} ms a frame, the figure the "
            "cards below are sized on")


def _reid_zh(a: Mapping[str, Any]) -> str:
    return (f"行人重识别（re-ID）：{a['name']} 为每个行人框提取特征（256×128 裁剪图每张 {a['gflops']:.2f} GFLOPs；"
            f"{a['source']}）；"
            f"每帧按 {a['persons']} 人计（假设：商场繁忙画面；请告诉我实际值）= {a['total_gflops']:.1f} GFLOPs，"
            f"按 {a['det']} 在 T4 上实际达到的算力折算约 {a['ms']:.2f} 毫秒（没有公开的 OSNet T4 实测：属假设，请试跑实测）"
            f"→ 每帧 {a['det_ms']:.2f} + {a['ms']:.2f} = {a['frame_ms']:.2f} 毫秒，下面的卡数按此计算")


ENTRIES: dict[str, E] = {
    "det.reid": E(_reid_en, _reid_zh),
    "det.people_default": E(
        "People counting / re-ID with no detector named: sized on {name} as the person detector (Apache-2.0, the "
        "smallest timed row here; assumed — a YOLO-class or RT-DETR detector at a like frame time plans the same) plus "
        "a small re-ID net; both run on small inference cards (T4 / L4 class), not on training GPUs",
        "人流统计 / 行人重识别没有指定检测模型：按 {name} 做行人检测（Apache-2.0，这里收录的最小已测型号；属假设——"
        "帧耗时相近的 YOLO 类或 RT-DETR 检测器结论相同）加一个小型 re-ID 网络估算；两者都跑在 T4 / L4 这类小推理卡上，"
        "用不上训练用的大卡"),
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
    "det.proposal": E(_proposal_en, _proposal_zh),
    "det.other": E("{cards} × {gpu} ≈ {month} a month", "{cards} 张 {gpu} 约 {month}/月"),
}
