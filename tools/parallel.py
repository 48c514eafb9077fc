"""Parallelism planner: the smallest GPU count and layout that fits with headroom.

Rules (seed 000 §9 "多卡扩展怎么选" and §6, in docs/SOURCES.md):
- training: data parallel first; ZeRO-1/2/3 (FSDP) when model states do not fit, the lowest stage
  that fits; then tensor (+ sequence) parallelism inside a node over NVLink; gradient checkpointing
  before adding GPUs (seed 000 §4: 7B LoRA fits a 24 GB card with checkpointing);
- inference: tensor parallel inside a node (seed 000 §9: "推理側…優先張量並行把一個大模型塞進節點, 再用多副本橫向擴";
  the NVLink requirement of §9 item 2 is for training), over PCIe too for cards without NVLink (vLLM's
  --tensor-parallel-size on g5/g6e-class machines; the all-reduce cost is in tools.speed.tp_allreduce_s), then
  pipeline stages across nodes, then replicas for throughput;
- headroom: the estimate plus 20–30 % (seed 000 §4 "再加 20%–30% 余量"); default 1.2.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from pydantic import BaseModel

from tools.arch import total_params
from tools.defaults import serves
from tools.errors import AdvisorError
from tools.memory import card_budget, card_need, estimate_memory, fit_rule, fits_card
from tools.schema import GPUSpec, Layout, MemoryBreakdown, ModelArch, Msg, ParallelPlan, Resolved
from tools.speed import link_label, tp_link

DEFAULT_HEADROOM = 1.2
NO_TP_BELOW = 30e9  # parameters: below this, frameworks without training TP shard with ZeRO-3/FSDP only
MAX_SEARCH_GPUS = 4096
PLATEAU = 0.95  # doubling the GPUs must cut the least memory per GPU by over 5 % to be worth searching on


class NoCapacity(AdvisorError):
    """The GPU row has no memory figure."""


def _fits(per: MemoryBreakdown, capacity: int, headroom: float, w: Resolved) -> bool:
    """tools.memory.fits_card: the KV pool for pre-allocating serving engines, estimate × headroom elsewhere."""
    return fits_card(per, capacity, w.framework, headroom, serves(w.task))


def _make(arch: ModelArch, w: Resolved, gpu: GPUSpec, layout: Layout, headroom: float,
          notes: list[Msg]) -> ParallelPlan:
    per = estimate_memory(arch, w, layout, gpu)
    cap = gpu.usable_bytes or 0
    return ParallelPlan(gpu=gpu.name, layout=layout, per_gpu=per, capacity_bytes=cap, headroom=headroom,
                        fits=_fits(per, cap, headroom, w), gradient_checkpointing=w.gradient_checkpointing,
                        notes=list(notes))


def _tp_options(arch: ModelArch, gpu: GPUSpec, limit: int, *, serving: bool = False) -> list[int]:
    """Tensor-parallel degrees: training only over NVLink (gpu.max_tp); serving up to the node, PCIe included."""
    cap = limit if serving else min(gpu.max_tp, limit)
    return [t for t in (1, 2, 4, 8) if t <= cap and arch.heads % t == 0]


def plan_inference(arch: ModelArch, w: Resolved, gpu: GPUSpec, *, headroom: float = DEFAULT_HEADROOM,
                   gpus_per_node: int = 8) -> ParallelPlan:
    if not gpu.memory_bytes:
        raise NoCapacity(f"{gpu.name}: memory size not in the catalog")
    if w.num_gpus:
        n = w.num_gpus
        tp = max(t for t in _tp_options(arch, gpu, min(n, gpus_per_node), serving=True) if n % t == 0)
        single = Layout(num_gpus=tp, tp=tp, gpus_per_node=gpus_per_node)
        p = _make(arch, w, gpu, single, headroom, [])
        if n == tp and not p.fits:  # one TP group that copies the KV heads and misses: TP = KV heads × stages
            return _kv_head_pipeline(arch, w, gpu, n, tp, headroom, gpus_per_node) or p
        if p.fits or n == tp:
            layout = Layout(num_gpus=n, tp=tp, dp=n // tp, gpus_per_node=gpus_per_node)
            note = [Msg(code="parallel.replicas_of_tp", args={"replicas": n // tp, "tp": tp})] if n > tp else []
            return _make(arch, w, gpu, layout, headroom, note)
        piped = _make(arch, w, gpu, Layout(num_gpus=n, tp=tp, pp=n // tp, gpus_per_node=gpus_per_node),
                      headroom, [Msg(code="parallel.pipeline_of_tp", args={"stages": n // tp, "tp": tp})])
        return piped if piped.fits else _kv_head_pipeline(arch, w, gpu, n, tp, headroom, gpus_per_node) or piped
    last = None
    for tp in _tp_options(arch, gpu, gpus_per_node, serving=True):
        last = _make(arch, w, gpu, Layout(num_gpus=tp, tp=tp, gpus_per_node=gpus_per_node), headroom,
                     [_tp_note(gpu, tp)] if tp > 1 else [])
        if last.fits:
            return last
        split = _kv_head_pipeline(arch, w, gpu, tp, tp, headroom, gpus_per_node)  # same GPUs, KV heads not copied
        if split is not None:
            return split
    tp = _tp_options(arch, gpu, gpus_per_node, serving=True)[-1]
    for pp in range(2, MAX_SEARCH_GPUS // tp + 1):
        if pp > arch.layers:
            break
        n = tp * pp
        where = Msg(code="parallel.across_nodes" if n > gpus_per_node else "parallel.inside_the_node")
        last = _make(arch, w, gpu, Layout(num_gpus=n, tp=tp, pp=pp, gpus_per_node=gpus_per_node), headroom,
                     [Msg(code="parallel.pipeline_parallel", args={"stages": pp, "tp": tp, "where": where})])
        if last.fits:
            return last
        split = _kv_head_pipeline(arch, w, gpu, n, tp, headroom, gpus_per_node)
        if split is not None:
            return split
    assert last is not None
    return last


def kv_head_tp(arch: ModelArch, tp: int, n: int) -> int | None:
    """The tensor-parallel size that splits a GQA model's KV heads without copying them, for `n` GPUs laid out at `tp`
    above its KV heads: vLLM's QKVParallelLinear gives each rank one KV head when tp > kv_heads, so every head (and
    its cache) is held on tp ÷ kv_heads GPUs. The largest TP ≤ kv_heads that divides the query heads and `n` (the
    rest pipeline stages); None for MLA (the latent is not split by heads), tp ≤ kv_heads or no such size.
    Qwen3-235B-A22B (64 / 4 heads) on 8 GPUs at TP 8: TP 4 × PP 2."""
    if arch.kv_lora_rank or arch.kv_heads < 1 or tp <= arch.kv_heads:
        return None
    ok = [t for t in (1, 2, 4, 8) if t <= arch.kv_heads and arch.kv_heads % t == 0 and arch.heads % t == 0
          and n % t == 0]
    return max(ok) if ok else None


def _kv_head_pipeline(arch: ModelArch, w: Resolved, gpu: GPUSpec, n: int, tp: int, headroom: float,
                      gpus_per_node: int) -> ParallelPlan | None:
    """The same `n` GPUs as TP = KV heads × pipeline stages when TP `tp` copies the KV heads and misses (kv_head_tp):
    the cache is then split n ways, not n ÷ (tp ÷ kv_heads), so it holds what TP `tp` does not before more machines
    are added. By hand: Qwen3-235B-A22B (94 layers, 4 KV heads × 128, 16-bit: 188 KiB a token); at TP 8 each KV head
    sits on 2 GPUs, so 8 GPUs hold the cache as if 4 did; TP 4 × PP 2 splits it 8 ways (tools.memory kv_split = pp ×
    min(tp, kv_heads)). None when no such layout fits."""
    small = kv_head_tp(arch, tp, n)
    if small is None or n // small > arch.layers:
        return None
    where = Msg(code="parallel.across_nodes" if n > gpus_per_node else "parallel.inside_the_node")
    p = _make(arch, w, gpu, Layout(num_gpus=n, tp=small, pp=n // small, gpus_per_node=gpus_per_node), headroom,
              [Msg(code="parallel.pipeline_parallel", args={"stages": n // small, "tp": small, "where": where}),
               Msg(code="parallel.kv_head_split", args={"tp": tp, "kv_heads": arch.kv_heads, "small": small, "stages": n // small,
                                                           "copies": tp // arch.kv_heads})])
    return p if p.fits else None


def replicated_inference(arch: ModelArch, w: Resolved, gpu: GPUSpec, *, headroom: float = DEFAULT_HEADROOM,
                         gpus_per_node: int = 8) -> ParallelPlan | None:
    """Inference whose whole load no copy inside one machine holds, but whose copy holds a share of it: independent
    replicas (dp) of one in-node tensor-parallel group each, every replica serving ⌈load ÷ replicas⌉ sequences
    (users_per_replica), the TP degree with the fewest GPUs in all (tp × ⌈load ÷ users per replica⌉). Seed 000 §9:
    inference prefers TP inside a node, then replicas — a 32B batch whose KV outgrew 8 H20s was planned as one model
    pipelined over 16 of them across two machines, needing RDMA, where 32B fits one H20 and the batch splits. None
    when no in-node copy holds a single sequence (then only pipeline stages across machines hold it)."""
    best: tuple[int, int] | None = None
    for t in _tp_options(arch, gpu, gpus_per_node, serving=True):
        users, _ = users_per_replica(arch, w, gpu, Layout(num_gpus=t, tp=t, gpus_per_node=gpus_per_node),
                                     headroom=headroom)
        if users >= 1 and (best is None or t * -(-w.concurrency // users) < best[0] * best[1]):
            best = (t, -(-w.concurrency // users))
    if best is None:
        return None
    t, dp = best
    share = w.model_copy(update={"concurrency": -(-w.concurrency // dp)})  # one replica's sequences
    return _make(arch, share, gpu, Layout(num_gpus=t * dp, tp=t, dp=dp, gpus_per_node=gpus_per_node), headroom,
                 [Msg(code="parallel.replicas_of_tp", args={"replicas": dp, "tp": t})])


def plan_training(arch: ModelArch, w: Resolved, gpu: GPUSpec, *, headroom: float = DEFAULT_HEADROOM,
                  gpus_per_node: int = 8, memory: Callable[[Resolved, Layout], MemoryBreakdown] | None = None
                  ) -> ParallelPlan:
    """`memory(w, layout)`: tools.memory.estimate_memory of this arch, or the caller's memo of it (the same layouts are
    tried on every card, and a training layout's memory does not depend on the card)."""
    memory = memory or (lambda ww, lay: estimate_memory(arch, ww, lay, gpu))
    if not gpu.memory_bytes:
        raise NoCapacity(f"{gpu.name}: memory size not in the catalog")
    counts = [w.num_gpus] if w.num_gpus else [2**k for k in range(13) if 2**k <= MAX_SEARCH_GPUS]
    ckpts = [w.gradient_checkpointing] if w.gradient_checkpointing is not None else [False, True]
    variants = {c: w.model_copy(update={"gradient_checkpointing": c}) for c in ckpts}
    lora = w.task in ("lora", "qlora")
    # HF Trainer/PEFT, Unsloth and DeepSpeed-ZeRO have no tensor parallelism for training: below ~30 B a
    # model that outgrows ZeRO-3 on n GPUs simply gets more data-parallel GPUs (Megatron/torchtune can TP).
    no_tp = w.framework in ("hf", "unsloth", "deepspeed") and total_params(arch) < NO_TP_BELOW
    cap = gpu.usable_bytes or 0
    last: _Tried | None = None
    smallest: _Tried | None = None  # the least memory per GPU seen at the previous count
    for n in counts:
        at_n: list[_Tried] = []
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
        if no_tp:
            tps = tps[:1]
        for tp in tps:
            for ckpt in ckpts:
                for z in stages:
                    dp = n // tp
                    if z and dp == 1 and len(stages) > 1:  # stage 0 is tried for one data-parallel rank
                        continue
                    ww = variants[ckpt]
                    layout = Layout(num_gpus=n, tp=tp, dp=dp, zero_stage=z if dp > 1 else 0, gpus_per_node=gpus_per_node)
                    last = _Tried(memory(ww, layout), layout, ckpt)
                    if _fits(last.per, cap, headroom, ww):
                        return last.plan(gpu, headroom, fits=True)
                    at_n.append(last)
        best = min(at_n, key=lambda t: t.per.total, default=None)
        if best is not None and smallest is not None and best.per.total > PLATEAU * smallest.per.total:
            return _plateau(smallest.plan(gpu, headroom))
        smallest = best if best is not None and (smallest is None or best.per.total < smallest.per.total) \
            else smallest
    assert last is not None  # a stated stage is tried at every count (as stage 0 where one rank has nothing to shard)
    return _plateau(smallest.plan(gpu, headroom)) if smallest is not None else last.plan(gpu, headroom)


class _Tried(NamedTuple):
    """A training layout tried by plan_training and its memory per GPU; made a ParallelPlan only when it is the
    answer (most layouts tried are dropped)."""

    per: MemoryBreakdown
    layout: Layout
    ckpt: bool | None

    def plan(self, gpu: GPUSpec, headroom: float, *, fits: bool = False) -> ParallelPlan:
        notes = _training_notes(self.layout.tp, self.layout.dp, self.layout.zero_stage, bool(self.ckpt), gpu)
        return ParallelPlan(gpu=gpu.name, layout=self.layout, per_gpu=self.per, capacity_bytes=gpu.usable_bytes or 0,
                            headroom=headroom, fits=fits, gradient_checkpointing=self.ckpt, notes=notes)


def _tp_note(gpu: GPUSpec, tp: int) -> Msg:
    """A serving plan's tensor-parallel group and the link it talks over."""
    return Msg(code="parallel.tensor_parallel", args={"tp": tp, "link": link_label(gpu.vendor, tp_link(gpu, tp))})


def _training_notes(tp: int, dp: int, z: int, ckpt: bool, gpu: GPUSpec | None = None) -> list[Msg]:
    """A training plan's shape: tensor + sequence parallelism, data parallelism with its ZeRO stage (3: FSDP's
    full shard), gradient checkpointing."""
    notes = []
    if tp > 1:
        notes.append(Msg(code="parallel.tensor_sequence_parallel", args={
            "tp": tp, "link": link_label(gpu.vendor if gpu else None, "nvlink")}))
    if dp > 1:
        notes.append(Msg(code="parallel.data_parallel", args={
            "dp": dp, "zero": Msg(code="parallel.zero_stage", args={"z": z}) if z else None,
            "shard": Msg(code="parallel.fsdp_full_shard") if z == 3 else None}))
    if ckpt:
        notes.append(Msg(code="parallel.gradient_checkpointing_on"))
    return notes


def _plateau(p: ParallelPlan) -> ParallelPlan:
    """Nothing fits and more GPUs stop helping: answer with the smallest count that reached the floor
    (data parallelism and ZeRO shard weights and states, never activations), not the largest count
    searched. An absurd layout such as 4,096 GPUs for one 8B fine-tune is never printed."""
    note = Msg(code="parallel.more_gpus_do_not_help", args={"gb": p.per_gpu.activations / 1e9})
    return p.model_copy(update={"notes": [*p.notes, note]})


def plan(arch: ModelArch, w: Resolved, gpu: GPUSpec, *, headroom: float = DEFAULT_HEADROOM,
         gpus_per_node: int = 8) -> ParallelPlan:
    """Dispatch on the task. The returned plan says whether it fits; when nothing fits within
    the search it returns the largest layout tried with fits=False."""
    if serves(w.task):
        return plan_inference(arch, w, gpu, headroom=headroom, gpus_per_node=gpus_per_node)
    return plan_training(arch, w, gpu, headroom=headroom, gpus_per_node=gpus_per_node)


def max_concurrency(arch: ModelArch, w: Resolved, gpu: GPUSpec, layout: Layout | None = None, *,
                    headroom: float = DEFAULT_HEADROOM, limit: int = 100_000) -> int:
    """How many sequences of `w.seq_len` fit next to the weights (vLLM's kv_tokens / max_model_len,
    docs/SOURCES.md F2), with headroom. 0 when not even one fits."""
    layout = layout or Layout()
    cap = gpu.usable_bytes or 0
    lo, hi = 0, limit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        per = estimate_memory(arch, w.model_copy(update={"concurrency": mid}), layout, gpu)
        if _fits(per, cap, headroom, w):
            lo = mid
        else:
            hi = mid - 1
    return lo


class ReplicaOption(BaseModel):
    """One way to lay out a serving replica on one GPU type, and how many sequences it holds."""

    layout: Layout
    max_users: int  # sequences of `w.seq_len` one replica holds with headroom (0: the weights don't fit)
    per_user: MemoryBreakdown  # memory per GPU at one sequence
    nodes: int = 1


MemoryAt = Callable[[Layout, int], MemoryBreakdown]  # memory per GPU of one replica on a layout holding n sequences


def users_per_replica(arch: ModelArch, w: Resolved, gpu: GPUSpec, layout: Layout, *, headroom: float,
                      limit: int | None = None, memory: MemoryAt | None = None) -> tuple[int, MemoryBreakdown]:
    """How many sequences of `w.seq_len` (up to `limit`, default the stated concurrency) one replica
    on `layout` holds with headroom.

    Memory grows with the number of sequences (KV cache linearly, activations up to the batched-token
    cap, seed 000 §3), so it is concave in the count: the slope at one sequence gives a count that
    surely fits, the chord to `limit` one that may not, and a short bisection settles between them.

    `memory(layout, n)`, when given, is estimate_memory of `w` at n sequences on `layout` and `gpu` from the
    caller's store (tools.offers.Search.memory_at): the layouts' estimates do not read the headroom, so the searches
    of one workload at × 1.0, × 1.2 and × 1.3 and the sizer that follows share them."""
    limit = max(1, limit or w.concurrency)
    cap, need = _budget(w, gpu, headroom)
    at = memory or (lambda lay, n: estimate_memory(arch, w.model_copy(update={"concurrency": n}), lay, gpu))

    def total(n: int) -> int:
        return need(at(layout, n))

    one = at(layout, 1)
    if need(one) > cap:
        return 0, one
    if limit == 1:
        return 1, one
    t_lim = total(limit)
    if t_lim <= cap:
        return limit, one
    slope1 = max(1, total(2) - need(one))
    chord = max(1, (t_lim - need(one)) // (limit - 1))
    lo = min(limit - 1, 1 + int((cap - need(one)) // slope1))
    hi = min(limit - 1, 1 + int((cap - need(one)) // chord))
    while lo > 1 and total(lo) > cap:  # concavity can be broken by step terms: stay safe
        lo = max(1, int(lo * 0.9))
    while hi - lo > max(1, lo // 50):
        mid = (lo + hi + 1) // 2
        if total(mid) <= cap:
            lo = mid
        else:
            hi = mid - 1
    return lo, one


def _budget(w: Resolved, gpu: GPUSpec, headroom: float) -> tuple[float, Callable[[MemoryBreakdown], int]]:
    """(budget, what counts against it) for one serving GPU: tools.memory.card_budget / card_need, the same test
    as tools.memory.fits_card in a form the bisection can use."""
    fw = w.framework
    return card_budget(gpu.usable_bytes or 0, fw, True), lambda per: card_need(per, fw, headroom, True)


def fit_headroom(w: Resolved, headroom: float) -> float | None:
    """The headroom a serving replica's fit test reads (users_per_replica, through tools.memory.card_need), or None
    where it reads none: an engine that pre-allocates its KV pool, or llama.cpp, which allocates once."""
    return headroom if fit_rule(w.framework, True) == "headroom" else None


def replica_options(arch: ModelArch, w: Resolved, gpu: GPUSpec, *, headroom: float = DEFAULT_HEADROOM,
                    gpus_per_node: int = 8, every_tp: bool = False, memory: MemoryAt | None = None) -> list[ReplicaOption]:
    """Single-node replica layouts for serving, smallest first: tensor parallel 1, 2, 4, 8 inside the node
    (over NVLink where the card has it, else PCIe, whose all-reduce cost tools.speed charges), then pipeline
    stages where a TP group cannot grow (seed 000 §9: inference prefers TP inside a node, then replicas).
    `every_tp` keeps the wider TP degrees even once one replica holds the load: prefill scales with the
    GPUs of a TP group, so a time-to-first-token limit may need them (tools.speed)."""
    if not gpu.usable_bytes:
        raise NoCapacity(f"{gpu.name}: memory size not in the catalog")
    layouts = [Layout(num_gpus=t, tp=t, gpus_per_node=gpus_per_node)
               for t in _tp_options(arch, gpu, gpus_per_node, serving=True)]
    top_tp = layouts[-1].tp
    for pp in (2, 4, 8):
        if top_tp * pp <= gpus_per_node and pp <= arch.layers:
            layouts.append(Layout(num_gpus=top_tp * pp, tp=top_tp, pp=pp, gpus_per_node=gpus_per_node))
    out = []
    for layout in layouts:
        users, one = users_per_replica(arch, w, gpu, layout, headroom=headroom, memory=memory)
        out.append(ReplicaOption(layout=layout, max_users=users, per_user=one))
        if not every_tp and users >= w.concurrency and layout.num_gpus >= 2 * layouts[0].num_gpus:
            break  # a bigger replica only adds GPUs once one replica holds the whole load
    return out


def multi_node_option(arch: ModelArch, w: Resolved, gpu: GPUSpec, gpus_per_node: int, nodes: int, *,
                      headroom: float = DEFAULT_HEADROOM, memory: MemoryAt | None = None) -> ReplicaOption:
    """One replica over `nodes` machines: tensor parallel inside each node, pipeline stages across
    them (seed 000 §6). Only offered where the nodes have ≥ 100 Gbps RDMA."""
    tp = max([t for t in _tp_options(arch, gpu, gpus_per_node, serving=True) if gpus_per_node % t == 0] or [1])
    layout = Layout(num_gpus=gpus_per_node * nodes, tp=tp, pp=gpus_per_node * nodes // tp, gpus_per_node=gpus_per_node)
    users, one = users_per_replica(arch, w, gpu, layout, headroom=headroom, memory=memory)
    return ReplicaOption(layout=layout, max_users=users, per_user=one, nodes=nodes)
