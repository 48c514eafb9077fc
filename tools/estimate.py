"""One sizing estimate: memory per GPU, the layout, and speed, for `gpu-advisor estimate`.

Combines tools.memory, tools.parallel and tools.speed; takes the architecture and GPU as
arguments (the caller loads them from the catalog). The assumptions are facts (message codes and figures):
advisor/core/render_estimate.py words them.
"""

from __future__ import annotations

from pydantic import BaseModel, Field, field_validator

from tools.arch import active_params, total_params
from tools.defaults import resolve, serves
from tools.hf_config import hub_note
from tools.memory import POOL_FRAMEWORKS, estimate_memory, kv_cache_bytes_per_token, kv_pool_bytes
from tools.parallel import DEFAULT_HEADROOM, plan
from tools.schema import GPUSpec, Layout, MemoryBreakdown, ModelArch, Msg, ParallelPlan, Resolved, SpeedEstimate, Workload
from tools.speed import SpeedUnknown, estimate_speed


class Estimate(BaseModel):
    model: str
    framework: str = ""
    params: int
    active_params: int
    workload: Workload

    @field_validator("workload")
    @classmethod
    def _reported(cls, w: Workload) -> Workload:
        return w.reported() if isinstance(w, Resolved) else w  # no other kind's filled fields (Resolved.reported)
    assumptions: list[Msg] = Field(default_factory=list)  # facts; `estimate --json` words them in English
    kv_cache_bytes_per_token: int
    layout: Layout
    per_gpu: MemoryBreakdown
    plan: ParallelPlan | None = None
    speed: SpeedEstimate | None = None
    per_gpu_without_checkpointing: MemoryBreakdown | None = None  # set when checkpointing was switched on to fit


def estimate(arch: ModelArch, workload: Workload, gpu: GPUSpec | None = None,
             headroom: float = DEFAULT_HEADROOM) -> Estimate:
    """Memory (and with a GPU: the smallest fitting layout and its speed) for a workload."""
    w, notes = resolve(workload)
    if arch.assumed:
        notes.insert(0, Msg(code="estimate.architecture", args={"source": arch.source}))
    elif arch.from_hub:
        notes.insert(0, hub_note(arch, kv_cache_bytes_per_token(arch, w.kv_precision)))
    p = None
    without = None
    if gpu is not None:
        p = plan(arch, w, gpu, headroom=headroom)
        layout = p.layout
        if p.gradient_checkpointing and w.gradient_checkpointing is None and not serves(w.task):
            without = estimate_memory(arch, w.model_copy(update={"gradient_checkpointing": False}), layout, gpu)
            notes.append(auto_checkpointing_note(arch, w, p, without, gpu))
        if p.gradient_checkpointing is not None:
            w = w.model_copy(update={"gradient_checkpointing": p.gradient_checkpointing})
        if not p.fits:
            notes.append(Msg(code="estimate.does_not_fit", args={"gpu": gpu.name, "headroom": headroom}))
    else:
        layout = _stated_layout(w)
    if w.gradient_checkpointing is None and not serves(w.task):
        w = w.model_copy(update={"gradient_checkpointing": False})
    per = p.per_gpu if p else estimate_memory(arch, w, layout, gpu)
    notes.append(Msg(code="estimate.memory_terms", args={
        "terms": Msg(code="estimate.framework_terms", args={"framework": w.framework})}))
    if gpu is not None and serves(w.task) and w.framework in POOL_FRAMEWORKS and gpu.usable_bytes:
        notes.append(_pool_note(w, per, kv_pool_bytes(per, gpu.usable_bytes, w.framework), gpu, headroom))
    speed = None
    if gpu is not None:
        try:
            speed = estimate_speed(arch, w, gpu, layout)
        except SpeedUnknown as e:
            notes.append(Msg(code="estimate.speed_not_estimated", args={"reason": str(e)}))
    return Estimate(
        model=arch.name, framework=w.framework, params=total_params(arch), active_params=active_params(arch), workload=w,
        assumptions=notes, kv_cache_bytes_per_token=kv_cache_bytes_per_token(arch, w.kv_precision),
        layout=layout, per_gpu=per, plan=p, speed=speed, per_gpu_without_checkpointing=without,
    )


def _stated_layout(w: Resolved) -> Layout:
    """With no GPU to plan on: the stated GPU count (one when unstated), tensor parallel for serving, data parallel
    (with the stated ZeRO stage) for training."""
    n = w.num_gpus or 1
    if serves(w.task):
        return Layout(num_gpus=n, tp=n)
    return Layout(num_gpus=n, dp=n, zero_stage=w.zero_stage or 0)


def _pool_note(w: Resolved, per: MemoryBreakdown, pool: int, gpu: GPUSpec, headroom: float) -> Msg:
    """A pre-allocating engine's KV pool: how many sequences of the context it holds, and the fit test it sets."""
    if pool <= 0:
        return Msg(code="estimate.no_kv_pool", args={"framework": w.framework, "gpu": gpu.name})
    per_seq = max(1, per.kv_cache // max(1, w.concurrency))
    return Msg(code="estimate.kv_pool", args={
        "framework": w.framework, "pool_gb": pool / 1e9, "sequences": pool // per_seq, "seq_len": w.seq_len,
        "kv_gb": per.kv_cache / 1e9, "headroom": headroom})


def auto_checkpointing_note(arch: ModelArch, w: Resolved, p: ParallelPlan, without: MemoryBreakdown,
                            gpu: GPUSpec) -> Msg:
    """Both figures when the planner switched full checkpointing on to fit (the headline memory
    must not silently fall when the job grows): the peak without it, why it does not fit, the peak with it,
    and what the recomputation costs in step time (tools.speed.recompute_factor)."""
    from tools.memory import checkpointing_mode
    from tools.speed import early_stop_applies, recompute_factor, train_flops_per_token

    seq = w.seq_len
    model = train_flops_per_token(arch, w.task, seq_len=seq)
    full = recompute_factor(arch, "full", model, seq, early_stop=early_stop_applies(arch, w))
    slower = full / recompute_factor(arch, checkpointing_mode(w), model, seq) - 1
    return Msg(code="estimate.checkpointing_switched_on", args={
        "gpu": gpu.name, "without_gb": without.total / 1e9, "headroom": p.headroom,
        "needed_gb": without.total * p.headroom / 1e9, "capacity_gb": p.capacity_bytes / 1e9,
        "with_gb": p.per_gpu.total / 1e9, "slower": slower})
