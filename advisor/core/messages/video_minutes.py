"""Words for tools.video_minutes: an amount of video said as time, made as the model's clips."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "gen.video.minutes": E(
        "the video asked for is {seconds:,.0f} s of footage: at {clip:g} s a clip (the model's measured clip) that is "
        "{clips:,.0f} clips, each generated in full, not one clip a minute",
        "所需视频共 {seconds:,.0f} 秒：按每段 {clip:g} 秒（该模型实测的片段长度）需生成 {clips:,.0f} 段，每段都要完整生成，"
        "不是每分钟一段"),
}
