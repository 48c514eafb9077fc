"""The words of advisor/core/video_caption_read.py: a VLM batch over video clips."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "video_caption.clips": E(
        lambda a: (f"captioning {a['clips']:,} clips of {a['seconds']:g} s with a vision-language model is a batch of "
                   f"{a['clips']:,} requests (the clips are read, not generated): each clip {a['frames']} frames "
                   f"(2 a second) at {a['w']}×{a['h']}" + (" (720p assumed: say the frame size)" if a["assumed"] else "")
                   + f", two frames a grid of {a['pair']:,} visual tokens → {a['tokens']:,} visual tokens + {a['instr']} "
                   f"of instruction = {a['prompt']:,}-token prompts ({a['source']}); fewer frames a second "
                   "(fps=1) or a lower max_pixels halves the prompt"),
        lambda a: (f"用视觉语言模型给 {a['clips']:,} 段 {a['seconds']:g} 秒的视频写描述，是 {a['clips']:,} 个请求的批处理"
                   f"（读视频，不是生成视频）：每段抽 {a['frames']} 帧（每秒 2 帧），{a['w']}×{a['h']}"
                   + ("（按 720p 假设：请说明分辨率）" if a["assumed"] else "")
                   + f"，每两帧一组 {a['pair']:,} 个视觉 token → {a['tokens']:,} 个视觉 token + {a['instr']} 个指令 token = "
                   f"{a['prompt']:,} token 的输入（{a['source']}）；每秒少抽帧（fps=1）或调低 max_pixels 可减半输入")),
    "video_caption.no_rule": E(
        "captioning {clips:,} clips of {seconds:g} s with a vision-language model is a batch of {clips:,} requests (the "
        "clips are read, not generated); this model's video sampling has no rule here, so each clip's visual tokens "
        "are not computed: time one clip on a pilot and say its prompt length",
        "用视觉语言模型给 {clips:,} 段 {seconds:g} 秒的视频写描述，是 {clips:,} 个请求的批处理（读视频，不是生成视频）；"
        "这里没有这个模型抽帧的规则，没有计算每段的视觉 token：先试跑一段计时，并告诉我输入长度"),
}
