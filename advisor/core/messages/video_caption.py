"""The words of advisor/core/video_caption_read.py: a VLM batch over video clips."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _rate_en(a: Mapping[str, Any]) -> str:
    return f"{a.get('fps', 2):g} a second, as you said" if a.get("fps_said") else "2 a second, the default"


def _rate_zh(a: Mapping[str, Any]) -> str:
    return f"按你说的每秒 {a.get('fps', 2):g} 帧" if a.get("fps_said") else "默认每秒 2 帧"


def _lever_en(a: Mapping[str, Any]) -> str:
    if "low_tokens" not in a or a["low_tokens"] >= a["tokens"]:
        return ""
    return (f". The lever: sample {a['low_fps']:g} frame a second and scale each frame to {a['low_w']}×{a['low_h']} "
            f"(set fps and max_pixels in the processor; check the tags on a pilot): {a['low_frames']} frames → "
            f"{a['low_pair']:,} tokens a pair → {a['low_tokens']:,} visual tokens a clip instead of {a['tokens']:,}, "
            "and the prefill falls in proportion (say the sampling, e.g. \"at 1 fps\", and I price it)")


def _lever_zh(a: Mapping[str, Any]) -> str:
    if "low_tokens" not in a or a["low_tokens"] >= a["tokens"]:
        return ""
    return (f"。可调的杠杆：每秒只抽 {a['low_fps']:g} 帧、每帧缩到 {a['low_w']}×{a['low_h']}（在处理器里设 fps 和 max_pixels；"
            f"先试跑核对标签质量）：{a['low_frames']} 帧 → 每组 {a['low_pair']:,} 个 token → 每段 {a['low_tokens']:,} 个视觉 "
            f"token（而不是 {a['tokens']:,}），预填充按比例下降（说明抽帧率，如“每秒抽1帧”，我按它重新定价）")


def _lever_verdict_en(a: Mapping[str, Any]) -> str:
    budget = a.get("budget") or "the budget"
    return {"yes": f" That is within {budget}: the sampling, not the card, decides this budget.",
            "no": f" Even so it is over {budget}.",
            "depends": (f" That is within {budget} at a quote of {a.get('money')} per GPU-hour or less (my catalog has no "
                        "public price for it there).")}.get(str(a.get("verdict")), "")


def _lever_verdict_zh(a: Mapping[str, Any]) -> str:
    budget = a.get("budget") or "预算"
    return {"yes": f"这样在{budget}之内：决定预算够不够的是抽帧，不是卡。",
            "no": f"即使这样也超出{budget}。",
            "depends": f"报价不超过每 GPU 小时 {a.get('money')} 就在{budget}之内（目录里那里没有它的公开价格）。"
            }.get(str(a.get("verdict")), "")


def _decode_en(a: Mapping[str, Any]) -> str:
    if "footage_h" not in a:
        return ""
    return (f". Before the GPU, the clips are decoded on CPU: {a['footage_h']:,.0f} h of footage a batch, ≈ "
            f"{a['core_h']:,.1f} core-hours at an assumed 0.5 core-second a clip (seeking to the sampled frames; a "
            "full decode costs several times more): give the server enough CPU cores, or decode on NVDEC, and time "
            "it on a pilot")


def _decode_zh(a: Mapping[str, Any]) -> str:
    if "footage_h" not in a:
        return ""
    return (f"。GPU 之前要先在 CPU 上解码抽帧：每批 {a['footage_h']:,.0f} 小时的视频，按假设每段 0.5 核·秒（跳到抽帧位置解码；"
            f"完整解码要多几倍）≈ {a['core_h']:,.1f} 核·小时：服务器要配够 CPU 核，或用 NVDEC 硬解，先试跑计时")


ENTRIES: dict[str, E] = {
    "video_caption.clips": E(
        lambda a: (f"captioning {a['clips']:,} clips of {a['seconds']:g} s with a vision-language model is a batch of "
                   f"{a['clips']:,} requests (the clips are read, not generated): each clip {a['frames']} frames "
                   f"({_rate_en(a)}) at {a['w']}×{a['h']}"
                   + (f" (scaled from {a['scaled_from']}, as you said)" if a.get("scaled_from") else "")
                   + (" (720p assumed: say the frame size)" if a["assumed"] else "")
                   + f", two frames a grid of {a['pair']:,} visual tokens → {a['tokens']:,} visual tokens + {a['instr']} "
                   f"of instruction = {a['prompt']:,}-token prompts ({a['source']}); the answer below is priced at "
                   "these defaults" + _lever_en(a) + _decode_en(a)),
        lambda a: (f"用视觉语言模型给 {a['clips']:,} 段 {a['seconds']:g} 秒的视频写描述，是 {a['clips']:,} 个请求的批处理"
                   f"（读视频，不是生成视频）：每段抽 {a['frames']} 帧（{_rate_zh(a)}），{a['w']}×{a['h']}"
                   + (f"（按你说的从 {a['scaled_from']} 缩小）" if a.get("scaled_from") else "")
                   + ("（按 720p 假设：请说明分辨率）" if a["assumed"] else "")
                   + f"，每两帧一组 {a['pair']:,} 个视觉 token → {a['tokens']:,} 个视觉 token + {a['instr']} 个指令 token = "
                   f"{a['prompt']:,} token 的输入（{a['source']}）；下面的方案按这个抽帧定价" + _lever_zh(a)
                   + _decode_zh(a))),
    # the lever re-sized by the recommender (advisor.core.conversation._video_lever): its plan and its budget verdict
    "video_caption.lever_priced": E(
        lambda a: (f"Priced at the lever ({a['low_fps']:g} frame a second, each frame {a['low_w']}×{a['low_h']}: "
                   f"{a['low_tokens']:,} visual tokens a clip instead of {a['tokens']:,}; check the tags on a pilot), "
                   f"the same batch: {str(a['plan']).rstrip('.')}." + _lever_verdict_en(a)),
        lambda a: (f"按杠杆定价（每秒抽 {a['low_fps']:g} 帧、每帧缩到 {a['low_w']}×{a['low_h']}：每段 {a['low_tokens']:,} "
                   f"个视觉 token，而不是 {a['tokens']:,}；先试跑核对标签质量），同一批任务：{str(a['plan']).rstrip('。')}。"
                   + _lever_verdict_zh(a))),
    "video_caption.no_rule": E(
        "captioning {clips:,} clips of {seconds:g} s with a vision-language model is a batch of {clips:,} requests (the "
        "clips are read, not generated); this model's video sampling has no rule here, so each clip's visual tokens "
        "are not computed: time one clip on a pilot and say its prompt length",
        "用视觉语言模型给 {clips:,} 段 {seconds:g} 秒的视频写描述，是 {clips:,} 个请求的批处理（读视频，不是生成视频）；"
        "这里没有这个模型抽帧的规则，没有计算每段的视觉 token：先试跑一段计时，并告诉我输入长度"),
}
