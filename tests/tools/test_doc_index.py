"""tools.doc_index: a chat service's document index (tokens, chunks, one card's embedding time, the vectors' RAM),
each figure worked by hand from the module's sources."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.doc_index import DEFAULT_EMBEDDER, doc_index, index_line
from tools.embedding import encoder_named, flops_per_token


@pytest.fixture(scope="module")
def bge():
    enc = encoder_named(DEFAULT_EMBEDDER)
    assert enc is not None
    return enc


def test_pages_are_one_running_text_cut_into_chunks(bge):
    # 9,000 pages × 600 tokens (tools.dataset.TOKENS_PER_PAGE) = 5.4 M tokens; ÷ 1,024 (RAG_CHUNK_TOKENS) = 5,273.4
    # → 5,274 chunks, one 1,024-dim vector each (bge-m3's hidden size)
    ix = doc_index(bge, 9_000, True, None)
    assert (ix.tokens, ix.chunks, ix.dim, ix.seconds) == (5_400_000, 5_274, 1024, None)


def test_documents_of_a_said_length_are_chunked_each(bge):
    # 1,500 documents of 2,500 tokens: ceil(2,500 / 1,024) = 3 chunks of ceil(2,500 / 3) = 834 tokens → 4,500 chunks,
    # 4,500 × 834 = 3,753,000 tokens embedded
    ix = doc_index(bge, 1_500, False, None, tokens_per_doc=2_500)
    assert (ix.chunks, ix.tokens) == (4_500, 3_753_000)


def test_the_vectors_take_megabytes_not_a_machine(bge):
    # 5,274 chunks × 1,024 dims × 4 B = 21.6 MB float32 + 5,274 × 256 B of HNSW links (M = 32: 32 × 2 × 4 B) = 1.35 MB
    # → ≈ 0.0229 GB: held in the RAM of the box that serves the chat
    ix = doc_index(bge, 9_000, True, None)
    assert ix.ram_gb == pytest.approx((5_274 * 1024 * 4 + 5_274 * 256) / 1e9)
    assert ix.ram_gb < 0.05


def test_one_card_embeds_a_few_million_tokens_in_seconds_to_minutes(bge):
    # L40S: FP16 dense peak from the catalog × PREFILL_MFU 0.5 ÷ bge-m3's ≈ 0.72 GFLOP a token (2 × 312 M + 4 × 24 ×
    # 1,024 × 1,024) → ~10⁵ tokens/s; 5.4 M tokens → under two minutes; two cards halve it (each its own copy)
    g = all_gpus()["L40S"]
    one, two = doc_index(bge, 9_000, True, g), doc_index(bge, 9_000, True, g, cards=2)
    assert one.seconds is not None and two.seconds is not None
    assert 1 < one.seconds < 120
    assert two.seconds == pytest.approx(one.seconds / 2)
    assert 0.6e9 < flops_per_token(bge, 1024) < 0.8e9


def test_the_line_says_pages_time_and_ram_and_offline_files_only_for_an_owned_box(bge):
    g = all_gpus()["L40S"]
    ix = doc_index(bge, 9_000, True, g)
    owned, rented = index_line(ix, True), index_line(ix, False)
    en = owned.text("en")
    assert "9,000 pages" in en and "5,274 chunks" in en and "bge-m3" in en and "MB of RAM" in en
    assert "not a batch" in en and "before it goes offline" in en
    assert "offline" not in rented.text("en")
    zh = owned.text("zh")
    assert "9,000 页" in zh and "一次性建索引" in zh and "离线前" in zh


def test_a_said_document_length_is_not_called_an_assumption(bge):
    # 1,500 documents of 2,500 tokens each, said: the line gives their tokens with no "one chunk each" assumption;
    # unsaid, each is one 1,024-token chunk and the line says so
    said = index_line(doc_index(bge, 1_500, False, None, tokens_per_doc=2_500), False).text("en")
    unsaid = index_line(doc_index(bge, 1_500, False, None), False).text("en")
    assert "1,500 documents ≈ 3,753,000 tokens" in said and "unless you say" not in said
    assert "1,500 documents ≈ 1,536,000 tokens (one 1,024-token chunk each unless you say their length)" in unsaid
    assert "time it on a pilot" in said  # no card: no time figure


def test_pages_carry_their_pdf_text_step(bge):
    # 9,000 pages: marker's text layer at 23.7 pages/s on the CPU = 380 s ≈ 6 min; OCR at 25 pages/s on an H100 =
    # 360 s = 6 min (tools.pdf_text); documents counted whole carry no page figure
    ix = doc_index(bge, 9_000, True, None)
    assert ix.text_layer_hours == pytest.approx(9_000 / 23.7 / 3600)
    assert ix.ocr_h100_hours == pytest.approx(9_000 / 25 / 3600)
    en = index_line(ix, False).text("en")
    assert "23.7 pages/s" in en and "25 pages/s" in en and "≈ 1.1 GB" in en and "MIT licence" in en
    assert doc_index(bge, 9_000, False, None).text_layer_hours is None


def test_the_embedder_sits_beside_the_chat_model_only_where_the_card_has_room(bge):
    # bge-m3 FP16 ≈ 568 M × 2 B ≈ 1.1 GB (tools.embedding.encoder_weights_gb). An L40S (usable ≈ 48 GB) whose chat
    # model needs 30 GB a card leaves ≈ 18 GB: beside it. The same card with a 47.5 GB need leaves under 1.1 GB: not.
    g = all_gpus()["L40S"]
    roomy = doc_index(bge, 4_000, True, g, llm_bytes_per_gpu=30_000_000_000)
    tight = doc_index(bge, 4_000, True, g, llm_bytes_per_gpu=int(g.usable_bytes or 0) - 500_000_000)
    assert roomy.free_gb is not None and roomy.free_gb > 10 and tight.free_gb == pytest.approx(0.5)
    assert "beside the chat model on its card" in index_line(roomy, False).text("en")
    said = index_line(tight, False).text("en")
    assert "too little: embed before the chat starts" in said and "beside the chat model" not in said
    assert "放不下" in index_line(tight, False).text("zh")
