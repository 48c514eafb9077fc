"""A RAG service (retrieval-augmented Q&A over a company's documents, 知识库问答, 知識庫問答, 文档问答, "chat with our
PDFs") sends each question with the chunks its retriever found: its prompt is sized at tools.defaults.RAG_PROMPT_TOKENS
(4 chunks × 1,024 tokens = 4,096; LangChain's retriever k=4, LlamaIndex's 1,024-token chunks), said as an assumption,
never a ShareGPT chat turn's 161 tokens (a RAG chatbot for 80 users was sized at 161-token prompts: its KV, first token
and per-user speed at a short chat's). A stated prompt or context is kept; retrieval said away keeps the chat default;
a context said in a later message replaces the assumed shape."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.defaults import RAG_PROMPT_TOKENS, RAG_TOP_K
from tools.embedding import RAG_CHUNK_TOKENS
from tools.followup import merge_workload
from tools.load import SHAREGPT_OUTPUT_TOKENS
from tools.schema import Workload, WorkloadPatch

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "We're building a RAG chatbot over our internal docs on Llama 3.1 8B for 80 concurrent users. What should we rent?",
    "Llama-3.1-8B retrieval-augmented assistant for 40 support staff",
    "Qwen2.5-14B so 60 employees can chat with our PDFs",
    "用Qwen2.5-14B做企业知识库问答，同时100人在线，每月预算3万",  # simplified, glued
    "公司要用Qwen2.5-32B做知識庫問答，50個人同時用",  # traditional, glued
    "部署 Qwen2.5-7B 做文档问答，30 人同时使用",  # simplified, spaced
])
def test_a_rag_question_sends_its_retrieved_chunks(text: str) -> None:
    e = extract(text)
    # 4 chunks × 1,024 tokens = 4,096 tokens in + a chat reply's 338 out = 4,434 tokens of context a stream
    assert RAG_TOP_K * RAG_CHUNK_TOKENS == RAG_PROMPT_TOKENS == 4096
    assert e.patch.prompt_tokens == RAG_PROMPT_TOKENS, e.patch
    assert e.patch.seq_len == RAG_PROMPT_TOKENS + SHAREGPT_OUTPUT_TOKENS == 4434, e.patch
    assert any("4,096" in n and "RAG" in n for n in e.notes), e.notes


@pytest.mark.parametrize(("text", "prompt"), [
    ("Llama-3.1-8B RAG chatbot for 40 users, prompts ~2,000 tokens", 2000),
    ("用Qwen2.5-14B做知识库问答，每次检索拼大概8000字上下文，50人同时在线", None),  # the context said, read by its reader
])
def test_a_stated_prompt_or_context_is_kept(text: str, prompt: int | None) -> None:
    e = extract(text)
    assert e.patch.prompt_tokens != RAG_PROMPT_TOKENS, e.patch
    if prompt is not None:
        assert e.patch.prompt_tokens == prompt, e.patch
    assert not any("RAG: each question" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "Llama-3.1-8B chatbot for 40 people",
    "Qwen2.5-7B 客服，不用做RAG，20人同时在线",  # retrieval said away
    "Llama-3.1-8B customer support, skip RAG, 30 users at once",
])
def test_a_chat_without_retrieval_keeps_the_chat_default(text: str) -> None:
    assert extract(text).patch.prompt_tokens is None


def test_a_context_said_later_replaces_the_assumed_shape() -> None:
    w = Workload(task="inference", model="Llama-3.1-8B", concurrency=80, prompt_tokens=RAG_PROMPT_TOKENS,
                 seq_len=RAG_PROMPT_TOKENS + SHAREGPT_OUTPUT_TOKENS)
    merged = merge_workload(w, WorkloadPatch(seq_len=32768))
    # "上下文要32k": a 32,768-token context stands alone, never a 4,096-token prompt with a 28,334-token answer
    assert merged.seq_len == 32768 and merged.prompt_tokens is None, merged


@pytest.mark.slow
def test_the_answer_is_sized_at_the_rag_prompt(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "We're building a RAG chatbot over our internal docs on Llama 3.1 8B for 80 concurrent users. "
        "What should we rent?")).text
    # Llama-3.1-8B KV: 32 layers × 8 KV heads × 128 dims × 2 (K, V) × 2 bytes = 131,072 B ≈ 0.131 MB a token;
    # 80 streams × 4,434 tokens × 0.131 MB ≈ 46.5 GB of KV (at 161-token prompts it was sized on 161 + 338 = 499)
    assert "4,096-token prompts" in out and "161-token prompts" not in out, out
    assert "RAG: each question assumed to send 4,096 tokens" in out, out


@pytest.mark.slow
def test_a_chinese_answer_says_the_assumption_in_chinese(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", "用Qwen2.5-14B做企业知识库问答，同时100人在线，每月预算3万").text
    assert "检索内容" in out and "4,096" in out, out
