"""What a short answer shows, read from a Recommendation's fields (nothing is recomputed here):

- the ranking key (`rank_key`): the figure the recommender sorted by (tools/ranking.py `objective_key`,
  docs/RECOMMENDER.md "objective"): a sized job's cost, the price of a million training tokens for an
  open-ended fine-tune, or the hourly price of the configuration that holds the stated load;
- the table's rows (`table_rows`): one row per provider × GPU, more GPUs of the same provider's card
  folded into the first (best) row, with marks for recomputation, marketplace, broker and spot;
- what a follow-up changed (`delta`): the key, the hourly price and the top pick before and after.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from tools.capacity_class import reservation_only
from tools.schema import Candidate, CostRow, Recommendation

RankKey = Literal["job", "per_mtok_train", "hourly"]
Mark = Literal["checkpointing", "memory_thin", "memory_past_limit", "marketplace", "broker", "spot", "third_party_price",
               "far_below_public", "rocm", "reservation_only", "pcie_tp", "no_bf16", "host_ram_short"]


KEY_OF_KIND: dict[str, RankKey] = {"serving": "hourly", "batch": "job", "sized_training": "job",
                                   "open_training": "per_mtok_train"}


def rank_key(rec: Recommendation) -> RankKey:
    """Which figure ordered the candidates (tools.kinds.POLICIES[kind].objective): the job's cost when the job is
    sized (training with a data size, or a batch), the price per 1 M training tokens for training of unknown
    size, else (serving) the hourly price at the stated load. Read from `rec.kind`, else from the workload."""
    from tools.defaults import kind_of

    kind = rec.kind or kind_of(rec.workload)
    return KEY_OF_KIND[str(kind.value if hasattr(kind, "value") else kind)]


def tie_window(rec: Recommendation) -> float:
    """The near-tie window of the ranking (tools.kinds: 5 % of list prices; the speed model's error when the
    figure rests on it): costs closer than this are ordered by the simpler or cheaper machine instead."""
    from tools.defaults import kind_of
    from tools.kinds import policy_for

    return policy_for(rec.kind or kind_of(rec.workload)).tie


def _job(r: CostRow, c: Candidate) -> float | None:
    cl = r.cost
    return {"on_demand": cl.job_on_demand, "spot": cl.job_spot, "reserved": cl.job_reserved}.get(c.billing)


def key_value(rec: Recommendation, c: Candidate, r: CostRow, key: RankKey | None = None) -> float | None:
    """The ranking figure of one candidate, in the answer's currency (a field of its cost row)."""
    key = key or rank_key(rec)
    if key == "job":
        return _job(r, c)
    if key == "per_mtok_train":
        return r.cost.cost_per_million_tokens
    return c.price_per_hour.amount


class TableRow(BaseModel):
    """One row of the human table: the best offer of a provider × GPU, with what was folded into it."""

    rank: int  # the row's position in the recommender's order (1 = top pick)
    candidate: Candidate
    cost: CostRow
    key: float | None  # the ranking figure (see rank_key)
    marks: list[Mark] = Field(default_factory=list)
    folded_counts: list[int] = Field(default_factory=list)  # GPU counts of the same provider's card folded in
    folded: int = 0  # rows folded into this one


def marks(c: Candidate) -> list[Mark]:
    out: list[Mark] = []
    if c.gradient_checkpointing:
        out.append("checkpointing")
    if c.memory_thin:  # under tools.fit.thin_floor spare: a fit to test, marked on its row as on the check line
        out.append("memory_thin")
    elif c.memory_past_limit:  # over the serving limit but not thin: the same ⚠, with its own figure
        out.append("memory_past_limit")
    if c.marketplace:
        out.append("marketplace")
    elif c.confidence == "third-party":  # a list price someone else reported (a blog), not the seller's own page
        out.append("third_party_price")
    if c.broker:
        out.append("broker")
    if c.billing == "spot":
        out.append("spot")
    if c.pcie_tp:  # tensor parallel over PCIe: said on the row, not only under the table
        out.append("pcie_tp")
    if getattr(c, "host_ram_short", None):  # host RAM under what the plan stages (tools.host.ram_short): both figures
        out.append("host_ram_short")
    if c.no_bf16:  # a BF16 plan on a card without BF16 (V100, T4): it runs in FP16
        out.append("no_bf16")
    if c.far_below_public:  # a user's imported price far below public prices (catalog.plausible.far_below_public)
        out.append("far_below_public")
    if c.vendor == "AMD":  # a ROCm row says so in the table, not only in a warning under it (tools.ranking.ROCM_LEAD_MARGIN)
        out.append("rocm")
    if reservation_only(getattr(c, "provider", ""), getattr(c, "instance", "")):  # tools.capacity_class
        out.append("reservation_only")
    return out


def table_rows(rec: Recommendation, limit: int | None = None) -> list[TableRow]:
    """The candidates in the recommender's order, one row per (provider, seller, GPU): a later row of the
    same provider's card (another GPU count, or the same shape at a higher price) is folded into the first,
    which lists its GPU count. `limit` rows at most."""
    key = rank_key(rec)
    rows: list[TableRow] = []
    by_family: dict[tuple[str, str, str], TableRow] = {}
    for i, (c, r) in enumerate(zip(rec.candidates, rec.cost_table), start=1):
        fam = (c.provider, c.seller, c.gpu)
        first = by_family.get(fam)
        gpus = int(r.gpus)
        if first is not None:
            first.folded += 1
            if gpus != int(first.cost.gpus) and gpus not in first.folded_counts:
                first.folded_counts.append(gpus)
            continue
        row = TableRow(rank=i, candidate=c, cost=r, key=key_value(rec, c, r, key), marks=marks(c))
        by_family[fam] = row
        rows.append(row)
    return rows[:limit] if limit is not None else rows


class Delta(BaseModel):
    """What a follow-up changed in the answer's figures (top pick before → after)."""

    key: RankKey
    key_before: float | None = None
    key_after: float | None = None
    hourly_before: float | None = None
    hourly_after: float | None = None
    currency: str = "USD"
    pick_before: str = ""  # "provider instance"
    pick_after: str = ""
    gpus_before: str = ""  # "1 × H100 SXM"
    gpus_after: str = ""
    hours_before: float | None = None  # a sized job's hours
    hours_after: float | None = None
    comparable: bool = True  # False when the currency or the ranking key differ (then only the picks are compared)
    memory_before: int = 0  # bytes one copy of the work needs (Recommendation.total_bytes): the "because"
    memory_after: int = 0
    term: str = ""  # the memory term that moved most per GPU (kv_cache, activations, weights …), "" if none did
    # serving: users one copy holds and the copies, and the weights and KV cache of one copy (bytes), so a change that
    # moves users between copies is explained by that, not read as the work's own memory (attack review: INT4 weights
    # said as "one copy needs 206.9 → 219.9 GB" when 3 copies of 5 users became 1 copy of 15)
    users_before: int = 0
    users_after: int = 0
    replicas_before: int = 0
    replicas_after: int = 0
    weights_before: float = 0.0
    weights_after: float = 0.0
    kv_before: float = 0.0
    kv_after: float = 0.0


def _top(rec: Recommendation) -> tuple[Candidate, CostRow] | None:
    return (rec.candidates[0], rec.cost_table[0]) if rec.candidates and rec.cost_table else None


def _per_copy(rec: Recommendation) -> dict[str, float]:
    top = rec.candidates[0] if rec.candidates else None
    span = (top.layout.tp * top.layout.pp) if top is not None else 1
    return {k: v * span for k, v in (rec.per_gpu.as_dict() if rec.per_gpu else {}).items()}


def delta(before: Recommendation, after: Recommendation) -> Delta:
    """The top pick's ranking figure and hourly price before and after a follow-up. The key is the new
    answer's; when the old answer ranked by another key or priced in another currency the figures are not
    set side by side (comparable = False)."""
    key = rank_key(after)
    d = Delta(key=key, currency=after.currency, comparable=rank_key(before) == key and before.currency == after.currency)
    for side, rec in (("before", before), ("after", after)):
        top = _top(rec)
        if top is None:
            # a plan with no listed price (4 × H20 where only quotes rent them): its cards, so a follow-up that moves
            # it says so ("上下文要到32k": 4 × H20 → 8 × H20), never nothing
            plan = rec.headline.find("recommend.unpriced_plan") if rec.headline is not None else None
            if plan is not None and plan.args.get("n") and plan.args.get("name"):
                setattr(d, f"pick_{side}", f"{plan.args['n']} × {plan.args['name']}")
                setattr(d, f"gpus_{side}", f"{plan.args['n']} × {plan.args['name']}")
            continue
        c, r = top
        setattr(d, f"pick_{side}", f"{c.provider} {c.instance}" + (f" × {c.instances}" if c.instances > 1 else ""))
        setattr(d, f"gpus_{side}", f"{r.gpus:g} × {c.gpu}")
        setattr(d, f"hourly_{side}", c.price_per_hour.amount)
        # the billed wall hours (run + start-up, tools.offers.wall_hours): the headline's and the table's "time", so
        # "time → 1.9 h" (the bare run) no longer sits beside "finishes in 2.2 h"
        setattr(d, f"hours_{side}", r.cost.job_hours or (c.speed.train_hours if c.speed else None))
        if side == "after" or d.comparable:
            setattr(d, f"key_{side}", key_value(rec, c, r, key))
    d.memory_before, d.memory_after = before.total_bytes, after.total_bytes
    if before.per_gpu is not None and after.per_gpu is not None:
        # per copy (per GPU × the GPUs one copy spans), so a change of layout (1 GPU → TP 4) is not read as a change
        # of the work's memory
        a, b = _per_copy(before), _per_copy(after)
        moved = {k: abs(b.get(k, 0) - a.get(k, 0)) for k in ("weights", "gradients", "optimizer", "activations", "kv_cache")}
        name, amount = max(moved.items(), key=lambda t: t[1])
        # a plan with no priced pick has no layout to read one copy from: no term is named (per GPU over 4 and
        # then 8 cards read as "the weights moved most" for a longer context)
        d.term = name if amount > 0.05 * max(1, sum(a.values())) and before.candidates and after.candidates else ""
        d.weights_before, d.weights_after = a.get("weights", 0.0), b.get("weights", 0.0)
        d.kv_before, d.kv_after = a.get("kv_cache", 0.0), b.get("kv_cache", 0.0)
    for side, rec in (("before", before), ("after", after)):
        top_c = rec.candidates[0] if rec.candidates else None
        if top_c is not None and top_c.users_per_replica:
            setattr(d, f"users_{side}", top_c.users_per_replica)
            setattr(d, f"replicas_{side}", top_c.replicas)
    return d


def copies_moved(d: Delta) -> bool:
    """A serving follow-up whose pick holds another number of users per copy: the memory per copy then moved with the
    load each copy carries, said so (with the weights and the KV cache of one copy) rather than as the work's need."""
    return bool(d.users_before and d.users_after and d.users_before != d.users_after
                and d.memory_before and d.memory_after)
