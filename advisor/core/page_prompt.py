"""A whole scanned document sent to a served VLM as page images in one request ("整本200页扫描版年报当图片一次性丢给
Qwen2.5-VL-72B", "the whole 150-page scanned contract as images in one prompt", 整份80頁掃描檔一次丟進去): its prompt is
pages × a page's visual tokens against the model's context (tools.page_prompt), never one 12 MP photo. Over the
context the shape is refused in a note with the parse-then-retrieve route, and each question is sized with the pages
a retrieval step sends; within it, the whole document is the prompt. Read before the photo reader, for a held VLM."""

from __future__ import annotations

import re
from typing import Any

# a page count: 200页, 200 頁, 150-page, 150 pages
_PAGES = re.compile(r"(?i)(?<![\d,.])(\d{1,5})\s*(?:-\s*)?(?:页|頁|pages?\b|pp\b)")
# the whole document at once: 整本 / 整份 / 一次性 / 一次丢 / whole / entire / all at once / in one prompt
_WHOLE = re.compile(r"(?i)整本|整份|整个文档|整個文件|全本|一次性|一次(?:全部)?(?:丢|丟|塞|喂|餵|传|傳|发|發|放)|一口气|一口氣"
                    r"|\b(?:whole|entire|full)\b|all at once|at once|in one (?:go|request|prompt|shot|call)")
# as page images: 扫描 / 掃描 / 图片 / 圖片 / 图像 / scanned / images / photos / screenshots
_AS_IMAGES = re.compile(r"(?i)扫描|掃描|图片|圖片|图像|圖像|照片|截图|截圖|\bscan(?:ned|s)?\b|\bimages?\b|\bphotos?\b"
                        r"|\bscreenshots?\b")

# questions asked about it (the document is each question's prompt), never a conversion of the pages to text
_ASKED = re.compile(r"(?i)\bask\w*|\bquestions?\b|\bquer(?:y|ies)\b|\bchat\w*|\bq\s*&\s*a\b|问|問|咨询|諮詢")


def _held_vlm_context(model: str) -> int | None:
    from catalog import registry

    try:
        row = registry.get(model)
    except LookupError:
        return None
    return row.max_context if row.vision_tower else None


def read_whole_document(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """A whole scanned document's pages sent at once to a held VLM: its prompt against the context, said in a note;
    the prompt sized is the whole document when it fits, else one question's retrieved pages."""
    from advisor.core.note_ids import DOC_ONE_PROMPT, drop_notes, notes_coded
    from tools.defaults import serves
    from tools.page_prompt import whole_document
    from tools.schema import Msg

    f = ctx.fields
    model = f.get("model")
    # the pages first read as text (600 tokens a page) by the document reader
    text_read = bool(f.get("seq_len")) and bool(notes_coded(ctx.out, DOC_ONE_PROMPT))
    if not model or (f.get("seq_len") and not text_read) or f.get("prompt_tokens") or f.get("image_tokens"):
        return {}, []
    if not serves(f.get("task")):
        return {}, []
    if f.get("batch_requests"):
        return {}, []
    m = _PAGES.search(t or "")
    if m is None or not _WHOLE.search(t) or not _AS_IMAGES.search(t) or not _ASKED.search(t):
        return {}, []
    context = _held_vlm_context(model)
    pages = int(m.group(1))
    d = whole_document(model, pages, context) if context and pages > 1 else None
    if d is None:
        return {}, []
    if text_read:  # the pages are images here: the text reading's note and context give way
        drop_notes(ctx.out, DOC_ONE_PROMPT)
    ctx.out.said(Msg(code="reader.whole_document", args={
        "model": model, "pages": d.pages, "w": d.width, "h": d.height, "per_page": d.per_page,
        "capped": d.capped_per_page, "prompt": d.prompt, "default_prompt": d.default_prompt, "context": d.context,
        "fits": d.fits, "over": d.times_over, "retrieved": d.retrieved, "retrieval_prompt": d.retrieval_prompt,
        "text_prompt": d.text_prompt, "source": d.source}))
    if d.fits:
        return {"prompt_tokens": d.prompt, "image_tokens": d.image_total, "seq_len": d.seq_len}, []
    # each question brings its own retrieved pages: no document prefix reused (all of the prompt is new)
    return {"prompt_tokens": d.retrieval_prompt, "prompt_new_tokens": d.retrieval_prompt,
            "image_tokens": d.retrieval_images, "seq_len": d.seq_len}, []
