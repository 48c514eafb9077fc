"""The reranker and embedder words are spelled once (advisor.core.extract_words.RERANK_WORD / EMBED_WORD) and every
guard embeds them: the document-search guard (doc_search.RANK_JOB), the chat-base guard (base_shape.NOT_A_CHAT_MODEL)
and the reranker reader (service.RERANK_SAID) know the same spellings, so one a list lacked (精排, re-ranker) is no
longer a document search, a chat model or an unread reranker in one place and a reranker in another."""

from __future__ import annotations

import pytest

from advisor.core.base_shape import NOT_A_CHAT_MODEL
from advisor.core.doc_search import RANK_JOB
from advisor.core.extract_words import EMBED_WORD, RERANK_WORD
from advisor.core.service import RERANK_SAID


@pytest.mark.parametrize("said", ["re-rank", "Rerank", "重排", "精排"])
def test_every_guard_knows_every_reranker_spelling(said: str):
    # en "re-rank" / "Rerank", 简体 and 繁體 重排, 精排 (the same characters in both scripts)
    assert RANK_JOB.search(said) and NOT_A_CHAT_MODEL.search(said) and RERANK_SAID.search(said), said


@pytest.mark.parametrize("said", ["embed", "嵌入", "向量化"])
def test_both_guards_know_every_embedder_spelling(said: str):
    assert RANK_JOB.search(said) and NOT_A_CHAT_MODEL.search(said), said


def test_the_words_are_one_definition():
    # one spelling: the guards' patterns hold the shared words verbatim
    for pat in (RANK_JOB, NOT_A_CHAT_MODEL):
        assert RERANK_WORD in pat.pattern and EMBED_WORD in pat.pattern


def test_a_hyphenated_reranker_is_a_reranker_en():
    # en: "a re-ranker over 40 passages" — the reranker reader knew "reranker" only
    assert RERANK_SAID.search("then a re-ranker over 40 passages per query")


def test_a_fine_rank_in_simplified_is_no_document_search_zh_hans():
    # 简体: "精排前 30 条" is a reranking stage, never a search over documents (RANK_JOB lacked 精排)
    assert RANK_JOB.search("检索知识库文档后精排前 30 条")

