"""A vision batch whose stated card, cloud and region together leave no offer in the price data ("AutoDL's 4090 in
Beijing", "a 4090 in us-east-1"): re-planned with the card kept and the place dropped, then with neither, and the
answer says what was dropped — never a refusal of a job whose work per image is known."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tools.schema import Msg, Workload


def relaxed_plan(run: Callable[[Workload], Any], work: Workload) -> tuple[Any, Msg | None]:
    """(plan, the note saying what was dropped) for the first of: the place dropped, the card dropped too; (None, None)
    when none has offers. `run(workload)` is tools.media.plan with the job's other arguments bound."""
    place = [*(work.providers or []), *(work.regions or [])]
    tries = ([("place", work.model_copy(update={"providers": None, "regions": None}))] if place else []) + \
        [("both", work.model_copy(update={"providers": None, "regions": None, "gpu_preference": None}))]
    for dropped, w in tries:
        p = run(w)
        if p is not None and p.rows:
            return p, Msg(code="vision_relax.dropped", args={
                "dropped": dropped, "place": ", ".join(place) or None, "gpu": work.gpu_preference})
    return None, None
