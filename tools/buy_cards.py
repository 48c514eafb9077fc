""""Buy card A or card B (or rent)?" for a model at a context: one line per card named — its memory against the need
(the weights at the first precision that fits + the KV cache of one sequence at the stated context), "does not fit"
said plainly for a card that holds the model at no precision — and, for a card that holds it, the purchase side
against the cheapest rental that runs the SAME job (the ranked first row of the job on any card), so a card that is
never rented itself (RTX 5090D, a card rented nowhere) still has its payback.

need     = weight_bytes(arch, precision) + kv_cache_bytes(arch, context, 1, kv precision)   (tools.memory)
usable   = tools.own_card.usable_gb: the card's usable memory less the local working margin
tried    = BF16 → INT8 → INT4 weights with a BF16 KV cache, then INT4 weights with an FP8 (q8) KV cache
payback  = tools.launch_price.purchase_side (the launch price, its power at TDP over the hours said) against the
           first row's whole hour, with the verdict (tools.buy_verdict.cards_verdict_line)"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tools.schema import Candidate, GPUSpec, ModelArch, Msg

TRIED: tuple[tuple[str, str], ...] = (("bf16", "bf16"), ("int8", "bf16"), ("int4", "bf16"), ("int4", "fp8"))


@dataclass(frozen=True)
class CardFit:
    """One card against one model at one context: the first (weights, KV) precision pair whose need fits, or None."""
    gpu: str
    usable_gb: float
    weights_gb: float  # at the pair that fits, else at the last pair tried
    kv_gb: float
    precision: str | None  # the weights' precision that fits; None: no precision tried fits
    kv_precision: str
    max_context: int | None = None  # no pair fits: the tokens of the last pair's KV the card holds beside its weights


def card_fit(arch: ModelArch, context: int, gpu: GPUSpec) -> CardFit:
    """The first pair of TRIED whose weights + KV fit one card. By hand, a 64-layer model with 8 KV heads of 128 at
    64k tokens: 2 × 64 × 8 × 128 × 2 B = 256 KiB a token × 65,536 = 17.2 GB of BF16 KV (8.6 GB in FP8); a 32.8 B
    model at INT4 ≈ 19.3 GB → 36.5 GB at BF16 KV, 27.9 GB at FP8 KV: a 24 GB card (≈ 23.8 GB usable) holds neither,
    and its 4.5 GB left beside the INT4 weights hold 4.5 GB ÷ 131 KB ≈ 34k tokens of FP8 KV (max_context)."""
    from tools.memory import kv_cache_bytes, weight_bytes
    from tools.own_card import usable_gb

    room = usable_gb(gpu)
    weights = kv = 0.0
    for prec, kv_prec in TRIED:
        weights = weight_bytes(arch, prec) / 1e9
        kv = kv_cache_bytes(arch, context, 1, kv_prec) / 1e9
        if weights + kv <= room:
            return CardFit(gpu.name, room, weights, kv, prec, kv_prec)
    per_token = kv_cache_bytes(arch, 1, 1, TRIED[-1][1]) / 1e9
    left = int((room - weights) / per_token) if room > weights and per_token else None
    return CardFit(gpu.name, room, weights, kv, None, TRIED[-1][1], left)


def fit_line(f: CardFit, model: str, context: int) -> Msg:
    """The card's line: its usable memory against the weights + KV at the pair that fits, or "does not fit"."""
    return Msg(code="buycards.fit", args={
        "gpu": f.gpu, "model": model, "ctx": context, "room": f.usable_gb, "w": f.weights_gb, "kv": f.kv_gb,
        "need": f.weights_gb + f.kv_gb, "prec": f.precision.upper() if f.precision else None,
        "kvp": f.kv_precision.upper(), "fits": f.precision is not None, "max_ctx": f.max_context})


def card_price(gpu: str, cur: str, usd_cny: float, fx: dict[str, float]) -> tuple[float, str] | None:
    """The card's launch price in the answer's currency and its source: NVIDIA's MSRP (tools.launch_price), else the
    China-market variant's CNY launch price; None for a card with no held price (sold by quote)."""
    from tools.cost import convert_amount
    from tools.launch_price import launch_price, variant_price

    usd = launch_price(gpu)
    if usd:
        got = convert_amount(usd[0], "USD", cur, usd_cny, fx)
        return (got, usd[1]) if got else None
    cny = variant_price(gpu)
    got = convert_amount(cny[0], "CNY", cur, usd_cny, fx) if cny else None
    return (got, cny[1]) if cny and got else None


def payback_lines(gpu: GPUSpec, price: tuple[float, str], row: str, row_per_hour: float, util: float | None,
                  per_kwh: float, cur: str) -> list[Msg]:
    """One bought card against the first row of the same job (its whole hour) at the share of the day said (None:
    every hour), with the verdict. By hand, a $1,999 card at 575 W, 4 h a day, against a $0.69 hour at $0.13 a kWh:
    4 ÷ 24 × 730 = 121.7 h; rent 121.7 × 0.69 = $83.95; power 0.575 × 121.7 × 0.13 = $9.09 → 1,999 ÷ 74.86 = 26.7
    months."""
    from tools.buy_verdict import cards_verdict_line
    from tools.launch_price import purchase_side
    from tools.wording import money_text

    s = purchase_side(price[0], 1, gpu.tdp_w or 0.0, util or 1.0, row_per_hour, per_kwh)
    return [Msg(code="buycards.payback", args={
        "gpu": gpu.name, "price": money_text(price[0], cur, 0), "source": price[1], "row": row,
        "rent_h": money_text(row_per_hour, cur), "hours": s.hours_month, "rent": money_text(s.rent_month, cur, 0),
        "power": money_text(s.power_month, cur, 0), "tdp": gpu.tdp_w, "months": s.payback_months}),
        cards_verdict_line(price[0], gpu.tdp_w or 0.0, 1, row_per_hour, per_kwh, util)]


def first_row(c: Candidate) -> tuple[str, float]:
    """The ranked first row's label and its whole hour (the instance's price × the instances the plan uses)."""
    n = max(1, c.instances)
    label = f"{c.provider} {c.instance}"
    return (f"{n} × {label}" if n > 1 else label), c.price_per_hour.amount * n


def buy_card_lines(arch: ModelArch, model: str, context: int, cards: list[GPUSpec],
                   rent_of: Callable[[CardFit], tuple[str, float] | None], util: float | None, per_kwh: float, cur: str,
                   usd_cny: float, fx: dict[str, float]) -> list[Msg]:
    """Each card's fit line, and for a card that holds the model with a held price, its payback against the first
    row of the same job at the precision the card runs it (`rent_of`: that row's label and whole hour, None: no
    rental ranked)."""
    out: list[Msg] = []
    for g in cards:
        f = card_fit(arch, context, g)
        out.append(fit_line(f, model, context))
        price = card_price(g.name, cur, usd_cny, fx) if f.precision and g.tdp_w else None
        row = rent_of(f) if price else None
        if price and row:
            out += payback_lines(g, price, row[0], row[1], util, per_kwh, cur)
    return out


def per_card_rent(row_hour: float, cards: int) -> float:
    """The first row's whole hour as a rent a bought card's hour, so that `cards` bought cards weigh against the one
    rental that runs the same job: a $0.88 hour against 2 cards → $0.44 each (× 2 = the row's $0.88 again)."""
    return row_hour / max(1, cards)
