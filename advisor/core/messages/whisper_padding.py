"""Whisper's 30 s padding on a fine-tune of short clips (tools.whisper_padding)."""

from advisor.core.messages.base import E

ENTRIES = {
    "whisper_padding.line": E(
        lambda a: (f"Short clips: your clips average ≈ {a['clip_s']:g} s, and Whisper pads every input to its "
                   f"{a['window_s']:g} s window, so each clip costs a full window: {a['padded']:,.0f} windows, "
                   f"{a['factor']:.1f}× the {a['packed']:,.0f} the same hours would fill packed. This plan is sized "
                   "on the padded clips; packing several clips into each 30 s window (concatenated, with their "
                   f"timestamps) cuts the GPU-hours by up to {a['factor']:.1f}×."),
        lambda a: (f"短音频：你的片段平均约 {a['clip_s']:g} 秒，而 Whisper 会把每条输入补齐到 {a['window_s']:g} 秒窗口，"
                   f"每条都按整窗计算：共 {a['padded']:,.0f} 个窗口，是同样时长拼满窗口时 {a['packed']:,.0f} 个的 "
                   f"{a['factor']:.1f} 倍。本方案按补齐后的片段估算；把多条短音频拼进一个 30 秒窗口（拼接并带时间戳）"
                   f"可把 GPU 小时减少至多 {a['factor']:.1f} 倍。")),
}
