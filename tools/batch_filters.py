"""The stated filters of an encoder or media job (tools.embedding, tools.media): region, provider, card and billing,
held and said exactly as the LLM path holds them (tools.constraints, tools.recommend._constraints).

Why: expert review 17 class C — "only in Europe" and 国内机房 were parsed into `regions` but the embedding answer
ranked a Dallas-only machine with no ✅/❌ line. The same rows are filtered (tools.constraints.region_ok, the
stated providers, tools.offers.named_cards for a card) and each stated filter is one line: ✅ honoured when a row
passed it, ❌ refused when nothing did, ⚠️ for a billing these planners do not price (spot: they price on-demand).

Also the host check (class F, Q14: FLUX.1-dev's ≈ 34 GB of weights placed on an 8 GB-RAM host): the weights are read
into host memory before they move to the GPU (safetensors / diffusers `from_pretrained` load to CPU first), so a
machine whose RAM cannot hold one copy of the 16-bit weights is left out, and so is one whose RAM is below half its
GPU memory (tools.offers.MIN_RAM_SHARE, the rule the LLM path leaves such hosts out by: loading and pinned buffers).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tools.constraints import NO_PLACES, echoed, filter_constraint, region_ok, spot_serving_constraint
from tools.places import Gazetteer
from tools.schema import Constraint, GiB, GPUSpec, InstanceRow, Msg, Workload

ICONS = {"honoured": "✅", "refused": "❌", "adjusted": "⚠️", "unchecked": "❔"}
STATUS_CODES = {"honoured": "batch.status.honoured", "refused": "batch.status.refused",
                "adjusted": "batch.status.adjusted", "unchecked": "batch.status.unchecked"}


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

    def admits(self, row: InstanceRow, g: GPUSpec) -> bool:
        if self.providers and row.provider.lower() not in self.providers:
            return False
        if self.regions and not region_ok(row, list(self.regions), self.places, self.providers):
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
                     places if places is not None else NO_PLACES)


BATCH_HELD = ("providers", "regions", "gpu_preference", "billing")  # the filters these planners apply to their rows


def constraints(w: Workload, ranked: bool, live: bool = False, judged: tuple[str, ...] = ()) -> list[Constraint]:
    """One Constraint per stated filter, as tools.recommend._constraints words them: honoured when a row was ranked,
    refused when none was; spot asked is adjusted (these jobs are priced on-demand; a `live` load — an endpoint,
    a stream — is said as the LLM path says spot for serving), on-demand asked is honoured."""
    out: list[Constraint] = []
    for name, values in (("provider", w.providers), ("region", w.regions)):
        if values:
            c = filter_constraint(name, list(values), ranked)
            out.append(c if ranked else c.model_copy(update={"message": Msg(code="batch.no_priced_offer_fits",
                                                                            args=c.message.args)}))
    if w.gpu_preference:
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


def constraint_msgs(w: Workload, ranked: bool, live: bool = False, judged: tuple[str, ...] = ()) -> list[Msg]:
    """The stated filters as answer lines ("✅ Europe (honoured): only offers in Europe are ranked")."""
    return [Msg(code="batch.constraint", args={"icon": ICONS[c.status], "label": c.label or c.stated,
                                               "status": Msg(code=STATUS_CODES[c.status]), "message": c.message})
            for c in constraints(w, ranked, live, judged)]


def unchecked_msgs(w: Workload) -> list[Msg]:
    """Work that is not sized (tools.non_llm's scope reply): every stated constraint said back as ❔, since no plan was
    ranked against any of them (expert review 18 class 17, Q20: 国内 / 不要竞价 not echoed)."""
    stated = {k for k, v in w.model_dump().items() if v is not None}
    return [Msg(code="batch.constraint", args={"icon": ICONS[c.status], "label": c.label or c.stated,
                                               "status": Msg(code=STATUS_CODES[c.status]), "message": c.message})
            for c in echoed([], w, stated, ranked=False)]
