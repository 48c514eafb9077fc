"""Words for a whole scanned document sent to a VLM as page images in one request (advisor.core.page_prompt)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from advisor.core.messages.base import E


def _en(a: Mapping[str, Any]) -> str:
    resized = a["capped"] != a["per_page"]
    head = (f"the whole {a['pages']}-page document as page images in one request to {a['model']}: one page "
            f"({a['w']}×{a['h']}, an A4 scan at 200 dpi unless you say its size) is {a['per_page']:,} visual tokens at "
            f"the processor's default ({a['source']})"
            + (f", {a['capped']:,} resized to at most 1280×1280 px" if resized else "")
            + f", so the prompt{' at that size' if resized else ''} is ≈ {a['prompt']:,} tokens against the model's "
            f"{a['context']:,}-token context")
    if a["fits"]:
        return head + ": it fits, and every question prefills the whole document (sized so)"
    return (head + f" — {a['over']:.1f}× too long, so this shape cannot run (and a prompt that long would take "
            "minutes to prefill per question). The route that works: parse every page once as a batch (OCR, or a "
            "small VLM page by page, ≈ 600 tokens of text a page), index the text, and send each question with the "
            f"pages its search returns — sized here at {a['retrieved']} page images, ≈ {a['retrieval_prompt']:,} "
            f"tokens a question (≈ {a['text_prompt']:,} as parsed text)")


def _zh(a: Mapping[str, Any]) -> str:
    resized = a["capped"] != a["per_page"]
    head = (f"整份 {a['pages']} 页文档当页面图片一次发给 {a['model']}："
            f"每页（{a['w']}×{a['h']}，未说明尺寸按 200 dpi 扫描的 A4 计）"
            f"在处理器默认设置下为 {a['per_page']:,} 个视觉 token（{a['source']}）"
            + (f"，缩放到不超过 1280×1280 像素后为 {a['capped']:,}" if resized else "")
            + f"，整份提示{'按缩放后' if resized else ''}约 {a['prompt']:,} token，"
            f"而模型上下文最长 {a['context']:,} token")
    if a["fits"]:
        return head + "：放得下，每个问题都要预填充整份文档（按此估算）"
    return (head + f"——超出 {a['over']:.1f} 倍，这种用法跑不起来（即使放得下，每个问题的预填充也要几分钟）。"
            "可行的做法：先把所有页面批量解析一次（OCR，或用小的视觉模型逐页转文字，每页约 600 token 文字），"
            "建立索引，提问时只把检索到的页面发给模型——"
            f"这里按每个问题 {a['retrieved']} 页图片估算，约 {a['retrieval_prompt']:,} token"
            f"（用解析后的文字约 {a['text_prompt']:,}）")


ENTRIES: dict[str, E] = {
    "reader.whole_document": E(_en, _zh),
}
