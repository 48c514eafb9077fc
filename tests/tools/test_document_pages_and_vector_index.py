"""Documents said in pages (advisor/core/extract_rules.per_item_pages → tools.dataset.tokens_from_pages), a long document
embedded chunk by chunk (tools.embedding.passes_per_item) and the vector index an embedding job fills
(tools.vector_index, tools.embedding.index_line)."""

from __future__ import annotations

import datetime

import pytest

from advisor.core.extract_rules import normalise, per_item_pages, read_example_length
from advisor.core.script import to_script
from tools.dataset import tokens_from_pages
from tools.embedding import EmbeddingPlan, encoder_named, index_line, passes_per_item
from tools.vector_index import index_size


@pytest.mark.parametrize("text, pages", [
    ("index 30k leases, 25 pages each, with e5-large-v2", 25),  # en "N pages each"
    ("summarise 50k filings (3-5 pages each)", 5),  # a range is read as its top
    ("we have 80k 14-page contracts to extract clauses from", 14),  # "N-page <documents>"
    ("4M reports averaging 7 pages", 7),
    ("我们有 50 万份报告，每份报告约8页，要做摘要", 8),  # 简: 每份报告约N页
    ("公司有 30 萬份合約，平均12頁，想抽取條款", 12),  # 繁: 平均N頁
])
def test_pages_per_document_are_read_in_english_and_both_chinese_scripts(text, pages):
    got = per_item_pages(normalise(text))
    assert got is not None and got[0] == pages, got


@pytest.mark.parametrize("text", [
    "每天 5 万页要 OCR",  # pages are the items themselves: a count, no per-item length
    "summarise 300 pages of notes",  # one set of pages, not pages per document
])
def test_a_count_of_pages_is_no_per_document_length(text):
    assert per_item_pages(normalise(text)) is None


def test_pages_turn_into_tokens_per_document():
    # Hand: 600 tokens a page (≈ 500 words a single-spaced page × 4/3 tokens a word ≈ 667, planned at 600):
    # 25 pages → 15,000 tokens; 2.5 pages → 1,500.
    assert tokens_from_pages(25) == 15_000 and tokens_from_pages(2.5) == 1_500
    each = read_example_length(normalise("index 30k leases, 25 pages each, with e5-large-v2"))
    assert each is not None and each[0] == 15_000


def test_a_long_document_is_embedded_in_chunks_not_cut_at_the_first():
    m3 = encoder_named("bge-m3")
    small = encoder_named("bge-large-en-v1.5")
    assert m3 is not None and small is not None
    # Hand: bge-m3 reads up to 8,192 but a retrieval job chunks at 1,024: 7,200 tokens (12 pages) → ⌈7,200/1,024⌉ = 8
    # chunks of 900 — all 7,200 tokens are embedded, not one 1,024-token chunk.
    assert passes_per_item(m3, 7_200, job=True) == (8, 900)
    # Hand: bge-large-en-v1.5 reads 512 at most: 3,000 tokens → ⌈3,000/512⌉ = 6 chunks of 500.
    assert passes_per_item(small, 3_000, job=True) == (6, 500)
    # a short item is one pass; an endpoint's request is cut at the model's maximum, never chunked
    assert passes_per_item(m3, 400, job=True) == (1, 400)
    assert passes_per_item(small, 3_000, job=False) == (1, 512)


def test_index_size_at_float32_and_its_levers():
    # Hand: 10 M all-MiniLM-L6-v2 vectors (384 dims): 10e6 × 384 × 4 B = 15.36 GB float32, 7.68 GB FP16, 3.84 GB int8,
    # and PQ at 64 B a vector 10e6 × 64 = 0.64 GB.
    s = index_size(10_000_000, 384)
    assert (s.float32_gb, s.fp16_gb, s.int8_gb, s.pq_gb) == pytest.approx((15.36, 7.68, 3.84, 0.64))


def _plan(enc_name: str, items: int | None, chunks: int, rps: float | None = None) -> EmbeddingPlan:
    enc = encoder_named(enc_name)
    assert enc is not None
    return EmbeddingPlan(enc, 900, False, items, None, rps, [], "USD", chunks=chunks)


def test_an_embedding_job_states_its_index_in_host_ram_with_the_levers():
    # Hand: 3 M e5-large-v2 documents (hidden 1,024) of 4 chunks each = 12 M vectors × 1,024 × 4 B = 49.15 GB float32;
    # FP16 24.6 GB; int8 12.3 GB; PQ 12e6 × 64 B = 0.77 GB.
    msg = index_line(_plan("e5-large-v2", 3_000_000, 4))
    assert msg is not None
    en = msg.text("en")
    assert "12,000,000 vectors" in en and "1,024 dims" in en and "49.2 GB" in en and "RAM" in en, en
    assert "24.6 GB" in en and "12.3 GB" in en and "0.8 GB" in en, en
    zh = msg.text("zh")
    assert "向量索引" in zh and "49.2 GB" in zh and "内存" in zh, zh
    assert "記憶體" in to_script(zh, "zh-Hant")


def test_no_index_line_without_a_count_of_items_or_for_a_classifier():
    assert index_line(_plan("bge-m3", None, 1, rps=50.0)) is None  # an endpoint alone: how many vectors is unknown
    assert index_line(_plan("deberta-v3-large", 1_000_000, 1)) is None  # a classifier keeps no vectors


def test_a_chunked_job_says_its_tokens_are_per_chunk():
    # Hand: 1 M documents of 6 chunks × 900 tokens: the assumptions say 900 tokens a chunk, not a whole item's length
    from tools.embedding import answer

    lines = answer(_plan("bge-m3", 1_000_000, 6), datetime.date(2026, 12, 7))  # a day the answer is given on
    en = " ".join(m.text("en") for m in lines)
    zh = " ".join(m.text("zh") for m in lines)
    assert "900 tokens per chunk" in en and "900 tokens per item" not in en, en
    assert "每块 900 token" in zh, zh
