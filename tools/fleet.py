"""A mixed owned fleet ("we have 8 T4s and 2 A100 80GB"): each owned group sized by the usual owned-card answer
(tools.recommend.recommend with that card, that count and `owned_gpus`), then one group chosen to lead.

Nothing here sizes anything: the figures are the ones each group's own answer states (its pick, its memory fit
under the engine's rule, tools.fit.fit_of, and its refused constraints), read back so the groups can be compared.
"""

from __future__ import annotations

from pydantic import BaseModel

from tools.defaults import as_resolved
from tools.fit import TIGHT, fit_of
from tools.memory import BYTES
from tools.offers import named_cards
from tools.parallel import DEFAULT_HEADROOM
from tools.schema import GPUSpec, Msg, Recommendation


class OwnedGroup(BaseModel):
    """One owned group's verdict, read from the answer sized on it alone."""

    gpu: str  # the card the answer runs on ("A100 80GB SXM" for "A100s": tools.recommend.owned_variant), else as stated
    count: int  # how many the user owns
    runs: bool  # the answer's pick is these cards at this count (not a rental of another card or count)
    meets: bool  # no stated constraint (users at once, a speed, a first-token time) was refused
    need: int = 0  # bytes per GPU the plan needs under the engine's rule (tools.fit.Fit.need)
    budget: int = 0  # bytes per GPU the engine gives it (tools.fit.Fit.budget: vLLM's pool)
    precision: str = ""  # the weight precision the plan runs
    asked: str | None = None  # the precision asked (or defaulted) when the plan had to change it
    tps: float | None = None  # serving: decode tokens/s each user sees at the stated load

    @property
    def spare_share(self) -> float:
        """The part of the engine's per-GPU budget left after the plan: the headroom the choice compares."""
        return (self.budget - self.need) / self.budget if self.runs and self.budget > 0 else -1.0


def owned_group(rec: Recommendation, count: int, gpus: dict[str, GPUSpec]) -> OwnedGroup:
    """The verdict of the answer `rec`, sized on `count` of the user's own `rec.workload.gpu_preference`: whether its
    pick runs on those cards, whether every stated constraint held, and the memory fit of its pick (tools.fit.fit_of
    at tools.parallel.DEFAULT_HEADROOM, the figure the answer's own "fits (… spare)" line states)."""
    w = as_resolved(rec.workload)
    card = w.gpu_preference or ""
    top = rec.candidates[0] if rec.candidates else None
    g = gpus.get(top.gpu) if top is not None else None
    runs = top is not None and g is not None and top.gpu in named_cards(card, gpus) \
        and round(top.gpu_count * top.instances) == count \
        and not any(c.name == "gpu" and c.status == "refused" for c in rec.constraints)
    meets = not any(c.status == "refused" for c in rec.constraints)
    out = OwnedGroup(gpu=top.gpu if runs and top is not None else card, count=count, runs=runs, meets=meets,
                     precision=w.precision,
                     asked=rec.asked_precision, tps=top.per_user_tokens_per_s if top is not None else None)
    if not runs or g is None or rec.per_gpu is None:
        return out
    f = fit_of(rec.per_gpu, g, w, DEFAULT_HEADROOM)
    return out.model_copy(update={"need": f.need, "budget": f.budget})


# two groups whose spare shares differ by less than this are a tie (the memory estimate's own error is a few per
# cent of the pool: tools.fit.TIGHT calls under 10 % spare a tight fit); a tie goes to the fewer cards
SPARE_TIE = 0.02


def _rank(g: OwnedGroup) -> tuple[bool, bool, float]:
    """lead_group's first three keys, best highest: runs and meets what was asked, runs at all, the bytes per weight
    it runs (tools.memory.BYTES: BF16 2, FP8/INT8 1, INT4 AWQ 0.5)."""
    return g.runs and g.meets, g.runs, BYTES.get(g.precision, 0.0) if g.runs else 0.0


def lead_group(groups: list[OwnedGroup]) -> int:
    """The index of the owned group that runs the work best, to lead the answer. In order: one whose pick runs on it
    and meets the stated load and speed (an answer that holds beats one that refuses what was asked); one that runs
    the weights at the higher precision, in bytes per weight (each step down from the precision the model was
    trained in costs quality: INT4 is further from the model asked for than INT8 or FP8);
    the largest share of the engine's per-GPU budget spare (the room for longer prompts and more users, and the
    margin against the estimate's error; a share, not GB, so a 16 GB card's 0.8 GB and an 80 GB card's 25 GB are
    compared on what each card can absorb); within SPARE_TIE, fewer cards (fewer to power, tensor-parallel traffic
    over fewer); then the group named first. Expert hand check: Qwen2.5-72B for 20 users at once on 8 × T4 (INT8,
    0.8 of 14.1 GB spare, 6 %) or 2 × A100 80GB (FP8, 25.0 of 76.7 GB, 33 %): the A100s (both 8-bit, more room)."""
    best = 0
    for i, g in enumerate(groups[1:], start=1):
        b = groups[best]
        if _rank(g) != _rank(b):
            best = i if _rank(g) > _rank(b) else best
        elif abs(g.spare_share - b.spare_share) >= SPARE_TIE:
            best = i if g.spare_share > b.spare_share else best
        elif g.count < b.count:
            best = i
    return best


def group_line(g: OwnedGroup) -> Msg:
    """One owned group's verdict in one line: "8 × T4: INT8 weights (FP16 does not fit), 0.8 GB of 14.1 GB spare per
    GPU — tight, ≈ 14 tokens/s per user", or that it does not run the work as asked."""
    if not g.runs:
        return Msg(code="fleet.group_no", args={"n": g.count, "gpu": g.gpu})
    return Msg(code="fleet.group", args={
        "n": g.count, "gpu": g.gpu, "precision": g.precision, "asked": g.asked, "spare": (g.budget - g.need) / 1e9,
        "pool": g.budget / 1e9, "tight": g.spare_share < TIGHT, "short": not g.meets, "tps": g.tps})


def _why(lead: OwnedGroup, others: list[OwnedGroup]) -> str:
    """Why the lead group leads (lead_group's first rule that told them apart): "none" runs the work as asked, it is
    the "only" one that does, it runs the weights at the higher "precision", it has the most "room", it needs "fewer"
    cards, or it was named "first"."""
    if not (lead.runs and lead.meets):
        return "none"
    if not any(g.runs and g.meets for g in others):
        return "only"
    if all(_rank(lead) > _rank(g) for g in others):
        return "precision"
    if all(lead.spare_share - g.spare_share >= SPARE_TIE for g in others):
        return "room"
    return "fewer" if all(lead.count < g.count for g in others) else "first"


def fleet_lead(groups: list[OwnedGroup]) -> Msg:
    """The line that leads an answer on a mixed owned fleet: the group the answer is sized on, why, and each other
    group's verdict."""
    i = lead_group(groups)
    others = [g for j, g in enumerate(groups) if j != i]
    return Msg(code="fleet.lead", args={"lead": group_line(groups[i]), "why": _why(groups[i], others),
                                        "others": [group_line(g) for g in others]})


# the GPUs in one NVIDIA DGX system: DGX A100 (8 × A100 40GB in the 320 GB system, 8 × A100 80GB in the 640 GB one),
# DGX H100 and DGX H200 (8 × H100 / 8 × H200 SXM), DGX B200 (8 × B200) — NVIDIA's DGX A100, DGX H100/H200 and DGX B200
# datasheets (nvidia.com/en-us/data-center/dgx-a100/, /dgx-h100/, /dgx-h200/, /dgx-b200/)
DGX_GPUS = 8


def dgx_card_gb(system_gb: int) -> int:
    """One card's memory in a DGX said by the system's GPU memory ("DGX A100 640GB": 640 / 8 = 80 GB cards, "320GB":
    40 GB), DGX_GPUS cards sharing it (the datasheets above)."""
    return system_gb // DGX_GPUS


def cards_in_machines(machines: int, per_machine: int) -> int:
    """The cards in a stated set of machines ("两台机器，每台8张4090", "2 nodes with 8 x H100 each"): machines × cards
    per machine (2 × 8 = 16), never the one machine's 8 (two AutoDL boxes of eight 4090s were
    sized as one 8-card box)."""
    return machines * per_machine
