"""A follow-up asking what to use instead ("ok so what do we use instead, and what does that cost?", 那换什么？,
咁用咩好？) after an answer that said NO: the model named cannot run on the stated cards at the precision asked (the
plan had to drop to a lower precision). It repeated turn 1 ("Nothing … changes the plan"). Now the nearest model that
fits is the answer: the largest smaller release of the same family (tools.fit_alternative.smaller_siblings) that the
recommender fits on those cards at the precision asked, at the thread's load, re-sized by the ordinary follow-up path
with the turn read as "use <it> in <precision> instead", and said first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from advisor.core.licence_alternative_turn import MORE_ASKED, _names_own
from advisor.core.licence_switch import ALTERNATIVE_ASKED
from tools.schema import Msg, Recommendation, Workload


def _fits_as_asked(advise: Callable[..., Recommendation], w: Workload) -> bool:
    """The recommender plans `w` at its own precision on its stated cards."""
    try:
        rec = advise(w, stated={k for k, v in w.model_dump().items() if v is not None})
    except (LookupError, ValueError):
        return False
    return rec.asked_precision is None and not rec.nothing_fits and bool(rec.candidates)


def fit_alternative(text: str, last: Recommendation | None,
                    advise: Callable[..., Any]) -> tuple[str, Msg | None]:
    """The turn's text with "(use <model> in <precision> instead)" when it asks what to use instead, names no model of
    its own, and the last answer could not run its model on the stated cards at the precision asked; else (`text`,
    None)."""
    from catalog import registry
    from tools.fit_alternative import smaller_siblings

    t = text or ""
    if last is None or not (ALTERNATIVE_ASKED.search(t) or MORE_ASKED.search(t)) or _names_own(t):
        return text, None
    w, asked = last.workload, last.asked_precision
    if asked is None or last.asked_precision_default or not (w.owned_gpus or w.gpu_preference):
        return text, None
    for name in smaller_siblings(w.model, registry.names()):
        trial = w.model_copy(update={"model": name, "precision": asked, "params_b": None, "active_params_b": None})
        if _fits_as_asked(advise, trial):
            note = Msg(code="fit_alternative.nearest", args={"model": w.model, "alt": name,
                                                             "precision": asked.upper()})
            return f"{t} (use {name} in {asked.upper()} instead)", note
    return text, None
