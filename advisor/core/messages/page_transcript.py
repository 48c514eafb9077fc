"""Words for a page batch transcribed to text (advisor.core.page_transcript_read)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "reading.transcribed_page_output": E(
        "output: each page's transcription, {out:,} tokens a page (the median of {low:,}–{high:,} tokens a page that "
        "VLMs wrote converting real documents to Markdown: {src}); say your pages' real length (dense contracts run "
        "longer, forms shorter)",
        "输出：每页的转写文字，按每页 {out:,} token 估算（多个视觉语言模型把真实文档转成 Markdown 时每页写出 {low:,}–{high:,} "
        "token 的中位数：{src}）；请给出你们页面的实际长度（密集的合同更长，表单更短）"),
    "reading.page_output_said": E(
        lambda a: (f"output: each page's transcription, the page's stated {a['n']:,} "
                   + ("Chinese characters" if a["unit"] == "zh" else "words") + f" ≈ {a['out']:,} tokens a page; "
                   "the pages' text written out is the decode side, usually the larger part of the job"),
        lambda a: (f"输出：每页的转写文字，按你说的每页 {a['n']:,} " + ("字" if a["unit"] == "zh" else "个英文词")
                   + f"约 {a['out']:,} token 估算；写出页面文字是解码部分，通常占这类任务的大头")),
}
