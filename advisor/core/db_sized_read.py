"""What a user's vector store was sized for, read from their words: "our vector db cluster was sized for bge-m3 (1024
dim)", "向量库是按 bge-m3（1024 维）设计的", "index built for 768-dim vectors". The width stated beside the store wins;
else the referenced encoder's own width (tools.embedding.referenced_encoder). The job's model making wider vectors than
that is said with the sizes (tools.embedding.db_sized_for): e5-mistral-7b-instruct's 4,096-dim vectors in a store sized
for bge-m3's 1,024 were silently sized at 1,024."""

from __future__ import annotations

import re

from advisor.core.named_encoder import encoder_referenced
from tools.embedding import Encoder

# a stated vector width: "1024 dim", "1,024-dim", "768 dims", "1024-dimensional", "1024 维", "1024維"
DIMS = re.compile(r"(?i)(?<![\d,.])(\d{2,5}|\d{1,2},\d{3})\s*[-‑]?\s*(?:dim(?:s|ension(?:s|al)?)?\b|维|維)")
# the store those vectors live in
STORE = re.compile(r"(?i)vector\s*(?:db|database|store|index|search)|\bindex\b|\bdb\b|\bcluster\b|milvus|qdrant|"
                   r"weaviate|pinecone|pgvector|elasticsearch|opensearch|faiss|向量库|向量庫|向量数据库|向量資料庫|索引")


def sized_for(text: str) -> tuple[int, Encoder | None] | None:
    """The width the user's store was sized for and the encoder it was sized for (None: a width only); None when the
    text names no store, or names one with neither a width nor a referenced encoder."""
    if not STORE.search(text or ""):  # "better than bge-m3?" says nothing of a store
        return None
    ref = encoder_referenced(text or "")
    m = DIMS.search(text or "")
    if m is not None:
        return int(m.group(1).replace(",", "")), ref
    return (ref.hidden, ref) if ref is not None else None
