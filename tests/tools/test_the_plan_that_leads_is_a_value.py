"""The plan an over-budget headline leads with is a value the recommender sets on the Recommendation
(`within_budget_lead`), and the status lines agree with that value (tools.shown_plan_status.agree_with_shown), never
with a lead re-derived from the order of the lines below the headline."""

from __future__ import annotations

from tools.schema import Constraint, Msg, Recommendation
from tools.shown_plan_status import WITHIN_HEADLINE, agree_with_shown


def _budget() -> Constraint:
    label = Msg(code="constraints.budget", args={"budget": "€650", "per": "a month"})
    return Constraint(name="budget", stated="€650 per month", status="refused", label=label,
                      message=Msg(code="constraints.budget_exceeded", args={}))


def _rec(lead: Msg | None, lines: list[Msg]) -> Recommendation:
    headline = Msg(code=WITHIN_HEADLINE, args={"model": "gemma-2-27b-it", "first": lead, "plan": None})
    return Recommendation.model_construct(headline=headline, within_budget_lead=lead, nothing_fits=lines,
                                          constraints=[_budget()])


def test_the_budget_line_follows_the_lead_the_recommender_chose():
    # Hand: the lead is 2 × L4 at fewer users at once, €0.82/h ≈ €599 a month, inside €650: the budget line is met by
    # that change, with the lead's own fleet and price, even when the lines below were reordered afterwards (the
    # cheapest plan without the constraint first, then an over-budget way): re-reading the lines found no lead.
    lead = Msg(code="recommend.budget_way_fewer", args={"fleet": "2 × L4", "money": "€0.82", "month": "€599"})
    over = Msg(code="recommend.budget_way_slower_over", args={"fleet": "1 × A100 80GB", "money": "€1.90"})
    rec = agree_with_shown(_rec(lead, [over, lead]))
    assert rec.constraints[0].status == "adjusted", rec.constraints
    assert rec.constraints[0].message.args["fleet"] == "2 × L4" and rec.constraints[0].message.args["month"] == "€599"


def test_no_lead_set_leaves_the_budget_line_refused():
    # Hand: no plan within €650 was chosen to lead (None): "❌ cannot be met" stays true, whatever the lines say
    lead = Msg(code="recommend.budget_way_fewer", args={"fleet": "2 × L4", "money": "€0.82", "month": "€599"})
    rec = agree_with_shown(_rec(None, [lead]))
    assert rec.constraints[0].status == "refused", rec.constraints
