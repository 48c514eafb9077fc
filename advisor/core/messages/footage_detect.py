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


def _anon(a: Mapping[str, Any], zh: bool) -> str:
    """What anonymising stored video is: a batch over the files, four stages, and the detector (assumed or named)."""
    det = ((f"检测器按 {a['name']} 估算（假设：Apache-2.0，要在人脸 + 车牌上微调；人脸也可用 OpenCV Zoo 的 YuNet，"
            "Apache-2.0；InsightFace 的人脸模型仅限非商业研究）" if a["assumed"] else f"检测器：{a['name']}") if zh else
           (f"the detector sized is {a['name']} (assumed: Apache-2.0, fine-tuned on faces + plates; YuNet from "
            "OpenCV Zoo, Apache-2.0, also finds faces; InsightFace's face models are non-commercial research only)"
            if a["assumed"] else f"the detector: {a['name']}"))
    if zh:
        return (f"这是对已存 {a['hours']:,.0f} 小时视频的一次性批处理（不是在线摄像头服务）：解码 → 检测人脸和车牌 → "
                f"模糊 → 重新编码；{det}。每一帧都检测（漏一帧就漏一张脸）")
    return (f"This is a batch over {a['hours']:,.0f} h of stored video, not a live camera service: decode → detect "
            f"faces and plates → blur → re-encode; {det}. Every frame is detected (one missed frame leaks a face)")


def _encode(a: Mapping[str, Any], zh: bool) -> str:
    """The re-encode of an anonymisation batch: the T4's NVENC hours, which engine sets the pace, and the per-card
    NVENC / NVDEC table (tools.footage_detect.VIDEO_ENGINES) — A100 / H100 have no NVENC."""
    eng = list(a["engines"])  # flat: card, NVENC, NVDEC, card, …
    table = "; ".join(f"{eng[i]} {eng[i + 1]} / {eng[i + 2]}" for i in range(0, len(eng) - 2, 3))
    bound = {"encode": ("编码", "the encode"), "detect": ("检测", "the detection"), "decode": ("解码", "the decode")}[
        a["bound"]][0 if zh else 1]
    where = ((f"；按 {a['where']} {a['rate']}/小时计价" if zh else f"; priced at {a['where']}, {a['rate']}/h")
             if a.get("where") else "")
    if zh:
        return (f"重新编码：每帧都要再写一遍（H.264），T4 的 1 个 NVENC 约 {a['per_nvenc']:,.0f} 帧/秒（中等预设，假设，"
                f"试跑实测）= {a['encode']:,.1f} T4 小时；检测 {a['detect']:,.1f}、解码 {a['decode']:,.1f}——"
                f"三个引擎在同一张卡上并行，节奏由{bound}决定{where}。各卡 NVENC / NVDEC 数（NVIDIA Video Encode and "
                f"Decode GPU Support Matrix）：{table}。A100 / H100 没有 NVENC：编码落到 CPU 上（x264，每台机器的"
                "编码速度远低于 NVENC），所以租 H100 做这件事是选错了卡；L4（2 个 NVENC）、L40S（3 个）每张卡的"
                "编码快 2–3 倍")
    return (f"Re-encode: every frame is written again (H.264); the T4's one NVENC at ≈ {a['per_nvenc']:,.0f} frames/s "
            f"(a medium preset, assumed — the pilot measures it) = {a['encode']:,.1f} T4-hours, beside "
            f"{a['detect']:,.1f} of detection and {a['decode']:,.1f} of decode — the three engines run at once on the "
            f"card, so {bound} sets the pace{where}. NVENC / NVDEC engines a card (NVIDIA's Video Encode and Decode "
            f"GPU Support Matrix): {table}. A100 and H100 have no NVENC: the encode falls to the CPUs (x264, "
            "far slower per machine than NVENC), so H100s are the wrong card for this "
            "job; an L4 (2 NVENC) or L40S (3) encodes 2–3× faster per card than the T4")


def _deadline(a: Mapping[str, Any], zh: bool) -> str:
    """The stated deadline set against the job's wall on the cards sized for it (tools.footage_detect.footage_lines)."""
    if a["over"]:
        if zh:
            return (f"你的期限 {a['wall']:,.0f} 小时（{a['wall_days']:,.1f} 天）要 {a['cards']} 张 T4 同时跑，超过一次能租到的 "
                    f"{a['max']} 台：{a['max']} 张也要约 {a['at_max']:,.0f} 小时（{a['at_max_days']:,.1f} 天），赶不上；"
                    "要赶上就降低抽帧率（例如每秒 2 帧）或换更小的检测器，或分给几家云同时跑")
        return (f"Your deadline, {a['wall']:,.0f} h ({a['wall_days']:,.1f} days), needs {a['cards']} × T4 at once — more "
                f"than one order rents ({a['max']}): {a['max']} cards take ≈ {a['at_max']:,.0f} h ({a['at_max_days']:,.1f} "
                "days), past it. To meet it sample fewer frames (e.g. 2 a second) or run a smaller detector, or split the "
                "files across providers")
    one = (f"一张 T4 单独跑要约 {a['one']:,.0f} 小时（{a['one_days']:,.1f} 天）" +
           ("，也赶得上" if a["one"] <= a["wall"] else "，赶不上") if zh else
           f"one T4 alone would take ≈ {a['one']:,.0f} h ({a['one_days']:,.1f} days), "
           + ("also inside it" if a["one"] <= a["wall"] else "past it"))
    if zh:
        return (f"你的期限 {a['wall']:,.0f} 小时（{a['wall_days']:,.1f} 天）：{a['cards']} 张 T4 同时跑，每张约 "
                f"{a['each']:,.0f} 小时（{a['each_days']:,.1f} 天）跑完，" + ("在期限内" if a["met"] else "超出期限")
                + f"；{one}")
    return (f"Your deadline, {a['wall']:,.0f} h ({a['wall_days']:,.1f} days): {a['cards']} × T4 at once finish in "
            f"≈ {a['each']:,.0f} h ({a['each_days']:,.1f} days) each — " + ("inside it" if a["met"] else "past it")
            + f"; {one}")


def _assumed(a: Mapping[str, Any], zh: bool) -> str:
    """The detector sized when the message named none, or named YOLO with no version."""
    if a["kind"] == "yolo":
        return (f"没说 YOLO 的版本：按 {a['name']} 估算（假设：Ultralytics 当前版本的中号；n / s 更快，l / x 更慢）" if zh
                else f"No YOLO version said: sized on {a['name']} (assumed: the current Ultralytics release, medium; "
                     "n / s run faster, l / x slower)")
    return (f"没说用哪个检测器：按 {a['name']} 估算（假设：Apache-2.0、COCO 预训练，人、车等常见类别；"
            "要检测别的东西需先微调）" if zh
            else f"No detector named: sized on {a['name']} (assumed: Apache-2.0, COCO-pretrained — people, vehicles and "
                 "the other common classes; other objects need a fine-tune first)")


ENTRIES = {
    "footage.assumed": E(lambda a: _assumed(a, False), lambda a: _assumed(a, True)),
    "footage.deadline": E(lambda a: _deadline(a, False), lambda a: _deadline(a, True)),
    "footage.anon": E(lambda a: _anon(a, False), lambda a: _anon(a, True)),
    "footage.encode": E(lambda a: _encode(a, False), lambda a: _encode(a, True)),
    "footage.head": E(lambda a: _head(a, False), lambda a: _head(a, True)),
    "footage.work": E(lambda a: _work(a, False), lambda a: _work(a, True)),
}
