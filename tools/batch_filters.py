"""The stated filters of an encoder or media job (tools.embedding, tools.media): region, provider, card and billing,
held and said exactly as the LLM path holds them (tools.constraints, tools.recommend._constraints).

Why: "only in Europe" and 国内机房 were parsed into `regions` but the embedding answer
ranked a Dallas-only machine with no ✅/❌ line. The same rows are filtered (tools.constraints.region_ok, the
stated providers, tools.offers.named_cards for a card) and each stated filter is one line: ✅ honoured when a row
passed it, ❌ refused when nothing did, ⚠️ for a billing these planners do not price (spot: they price on-demand).

Also the host check (FLUX.1-dev's ≈ 34 GB of weights placed on an 8 GB-RAM host): the weights are read
into host memory before they move to the GPU (safetensors / diffusers `from_pretrained` load to CPU first), so a
machine whose RAM cannot hold one copy of the 16-bit weights is left out, and so is one whose RAM is below half its
GPU memory (tools.offers.MIN_RAM_SHARE, the rule the LLM path leaves such hosts out by: loading and pinned buffers).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from tools.constraints import NO_PLACES, echoed, filter_constraint, region_ok, spot_serving_constraint
from tools.places import Gazetteer
from tools.schema import Constraint, GiB, GPUSpec, InstanceRow, Msg, Workload
from tools.seller_sla import resold, seller_sla_needed

ICONS = {"honoured": "✅", "refused": "❌", "adjusted": "⚠️", "unchecked": "❔", "tight": "⚠️"}
STATUS_CODES = {"honoured": "batch.status.honoured", "refused": "batch.status.refused",
                "adjusted": "batch.status.adjusted", "unchecked": "batch.status.unchecked",
                "tight": "batch.status.tight"}


@dataclass(frozen=True)
class RowFilter:
    """What a stated workload admits: providers (lower case), regions, the cards a `gpu_preference` names, the host
    RAM floor in bytes (one copy of the weights: module docstring)."""

    providers: tuple[str, ...] = ()
    regions: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    card_said: str | None = None
    weights_bytes: float = 0.0
    places: Gazetteer = field(default=NO_PLACES)
    left_out: tuple[str, ...] = ()  # providers said to be left out ("no AWS"), lower case: their rows and resold ones
    # marketplaces and brokers left out (exclude_marketplace: "no marketplace", privileged or personal data), as the
    # LLM path leaves them out (tools.offers._carded): the same place-and-host filter for every kind of job
    no_market: bool = False

    def admits(self, row: InstanceRow, g: GPUSpec) -> bool:
        if self.providers and row.provider.lower() not in self.providers:
            return False
        if self.left_out and (row.provider.lower() in self.left_out or row.seller.lower() in self.left_out):
            return False
        if self.regions and not region_ok(row, list(self.regions), self.places, self.providers):
            return False
        if self.no_market and resold(row):
            return False
        if self.card_said and g.name not in self.cards:
            return False
        return host_holds(row, g, self.weights_bytes)


def host_holds(row: InstanceRow, g: GPUSpec, weights_bytes: float) -> bool:
    """The LLM path's host rule (tools.offers.MIN_RAM_SHARE: RAM at least half the machine's GPU memory) and one copy
    of the 16-bit weights in host RAM (module docstring); a blank RAM cell is not judged."""
    from tools.offers import ram_short

    if row.ram_gib is None:
        return True
    return not ram_short(row, g) and row.ram_gib * GiB >= weights_bytes


def row_filter(w: Workload, gpus: dict[str, GPUSpec], weights_bytes: float, places: Gazetteer | None = None) -> RowFilter:
    """The filter a workload states (its providers, regions and card)."""
    from tools.offers import named_cards

    pref = w.gpu_preference
    return RowFilter(tuple(p.lower() for p in w.providers or []), tuple(w.regions or []),
                     named_cards(pref, gpus) if pref else (), pref, weights_bytes,
                     places if places is not None else NO_PLACES, tuple(p.lower() for p in w.excluded_providers or []),
                     bool(w.exclude_marketplace))


def for_serving(filt: RowFilter, w: Workload, online: bool = True) -> RowFilter:
    """The filter for an online service (a live image load, speech streams, an endpoint): marketplace and resold
    offers left out as the language-model path leaves them out (tools.seller_sla: no seller SLA reaches the buyer);
    unchanged for a job that is not `online`, personal use or a card the user named."""
    return replace(filt, no_market=True) if seller_sla_needed(w, online, bool(w.gpu_preference)) else filt


# the filters these planners apply to their rows
BATCH_HELD = ("providers", "excluded_providers", "regions", "gpu_preference", "billing", "exclude_marketplace")


def constraints(w: Workload, ranked: bool, live: bool = False, judged: tuple[str, ...] = (),
                china: frozenset[str] = frozenset(), unpriced_card: bool = False) -> list[Constraint]:
    """One Constraint per stated filter, as tools.recommend._constraints words them: honoured when a row was ranked,
    refused when none was; spot asked is adjusted (these jobs are priced on-demand; a `live` load — an endpoint,
    a stream — is said as the LLM path says spot for serving), on-demand asked is honoured.
    Only Chinese clouds named (`china`: tools.places.Gazetteer.china_providers) and nothing ranked: none of them
    publishes a price we can cite, so the filter is not judged (❔), never "cannot run it" — an answer once printed
    "AutoDL 没有能跑这个任务" though AutoDL rents the RTX 4090 the plan sizes; the cause was a missing price."""
    out: list[Constraint] = []
    unpriced = not ranked and bool(w.providers) and {p.lower() for p in w.providers or []} <= china
    if unpriced:
        out.append(Constraint(name="provider", stated=", ".join(w.providers or []), status="unchecked",
                              label=Msg(code="constraints.provider_list", args={"names": list(w.providers or [])}),
                              message=Msg(code="batch.china_unpriced", args={"names": list(w.providers or [])})))
    for name, values in (("provider", None if unpriced else w.providers), ("region", w.regions)):
        if values:
            c = filter_constraint(name, list(values), ranked)
            out.append(c if ranked else c.model_copy(update={"message": Msg(code="batch.no_priced_offer_fits",
                                                                            args=c.message.args)}))
    if w.gpu_preference and unpriced_card and not ranked:  # no row prices the card: its price is missing, not the card
        out.append(Constraint(name="gpu", stated=w.gpu_preference, status="unchecked",
                              message=Msg(code="batch.card_unpriced", args={"gpu": w.gpu_preference})))
    elif w.gpu_preference and "gpu_preference" not in judged:  # judged: the plan sizes the card itself (speech_train)
        out.append(Constraint(name="gpu", stated=w.gpu_preference, status="honoured" if ranked else "refused",
                              message=Msg(code="recommend.only_machines_are_ranked" if ranked
                                          else "recommend.no_priced_machine_holds", args={"gpu_preference": w.gpu_preference})))
    if w.billing == "spot" and live:
        out.append(spot_serving_constraint())
    elif w.billing == "spot":
        out.append(Constraint(name="billing", stated="spot", status="adjusted", label=Msg(code="constraints.spot"),
                              message=Msg(code="batch.spot_priced_on_demand")))
    elif w.billing == "on_demand":
        out.append(Constraint(name="billing", stated="on-demand", status="honoured",
                              label=Msg(code="batch.on_demand"), message=Msg(code="batch.on_demand_priced")))
    # every other stated constraint said back (tools.constraints.echoed); `judged`: fields the caller's plan says itself
    stated = {k for k, v in w.model_dump().items() if v is not None} - set(judged)
    return echoed(out, w, stated, ranked, held=BATCH_HELD)


def constraint_msgs(w: Workload, ranked: bool, live: bool = False, judged: tuple[str, ...] = (),
                    places: Gazetteer | None = None, rows: Sequence[InstanceRow] | None = None) -> list[Msg]:
    """The stated filters as answer lines ("✅ Europe (honoured): only offers in Europe are ranked"); `rows`: the
    catalog, to tell a stated card no row prices (tools.unpriced_card) from one that cannot run the job."""
    from tools.unpriced_card import card_unpriced

    china = places.china_providers if places is not None else frozenset()
    unpriced = card_unpriced(w.gpu_preference, rows)
    return [Msg(code="batch.constraint", args={"icon": ICONS[c.status], "label": c.label or c.stated,
                                               "status": Msg(code=STATUS_CODES[c.status]), "message": c.message})
            for c in constraints(w, ranked, live, judged, china, unpriced)]


def scarce_spot_row(r: PlanRow) -> bool:
    """Is a spot plan's machine an 8-GPU box of a flagship card, whose spot capacity is rarely there
    (tools.offers.scarce_spot, with its sources)?"""
    from tools.offers import SCARCE_SPOT_CARDS, SCARCE_SPOT_MIN_GPUS

    return getattr(r, "gpus", 1) >= SCARCE_SPOT_MIN_GPUS and bool(SCARCE_SPOT_CARDS.match(r.gpu))


def spot_priced(filters: Sequence[Msg], scarce: bool = False) -> list[Msg]:
    """The stated filters once the same job was also priced on spot rows (the line under the headline): the spot
    filter said ✅ with how a batch survives a reclaim, in place of "priced on-demand only". AWS reclaims a Spot
    Instance with a two-minute notice (EC2 User Guide, "Spot Instance interruptions"), so the work is cut into shards
    whose output is written when each finishes and skipped on a restart, over several zones."""
    out = []
    for f in filters:
        inner = f.args.get("message") if f.code == "batch.constraint" else None
        if isinstance(inner, Msg) and inner.code == "batch.spot_priced_on_demand":
            f = Msg(code=f.code, args={**f.args, "icon": ICONS["honoured"], "status": Msg(code=STATUS_CODES["honoured"]),
                                      "message": Msg(code="batch.spot_priced_beside", args={"scarce": scarce})})
        out.append(f)
    return out


class PlanRow(Protocol):
    """A priced row of an encoder or media plan (tools.embedding.EmbeddingRow, tools.media.MediaRow)."""

    @property
    def gpu(self) -> str: ...
    @property
    def price(self) -> float: ...  # one machine's hourly price, display currency
    @property
    def machines(self) -> int: ...
    @property
    def hours(self) -> float | None: ...  # a job's wall hours; None for a live load or an endpoint
    @property
    def cost(self) -> float: ...  # a job's cost; a live load's hourly price of all its machines


@dataclass(frozen=True)
class Load:
    """What a budget is judged against: a job of `units` (seconds of audio, images, items) or a live load of `live`
    (streams, images a second, requests a second), said in `unit` (BUDGET_FITS' keys)."""

    unit: str
    units: float | None = None
    live: float | None = None
    deadline: float | None = None
    period: str | None = None  # a recurring batch: its period


# how the load a budget pays for is said, by the load's unit (advisor/core/messages/batch.py words each)
BUDGET_FITS = {"audio": "batch.budget_fits_audio", "images": "batch.budget_fits_images",
               "streams": "batch.budget_fits_streams", "images_per_s": "batch.budget_fits_images_min",
               "requests_per_s": "batch.budget_fits_rps"}


def budget_msg(w: Workload, rows: Sequence[PlanRow], load: Load, currency: str, usd_cny: float,
               fx: dict[str, float]) -> Msg | None:
    """The stated budget held against an encoder or media plan, as the LLM path holds it (tools.constraints'
    measures) — a Whisper / SDXL answer named a $0.78 plan under "budget $0.01" and never the
    budget. A job on a total (or per-day / -month) budget is judged by its cost (tools.embedding.job_budget's share
    of the period); a job on a budget per hour, by its machines' hourly price; a live load or an endpoint, by its
    hourly price against the budget per hour of the service (per day ÷ 24, per month ÷ 730, or its stated hours a
    day: tools.constraints.served_hours), a total by how long it runs the load. The nearest row by that measure is
    named; over the budget, what it pays for."""
    from tools.constraints import effective_budget
    from tools.cost import convert_amount
    from tools.wording import budget_text, duration, money_text, share_text

    b = effective_budget(w)
    if b is None or not rows:
        return None
    said = budget_text(b.amount, b.currency)
    in_cur = convert_amount(b.amount, b.currency, currency, usd_cny, fx) or 0.0
    shown = said if b.currency == currency else f"{said} (≈ {money_text(in_cur, currency)})"
    args: dict[str, Any] = {"budget": shown,
                            "per": Msg(code="period.suffix", args={"per": b.per}) if b.per != "total" else None}
    limit, hourly = budget_limit(w, load, currency, usd_cny, fx) or (None, load.live is not None or b.per == "hour")
    near = min(rows, key=lambda r: _spend(r, hourly))
    spent = _spend(near, hourly)
    scale = in_budget_period(b.per, None if hourly else load.period, w.batch_every)
    args.update(gpu=near.gpu, cost=money_text(spent * (scale or 1.0), currency), hourly=hourly,
                each=money_text(spent, currency) if scale else None, period=load.period if scale else None,
                every=w.batch_every if scale else None, budget_per=b.per)
    if limit is None:  # a total on a live load: how long it runs the load
        return Msg(code="batch.budget_buys", args={**args, "runs": duration(in_cur / spent)})
    if spent <= limit:
        return Msg(code="batch.budget_ok", args=args)
    return Msg(code="batch.budget_over", args={**args, "pct": share_text(spent / limit - 1),
                                               "fits": _fits(near, load, limit, spent, hourly)})


def budget_limit(w: Workload, load: Load, currency: str, usd_cny: float,
                 fx: dict[str, float]) -> tuple[float | None, bool] | None:
    """The stated budget as the most a row may spend, in `currency`, and whether that is per hour (a live load, or a
    budget per hour): a job on a total or per-period budget is judged by one job's or one batch's cost
    (tools.embedding.job_budget: a daily batch on ¥2,000 a month may spend 2,000 ÷ 30.4 = ¥65.75); the limit is None
    for a total on a live load (judged by how long it runs it); None when no budget is stated."""
    from tools.constraints import effective_budget, hourly_limit
    from tools.cost import convert_amount
    from tools.embedding import job_budget

    b = effective_budget(w)
    if b is None:
        return None
    hourly = load.live is not None or b.per == "hour"
    if not hourly:
        total = job_budget(w, load.deadline, True, load.period)
        return (convert_amount(total.amount, total.currency, currency, usd_cny, fx) if total is not None else None,
                False)
    per_h = hourly_limit(b, None)  # None: a total on a live load (judged by how long it runs it)
    return (convert_amount(per_h, b.currency, currency, usd_cny, fx) if per_h is not None else None), True


def spend_of(r: PlanRow, hourly: bool) -> float:
    """A row's spend by the budget's measure (budget_limit): its machines' hourly price, or the job's cost."""
    return _spend(r, hourly)


def in_budget_period(budget_per: str, period: str | None, every: int | None = None) -> float | None:
    """The batches a recurring batch (`period`, run every `every` of them) runs in the budget's period, so a cost is
    said in the budget's own unit (month vs month): a daily batch on a monthly budget → 730 / 24 = 30.4, one every 2
    weeks → 730 / 336 = 2.17 (tools.cost.runs_in_budget_period); None when there is nothing to convert (a total or
    hourly budget, a one-off job, the same period run every time)."""
    from tools.constants import PERIOD_HOURS
    from tools.cost import runs_in_budget_period

    if period is None or (budget_per == period and (every or 1) == 1) or budget_per not in PERIOD_HOURS \
            or period not in PERIOD_HOURS:
        return None
    return runs_in_budget_period(budget_per, period, every=every)


def _spend(r: PlanRow, hourly: bool) -> float:
    """A row's spend by the budget's measure: its machines' hourly price (a live load's `cost` is that already), or
    the job's cost."""
    return r.price * r.machines if hourly else r.cost


def _fits(r: PlanRow, load: Load, limit: float, spent: float, hourly: bool) -> Msg | None:
    """What the budget pays for on the nearest row: a live load scaled by limit ÷ its hourly price (the machines
    grow with the load); a job on one machine, the budget's machine-hours less one start-up over the work's
    machine-hours (proportional scaling would overstate it: the start-up is paid whatever the size). None when the
    budget does not pay for one machine's start-up, or for a job judged per hour (its size is not what is over)."""
    from tools.constants import JOB_SETUP_HOURS

    code = BUDGET_FITS.get(load.unit)
    if code is None:
        return None
    if load.live is not None:
        n = load.live * limit / spent
        return Msg(code=code, args={"n": n * 60 if load.unit == "images_per_s" else n}) if n > 0 else None
    if hourly or load.units is None or r.hours is None or r.hours <= JOB_SETUP_HOURS:
        return None
    work = (r.hours - JOB_SETUP_HOURS) * r.machines  # machine-hours of work, start-up excluded
    paid = limit / r.price - JOB_SETUP_HOURS  # machine-hours the budget pays on one machine past its start-up
    if paid <= 0:
        return Msg(code="batch.budget_fits_none", args={"minutes": JOB_SETUP_HOURS * 60})
    n = load.units * paid / work
    return Msg(code=code, args={"n": n / 3600 if load.unit == "audio" else n})


def unchecked_msgs(w: Workload) -> list[Msg]:
    """Work that is not sized (tools.non_llm's scope reply): every stated constraint said back as ❔, since no plan was
    ranked against any of them (国内 / 不要竞价 not echoed)."""
    stated = {k for k, v in w.model_dump().items() if v is not None}
    return [Msg(code="batch.constraint", args={"icon": ICONS[c.status], "label": c.label or c.stated,
                                               "status": Msg(code=STATUS_CODES[c.status]), "message": c.message})
            for c in echoed([], w, stated, ranked=False, sized=False)]
