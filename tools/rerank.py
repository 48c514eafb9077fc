"""A mixed retrieval workload: a one-off embedding backfill beside a search service (query embeddings, often a
cross-encoder reranker) at a stated queries per second ("embed ~50M descriptions … then serve
query embeddings + bge-reranker-v2-m3 at ~200 QPS, budget under $2k a month" was answered with the backfill alone,
priced as monthly, and the serving part the budget is about was dropped).

The two parts are sized apart by tools.embedding.plan and said apart: the backfill once (its total), the serving
every month (730 h, or the stated hours a day × 30.4 days) against the stated monthly budget. A search service named
without a backfill ("bge-m3 embeddings plus bge-reranker-v2-m3 for a RAG app, 50 qps") is the serving part alone:
both endpoints sized, never the embedder alone with the reranker dropped. A reranker is a cross-encoder: it reads
each (query, candidate) pair in one forward pass, so its load is queries/s × the candidates it scores per query (the
rerank depth), each pair the query plus one candidate passage. Neither depth nor query length is usually stated: both
are assumed and said unless stated ("rerank the top 50": advisor.core.extract_stated.rerank_depth), and the depth is
the first thing that moves the bill (cost grows with it linearly: ≈ 2·N·(query + passage tokens) FLOPs a pair ×
depth × queries/s, N without the token-embedding table: tools.embedding.flops_per_token). A stated shape wins
over both defaults ("每个query给50个doc打分，每对大约400 token" was sized as 10
candidates of 1,056 tokens): a pair's stated tokens hold the query, so nothing is added to them.
A stated latency target is held against one query's pairs on one card with M/D/1 queueing at the endpoint's
utilisation, at the target's percentile (tail_latency_s: p95 unless another is said; a tail target judged on the mean
passed an L4 at "≈ 270 ms on average" for p95 < 300 ms, when its p95 is ≈ 600 ms): only cards that
meet it are ranked, and the miss is said when none priced does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from tools.batch_filters import row_filter
from tools.constants import HOURS_PER_MONTH, PERIOD_HOURS
from tools.cost import convert_amount, serving_month_hours
from tools.embedding import (
    ENDPOINT_UTILISATION,
    QUERY_TOKENS,
    RAG_CHUNK_TOKENS,
    EmbeddingPlan,
    Encoder,
    _key,
    _row,
    _usable,
    encoder_mfu,
    flops_per_token,
    plan,
    tokens_per_s,
    with_vocab,
)
from tools.load import wait_percentile_s
from tools.offers import price_of
from tools.places import Gazetteer
from tools.schema import TRAINING_TASKS, GPUSpec, InstanceRow, Msg, Workload
from tools.shape_floor import ShapeFloor, needed_gpus, shape_floor
from tools.vector_index import HNSW_M, HostOffer, IndexHost, chosen_host, format_gb, index_hosts, index_size
from tools.wording import money_text

# bge-reranker-v2-m3 is initialised from bge-m3 (XLM-RoBERTa-large: 24 layers, hidden 1024, 568M parameters, 8,192
# tokens); bge-reranker-large / -base are XLM-RoBERTa-large / -base (560M / 278M, 512 tokens). Model cards cited.
RERANKERS: tuple[Encoder, ...] = with_vocab((
    Encoder("bge-reranker-v2-m3", ("bge-reranker-v2-m3", "bge-reranker-m3"), 568_000_000, 24, 1024, 8192,
            "huggingface.co/BAAI/bge-reranker-v2-m3 (initialised from bge-m3: XLM-RoBERTa-large, 24 layers, hidden "
            "1024, 568M)", "rerank"),
    Encoder("bge-reranker-large", ("bge-reranker-large",), 560_000_000, 24, 1024, 512,
            "huggingface.co/BAAI/bge-reranker-large (XLM-RoBERTa-large: 24 layers, hidden 1024)", "rerank"),
    Encoder("bge-reranker-base", ("bge-reranker-base",), 278_000_000, 12, 768, 512,
            "huggingface.co/BAAI/bge-reranker-base (XLM-RoBERTa-base: 12 layers, hidden 768)", "rerank"),
    # mGTE reranker (Zhang et al. 2024, arXiv:2407.19669): the gte-multilingual-base encoder (config.json: 12 layers,
    # hidden 768, 8,192 positions) with a scoring head; the model card gives 304M and 8,192 input tokens (its F32
    # safetensors are 612 MB ≈ 306M parameters)
    Encoder("gte-multilingual-reranker-base", ("gte-multilingual-reranker-base", "gte-multilingual-reranker",
                                               "mgte-reranker", "gte-reranker-multilingual-base"),
            306_000_000, 12, 768, 8192,
            "huggingface.co/Alibaba-NLP/gte-multilingual-reranker-base (Model Size 304M, Max Input Tokens 8192; "
            "config.json: 12 layers, hidden 768, vocab 250,048)", "rerank"),
    # A decoder scoring a pair in one forward pass (the logit of "yes" at the last token: no generation). The card's
    # table gives 4B, 36 layers, 32K; base_model Qwen/Qwen3-4B-Base, whose shape is the Qwen3-4B config.json (hidden
    # 2560, vocab 151,936, tied embeddings, 4,022,468,096 parameters: catalog/data/models.json Qwen3-4B)
    Encoder("Qwen3-Reranker-4B", ("qwen3-reranker-4b", "qwen/qwen3-reranker-4b"), 4_022_468_096, 36, 2560, 32768,
            "huggingface.co/Qwen/Qwen3-Reranker-4B model card (4B, 36 layers, 32K context; base_model "
            "Qwen/Qwen3-4B-Base: hidden 2560, vocab 151,936)", "rerank"),
    # The family's other two sizes: the cards' tables give 0.6B / 28 layers / 32K and 8B / 36 layers / 32K; base_model
    # Qwen/Qwen3-0.6B-Base and Qwen/Qwen3-8B-Base, whose shapes are the Qwen3-0.6B / Qwen3-8B config.json rows in
    # catalog/data/models.json (hidden 1024 / 4096, vocab 151,936; 596,049,920 / 8,190,735,360 parameters)
    Encoder("Qwen3-Reranker-0.6B", ("qwen3-reranker-0.6b", "qwen/qwen3-reranker-0.6b"), 596_049_920, 28, 1024, 32768,
            "huggingface.co/Qwen/Qwen3-Reranker-0.6B model card (0.6B, 28 layers, 32K context; base_model "
            "Qwen/Qwen3-0.6B-Base: hidden 1024, vocab 151,936)", "rerank"),
    Encoder("Qwen3-Reranker-8B", ("qwen3-reranker-8b", "qwen/qwen3-reranker-8b"), 8_190_735_360, 36, 4096, 32768,
            "huggingface.co/Qwen/Qwen3-Reranker-8B model card (8B, 36 layers, 32K context; base_model "
            "Qwen/Qwen3-8B-Base: hidden 4096, vocab 151,936)", "rerank"),
    # Mixedbread's v2 rerankers are Qwen2.5 decoders scoring a pair in one forward pass. large-v2: its config.json is
    # Qwen2.5-1.5B's (28 layers, hidden 1536, vocab 151,936, tied embeddings; 1,543,714,304 parameters: catalog/data/
    # models.json Qwen2.5-1.5B), "1.5B-parameter", Apache-2.0 (mixedbread.com/docs/reranking/models/mxbai-rerank-large-v2)
    # → (1.544 B − 151,936 × 1,536) × 2 ≈ 2.62 GFLOPs a pair token. base-v2: Qwen2.5-0.5B's (24 layers, hidden 896,
    # 494,032,768 parameters; mixedbread's page: 494M) → ≈ 0.72 GFLOPs a pair token.
    Encoder("mxbai-rerank-large-v2", ("mxbai-rerank-large-v2", "mixedbread-ai/mxbai-rerank-large-v2"),
            1_543_714_304, 28, 1536, 32768,
            "huggingface.co/mixedbread-ai/mxbai-rerank-large-v2 config.json (Qwen2: 28 layers, hidden 1536, vocab "
            "151,936); mixedbread.com/docs/reranking/models/mxbai-rerank-large-v2 (1.5B, Apache-2.0)", "rerank"),
    Encoder("mxbai-rerank-base-v2", ("mxbai-rerank-base-v2", "mixedbread-ai/mxbai-rerank-base-v2"),
            494_032_768, 24, 896, 32768,
            "huggingface.co/mixedbread-ai/mxbai-rerank-base-v2 config.json (Qwen2: 24 layers, hidden 896, vocab "
            "151,936); mixedbread.com/docs/reranking/models/mxbai-rerank-base-v2 (494M, Apache-2.0)", "rerank"),
))
# Candidates a reranker scores per query when the depth is not said: 10, the shallow end of the usual retrieve-then-
# rerank pipeline (a first stage returns 10–100 candidates); deeper reranking costs proportionally more (said).
RERANK_DEPTH = 10
# A shallower rerank depth named as a lever when the stated or assumed depth is deeper: 20 candidates, the expert key's
# trade-off for "rerank the top 50" (docs/expert_review25_questions.md Q17: top-50 → top-20 cuts the reranker 2.5×). A
# cross-encoder's compute is queries/s × depth pairs, so it falls in proportion to the depth (module doc).
RERANK_SHALLOW_DEPTH = 20
# A search query's tokens when not said: tools.embedding.QUERY_TOKENS (32, sourced there); each reranked pair is this
# query plus one candidate passage.


def reranker_named(text: str) -> Encoder | None:
    """The listed reranker a message names ("bge-reranker-v2-m3"), the longest spelling first; None when none."""
    flat = _key(text)
    for alias, enc in sorted(((a, e) for e in RERANKERS for a in e.aliases), key=lambda ae: -len(ae[0])):
        if re.search(r"(?<![a-z0-9])" + re.escape(alias) + r"(?![a-z0-9])", flat):
            return enc
    return None


def rerank_pairs_per_s(queries_per_s: float, depth: int = RERANK_DEPTH) -> float:
    """Pairs a reranker reads each second: every query scores `depth` candidates (200 QPS × 10 = 2,000 pairs/s)."""
    return queries_per_s * depth


def pair_tokens(passage_tokens: int, query_tokens: int = QUERY_TOKENS) -> int:
    """One reranked pair's tokens: the query and one candidate passage read together (32 + 160 = 192)."""
    return query_tokens + passage_tokens


# A cross-encoder reranker cuts each (query, passage) pair at its max_length: 512 in FlagEmbedding's
# FlagReranker.compute_score (github.com/FlagOpen/FlagEmbedding, `max_length: int = 512`), the library the BGE rerankers'
# model cards show. With no passage length said the pair is a query plus an assumed RAG chunk (1,056 tokens), which that
# default cuts to 512: sized at 512, and said; a stated length is kept as said (the user sets max_length for it).
RERANK_DEFAULT_MAX_LENGTH = 512


def assumed_pair_tokens(passage_tokens: int) -> tuple[int, bool]:
    """An assumed passage's pair: its tokens at most RERANK_DEFAULT_MAX_LENGTH, and whether it was cut."""
    whole = pair_tokens(passage_tokens)
    return min(whole, RERANK_DEFAULT_MAX_LENGTH), whole > RERANK_DEFAULT_MAX_LENGTH


def query_service_s(enc: Encoder, gpu: GPUSpec, depth: int, pair_len: int) -> float | None:
    """Seconds one card computes one query's pairs (depth × pair_len tokens, one forward pass each: tools.embedding's
    FLOPs per token at its PREFILL_MFU); None when the card has no TFLOPS figure."""
    rate = tokens_per_s(enc, gpu, pair_len)
    return depth * pair_len / rate if rate else None


def mean_latency_s(service_s: float, busy: float = ENDPOINT_UTILISATION) -> float:
    """A query's mean time in an M/D/1 queue at `busy` utilisation: its service S plus the mean wait ρS / (2(1 − ρ))
    (Pollaczek–Khinchine; Kleinrock, Queueing Systems vol. 1, §5.7): 1.5 S at the endpoint's 50% busy."""
    return service_s * (1 + busy / (2 * (1 - busy)))


# The percentile a latency target is held at when none is said: a service's latency target is a tail target (p95 is
# the usual SLO percentile, and the one the review's question states); "p99", "median" or "average" said are kept.
TAIL_PERCENTILE = 95


def tail_latency_s(service_s: float, pct: int = TAIL_PERCENTILE, busy: float = ENDPOINT_UTILISATION) -> float:
    """A query's latency at percentile `pct` in the M/D/1 queue of mean_latency_s: its service S plus the waiting
    time's percentile (tools.load.wait_percentile_s: the Erlang-C form with one server, ρ of the queries waiting, the
    mean wait the Pollaczek–Khinchine W = ρS / (2(1 − ρ))): p95 = S + (W ÷ ρ) · ln(20ρ). At the endpoint's 50 % busy
    W = S ÷ 2, so p95 = S + S · ln 10 ≈ 3.3 S (180 ms of compute → 180 + 180 × 2.30 = 594 ms; an M/D/1 simulation
    gives ≈ 3.05 S). `pct` 0 is the mean itself (mean_latency_s)."""
    if pct <= 0:
        return mean_latency_s(service_s, busy)
    return service_s + wait_percentile_s(service_s * busy / (2 * (1 - busy)), busy, pct)


def fast_enough(enc: Encoder, gpus: dict[str, GPUSpec], depth: int, pair_len: int,
                target_s: float, pct: int = TAIL_PERCENTILE) -> dict[str, GPUSpec]:
    """The cards on which one query's pairs meet a stated latency target at its percentile (tail_latency_s ≤
    target_s; `pct` 0: on average)."""
    out = {}
    for name, g in gpus.items():
        s = query_service_s(enc, g, depth, pair_len)
        if s is not None and tail_latency_s(s, pct) <= target_s:
            out[name] = g
    return out


@dataclass(frozen=True)
class Latency:
    """A stated latency target held against the reranker's pick: its mean latency and its compute alone, in seconds
    (None when nothing priced meets the target: the plan then ranks every card and says so)."""

    target_s: float
    mean_s: float | None
    service_s: float | None
    gpu: str | None
    pct: int = TAIL_PERCENTILE  # the percentile the target is held at (0: the mean)
    tail_s: float | None = None  # the pick's latency at that percentile (tail_latency_s)


def _ranked(reranker: Encoder, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], kw: dict[str, Any],
            depth: int, pair_len: int, latency_s: float | None,
            pct: int = TAIL_PERCENTILE) -> tuple[EmbeddingPlan | None, Latency | None]:
    """The reranker endpoint at queries/s × depth pairs of pair_len tokens; with a latency target, ranked only on
    cards that meet it at its percentile `pct` (fast_enough), or on every card with the miss said when none does."""
    load = {**SERVE_ONLY, "prompt_tokens": pair_len,
            "target_requests_per_s": rerank_pairs_per_s(w.target_requests_per_s or 0.0, depth)}
    wl = w.model_copy(update=load)
    if latency_s is None:
        return plan(reranker, wl, gpus, rows, **kw), None
    ranked = plan(reranker, wl, fast_enough(reranker, gpus, depth, pair_len, latency_s, pct), rows, **kw)
    if ranked is None or not ranked.rows:
        return plan(reranker, wl, gpus, rows, **kw), Latency(latency_s, None, None, None, pct)
    g = gpus[ranked.rows[0].gpu]
    s = query_service_s(reranker, g, depth, pair_len)
    return ranked, Latency(latency_s, mean_latency_s(s) if s else None, s, g.name, pct,
                           tail_latency_s(s, pct) if s else None)


def _shallower(reranker: Encoder, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], kw: dict[str, Any],
               depth: int, pair_len: int, latency_s: float | None = None,
               pct: int = TAIL_PERCENTILE) -> EmbeddingPlan | None:
    """The reranker endpoint at RERANK_SHALLOW_DEPTH candidates per query, when `depth` is deeper (the lever
    said by mixed_lines: fewer candidates, fewer pairs/s, fewer cards), held to the same latency target; None
    otherwise."""
    if depth <= RERANK_SHALLOW_DEPTH:
        return None
    shallow, _ = _ranked(reranker, w, gpus, rows, kw, RERANK_SHALLOW_DEPTH, pair_len, latency_s, pct)
    return shallow if shallow is not None and shallow.rows else None


_SIZE_WORD = re.compile(r"(?<![a-z0-9])(?:large|base|small|tiny|mini|\d+(?:\.\d+)?[mb])(?![a-z0-9])")


def smaller_sibling(enc: Encoder) -> Encoder | None:
    """The largest listed reranker of `enc`'s family with fewer parameters (the family: the name less its size word,
    mxbai-rerank-large-v2 → mxbai-rerank-base-v2, bge-reranker-large → bge-reranker-base); None when none is listed.
    A cross-encoder's compute is 2·N per pair token (tools.embedding.flops_per_token), so a smaller body cuts it in
    proportion: the expert's second lever beside fewer candidates."""
    family = _SIZE_WORD.sub("", enc.name.lower())
    smaller = [e for e in RERANKERS if e.params < enc.params and _SIZE_WORD.sub("", e.name.lower()) == family]
    return max(smaller, key=lambda e: e.params) if smaller else None


def rerank_flops_per_s(enc: Encoder, pairs_per_s: float, pair_len: int) -> float:
    """The reranker's sustained compute: pairs/s × tokens a pair × FLOPs a token (tools.embedding.flops_per_token:
    2·N non-embedding + 4·L·d·s attention). By hand, mxbai-rerank-large-v2 at 200 queries/s × 100 candidates × 232
    tokens: N = 1,543,714,304 − 151,936 × 1,536 = 1,310.3 M → 2.62 GFLOPs + 4·28·1,536·232 = 0.04 GFLOPs ≈ 2.66 GFLOPs
    a token × 4.64 M tokens/s ≈ 12.3 PFLOP/s (an H100's dense FP16 peak is 0.99 PFLOP/s: NVIDIA H100 datasheet)."""
    return pairs_per_s * pair_len * flops_per_token(enc, pair_len)


def _smaller(reranker: Encoder, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], kw: dict[str, Any],
             depth: int, pair_len: int, latency_s: float | None, pct: int) -> tuple[EmbeddingPlan | None, int]:
    """The smaller sibling's endpoint (smaller_sibling) at the shallower of `depth` and RERANK_SHALLOW_DEPTH, held to
    the same latency target, and that depth; (None, depth) when no sibling is listed or nothing priced holds it."""
    sib = smaller_sibling(reranker)
    d = min(depth, RERANK_SHALLOW_DEPTH)
    if sib is None:
        return None, d
    ranked, _ = _ranked(sib, w, gpus, rows, kw, d, pair_len, latency_s, pct)
    return (ranked if ranked is not None and ranked.rows else None), d


@dataclass(frozen=True)
class MixedPlan:
    """The backfill (a one-off job; None when only the search service is asked), the query-embedding endpoint and the
    reranker endpoint (None when not named)."""

    job: EmbeddingPlan | None
    queries: EmbeddingPlan | None
    reranker: EmbeddingPlan | None
    queries_per_s: float
    budget_month: float | None  # the stated monthly budget, in the plans' currency (None: none said per month)
    depth: int = RERANK_DEPTH
    depth_said: bool = False  # the depth was stated ("rerank the top 50"), not assumed
    month_hours: float = float(HOURS_PER_MONTH)  # the serving month: 730 h, or the stated hours a day × 30.4 days
    pair_said: bool = False  # a pair's tokens were stated ("每对约400 token"), the query inside them
    latency: Latency | None = None  # a stated latency target held against the reranker's pick
    shallower: EmbeddingPlan | None = None  # the reranker at RERANK_SHALLOW_DEPTH, when the depth is deeper (_shallower)
    pair_cut: bool = False  # an assumed passage's pair cut at RERANK_DEFAULT_MAX_LENGTH
    smaller: EmbeddingPlan | None = None  # a smaller listed reranker of the same family at the lever's depth
    smaller_depth: int = RERANK_SHALLOW_DEPTH  # the depth the smaller reranker is sized at
    # the machine that holds the backfill's vector index in RAM, in the format the monthly budget allows
    # (tools.vector_index.chosen_host), and the float32 one when that is another (said as what float32 would cost)
    index: IndexHost | None = None
    index_float32: IndexHost | None = None
    shape: ShapeFloor | None = None  # the reranker's need against the GPUs its machine shape forces (tools.shape_floor)

    @property
    def serving_month(self) -> float | None:
        """The serving parts' month at their picks' prices (month_hours each), added; None when a part has no row."""
        parts = [p for p in (self.queries, self.reranker) if p is not None]
        if not parts or any(not p.rows for p in parts):
            return None
        return sum(p.rows[0].cost * self.month_hours for p in parts) + (self.index.month if self.index else 0.0)


def mixed_lines(m: MixedPlan) -> list[Msg]:
    """The serving lines said after the backfill's answer (or after the query endpoint's, with no backfill): each
    endpoint's pick and month, the rerank load as stated or assumed, and the serving month held against the monthly
    budget, the backfill said as a one-off beside it."""
    first = m.job or m.queries or m.reranker
    cur = first.currency if first is not None else "USD"
    hours = round(m.month_hours)
    out: list[Msg] = []
    if m.queries is not None and m.queries.rows and (m.job is not None or service_head(m) is not None):
        out.append(Msg(code="rerank.queries", args={
            "name": m.queries.encoder.name, "qps": m.queries_per_s, "tokens": m.queries.tokens,
            "row": _row(m.queries.rows[0], cur), "month": money_text(m.queries.rows[0].cost * m.month_hours, cur, 0),
            "hours": hours}))
    if m.reranker is not None and m.reranker.rows:
        r = m.reranker
        out.append(Msg(code="rerank.reranker", args={
            "name": r.encoder.name, "qps": m.queries_per_s, "depth": m.depth, "pairs": r.requests_per_s or 0.0,
            "tokens": r.tokens, "query": QUERY_TOKENS, "row": _row(r.rows[0], cur), "said": m.depth_said,
            "month": money_text(r.rows[0].cost * m.month_hours, cur, 0), "hours": hours, "pair_said": m.pair_said,
            "cut": m.pair_cut}))
    elif m.reranker is not None:
        out.append(Msg(code="rerank.no_row", args={"name": m.reranker.encoder.name}))
    if m.latency is not None and m.reranker is not None:
        out.append(latency_line(m.latency, m.depth, m.reranker.tokens))
    out += compute_line(m) + shallower_line(m, cur) + smaller_line(m, cur) + index_host_line(m, cur)
    month = m.serving_month
    if month is not None:
        job = min(m.job.rows, key=lambda x: x.cost).cost if m.job is not None and m.job.rows else None
        out.append(Msg(code="rerank.total", args={
            "month": money_text(month, cur, 0), "budget": money_text(m.budget_month, cur, 0) if m.budget_month else "",
            "within": m.budget_month is None or month <= m.budget_month,
            "job": money_text(job, cur) if job is not None else "", "depth": m.depth}))
    return out


FORMAT_LABELS = {"float32": "float32", "fp16": "FP16", "int8": "int8", "pq": "PQ"}


def index_host_line(m: MixedPlan, cur: str) -> list[Msg]:
    """The machine that holds the vector index in RAM, priced into the month (MixedPlan.index): its format, GB with the
    HNSW links, RAM, price and month; when the budget moved it off float32, what float32 would cost a month."""
    h, f = m.index, m.index_float32
    if h is None:
        return []
    o = h.offer
    return [Msg(code="rerank.index_host", args={
        "fmt": FORMAT_LABELS[h.fmt], "gb": h.gb, "m": HNSW_M, "row": f"{o.provider} {o.instance}", "gpus": o.gpus, "gpu": o.gpu,
        "ram": o.ram_gib,
        "price": money_text(o.price, cur), "month": money_text(h.month, cur, 0), "hours": round(m.month_hours),
        "f32_gb": f.gb if f is not None else None, "f32_month": money_text(f.month, cur, 0) if f is not None else "",
        "budget": money_text(m.budget_month, cur, 0) if m.budget_month else ""})]


def service_head(m: MixedPlan) -> Msg | None:
    """The headline of a search service asked without a backfill: every stage's machines (the query embedder's and the
    reranker's picks) and their month together (MixedPlan.serving_month), never the cheapest stage alone
    ("1 × L4 … $516 a month" headed a plan whose reranker needed 109 L4s); None with a backfill (its job heads the
    answer) or when a stage has no row."""
    q, r = m.queries, m.reranker
    month = m.serving_month
    if m.job is not None or q is None or r is None or not q.rows or not r.rows or month is None:
        return None
    cur = q.currency
    return Msg(code="rerank.service_head", args={
        "qps": m.queries_per_s, "embedder": q.encoder.name, "queries": _row(q.rows[0], cur),
        "reranker": r.encoder.name, "ranked": _row(r.rows[0], cur), "month": money_text(month, cur, 0),
        "hours": round(m.month_hours)})


def service_answer(m: MixedPlan, lead: list[Msg]) -> list[Msg]:
    """A search service's answer: the whole plan's headline (service_head) over the query embedder's notes (its
    filters and assumptions, not its own headline nor its other rows, which would read as the plan's), then each
    stage's lines (mixed_lines); with a backfill, or a stage without a row, the lead plan's answer as it is."""
    head = service_head(m)
    if head is None:
        return budget_first(lead + mixed_lines(m))
    stages = [x for x in mixed_lines(m) if not (x.code == "rerank.total" and not x.args["budget"])]  # in the head
    return budget_first([head] + [x for x in lead[1:] if x.code != "embedding.also"] + stages)


BUDGET_LEVERS = ("rerank.shallower", "rerank.smaller")  # the priced levers nearest a monthly budget the plan is over


def budget_first(lines: list[Msg]) -> list[Msg]:
    """An answer whose serving month is over the stated monthly budget (the rerank.total line, within False): that
    verdict and the priced levers nearest the budget (fewer candidates, a smaller reranker) right under the headline,
    as an LLM serving answer leads with its budget verdict, not in its last line (16 × MI300X ≈ $27,915 a month
    headed a $400 budget with the overrun said last); otherwise the lines as they are."""
    over = [x for x in lines if x.code == "rerank.total" and x.args.get("budget") and not x.args.get("within")]
    if not over or not lines:
        return lines
    moved = over + [x for x in lines if x.code in BUDGET_LEVERS]
    return [lines[0], *moved, *[x for x in lines[1:] if x not in moved]]


def shallower_line(m: MixedPlan, cur: str) -> list[Msg]:
    """The rerank-depth lever: RERANK_SHALLOW_DEPTH candidates instead of the depth used cut the pairs (and the
    compute) to shallow ÷ depth, with the endpoint that load would rent and its month; nothing when not deeper."""
    s = m.shallower
    if s is None or not s.rows or m.reranker is None:
        return []
    return [Msg(code="rerank.shallower", args={
        "depth": m.depth, "shallow": RERANK_SHALLOW_DEPTH, "share": RERANK_SHALLOW_DEPTH / m.depth,
        "pairs": s.requests_per_s or 0.0, "row": _row(s.rows[0], cur),
        "month": money_text(s.rows[0].cost * m.month_hours, cur, 0)})]


def compute_line(m: MixedPlan) -> list[Msg]:
    """The reranker's compute said as FLOP/s (rerank_flops_per_s: pairs/s × pair tokens × FLOPs a token), the figure
    that sets the card count; nothing without a reranker plan."""
    r = m.reranker
    if r is None or not r.rows or not r.requests_per_s:
        return []
    flops = rerank_flops_per_s(r.encoder, r.requests_per_s, r.tokens)
    return [Msg(code="rerank.compute", args={
        "pairs": r.requests_per_s, "tokens": r.tokens, "gflop": flops_per_token(r.encoder, r.tokens) / 1e9,
        "pflops": flops / 1e15, "gpus": r.rows[0].gpus * r.rows[0].machines, "gpu": r.rows[0].gpu,
        "mfu": encoder_mfu(r.encoder.matmul_params),
        "needed": m.shape.needed if m.shape else None, "spot": m.shape.spot_instance if m.shape else "",
        "spot_gpus": m.shape.spot_gpus if m.shape else 0,
        "spot_price": money_text(m.shape.spot_price, r.currency) if m.shape and m.shape.spot_instance else ""})]


def smaller_line(m: MixedPlan, cur: str) -> list[Msg]:
    """The smaller-reranker lever: the family's smaller model at the lever's depth, its endpoint and month; nothing
    when no sibling is listed."""
    s = m.smaller
    if s is None or not s.rows or m.reranker is None:
        return []
    return [Msg(code="rerank.smaller", args={
        "name": s.encoder.name, "params_m": s.encoder.params_millions, "big": m.reranker.encoder.name,
        "depth": m.smaller_depth, "pairs": s.requests_per_s or 0.0, "row": _row(s.rows[0], cur),
        "month": money_text(s.rows[0].cost * m.month_hours, cur, 0)})]


def rag_reranker_latency(latency_s: float | None, first_token_limit_ms: float | None, llm_first_token_s: float | None,
                         pct: int | None) -> tuple[float | None, Msg | None]:
    """A reranker beside an LLM held to a first-token limit said for the whole service ("p95 first token under 2 s"):
    the user's first token comes after the reranking, so the reranker gets what the LLM's own first token (the pick's,
    at the same percentile: tools.load.LoadPoint.ttft_at) leaves of the limit, never the whole limit (a 1,986 ms
    reranker p95 was called within a 2 s first token the LLM's 660 ms then pushed to ≈ 2.6 s); p95s added are on the
    safe side of the sum's p95. By hand: 2,000 ms − 660 ms = 1,340 ms. The latency read as it is, and no line, when it
    is not the first-token limit or the LLM has no figure."""
    if latency_s is None or not first_token_limit_ms or llm_first_token_s is None \
            or abs(latency_s * 1000 - first_token_limit_ms) > 0.5:
        return latency_s, None
    left = max(0.0, latency_s - llm_first_token_s)
    return left, Msg(code="rerank.latency_share", args={
        "limit_ms": first_token_limit_ms, "llm_ms": llm_first_token_s * 1000, "left_ms": left * 1000,
        "pct": TAIL_PERCENTILE if pct is None else pct})


def latency_line(lat: Latency, depth: int, pair_len: int) -> Msg:
    """The stated latency target held against the pick: one query's pairs, their compute on one card and the mean
    time with queueing (mean_latency_s), within it; or that no priced card meets it (the plan shown ranks them all)."""
    return Msg(code="rerank.latency", args={
        "target_ms": lat.target_s * 1000, "depth": depth, "tokens": depth * pair_len, "gpu": lat.gpu,
        "service_ms": (lat.service_s or 0.0) * 1000, "mean_ms": (lat.mean_s or 0.0) * 1000,
        "busy": round(ENDPOINT_UTILISATION * 100), "pct": lat.pct, "tail_ms": (lat.tail_s or 0.0) * 1000})


def mixed_plan(enc: Encoder, reranker: Encoder | None, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
               *, currency: str, usd_cny: float, fx: dict[str, float], places: Gazetteer | None = None,
               depth: int | None = None, pair_len: int | None = None, passage_len: int | None = None,
               latency_s: float | None = None, latency_pct: int | None = None) -> MixedPlan | None:
    """The backfill and the serving sized apart when a message states a count of items to embed and a query rate
    (batch_requests and target_requests_per_s), or the serving alone when it names a reranker beside the embedder and
    a query rate; None otherwise. The backfill keeps the stated item length (with no backfill, the item the embedder
    would embed: the stated length, else a RAG chunk); the query endpoint reads QUERY_TOKENS per query; the reranker
    reads `depth` pairs per query (RERANK_DEPTH when not said), each a query plus one item (`passage_len` when the
    message states a candidate's length, advisor.core.extract_stated.rerank_passage_tokens)."""
    if not w.target_requests_per_s or not (w.batch_requests or reranker is not None) or w.task in TRAINING_TASKS:
        return None
    kw = {"currency": currency, "usd_cny": usd_cny, "fx": fx, "places": places}
    items = plan(enc, w.model_copy(update={"target_requests_per_s": None, "batch_requests": w.batch_requests or 1}),
                 gpus, rows, **kw)  # type: ignore[arg-type]
    if items is None:
        return None
    job = items if w.batch_requests else None
    serve = dict(SERVE_ONLY)
    qps = w.target_requests_per_s
    queries = plan(enc, w.model_copy(update={**serve, "prompt_tokens": QUERY_TOKENS}), gpus, rows, **kw)  # type: ignore[arg-type]
    pair, cut = (pair_len, False) if pair_len else (pair_tokens(passage_len), False) if passage_len else \
        assumed_pair_tokens(items.tokens) if items.tokens_assumed else (pair_tokens(items.tokens), False)
    pct = TAIL_PERCENTILE if latency_pct is None else latency_pct
    ranked, lat = (_ranked(reranker, w, gpus, rows, kw, depth or RERANK_DEPTH, pair, latency_s, pct)
                   if reranker is not None else (None, None))
    shallow = (_shallower(reranker, w, gpus, rows, kw, depth or RERANK_DEPTH, pair, latency_s, pct)
               if reranker is not None else None)
    m = MixedPlan(job, queries, ranked, qps, month_budget(w, currency, usd_cny, fx), depth or RERANK_DEPTH,
                  depth is not None, serving_month_hours(w.usage_hours_per_day, w.usage_days_per_week),
                  pair_len is not None, lat, shallow, cut)
    m = replace(m, shape=reranker_shape(ranked, gpus, rows, kw))
    return with_index_host(m, host_offers(w, gpus, rows, kw, places))


def reranker_shape(r: EmbeddingPlan | None, gpus: dict[str, GPUSpec], rows: list[InstanceRow],
                   kw: dict[str, Any]) -> ShapeFloor | None:
    """The reranker pick's GPUs against what its load needs (tools.shape_floor), the smaller spot-only shape's price
    in the plan's currency; None without a pick or where the load sets the count."""
    if r is None or not r.rows or not r.requests_per_s or r.rows[0].gpu not in gpus:
        return None
    top = r.rows[0]
    rate = tokens_per_s(r.encoder, gpus[top.gpu], r.tokens) or 0.0
    pick = next((x for x in rows if x.provider == top.provider and x.instance_type == top.instance
                 and (x.region or "") == top.region), None)
    need = needed_gpus(r.requests_per_s * r.tokens, rate, ENDPOINT_UTILISATION)
    found = shape_floor(rows, pick, need, top.gpus * top.machines)
    if found is None or not found.spot_instance:
        return found
    price = convert_amount(found.spot_price, found.spot_currency, kw["currency"], kw["usd_cny"], kw["fx"]) or 0.0
    return replace(found, spot_price=price, spot_currency=kw["currency"])


# the serving endpoints' workload: no batch, data set, deadline, context or budget of the job beside them
SERVE_ONLY = {"batch_requests": None, "batch_period": None, "dataset": None, "deadline_hours": None, "seq_len": None,
              "output_tokens": None, "budget": None}


def host_offers(w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], kw: dict[str, Any],
                places: Gazetteer | None) -> list[HostOffer]:
    """The priced machines in the stated places / providers with a stated host RAM, as index hosts (the catalog lists
    GPU machines only: a CPU memory-optimised VM is not among them, which the answer says)."""
    filt = row_filter(w.model_copy(update={"gpu_preference": None}), gpus, 0.0, places)
    out = []
    for row in rows:
        p = price_of(row, "on_demand")
        price = convert_amount(p, row.currency, kw["currency"], kw["usd_cny"], kw["fx"]) if p else None
        if row.ram_gib and price and _usable(row, gpus, filt) is not None:
            out.append(HostOffer(row.provider, row.instance_type, row.region or "", row.gpu or "", int(row.gpu_count or 1),
                                 float(row.ram_gib), price))
    return out


# An index at most this big (float32 vectors and their HNSW links) is held in the RAM of the machine that serves the
# queries: every GPU row in the catalog lists ≥ 4 GiB of host RAM (the smallest, Cudo's 1 × GPU "…_1x2v4gb" rows), so
# half of it is room enough beside the encoder's own process
INDEX_BESIDE_QUERIES_GB = 2.0


def with_index_host(m: MixedPlan, offers: list[HostOffer]) -> MixedPlan:
    """`m` with the machine that holds the backfill's vector index in RAM (tools.vector_index.chosen_host: float32, or
    the first smaller format the monthly budget allows), priced into the serving month; unchanged with no backfill,
    for a classifier or reranker job, or with no query endpoint priced."""
    job = m.job
    if job is None or job.encoder.kind != "embed" or not job.items or m.queries is None or not m.queries.rows:
        return m
    size = index_size(job.items * job.chunks, job.encoder.hidden)
    if format_gb(size, "float32") <= INDEX_BESIDE_QUERIES_GB:
        return m  # a small index sits in the RAM of the machine serving the queries: no host of its own
    hosts = index_hosts(size, offers, m.month_hours)
    other = sum(p.rows[0].cost * m.month_hours for p in (m.queries, m.reranker) if p is not None and p.rows)
    pick = chosen_host(hosts, other, m.budget_month)
    f32 = next((h for h in hosts if h.fmt == "float32"), None)
    return replace(m, index=pick, index_float32=f32 if pick is not None and f32 is not pick else None)


def month_budget(w: Workload, currency: str, usd_cny: float, fx: dict[str, float]) -> float | None:
    """The stated budget as money a month: a week's, quarter's or year's scaled by its hours (PERIOD_HOURS; a week is
    168 h of a 730-h month); None for a total, an hour or a day (no month is stated). A total for the job with a
    second, periodic one for running the search (Workload.serving_budget: "$1,500 one-off, $800/month to run
    search") holds the month to the second."""
    b = w.budget if w.budget is not None and w.budget.per in ("week", "month", "quarter", "year") else w.serving_budget
    if b is None or b.per not in ("week", "month", "quarter", "year"):
        return None
    return convert_amount(b.amount * HOURS_PER_MONTH / PERIOD_HOURS[b.per], b.currency, currency, usd_cny, fx)


def reranker_alone(reranker: Encoder, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *,
                   currency: str, usd_cny: float, fx: dict[str, float], places: Gazetteer | None = None,
                   depth: int | None = None, pair_len: int | None = None, passage_len: int | None = None,
                   latency_s: float | None = None, latency_pct: int | None = None) -> MixedPlan | None:
    """A reranker named alone with a query rate ("serve bge-reranker-v2-m3 for 200 queries per second, 50 documents
    each" once got "which model?" back): its endpoint sized as mixed_plan sizes it beside an embedder, `depth`
    pairs per query (RERANK_DEPTH when not said), each a QUERY_TOKENS query plus one passage of the stated item length,
    else a RAG chunk (tools.embedding.RAG_CHUNK_TOKENS); a candidate's stated length (`passage_len`: "100 documents of
    512 tokens per query") comes first; None with no rate, for a training task, or with no plan."""
    if not w.target_requests_per_s or w.task in TRAINING_TASKS:
        return None
    kw = {"currency": currency, "usd_cny": usd_cny, "fx": fx, "places": places}
    stated = passage_len or w.prompt_tokens or _read_length(w)
    pair, cut = (pair_len, False) if pair_len else (pair_tokens(stated), False) if stated else \
        assumed_pair_tokens(RAG_CHUNK_TOKENS)
    pct = TAIL_PERCENTILE if latency_pct is None else latency_pct
    ranked, lat = _ranked(reranker, w, gpus, rows, kw, depth or RERANK_DEPTH, pair, latency_s, pct)
    if ranked is None:
        return None
    small, small_depth = _smaller(reranker, w, gpus, rows, kw, depth or RERANK_DEPTH, pair, latency_s, pct)
    return MixedPlan(None, None, ranked, w.target_requests_per_s, month_budget(w, currency, usd_cny, fx),
                     depth or RERANK_DEPTH, depth is not None,
                     serving_month_hours(w.usage_hours_per_day, w.usage_days_per_week),
                     pair_len is not None, lat,
                     _shallower(reranker, w, gpus, rows, kw, depth or RERANK_DEPTH, pair, latency_s, pct), cut,
                     small, small_depth)


def _read_length(w: Workload) -> int | None:
    """A stated length of each item (seq_len less any stated output), a candidate passage's for a reranker."""
    return w.seq_len - (w.output_tokens or 0) if w.seq_len else None


def box_plan(m: MixedPlan) -> EmbeddingPlan | None:
    """The part of a search service that sizes the box bought under no cloud (tools.onprem_box): the part whose
    fewest-card row holds the most cards — the reranker at 500 pairs/s × 512 tokens (5 × RTX 4090) over the query
    encoder at 50 queries/s × 32 tokens (a fraction of one card, which runs beside it on the same cards) — so the box
    is never sized on the light query encoder alone. None with no part planned."""
    parts = [p for p in (m.job, m.queries, m.reranker) if p is not None and p.rows]
    if not parts:
        return m.job or m.queries
    return max(parts, key=lambda p: min(r.machines * r.gpus for r in p.rows))
