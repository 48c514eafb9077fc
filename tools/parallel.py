"""Parallelism planner: the smallest GPU count and layout that fits with headroom.

Rules (seed 000 "多卡扩展怎么选" and §6, DESIGN.md "Multi-GPU"):
- training: data parallel first; ZeRO-1/2/3 (FSDP) when model states do not fit, the lowest stage
  that fits; then tensor (+ sequence) parallelism inside a node over NVLink; gradient checkpointing
  before adding GPUs (seed 000 §4: 7B LoRA fits a 24 GB card with checkpointing);
- inference: tensor parallel inside a node and only over NVLink/NVSwitch, then pipeline stages
  (across nodes, or over PCIe for cards without NVLink), then replicas for throughput;
- headroom: the estimate plus 20–30 % (seed 000 §4 "再加 20%–30% 余量"); default 1.2.
"""

from __future__ import annotations

from tools.errors import AdvisorError
from tools.memory import estimate_memory
from tools.schema import GPUSpec, Layout, ModelArch, ParallelPlan, Workload

DEFAULT_HEADROOM = 1.2
MAX_SEARCH_GPUS = 4096


class NoCapacity(AdvisorError):
    """The GPU row has no memory figure."""


def _fits(total: int, capacity: int, headroom: float) -> bool:
    return total * headroom <= capacity


def _make(arch: ModelArch, w: Workload, gpu: GPUSpec, layout: Layout, headroom: float,
          notes: list[str]) -> ParallelPlan:
    per = estimate_memory(arch, w, layout)
    cap = gpu.memory_bytes or 0
    return ParallelPlan(gpu=gpu.name, layout=layout, per_gpu=per, capacity_bytes=cap, headroom=headroom,
                        fits=_fits(per.total, cap, headroom), gradient_checkpointing=w.gradient_checkpointing,
                        notes=list(notes))


def _tp_options(arch: ModelArch, gpu: GPUSpec, limit: int) -> list[int]:
    return [t for t in (1, 2, 4, 8) if t <= min(gpu.max_tp, limit) and arch.heads % t == 0]


def plan_inference(arch: ModelArch, w: Workload, gpu: GPUSpec, *, headroom: float = DEFAULT_HEADROOM,
                   gpus_per_node: int = 8) -> ParallelPlan:
    if not gpu.memory_bytes:
        raise NoCapacity(f"{gpu.name}: memory size not in the catalog")
    if w.num_gpus:
        n = w.num_gpus
        tp = max(t for t in _tp_options(arch, gpu, min(n, gpus_per_node)) if n % t == 0)
        single = Layout(num_gpus=tp, tp=tp, gpus_per_node=gpus_per_node)
        p = _make(arch, w, gpu, single, headroom, [])
        if p.fits or n == tp:
            layout = Layout(num_gpus=n, tp=tp, dp=n // tp, gpus_per_node=gpus_per_node)
            note = [f"{n // tp} replica(s) of TP={tp}"] if n > tp else []
            return _make(arch, w, gpu, layout, headroom, note)
        return _make(arch, w, gpu, Layout(num_gpus=n, tp=tp, pp=n // tp, gpus_per_node=gpus_per_node),
                     headroom, [f"pipeline of {n // tp} stage(s) × TP={tp}"])
    last = None
    for tp in _tp_options(arch, gpu, gpus_per_node):
        last = _make(arch, w, gpu, Layout(num_gpus=tp, tp=tp, gpus_per_node=gpus_per_node), headroom,
                     [f"tensor parallel {tp} over NVLink"] if tp > 1 else [])
        if last.fits:
            return last
    tp = _tp_options(arch, gpu, gpus_per_node)[-1]
    for pp in range(2, MAX_SEARCH_GPUS // tp + 1):
        if pp > arch.layers:
            break
        n = tp * pp
        note = (f"pipeline parallel {pp} stage(s) × TP={tp}" +
                (" across nodes" if n > gpus_per_node else " inside the node (no NVLink: no tensor parallel)"))
        last = _make(arch, w, gpu, Layout(num_gpus=n, tp=tp, pp=pp, gpus_per_node=gpus_per_node), headroom, [note])
        if last.fits:
            return last
    assert last is not None
    return last


def plan_training(arch: ModelArch, w: Workload, gpu: GPUSpec, *, headroom: float = DEFAULT_HEADROOM,
                  gpus_per_node: int = 8) -> ParallelPlan:
    if not gpu.memory_bytes:
        raise NoCapacity(f"{gpu.name}: memory size not in the catalog")
    counts = [w.num_gpus] if w.num_gpus else [2**k for k in range(13) if 2**k <= MAX_SEARCH_GPUS]
    ckpts = [w.gradient_checkpointing] if w.gradient_checkpointing is not None else [False, True]
    lora = w.task in ("lora", "qlora")
    last = None
    for n in counts:
        if w.zero_stage is not None:
            stages = [w.zero_stage]
        elif n == 1:
            stages = [0]
        else:
            stages = [0, 3] if lora else [0, 1, 2, 3]
        # seed 000's order: ZeRO/FSDP first, then gradient checkpointing, and tensor (+ sequence)
        # parallelism inside a node over NVLink only when that is not enough (usually 70B and up);
        # TP shards weights, states and activations t ways (Korthikanti et al. 2022, Table 2)
        tps = [t for t in _tp_options(arch, gpu, min(n, gpus_per_node)) if n % t == 0]
        for tp in tps:
            for ckpt in ckpts:
                for z in stages:
                    dp = n // tp
                    if z and dp == 1:
                        continue
                    ww = w.model_copy(update={"gradient_checkpointing": ckpt})
                    notes = []
                    if tp > 1:
                        notes.append(f"tensor + sequence parallel {tp} over NVLink")
                    if dp > 1:
                        notes.append(f"data parallel over {dp}" + (f", ZeRO-{z}" if z else "") +
                                     (" (FSDP full shard)" if z == 3 else ""))
                    if ckpt:
                        notes.append("gradient checkpointing on (+20–40 % step time)")
                    layout = Layout(num_gpus=n, tp=tp, dp=dp, zero_stage=z if dp > 1 else 0, gpus_per_node=gpus_per_node)
                    last = _make(arch, ww, gpu, layout, headroom, notes)
                    if last.fits:
                        return last
    assert last is not None
    return last


def plan(arch: ModelArch, w: Workload, gpu: GPUSpec, *, headroom: float = DEFAULT_HEADROOM,
         gpus_per_node: int = 8) -> ParallelPlan:
    """Dispatch on the task. The returned plan says whether it fits; when nothing fits within
    the search it returns the largest layout tried with fits=False."""
    if (w.task or "inference") == "inference":
        return plan_inference(arch, w, gpu, headroom=headroom, gpus_per_node=gpus_per_node)
    return plan_training(arch, w, gpu, headroom=headroom, gpus_per_node=gpus_per_node)


def max_concurrency(arch: ModelArch, w: Workload, gpu: GPUSpec, layout: Layout | None = None, *,
                    headroom: float = DEFAULT_HEADROOM, limit: int = 100_000) -> int:
    """How many sequences of `w.seq_len` fit next to the weights (vLLM's kv_tokens / max_model_len,
    FORMULAS §2), with headroom. 0 when not even one fits."""
    layout = layout or Layout()
    cap = gpu.memory_bytes or 0
    lo, hi = 0, limit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        per = estimate_memory(arch, w.model_copy(update={"concurrency": mid}), layout)
        if _fits(per.total, cap, headroom):
            lo = mid
        else:
            hi = mid - 1
    return lo
