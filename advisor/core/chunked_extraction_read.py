"""Reading chunked extraction ("build GraphRAG over 5M documents (2,000 tokens each) … default 1,200-token chunks",
500万篇文档…按默认的1200 token切块): the documents and their length (read as the batch by the other readers), the chunk
size said (else GraphRAG's default when GraphRAG is named) and the gleaning passes, sized by tools.chunked_extraction
as a batch of one request a pass over a chunk."""

from __future__ import annotations

import re
from typing import Any

# LightRAG's defaults are GraphRAG's: 1,200-token chunks, one gleaning (tools.chunked_extraction)
GRAPHRAG = re.compile(r"(?i)graph[\s-]?rag|light[\s-]?rag")
EXTRACTION = re.compile(r"(?i)graph[\s-]?rag|light[\s-]?rag"
                        r"|knowledge[\s-]+graph|entit(?:y|ies)\W{0,3}(?:and\s+|&\s*)?relation|实体|實體"
                        r"|关系抽取|關係抽取|知识图谱|知識圖譜")
CHUNK_SAID = (re.compile(r"(?i)chunk(?:s|\s+size|ing)?\s*(?:of|=|:|at)?\s*(\d[\d,]*)\s*(?:-?\s*tokens?)?"),
              re.compile(r"(?i)(\d[\d,]*)\s*-?\s*(?:tokens?)?\s*-?\s*(?:chunks?|切块|切塊|分块|分塊|一块|一塊|为一块|為一塊)"),
              re.compile(r"(?:每块|每塊|每个块|每個塊|块大小|塊大小|分块大小|分塊大小)\s*(?:为|為|是|=|:)?\s*(\d[\d,]*)"))
NO_GLEANING = re.compile(r"(?i)(?:no|without|skip|0)\s+gleaning|gleanings?\s*[:=]?\s*0\b|不(?:做|要|用)\s*gleaning")
GLEANINGS = re.compile(r"(?i)(\d)\s+gleaning|gleanings?\s*[:=]\s*(\d)")


def _chunk(t: str) -> int | None:
    for rx in CHUNK_SAID:
        for m in rx.finditer(t):
            n = int(m.group(1).replace(",", ""))
            if 16 <= n <= 1_000_000:
                return n
    return None


def _gleanings(t: str, graphrag: bool) -> int:
    from tools.chunked_extraction import GRAPHRAG_GLEANINGS

    if NO_GLEANING.search(t):
        return 0
    m = GLEANINGS.search(t)
    if m is not None:
        return int(m.group(1) or m.group(2))
    return GRAPHRAG_GLEANINGS if graphrag else 0


def chunked_extraction_read(t: str, fields: dict[str, Any]) -> tuple[dict[str, Any], Any] | None:
    """The batch fields of the chunked extraction and the Msg that says how it was read; None when no extraction word,
    no document count with a length (`batch_requests`, `prompt_tokens`), or no chunk size (said, or GraphRAG's)."""
    from tools.chunked_extraction import GRAPHRAG_CHUNK_SIZE, chunked_extraction, document_tokens
    from tools.schema import Msg

    if not EXTRACTION.search(t):
        return None
    docs, shared = fields.get("batch_requests"), fields.get("shared_prefix_tokens")  # an extraction prompt said
    length = document_tokens(fields.get("prompt_tokens"), fields.get("seq_len"), fields.get("output_tokens"), shared)
    graphrag = bool(GRAPHRAG.search(t))
    chunk = _chunk(t) or (GRAPHRAG_CHUNK_SIZE if graphrag else None)
    if not docs or not length or not chunk or chunk >= length:  # items no longer than a chunk are chunks already
        return None
    run = chunked_extraction(int(docs), int(length), chunk, _gleanings(t, graphrag), shared)
    return dict(run.batch_fields(), batch_work="extract"), Msg(code="chunked_extraction.read", args=run.said())
