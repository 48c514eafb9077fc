"""Chunked (GraphRAG-style) extraction is sized per chunk and pass: chunks = documents × tokens ÷ chunk size, each
with the shared extraction prompt, × the gleaning passes (tools.chunked_extraction)."""

from __future__ import annotations

from tools.chunked_extraction import EXTRACTION_PROMPT_TOKENS, OUTPUT_PER_PASS, chunked_extraction


def test_five_million_documents_in_graphrag_default_chunks() -> None:
    run = chunked_extraction(5_000_000, 2_000)  # GraphRAG defaults: 1,200-token chunks, 1 gleaning pass
    # 5e6 × 2,000 ÷ 1,200 = 8,333,333.3 → 8,333,334 chunks; × 2 passes = 16,666,668 requests
    assert run.chunks == 8_333_334 and run.requests == 16_666_668
    # × 500 out = 8.33 B output tokens; × 1,200 chunk tokens = 20.0 B uncached prefill
    assert run.output_total == 16_666_668 * 500 and run.prefill_total == 16_666_668 * 1_200
    assert run.batch_fields() == {"batch_requests": 16_666_668, "prompt_tokens": 3_200, "seq_len": 3_700,
                                  "output_tokens": 500, "shared_prefix_tokens": 2_000}
    assert (EXTRACTION_PROMPT_TOKENS, OUTPUT_PER_PASS) == (2_000, 500)


def test_no_gleaning_and_another_chunk_size() -> None:
    run = chunked_extraction(1_000_000, 3_000, chunk=600, gleanings=0)
    # 1e6 × 3,000 ÷ 600 = 5,000,000 chunks, one pass each
    assert run.chunks == run.requests == 5_000_000


def test_a_document_shorter_than_a_chunk_is_one_short_chunk() -> None:
    run = chunked_extraction(1_000, 500, chunk=1_200, gleanings=0)
    # 1,000 × 500 ÷ 1,200 = 416.7 → 417 chunks of the 500-token length: prompt 2,000 + 500
    assert run.chunks == 417 and run.prompt == 2_500


def test_the_smaller_extractor_is_the_family_at_14b_from_30b() -> None:
    from tools.chunked_extraction import smaller_extractor

    held = ["Qwen2.5-7B", "Qwen2.5-14B", "Qwen2.5-32B", "Qwen2.5-72B", "Qwen3-14B"]
    # a 72B or 32B with a 14B of its family held → that 14B; a 14B is small already; no 14B held (Llama-3.1) → None
    assert smaller_extractor("Qwen2.5-72B", 72.7, held) == "Qwen2.5-14B"
    assert smaller_extractor("Qwen3-32B", None, held) == "Qwen3-14B"
    assert smaller_extractor("Qwen2.5-14B", 14.8, held) is None
    assert smaller_extractor("Llama-3.1-70B", 70.6, ["Llama-3.1-8B", "Llama-3.1-70B"]) is None
