"""tools.rag_lever: when retrieval is named for a whole corpus in every prompt, the context it is sized at, and the
long-context mode above a model's dense window.

By hand: 800,000 and 131,072 tokens a chat are corpora pasted whole (retrieval named); 32,768 is an ordinary long chat
(not named). Retrieval is sized at 32,768 (8–32 k retrieved, at the top), never above the asked context. Qwen2.5-1M
attends densely up to 262,144 (config.json dual_chunk_attention_config.chunk_size): 800,000 needs Dual Chunk
Attention, 262,144 itself does not.
"""

from catalog.registry import get, rows
from tools.rag_lever import RAG_CONTEXT, RAG_FROM, needs_long_mode, rag_applies, rag_context


def test_retrieval_is_named_from_a_long_corpus_context_on():
    assert rag_applies(800_000) and rag_applies(RAG_FROM)
    assert not rag_applies(32_768) and not rag_applies(RAG_FROM - 1)


def test_retrieval_is_sized_at_what_a_question_retrieves():
    assert rag_context(800_000) == RAG_CONTEXT == 32_768
    assert rag_context(20_000) == 20_000  # never above the context asked


def test_the_long_context_mode_is_needed_only_past_the_dense_window():
    assert needs_long_mode(800_000, 262_144) and not needs_long_mode(262_144, 262_144)
    assert not needs_long_mode(800_000, None)


def test_the_1m_qwen_rows_carry_their_dense_window():
    src = {r["name"]: r["source"] for r in rows()}
    for name in ("Qwen2.5-7B-Instruct-1M", "Qwen2.5-14B-Instruct-1M"):
        assert get(name).dense_context == 262_144 and "chunk_size 262,144" in src[name]
