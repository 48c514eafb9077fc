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

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Literal

from tools.constants import HOURS_PER_MONTH
from tools.schema import Constraint, GPUSpec, InstanceRow, Msg, QuotedPrice, Recommendation, Workload
from tools.wording import money_text

QUOTE_SOURCE = "your quote"  # the source a quoted row carries (tools.quoted_price.is_quoted reads it)


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
