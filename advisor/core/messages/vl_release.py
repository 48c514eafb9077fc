"""Words for a text model named beside pictures, read as its vision-language release (advisor.core.vl_release_read)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # "qwen2.5 72b 看图", "qwen3 8b to read screenshots": the text model reads no pictures; its VL row of the same size
    "reading.vl_release": E(
        "'{said}' read as {model}, its vision-language release: you talk about '{pictures}' and {text} reads no "
        "pictures (its image tokens are counted below); say if you meant the text model",
        "“{said}”按它的视觉语言版本 {model} 理解：你提到“{pictures}”，而 {text} 不能看图（每张图的 token 数见下）；"
        "如果指的是纯文本模型请说明"),
}
