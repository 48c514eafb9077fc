"""A follow-up to a side-by-side keeps both sides: "has to stay in the US, and we'd commit for a year", "5x that by
spring", "只要 Lambda", "要留在美國，簽一年約". Each side of the last comparison keeps its model, load and card, takes what
the follow-up adds (a place, a billing, a provider, a grown load, a new figure) and is priced again by the same
recommender. A follow-up that names another model, card, count or task is answered as usual, on the thread's workload:
what every side shared (the model, the load, the context), saved when the comparison opened the thread."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from tools.schema import Workload, WorkloadPatch

COMPARED = "compared"  # history role that records the sides of a comparison (their workloads and labels)
# what a side is: a follow-up that says one of these asks something else than the same sides again
SIDE_FIELDS = ("model", "params_b", "gpu_preference", "checked_gpu", "task", "modality", "num_gpus", "owned_gpus")


def sides_record(workloads: Sequence[Workload], labels: Sequence[str]) -> str:
    """The sides of a comparison as the history keeps them (JSON: each side's stated fields, and its label)."""
    return json.dumps({"labels": list(labels),
                       "sides": [w.model_dump(mode="json", exclude_none=True) for w in workloads]})


def sides_read(text: str) -> tuple[list[Workload], list[str]] | None:
    """The sides a history record holds; None for a record that does not read (an older or damaged one)."""
    try:
        data = json.loads(text)
        return [Workload(**s) for s in data["sides"]], [str(x) for x in data["labels"]]
    except (ValueError, KeyError, TypeError):
        return None


def last_compared(history: list[dict[str, Any]]) -> str | None:
    """The comparison the previous answer of the thread was (its COMPARED record), when the latest user message
    follows it directly; None when the previous answer was no comparison, or after a reset."""
    previous = current = None
    for h in history:
        if h["role"] == "user":
            previous, current = current, None
        elif h["role"] == COMPARED:
            current = h["text"]
        elif h["role"] == "asked" and h["text"] == "!reset":
            previous = current = None
    return previous


def adds_to_sides(patches: Sequence[WorkloadPatch]) -> bool:
    """A follow-up that only adds to the sides (a place, a billing, providers, a load, a context): it says something
    to at least one side (a growth scales only the sides that state a load) and names no model, card, count or task
    of its own."""
    said = [p.model_dump(exclude_none=True, exclude={"language"}) for p in patches]
    return any(said) and not any(k in d for d in said for k in SIDE_FIELDS)


def shared_workload(workloads: Sequence[Workload]) -> Workload:
    """What every side of a comparison states alike (the model, the load, the context; not the card compared): the
    thread's workload once a comparison opened it, so a later follow-up keeps them."""
    dumps = [w.model_dump(exclude_none=True) for w in workloads]
    return Workload(**{k: v for k, v in dumps[0].items() if all(d.get(k) == v for d in dumps[1:])})


# the load's counts (tools.followup.SCALED): a follow-up that changes one re-sizes each side's card count
LOAD_FIELDS = ("concurrency", "daily_users", "head_count", "users_online", "requests_per_day", "target_requests_per_s")
COUNT_LEAD = re.compile(r"^\s*\d+\s*(?:[x×]|张|張|块|塊|卡)?\s*")  # "8x MI300X" → "MI300X", "8 張 H20" → "H20"


def sides_after(sides: Sequence[Workload], labels: Sequence[str], patches: Sequence[WorkloadPatch]
                ) -> tuple[list[Workload], list[str]]:
    """Each side with its follow-up facts (tools.followup.merge_workload; a growth scales each side's own load).
    A new load (a growth, "now 500 users") frees each side's card count, so the recommender sizes the copies that
    carry it ("5x that": 8 × H200 became 8 × H200 at 12 tok/s each instead of more machines), and the labels drop
    their count."""
    from tools.followup import merge_workload

    out = [merge_workload(w, p) for w, p in zip(sides, patches)]
    if not any(getattr(p, k) is not None for p in patches for k in LOAD_FIELDS):
        return out, list(labels)
    return ([w.model_copy(update={"num_gpus": None}) for w in out],
            [COUNT_LEAD.sub("", lb) or lb for lb in labels])
