"""Two (or more) Apple boxes the user says are linked, for a model one box cannot hold: the headline is the pair,
not one box — their pooled memory (each box's unified memory less the macOS per-box reserve, tools.mac_link's GPU
wired share), the precision that fits it, and the pair's decode ceiling (a pipeline split: bandwidth ÷ active weights,
tools.mac_link). A tensor split is the wrong way to link them: Megatron-style tensor parallelism all-reduces twice in
every transformer layer (after attention and after the MLP; Shoeybi et al. 2019, arXiv:1909.08053 §3), so a token
crosses the link 2 × layers times, each crossing paying Thunderbolt 5's latency at 10 GB/s
(tools.mac_link.TB5_GB_S), where a pipeline split crosses it once a token per boundary: the link, not memory
bandwidth, bounds a tensor split.

trips a token (tensor split) = 2 × layers; trips a token (pipeline, n boxes) = n − 1."""

from __future__ import annotations

from tools.mac_link import MacLink, per_user_tok_s
from tools.schema import ModelArch, Msg


def tensor_trips(arch: ModelArch) -> int:
    """Link crossings a token under a tensor split: two all-reduces a layer. By hand: Llama-3.1-405B, 126 layers →
    252; Qwen3-235B-A22B, 94 layers → 188."""
    return 2 * arch.layers


# decode each user needs to read along live: tools.offers.MIN_STREAM_TOKENS_PER_S (10 tok/s, MLPerf's server bound)
LIVE_TOKENS_PER_S = 10.0


def pair_lead(m: MacLink, arch: ModelArch, machine: str, model: str, users: int = 1) -> Msg | None:
    """The headline of a stated pair (or more) of Apple boxes where the boxes together hold the model and one does
    not; None where one box already holds it (its own answer is right) or the pair does not (the no-fit answer is).
    By hand: 2 × 256 GB M3 Ultra for Llama-3.1-405B: each 256 × 0.75 = 192 GB → 384 GB; INT4 weights + KV ≈ 219 GB
    fits the pair, not one box; ≈ 203 GB of active weights at INT4 ÷ 819 GB/s → ≈ 4 tok/s ceiling; a tensor split
    crosses the link 252 times a token."""
    if m.precision is None or m.need_gb <= m.one_box_gb:
        return None
    each = per_user_tok_s(m, users)
    # holds it, but not for that many live: no, with the figure — where the users at once, not the model alone, pull
    # each under a live reader's speed (a MoE's users read different experts: 21 → 1.2 tok/s for R1 at 45; a dense
    # 405B reads the same weights for one user or three, ≈ 4 tok/s either way, and keeps the linked-machines lead)
    slow = users > 1 and each < LIVE_TOKENS_PER_S and each < m.ceiling_tok_s / 2
    if slow:
        return Msg(code="macpair.lead_slow", args={
            "n": m.boxes, "machine": machine, "model": model, "usable": m.usable_gb, "one": m.one_box_gb,
            "prec": m.precision.upper(), "need": m.need_gb, "tok_s": m.ceiling_tok_s, "tb": m.tb, "tb5": m.tb_gbit_s,
            "users": users, "each_tok_s": each})
    return Msg(code="macpair.lead", args={
        "n": m.boxes, "machine": machine, "model": model, "each": m.each_gb, "share": m.share, "usable": m.usable_gb,
        "prec": m.precision.upper(), "need": m.need_gb, "one": m.one_box_gb, "tok_s": m.ceiling_tok_s,
        "trips": tensor_trips(arch), "pipe": m.boxes - 1, "tb5": m.tb_gbit_s, "tb5_gb": m.tb_gbit_s / 8, "tb": m.tb})
