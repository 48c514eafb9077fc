"""The words of advisor/core/camera_read.py: cameras watched by a named VLM read as frames a second to it."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # the first reading: cameras × one frame every N s, each frame one request, and the sampling lever
    "camera_read.frames": E(
        "{cams:,} cameras × one frame every {every:g} s{assumed} = {rate:,.4g} frames/s to the VLM, all day: "
        "each frame is one request of {prompt:,} tokens ({vis:,} visual + a {instr}-token instruction, assumed) and a "
        "{out}-token verdict (assumed; measure on a pilot). The sampling interval is the lever: every {twice:g} s "
        "halves the load, and a motion or detector gate in front of the VLM calls it only on frames that changed",
        "{cams:,} 个摄像头 × 每 {every:g} 秒一帧{assumed} = 每秒 {rate:,.4g} 帧送入 VLM，全天不停："
        "每帧一次请求，输入 {prompt:,} token"
        "（{vis:,} 个视觉 token + 约 {instr} token 指令，假设值），输出约 {out} token 的判定（假设值，请小规模试跑实测）。"
        "抽帧间隔是最大的杠杆：改成每 {twice:g} 秒一帧，负载减半；在 VLM 前加移动侦测或小检测模型，只把有变化的帧送进去"),
    # no interval said: the assumed one, and the question
    "camera_read.interval_assumed": E(
        " (no interval said: assumed — how often is each camera sampled?)",
        "（没说抽帧间隔：假设值——每个摄像头多久抽一帧？）"),
    # a follow-up changing the cameras or the interval: the frames as before, and the event gate at this rate
    "camera_read.rate": E(
        "{cams:,} cameras × one frame every {every:g} s = {rate:,.4g} frames/s to the VLM, the frames as before. At "
        "this rate a motion or detector gate in front of the VLM is the design: sent only the frames that changed "
        "(e.g. 5 %), it needs a twentieth of the cards",
        "{cams:,} 个摄像头 × 每 {every:g} 秒一帧 = 每秒 {rate:,.4g} 帧送入 VLM，每帧同上。到这个量级应改成事件触发："
        "VLM 前加移动侦测或小检测模型，只送有变化的帧（例如 5 %），卡数约为二十分之一"),
}
