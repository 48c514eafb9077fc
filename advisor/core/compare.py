"""Compare from words: each option is a question or a variation of one ("LoRA Llama-3-8B on H100",
"on A100", "32k"), read by the rule extractor and merged onto the base workload (the conversation's, or
the first option's), then priced by the same recommender (tools.compare). Used by `gpu-advisor compare`,
the chat's "A vs B", and other surfaces (MCP, Slack) through `compare_workloads`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from tools.compare import Comparison, compare
from tools.defaults import WorkloadError, validate
from tools.schema import Recommendation, Workload, WorkloadPatch

SPLIT = re.compile(r"(?i)\s+(?:vs\.?|versus)\s+|\s*(?:对比|對比)\s*|(?<=\S)vs\.?(?=[^\sa-z])")
VS = re.compile(r"(?i)\s(?:vs\.?|versus)\s|\S\s*(?:对比|對比)\s*\S")
LEAD = re.compile(r"(?i)^\s*(?:compare|比较|比較)\s*[:：]?\s*")


def split_options(text: str) -> list[str]:
    """"H100 vs A100" → ["H100", "A100"]; "LoRA 对比 QLoRA" → ["LoRA", "QLoRA"]; [] when it is not a comparison.
    Read as it shows: "H100 v<U+200B>s A100" is a comparison (invisible characters out first, A10-1)."""
    from advisor.core.extract_rules import strip_invisible

    text = strip_invisible(text or "")
    if not VS.search(text):
        return []
    parts = [p.strip(" ?？。.,，") for p in SPLIT.split(LEAD.sub("", text)) if p and p.strip(" ?？。.,，")]
    return parts if len(parts) >= 2 else []


def shared_fields(patches: Sequence[WorkloadPatch]) -> dict[str, Any]:
    """What the options say once for all: a field stated by some options and contradicted by none. "compare H100
    vs A100 for Llama-3.1-8B" names the model in the last option only; it is both options' model. A field two
    options state differently is what is compared (the model and a bare size count as one field)."""
    seen: dict[str, Any] = {}
    varying: set[str] = set()
    for p in patches:
        for k, v in p.model_dump(exclude_none=True, exclude={"language"}).items():
            if k in seen and seen[k] != v:
                varying.add(k)
            seen.setdefault(k, v)
    if "model" in seen and "params_b" in seen:
        varying |= {"model", "params_b"}
    return {k: v for k, v in seen.items() if k not in varying}


def workloads_from_texts(texts: Sequence[str], base: Workload | None = None) -> list[Workload]:
    """Each text merged onto `base`; with no base, onto the first option's workload plus what all the options say
    once for all (`shared_fields`: "compare H100 vs A100 for Llama-3.1-8B")."""
    from advisor.core.conversation import merge_workload
    from advisor.core.extract_rules import extract

    patches = [extract(text).patch for text in texts]
    for i, (text, patch) in enumerate(zip(texts, patches)):
        if not patch.model_dump(exclude_none=True, exclude={"language"}):
            raise WorkloadError(f"cannot read a workload or a variation in option {i + 1}: {text!r} "
                                "(try a model, a task, a GPU, a precision or a context such as 32k)")
    if base is None:  # the first option; when it names no model ("H100 vs A100 for X"), with what the options share
        first = patches[0]
        shared = {} if (first.model or first.params_b) else shared_fields(patches)
        base = merge_workload(merge_workload(Workload(), WorkloadPatch(**shared)), first)
    out: list[Workload] = []
    for patch in patches:
        w = merge_workload(base, patch)
        validate(w)
        out.append(w)
    return out


def compare_workloads(workloads: Sequence[Workload], labels: Sequence[str] | None = None, *,
                      currency: str | None = None, top_n: int = 3) -> tuple[Comparison, list[Recommendation]]:
    """The comparison of `workloads` (at least two), each priced by `advisor.core.service.advise`, and the
    answers behind it (for a surface that shows one in full)."""
    from advisor.core.service import advise

    recs: list[Recommendation] = []

    def run(w: Workload) -> Recommendation:
        rec = advise(w, stated={k for k, v in w.model_dump().items() if v is not None}, currency=currency, top_n=top_n)
        recs.append(rec)
        return rec

    return compare(list(workloads), run, labels), recs
