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

from tools.schema import Msg

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


# A graph index keeps links beside the vectors: FAISS IndexHNSWFlat "4*d + x*M*2*4" bytes a vector (the wiki page
# above; x ≈ 1 for the upper levels); M = 32 is the wiki's HNSW32 example (its index_factory strings). 30 M vectors:
# 30e6 × 32 × 2 × 4 B ≈ 7.7 GB beside the vectors. Counted for every format: a floor for the host's RAM.
HNSW_M = 32
HNSW_LINK_BYTES = HNSW_M * 2 * 4
GIB = 2**30
# the formats an index can be held in, smallest saving first: what "float32 does not fit the budget" moves to
INDEX_FORMATS = ("float32", "fp16", "int8", "pq")


@dataclass(frozen=True)
class HostOffer:
    """A priced machine that could hold the index in RAM (a catalog row, its hourly price in the display currency)."""

    provider: str
    instance: str
    region: str
    gpu: str
    gpus: int
    ram_gib: float
    price: float


@dataclass(frozen=True)
class IndexHost:
    """The index in one format (`fmt`), its GB with the HNSW links, the cheapest priced machine whose RAM holds it
    and that machine's month (month_hours × its price)."""

    fmt: str
    gb: float
    offer: HostOffer
    month: float


def format_gb(size: IndexSize, fmt: str) -> float:
    """The index in `fmt` plus its HNSW links (HNSW_LINK_BYTES a vector), GB: 30 M × 3,584 dims float32 = 430.1 GB +
    7.7 GB = 437.8 GB; int8 107.5 + 7.7 = 115.2 GB."""
    raw = {"float32": size.float32_gb, "fp16": size.fp16_gb, "int8": size.int8_gb, "pq": size.pq_gb}[fmt]
    return raw + size.vectors * HNSW_LINK_BYTES / 1e9


def cheapest_host(gb: float, offers: list[HostOffer]) -> HostOffer | None:
    """The cheapest offer whose RAM (GiB) holds `gb` GB; None when none does."""
    fit = [o for o in offers if o.ram_gib * GIB >= gb * 1e9]
    return min(fit, key=lambda o: (o.price, o.gpus), default=None)


def index_hosts(size: IndexSize, offers: list[HostOffer], month_hours: float) -> list[IndexHost]:
    """For each format (INDEX_FORMATS) the cheapest machine that holds the index in RAM and its month; a format no
    offer holds is left out. By hand (30 M × 3,584 dims): float32 437.8 GB → a 500 GiB machine at $3.28/h ≈ $2,394 a
    month; int8 115.2 GB → a 125 GiB machine at $0.82/h ≈ $599."""
    out = []
    for fmt in INDEX_FORMATS:
        gb = format_gb(size, fmt)
        o = cheapest_host(gb, offers)
        if o is not None:
            out.append(IndexHost(fmt, gb, o, o.price * month_hours))
    return out


def chosen_host(hosts: list[IndexHost], other_month: float, budget_month: float | None) -> IndexHost | None:
    """The index host the serving month is priced with: float32 (FAISS's default) with no monthly budget; with one, the
    first format whose month plus the other serving parts' (`other_month`) stays within it, else the cheapest host
    (the answer then says even that is over)."""
    if not hosts:
        return None
    if budget_month is None:
        return hosts[0]
    within = [h for h in hosts if other_month + h.month <= budget_month]
    return within[0] if within else min(hosts, key=lambda h: h.month)


# Deduplicating a corpus with an embedder ("语义去重", "semantic dedup"): the embedding is the cheap part. The usual
# recipe first drops exact and near copies with MinHash + LSH over shingles (no model: datatrove's MinHash dedup on
# CPU, NeMo Curator's fuzzy dedup), then embeds what is left and runs SemDeDup (Abbas et al. 2023, arXiv
# 2303.09540): k-means over the vectors, then pairwise cosine within each cluster, dropping pairs above a threshold.
# The vectors that step holds are N × dim × 2 B in FP16 (2e9 × 1,024 × 2 = 4,096 GB): sharded over hosts or streamed
# cluster by cluster, or cut first (a Matryoshka model's shorter vectors; int8).
def dedup_line(vectors: int, dim: int, mrl_dim: int | None = None) -> Msg:
    """The dedup plan under an embedding job whose words say dedup: the MinHash pre-pass, SemDeDup, and the vectors'
    FP16 GB (2e9 × 1,024 × 2 B = 4,096 GB); with a Matryoshka dim, that dim in int8 (2e9 × 256 × 1 B = 512 GB)."""
    return Msg(code="vector_index.dedup", args={
        "vectors": vectors, "dim": dim, "fp16_gb": index_gb(vectors, dim, FP16_BYTES),
        "mrl": mrl_dim, "mrl_gb": index_gb(vectors, mrl_dim, INT8_BYTES) if mrl_dim else None})
