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
from tools.schema import GPUSpec, InstanceRow, Msg
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
