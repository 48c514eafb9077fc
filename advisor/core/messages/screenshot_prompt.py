"""Words for a GUI agent's screenshot read as image tokens (advisor.core.screenshot_prompt)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "reader.screenshot_prompt": E(
        lambda a: (f"each step reads one {a['w']}×{a['h']} screenshot: {a['vis']:,} visual tokens on {a['model']} "
                   f"({a['source']}) + {a['text']} tokens of instruction = {a['prompt']:,}-token prompts"
                   + (" — screenshot size not stated, this one assumed; say yours (a 1920×1080 desktop is more)"
                      if a["assumed"] else "")),
        lambda a: (f"每一步读一张 {a['w']}×{a['h']} 的截图：在 {a['model']} 上按 {a['vis']:,} 个视觉 token 计（{a['source']}），"
                   f"加 {a['text']} token 指令，共 {a['prompt']:,} token"
                   + ("——未说明截图尺寸，按此假设；请告知实际尺寸（1920×1080 的桌面会更多）" if a["assumed"] else ""))),
    "reader.screenshots_kept": E(
        lambda a: (f"each step keeps the last {a['kept']} {a['w']}×{a['h']} screenshots in context: {a['vis']:,} visual "
                   f"tokens on {a['model']} (each at its processor's default resolution) + {a['text']:,} tokens of text = "
                   f"{a['prompt']:,}-token prompts (prefix caching reuses the older screenshots when the framework keeps "
                   f"them in order)"
                   + (" — screenshot size not stated, this one assumed; say yours" if a["assumed"] else "")),
        lambda a: (f"每一步在上下文中保留最近 {a['kept']} 张 {a['w']}×{a['h']} 截图：在 {a['model']} 上共 "
                   f"{a['vis']:,} 个视觉 token"
                   f"（每张按其预处理器的默认分辨率），加 {a['text']:,} token 文字，共 {a['prompt']:,} token 的提示"
                   f"（框架按顺序保留旧截图时，前缀缓存可复用）"
                   + ("——未说明截图尺寸，按此假设；请告知实际尺寸" if a["assumed"] else ""))),
}
