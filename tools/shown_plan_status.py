"""Status lines that agree with the plan the headline shows.

When nothing is ranked as asked because of the budget alone, the headline may still lead with a plan that meets the
budget by a change it names (the readable-minimum speed, a lower precision, fewer users at once; every other filter
kept: tools.recommend's budget ways re-run first_row with the place and providers unchanged). The budget and place
lines were computed on the as-asked ranking, so they said "❌ cannot be met" and "❔ no ranked plan in the place"
beside a plan that is inside the budget and in the place. This module reads the lead plan from the headline and
restates those lines from that plan's own cost and place; no figure is computed here (the plan's price and machines
are the lead line's own arguments)."""
from __future__ import annotations

from tools.schema import Constraint, Msg, Recommendation

# the budget ways that keep every other constraint (place, providers, card) and land within the budget
WITHIN_WAYS = ("recommend.budget_way_office", "recommend.budget_way_slower", "recommend.budget_way_fewer",
               "recommend.budget_way_fewer_lower")
# the over-budget headline that leads with such a plan (tools.recommend.nothing_ranked_headline)
WITHIN_HEADLINE = "shown_plan_status.headline_within_by_change"


def within_lead(lines: list[Msg]) -> Msg | None:
    """The first line of a nothing-fits answer when it is a plan within the budget that keeps the place: the one the
    over-budget headline leads with (tools.recommend.nothing_ranked_headline takes the first line that is not the
    cheapest plan without the constraint)."""
    lead = next((m for m in lines if m.code != "recommend.the_cheapest_plan_that"), None)
    return lead if lead is not None and lead.code in WITHIN_WAYS else None


# the over-budget headline whose place has no plan within the budget while a nearest place has one
NEAREST_WITHIN_HEADLINE = "shown_plan_status.headline_nearest_within"
NEARBY_LINES = ("recommend.nearby", "recommend.nearby_residency")


def nearest_within(lead: Msg) -> Msg | None:
    """The over-budget headline for a stated place with no plan within the budget while a nearest place's plan is
    within it (the `recommend.nearby` line lists them with `recommend.reference_within`): "no plan in Hong Kong
    within the budget; the nearest within it: Japan …", never a bare "❌ over budget" above a plan within it. Only
    the nearest places' plans within the budget are named; None when none is (the bare over-budget headline stays)."""
    if lead.code not in NEARBY_LINES:
        return None
    said = lead.args.get("plans")
    plans = [p for p in (said if isinstance(said, list | tuple) else [])
             if isinstance(p, Msg) and p.find("recommend.reference_within")]
    if not plans:
        return None
    return Msg(code=NEAREST_WITHIN_HEADLINE, args={
        "regions": lead.args.get("regions"), "plans": plans, "residency": lead.code == "recommend.nearby_residency"})


def budget_within_nearest(constraints: list[Constraint], headline: Msg | None) -> list[Constraint]:
    """The budget line under a nearest-within headline: ⚠ within the budget only outside the stated place, never
    "❌ every plan that fits is over the budget" beside a plan within it."""
    said = headline.find(NEAREST_WITHIN_HEADLINE) if headline is not None else None
    if said is None:
        return constraints
    return [c.model_copy(update={"status": "adjusted", "message": Msg(
        code="shown_plan_status.budget_only_outside", args={"regions": said.args.get("regions"),
                                                            "residency": said.args.get("residency")})})
            if c.name == "budget" and c.status == "refused" else c for c in constraints]


def agree_with_lead(constraints: list[Constraint], lead: Msg | None) -> list[Constraint]:
    """The budget line said from the lead plan's own cost (adjusted: within the budget by the change the headline
    names, never ❌), and a place or provider filter that only "the closest plan" held said as held by the plan shown
    (never ❔ "no plan in Taiwan" beside a plan in asia-east1). Unchanged when there is no such lead."""
    if lead is None:
        return constraints
    shown = {"fleet": lead.args.get("fleet"), "money": lead.args.get("money"), "month": lead.args.get("month")}
    out: list[Constraint] = []
    for c in constraints:
        if c.name == "budget" and c.status == "refused" and c.label is not None:
            c = c.model_copy(update={"status": "adjusted", "message": Msg(
                code="shown_plan_status.budget_met_by_change", args={**c.label.args, **shown})})
        elif c.name in ("region", "provider") and c.status == "unchecked" and c.message is not None \
                and c.message.code == "constraints.only_nearest_fits":
            c = c.model_copy(update={"status": "honoured", "message": Msg(
                code="shown_plan_status.place_held_by_shown", args={**c.message.args, "fleet": shown["fleet"]})})
        out.append(c)
    return out


# the stated card, count or card size (tools.recommend.HARDWARE_CONSTRAINTS)
CARD_LINES = ("gpu", "gpus", "gpu_memory_max")


def card_held_by_setting(constraints: list[Constraint], headline: Msg | None) -> list[Constraint]:
    """The user's own cards refused at the engine's defaults but holding the same job with a memory setting (a fused
    loss, checkpointing: tools.routes.memory_routes), which the headline leads with ("runs on your cards with …"):
    the card and count lines say that fit, adjusted (⚠, the fit's own words, tight where it is), never "❌ not
    possible" under a headline that says it runs — an 8 GB laptop card holds QLoRA of a 7–8B at a few hundred tokens
    with 4-bit weights, LoRA and a fused loss with checkpointing."""
    route = headline.find("recommend.owned_route_yes") if headline is not None else None
    if route is None:
        return constraints
    said = Msg(code="shown_plan_status.card_holds_with_setting", args={"label": route.args.get("label"),
                                                                       "v": route.args.get("v")})
    out: list[Constraint] = []
    for c in constraints:
        if c.name in CARD_LINES and c.status == "refused":  # the figures once, on the first card line
            c = c.model_copy(update={"status": "adjusted", "message": said})
            said = Msg(code="shown_plan_status.card_holds_see_above")
        out.append(c)
    return out


def agree_with_shown(rec: Recommendation) -> Recommendation:
    """Both restatements on the finished answer: the budget and place lines from a lead plan within the budget (an
    over-budget headline that names a change), and the owned card lines from a memory setting the headline fits."""
    if rec.within_budget_lead is not None and rec.headline is not None and rec.headline.says(WITHIN_HEADLINE):
        rec.constraints = agree_with_lead(rec.constraints, rec.within_budget_lead)  # the lead the recommender chose
    rec.constraints = card_held_by_setting(rec.constraints, rec.headline)
    rec.constraints = budget_within_nearest(rec.constraints, rec.headline)
    return rec
