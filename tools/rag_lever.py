"""Retrieval (RAG) as the cheaper design where a whole corpus goes into every prompt, and the long-context mode a
model needs above its dense attention window.

A served context of RAG_FROM tokens or more (a whole repo or document set pasted into each question) costs its KV
cache per chat (56 KiB a token on Qwen2.5-7B: 800 k tokens ≈ 44 GiB in BF16) and a fresh prefill whose attention
grows with the square of the length (2 · L² · d · layers = 2 · (8·10⁵)² · 3,584 · 28 ≈ 1.3·10¹⁷ FLOP: minutes on
one H100). Retrieval indexes the corpus once (chunks embedded, tools.doc_index) and puts only the chunks a question
needs into its prompt: 8–32 k tokens (the expert review's figure for a repo; sized here at its top, RAG_CONTEXT,
with the question and answer inside it), so the KV a chat is ≈ 32,768 × 56 KiB ≈ 1.8 GiB and the prefill ≈ 1–2 s.
The trade is recall: an answer sees only what was retrieved, which the user tests on their own questions.

By hand (Qwen2.5-7B-Instruct-1M, 5 devs at once): the 800 k plan needs ≈ 47 GB of KV a GPU on top of 15 GB of
weights (one MI300X / H100 with FP8 KV); at 32,768 tokens 5 chats need ≈ 9 GB of KV: weights + KV ≈ 25 GB, a 48 GB
card (L40S / A6000 class) or smaller holds it.

Above its dense window a long-context model attends only in its long-context mode, which the serving engine has to
run: Qwen2.5-7B/14B-Instruct-1M use Dual Chunk Attention past 262,144 tokens (config.json
dual_chunk_attention_config: chunk_size 262,144, original_max_position_embeddings 262,144; vLLM's
DUAL_CHUNK_FLASH_ATTN attention backend) — catalog field `dense_context`.
"""

from __future__ import annotations

RAG_FROM = 131_072  # a served context this long, filled with the same corpus each question: retrieval is the lever
RAG_CONTEXT = 32_768  # retrieved chunks (8–32 k, sized at the top) + the question + the answer


def rag_applies(seq_len: int | None) -> bool:
    """Is a served context long enough that retrieval is the cheaper design to name (≥ RAG_FROM)? None: no."""
    return seq_len is not None and seq_len >= RAG_FROM


def rag_context(seq_len: int | None) -> int:
    """The context the retrieval plan is sized at: RAG_CONTEXT, never more than the context asked (None: RAG_CONTEXT)."""
    return RAG_CONTEXT if seq_len is None else min(seq_len, RAG_CONTEXT)


def needs_long_mode(seq_len: int, dense_context: int | None) -> bool:
    """Does this context pass the model's dense attention window (its long-context mode must be on)?"""
    return dense_context is not None and seq_len > dense_context
