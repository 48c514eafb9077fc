"""A service that summarises long documents sends each whole document as the prompt: with no length said it is sized
at tools.defaults.LONG_DOC_PROMPT_TOKENS (20 pages × 600 tokens = 12,000; GovReport's long reports average 9,409
words ≈ 12.5k tokens), said as an assumption, never a ShareGPT chat turn's 161 tokens ("Summarise long reports with
Qwen2.5-32B for 20 analysts" was sized at 161-token prompts under a 4,096-token context). A length said (pages, a
context) keeps the user's shape; a RAG service over the same documents keeps its retrieved-chunk prompt."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.dataset import TOKENS_PER_PAGE
from tools.defaults import LONG_DOC_PAGES, LONG_DOC_PROMPT_TOKENS, RAG_PROMPT_TOKENS
from tools.load import SHAREGPT_OUTPUT_TOKENS

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "Summarise long reports with Qwen2.5-32B for 20 analysts at once",
    "Qwen2.5-32B report summarization service for 15 users at once",
    "用Qwen2.5-32B总结长报告，20人同时用",  # simplified, glued
    "用Qwen2.5-32B總結長報告，20人同時用",  # traditional, glued
    "部署 Qwen2.5-14B 做论文摘要，10 人同时使用",  # simplified, spaced
])
def test_a_summary_sends_the_whole_document(text: str) -> None:
    e = extract(text)
    # 20 pages × 600 tokens = 12,000 tokens in + a 338-token summary out = 12,338 tokens of context a stream
    assert LONG_DOC_PAGES * TOKENS_PER_PAGE == LONG_DOC_PROMPT_TOKENS == 12_000
    assert e.patch.prompt_tokens == LONG_DOC_PROMPT_TOKENS, e.patch
    assert e.patch.seq_len == LONG_DOC_PROMPT_TOKENS + SHAREGPT_OUTPUT_TOKENS == 12_338, e.patch
    assert any("12,000" in n for n in e.notes), e.notes


@pytest.mark.parametrize(("text", "context"), [
    ("Summarise 50-page reports with Qwen2.5-32B for 20 analysts at once", 30_000),  # 50 × 600 = 30,000
    ("用Qwen2.5-32B總結50頁的報告，20人同時用", 30_000),
    ("Serve Qwen2.5-32B to summarise contracts, 64k context, 30 users at once", 65_536),  # 64 × 1,024
])
def test_a_length_said_is_kept(text: str, context: int) -> None:
    e = extract(text)
    assert e.patch.seq_len == context and e.patch.prompt_tokens != LONG_DOC_PROMPT_TOKENS, e.patch


def test_a_rag_service_over_reports_keeps_its_chunks() -> None:
    # retrieval sends 4 chunks of 1,024 tokens, never the whole report
    e = extract("RAG chatbot to summarise our reports, Llama-3.1-8B, 40 users at once")
    assert e.patch.prompt_tokens == RAG_PROMPT_TOKENS, e.patch


@pytest.mark.slow
def test_the_answer_is_sized_at_the_document(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "Summarise long reports with Qwen2.5-32B for 20 analysts at once").text
    # Qwen2.5-32B KV: 64 layers × 8 KV heads × 128 dims × 2 (K, V) × 2 bytes = 262,144 B a token; 20 streams × 12,338
    # tokens × 262,144 B ≈ 64.7 GB of KV (at a 4,096-token context it was 21.5 GB, the first token timed on 161 tokens)
    assert "12,000-token prompts" in out and "161-token prompts" not in out, out
    assert "document summary: each request assumed to send a whole document of 12,000 tokens" in out, out
