"""A retrieval (RAG) service's prompts are fresh: the chunks a search returns change with every question, so the
engine's prefix cache (vLLM Automatic Prefix Caching, SGLang RadixAttention) reuses only the system prompt before them,
never the retrieved text. Read as `prefix_cache: false`, so tools.load prices every prompt as prefilled in full and
the first token at the stated context (tools.offers.full_context_ttft) is the one the plan is judged by, said in the
note reader.rag_fresh_prompts with the way to change it.

Why: "用GLM-4-9B做RAG客服，50人在线", then "32k上下文呢？" priced a 7,580-token prompt as 93 % served from the prefix
cache (a chat re-sending its history), while a fresh 32k RAG prompt waited 24–31 s for its first token on the picks.
Document Q&A (several questions about one document, tools.chat_prefix.document_new_tokens) and a chat's own history
(tools.chat_prefix.history_new_tokens) do reuse a prefix and are read elsewhere; a stated system-prompt share
(`prompt_new_tokens`) is kept as said. Never a batch (its shared instruction is tools.load.shared_prefix_prefilled),
another modality, or retrieval said away ("no RAG", 不用做RAG)."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

# retrieval named: "RAG", "retrieval", "retrieval-augmented", "knowledge base", 检索增强 / 檢索增強, 检索 / 檢索,
# 知识库 / 知識庫, 召回 (a search's hits), "vector search"
RAG_RETRIEVAL = re.compile(
    r"(?i)(?<![a-z0-9])rag(?![a-z])|\bretriev(?:al|ed|es|e|ing)\b|\bknowledge[\s-]*base\b|\bvector\s+(?:search|store|db|database)\b"
    r"|检索|檢索|知识库|知識庫|召回")


def read_rag_prefix(t: str, ctx: Any) -> Read:
    """A served text model whose use is retrieval: `prefix_cache: false` (module docstring), said once. Nothing when
    the prefix cache was already said either way, a new share of the prompt was set (a stated system prompt, a
    code completion), or the job is a batch, training or another modality."""
    from advisor.core.extract_words import NO_RAG

    p = ctx.fields
    text = getattr(ctx, "unmasked", None) or t
    if p.get("task") not in (None, "inference") or p.get("batch_requests") or p.get("batch_size") \
            or p.get("modality") not in (None, "llm") \
            or p.get("prefix_cache") is not None or p.get("prompt_new_tokens") \
            or not RAG_RETRIEVAL.search(NO_RAG.sub(" ", text)):
        return {}, []
    ctx.out.said(Msg(code="reader.rag_fresh_prompts", args={}))
    return {"prefix_cache": False}, []
