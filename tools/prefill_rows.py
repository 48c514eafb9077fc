"""The ranked rows of a live short-answer job (a guard's verdict, a classifier's or router's label: tools.prefill_service)
re-sized by its prefill, so the table, its first row and the headline are one plan: each row is the machines of its
offer (card × count) that carry the peak tokens/s in at tools.prefill_service.BUSY_TARGET busy (more where its
queueing check adds GPUs for a stated latency), priced at that count, ranked by that price, and a row whose whole
request misses a stated latency limit at its percentile drops below the rows that meet it (kept only when none does).

By hand: 250 requests/s × 600 new tokens = 150,000 tokens/s in through an 8B model; an L40S (362 dense BF16 TFLOPS)
prefills 362e12 × 0.5 ÷ 16e9 = 11,313 tokens/s, so ceil(150,000 ÷ 11,313 ÷ 0.75) = 18 L40S: a 4-card L40S offer is
ceil(18 ÷ 4) = 5 machines at 5 × its hourly price, the row and the headline alike; the chat sizing had priced one.
"""

from __future__ import annotations

import math

from tools.prefill_service import (
    answer_out,
    decode_step_s,
    dense_tflops,
    is_short_live,
    new_tokens,
    per_gpu_prefill_tokens_s,
    prefill_params,
    prefill_sized,
    size,
)
from tools.schema import CostRow, GPUSpec, ModelArch, Recommendation, Workload


def _scaled(row: CostRow, factor: float, gpus: float) -> CostRow:
    """A cost row at `factor` times the machines: every hourly, monthly and job price and the cost per 1M tokens at
    the same load scale with the machines; the per-GPU hour and TFLOPS per hour do not."""
    keys = ("hourly_on_demand", "hourly_spot", "monthly_reserved", "job_on_demand", "job_spot", "job_reserved",
            "cost_per_million_tokens")
    cost = row.cost.model_copy(update={k: getattr(row.cost, k) * factor for k in keys if getattr(row.cost, k) is not None})
    return row.model_copy(update={"cost": cost, "gpus": gpus})


def resize_rows(out: Recommendation, arch: ModelArch, gpus: dict[str, GPUSpec]) -> None:
    """Each ranked row at the machines its prefill needs (module docstring); a no-op unless a live job answers a few
    tokens at a stated rate (tools.prefill_service.is_short_live), and again a no-op when said once more per route."""
    from tools.defaults import serves
    from tools.load import PREFIX_REUSING_ENGINES

    w = out.workload
    rate = w.target_requests_per_s
    if not out.candidates or not rate or not serves(w.task) or not prefill_sized(w):
        return
    whole, answer = not is_short_live(w.output_tokens, True), answer_out(w)
    cached = w.prefix_cache is not False and w.framework in PREFIX_REUSING_ENGINES
    tokens = new_tokens(w.prompt_tokens or 1, w.shared_prefix_tokens or 0, cached)
    pct, target = w.ttft_percentile or 95, w.target_ttft_ms
    rows: list[tuple[bool, float, int]] = []  # (misses the limit, price, position)
    table = list(out.cost_table) if len(out.cost_table) == len(out.candidates) else []
    for i, c in enumerate(out.candidates):
        spec = gpus.get(c.gpu)
        flops = dense_tflops(spec, w.precision) if spec else None
        if not flops or spec is None:
            rows.append((False, c.price_per_hour.amount, i))
            continue
        step = decode_step_s(c.per_user_tokens_per_s, arch, spec, w.precision, w.framework)
        s = size(rate, tokens, answer, per_gpu_prefill_tokens_s(flops, prefill_params(arch, w)), step, pct,
                 target / 1000 if target else None)
        per_box = max(1, int(c.gpu_count))
        machines = math.ceil(s.gpus / per_box)
        if whole:  # whole long prompts: re-sized only up, the chat sizing's machines carry its users' decode
            machines = max(machines, max(1, c.instances))
        factor = machines / max(1, c.instances)
        if factor != 1:
            c.price_per_hour = c.price_per_hour.model_copy(update={"amount": c.price_per_hour.amount * factor})
            c.instances = machines
            if table:
                table[i] = _scaled(table[i], factor, machines * per_box)
        rows.append((bool(target) and s.tail_s * 1000 > (target or 0), c.price_per_hour.amount, i))
    if all(miss for miss, _, _ in rows):
        rows = [(False, p, i) for _, p, i in rows]
    order = [i for _, _, i in sorted(rows)]
    out.candidates = [out.candidates[i] for i in order]
    if table:
        out.cost_table = [table[i] for i in order]



def prefill_gpus(w: Workload, arch: ModelArch, spec: GPUSpec) -> int | None:
    """The GPUs of card `spec` a live load sized by its prefill needs (prefill_sized: a short answer or whole prompts
    at a stated rate), as resize_rows sizes a priced row, so a family listed to ask a quote for (no price to rank by)
    carries the same rate; None for any other load or a card with no dense figure. By hand: Qwen2.5-VL-7B image
    moderation, 50 images/s × 2,189 tokens = 109,450 tokens/s in; an A100 (312 dense BF16 TFLOPS) prefills
    312e12 × 0.5 ÷ (2 × ≈ 10e9 with the image encoder's share) ≈ 7.8k tokens/s, so ≈ ceil(109,450 ÷ 7.8k ÷ 0.75) = 19
    cards, never the one card a single stream fits on."""
    from tools.defaults import serves
    from tools.load import PREFIX_REUSING_ENGINES

    rate = w.target_requests_per_s
    flops = dense_tflops(spec, w.precision)
    if not rate or not flops or not serves(w.task) or not prefill_sized(w):
        return None
    cached = w.prefix_cache is not False and w.framework in PREFIX_REUSING_ENGINES
    tokens = new_tokens(w.prompt_tokens or 1, w.shared_prefix_tokens or 0, cached)
    step = decode_step_s(None, arch, spec, w.precision, w.framework)
    target = w.target_ttft_ms
    return size(rate, tokens, answer_out(w), per_gpu_prefill_tokens_s(flops, prefill_params(arch, w)), step,
                w.ttft_percentile or 95, target / 1000 if target else None).gpus


def lead_workload(rec: Recommendation) -> Workload:
    """The workload the answer's first line says: a live short-answer job sized by its prefill counts the requests
    in flight at its peak by Little's law (the plan line's, rounded as it says it), never the chat sizing's users; any other
    answer's workload as it is."""
    plan = next((m for m in rec.beside_pick if m.code == "prefill_service.plan"), None)
    n = plan.args.get("in_flight") if plan is not None else None
    if not isinstance(n, (int, float)):
        return rec.workload
    return rec.workload.model_copy(update={"concurrency": max(1, round(n))})


def in_flight_on_line(w: Workload) -> bool:
    """Does the workload line count requests in flight rather than users (a live job answering a few tokens at a
    stated rate: tools.prefill_service.is_short_live)?"""
    from tools.defaults import serves

    return bool(w.target_requests_per_s) and not w.batch_requests and serves(w.task) and is_short_live(w.output_tokens, True)
