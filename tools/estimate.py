"""One sizing estimate: memory per GPU, the layout, and speed, for `gpu-advisor estimate`.

Combines tools.memory, tools.parallel and tools.speed; takes the architecture and GPU as
arguments (the caller loads them from the catalog).
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from tools.arch import active_params, total_params
from tools.defaults import kv_precision_of, resolve, serves
from tools.hf_config import hub_note
from tools.memory import FRAMEWORK_NOTES, estimate_memory, kv_cache_bytes_per_token, kv_pool_bytes
from tools.parallel import DEFAULT_HEADROOM, plan
from tools.schema import GPUSpec, Layout, MemoryBreakdown, ModelArch, ParallelPlan, SpeedEstimate, Workload
from tools.speed import SpeedUnknown, estimate_speed


class Estimate(BaseModel):
    model: str
    framework: str = ""
    params: int
    active_params: int
    workload: Workload
    assumptions: list[str] = Field(default_factory=list)
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
        notes.insert(0, f"architecture {arch.source}")
    elif arch.from_hub:
        notes.insert(0, hub_note(arch, kv_cache_bytes_per_token(arch, w.kv_precision or "bf16")).en)
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
            notes.append(f"does not fit {gpu.name} within the search (estimate × {headroom:g} > capacity)")
    else:
        n = w.num_gpus or 1
        if (w.task or "inference") == "inference":
            layout = Layout(num_gpus=n, tp=n)
        else:
            layout = Layout(num_gpus=n, dp=n, zero_stage=w.zero_stage or 0)
    if w.gradient_checkpointing is None and not serves(w.task):
        w = w.model_copy(update={"gradient_checkpointing": False})
    per = p.per_gpu if p else estimate_memory(arch, w, layout, gpu)
    fw = w.framework or ""
    if fw in FRAMEWORK_NOTES:
        notes.append(f"memory terms as in {FRAMEWORK_NOTES[fw]}")
    if gpu is not None and serves(w.task) and fw in ("vllm", "sglang", "tgi", "trtllm") and gpu.usable_bytes:
        pool = kv_pool_bytes(per, gpu.usable_bytes, fw)
        per_seq = max(1, per.kv_cache // max(1, w.concurrency or 1))
        if pool > 0:
            notes.append(f"{fw} pre-allocates a KV pool of {pool / 1e9:,.1f} GB per GPU: about "
                         f"{pool // per_seq:,} sequences of {w.seq_len:,} tokens; the fit test is the load's KV "
                         f"({per.kv_cache / 1e9:,.1f} GB) against that pool, whose own margin replaces the × "
                         f"{headroom:g} headroom")
        else:
            notes.append(f"{fw}: weights and activations leave no KV pool on {gpu.name}")
    speed = None
    if gpu is not None:
        try:
            speed = estimate_speed(arch, w, gpu, layout)
        except SpeedUnknown as e:
            notes.append(f"speed not estimated: {e}")
    return Estimate(
        model=arch.name, framework=fw, params=total_params(arch), active_params=active_params(arch), workload=w,
        assumptions=notes, kv_cache_bytes_per_token=kv_cache_bytes_per_token(arch, kv_precision_of(w)),
        layout=layout, per_gpu=per, plan=p, speed=speed, per_gpu_without_checkpointing=without,
    )


def auto_checkpointing_note(arch: ModelArch, w: Workload, p: ParallelPlan, without: MemoryBreakdown,
                            gpu: GPUSpec) -> str:
    """Both figures when the planner switched full checkpointing on to fit (issue 23: the headline memory
    must not silently fall when the job grows): the peak without it, why it does not fit, the peak with it,
    and what the recomputation costs in step time (tools.speed.recompute_factor)."""
    from tools.memory import checkpointing_mode
    from tools.speed import recompute_factor, train_flops_per_token

    seq = w.seq_len or 2048
    model = train_flops_per_token(arch, w.task or "pretrain", seq_len=seq)
    slower = recompute_factor(arch, "full", model, seq) / recompute_factor(arch, checkpointing_mode(w), model, seq) - 1
    return (f"gradient checkpointing switched on to fit {gpu.name}: without it {without.total / 1e9:,.1f} GB per GPU "
            f"(× {p.headroom:g} headroom = {without.total * p.headroom / 1e9:,.1f} GB > {p.capacity_bytes / 1e9:,.1f} GB), "
            f"with it {p.per_gpu.total / 1e9:,.1f} GB; recomputation makes each step ≈ {slower:.0%} slower")
