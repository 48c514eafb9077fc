"""A batch of pages read by a VLM as images and written out as text ("300k scanned pages to markdown", 扫描件转成
Markdown, "OCR 2M pages"): each page's output is its transcription (tools.ocr_page_output: a sourced figure a page),
never a quarter of the page's visual tokens; said with its source and range. Words only: the figure is tools/'s.
A stated output length or context is kept as said.
"""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

# the pages are written out as text: to markdown / plain text, transcribed, OCR'd, 转成文字 / Markdown
TRANSCRIBED = re.compile(r"(?i)\b(?:to|into|as)\s+(?:markdown|plain\s+text|text)\b|transcri|(?<![a-z])ocr(?![a-z])"
                         r"|(?:转|轉)(?:成|为|為)?\s*(?:文字|文本|markdown)|(?:转|轉)写|(?:转|轉)寫|文字识别|文字識別"
                         r"|(?:识别|識別)(?:成|为|為)\s*(?:结构化|結構化)?\s*(?:文字|文本|markdown)")
# each page's length said ("每页大概1000字", 每頁約800字, "each page has about 500 words", "~400 words per page"): the
# transcription writes that text out, so it is the page's output (Chinese characters at the tokenizer's rate)
PAGE_CHARS_ZH = re.compile(r"每\s*(?:一)?\s*(?:页|頁)\s*(?:大概|大约|大約|约|約|平均|差不多|有)?\s*"
                           r"(\d[\d,]{1,5})\s*(?:个|個)?\s*字")
PAGE_WORDS_EN = re.compile(r"(?i)\b(?:each|every|per|a)\s+page\s+(?:has\s+|is\s+|holds\s+)?(?:about\s+|around\s+|~\s*)?"
                           r"(\d[\d,]{1,5})\s+words\b|\b(\d[\d,]{1,5})\s+words\s+(?:a|per|each)\s+page\b")

# fields pulled out of the page (to JSON, into a table, 字段): a few values, not the page's text
FIELDS_OUT = re.compile(r"(?i)\bjson\b|\bfields?\b|\btables?\b|字段|欄位|表格")


def _reads_images(model: object) -> bool:
    """The named model is a registry row with a vision tower (it reads each page as an image)."""
    from catalog import registry

    if not isinstance(model, str):
        return False
    try:
        return bool(registry.get(model).vision_tower)
    except (KeyError, LookupError, ValueError):
        return False


def transcribed_pages(t: str, fields: dict[str, Any]) -> tuple[int, Msg] | None:
    """(the output tokens a page, the note) for pages (the caller's reading) read as images by the model named (a
    registry row with a vision tower) and transcribed; None otherwise. The caller asks only where no output was
    stated."""
    if not TRANSCRIBED.search(t or "") or FIELDS_OUT.search(t or "") or not _reads_images(fields.get("model")):
        return None
    from tools.ocr_page_output import SOURCE, transcribed_page_range, transcribed_page_tokens

    said = page_length_said(t)
    if said is not None:
        return said
    out = transcribed_page_tokens()
    low, high = transcribed_page_range()
    return out, Msg(code="reading.transcribed_page_output", args={"out": out, "low": low, "high": high, "src": SOURCE})


def page_length_said(t: str) -> tuple[int, Msg] | None:
    """A page's stated length as its transcription's output tokens (PAGE_CHARS_ZH / PAGE_WORDS_EN): 1,000 字 at the
    tokenizer's rate for Chinese (advisor.core.cjk_rate), words at 4/3 tokens (tools.dataset); None when unsaid."""
    from advisor.core.cjk_rate import cjk_tokens
    from tools.dataset import tokens_from_en_words

    zh, en = PAGE_CHARS_ZH.search(t or ""), PAGE_WORDS_EN.search(t or "")
    if zh is not None:
        n = int(zh.group(1).replace(",", ""))
        return cjk_tokens(n), Msg(code="reading.page_output_said", args={"n": n, "unit": "zh", "out": cjk_tokens(n)})
    if en is not None:
        n = int((en.group(1) or en.group(2)).replace(",", ""))
        out = tokens_from_en_words(n)
        return out, Msg(code="reading.page_output_said", args={"n": n, "unit": "en", "out": out})
    return None
