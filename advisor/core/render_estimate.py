"""Render a tools.estimate.Estimate as the `estimate` JSON contract or a readable table.

The estimate's assumptions (its speed's, its plan's notes) are facts from tools/; both outputs word them in English through the
message catalog (advisor/core/messages: estimate.py, speed.py, defaults.py), so `assumptions` stays a list of
English strings in the JSON contract."""

from __future__ import annotations

from typing import Any

from advisor.core.units import billions, duration_text, gb, gpu_hours_text, kib_value, num, plural
from tools.estimate import Estimate
from tools.schema import GPUSpec, Msg

PARTS = ("weights", "gradients", "optimizer", "activations", "kv_cache", "overhead")


def _words(facts: list[Msg]) -> list[str]:
    """The facts in English: the estimate's outputs are English (the JSON contract's `assumptions` are strings)."""
    return [m.text("en") for m in facts]


def estimate_json(e: Estimate, gpu: GPUSpec | None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "model": e.model,
        "framework": e.framework,
        "params": e.params,
        "active_params": e.active_params,
        "assumptions": _words(e.assumptions),
        "kv_cache_bytes_per_token": e.kv_cache_bytes_per_token,
        "per_gpu_bytes": e.per_gpu.as_dict(),
        "workload": e.workload.model_dump(exclude_none=True, exclude={"budget_per_hour", "providers", "billing", "language",
                                                                      "gpu_preference"}),
        "layout": {**e.layout.model_dump(), "nodes": e.layout.nodes},
    }
    if e.per_gpu_without_checkpointing is not None:  # checkpointing was switched on to fit: both figures
        out["per_gpu_bytes_without_checkpointing"] = e.per_gpu_without_checkpointing.as_dict()
    if gpu is not None and e.plan is not None:
        out["gpu"] = {"name": gpu.name, "memory_bytes": gpu.memory_bytes, "source": gpu.source}
        out["fits"] = e.plan.fits
        out["headroom"] = e.plan.headroom
        out["notes"] = _words(e.plan.notes)
    if e.speed is not None:
        s = e.speed
        speed: dict[str, Any] = {}
        if s.decode_ceiling is not None:
            speed["decode_tokens_per_s"] = {"ceiling": s.decode_ceiling, "expected": s.decode_expected,
                                            "aggregate_expected": s.decode_aggregate_expected}
            speed["prefill_tokens_per_s"] = s.prefill_tokens_per_s
        if s.train_tokens_per_s is not None:
            speed["train_tokens_per_s"] = s.train_tokens_per_s
            speed["speedup"] = s.speedup
            if s.train_gpu_hours is not None:
                speed["train_gpu_hours"] = s.train_gpu_hours
                speed["train_hours"] = s.train_hours
        speed["assumptions"] = _words(s.assumptions)
        out["speed"] = speed
    return out


def estimate_text(e: Estimate, gpu: GPUSpec | None) -> str:
    w = e.workload
    lines = [f"{e.model}: {billions(e.params):,.2f}B parameters"
             + (f" ({billions(e.active_params):,.2f}B active per token)" if e.active_params != e.params else "")
             + f", task {w.task}, {w.precision}" + (f", framework {e.framework}" if e.framework else "")]
    lay = e.layout
    where = f"{lay.num_gpus} × {gpu.name}" if gpu else plural(lay.num_gpus, "GPU")
    shape = []
    if lay.tp > 1:
        shape.append(f"TP={lay.tp}")
    if lay.pp > 1:
        shape.append(f"PP={lay.pp}")
    if lay.dp > 1:
        shape.append(f"DP={lay.dp}")
    if lay.zero_stage:
        shape.append(f"ZeRO-{lay.zero_stage}")
    lines.append(f"Layout: {where}" + (f" ({', '.join(shape)})" if shape else ""))
    lines.append("")
    lines.append("Memory per GPU")
    d = e.per_gpu.as_dict()
    for k in PARTS:
        lines.append(f"  {k.replace('_', ' '):<13}{gb(d[k], 2):>12}")
    lines.append(f"  {'total':<13}{gb(d['total'], 2):>12}")
    if e.plan is not None and gpu is not None:
        cap = e.plan.capacity_bytes
        verdict = "fits" if e.plan.fits else "DOES NOT FIT"
        lines.append(f"  {gpu.name} holds {gb(cap, 1)}: {verdict} with × {e.plan.headroom:g} headroom "
                     f"({d['total'] / cap:.0%} used)")
        lines += [f"  · {n}" for n in _words(e.plan.notes)]
    lines.append(f"KV cache: {kib_value(e.kv_cache_bytes_per_token):,.0f} KiB per token")
    s = e.speed
    if s is not None:
        lines.append("")
        lines.append("Speed")
        if s.decode_ceiling is not None:
            lines.append(f"  decode, one stream: ceiling {num(s.decode_ceiling)} tok/s, expected {num(s.decode_expected)} tok/s")
            lines.append(f"  decode, {plural(w.concurrency or 1, 'stream')} together: {num(s.decode_aggregate_expected)} tok/s")
            lines.append(f"  prefill: {num(s.prefill_tokens_per_s)} tok/s")
        if s.train_tokens_per_s is not None:
            lines.append(f"  training: {num(s.train_tokens_per_s)} tok/s "
                         f"(speed-up ×{s.speedup:.2f} on {plural(lay.num_gpus, 'GPU')})")
            if s.train_gpu_hours is not None:
                lines.append(f"  {w.train_tokens:,} tokens: {duration_text(s.train_hours)} wall, "
                             f"{gpu_hours_text(s.train_gpu_hours)} GPU-hours")
        lines += [f"  · {a}" for a in _words(s.assumptions)]
    lines.append("")
    lines.append("Assumptions")
    lines += [f"  · {a}" for a in _words(e.assumptions)] or ["  · none"]
    return "\n".join(lines)
