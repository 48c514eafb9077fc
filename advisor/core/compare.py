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
from tools.schema import Msg, Recommendation, Workload, WorkloadPatch

SPLIT = re.compile(r"(?i)\s+(?:vs\.?|versus)\s+|\s*(?:对比|對比)\s*|(?<=\S)vs\.?(?=[^\sa-z])")
VS = re.compile(r"(?i)\s(?:vs\.?|versus)\s|\S\s*(?:对比|對比)\s*\S")
LEAD = re.compile(r"(?i)^\s*(?:compare|比较|比較)\s*[:：]?\s*")
# What an option names, one kind each (a model and its bare size count as one): two cards, two models, two providers,
# two precisions, methods, contexts, counts, loads, billings, places. Anything else a fragment carries (a priority,
# "for-profit", a thinking mode) names no option.
OPTION_KINDS: tuple[tuple[str, ...], ...] = (
    ("model", "params_b"), ("gpu_preference",), ("providers",), ("precision",), ("task",), ("seq_len",),
    ("num_gpus",), ("concurrency",), ("billing",), ("regions",), ("kv_precision",), ("framework",))


def split_options(text: str) -> list[str]:
    """"H100 vs A100" → ["H100", "A100"]; "LoRA 对比 QLoRA" → ["LoRA", "QLoRA"]; [] when it is not a comparison.
    Read as it shows: "H100 v<U+200B>s A100" is a comparison (invisible characters out first)."""
    from advisor.core.extract_rules import buy_against_rent, strip_invisible

    text = strip_invisible(text or "")
    if not VS.search(text) or buy_against_rent(text):  # "buying a DGX Spark … vs renting an H100": one machine, owned
        return []
    parts = [p.strip(" ?？。.,，") for p in SPLIT.split(LEAD.sub("", text)) if p and p.strip(" ?？。.,，")]
    return parts if len(parts) >= 2 and one_kind_compared(parts) else []


def one_kind_compared(parts: Sequence[str]) -> bool:
    """Whether the parts are options of one kind: some kind in OPTION_KINDS that every part names, with at least two
    different values ("H100" / "A100 for Llama-3.1-8B": two cards). A "vs" inside a name or a phrase is no comparison
    ("tab autocomplete in VS Code plus a chat panel": the fragments name no common kind; "how long would it take vs
    just renting something": the second part names nothing) — the question is then answered as written."""
    from advisor.core.extract_rules import extract

    said = [extract(p).patch.model_dump(exclude_none=True, exclude={"language"}) for p in parts]
    for kind in OPTION_KINDS:
        values = [tuple(str(d.get(k)) for k in kind) for d in said]
        if all(any(k in d for k in kind) for d in said) and len(set(values)) >= 2:
            return True
    return False


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


def not_an_llm(texts: Sequence[str], patches: Sequence[WorkloadPatch], base: Workload | None, lang: str,
               chat: bool = False) -> None:
    """Refuse, in the user's language, options that are not language-model work (a Whisper, SDXL, FLUX, encoder or
    vision job: tools.media / tools.embedding answer them, not the recommender compare runs): what compare sizes and
    how to ask the job instead ("give --model NAME or --params BILLIONS", an option compare lacks,
    in English to a 简体 question)."""
    from advisor.core.script import to_script

    kinds: list[tuple[str | None, str]] = [(text, p.modality) for text, p in zip(texts, patches)
                                           if p.modality and p.modality != "llm"]
    if not kinds and base is not None and base.modality and base.modality != "llm":
        kinds = [(None, base.modality)]  # the thread's job (a chat's "H100 vs A100" after a Whisper answer)
    if not kinds:
        return
    option, modality = kinds[0]
    how = Msg(code="compare.ask_chat") if chat else Msg(code="compare.ask_cli", args={"option": option or texts[0]})
    kind = Msg(code="compare.kind", args={"modality": modality})
    said = (Msg(code="compare.not_an_llm", args={"option": option, "how": how, "kind": kind}) if option is not None
            else Msg(code="compare.not_an_llm_thread", args={"how": how, "kind": kind}))
    raise WorkloadError(to_script(said.text(lang), lang))


def workloads_from_texts(texts: Sequence[str], base: Workload | None = None, lang: str | None = None,
                         chat: bool = False) -> list[Workload]:
    """Each text merged onto `base`; with no base, onto the first option's workload plus what all the options say
    once for all (`shared_fields`: "compare H100 vs A100 for Llama-3.1-8B"). A job that is no language model is
    refused in `lang` (not_an_llm)."""
    from advisor.core.extract_rules import detect_language, extract
    from advisor.core.merge import merge_workload

    patches = [extract(text).patch for text in texts]
    not_an_llm(texts, patches, base, lang or detect_language(" ".join(texts)), chat)
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
