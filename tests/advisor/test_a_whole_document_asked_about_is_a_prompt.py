"""A whole document put into the model to be asked about is inference with that document as the context (its
length read, then checked against the model's maximum by the answer), never a training set: a chunking word said
as refused ("不想切块", "no chunking") is no retrieval."""

import pytest

from advisor.core.extract_rules import document_length, extract


@pytest.mark.parametrize("text, tokens", [
    # 25 万字 x 0.67 token per character (Qwen's tokenizer, tools.cjk_tokens: 1 token ≈ 1.5 汉字) = 167,500 tokens
    ("把一本 25 万字的产品手册整本丢进 Qwen2.5-72B 问问题，不想切块，租什么卡？", 167_500),
    # 繁體: 一份 8 萬字的合約 x 0.84 (Qwen's 0.67 x 1.25 for Traditional, rounded) = 67,200 tokens; 不要分段 refuses chunking
    ("想把一份 8 萬字的合約整份貼進 Qwen3-14B 問問題，不要分段", 67_200),
    # 350 pages x 600 tokens a page (tools.dataset) = 210,000 tokens
    ("We'd paste a whole 350-page prospectus into Llama-3.3-70B and ask questions, no chunking", 210_000),
])
def test_a_refused_chunking_keeps_the_document_as_the_prompt(text, tokens):
    p = extract(text).patch
    assert p.task == "inference" and p.seq_len == tokens and p.dataset is None


@pytest.mark.parametrize("text", ["合同一般 6 万字，切块后做检索，用 Qwen3-8B", "contracts run 40k words; we chunk them for RAG"])
def test_chunking_said_is_still_retrieval(text):
    assert document_length(text) is None
