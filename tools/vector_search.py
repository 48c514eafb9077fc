"""GPU vector search over vectors the user already has (FAISS / cuVS, "1 billion 768-dim vectors at 2,000 QPS,
nightly rebuild"): the index's size by method, the cards that hold it, the queries a card answers, the re-rank copy's
host RAM and the build — never "embed the items" (the vectors exist).

Why: "we have 1 billion document embeddings, 768-dim float32 (~3 TB), GPU vector search at ~2,000 QPS, recall 0.95,
nightly rebuild — how many H100s?" got "Not sized here … which embedding model?". An expert sizes the index first:

- Raw: vectors × dim × bytes (1e9 × 768 × 4 B = 3,072 GB float32, 1,536 GB FP16): held in HBM it needs ≈ 20–40 cards,
  the trap.
- IVF-PQ (FAISS IndexIVFPQ, cuVS ivf_pq) keeps one-byte PQ codes a vector plus an int64 id (`ID_BYTES`). Code bytes
  = dim × `CODE_BYTES_PER_DIM` (1 byte per 8 dims, assumed: 768 dims → 96 bytes, 32 × smaller than float32); NVIDIA's
  cuVS IVF-PQ post (developer.nvidia.com/blog/accelerating-vector-search-nvidia-cuvs-ivf-pq-deep-dive-part-1) shows
  the scale: DEEP-1B, 1 B × 96 dims fp32 = 360 GiB, held as a 54 GiB IVF-PQ index (24 GiB at ~1.5 × slower search).
  1e9 × (96 + 8) B = 104 GB → cards = ceil(104 ÷ (`GPU_SHARE` × card GB)): 2 × H100 80 GB, 1 × H200 141 GB.
- Recall ≈ 0.95 needs a re-rank ("refinement", cuVS IVF-PQ guide, docs.nvidia.com/cuvs: IVF-PQ "is commonly paired
  with refinement … reranked with the original vectors"): the full vectors in FP16 stay in host RAM (1e9 × 768 × 2 B
  = 1,536 GB) or on NVMe (a disk index such as DiskANN), not in HBM.
- Queries a card: FAISS benchs/README.md, "search on Deep1B" (OPQ20_80,IVF262144,PQ20, 20-byte codes, 4 GPUs,
  nprobe 256): 10,000 queries in 0.736 s at 1-R@10 0.89 → 13,587 QPS on 4 cards, 3,397 a card (`REF_QPS`). The cards
  there are the FAISS GPU paper's (arXiv 1702.08734: 4 × Maxwell Titan X, 336.5 GB/s — as read); another card is
  credited by memory bandwidth and a code of other bytes by 20 ÷ code bytes (the scan reads the codes: assumed).
  H100 SXM, 96-byte codes: 3,397 × 3,350 ÷ 336.5 × 20 ÷ 96 ≈ 7,045 QPS. Cards = max(memory's, QPS's).
- Build: the same README: "Even on multiple GPUs, building the 1B datasets can last several hours" (older cards):
  the answer says to train the coarse quantizer and PQ on a sample and time a 1 % slice before trusting a nightly
  window; no build time is computed here.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import ceil

from tools.constants import HOURS_PER_MONTH
from tools.cost import convert_amount
from tools.offers import price_of
from tools.schema import GPUSpec, InstanceRow, Msg
from tools.wording import money_text

CODE_BYTES_PER_DIM = 1 / 8  # PQ code bytes a dimension (assumed: 768 → 96 one-byte codes)
ID_BYTES = 8  # an int64 id a vector (FAISS idx_t, cuVS int64 indices)
GPU_SHARE = 0.8  # of a card's memory for the index (assumed: the rest for query batches, scratch, CUDA context)
RERANK_BYTES = 2  # the re-rank copy in FP16
REF_QPS = 10_000 / 0.736 / 4  # FAISS benchs/README.md Deep1B, nprobe 256, 4 GPUs: queries a second a card
REF_CODE_BYTES = 20
REF_BANDWIDTH = 336.5  # GB/s, Maxwell GTX Titan X (the FAISS GPU paper's cards, as read)
SOURCE_QPS = ("FAISS benchs/README.md, Deep1B OPQ20_80,IVF262144,PQ20 on 4 GPUs, nprobe 256: 10,000 queries in "
              "0.736 s at 1-R@10 0.89")
SOURCE_SIZE = ("NVIDIA cuVS IVF-PQ post: DEEP-1B, 1 B × 96 dims fp32 = 360 GiB held as a 54 GiB IVF-PQ index")
TOP_ROWS = 3


@dataclass(frozen=True)
class SearchJob:
    """The search the message asks for: vectors, their dimension and stored bytes, the queries a second, the card
    asked about (a name fragment, "H100"), and whether the index is rebuilt nightly."""
    vectors: float
    dim: int
    value_bytes: int = 4
    qps: float | None = None
    asked: str | None = None
    nightly: bool = False


@dataclass(frozen=True)
class SearchRow:
    """A priced machine for the search: its cards, why that many (memory or QPS), its hourly price and month."""
    provider: str
    instance: str
    gpu: str
    gpus: int
    machines: int
    cards: int
    by_memory: int
    by_qps: int
    qps_card: float
    price: float
    month: float
    ram_ok: bool


@dataclass(frozen=True)
class SearchPlan:
    job: SearchJob
    raw_gb: float
    fp16_gb: float
    code_bytes: int
    ivfpq_gb: float
    rerank_gb: float
    rows: list[SearchRow]
    asked: SearchRow | None
    raw_cards_asked: int | None
    currency: str = "USD"


def raw_gb(job: SearchJob, value_bytes: float | None = None) -> float:
    """The vectors as stored, GB: 1e9 × 768 × 4 B = 3,072 GB (FP16: 1,536 GB)."""
    return job.vectors * job.dim * (value_bytes or job.value_bytes) / 1e9


def code_bytes(dim: int) -> int:
    """PQ code bytes a vector: dim ÷ 8, at least 8 (768 → 96; 1,024 → 128)."""
    return max(8, ceil(dim * CODE_BYTES_PER_DIM))


def ivfpq_gb(job: SearchJob) -> float:
    """The IVF-PQ index in GB: vectors × (code bytes + 8-byte id): 1e9 × (96 + 8) = 104 GB."""
    return job.vectors * (code_bytes(job.dim) + ID_BYTES) / 1e9


def cards_to_hold(gb: float, card_gb: float) -> int:
    """Cards whose GPU_SHARE of memory holds `gb`: 104 GB on 80 GB cards → ceil(104 ÷ 64) = 2; on 141 GB → 1."""
    return max(1, ceil(gb / (GPU_SHARE * card_gb)))


def qps_per_card(g: GPUSpec, dim: int) -> float | None:
    """Queries a second one card answers (module docstring): REF_QPS × bandwidth ÷ 336.5 × 20 ÷ code bytes
    (H100 SXM 3,350 GB/s, 768 dims: ≈ 7,045)."""
    if not g.bandwidth_gb_s:
        return None
    return REF_QPS * g.bandwidth_gb_s / REF_BANDWIDTH * REF_CODE_BYTES / code_bytes(dim)


def _size_row(job: SearchJob, g: GPUSpec, provider: str, instance: str, per_machine: int, price: float,
              ram_gib: float | None, index_gb: float, rerank: float) -> SearchRow | None:
    rate = qps_per_card(g, job.dim)
    if rate is None or not g.memory_gb:
        return None
    mem = cards_to_hold(index_gb, g.memory_gb)
    by_qps = ceil(job.qps / rate) if job.qps else 1
    cards = max(mem, by_qps)
    machines = ceil(cards / per_machine)
    ram_ok = bool(ram_gib) and (ram_gib or 0) * machines * 2**30 >= rerank * 1e9
    return SearchRow(provider, instance, g.name, per_machine, machines, cards, mem, by_qps, rate, price,
                     price * machines * HOURS_PER_MONTH, ram_ok)


def search_plan(job: SearchJob, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *, currency: str,
                usd_cny: float, fx: dict[str, float]) -> SearchPlan:
    """The cheapest on-demand machine of each card type that holds the IVF-PQ index and answers the QPS, one machine
    before several (shards on several machines need a merge layer), cheapest month first (month = machines × hourly
    price × HOURS_PER_MONTH); the asked card's row kept beside, with the cards float32 in its HBM would take (the
    trap: 3,072 GB on 80 GB cards at 80 % → 48)."""
    index, rerank = ivfpq_gb(job), raw_gb(job, RERANK_BYTES)
    best: dict[str, SearchRow] = {}
    for row in rows:
        g = gpus.get(row.gpu) if row.gpu else None
        raw = price_of(row, "on_demand")
        if g is None or not raw or (row.gpu_count or 0) < 1 or row.price_scope != "instance" or row.quarantined or \
                row.same_as:
            continue
        price = convert_amount(raw, row.currency, currency, usd_cny, fx)
        if not price:
            continue
        r = _size_row(job, g, row.provider, row.instance_type, int(row.gpu_count or 0), price, row.ram_gib, index, rerank)
        if r is None:
            continue
        seen = best.get(g.name)
        if seen is None or (r.machines > 1, r.month, r.machines * r.gpus) < \
                (seen.machines > 1, seen.month, seen.machines * seen.gpus):
            best[g.name] = r
    ranked = sorted(best.values(), key=lambda r: (r.machines > 1, r.month, r.cards))  # one box first: no shard merge
    asked = next((r for r in ranked if job.asked and job.asked.lower() in r.gpu.lower()), None)
    raw_cards = cards_to_hold(raw_gb(job), gpus[asked.gpu].memory_gb or 1.0) if asked else None
    return SearchPlan(job, raw_gb(job), raw_gb(job, 2), code_bytes(job.dim), index, rerank, ranked[:TOP_ROWS], asked,
                      raw_cards, currency)


def _row_args(r: SearchRow, cur: str) -> dict[str, str | int | float | bool]:
    return {"provider": r.provider, "instance": r.instance, "gpu": r.gpu, "gpus": r.gpus, "machines": r.machines,
            "cards": r.cards, "by_memory": r.by_memory, "by_qps": r.by_qps, "qps_card": r.qps_card,
            "price": money_text(r.price * r.machines, cur), "month": money_text(r.month, cur), "ram_ok": r.ram_ok}


def search_answer(p: SearchPlan) -> list[Msg]:
    """The headline (the index, the pick, its month), the asked card's count, the other rows, the re-rank and build
    lines, and how the figures were made."""
    j = p.job
    first = p.rows[0] if p.rows else None
    out = [Msg(code="vector_search.head", args={
        "vectors": j.vectors, "dim": j.dim, "bytes": j.value_bytes, "raw_gb": p.raw_gb, "code_bytes": p.code_bytes,
        "ivfpq_gb": p.ivfpq_gb, "qps": j.qps, "has_row": first is not None,
        **(_row_args(first, p.currency) if first else {})})]
    if p.asked is not None:
        out.append(Msg(code="vector_search.asked", args={**_row_args(p.asked, p.currency), "raw_cards": p.raw_cards_asked,
                                                          "raw_gb": p.raw_gb}))
    out += [Msg(code="vector_search.also", args=_row_args(r, p.currency)) for r in p.rows[1:] if r is not p.asked]
    out.append(Msg(code="vector_search.rerank", args={"rerank_gb": p.rerank_gb, "vectors": j.vectors, "dim": j.dim,
                                                      "ram_ok": first.ram_ok if first else False}))
    out.append(Msg(code="vector_search.build", args={"nightly": j.nightly}))
    out.append(Msg(code="vector_search.math", args={
        "share": GPU_SHARE, "id_bytes": ID_BYTES, "per_dim": round(1 / CODE_BYTES_PER_DIM), "ref_qps": REF_QPS,
        "source_qps": SOURCE_QPS, "source_size": SOURCE_SIZE, "ref_bw": REF_BANDWIDTH, "ref_code": REF_CODE_BYTES,
        "hours": HOURS_PER_MONTH}))
    return out
