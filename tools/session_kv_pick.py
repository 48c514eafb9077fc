"""What the answer says when the pick was sized to hold every open session at its stated context (tools.session_kv,
`sessions_full`): the sessions held and the KV they take, the users generating at once that set the speed, and the
two policies that would need less memory, each with its cost (an FP8 KV cache: half the bytes, a quality check;
re-prefilling idle sessions: the first-token wait of a prompt filling the context when a user comes back, on the
plan sized for the generating users alone); and, when the machine the user proposed cannot hold them, a "No" that
leads the headline before the nearest plan that works.

By hand (Llama-3.1-405B shape, Hermes-3-405B): 126 layers × 8 KV heads × 128 × 2 (K, V) × 2 B = 516,096 B = 504 KiB
a token; 40 open sessions × 32,768 tokens ≈ 676.5 GB of 16-bit KV, 338.2 GB in FP8; 8 × H100 (≈ 576 GB of pools)
less ≈ 406 GB of FP8 weights leaves ≈ 170 GB: no.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tools.fit import TIGHT
from tools.memory import VLLM_NON_TORCH_BYTES, kv_cache_bytes, serving_pool_fraction, weight_bytes
from tools.schema import GPUSpec, Msg
from tools.session_kv import resident_sessions, resident_tokens, sessions_short

if TYPE_CHECKING:
    from tools.offers import Offer
    from tools.recommend import Run
    from tools.schema import Recommendation

HARDWARE = ("gpus", "gpu")
# The one-machine fix a "No" names beside the nearest plan on the stated card: more HBM on NVLink cards, tensor
# parallel inside one box (the common serving cards of catalog/data/gpus.csv), at the counts a TP group takes.
HBM_FIX_CARDS = ("H200 SXM", "H100 SXM")
TP_COUNTS = (1, 2, 4, 8)


def cards_to_hold(weights: int, kv_need: int, card: GPUSpec, framework: str) -> int | None:
    """The fewest `card`s in one tensor-parallel group (TP_COUNTS) whose pools hold the weights and every open
    session's KV (`kv_need`) with a tenth of the pool spare (tools.fit.TIGHT): weights ÷ n + KV ÷ n + the non-torch
    buffers ≤ 0.9 × the engine's share × the card. None when even 8 do not. By hand, Llama-3.3-70B FP8 (≈ 70.6 GB)
    and 64 × 8,192 tokens of FP8 KV (≈ 86 GB): H200 SXM (140.4 GiB ≈ 150.8 GB; 0.9 × 0.9 × 150.8 ≈ 122 GB) at 2 →
    35.3 + 43 + 0.3 ≈ 78.6 GB: fits, at 1 → 157 GB: no → 2; H100 SXM (79.65 GiB ≈ 85.5 GB → ≈ 69 GB) at 2 → 78.6 GB:
    no, at 4 → 39.5 GB → 4."""
    cap = card.usable_bytes or 0
    limit = (1 - TIGHT) * serving_pool_fraction(framework) * cap
    return next((n for n in TP_COUNTS if (weights + kv_need) / n + VLLM_NON_TORCH_BYTES <= limit), None) \
        if cap > 0 else None


def hbm_fix(r: Run, kv_need: int) -> list[str]:
    """"N × card" for each HBM_FIX_CARDS card that holds the weights and `kv_need` bytes of KV on one machine (the
    sessions' KV in FP8, as the headline's smaller figure), the stated card excluded."""
    out = []
    for name in HBM_FIX_CARDS:
        card = r.gpus.get(name)
        if card is None or (r.preferred is not None and card.name == r.preferred.name):
            continue
        n = cards_to_hold(weight_bytes(r.arch, r.w.precision), kv_need, card, r.w.framework)
        if n is not None:
            out.append(f"{n} × {card.name}")
    return out


def resident_tail(r: Run, top: Offer, held: int, refill: tuple[int, float] | None, instead: Msg | None,
                  fp8: Msg | None = None) -> Msg | None:
    """The headline's KV clause for a pick that holds every open session (`held`: the full-length sessions its
    pools take; `refill`: (prompt tokens, seconds) of a prompt filling the context with nothing cached, the wait of
    a returning user whose session was dropped; `instead`: the plan sized for the generating users alone; `fp8`:
    the plan holding every session in an FP8 KV cache, when cheaper). None when the rule does not apply."""
    w = r.w
    sessions = resident_sessions(w, w.concurrency)
    if sessions is None:
        return None
    prec = w.kv_precision
    return Msg(code="session_kv.tail.resident", args={
        "sessions": sessions, "ctx": resident_tokens(w), "gen": w.concurrency, "held": held,
        "gb": kv_cache_bytes(r.arch, resident_tokens(w), sessions, prec) / 1e9, "fp8": prec in ("fp8", "int8"),
        "refill_s": refill[1] if refill else None, "instead": instead, "fp8_plan": fp8})


def sessions_no_lead(rec: Recommendation, r: Run) -> Recommendation:
    """A proposed machine (a stated card and count) refused because it cannot hold the open sessions at their stated
    context: the headline leads with a plain "No" and the KV the sessions need (16-bit and FP8), then the nearest plan
    that works; with the sessions the box holds (session_kv.as_stated_it_holds in its refusal), the context cap at which
    all of them fit on it (tools.session_kv.sessions_short: 10 held × 32,768 ÷ 40 → 8,192 tokens). Unchanged when the
    rule does not apply, nothing was refused, or the headline already says no."""
    w = r.w
    sessions = resident_sessions(w, w.concurrency)
    refused = [c for c in rec.constraints if c.name in HARDWARE and c.status == "refused"]
    if sessions is None or not refused or rec.headline is None or r.preferred is None or not w.num_gpus:
        return rec
    if rec.headline.code.startswith(("recommend.one_machine_instead", "session_kv.")):
        return rec
    # the sessions held as asked (not at the route its line follows): the cap is said with no precision change
    held = next((m.args.get("asked", m.args.get("n")) for m in map(_holds, refused) if m is not None), None)
    cap = sessions_short(sessions, w.seq_len, 1, held, 2.0) if isinstance(held, int) and held > 0 else None
    rec.headline = Msg(code="session_kv.no_lead", args={
        "n": w.num_gpus, "name": r.preferred.name, "sessions": sessions, "ctx": w.seq_len,
        "bf16_gb": kv_cache_bytes(r.arch, w.seq_len, sessions, "bf16") / 1e9,
        "fp8_gb": kv_cache_bytes(r.arch, w.seq_len, sessions, "fp8") / 1e9, "headline": rec.headline,
        "hbm_fix": hbm_fix(r, kv_cache_bytes(r.arch, w.seq_len, sessions, "fp8")),
        "cap": cap.cap_tokens if cap is not None and cap.cap_tokens else None})
    return rec


def _holds(c: object) -> Msg | None:
    """The "holds ≈ N of the open sessions" message inside a refused constraint's words, if any."""
    todo = [getattr(c, "message", None)]
    while todo:
        m = todo.pop()
        if isinstance(m, Msg):
            if m.code == "session_kv.as_stated_it_holds":
                return m
            todo += [x for v in m.args.values() for x in (v if isinstance(v, list | tuple) else [v])]
    return None
