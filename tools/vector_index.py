"""The vector index an embedding backfill fills and a semantic-search service keeps in memory (docs/RECOMMENDER.md
"Embedding jobs").

Why: a search service's real memory cost is its index, not its GPU (40 M bge-m3 vectors were priced on a
$0.15/h card with no word of the ≈ 164 GB the index takes). An index keeps one vector per embedded chunk:

- raw size = vectors × dim × bytes per value; dim is the encoder's output width, its config.json `hidden_size` (a
  BERT-style sentence encoder pools the last hidden state: bge-m3's dense vector is 1,024-dim, huggingface.co/BAAI/bge-m3
  model card; all-MiniLM-L6-v2 384-dim; bge-large-en-v1.5 1,024-dim), held as float32 (4 bytes) by default in FAISS
  (github.com/facebookresearch/faiss/wiki/Faiss-indexes: IndexFlatL2 / IndexHNSWFlat store "4*d" bytes a vector);
- the levers: FP16 (2 bytes: IndexScalarQuantizer QT_fp16), int8 (1 byte: QT_8bit) and product quantisation, which
  keeps M one-byte codes a vector (IndexIVFPQ "M" bytes; PQ_BYTES = 64 here, a common M for 1,024-dim vectors) at
  some loss of recall (the same wiki page);
- a graph index (HNSW) adds its links on top (IndexHNSWFlat: "4*d + x*M*2*4" bytes), so the raw size is the floor.

The index lives in the search host's RAM (or a disk index such as DiskANN), not on the embedding GPU: the answer says
the host RAM it needs.
"""

from __future__ import annotations

from dataclasses import dataclass

FLOAT32_BYTES = 4
FP16_BYTES = 2
INT8_BYTES = 1
PQ_BYTES = 64  # bytes a vector under product quantisation (M = 64 one-byte codes; FAISS IndexIVFPQ)


@dataclass(frozen=True)
class IndexSize:
    vectors: int
    dim: int
    float32_gb: float
    fp16_gb: float
    int8_gb: float
    pq_gb: float


def index_gb(vectors: int, dim: int, bytes_per_value: float) -> float:
    """The raw size in GB (10⁹ bytes) of `vectors` vectors of `dim` values at `bytes_per_value` each:
    40,000,000 × 1,024 × 4 B = 163.8 GB."""
    return vectors * dim * bytes_per_value / 1e9


def index_size(vectors: int, dim: int) -> IndexSize:
    """The index at float32 (FAISS's default), FP16, int8 and PQ (PQ_BYTES a vector), module docstring."""
    return IndexSize(vectors, dim, index_gb(vectors, dim, FLOAT32_BYTES), index_gb(vectors, dim, FP16_BYTES),
                     index_gb(vectors, dim, INT8_BYTES), vectors * PQ_BYTES / 1e9)
