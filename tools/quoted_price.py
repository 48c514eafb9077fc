"""A price the user quotes for the machine they name prices that machine (`Workload.quoted_price`).

"nebius has 8xH200 for $28/hr … monthly cost?" was read as a quote, not a budget, and then the answer priced the
machine at the catalog's $43.20/h ($31,536 a month) without a word on the gap. The quote is what the user will pay
(a negotiated rate, a newer list price, a reseller): the rows of the machine they name are priced at it, labelled
"your quote", and the listed price and its source are said beside it when they differ.

Which rows ("that machine only"):
- the named card (`gpu_preference`, every variant of a family it names: tools.offers.named_cards);
- at the named provider (`providers`): a quote with no provider named is the user's belief of the market, never
  a price of one seller's row, so nothing is repriced;
- a machine quote ("8xH200 for $28/hr", "three 4x A6000 boxes (~$1.96/hr each)") prices the rows with the GPU count
  said beside its card (`QuotedPrice.gpus`), else the workload's (`num_gpus`), else 1; a per-GPU quote ("$3.50 per
  GPU-hour", 每卡每小時 NT$90, or a card named alone before its price: "an H100 at $1.99/hr", 3090 每小時 NT$8) prices
  every count of that card there, × the row's GPUs.

The hour: a machine quote per hour is the row's hour; per month, ÷ HOURS_PER_MONTH (730 h, the month price lists
use); per GPU, × the row's GPU count. Every other row keeps its listed price, so the ranking compares the quoted
machine at the quote with the others at theirs.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Literal

from tools.constants import HOURS_PER_MONTH
from tools.defaults import serves
from tools.schema import Constraint, GPUSpec, InstanceRow, ModelArch, Msg, MsgArg, QuotedPrice, Recommendation, Resolved, Workload
from tools.wording import money_text

QUOTE_SOURCE = "your quote"  # the source a quoted row carries (tools.quoted_price.is_quoted reads it)
# A quote up to 1.25× the cheapest listed on-demand price of the same machine is within what a dedicated, supported
# box adds (a month's commitment, support, a named seller); above it the quote is called over the catalog (the
# verdict's threshold, a judgement: the listed rows' spread between providers of one card is ≈ 1.2–1.5×).
FAIR_MARGIN = 1.25  # and under 1 ÷ 1.25 = 0.8× the quote is called under the catalog (a good price)
# Variants of one family within 80 % of its largest memory are one class to a buyer (H100 80 GB SXM / PCIe and the
# 94 GB NVL); below it another card (the 40 GB A100 beside the 80 GB): a family name quoted is compared within its top
# class (quoted_cards).
SAME_CLASS = 0.8
# A term of a quarter or more is a commitment: committed / reserved rates are sold as a discount off on-demand (AWS
# Savings Plans, Google Cloud committed-use discounts, Azure reservations: their pricing pages), so a committed quote
# at the on-demand price is no discount (the verdict asks for the committed rate; none is held in the catalog).
COMMIT_MONTHS = 1.0  # a month's plan (包月, "monthly") is a commitment too: the mainland platforms sell it below hourly
# The published discount band off on-demand for a commitment when the catalog holds no committed price of the machine
# (its `price_reserved_month` column is filled for Alibaba rows only): a term under a year, 20–40 % (packet.ai, "GPU
# Pricing Models Compared 2026": reserved contracts on 1–3 month terms at 20–40 % below on-demand); a year or more,
# 20–55 % (computingpower.org, "On-Demand vs Reserved vs Spot", reviewed 2026-04-30: committed-use discounts and
# savings plans on 1- or 3-year terms, 20–55 %; AWS Savings Plans, Google Cloud committed-use discounts and Azure
# reservations are each sold as such a discount: their pricing pages). A band, never one invented discount figure.
COMMIT_BAND_SHORT = (0.20, 0.40)
COMMIT_BAND_YEAR = (0.20, 0.55)
COMMIT_SOURCES = {"short": "packet.ai, GPU pricing models 2026", "year": "computingpower.org, pricing models, 2026-04-30"}
# A committed quote from 0.95× the listed on-demand price up is at on-demand parity (no discount, within the rounding
# of a negotiated figure); below it the quote already carries a discount, judged as the price it is.
PARITY = 0.95
# A sized job that keeps its machine busy for under a quarter of the term (the term's hours over 4 × the job's) is
# far shorter than the term: the verdict says the job's hours and cost beside the term's total and advises renting
# by the hour for the job (a judgement: the machine would sit idle three quarters of what is paid for).
IDLE_TERM = 4.0


@dataclass(frozen=True)
class Repriced:
    """One machine priced at the quote: its listed price (currency, source, date) beside the quote's hour."""

    provider: str
    instance_type: str
    gpu_count: int
    quoted_hour: float
    currency: str
    listed_hour: float | None
    listed_currency: str
    listed_source: str
    listed_as_of: str


def quote_price(q: QuotedPrice, gpu_count: float, per: Literal["hour", "month"]) -> float:
    """The quote as one machine's price an hour or a month — the one conversion of a quote between the two: a month
    is HOURS_PER_MONTH hours (730 h, tools.constants: the month price lists use), × the GPUs when said a GPU. By hand:
    "$14,600 a month" for the machine → $14,600 ÷ 730 = $20.00 an hour; "$8/hr" → $8 × 730 = $5,840 a month;
    每卡每月 ¥5,000 on 8 cards → ¥40,000 a month, ¥54.79 an hour."""
    if q.per == per:
        price = q.amount
    else:
        price = q.amount / HOURS_PER_MONTH if per == "hour" else q.amount * HOURS_PER_MONTH
    return price * gpu_count if q.scope == "gpu" else price


def quote_hour(q: QuotedPrice, gpu_count: float) -> float:
    """The quote as one machine's hour (quote_price): amount (÷ HOURS_PER_MONTH when said a month) (× GPUs when said
    a GPU)."""
    return quote_price(q, gpu_count, "hour")


def quoted_machine(row: InstanceRow, w: Workload, cards: tuple[str, ...]) -> bool:
    """Is `row` the machine the quote names (the module's rules: card, provider, GPU count)?"""
    q = w.quoted_price
    if q is None or row.quarantined or row.gpu not in cards:
        return False
    wanted = {p.lower() for p in w.providers or []}
    if not wanted or row.provider.lower() not in wanted:
        return False
    return q.scope == "gpu" or row.gpu_count == (q.gpus or w.num_gpus or 1)


def quoted_rows(rows: list[InstanceRow], w: Workload,
                gpus: dict[str, GPUSpec]) -> tuple[list[InstanceRow], list[Repriced]]:
    """`rows` with the quoted machine's rows priced at the quote (source "your quote", the listed figure in notes),
    and what was repriced. Unchanged when there is no quote or nothing matches."""
    from tools.offers import named_cards

    q = w.quoted_price
    if q is None or not w.gpu_preference:
        return rows, []
    cards = named_cards(w.gpu_preference, gpus)
    out, done = [], []
    for row in rows:
        if is_quoted(row) or not quoted_machine(row, w, cards):  # a re-run (levers, routes) gets them priced
            out.append(row)
            continue
        hour = quote_hour(q, row.gpu_count or 1)
        same = q.currency == row.currency
        done.append(Repriced(row.provider, row.instance_type, int(row.gpu_count or 1), hour, q.currency,
                             row.price_on_demand, row.currency, row.source, row.as_of))
        out.append(row.model_copy(update={
            "price_on_demand": hour, "currency": q.currency, "source": f"{QUOTE_SOURCE} ({q.said})",
            "price_spot": row.price_spot if same else None,
            "price_reserved_month": row.price_reserved_month if same else None,
            "notes": f"listed {row.price_on_demand} {row.currency}/h ({row.source}, {row.as_of or 'undated'}); "
                     f"{QUOTE_SOURCE} {q.said} used"}))
    return out, done


def is_quoted(row: InstanceRow) -> bool:
    """A row priced at the user's quote (quoted_rows)."""
    return row.source.startswith(QUOTE_SOURCE)


def quote_note(repriced: list[Repriced], q: QuotedPrice, pick: tuple[str, str] | None = None,
               count: int | None = None) -> Msg | None:
    """The line that says the quote priced the machine, with the listed price beside it where it differs (beyond a
    cent): one line for one machine (its regions share the quote): the picked one (`pick`: provider, instance) when it
    is quoted, else the one with the GPU count said (`count`), else the first."""
    if not repriced:
        return None
    first = next((x for x in repriced if pick is not None and (x.provider, x.instance_type) == pick),
                 next((x for x in repriced if count is not None and x.gpu_count == count), repriced[0]))
    listed = first.listed_hour
    same = (listed is not None and first.listed_currency == first.currency
            and abs(listed - first.quoted_hour) < 0.005)
    source = first.listed_source.split(";")[0].strip()
    return Msg(code="quoted_price.used", args={
        "said": q.said, "provider": first.provider, "instance": first.instance_type, "n": first.gpu_count,
        "quote": money_text(first.quoted_hour, first.currency),
        "listed": money_text(listed, first.listed_currency) if listed is not None else None,
        "source": source, "as_of": first.listed_as_of, "same": same,
        "month": money_text(first.quoted_hour * HOURS_PER_MONTH, first.currency, 0),
        "hours": HOURS_PER_MONTH, "per_gpu": q.scope == "gpu"})


def quote_constraint(repriced: list[Repriced], q: QuotedPrice, pick: tuple[str, str] | None = None,
                     count: int | None = None) -> Constraint | None:
    """The quote as a stated constraint line (quote_note its message): ✅ where the listed price is the same, else ❔
    (not checked: the quote is the user's, no source of ours confirms it), so the short answer says it beside the
    plan; None when no row was priced at it."""
    note = quote_note(repriced, q, pick, count)
    if note is None:
        return None
    return Constraint(name="quoted_price", stated=q.said, status="honoured" if note.args["same"] else "unchecked",
                      message=note, label=Msg(code="quoted_price.label", args={"said": q.said}))


def quote_said(out: Recommendation, repriced: list[Repriced], w: Workload) -> Recommendation:
    """The answer with the quote's line first among its stated constraints (quote_constraint, on the picked machine
    when it is the quoted one), so the short answer says it beside the plan; unchanged without a repriced row."""
    pick = (out.candidates[0].provider, out.candidates[0].instance) if out.candidates else None
    said = quote_constraint(repriced, w.quoted_price, pick, w.num_gpus) if w.quoted_price is not None else None
    if said is not None:
        out.constraints = [said, *out.constraints]
    return out


def priced_as_quoted(rows: list[InstanceRow], w: Workload, gpus: dict[str, GPUSpec]
                     ) -> tuple[list[InstanceRow], Callable[[Recommendation], Recommendation]]:
    """quoted_rows, and quote_said bound to what it repriced: the rows to rank and how the answer then says it."""
    out, repriced = quoted_rows(rows, w, gpus)
    return out, partial(quote_said, repriced=repriced, w=w)


@dataclass(frozen=True)
class FairQuote:
    """A quote judged against the catalog and the work ("is $9,000/month for 2 × H100 fair?", "$3/h per H100")."""

    quote_month: float  # the quote a month (quote_price): the machine's, or one GPU's when `per_gpu`; in `currency`
    currency: str
    card: str  # the card compared (the listed row's when one is, else the card named)
    gpus: int  # the machine's GPUs (1 when `per_gpu`)
    per_gpu: bool  # a per-GPU quote with no count said: compared GPU-hour against GPU-hour
    listed: InstanceRow | None  # the cheapest listed row of that card (× count unless per_gpu); None: not listed
    listed_month: float | None  # its on-demand price (÷ its GPUs when per_gpu) × HOURS_PER_MONTH, in `currency`
    need_bytes: int | None  # weights + KV cache for every user at the full context (None: no model known)
    box_bytes: int | None  # the quoted machine's memory: GPUs × the card's capacity (None when per_gpu)
    card_gb: float  # one card's marketing size (80 for an H100)
    precision: str  # the weights' precision the need is sized at
    task: str = "inference"  # the work the need is sized for (training: weights, gradients, optimizer, activations)
    named: str = ""  # the card as the user named it ("H100"); a family name compares every variant of its class
    any_variant: bool = False  # the name is a family (bare "H100"): the comparator is its cheapest variant, said so
    term_months: float | None = None  # the term said with the quote (QuotedPrice.term_months)
    quote_term: float | None = None  # the quote over that term (its month × the months), in `currency`
    listed_term: float | None = None  # the listed comparator over the same term
    listed_resold: bool = False  # no seller lists the card: the comparator is a resale (no SLA), said so
    resale: InstanceRow | None = None  # a cheaper resale listing, named beside the seller's row (no SLA)
    resale_month: float | None = None  # its price as listed_month is counted
    commit: CommitBand | None = None  # the committed comparator of a committed quote (commit_band)
    foreign_only: tuple[str, ...] = ()  # a mainland quote with no mainland row priced: the platforms not priced
    platforms_unpriced: tuple[str, ...] = ()  # a mainland quote: the GPU-rental platforms no price is held from

    @property
    def committed(self) -> bool:
        """A term of COMMIT_MONTHS or more: a commitment, whose price is normally below on-demand."""
        return (self.term_months or 0) >= COMMIT_MONTHS


@dataclass(frozen=True)
class CommitBand:
    """What a committed quote is compared with: the machine's committed month, as a band (lo … hi, in the quote's
    currency): the catalog's reserved row where one is held (lo = hi = its month), else the on-demand comparator less
    the published discount band (COMMIT_BAND_SHORT / COMMIT_BAND_YEAR, `pcts` the discounts, `source` cited)."""

    lo: float
    hi: float
    pcts: tuple[float, float] | None = None  # (smallest, largest) discount off on-demand; None: a reserved row
    source: str = ""  # the published band's source key ("short" / "year"), or the reserved row's provider and box
    place: str = "in"  # where the quote sits: "above" the band, "upper" / "lower" half, "under" it (commit_place)


def commit_band(term_months: float, listed_month: float, reserved: tuple[float, InstanceRow] | None = None
                ) -> CommitBand:
    """The committed comparator of a machine listed at `listed_month` on demand, for a term of `term_months`: a held
    reserved month (`reserved`: its month, its row) as it is, else on-demand × (1 − the published discounts). By hand
    (8 × H200 at $36.60/h on demand = $26,720 a month, a 6-month term, 20–40 %): $16,032 … $21,376 a month, i.e.
    $2.75 … $3.66 a GPU-hour; a year (20–55 %) on NT$855,036: NT$384,766 … NT$684,029."""
    if reserved is not None:
        return CommitBand(reserved[0], reserved[0], None, f"{reserved[1].provider} {reserved[1].instance_type}")
    small, large = COMMIT_BAND_YEAR if term_months >= 12 else COMMIT_BAND_SHORT
    return CommitBand(listed_month * (1 - large), listed_month * (1 - small), (small, large),
                      "year" if term_months >= 12 else "short")


def commit_place(quote_month: float, band: CommitBand) -> str:
    """Where a committed quote sits against its band: "above" it (over the band's top by more than the 5 % tie),
    "under" it (below its floor by more than 5 %), else "upper" or "lower" half (a held reserved month: "upper" within
    the tie). By hand: $20,440 a month against $16,032 … $21,376 → above the midpoint $18,704 → "upper"; NT$1,200,000
    against NT$384,766 … NT$684,029 → "above"."""
    if quote_month > band.hi * 1.05:
        return "above"
    if quote_month < band.lo * 0.95:
        return "under"
    return "upper" if quote_month >= (band.lo + band.hi) / 2 else "lower"


def _cheapest_reserved(rows: list[InstanceRow], cards: tuple[str, ...], count: int,
                       to_quote: Callable[[float, str], float | None]) -> tuple[float, InstanceRow] | None:
    """The cheapest held reserved month (`price_reserved_month`, a provider's 包月 list price) of `count` × `cards`
    in the quote's currency, or None: the committed price itself, where the catalog holds one."""
    held = [(p, r) for r in rows if not r.quarantined and r.gpu in cards and r.gpu_count == count
            and r.price_reserved_month and not is_quoted(r)
            for p in [to_quote(r.price_reserved_month, r.currency)] if p]
    return min(held, key=lambda x: x[0], default=None)


def quoted_cards(w: Workload, gpus: dict[str, GPUSpec]) -> tuple[str, ...]:
    """The cards a quote names: the card asked about (`gpu_preference`, else `checked_gpu`: 4张A100 … 合理吗) when the
    catalog holds it by that name, else the variants of its family in its top memory class (within SAME_CLASS of the
    largest): "A100" → the 80 GB A100s, never the 40 GB (half the memory at a lower price would call a fair 80 GB
    quote dear); "H100" → SXM, PCIe and NVL (80–94 GB: the same class, the cheapest of them is the market's H100)."""
    from tools.offers import named_cards

    name = w.gpu_preference or w.checked_gpu
    if not name:
        return ()
    if name in gpus:
        return (name,)
    cards = [c for c in named_cards(name, gpus) if c in gpus]
    top = max((_capacity(gpus[c]) for c in cards), default=0)
    return tuple(c for c in cards if _capacity(gpus[c]) >= SAME_CLASS * top)


_FORM = re.compile(r"\s+(?:SXM\d*|PCIe|NVL|HGX)\b.*$", re.I)


def form_free(card: str) -> str:
    """A card's name without its form factor ("A800 80GB SXM" → "A800 80GB"): how a user names it."""
    return _FORM.sub("", card)


def unpriced_form_kin(card: str, gpus: dict[str, GPUSpec]) -> tuple[str, ...]:
    """The other form factors of a quoted card with the same memory ("A800 80GB SXM" → the A800 80GB PCIe): a user's
    "A800 80G" is read as one catalog name, and when no row prices that one, the same chip and memory in another form
    factor is the market's comparator — said as "any variant", never as the same card. Empty when the name has no
    form factor or no kin is held."""
    base = form_free(card)
    if base == card:
        return ()
    return tuple(n for n in gpus if n != card and form_free(n) == base)


def _capacity(spec: GPUSpec) -> int:
    """One card's memory in bytes as fits are decided (docs DESIGN "Units": the usable memory nvidia-smi reports, H100
    79.65 GiB = 85.5 GB), else its marketing size in GiB — the same capacity every fit check uses, so "8 × 80 GB"
    is never summed as 8 × 80 GiB = 687 GB and called GB."""
    return spec.usable_bytes or spec.memory_bytes or int((spec.memory_gb or 0) * 2**30)


def _cheapest_listed(rows: list[InstanceRow], cards: tuple[str, ...], count: int | None,
                     to_quote: Callable[[float, str], float | None],
                     gpus: dict[str, GPUSpec] | None = None) -> tuple[float, InstanceRow] | None:
    """The cheapest listed on-demand row of `cards` in the quote's currency: of `count` GPUs, its whole price; with no
    count (a per-GPU quote), the rows of one GPU (a card rentable alone, never a share of an 8-GPU box nobody rents by
    the card), else of the fewest GPUs listed, its price ÷ its GPUs. Quarantined and quoted rows never count, nor a
    host the ranking itself refuses (fewer than tools.host.VCPU_PER_GPU vCPUs a GPU, or host RAM under half the GPU
    memory: tools.offers.ram_short) — a 2-vCPU / 4 GB A800 listing is no comparator for a rented A800 server."""
    from tools.offers import ram_short, vcpu_short

    def host_ok(r: InstanceRow) -> bool:
        g = (gpus or {}).get(r.gpu)
        return not vcpu_short(r) and (g is None or not ram_short(r, g))

    priced = [(p, r) for r in rows
              if not r.quarantined and r.gpu in cards and r.price_on_demand and not is_quoted(r) and host_ok(r)
              for p in [to_quote(r.price_on_demand, r.currency)] if p]
    if count is None:
        fewest = min((r.gpu_count or 1 for _, r in priced), default=1)
        priced = [(p / (r.gpu_count or 1), r) for p, r in priced if (r.gpu_count or 1) == fewest]
    else:
        priced = [(p, r) for p, r in priced if r.gpu_count == count]
    return min(priced, key=lambda x: x[0], default=None)


def work_need(w: Resolved, arch: ModelArch | None) -> int | None:
    """The memory the work asks of the quoted box, None without a model. Serving: weights (at the plan's precision) +
    KV cache for every user at the full context (tools.memory), runtime buffers aside. Training: the one-GPU total of
    tools.memory.estimate_memory (weights, gradients, optimizer states, activations: a 7B full fine-tune's ≈ 128 GB,
    never its 15 GB of serving weights + KV), the memory spread over the box's GPUs."""
    from tools.memory import estimate_memory, kv_cache_bytes, weight_bytes

    if arch is None:
        return None
    if not serves(w.task):
        return estimate_memory(arch, w).total
    return weight_bytes(arch, w.precision) + kv_cache_bytes(arch, w.seq_len, w.concurrency, w.kv_precision)


def fair_quote(w: Resolved, arch: ModelArch | None, rows: list[InstanceRow], gpus: dict[str, GPUSpec],
               to_quote: Callable[[float, str], float | None],
               market: MarketSplit | None = None) -> FairQuote | None:
    """The quote against the same machine at catalog prices and against what the work needs. By hand (Mistral-Nemo-12B,
    BF16, 5 users × 16,384 tokens, "$9,000/month for a dedicated 2x H100"): weights 12.2 B × 2 B ≈ 24.5 GB; KV =
    2 × 40 layers × 8 KV heads × 128 × 2 B = 160 KiB a token × 16,384 × 5 ≈ 13.4 GB → ≈ 38 GB; the box holds
    2 × 80 GiB ≈ 172 GB (≈ 4.5× the need); a listed 2 × H100 at $4.33/h ≈ $3,161 a month makes the quote ≈ 2.8×.
    `w` is the resolved workload (precision, seq_len, concurrency said or assumed); `to_quote` converts a row's price
    into the quote's currency (tools.cost.convert_amount). A per-GPU quote with no count ("$3/h per H100") is compared
    GPU-hour to GPU-hour, with no box to size. None without a quote or a known card."""
    q = w.quoted_price
    cards = quoted_cards(w, gpus)
    if q is None or not cards:
        return None
    if market is not None:  # a mainland quote: the mainland's rows where any price the card, else a foreign reference
        rows, foreign = market.rows_for(rows, cards)
    else:
        foreign = ()
    unpriced = market.unpriced if market is not None else ()
    said = q.gpus or w.num_gpus or w.checked_gpu_count
    per_gpu = q.scope == "gpu" and not said
    count = 1 if per_gpu else int(said or 1)
    best, resale = _seller_first(rows, cards, None if per_gpu else count, to_quote, gpus)
    named, kin_used = w.gpu_preference or w.checked_gpu or cards[0], False
    if best is None and resale is None and len(cards) == 1 and (kin := unpriced_form_kin(cards[0], gpus)):
        best, resale = _seller_first(rows, kin, None if per_gpu else count, to_quote, gpus)
        cards, named, kin_used = (kin, form_free(cards[0]), True) if best or resale else (cards, named, False)
    listed_resold = best is None and resale is not None
    best, resale = (resale, None) if listed_resold else (best, resale)
    card = best[1].gpu if best else cards[0]
    spec = gpus[card]
    per_card = _capacity(spec)
    month = quote_price(q, count, "month")
    listed_month = best[0] * HOURS_PER_MONTH if best else None
    term = q.term_months
    return FairQuote(quote_month=month, currency=q.currency, card=card, gpus=count,
                     per_gpu=per_gpu, listed=best[1] if best else None,
                     listed_month=listed_month, need_bytes=work_need(w, arch),
                     box_bytes=None if per_gpu or not per_card else per_card * count,
                     card_gb=float(spec.memory_gb or per_card / 2**30), precision=str(w.precision),
                     task=str(w.task), named=named, any_variant=named not in gpus and (len(cards) > 1 or kin_used),
                     term_months=term, quote_term=month * term if term else None,
                     listed_term=listed_month * term if term and listed_month else None,
                     listed_resold=listed_resold, resale=resale[1] if resale else None,
                     resale_month=resale[0] * HOURS_PER_MONTH if resale else None,
                     commit=_commit_of(month, term, listed_month, rows, cards, None if per_gpu else count, to_quote),
                     foreign_only=foreign, platforms_unpriced=unpriced)


def _commit_of(month: float, term: float | None, listed_month: float | None, rows: list[InstanceRow],
               cards: tuple[str, ...], count: int | None,
               to_quote: Callable[[float, str], float | None]) -> CommitBand | None:
    """The committed comparator of a quote on a term of COMMIT_MONTHS or more (commit_band, placed by commit_place),
    None without a term or an on-demand comparator. A per-GPU quote with no count is compared per GPU: the band of
    the one-GPU listed month."""
    if not term or term < COMMIT_MONTHS or not listed_month:
        return None
    reserved = _cheapest_reserved(rows, cards, count, to_quote) if count else None
    band = commit_band(term, listed_month, reserved)
    return CommitBand(band.lo, band.hi, band.pcts, band.source, commit_place(month, band))


@dataclass(frozen=True)
class MarketSplit:
    """A quote in yuan from a buyer in mainland China: whether a row is in the mainland market (`domestic`, the
    caller's place rule) and the mainland platforms no price is held from (`unpriced`, tools.local_markets ids)."""

    domestic: Callable[[InstanceRow], bool]
    unpriced: tuple[str, ...]

    def rows_for(self, rows: list[InstanceRow], cards: tuple[str, ...]) -> tuple[list[InstanceRow], tuple[str, ...]]:
        """(the rows to compare with, the unpriced platforms to name): the mainland's rows when any of them price
        `cards` on demand (the market the buyer shops in), else every row, a foreign reference, with the mainland
        platforms said as not priced. By hand: a ¥2.2 RTX 4090 quote, no mainland 4090 row priced → every row (runpod
        US is the reference) and ("autodl", "gpushare", "matpool")."""
        home = [r for r in rows if self.domestic(r)]
        if any(r.gpu in cards and r.price_on_demand and not r.quarantined for r in home):
            return home, ()
        return rows, self.unpriced


def _seller_first(rows: list[InstanceRow], cards: tuple[str, ...], count: int | None,
                  to_quote: Callable[[float, str], float | None], gpus: dict[str, GPUSpec]
                  ) -> tuple[tuple[float, InstanceRow] | None, tuple[float, InstanceRow] | None]:
    """(the cheapest row a seller lists itself, the cheapest resold row when it is cheaper still): a quote from a
    provider is a contract with that provider, so the comparator is a row whose seller's SLA reaches the buyer; a
    broker's resale or a marketplace offer (tools.seller_sla.resold: no seller SLA) is named only beside, as a resale
    listing. By hand (a $1.49/h L40S quote): Prime Intellect's resale of a DataCrunch L40S at $0.99/h is no
    comparator; the cheapest seller's own 1 × L40S is; the $0.99/h resale is said beside it. With no seller's row,
    the resale is the comparator (the caller says it is one)."""
    from tools.seller_sla import resold

    seller = _cheapest_listed([r for r in rows if not resold(r)], cards, count, to_quote, gpus)
    resale = _cheapest_listed([r for r in rows if resold(r)], cards, count, to_quote, gpus)
    if seller and resale and resale[0] >= seller[0]:
        resale = None
    return seller, resale


def job_against_term(job_hours: float, job_gpus: float, f: FairQuote) -> tuple[float, float] | None:
    """A sized job far shorter than the quoted term: (the job's GPU-hours, its cost at the quote), or None when the
    term is not over IDLE_TERM × the job's hours (or no term, no job, or serving: a service uses the whole term).
    The quote's GPU-hour is its month ÷ HOURS_PER_MONTH ÷ the quoted GPUs. By hand (Mistral-7B QLoRA, ≈ 10.1 h on
    1 × H100; NT$95 per card-hour on a 3-month term): 10.1 GPU-hours × NT$95 ≈ NT$960 against 95 × 3 × 730 =
    NT$208,050 for the term (2,190 h, over 4 × 10.1 h): rent by the hour for the job."""
    if not f.term_months or job_hours <= 0 or job_gpus <= 0 or serves(f.task):  # a service runs the whole term
        return None
    if f.term_months * HOURS_PER_MONTH <= IDLE_TERM * job_hours:
        return None
    gpu_hours = job_hours * job_gpus
    return gpu_hours, gpu_hours * f.quote_month / HOURS_PER_MONTH / max(f.gpus, 1)


def pick_dearer(f: FairQuote, pick_hour: float | None, pick_gpus: float) -> bool:
    """The plan's pick costs more a GPU-hour than the quote (beyond a tie: FAIR_MARGIN's inverse is the verdict's
    "under"; here any excess over 5 %, the ranking's tie): the answer must say the quote is the cheaper. By hand:
    ¥6,500 a month for 1 × A100 → ¥8.90 a GPU-hour; a pick at ¥22.84/h on 1 GPU is 2.6× that → dearer."""
    if pick_hour is None or pick_gpus <= 0 or f.quote_month <= 0:
        return False
    return pick_hour / pick_gpus > 1.05 * f.quote_month / HOURS_PER_MONTH / max(f.gpus, 1)


@dataclass(frozen=True)
class PlanSide:
    """What the plan below says beside the verdict: the pick's hour (in the quote's currency) and GPUs, and the
    sized job's hours on it (training / batch), each None when not known."""

    hour: float | None = None
    gpus: float = 1.0
    name: str = ""
    job_hours: float | None = None


def fair_quote_msg(f: FairQuote, q: QuotedPrice, model: str | None, users: int, context: int,
                   plan: PlanSide | None = None) -> Msg:
    """fair_quote's verdict as the answer's first line: the quote ÷ the same box listed (over FAIR_MARGIN: over the
    catalog), the box's memory ÷ the need (under 1: too small, whatever the price), the term said (both totalled
    over it; a commitment at on-demand parity is no discount), a job far shorter than the term (job_against_term),
    the plan's pick dearer than the quote (pick_dearer), and what to do (negotiate towards the listed price, ask
    for the committed rate, rent by the hour for the job, or rent the plan below)."""
    times = f.quote_month / f.listed_month if f.listed_month else None
    row = f.listed
    small = f.need_bytes is not None and f.box_bytes is not None and f.box_bytes < f.need_bytes
    plan = plan or PlanSide()
    job = job_against_term(plan.job_hours, plan.gpus, f) if plan.job_hours else None
    return Msg(code="quoted_price.fair", args={
        **_term_args(f, job), "named": f.named, "any_variant": f.any_variant,
        "dearer_pick": plan.name if not small and not (times and times > FAIR_MARGIN)
        and pick_dearer(f, plan.hour, plan.gpus) else None,
        "pick_hour": money_text(plan.hour, f.currency) if plan.hour else None,
        "said": q.said, "card": f.card, "n": f.gpus, "per_gpu": f.per_gpu,
        "as_month": q.per == "month" and q.scope == "machine",  # said as the box's month: no figure to add
        "quote_month": money_text(f.quote_month, f.currency, 0),
        "listed_month": money_text(f.listed_month, f.currency, 0) if f.listed_month else None,
        "listed_hour": money_text(f.listed_month / HOURS_PER_MONTH, f.currency) if f.listed_month else None,
        "provider": row.provider if row else "", "instance": row.instance_type if row else "",
        "row_n": int(row.gpu_count or 1) if row else f.gpus,
        "listed_resold": f.listed_resold, **_resale_args(f),
        "times": round(times, 1) if times else None, "over": bool(times and times > FAIR_MARGIN), "small": small,
        "under": bool(times and times < 1 / FAIR_MARGIN), "gpu_scope": q.scope == "gpu",
        "model": model, "users": users, "context": context, "precision": f.precision.upper(),
        "need_gb": round(f.need_bytes / 1e9, 1) if f.need_bytes else None, "card_gb": round(f.card_gb),
        "box_gb": round(f.box_bytes / 1e9) if f.box_bytes else None,
        "usable_gib": round(f.box_bytes / f.gpus / 2**30, 2) if f.box_bytes and f.gpus else None,
        "box_times": round(f.box_bytes / f.need_bytes, 1) if f.box_bytes and f.need_bytes else None,
        "training": not serves(f.task), "task": f.task, "region": row.region if row else "",
        "hours": HOURS_PER_MONTH, **_commit_args(f), **_foreign_args(f)})


def _commit_args(f: FairQuote) -> dict[str, MsgArg]:
    """The committed comparator's words: the band a month (per GPU when the quote is), its discounts or the reserved
    row it is, where the quote sits, and the quote ÷ the band's top."""
    c = f.commit
    if c is None:
        return {"commit_place": None}
    return {"commit_place": c.place, "commit_lo": money_text(c.lo, f.currency, 0),
            "commit_hi": money_text(c.hi, f.currency, 0),
            "commit_lo_hour": money_text(c.lo / HOURS_PER_MONTH / max(f.gpus, 1), f.currency),
            "commit_hi_hour": money_text(c.hi / HOURS_PER_MONTH / max(f.gpus, 1), f.currency),
            "commit_pcts": [round(c.pcts[0] * 100), round(c.pcts[1] * 100)] if c.pcts else None,
            "commit_source": COMMIT_SOURCES.get(c.source, c.source), "commit_times": round(f.quote_month / c.hi, 2)}


def _foreign_args(f: FairQuote) -> dict[str, MsgArg]:
    """A mainland quote: the GPU-rental platforms not priced, and whether the comparator is a foreign row."""
    names = [Msg(code="local_markets.name", args={"name": n}) for n in f.platforms_unpriced]
    return {"foreign": names if f.foreign_only else None, "platforms": names or None}


def _resale_args(f: FairQuote) -> dict[str, MsgArg]:
    """The cheaper resale listing said beside the seller's comparator (no SLA): its provider, box and hour."""
    r = f.resale
    if r is None or not f.resale_month:
        return {"resale": None}
    return {"resale": f"{r.provider} {r.instance_type}",
            "resale_hour": money_text(f.resale_month / HOURS_PER_MONTH, f.currency)}


def _term_args(f: FairQuote, job: tuple[float, float] | None) -> dict[str, MsgArg]:
    """The term's words for fair_quote_msg: the months and hours, both totals over it, whether it is a commitment at
    on-demand parity or above (PARITY: no discount), and the job's GPU-hours and cost at the quote when the term is
    far longer (job_against_term)."""
    if not f.term_months:
        return {"term_months": None}
    return {"term_months": f.term_months, "term_hours": round(f.term_months * HOURS_PER_MONTH),
            "quote_term": money_text(f.quote_term, f.currency, 0) if f.quote_term else None,
            "listed_term": money_text(f.listed_term, f.currency, 0) if f.listed_term else None,
            "committed": f.committed and bool(f.listed_month) and f.quote_month >= PARITY * (f.listed_month or 0),
            "job_gpu_hours": round(job[0], 1) if job else None,
            "job_cost": money_text(job[1], f.currency, 0) if job else None}


def indirect_msg(f: FairQuote, task_said: str | None, rows: list[InstanceRow], gpus: dict[str, GPUSpec],
                 to_quote: Callable[[float, str], float | None]) -> Msg | None:
    """A quote on a card no listed row prices (f.listed is None): the card from its held specs and the quote per TB/s
    or per 100 TFLOPS against the nearest priced cards (tools.indirect_quote), for the work said — serving by
    bandwidth, training by compute, both when `task_said` is None. None when the card is listed or its specs or near
    prices are not held."""
    from tools.indirect_quote import indirect_quote

    spec = gpus.get(f.card)
    if f.listed is not None or spec is None or f.quote_month <= 0:
        return None
    work = None if task_said is None else "serving" if serves(task_said) else "training"

    def hour_of(card: str) -> tuple[float, InstanceRow] | None:
        return _cheapest_listed(rows, (card,), None, to_quote, gpus)

    got = indirect_quote(spec, work, f.quote_month / HOURS_PER_MONTH / max(f.gpus, 1), gpus, hour_of)
    if got is None:
        return None
    units = [Msg(code="quoted_price.unit", args={
        "figure": u.figure, "quote_unit": money_text(u.quote_unit, f.currency), "card": u.card,
        "provider": u.row.provider, "instance": u.row.instance_type, "hour": money_text(u.hour, f.currency),
        "unit": money_text(u.unit, f.currency), "ratio": round(u.ratio, 2),
        # the same bands as a listed card's verdict: over FAIR_MARGIN dear, under its inverse cheap, else close
        "band": "dear" if u.ratio > FAIR_MARGIN else "cheap" if u.ratio < 1 / FAIR_MARGIN else "close"})
        for u in got.units]
    return Msg(code="quoted_price.indirect", args={
        "card": got.card, "memory_gb": round(got.memory_gb), "tb_s": round(got.tb_s, 2), "tflops": round(got.tflops),
        "ridge": round(got.tflops / got.tb_s), "source": got.source, "light": got.compute_light, "work": got.work,
        "units": list(units)})
