"""A document-OCR vision-language model whose name does not carry its base ("olmOCR-2-7B", "olmOCR-7B-0725"): the held
VLM its model card says it is fine-tuned from, so a page batch is sized on that VLM's layers and image tokens, said as
an assumption, never "not in my model catalog, give its size". Words only: the rows (each citing its model card) are
tools.model_lineage's DOC_VLM rows, the one lineage table.

A name that carries a held base and an OCR / doc / parse word ("Qwen2-VL-2B-OCR") needs no row here: its base is in
its name (advisor.core.base_shape.held_inside).
"""

from __future__ import annotations

import re

from tools.schema import Msg


def lineage_base(said: str) -> tuple[str, Msg] | None:
    """(the held base row, the note) for a document VLM named by a lineage row (tools.model_lineage, DOC_VLM), else
    None."""
    from tools.model_lineage import DOC_VLM, lineage_of

    row = lineage_of(said, DOC_VLM)
    if row is None:
        return None
    return row.base, Msg(code="reading.sized_on_doc_vlm_base", args={"said": said, "model": row.base,
                                                                      "source": row.source})


# a held VLM's name with a document task word glued after it ("Qwen2-VL-2B-OCR", "Qwen2.5-VL-7B-doc-parser")
TASK_AFTER = re.compile(r"(?i)(?<![A-Za-z0-9_.\-])([A-Za-z][A-Za-z0-9.]*(?:-[A-Za-z0-9.]+)*?)[-_](?:ocr|docs?|parser?|"
                        r"parsing|markdown)(?:[-_][A-Za-z0-9.]+)*(?![A-Za-z0-9_\-])")


def _task_after(t: str) -> tuple[str, Msg, tuple[int, int]] | None:
    """(the held row, the note, the span) for a held model's name with a document task word after it, else None."""
    from catalog import registry

    for m in TASK_AFTER.finditer(t or ""):
        # a bare family's name ("DeepSeek-OCR") is another model, none of the family's rows: a held name has its size
        row = registry.exact_name(registry.normalize(m.group(1))) if re.search(r"\d", m.group(1)) else None
        if row is not None:
            return row, Msg(code="reading.sized_on_base_name", args={"said": m.group(0), "model": row}), m.span()
    return None


def lineage_in(t: str) -> tuple[str, Msg, tuple[int, int]] | None:
    """(the held base, the note, the name's span) for the first document VLM lineage name in the text, or a held VLM's
    name with a document task word after it (TASK_AFTER), else None."""
    from tools.model_lineage import DOC_VLM, named_in

    after = _task_after(t)
    if after is not None:
        return after
    for m, _row in named_in(t, DOC_VLM):
        hit = lineage_base(m.group(0))
        if hit is not None:
            return (*hit, m.span())
    return None


def card_page(t: str) -> tuple[int, int] | None:
    """An A4 page (1:√2) rendered at the longest side the named document VLM's card asks (olmOCR: 1,288 px →
    911 × 1,288), else None (tools.vlm_image.a4_side)."""
    from tools.model_lineage import DOC_VLM, named_in
    from tools.vlm_image import a4_side

    for _m, row in named_in(t, DOC_VLM):
        if row.page_side is not None:
            return a4_side(row.page_side)
    return None
