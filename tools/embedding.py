"""Embedding models (BERT-style encoders: bge, e5, gte, MiniLM, nomic): an offline embedding job or an online
embedding endpoint, sized and priced from the catalog.

Why: an embedding question was refused as "not an LLM" and then asked for the model, the count and the deadline it
had just been told (review 9 Q04: 50 M documents, bge-large, 400 tokens, 5 days). An encoder is the simple case of
the LLM model: one forward pass over the input, no decode and no KV cache kept between requests, so its work is the
prefill of every token —

- FLOPs per token = 2·N (every weight multiplies once; Kaplan et al. 2020, arXiv:2001.08361 §2.1, the forward half
  of 6·N) + 4·L·d·s for the attention scores over the whole sequence (QKᵀ and A·V, both directions: an encoder has
  no causal mask to skip);
- a GPU runs it at `PREFILL_MFU` of its dense FP16 tensor peak (tools.speed: the compute-bound forward LLM prefill
  is fitted on; small encoders launch small matrices and often reach less, so the first 100 k items are the check);
- memory is the FP16 weights and one batch's activations: every listed card with a known TFLOPS figure holds it, so
  each GPU runs its own copy (data parallel) and the GPU count only sets how soon the job ends, not its cost.

A job's cost is its GPU-hours × the hourly price per GPU plus `JOB_SETUP_HOURS` per machine; a stated deadline adds
machines. An endpoint is the machines that carry the stated requests per second at ≤ `ENDPOINT_UTILISATION` of
their rate (an M/D/1 queue then waits half a request's service time on average: Kleinrock, Queueing Systems vol. 1,
§5.7). Parameter counts are the model cards' (Hugging Face, linked per row).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from tools.constants import HOURS_PER_MONTH, JOB_SETUP_HOURS
from tools.cost import PERIOD_HOURS, convert_amount, recurring_costs
from tools.host import VCPU_PER_GPU
from tools.offers import SPEED_MODEL_ERROR, price_of
from tools.ranking import FEWER_FASTER_BAND, LONG_JOB_HOURS, MUCH_SOONER, TIE
from tools.schema import Budget, GPUSpec, InstanceRow, Msg, MsgArg, Workload
from tools.speed import PREFILL_MFU, SpeedUnknown, peak_tflops
from tools.wording import duration, fleet, money_text

ENDPOINT_UTILISATION = 0.5  # an endpoint's GPUs busy at most half the time (module docstring)
TOP_ROWS = 3


@dataclass(frozen=True)
class Encoder:
    name: str
    aliases: tuple[str, ...]  # lower-case spellings (spaces, dashes and underscores are interchangeable)
    params: int
    layers: int
    hidden: int
    max_tokens: int
    source: str

    @property
    def params_millions(self) -> float:
        """The parameter count as said to a user (millions)."""
        return self.params / 1e6


ENCODERS: tuple[Encoder, ...] = (
    Encoder("bge-large-en-v1.5", ("bge-large-en-v1.5", "bge-large-en", "bge-large"), 335_000_000, 24,
            1024, 512, "huggingface.co/BAAI/bge-large-en-v1.5 (335M, 24 layers, hidden 1024, 512 tokens)"),
    Encoder("bge-base-en-v1.5", ("bge-base-en-v1.5", "bge-base-en", "bge-base"), 109_000_000, 12, 768, 512,
            "huggingface.co/BAAI/bge-base-en-v1.5 (109M, 12 layers, hidden 768, 512 tokens)"),
    Encoder("bge-small-en-v1.5", ("bge-small-en-v1.5", "bge-small-en", "bge-small"), 33_400_000, 12, 384,
            512, "huggingface.co/BAAI/bge-small-en-v1.5 (33.4M, 12 layers, hidden 384, 512 tokens)"),
    # the Chinese BGE models are their own rows, never the English ones (review: "bge-large-zh" was answered as
    # bge-large-en-v1.5): BERT encoders on a 21,128-token Chinese vocabulary, so fewer embedding parameters
    Encoder("bge-large-zh-v1.5", ("bge-large-zh-v1.5", "bge-large-zh"), 326_000_000, 24, 1024, 512,
            "huggingface.co/BAAI/bge-large-zh-v1.5 config.json (BERT-large, 24 layers, hidden 1024, vocab 21,128, 512 "
            "tokens; 326M)"),
    Encoder("bge-base-zh-v1.5", ("bge-base-zh-v1.5", "bge-base-zh"), 102_000_000, 12, 768, 512,
            "huggingface.co/BAAI/bge-base-zh-v1.5 config.json (BERT-base, 12 layers, hidden 768, vocab 21,128, 512 "
            "tokens; 102M)"),
    Encoder("bge-small-zh-v1.5", ("bge-small-zh-v1.5", "bge-small-zh"), 24_000_000, 4, 512, 512,
            "huggingface.co/BAAI/bge-small-zh-v1.5 config.json (4 layers, hidden 512, vocab 21,128, 512 tokens; 24M)"),
    Encoder("bge-m3", ("bge-m3",), 568_000_000, 24, 1024, 8192,
            "huggingface.co/BAAI/bge-m3 (568M, XLM-RoBERTa-large: 24 layers, hidden 1024, 8,192 tokens)"),
    Encoder("multilingual-e5-large", ("multilingual-e5-large", "me5-large"), 560_000_000, 24, 1024, 512,
            "huggingface.co/intfloat/multilingual-e5-large (560M, 24 layers, hidden 1024, 512 tokens)"),
    Encoder("e5-large-v2", ("e5-large-v2", "e5-large"), 335_000_000, 24, 1024, 512,
            "huggingface.co/intfloat/e5-large-v2 (335M, 24 layers, hidden 1024, 512 tokens)"),
    Encoder("e5-base-v2", ("e5-base-v2", "e5-base"), 109_000_000, 12, 768, 512,
            "huggingface.co/intfloat/e5-base-v2 (109M, 12 layers, hidden 768, 512 tokens)"),
    Encoder("gte-large", ("gte-large",), 335_000_000, 24, 1024, 512,
            "huggingface.co/thenlper/gte-large (335M, 24 layers, hidden 1024, 512 tokens)"),
    Encoder("nomic-embed-text-v1.5", ("nomic-embed-text", "nomic-embed"), 137_000_000, 12, 768, 8192,
            "huggingface.co/nomic-ai/nomic-embed-text-v1.5 (137M, 12 layers, hidden 768, 8,192 tokens)"),
    Encoder("all-MiniLM-L6-v2", ("all-minilm-l6-v2", "minilm-l6", "all-minilm"), 22_700_000, 6, 384, 256,
            "huggingface.co/sentence-transformers/all-MiniLM-L6-v2 (22.7M, 6 layers, hidden 384, 256 tokens)"),
)


# "short texts", 短文本, product titles, queries: a length the user did not give in tokens. Sized at 128 tokens each, the
# length sentence encoders are trained on (sentence-transformers/all-MiniLM-L6-v2 model card: "we limited the sequence
# length to 128 tokens"), never at the model's 512-token maximum (4× the work); the answer says it (reader note).
SHORT_TEXT_TOKENS = 128
# A batch that recurs ("每天 1000 万条", "2 million titles every day"): each period's batch must be done before the next
# arrives, so the period is its deadline unless one is stated; priced per period and per month (730 h, tools.constants).
# An embedding model known only by its size ("a 7B embedding model", or a name outside ENCODERS): sized by the same
# method as an encoder of that size (expert review 19g: "7B embedding model" was refused). The shape is
# tools.arch.derive_arch's for the size; the longest input assumed is a BERT encoder's 512 tokens below 1B, and
# 4,096 from 1B up, the length LLM-based embedders are run at (e5-mistral-7b-instruct's model card: max_length 4096;
# gte-Qwen2-7B-instruct likewise); both are said as assumptions in the answer.
GENERIC_MAX_TOKENS = ((1e9, 512), (float("inf"), 4096))
FP16_BYTES = 2


def generic_encoder(params_b: float, name: str | None = None) -> Encoder:
    """An encoder of `params_b` billion parameters with derive_arch's layers and width (the answer says it is
    assumed)."""
    from tools.arch import assumed_shape, derive_arch

    params = int(params_b * 1e9)
    arch = derive_arch(params)
    label, b = assumed_shape(arch)
    longest = next(n for limit, n in GENERIC_MAX_TOKENS if params < limit)
    return Encoder(name or f"{b:g}B", (), params, arch.layers, arch.hidden, longest, label)


def holds(enc: Encoder, g: GPUSpec) -> bool:
    """One card holds a copy: FP16 weights and the CUDA context within vLLM's gpu_memory_utilization share of the
    card (tools.memory). Every listed encoder (< 1B) fits any card; a 7B one does not fit an 8–12 GB card."""
    from tools.memory import CUDA_CONTEXT_BYTES, VLLM_GPU_MEMORY_UTILIZATION

    cap = g.usable_bytes
    return cap is None or FP16_BYTES * enc.params + CUDA_CONTEXT_BYTES <= cap * VLLM_GPU_MEMORY_UTILIZATION


def _key(text: str) -> str:
    return re.sub(r"[\s_]+", "-", text.lower())


def encoder_named(text: str) -> Encoder | None:
    """The listed encoder a message names ("bge-large", "BGE large", "bge_m3"), the longest spelling first so
    "bge-large-zh" is not read as another row's prefix; None when it names none."""
    flat = _key(text)
    spellings = sorted(((a, e) for e in ENCODERS for a in e.aliases), key=lambda ae: -len(ae[0]))
    for alias, enc in spellings:
        if re.search(r"(?<![a-z0-9])" + re.escape(alias) + r"(?![a-z0-9])", flat):
            return enc
    return None


def flops_per_token(enc: Encoder, tokens: int) -> float:
    """Forward FLOPs per input token (module docstring): 2·N + 4·L·d·s, bidirectional attention."""
    return 2 * enc.params + 4 * enc.layers * enc.hidden * tokens


def tokens_per_s(enc: Encoder, gpu: GPUSpec, tokens: int) -> float | None:
    """Input tokens one GPU embeds per second at PREFILL_MFU of its dense FP16 peak; None without a TFLOPS figure."""
    try:
        peak = peak_tflops(gpu, "fp16") * 1e12
    except SpeedUnknown:
        return None
    return peak * PREFILL_MFU / flops_per_token(enc, tokens)


@dataclass(frozen=True)
class EmbeddingRow:
    provider: str
    instance: str
    gpu: str
    gpus: int  # GPUs per machine
    machines: int
    price: float  # one machine's hourly price, display currency
    hours: float | None  # a job: wall hours (run + start-up); None for an endpoint
    cost: float  # a job: its cost; an endpoint: the hourly price of all its machines
    vendor: str = "NVIDIA"  # the card's maker: an AMD row runs ROCm (named in the headline on a near tie)


@dataclass(frozen=True)
class EmbeddingPlan:
    encoder: Encoder
    tokens: int  # input tokens per item or request
    tokens_assumed: bool  # not stated: the encoder's maximum input, the worst case
    items: int | None  # a job's item count
    deadline_hours: float | None
    requests_per_s: float | None  # an endpoint's load
    rows: list[EmbeddingRow]
    currency: str
    checks: tuple[Msg, ...] = ()  # the pick's card: its ROCm stack (AMD) or its CUDA/driver floor (Blackwell)
    period: str | None = None  # a recurring job: its items arrive every day / week / month
    budget: float | None = None  # a one-off job's stated total budget, in the display currency
    budget_said: str = ""  # that budget as stated (its own currency), when that is not the display currency
    budget_per: str = "total"  # the stated budget's period (one batch is held to its cost in that period: job_budget)

    @property
    def month(self) -> float | None:
        """An endpoint's month (730 h) at the pick's price."""
        return self.rows[0].cost * HOURS_PER_MONTH if self.rows and self.requests_per_s else None


def _usable(row: InstanceRow, gpus: dict[str, GPUSpec], providers: list[str]) -> GPUSpec | None:
    g = gpus.get(row.gpu) if row.gpu else None
    if (g is None or not row.gpu_count or row.gpu_count < 1 or row.price_scope != "instance" or row.quarantined
            or row.same_as or price_of(row, "on_demand") is None):
        return None
    if providers and row.provider.lower() not in providers:
        return None
    if row.vcpu is not None and row.vcpu < VCPU_PER_GPU * row.gpu_count:  # the recommender's rule (tools.offers)
        return None
    return g


def _job(rate: float, n: int, total: float, deadline: float | None) -> tuple[int, float] | None:
    """Machines and wall hours for `total` tokens on machines of `n` GPUs at `rate` tokens/s a GPU."""
    run = total / (rate * n * 3600)
    if deadline is None:
        return 1, run + JOB_SETUP_HOURS
    if deadline <= JOB_SETUP_HOURS:
        return None
    k = max(1, math.ceil(run / (deadline - JOB_SETUP_HOURS)))
    return k, run / k + JOB_SETUP_HOURS


def plan(enc: Encoder, w: Workload, gpus: dict[str, GPUSpec], rows: list[InstanceRow], *, currency: str = "USD",
         usd_cny: float, fx: dict[str, float]) -> EmbeddingPlan | None:
    """The cheapest machines for the embedding job (`batch_requests` items) or endpoint (`target_requests_per_s`),
    on-demand, one row per GPU type, TOP_ROWS of them; None when neither load is stated."""
    read = w.seq_len - (w.output_tokens or 0) if w.seq_len is not None else 0  # an unresolved workload: as stated
    stated = w.prompt_tokens or read or None
    tokens = min(stated or enc.max_tokens, enc.max_tokens)
    if not w.batch_requests and not w.target_requests_per_s:
        return None
    providers = [p.lower() for p in w.providers or []]
    deadline = w.deadline_hours or (PERIOD_HOURS[w.batch_period] if w.batch_period else None)
    best: dict[str, EmbeddingRow] = {}
    for row in rows:
        g = _usable(row, gpus, providers)
        g = g if g is not None and holds(enc, g) else None
        rate = tokens_per_s(enc, g, tokens) if g is not None else None
        price = convert_amount(price_of(row, "on_demand"), row.currency, currency, usd_cny, fx)
        if g is None or rate is None or not price:
            continue
        n = int(row.gpu_count or 1)
        if w.batch_requests:
            got = _job(rate, n, w.batch_requests * tokens, deadline)
            if got is None:
                continue
            k, hours = got
            cand = EmbeddingRow(row.provider, row.instance_type, g.name, n, k, price, hours, price * k * hours, g.vendor)
        else:
            k = max(1, math.ceil((w.target_requests_per_s or 0) * tokens / (rate * n * ENDPOINT_UTILISATION)))
            cand = EmbeddingRow(row.provider, row.instance_type, g.name, n, k, price, None, price * k, g.vendor)
        seen = best.get(g.name)
        if seen is None or (cand.cost, cand.machines * cand.gpus) < (seen.cost, seen.machines * seen.gpus):
            best[g.name] = cand
    ranked = sooner_on_tie(roomier_on_tie(cuda_on_tie(sorted(best.values(), key=lambda x: (x.cost, x.machines * x.gpus))),
                                          deadline))[:TOP_ROWS]
    b = job_budget(w, deadline)
    return EmbeddingPlan(enc, tokens, stated is None, w.batch_requests, deadline, w.target_requests_per_s,
                         ranked, currency, card_checks(gpus[ranked[0].gpu]) if ranked else (),
                         w.batch_period if w.batch_requests else None,
                         convert_amount(b.amount, b.currency, currency, usd_cny, fx) if b is not None else None,
                         money_text(b.amount, b.currency) if b is not None and b.currency != currency else "",
                         w.budget.per if b is not None and w.budget is not None else "total")


def job_budget(w: Workload, deadline: float | None) -> Budget | None:
    """The stated budget as what one batch may cost (`EmbeddingRow.cost` is one batch's cost): a total as it is; a
    budget per day / week / month is judged by what the batch costs inside the period it runs, not spread over every
    hour (review 16 C3) — a one-off batch that ends inside one period may spend the whole period's budget, a
    recurring batch its share of it (a daily batch on a monthly budget: × 24 / 730). None for serving, a budget per
    hour, or a one-off batch with no deadline longer than a period (no period bound to hold it to)."""
    b = w.budget
    if b is None or not w.batch_requests or b.per == "hour":
        return None
    if b.per == "total":
        return b
    per_h = PERIOD_HOURS[b.per]
    if w.batch_period:
        share = PERIOD_HOURS[w.batch_period] / per_h
    else:
        share = max(1.0, (deadline or 0.0) / per_h)  # a batch over several periods may spend each period's budget
    return Budget(amount=b.amount * share, currency=b.currency, per="total")


def budget_line(p: EmbeddingPlan) -> Msg | None:
    """A one-off job's stated budget held against the cheapest row (review 15 Q21: "预算 500 块以内" was never
    used). Over it, the tokens per item the budget pays for: the cost is GPU-hours × price and the FLOPs per token
    (2·N + 4·L·d·s) shrink with a shorter input, so scaling the assumed length by budget / cost is a safe lower
    bound on the length it allows; when the length was assumed, the one question is the real average length."""
    if p.budget is None or not p.rows:
        return None
    cheapest = min(p.rows, key=lambda r: r.cost)
    shown = money_text(p.budget, p.currency)
    args: dict[str, MsgArg] = {
        "budget": f"{p.budget_said} (≈ {shown})" if p.budget_said else shown,
        "cost": money_text(cheapest.cost, p.currency), "gpu": cheapest.gpu, "tokens": p.tokens,
        "assumed": p.tokens_assumed,
        "per": Msg(code="period.suffix", args={"per": p.budget_per}) if p.budget_per != "total" else None}
    if cheapest.cost <= p.budget:
        return Msg(code="embedding.budget_ok", args=args)
    return Msg(code="embedding.budget_over", args={**args, "fits": int(p.tokens * p.budget / cheapest.cost)})


def card_checks(g: GPUSpec) -> tuple[Msg, ...]:
    """What the pick's card needs to run the encoder at all, as every other answer says it: an AMD card runs ROCm
    (vLLM's ROCm image serves embedding models: its pooling runner), a Blackwell card a CUDA ≥ 12.8 build
    (tools.compat, where each floor is sourced)."""
    from tools.compat import driver_check, rocm_checks

    checks = rocm_checks(g, "vllm", "bf16")[:1] or [c for c in (driver_check(g),) if c and c.level == "warning"]
    return tuple(c.message for c in checks)


def answer(p: EmbeddingPlan) -> list[Msg]:
    """The answer's lines: the headline (the first row), the other rows, and the assumptions (the encoder's size and
    source, tokens per item, the MFU, no KV cache, data parallel, on-demand)."""
    e, cur = p.encoder, p.currency
    head: Msg
    if not p.rows:
        head = Msg(code="embedding.no_row", args={"name": e.name})
    elif p.items:
        implied = p.period is not None and p.deadline_hours == PERIOD_HOURS[p.period]  # the period, said on its line
        within = (Msg(code="embedding.within", args={"deadline": duration(p.deadline_hours)})
                  if p.deadline_hours and not implied else None)
        head = Msg(code="embedding.job", args={"name": e.name, "items": p.items, "tokens": p.tokens,
                                               "row": _row(p.rows[0], cur), "within": within})
    else:
        head = Msg(code="embedding.endpoint", args={"name": e.name, "rps": p.requests_per_s, "tokens": p.tokens,
                                                    "row": _row(p.rows[0], cur),
                                                    "month": money_text(p.month or 0.0, cur, 0)})
    rocm = sooner_first(p) or rocm_near_tie(p) or cuda_first(p)
    head = Msg(code="embedding.head_rocm", args={"head": head, "rocm": rocm}) if rocm else head
    out = [head] + [Msg(code="embedding.also", args={"row": _row(r, cur)}) for r in p.rows[1:]]
    if p.period and p.rows:  # a recurring batch: what it costs each period and each month, not once
        per, month = recurring_costs(p.rows[0].cost, p.period)
        out.insert(1, Msg(code="embedding.recurring", args={"period": p.period, "items": p.items,
                                                             "per": money_text(per, cur), "month": money_text(month, cur)}))
    said = budget_line(p)
    if said is not None:
        out.insert(1, said)
    if not e.aliases:  # sized by its size alone: said before the figures that rest on it
        out.append(Msg(code="embedding.generic", args={"name": e.name, "shape": e.source, "max": e.max_tokens}))
    out.append(Msg(code="embedding.assumptions", args={
        "name": e.name, "params_m": e.params / 1e6, "layers": e.layers, "hidden": e.hidden, "source": e.source,
        "tokens": p.tokens, "assumed": "yes" if p.tokens_assumed else "no", "max": e.max_tokens, "mfu": PREFILL_MFU,
        "util": ENDPOINT_UTILISATION, "setup_min": JOB_SETUP_HOURS * 60}))
    return out + list(p.checks)


ROCM_NEAR_TIE = 0.10  # as tools.recommend.ROCM_NEAR_TIE: a CUDA row this close makes the software stack decide


def cuda_on_tie(rows: list[EmbeddingRow], tie: float = TIE) -> list[EmbeddingRow]:
    """An AMD first row with a CUDA row within the price tie (tools.ranking.TIE, 5 %): the CUDA row first. The usual
    embedding servers (Hugging Face TEI, most sentence-transformers images) are CUDA builds, so inside the tie the
    stack that runs without caveats decides (review 13 E7: MI300X $30.79 vs H100 $31.39, 2 %, given to ROCm while
    the answer itself said TEI is CUDA-only). The AMD row stays listed, second."""
    if not rows or rows[0].vendor != "AMD":
        return rows
    cuda = next((r for r in rows if r.vendor == "NVIDIA" and r.cost <= rows[0].cost * (1 + tie)), None)
    return rows if cuda is None else [cuda] + [r for r in rows if r is not cuda]


def spare_ok(row: EmbeddingRow, deadline: float | None) -> bool:
    """Does a job row finish by the deadline even if it runs SPEED_MODEL_ERROR (27 %) longer than estimated? The
    throughput rests on an assumed 50 % of peak that small encoders often miss (the answer says so), as the LLM
    ranking's deadline margin (tools.recommend.meets_with_headroom)."""
    return deadline is None or row.hours is None or row.hours * (1 + SPEED_MODEL_ERROR) <= deadline


def roomier_on_tie(rows: list[EmbeddingRow], deadline: float | None, tie: float = TIE) -> list[EmbeddingRow]:
    """Inside the price tie (tools.ranking.TIE, 5 % of the cheapest job), the row with deadline headroom, then fewer
    machines, then CUDA, then the sooner finish comes first (review 16 C9: 5 brokered one-card A4000 machines
    finishing at 6.6 h of an 8 h deadline led one H100 finishing in 2.7 h for $0.08 more; 3 × A4000 at 17.1 h led
    one H100 at 4.2 h for ¥0.20 more). A price gap smaller than list prices move by buys nothing; fewer machines are
    fewer things to start and fail, and the spare hours absorb an encoder running below the assumed efficiency."""
    if len(rows) < 2 or rows[0].hours is None:
        return rows
    first = rows[0]
    band = [r for r in rows if r.hours is not None and r.cost <= first.cost * (1 + tie)]
    pick = min(band, key=lambda r: (not spare_ok(r, deadline), r.machines, r.vendor == "AMD", r.hours or 0.0, r.cost))
    return rows if pick is first else [pick] + [r for r in rows if r is not pick]


def sooner_on_tie(rows: list[EmbeddingRow], band: float = FEWER_FASTER_BAND) -> list[EmbeddingRow]:
    """A first row running longer than LONG_JOB_HOURS gives way to a row on no more machines that finishes at least
    MUCH_SOONER times sooner for at most `band` more, CUDA first, then the soonest (as tools.ranking.prefer_much_sooner:
    review 15 Q28, a 2.4-day A4000 first over a 4.7 h H100 at +0.7 % for a weekly job)."""
    first = rows[0] if rows else None
    if first is None or first.hours is None or first.hours <= LONG_JOB_HOURS:
        return rows
    took = first.hours
    near = [r for r in rows[1:] if r.hours is not None and r.hours * MUCH_SOONER <= took
            and r.machines <= first.machines and r.cost <= first.cost * (1 + band)]
    if not near:
        return rows
    pick = min(near, key=lambda r: (r.vendor == "AMD", r.hours))
    return [pick] + [r for r in rows if r is not pick]


def sooner_first(p: EmbeddingPlan) -> Msg | None:
    """The first row that `sooner_on_tie` put ahead of a cheaper, much slower row says so, with both times; one that
    `roomier_on_tie` put ahead of a cheaper row inside the tie says the rule (fewer machines, time to spare)."""
    top = p.rows[0] if p.rows else None
    if top is None or top.hours is None:
        return None
    took = top.hours
    cheaper = [r for r in p.rows[1:] if r.cost < top.cost and r.hours is not None]
    tied = min(cheaper, key=lambda r: r.cost) if cheaper else None
    if tied is not None and tied.cost and tied.hours is not None and top.cost <= tied.cost * (1 + TIE) \
            and tied.hours < took * MUCH_SOONER and tied.vendor != "AMD":
        return Msg(code="embedding.roomier_on_tie", args={
            "took": duration(took), "slow": duration(tied.hours), "machines": tied.machines, "gpu": tied.gpu,
            "more": top.cost / tied.cost - 1, "tie": TIE, "deadline": duration(p.deadline_hours) if p.deadline_hours
            else None})
    slow = next((r for r in p.rows[1:] if r.cost < top.cost and r.hours and r.hours >= took * MUCH_SOONER), None)
    if slow is None or not slow.cost or slow.hours is None:
        return None
    return Msg(code="embedding.sooner_on_tie", args={"took": duration(took), "slow": duration(slow.hours),
                                                      "gpu": slow.gpu, "more": top.cost / slow.cost - 1})


def rocm_near_tie(p: EmbeddingPlan) -> Msg | None:
    """An AMD first row with a CUDA row within ROCM_NEAR_TIE says in the headline that it runs ROCm (TEI and most
    sentence-transformers images are CUDA builds) and names the CUDA row with how much more it costs."""
    if not p.rows or p.rows[0].vendor != "AMD":
        return None
    top = p.rows[0]
    cuda = next((r for r in p.rows[1:] if r.vendor != "AMD" and r.cost <= top.cost * (1 + ROCM_NEAR_TIE)), None)
    if cuda is None or not top.cost:
        return None
    return Msg(code="embedding.rocm_near_tie", args={"gpu": top.gpu, "row": _row(cuda, p.currency),
                                                     "more": cuda.cost / top.cost - 1})


def cuda_first(p: EmbeddingPlan) -> Msg | None:
    """A CUDA first row that `cuda_on_tie` put ahead of a cheaper AMD row says so, with the AMD row's saving."""
    if not p.rows or p.rows[0].vendor == "AMD":
        return None
    amd = next((r for r in p.rows[1:] if r.vendor == "AMD" and r.cost < p.rows[0].cost), None)
    if amd is None or not p.rows[0].cost:
        return None
    return Msg(code="embedding.cuda_on_tie", args={"gpu": amd.gpu, "less": 1 - amd.cost / p.rows[0].cost, "tie": TIE})


def _row(r: EmbeddingRow, cur: str) -> Msg:
    what = fleet(f"{r.provider} {r.instance}", r.machines, r.gpus, r.gpu)  # "2 × p inst (1 × L4 each)", never "(2 × L4)"
    if r.hours is None:
        return Msg(code="embedding.row_endpoint", args={"what": what, "cost": money_text(r.cost, cur)})
    return Msg(code="embedding.row_job", args={"what": what, "price": money_text(r.price * r.machines, cur),
                                               "took": duration(r.hours), "cost": money_text(r.cost, cur)})
