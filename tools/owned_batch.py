"""How long an offline batch takes on the user's own machine, and whether it meets the stated deadline.

A corpus with a deadline on cards the user already owns ("手上有一台4张L20 … 50万份病历 … 两周内做完 多久能跑完") is a
batch job, never a chat service: the answer is the job's hours, not a per-user speed at some number of users at once.
The figures are the ranked batch rows' own (tools.offers.size_batch on an unpriced machine of the user's card count:
replicas of a full batch, prefill compute-bound and decode bandwidth-bound, tools.speed; the job time is
tools.offers.batch_job_hours): every prompt token in ÷ the box's prefill rate + every output token ÷ its decode rate.
The owned box is one machine: no more are added to meet the deadline, so a deadline it misses is said as missed.
"""

from __future__ import annotations

from tools.constants import VLLM_MAX_NUM_SEQS
from tools.offers import Search, Sizing, finishes_by, size_batch, wall_hours
from tools.schema import GPUSpec, InstanceRow, Msg, ParallelPlan
from tools.wording import duration


def owned_batch_hours(s: Search, g: GPUSpec, gpus: int) -> tuple[float, Sizing] | None:
    """(hours on one box of `gpus` × `g`, its sizing) for the batch in `s.w`; None when it is no batch, holds no
    replica there or has no speed figures. One box: the hours of the k machines size_batch may add for a deadline
    times k (as tools.checked.with_batch_time)."""
    if not s.w.batch_requests or gpus < 1:
        return None
    got = size_batch(s, InstanceRow(provider="", instance_type="", gpu=g.name, gpu_count=gpus), g)
    if not isinstance(got, Sizing) or not got.train_hours or got.speed is None:
        return None
    return got.train_hours * got.instances, got


def owned_batch_time(s: Search, g: GPUSpec, gpus: int) -> tuple[Msg, float] | None:
    """The batch on the user's own `gpus` × `g`: items × (prompt in + answer out) tokens, the box's prefill and decode
    rates over its replicas, the hours (wall, with start-up) and the deadline verdict. By hand, 200,000 policies of
    1,900 tokens in and 200 out on 8 × RTX 4090: 3.8 × 10⁸ tokens in ÷ the box's prefill rate + 4 × 10⁷ out ÷ its
    decode rate = the hours; against 10 days (240 h) it is ✅ when that is under 240 h. Returned with the wall hours
    (run + start-up) the deadline is judged on."""
    got = owned_batch_hours(s, g, gpus)
    if got is None:
        return decode_floor(s, g, gpus)
    hours, sz = got
    sp = sz.speed
    assert sp is not None  # owned_batch_hours returns only sized speeds
    per_box = max(1, sz.replicas // max(1, sz.instances))
    out = s.w.output_tokens or 0
    prompt = max(0, s.w.seq_len - out)
    items = int(s.w.batch_requests or 0)
    deadline = s.w.deadline_hours
    wall = wall_hours(hours)
    return Msg(code="owned_batch.time", args={
        "items": items, "prompt": prompt, "out": out, "tokens_in": items * prompt, "tokens_out": items * out,
        "prefill": (sp.prefill_tokens_per_s or 0) * per_box, "decode": (sp.decode_aggregate_expected or 0) * per_box,
        "replicas": per_box, "took": duration(wall), "n": gpus, "gpu": g.name,
        "deadline": duration(deadline) if deadline else None,
        "met": None if not deadline else finishes_by(hours, deadline)}), wall


def decode_floor(s: Search, g: GPUSpec, gpus: int) -> tuple[Msg, float] | None:
    """A card with no tensor TFLOPS figure (the L20's vendor brief gives none, catalog/data/gpus.csv) has no prefill
    rate, so the batch cannot be timed whole: its decode alone is a floor (every output token ÷ the box's decode rate
    over its replicas, tools.speed's bandwidth-bound rate at a full batch), said as a floor with the prefill left to a
    pilot. By hand: 4 × 10⁷ output tokens at 4,000 tokens/s = 10,000 s ≈ 2.8 h at least. None when even the decode
    cannot be sized."""
    if not s.w.batch_requests or gpus < 1:
        return None
    opts = [o for o in s.replica_opts(g, gpus) if o.max_users >= 1]
    if not opts:
        return None
    o = opts[0]
    per_box = max(1, gpus // o.layout.num_gpus)
    sp = s.speed_at(min(o.max_users, VLLM_MAX_NUM_SEQS), g, o.layout)
    if sp is None or not sp.decode_aggregate_expected or sp.prefill_tokens_per_s:
        return None
    items, out = int(s.w.batch_requests), s.w.output_tokens or 0
    decode = sp.decode_aggregate_expected * per_box
    hours = items * out / decode / 3600
    deadline = s.w.deadline_hours
    return Msg(code="owned_batch.decode_floor", args={
        "items": items, "out": out, "tokens_out": items * out, "tokens_in": items * max(0, s.w.seq_len - out),
        "decode": decode, "replicas": per_box, "took": duration(hours), "n": gpus, "gpu": g.name,
        "deadline": duration(deadline) if deadline else None,
        "met": None if not deadline or finishes_by(hours, deadline) else False}), wall_hours(hours)


BOX_SIZES = (1, 2, 4, 8)  # GPUs one rented machine holds (single cards up to an HGX / OAM baseboard of 8)


def fewest_batch_cards(s: Search, g: GPUSpec) -> tuple[int, Sizing] | None:
    """(GPUs a machine, its sizing) of the fewest `g` cards that end the batch in `s.w` by its wall (the stated
    deadline, else the assumed one: tools.owned_wall.sized_wall), each replica inside ONE machine (tensor parallel in
    the box, the batch each replica runs bounded by what its KV pool holds: size_batch), machines added as independent
    replicas, never one tensor-parallel group over several machines. Ties: fewer GPU-hours, then fewer machines. None
    when no box size holds a replica or the batch cannot be timed.

    Why: a batch with 256 sequences "in flight" a replica (vLLM's max_num_seqs is a cap, not a load) was sized as one
    replica holding all 256 long contracts at once: 32 × H20 as TP 8 × PP 4 over 4 machines needing InfiniBand. By
    hand, 2,000 contracts a day of 40,200 tokens in + 2,000 out on Qwen3-32B (64 layers, 64 × 128 query dims): the
    matmuls 2 × 32.8 B × 42,200 × 2,000 ≈ 5.5 × 10¹⁸ FLOP, causal attention over 40k tokens 2 × 64 × 8,192 × 40,200²
    × 2,000 ≈ 3.4 × 10¹⁸: ≈ 9 × 10¹⁸ FLOP ÷ (148 TFLOPS dense × 0.3–0.5) ≈ 35–55 H20-hours, prefill-bound (decode
    4 M tokens at ≈ 1,200 tokens/s a TP-4 replica is under an hour): 4 × H20 in one box end it in ≈ 14 h, 2 do not
    in 24 h. Each sequence's KV: 2 × 64 × 8 × 128 × 2 B = 256 KiB a token × 42,200 ≈ 11.1 GB, so a TP-4 replica
    (4 × 0.9 × 103 GB − 65.5 GB of weights ≈ 300 GB) runs ≈ 27 contracts at once, not 256.
    """
    best: tuple[tuple[int, float, float, int], int, Sizing] | None = None
    for box in BOX_SIZES:
        got = size_batch(s, InstanceRow(provider="", instance_type="", gpu=g.name, gpu_count=box), g)
        if not isinstance(got, Sizing) or not got.train_hours:
            continue
        n = box * got.instances
        wall = wall_hours(got.train_hours)  # missed everywhere: the box that ends soonest
        key = (0 if got.meets_deadline else 1, float(n) if got.meets_deadline else wall, wall * n, got.instances)
        if best is None or key < best[0]:
            best = (key, box, got)
    return (best[1], best[2]) if best is not None else None


def one_box_batch(s: Search, g: GPUSpec, box: int = BOX_SIZES[-1]) -> Sizing | None:
    """A batch that cannot be timed on `g` (no tensor TFLOPS figure: the L20's vendor brief gives none) laid out on ONE
    machine of `box` cards: the smallest in-node replica that holds a sequence (tensor parallel in the box), as many
    replicas as the box holds, each running the batch its KV pool holds (up to vLLM's max_num_seqs), never a group over
    machines. By hand, Qwen3-32B BF16 (65.5 GB) on L20 (48 GB, ≈ 43 GB usable at 0.9): one card cannot hold it, TP 2
    holds (2 × 43 − 65.5) GB ≈ 21 GB of KV ≈ 1–2 sequences of 42,200 tokens (11.1 GB each): 4 replicas of TP 2 on 8.
    None when no in-node replica holds one sequence."""
    opts = [o for o in s.replica_opts(g, box) if o.max_users >= 1]
    if not opts:
        return None
    o = opts[0]
    u = min(o.max_users, VLLM_MAX_NUM_SEQS)
    plan = ParallelPlan(gpu=g.name, layout=o.layout, per_gpu=s.memory_at(u, g, o.layout),
                        capacity_bytes=g.usable_bytes or 0, headroom=s.headroom, fits=True)
    return Sizing(instances=1, layout=o.layout, replicas=max(1, box // o.layout.num_gpus), users_per_replica=u,
                  plan=plan, speed=None, tokens_per_s=None)
