"""Status lines that agree with the plan the headline shows.

When nothing is ranked as asked because of the budget alone, the headline may still lead with a plan that meets the
budget by a change it names (the readable-minimum speed, a lower precision, fewer users at once; every other filter
kept: tools.recommend's budget ways re-run first_row with the place and providers unchanged). The budget and place
lines were computed on the as-asked ranking, so they said "❌ cannot be met" and "❔ no ranked plan in the place"
beside a plan that is inside the budget and in the place. This module reads the lead plan from the headline and
restates those lines from that plan's own cost and place; no figure is computed here (the plan's price and machines
are the lead line's own arguments)."""
from __future__ import annotations

from tools.schema import Constraint, Msg

# the budget ways that keep every other constraint (place, providers, card) and land within the budget
WITHIN_WAYS = ("recommend.budget_way_slower", "recommend.budget_way_fewer", "recommend.budget_way_fewer_lower")


def within_lead(lines: list[Msg]) -> Msg | None:
    """The first line of a nothing-fits answer when it is a plan within the budget that keeps the place: the one the
    over-budget headline leads with (tools.recommend.nothing_ranked_headline takes the first line that is not the
    cheapest plan without the constraint)."""
    lead = next((m for m in lines if m.code != "recommend.the_cheapest_plan_that"), None)
    return lead if lead is not None and lead.code in WITHIN_WAYS else None


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
