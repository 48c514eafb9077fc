"""A document-OCR VLM no table holds is sized as a page batch ON the held VLM its name or model card says it is built
on (olmOCR-2 → Qwen2.5-VL-7B; "Qwen2-VL-2B-OCR" → Qwen2-VL-2B), its pages at the card's resolution, with the deadline
and budget kept — never "not in my model catalog, give its size" — in English, 简体 and 繁體."""

import pytest

from advisor.core.doc_vlm_lineage import card_page, lineage_base
from advisor.core.extract_rules import extract
from tools.vlm_image import image_tokens


def test_olmocr_2_is_read_on_its_card_base():
    hit = lineage_base("olmOCR-2-7B-1025-FP8")
    assert hit is not None and hit[0] == "Qwen2.5-VL-7B"
    assert lineage_base("olmOCR-7B-0225-preview")[0] == "Qwen2-VL-7B"  # type: ignore[index]


def test_the_card_renders_a4_pages_at_1288_px():
    # olmOCR's card: longest side 1,288 px → an A4 page (210 × 297 mm) is 911 × 1,288; Qwen2.5-VL's 28 px patches:
    # round(911 / 28) = 33 (924 px) × round(1,288 / 28) = 46 → 33 × 46 = 1,518 visual tokens
    assert card_page("with olmOCR-2-7B") == (911, 1288)
    t = image_tokens("Qwen2.5-VL-7B", 911, 1288)
    assert t is not None and t.tokens == 1518


@pytest.mark.parametrize("text, pages, hours", [
    # 3M pages within 10 days = 240 h; each page 1,518 visual + 161 instruction tokens = 1,679 in
    ("digitise 3 million scanned pages with olmOCR-2-7B in 10 days", 3_000_000, 240),
    ("用 olmOCR-2-7B 把 300 万页扫描件转成 Markdown，10 天内完成，预算 1 万元", 3_000_000, 240),
    ("我們要用 olmOCR-2-7B 把 80 萬頁掃描件轉成文字，一週內完成", 800_000, 168),
])
def test_the_pages_are_a_batch_on_the_base(text, pages, hours):
    w = extract(text).patch
    assert w.model == "Qwen2.5-VL-7B" and w.batch_requests == pages and w.deadline_hours == hours
    assert w.prompt_tokens == 1679 and w.image_tokens == 1518


def test_a_name_that_carries_its_base_and_ocr():
    # "Qwen2-VL-2B-OCR": the held Qwen2-VL-2B with an OCR word after its size
    w = extract("OCR 1.2 million scanned invoices with Qwen2-VL-2B-OCR within 5 days").patch
    assert w.model == "Qwen2-VL-2B" and w.batch_requests == 1_200_000


@pytest.mark.slow
def test_english_whole_answer_is_a_page_batch_with_its_budget(tmp_path):
    # 2M pages × (1,679 in + 419 out) tokens on Qwen2.5-VL-7B's shape, within 21 days (504 h), $1,500 in all: a batch
    # priced as a job (GPU-hours × price), never 1 user of chat serving
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "state archive: convert 2 million scanned pages to markdown with olmOCR-2-7B within 3 weeks, $1,500 "
             "budget").text
    assert "batch of 2,000,000 requests" in out and "Qwen2.5-VL-7B-based document VLM" in out
    assert "1 user" not in out and "$1,500" in out


def test_pages_with_an_aside_to_markdown_are_a_batch():
    # "6 million scanned gazette pages (1850-1950, two columns) to markdown": 6,000,000 page requests, the aside skipped
    w = extract("county archive: 6 million scanned gazette pages (1850-1950, two columns) to markdown with "
                "olmOCR-2-7B, six weeks").patch
    assert w.model == "Qwen2.5-VL-7B" and w.batch_requests == 6_000_000 and w.image_tokens == 1518
