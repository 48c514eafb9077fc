"""A RAG service that names an embedder, a reranker and an LLM sizes the reranker too: its endpoint at the LLM's query
rate, candidates × (query + passage) tokens per query, as stated (重排（每次50段，每段500字）) or assumed and said, with
its own pick and month under the LLM's answer (advisor.core.service.side_reranker; the embedder keeps its note).
The LLM's prompt ("提示词大概6000 token") is never read as a passage's length. docs/CONVERSATION.md "RAG"."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_stated import rerank_depth, rerank_passage_tokens
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, depth, passage", [
    # 400 字 at 0.6 token a character (tools.dataset.TOKENS_PER_CJK_CHAR) = 240 tokens
    ("知识库问答：bge-reranker-v2-m3 精排（每次 30 段，每段 400 字），Qwen2.5-14B 生成，提示词约 4000 token", 30, 240),
    # Traditional: 每條 250 字 → 150 tokens; the prompt's 8000 token is the LLM's, not a passage's
    ("用 bge-reranker-v2-m3 重排（每次 20 條，每條 250 字），提示詞大概 8000 token", 20, 150),
    ("bge-reranker-v2-m3 reranks 40 passages per query of 256 tokens", 40, 256),
])
def test_the_rerank_shape_is_read_in_characters_and_tokens(text, depth, passage):
    assert (rerank_depth(text), rerank_passage_tokens(text)) == (depth, passage)


def test_a_prompt_length_alone_is_no_passage():
    assert rerank_passage_tokens("bge-reranker-v2-m3 重排，提示词大概6000 token") is None


@pytest.mark.slow
def test_an_english_rag_sizes_its_reranker_at_the_llms_rate(tmp_path):
    # Hand: 2,000 employees × 4 questions = 8,000 a day; the busiest hour carries 10 % = 800 → 0.222/s, said to two
    # significant figures as 0.22; × 40 candidates = 8.8 pairs/s; each pair 32 (query) + 256 (passage) = 288 tokens
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "RAG for 2,000 employees, each asks 4 questions a day: bge-m3 retrieval, bge-reranker-v2-m3 reranks 40 "
        "passages per query of 256 tokens, Llama-3.1-8B generates. what do we rent?")).text
    line = next(x for x in out.splitlines() if "reranker: bge-reranker-v2-m3" in x)
    assert "0.22 queries/s × 40 = 8.8 pairs/s of 288 tokens" in line and "a month" in line, line
    assert "bge-m3 (the embedding model" in out  # the embedder keeps its own note


@pytest.mark.slow
def test_a_chinese_rag_sizes_its_reranker_on_mainland_clouds(tmp_path):
    # Hand: 800 人 × 5 次 = 4,000 a day → 400 in the busiest hour → 0.111/s, said as 0.11; × 30 段 = 3.3 pairs/s;
    # each 32 + 400 字 × 0.6 = 32 + 240 = 272 tokens. A Shanghai company: the reranker's card is rented in the mainland
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "上海的公司，800 人，每人每天问 5 次。知识库问答：bge-m3 召回，bge-reranker-v2-m3 精排（每次 30 段，每段 400 字），"
        "Qwen2.5-14B 生成。租什么卡？")).text
    line = next(x for x in out.splitlines() if "重排：bge-reranker-v2-m3" in x)
    assert "每秒 0.11 个查询 × 30 = 3.3 对，每对 272 token" in line and "每月约 ¥" in line, line
    assert "tencent" in line or "alibaba" in line, line
