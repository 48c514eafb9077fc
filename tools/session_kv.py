"""The KV cache a chat's open sessions hold when the user states how many are open and how long each one runs.

Why: a chat sized by its generating users (the interactive response-time law: 40 people online → ≈ 12 generating)
and a typical chat length (tools.chat_kv: most chats at 4,096 tokens) answered "✅ Yes, one 8 × H100 holds it" to a
role-play community of 40 open sessions that each run to 32k tokens. Every open session keeps its history in the KV
cache between its user's messages (or the engine recomputes the whole prompt when the user comes back: vLLM's
automatic prefix caching keeps a session's blocks only while the pool has room, docs "Automatic Prefix Caching";
PagedAttention, Kwon et al. 2023, arXiv:2309.06180, §4.5 on preemption and recomputation). So when the user states
both the sessions open and their context, the KV to hold them all resident is sessions × context × KV per token
(Llama-3.1-405B: 126 layers × 8 KV heads × 128 × 2 (K, V) × 2 B = 504 KiB a token; 40 × 32,768 × 504 KiB ≈ 630
GiB), and a yes on a proposed machine must be judged against it, never against the typical-request estimate.

Pure arithmetic over the figures tools.recommend already has: the sessions' KV, and how many full-length sessions the
plan's KV pools hold at once (tools.chat_kv.full_chats_held over each replica).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.schema import Workload

# The context a reduced cap is said in: whole KiB-token steps (1,024 tokens), as engines take --max-model-len.
CAP_STEP_TOKENS = 1024
# An FP8 KV cache stores each K/V element in 1 byte instead of BF16/FP16's 2 (docs/SOURCES.md, the seeds' bytes
# table: fp16/bf16 2, fp8/int8 1), so the same pool holds twice the tokens.
FP8_KV_GAIN = 2


@dataclass(frozen=True)
class SessionsShort:
    """Open sessions a plan cannot hold resident at their stated context."""

    sessions: int
    tokens: int  # each session's stated context
    need_bytes: int  # sessions × tokens of KV
    held: int  # full-length sessions the plan holds at once
    held_fp8: int | None  # the same with an FP8 KV cache (None when the KV is already 8-bit or less)
    cap_tokens: int  # the context each of the sessions can keep resident on this plan (0: not even 1,024)


def sessions_short(sessions: int, tokens: int, one_session_kv: int, held: int,
                   kv_bytes_per_element: float) -> SessionsShort | None:
    """The shortfall when `sessions` open sessions of `tokens` each (one session's KV `one_session_kv` bytes) do not
    all fit the `held` full-length sessions the plan's pools take at once; None when they fit or nothing is known.
    By hand: 40 sessions × 32,768 tokens at 504 KiB/token → need ≈ 676 GB; a pool holding 11 → cap 11 × 32,768 ÷ 40
    = 9,011 → 8,192 tokens; with FP8 KV (2 bytes → 1) ≈ 22 held."""
    if sessions < 1 or tokens < 1 or one_session_kv <= 0 or held >= sessions:
        return None
    cap = held * tokens // sessions // CAP_STEP_TOKENS * CAP_STEP_TOKENS
    fp8 = held * FP8_KV_GAIN if kv_bytes_per_element >= 2 else None
    return SessionsShort(sessions=sessions, tokens=tokens, need_bytes=sessions * one_session_kv, held=held,
                         held_fp8=fp8, cap_tokens=cap)


def open_sessions_per_user(w: Workload) -> float | None:
    """Open sessions a generating user stands for, when the user said each open chat grows to the stated context
    (`sessions_full`: "each chat can run to 32k", 每个会话最长64k) of a chat whose context would otherwise be sized as
    a limit (tools.chat_kv.long_chat_capped); None otherwise. People online: online ÷ the users generating at once
    the interactive response-time law gives them (tools.traffic.online_assumption, recomputed from the people so
    that a replica's copy of the workload, whose `concurrency` is its own share, keeps the ratio): 40 online ≈ 12
    generating → 40 ÷ 12 = 3.33. Users at once with no people online said: 1 (each of them is an open session)."""
    from tools.chat_kv import agent_sessions, long_chat_capped
    from tools.traffic import online_assumption

    if not (w.sessions_full and long_chat_capped(w)) and not agent_sessions(w):
        return None
    if not w.users_online:
        return 1.0
    generating = online_assumption(w).args["n"]
    if not isinstance(generating, int) or generating < 1:
        return 1.0
    return max(1.0, w.users_online / generating)


def resident_tokens(w: Workload) -> int:
    """The tokens each resident session holds: a conversational agent's sessions (tools.chat_kv.agent_sessions) at
    their average, about half the context they grow to (tools.chat_kv.agent_tokens: 15,000 → 7,500); a chat said
    to run to its context at the full context."""
    from tools.chat_kv import agent_sessions, agent_tokens

    if agent_sessions(w):
        return agent_tokens(w)  # type: ignore[arg-type]  # a resolved workload: its seq_len is set
    return w.seq_len if w.seq_len is not None else 0


def resident_sessions(w: Workload, users: int) -> int | None:
    """Open sessions `users` generating at once hold resident at the full stated context (open_sessions_per_user
    each, rounded up); None when the rule does not apply. By hand: 12 generating of 40 online → 40; a replica of 6
    of them → 20."""
    ratio = open_sessions_per_user(w)
    if ratio is None or users < 1:
        return None
    return max(users, math.ceil(users * ratio - 1e-9))
