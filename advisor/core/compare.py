"""Compare from words: each option is a question or a variation of one ("LoRA Llama-3-8B on H100",
"on A100", "32k"), read by the rule extractor and merged onto the base workload (the conversation's, or
the first option's), then priced by the same recommender (tools.compare). Used by `gpu-advisor compare`,
the chat's "A vs B", and other surfaces (MCP, Slack) through `compare_workloads`."""

from __future__ import annotations

import re
from collections.abc import Sequence

from tools.compare import Comparison, compare
from tools.defaults import WorkloadError, validate
from tools.schema import Recommendation, Workload

SPLIT = re.compile(r"(?i)\s+(?:vs\.?|versus)\s+|\s*(?:对比|對比)\s*|(?<=\S)vs\.?(?=[^\sa-z])")
VS = re.compile(r"(?i)\s(?:vs\.?|versus)\s|\S\s*(?:对比|對比)\s*\S")
LEAD = re.compile(r"(?i)^\s*(?:compare|比较|比較)\s*[:：]?\s*")


def split_options(text: str) -> list[str]:
    """"H100 vs A100" → ["H100", "A100"]; "LoRA 对比 QLoRA" → ["LoRA", "QLoRA"]; [] when it is not a comparison."""
    if not VS.search(text or ""):
        return []
    parts = [p.strip(" ?？。.,，") for p in SPLIT.split(LEAD.sub("", text)) if p and p.strip(" ?？。.,，")]
    return parts if len(parts) >= 2 else []


def workloads_from_texts(texts: Sequence[str], base: Workload | None = None) -> list[Workload]:
    """Each text merged onto `base` (or onto the first text's workload when there is no base)."""
    from advisor.core.conversation import merge_workload
    from advisor.core.extract_rules import extract

    out: list[Workload] = []
    for i, text in enumerate(texts):
        patch = extract(text).patch
        if not patch.model_dump(exclude_none=True, exclude={"language"}):
            raise WorkloadError(f"cannot read a workload or a variation in option {i + 1}: {text!r} "
                                "(try a model, a task, a GPU, a precision or a context such as 32k)")
        start = base if base is not None else (out[0] if out else Workload())
        w = merge_workload(start, patch)
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
