""""cheaper?" on a served model adds the family's next smaller release (tools.fit_alternative.smaller_siblings over
the registry's own names: Qwen2.5-14B → Qwen2.5-7B), priced by re-running the recommender at the same load and the
same filters, so tools.recommend.cheaper_levers lists it with its price and saving beside the precision levers; its
label says what it gives up (a smaller model's quality: test it on your tasks). It is never the "biggest saving that
keeps what you set": the model is something the user set, so the caller keeps it out of kept_saving."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tools.defaults import WorkloadError, serves
from tools.schema import Msg, Recommendation


def family_lever(base: Recommendation, advise: Callable[..., Any]) -> list[tuple[Msg, Recommendation]]:
    """[(label, the re-run)] for the largest smaller release of the pick's model family the registry holds; [] for
    work that is not a served model, a model with no smaller sibling, or a re-run that plans nothing."""
    from catalog import registry
    from tools.fit_alternative import smaller_siblings

    w = base.workload
    if not serves(w.task) or not w.model or not base.candidates:
        return []
    for name in smaller_siblings(w.model, registry.names())[:1]:
        trial = w.model_copy(update={"model": name, "params_b": None, "active_params_b": None})
        try:
            rec = advise(trial, stated=set(), currency=base.currency)
        except (WorkloadError, LookupError, ValueError):
            return []
        return [(Msg(code="cheaper_family.smaller_model", args={"model": name, "from": w.model}), rec)]
    return []
