"""A retrieval (RAG) service's prompts are fresh: the retrieved chunks change with every question, so the prefix cache
reuses only the system prompt and every prompt is priced as prefilled in full (advisor.core.rag_prefix_read)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.defaults import resolve
from tools.load import request_shape
from tools.schema import Workload


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text", [
    "用GLM-4-9B做RAG客服，50人在线，32k上下文",  # 简体, RAG glued between Chinese words
    "用GLM-4-9B做RAG客服，50人在線，32k上下文",  # 繁體
    "Qwen2.5-14B RAG chatbot over our knowledge base, 40 users online, 32k context",
    "Serve Llama-3.1-8B for retrieval-augmented support answers, 30 concurrent users, 16k context",
    "部署Qwen2.5-7B做企业知识库问答，20人同时用，上下文32k",
    "部署Qwen2.5-7B做知識庫檢索問答，20人同時用，上下文32k",
])
def test_retrieval_prompts_are_read_as_fresh(text):
    # each question brings the chunks its own search found, so no two prompts share more than the system prompt:
    # the prefix cache saves only those few hundred tokens of a 16–32k prompt, priced as none (prefix_cache false)
    assert read(text).get("prefix_cache") is False


@pytest.mark.parametrize("text", [
    "Llama 3.1 8B with the full 128k context window for long-document QA, 10 concurrent users",  # questions on one doc
    "Qwen2.5-14B chat assistant, 40 users online, 32k context",  # a chat re-sends its own history
    "用Qwen2.5-7B做客服，不用做RAG，20人在线，32k上下文",  # retrieval said away
    "RAG over a 10,000-document corpus with Qwen2.5-7B, overnight batch of 50,000 requests",  # a batch's instruction
])
def test_no_retrieval_keeps_the_prefix_cache_default(text):
    assert "prefix_cache" not in read(text)


def test_a_rag_prompt_at_32k_prefills_in_full():
    # 32,768 context less ShareGPT's 338-token answer = 32,430 prompt tokens, none from the cache; the chat default
    # would have served all but the new turn (≈ 93 % of a 7,580-token mean chat) from the prefix cache
    f = read("用GLM-4-9B做RAG客服，15路并发，32k上下文")
    w, _ = resolve(Workload(**f))
    shape = request_shape(w)
    assert shape.cached == 0 and shape.prompt == 32_768 - 338 and shape.prefilled == 32_430
    chat, _ = resolve(Workload(**{**f, "prefix_cache": None}))
    assert request_shape(chat).cached > 0  # the same workload without the retrieval reading is cache-priced
