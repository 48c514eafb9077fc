"""A period's total cost (a term or a year priced by tools.peak_season: the peak weeks on the peak fleet plus the rest
on the everyday fleet) against a budget stated for the whole period ("整個學期預算台幣20萬", "NT$150k for the whole
semester"): within it or over it, and by how much. A total budget was left "not checked" though the period's cost
was priced beside it. No figure of its own: the total is tools.peak_season's, the budget the user's."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TermBudget:
    total: float  # the period's cost (peak weeks + the rest)
    budget: float  # the budget said for the whole period
    fits: bool  # total ≤ budget
    gap: float  # budget − total when it fits (left over), total − budget when it does not (over)
    share_pct: float  # total as a percentage of the budget


def term_against_budget(total: float, budget: float) -> TermBudget:
    """The period's `total` against a whole-period `budget` (both in one currency). By hand: a term priced at
    10,591 TWD against 150,000 TWD → fits, 139,409 left, 7.1 % of it; 180,000 against 150,000 → over by 30,000."""
    fits = total <= budget
    return TermBudget(total, budget, fits, budget - total if fits else total - budget,
                      100.0 * total / budget if budget > 0 else float("inf"))
