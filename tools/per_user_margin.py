"""Which serving plan leads when the cheapest one clears the per-user speed target only inside the speed model's error.

The at-load serving model's own held-out error is 37.1 % median |error| on per-user tokens/s (docs/ENGINE.md,
"Serving at load against published figures", n = 11 held-out SGLang cookbook rows: tools.recommend.PER_USER_ERROR).
A plan whose estimate clears the target (the user's stated tokens/s a user, else the interactive default,
tools.offers.INTERACTIVE_TOKENS_PER_S) by less than that error meets it only if the estimate is not optimistic: an
expert rents the plan that keeps the margin when it costs about what the error could cost anyway, and otherwise
rents the cheap plan with the thin margin said in the headline, beside the margin plan's price.

MARGIN_LEAD_TOLERANCE (25 %): below the 37 % error itself (a 37 % shortfall costs that many more replicas), above the
15 % band of one-machine preferences (tools.ranking.ONE_MACHINE_TOLERANCE). By hand: 22.2 tok/s against the default
20 (11 % over, under 37 %) on 3 × L40S at $5.58/h, and 1 × H100 keeping 33.1 tok/s at $6.88/h (+23 %): the H100
leads; 45 tok/s against a stated 40 on 4 × GH200 at $9.16/h, 6 × GH200 keeping 56.7 at $13.74/h (+50 %): the
GH200 × 4 leads, its headline saying the margin is thin.
"""

from __future__ import annotations

MARGIN_LEAD_TOLERANCE = 0.25


def thin_per_user(tps: float | None, target: float, error: float) -> bool:
    """Does a per-user speed clear `target` by less than the speed model's relative `error`? An unknown speed is
    thin (it was not shown to clear anything). By hand, error 0.371: 45 vs 40 → 45 < 54.8 → thin; 56.7 vs 40 → kept;
    22.2 vs 20 → 22.2 < 27.4 → thin; no target (0) → never thin."""
    if target <= 0:
        return False
    return tps is None or tps < target * (1 + error)


def margin_plan_leads(cheap_cost: float, margin_cost: float, tolerance: float = MARGIN_LEAD_TOLERANCE) -> bool:
    """Does the plan that keeps the margin cost at most `tolerance` more than the thin cheap plan (the same period's
    price)? By hand: 6.88 vs 5.58 → 1.233 ≤ 1.25 → True; 13.74 vs 9.16 → 1.50 → False; a free cheap plan (0) → False."""
    return cheap_cost > 0 and margin_cost <= cheap_cost * (1 + tolerance)
