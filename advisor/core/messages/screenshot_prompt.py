"""Words for a GUI agent's screenshot read as image tokens (advisor.core.screenshot_prompt)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "reader.screenshot_prompt": E(
        lambda a: (f"each step reads one {a['w']}×{a['h']} screenshot: {a['vis']:,} visual tokens on {a['model']} "
                   f"({a['source']}) + {a['text']:,} tokens of instruction = {a['prompt']:,}-token prompts"
                   + (" — screenshot size not stated, this one assumed; say yours (a 1920×1080 desktop is more)"
                      if a["assumed"] else "")),
        lambda a: (f"每一步读一张 {a['w']}×{a['h']} 的截图：在 {a['model']} 上按 {a['vis']:,} 个视觉 token 计（{a['source']}），"
                   f"加 {a['text']:,} token 指令，共 {a['prompt']:,} token"
                   + ("——未说明截图尺寸，按此假设；请告知实际尺寸（1920×1080 的桌面会更多）" if a["assumed"] else ""))),
    "reader.screenshots_kept": E(
        lambda a: (f"each step keeps the last {a['kept']} {a['w']}×{a['h']} screenshots in context: {a['vis']:,} visual "
                   f"tokens on {a['model']} (each at its processor's default resolution) + {a['text']:,} tokens of text = "
                   f"{a['prompt']:,}-token prompts"
                   + (" — screenshot size not stated, this one assumed; say yours" if a["assumed"] else "")),
        lambda a: (f"每一步在上下文中保留最近 {a['kept']} 张 {a['w']}×{a['h']} 截图：在 {a['model']} 上共 "
                   f"{a['vis']:,} 个视觉 token"
                   f"（每张按其预处理器的默认分辨率），加 {a['text']:,} token 文字，共 {a['prompt']:,} token 的提示"
                   + ("——未说明截图尺寸，按此假设；请告知实际尺寸" if a["assumed"] else ""))),
    "reader.screenshots_window_prefill": E(
        "no prefix-cache reuse (assumed): the {kept} screenshots are a sliding window — each step drops the oldest, so "
        "everything after the system prompt changes and each step is prefilled in full; at a steady step rate such a load "
        "is bound by prefill compute (steps a second × prompt tokens × 2 × parameters, plus the vision encoder, "
        "against the cards' dense FLOPs), not by decode speed. Fewer or smaller screenshots (1280×720, 1–2 kept) cut "
        "it several-fold",
        "不复用前缀缓存（假设）：这 {kept} 张截图是滑动窗口——每步丢掉最早的一张，系统提示之后的内容每步都变，"
        "所以每步都要完整预填充；步频稳定时这类负载受预填充算力限制（每秒步数 × 提示 token × 2 × 参数量，加视觉编码器，"
        "对比显卡的稠密算力），而不是解码速度。"
        "减少或缩小截图（1280×720、只留 1–2 张）可以把它降几倍"),
}
