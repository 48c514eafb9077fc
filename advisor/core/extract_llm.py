"""Optional LLM extractor through LangChain: words → WorkloadPatch, nothing else.

Configured by `GPU_ADVISOR_LLM=provider:model` (any `init_chat_model` provider) and, for any
OpenAI-compatible server (vLLM, Ollama, llama.cpp), `GPU_ADVISOR_LLM_BASE_URL`; the key comes from
`GPU_ADVISOR_LLM_API_KEY` or the provider's usual variable. With no model configured this module is
never imported (langchain stays out of `ask` and `estimate`).

Merge precedence, field by field: the rule extractor wins wherever it read a value (it reads the
literal text); the model fills only fields the rules left empty. Every model value is checked the
way user input is (registry names, GPU names, ranges); a bad field is dropped. A timeout, an error
or an invalid result falls back to the rules for that message. The model never produces a figure
that appears in an answer: all of those come from tools/.
"""

from __future__ import annotations

import concurrent.futures
import logging
from typing import Any

from advisor import config
from advisor.core.extract_rules import Extraction, provider_patterns, read_part
from advisor.core.messages import word
from tools.defaults import WorkloadError, validate
from tools.schema import Msg, Workload, WorkloadPatch

log = logging.getLogger("gpu_advisor.llm")
DEFAULT_TIMEOUT = 15.0
_POOL = concurrent.futures.ThreadPoolExecutor(max_workers=4, thread_name_prefix="llm-extract")


def fence(text: str) -> str:
    """User text for inside the prompt's <history> / <user_message> tags: a closing tag in it cannot end the
    fence early (`</user_message>` → `</ user_message>`), nor can a `{message}` in history take the message."""
    import re

    return re.sub(r"<(/?)\s*(user_message|history)\s*>", r"<\1 \2>", text, flags=re.I)


def fill(template: str, **fields: str) -> str:
    """The prompt with each {field} replaced once, in one pass, by its fenced text (OWASP LLM01: the user's
    text is delimited and named as data; a placeholder inside it is never filled)."""
    import re

    return re.sub(r"\{(" + "|".join(fields) + r")\}", lambda m: fence(fields[m.group(1)]), template)


def configured() -> bool:
    return bool(config.get("GPU_ADVISOR_LLM"))


def build_model() -> Any:
    """A LangChain chat model from the environment (None when not configured)."""
    spec = config.get("GPU_ADVISOR_LLM")
    if not spec:
        return None
    from langchain.chat_models import init_chat_model

    kwargs: dict[str, Any] = {"temperature": 0}
    base = config.get("GPU_ADVISOR_LLM_BASE_URL")
    if base:
        kwargs["base_url"] = base
        kwargs.setdefault("api_key", config.get("GPU_ADVISOR_LLM_API_KEY") or "not-needed")
        if ":" not in spec:
            spec = "openai:" + spec
    elif config.get("GPU_ADVISOR_LLM_API_KEY"):
        kwargs["api_key"] = config.get("GPU_ADVISOR_LLM_API_KEY")
    return init_chat_model(spec, **kwargs)


def sanitize(patch: WorkloadPatch | dict | None) -> WorkloadPatch:
    """Keep only model-proposed fields that pass the same checks user input does."""
    if patch is None or not isinstance(patch, (dict, WorkloadPatch)):
        return WorkloadPatch()
    if isinstance(patch, dict):
        try:
            patch = WorkloadPatch.model_validate(patch)
        except Exception:
            return WorkloadPatch()
    data = patch.model_dump(exclude_none=True)
    out: dict[str, Any] = {}
    for k, v in data.items():
        if k == "model":
            from catalog import registry

            try:
                out[k] = registry.resolve_name(str(v))
            except LookupError:
                continue
        elif k == "gpu_preference":
            from catalog.gpus import UnknownGPU, preference_name

            try:
                out[k] = preference_name(str(v))
            except UnknownGPU:
                continue
        elif k == "regions":
            import re

            from catalog.places import regions

            tags = {r.tag for r in regions()}  # the gazetteer's tags (catalog/data/regions.csv), as the rule reader's
            code = re.compile(r"[a-z]{2,9}(?:-[a-z]+)+-?\d")
            ok = [str(x).lower() for x in v if str(x).lower() in tags or code.fullmatch(str(x).lower())]
            if ok:
                out[k] = ok
        elif k == "budget":
            try:
                validate(Workload(budget=v))
            except (WorkloadError, ValueError):
                continue
            if v.get("amount", 0) > 0:
                out[k] = v
                if v.get("per") == "hour" and "budget_per_hour" not in data:
                    out["budget_per_hour"] = {"amount": v["amount"], "currency": v.get("currency", "USD")}
        elif k == "providers":
            known = [name for name, pat in provider_patterns() if any(pat.search(str(x)) for x in v)]
            if known:
                out[k] = known
        else:
            try:
                validate(Workload(**{k: v}))
            except (WorkloadError, ValueError):
                continue
            out[k] = v
    return WorkloadPatch(**out)


def merge(rules: WorkloadPatch, llm: WorkloadPatch) -> WorkloadPatch:
    """Rules win where they read a value; the model fills the rest."""
    merged = llm.model_dump(exclude_none=True)
    stated = rules.model_dump(exclude_none=True)
    if "budget" in stated:
        merged.pop("budget_per_hour", None)  # one budget: the one the rules read
    if "dataset" in stated:  # the rules read "N examples × K tokens": a model's token total or context would contradict it
        merged.pop("train_tokens", None)
        if "seq_len" not in stated:
            merged.pop("seq_len", None)
    if "batch_requests" in stated:
        merged.pop("concurrency", None)  # a batch job has no users online
    if ("head_count" in stated or "users_online" in stated) and "concurrency" not in stated:
        merged.pop("concurrency", None)  # "for 50 people": a head count the rules read, never 50 at once by the model
    if "checked_gpu" in stated:  # "a 4090 should be enough?": a card asked about, never also the model's filter
        for k in ("gpu_preference", "num_gpus"):
            merged.pop(k, None)
    if "checked_provider" in stated:  # "is RunPod the cheapest?": a provider asked about, never the model's filter
        merged.pop("providers", None)
    merged.update(stated)
    return WorkloadPatch(**merged)


class LLMExtractor:
    """Structured extraction with a time limit; any failure returns None (the caller keeps the rules)."""

    def __init__(self, model: Any = None, timeout: float | None = None):
        self.model = model if model is not None else build_model()
        self.timeout = timeout if timeout is not None else config.llm_timeout()
        self._structured = None

    def _runnable(self) -> Any:
        if self._structured is None:
            try:
                self._structured = self.model.with_structured_output(WorkloadPatch, method="function_calling")
            except TypeError:
                self._structured = self.model.with_structured_output(WorkloadPatch)
        return self._structured

    def extract(self, message: str, history: list[dict[str, Any]] | None = None) -> WorkloadPatch | None:
        from prompts import load

        if self.model is None:
            return None
        hist = "\n".join(f"{h['role']}: {h['text'][:500]}" for h in (history or [])[-6:]) or "(none)"
        prompt = fill(load("extract"), history=hist, message=read_part(message))
        try:
            fut = _POOL.submit(self._runnable().invoke, prompt)
            result = fut.result(timeout=self.timeout)
        except concurrent.futures.TimeoutError:
            log.warning("LLM extraction timed out after %.1fs; using the rule extractor", self.timeout)
            return None
        except Exception as e:
            log.warning("LLM extraction failed (%s); using the rule extractor",
                        config.redact(type(e).__name__ + ": " + str(e))[:300])
            return None
        if result is None:
            log.warning("LLM returned no structured result; using the rule extractor")
            return None
        if isinstance(result, dict) and "parsed" in result:
            result = result["parsed"]
        return sanitize(result)


# said when the model's reading is set aside: the user is not refused over figures they never gave
SET_ASIDE = Msg(code="extract_llm.set_aside", args={})


def _resolves(patch: WorkloadPatch) -> str | None:
    """None when `patch` (its in-range figures: tools.ranges screens the others with a note each) resolves to a
    workload the calculators can size, else why not (tools.defaults' words)."""
    from tools.defaults import WorkloadError, resolve
    from tools.ranges import out_of_range

    fields = patch.model_dump(exclude_none=True)
    bad = {name for name, _ in out_of_range(fields)}
    try:
        resolve(Workload(**{k: v for k, v in fields.items() if k not in bad}))
    except (WorkloadError, ValueError, ArithmeticError) as e:
        return str(e)
    return None


def contradiction(merged: WorkloadPatch, rules: WorkloadPatch) -> str | None:
    """Why the merged reading cannot be sized when the rules' reading alone can (None otherwise). The module's rule,
    "an invalid result falls back to the rules for that message", held per field (`sanitize`) but not for fields that
    contradict each other: a model that added `prompt_tokens 8000, seq_len 2048` to "serve Llama-3-8B for 10 users"
    got the user refused over figures they never stated. When the rules' reading fails too, the
    fault is in the user's own figures, and that answer (their error, in their words) stands."""
    why = _resolves(merged)
    return why if why is not None and _resolves(rules) is None else None


def extract_with_llm(extractor: LLMExtractor, rules: Extraction, message: str,
                     history: list[dict[str, Any]] | None = None) -> tuple[Extraction, str]:
    """The merged extraction and which path produced it ("llm+rules" or "rules")."""
    llm_patch = extractor.extract(message, history)
    if llm_patch is None:
        return rules, "rules"
    merged = merge(rules.patch, llm_patch)
    if (why := contradiction(merged, rules.patch)) is not None:
        log.warning("LLM reading set aside (%s); using the rule extractor", why[:200])
        rules.note(word(SET_ASIDE, "en"), word(SET_ASIDE, "zh"))
        return rules, "rules"
    return Extraction(patch=merged, intents=rules.intents, language=rules.language, notes=rules.notes,
                      unclear=rules.unclear, currency=rules.currency, note_ids=rules.note_ids), "llm+rules"
