"""One fit test per engine, in words: a card's need against its budget (tools.memory.card_need / card_budget).

Every line of an answer that says whether something fits a card quotes this one figure: the refusal of a
stated card or count, pitfall 1, the tiers' headroom notes and the 24-hour validation plan (a
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

EIGHT_BIT_KV = ("fp8", "int8", "int4")  # KV cache precisions already at 8 bits or fewer
SIXTEEN_BIT = ("bf16", "fp16")  # weight precisions an 8-bit checkpoint halves
ENGINE_NAMES = {"vllm": "vLLM", "sglang": "SGLang", "tgi": "TGI", "trtllm": "TensorRT-LLM", "llama.cpp": "llama.cpp"}
TIGHT = 0.10  # spare under 10 % of the budget is called tight: the estimate's own error is 2–8 % (docs/CALIBRATION.md)
POOL_THIN = 0.05  # under 5 % of a pre-allocated pool spare is inside that error: a fit to test, never "headroom"
# ... and under 1 GiB spare on any card, whatever its share: vLLM captures its CUDA graphs after the pool is sized and
# its start-up log reports them ("Graph capturing finished … took 0.3–1.0 GiB"), and a driver/CUDA update, NCCL's
# buffers or a longer prompt's activation peak take the same order; a 16 GB card's 5 % (0.7 GB) is less than that
THIN_FLOOR = 1 << 30
TIGHT_POOL_SHARE = 0.90  # a serving pick using more than this share of its engine's pool is a fit to test, said first


def thin_floor(budget: int) -> float:
    """The spare (bytes) under which a fit is thin, a fit to test and never a plain "fits": POOL_THIN of the budget
    or THIN_FLOOR, whichever is more (docs/RECOMMENDER.md "Memory margins")."""
    return max(POOL_THIN * budget, THIN_FLOOR)


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
    kv: int = 0  # the KV cache in `need` (bytes per GPU): what the levers of a thin fit shrink
    kv_16bit: bool = True  # the KV cache is 16-bit: an 8-bit one halves it
    packed: bool = False  # an offline batch: its sequences fill whatever the pool has free, so its KV is no margin
    weights: int = 0  # the weights per GPU (bytes)
    weights_16bit: bool = False  # 16-bit weights: an 8-bit checkpoint halves them
    seqs: int = 1  # sequences the KV cache holds at once (the stated users; a batch's packed sequences)

    @property
    def fits(self) -> bool:
        return self.need <= self.budget

    @property
    def spare(self) -> int:
        return self.budget - self.need

    @property
    def tight(self) -> bool:
        return self.fits and self.spare < TIGHT * self.budget

    @property
    def margin_only(self) -> bool:
        """Refused only by the headroom rule's × 1.2: the estimate itself is within the card's usable memory. The
        × 1.2 is a safety margin for the estimate's error (seed 000 §4), not physics, so such a fit is "yes, tight,
        test it", never a flat "no" (a ZeRO-Offload full fine-tune of an 8B at ≈ 22.4 GB on a 4090's 25.8 GB usable
        was refused at 26.9 GB with the margin; torchtune's README measures that job at an 18.9 GiB peak)."""
        return not self.fits and self.rule == "headroom" and 0 < self.estimate <= self.usable

    @property
    def holds(self) -> bool:
        """Fits, or fits once the × 1.2 margin is set aside (margin_only): what an engineer calls a fit."""
        return self.fits or self.margin_only

    @property
    def past_pool_limit(self) -> bool:
        """Fuller than TIGHT_POOL_SHARE of the engine's budget: loads, but a fit to test, not one to serve on."""
        return self.budget > 0 and self.need > TIGHT_POOL_SHARE * self.budget

    @property
    def held(self) -> int:
        """What must fit before any slack counts: the whole need, or for a packed batch the need less its KV (the engine
        runs fewer sequences at once when the pool is smaller; only the weights, activations and buffers cannot shrink)."""
        return self.need - self.kv if self.packed else self.need

    @property
    def thin_margin(self) -> bool:
        """Less than thin_floor spare beyond `held` (also when it does not fit at all)."""
        return self.budget > 0 and self.budget - self.held < thin_floor(self.budget)

    @property
    def start_held(self) -> int:
        """What must fit for the engine to start and serve at all: `held` with the KV cache of one stream in place of
        the stated streams' (the KV cache ÷ `seqs`). A pool short of the rest only sets how many streams run at once —
        vLLM queues the others (its scheduler admits a sequence when its KV blocks are free) — so a fit thin on
        `need` but not on this is a fit to load-test, not one that may not start. By hand (Qwen3-14B FP8, 87 streams
        × 4,096 on one A100 80GB): a pool of 76.7 GB, the need within 1 GB of it, of which ≈ 58 GB KV cache; one
        stream's ≈ 0.7 GB leaves ≈ 57 GB spare: it starts, a 5 % error queues ≈ 4 of the 87 streams."""
        if self.packed or self.seqs <= 1 or self.kv <= 0:
            return self.held
        return self.need - self.kv + self.kv // self.seqs

    @property
    def start_thin(self) -> bool:
        """Less than thin_floor spare beyond `start_held`: the plan may not start at its context at all."""
        return self.budget > 0 and self.budget - self.start_held < thin_floor(self.budget)

    @property
    def thin(self) -> bool:
        """Fits with less spare than thin_floor, judged where no margin is built into the need (a pre-allocating
        engine's pool, llama.cpp's one allocation; the headroom rule's × 1.2 is its margin): ⚠ on the check line and
        the row, never ✅ ("fits, tight (0.0 GB spare)" under a ✅)."""
        return self.fits and self.rule != "headroom" and self.thin_margin


def fit_of(per: MemoryBreakdown, gpu: GPUSpec, w: Resolved, headroom: float) -> Fit:
    """The fit of `per` on one `gpu` under the workload's engine (tools.memory.fits_card's test)."""
    return fit_from(per, gpu.usable_bytes or 0, w, headroom)


def fit_from(per: MemoryBreakdown, usable: int, w: Resolved, headroom: float) -> Fit:
    """fit_of for a card known by its usable bytes (a tier of an answer already made)."""
    fw, inference = w.framework, serves(w.task)
    return Fit(rule=fit_rule(fw, inference), framework=fw, need=card_need(per, fw, headroom, inference),
               budget=card_budget(usable, fw, inference), usable=usable, estimate=per.total, headroom=headroom,
               kv=per.kv_cache if inference else 0, kv_16bit=w.kv_precision not in EIGHT_BIT_KV,
               packed=inference and bool(w.batch_requests), seqs=w.concurrency, weights=per.weights,
               weights_16bit=w.precision in SIXTEEN_BIT)


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
    if f.margin_only:  # the estimate is under the usable memory: tight, never "does not fit"
        return Msg(code="fit.fits_without_margin", args={"base": base, "gb": _gb(f.usable - f.estimate)})
    if not f.fits:
        return Msg(code="fit.does_not_fit", args={"base": base})
    if f.thin:
        return Msg(code="fit.fits_thin_spare", args={"base": base, "gb": _gb(f.spare), "levers": thin_levers(f)})
    if f.tight:
        return Msg(code="fit.fits_tight_spare", args={"base": base, "gb": _gb(f.spare)})
    return Msg(code="fit.fits_spare", args={"base": base, "gb": _gb(f.spare)})


def thin_levers(f: Fit) -> Msg:
    """What gives a thin fit room, with its figure: the KV cache's share of the need halves with an 8-bit KV cache
    (when it is 16-bit), half the longest context or half the sequences at once (KV bytes are linear in tokens held,
    seed 000 §2); 16-bit weights halve with an 8-bit checkpoint (1 byte a parameter, seed 000 §2); else one more card
    (the weights spread over one more GPU). A packed batch's KV is no lever (it shrinks by itself)."""
    return Msg(code="fit.thin_levers", args={"kv": _gb(f.kv), "half": _gb(f.kv / 2), "fp8": f.kv_16bit,
                                             "has_kv": f.kv >= THIN_FLOOR / 4 and not f.packed, "seqs": f.seqs,
                                             "w8": _gb(f.weights / 2) if f.weights_16bit else None})


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
