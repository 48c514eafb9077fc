"""One fit test per engine, in words: a card's need against its budget (tools.memory.card_need / card_budget).

Every line of an answer that says whether something fits a card quotes this one figure: the refusal of a
stated card or count, pitfall 1, the tiers' headroom notes and the 24-hour validation plan (review 7: a
"× 1.12" pick beside a validation plan asking for × 1.2; llama.cpp refused by a × 1.2 rule its allocator
does not need). The rules (docs/RECOMMENDER.md "One answer, one set of facts"):

- pool: vLLM / SGLang / TGI / TensorRT-LLM pre-allocate a KV pool; the weights, the activation peak, the
  runtime buffers and the load's KV cache must fit gpu_memory_utilization (0.9) × the card (SGLang 0.88;
  TensorRT-LLM's KV takes 0.9 of what is free). The pool's own margin replaces × 1.2.
- once: llama.cpp (and Ollama) allocate the weights, the KV cache for the whole context and one compute
  buffer at start and never grow: the estimate must fit the card.
- headroom: everything else (training): the estimate × the headroom (1.2, seed 000 §4) must fit.
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.defaults import serves
from tools.memory import card_budget, card_need, fit_rule, serving_pool_fraction
from tools.schema import GPUSpec, MemoryBreakdown, Msg, Resolved

ENGINE_NAMES = {"vllm": "vLLM", "sglang": "SGLang", "tgi": "TGI", "trtllm": "TensorRT-LLM", "llama.cpp": "llama.cpp"}
TIGHT = 0.10  # spare under 10 % of the budget is called tight: the estimate's own error is 2–8 % (docs/CALIBRATION.md)
POOL_THIN = 0.05  # under 5 % of a pre-allocated pool spare is inside that error: a fit to test, never "headroom"


@dataclass(frozen=True)
class Fit:
    """One card's fit: the rule, what it needs and what it has (bytes)."""

    rule: str  # pool | once | headroom
    framework: str
    need: int
    budget: int
    usable: int
    estimate: int  # the memory table's total
    headroom: float

    @property
    def fits(self) -> bool:
        return self.need <= self.budget

    @property
    def spare(self) -> int:
        return self.budget - self.need

    @property
    def tight(self) -> bool:
        return self.fits and self.spare < TIGHT * self.budget


def fit_of(per: MemoryBreakdown, gpu: GPUSpec, w: Resolved, headroom: float) -> Fit:
    """The fit of `per` on one `gpu` under the workload's engine (tools.memory.fits_card's test)."""
    return fit_from(per, gpu.usable_bytes or 0, w, headroom)


def fit_from(per: MemoryBreakdown, usable: int, w: Resolved, headroom: float) -> Fit:
    """fit_of for a card known by its usable bytes (a tier of an answer already made)."""
    fw, inference = w.framework, serves(w.task)
    return Fit(rule=fit_rule(fw, inference), framework=fw, need=card_need(per, fw, headroom, inference),
               budget=card_budget(usable, fw, inference), usable=usable, estimate=per.total, headroom=headroom)


def _gb(n: float) -> str:
    return f"{n / 1e9:,.1f} GB"


def in_all(f: Fit) -> str | None:
    """The plan's whole per-GPU footprint (the memory table's total, the headline's "needs") beside a pool engine's
    figure when the two differ as shown: the pool test leaves the CUDA context and fragmentation outside the pool
    (tools.memory.card_need), so one plan shows both, named, never two bare figures for one thing."""
    return _gb(f.estimate) if f.rule == "pool" and _gb(f.estimate) != _gb(f.need) else None


def need_words(f: Fit) -> Msg:
    """What one card needs against what it has, in the rule's own terms (no other figure for the same fact)."""
    eng = ENGINE_NAMES.get(f.framework, f.framework)
    if f.rule == "pool":
        frac = serving_pool_fraction(f.framework)
        if f.framework == "trtllm":
            return Msg(code="fit.weights_activations_kv_cache", args={
                "frac": frac, "gb": _gb(f.need), "gb_2": _gb(f.budget), "eng": eng})
        return Msg(code="fit.weights_activations_kv_cache_2", args={
            "gb": _gb(f.need), "eng": eng, "frac": frac, "gb_2": _gb(f.usable), "gb_3": _gb(f.budget),
            "all": in_all(f)})
    if f.rule == "once":
        return Msg(code="fit.per_gpu_of_usable", args={"gb": _gb(f.need), "gb_2": _gb(f.budget), "eng": eng})
    return Msg(code="fit.per_gpu_with_the", args={
        "gb": _gb(f.estimate), "gb_2": _gb(f.need), "headroom": f.headroom, "gb_3": _gb(f.budget)})


def short_words(f: Fit) -> Msg:
    """The same figures as need_words, short enough for a headline: "≈ 87.6 GB per GPU of vLLM's 77.0 GB pool"."""
    eng = ENGINE_NAMES.get(f.framework, f.framework)
    if f.rule == "pool" and f.framework != "trtllm":
        return Msg(code="fit.per_gpu_of_s", args={"gb": _gb(f.need), "eng": eng, "gb_2": _gb(f.budget),
                                                  "all": in_all(f)})
    if f.rule == "headroom":
        return Msg(code="fit.per_gpu_with_headroom", args={
            "gb": _gb(f.estimate), "gb_2": _gb(f.need), "headroom": f.headroom, "gb_3": _gb(f.budget)})
    return Msg(code="fit.per_gpu_of_usable_2", args={"gb": _gb(f.need), "gb_2": _gb(f.budget)})


def verdict_words(f: Fit, short: bool = False) -> Msg:
    """need_words (or short_words) with the verdict: fits (with its spare, tight when under 10 %) or does not."""
    base = short_words(f) if short else need_words(f)
    if not f.fits:
        return Msg(code="fit.does_not_fit", args={"base": base})
    if f.tight:
        return Msg(code="fit.fits_tight_spare", args={"base": base, "gb": _gb(f.spare)})
    return Msg(code="fit.fits_spare", args={"base": base, "gb": _gb(f.spare)})


RAISED_UTILISATION = 0.95  # vLLM --gpu-memory-utilization a dedicated card can usually take (0.9 is the default)


def borderline(f: Fit) -> Msg | None:
    """A pool engine that misses only by its own margin: fits with --gpu-memory-utilization 0.95 (a card running
    nothing else), named as a borderline option to test, never as the answer."""
    if f.fits or f.rule != "pool" or f.framework not in ("vllm", "tgi") or f.need > RAISED_UTILISATION * f.usable:
        return None
    pool = RAISED_UTILISATION * f.usable
    return Msg(code="fit.borderline_with_gpu_memory", args={
        "raised_utilisation": RAISED_UTILISATION, "gb": _gb(pool), "gb_2": _gb(pool - f.need)})


def rule_words(f: Fit) -> Msg:
    """The rule the plan was judged by, for a tier or an assumption."""
    eng = ENGINE_NAMES.get(f.framework, f.framework)
    if f.rule == "pool":
        return Msg(code="fit.pre_allocates_its_kv", args={"eng": eng})
    if f.rule == "once":
        return Msg(code="fit.allocates_the_weights_the", args={"eng": eng})
    return Msg(code="fit.the_estimate_headroom_must", args={"headroom": f.headroom})
