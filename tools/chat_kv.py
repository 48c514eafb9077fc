"""How many KV-cache tokens an online chat's users hold at once: the one place that decides it (docs/ENGINE.md,
"KV cache of a chat with a context limit").

Why: a chat's stated context ("32k context", 支持32K上下文) is a LIMIT a conversation may grow to, not the length of
every conversation. Sizing every user at once at the full limit (45 users × 32,768 tokens × 128 KiB = 193 GB of KV
for Llama-3.1-8B) rented an 8 × A100 machine where an expert rents one 48–80 GB card (expert review: "a 32k context
is a limit, most chats are short").

The rule, for online chat serving on an engine with a paged, shared KV pool (vLLM, SGLang, TGI, TensorRT-LLM) whose
context was stated as a window (no prompt length and no answer length stated, prefix reuse not ruled out):

- most users at once hold a typical chat of TYPICAL_CHAT_TOKENS;
- LONG_CHAT_SHARE of them (at least one) hold a chat at the full limit;
- never more than every user at the full limit.

A stated prompt length ("RAG prompts of 20k tokens", "each document is 30k tokens"), a stated answer length, a batch
job, every prompt new (`prefix_cache: false`), llama.cpp (each slot owns n_ctx / n_parallel tokens, no shared pool)
a context said as the average ("average context 48k", 平均上下文32k: `context_average`, advisor.core.average_context_read)
or a context no longer than the typical chat keep the full sizing: every request is then as long as stated.
Document work with a stated context ("legal document analysis with 64k context", 合同审查) is `documents: true`
(advisor.core.extract_stated.read_document_work): each request is a document filling it. Agents whose sessions grow
to the stated context (`agents: true`) hold AGENT_CONTEXT_SHARE of it each on average, under the same conditions.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tools.defaults import DEFAULT_CONTEXT, kind_of
from tools.schema import Resolved, WorkKind, Workload

# A typical chat's tokens: the context a chat is sized at when none is stated (tools.defaults.DEFAULT_CONTEXT, 4,096).
# Chats are far shorter on average: LMSYS-Chat-1M (Zheng et al. 2023, arXiv:2309.11998, Table 1) averages 2.0 turns
# of 69.5 prompt + 214.5 answer tokens (≈ 570 tokens a conversation); ShareGPT (vLLM paper, Kwon et al. 2023,
# arXiv:2309.06180, Fig. 11) 161 + 338 tokens a turn, so 4,096 tokens is ≈ 8 ShareGPT turns: a generous typical chat.
TYPICAL_CHAT_TOKENS = DEFAULT_CONTEXT
# The share of the users at once whose chat may sit at the full limit (at least one): the long-chat cap. Conversations
# reaching tens of thousands of tokens are the tail (LMSYS-Chat-1M's mean is 2 turns); one user in ten is a margin
# for the pasted document or the long session. Past the cap the engine does not fail: vLLM preempts a request when
# the KV pool is full and recomputes it later (vLLM docs, "Preemption"; SGLang retracts the same way), so more long
# chats at once slow down rather than break. The answer says how many full-length chats the pick holds.
LONG_CHAT_SHARE = 0.10
# The share of its context limit an agent's session holds on average (`agents`: coding agents, an agent fleet). An
# agent resends its whole session every turn, so its context grows from the first prompt (system prompt, tools, the
# task) towards the limit, where the client compacts or restarts it (Claude Code's auto-compact, Cline's context
# truncation); agents at once sit at every point of that growth, so their mean is about half the limit (a uniform
# spread over 0…limit). Unlike a chat (LONG_CHAT_SHARE), a session reaching the limit is the norm, not the tail; but
# not every agent is at the limit at once (tools.agent_eval.AVERAGE_SHARE reads an episode's average turn the same
# way). The answer says this default and that a stated average replaces it.
AGENT_CONTEXT_SHARE = 0.5
SHARED_POOL_ENGINES = ("vllm", "sglang", "tgi", "trtllm")  # paged KV blocks shared by every sequence (PagedAttention)


@dataclass(frozen=True)
class ChatKv:
    """The KV tokens `users` chats hold at once: `typical` of them at `typical_tokens`, `long` at `full_tokens`."""

    users: int
    typical: int
    typical_tokens: int
    long: int
    full_tokens: int

    @property
    def tokens(self) -> int:
        """KV tokens in all: 40 × 4,096 + 5 × 32,768 = 327,680 for 45 users at a 32k limit."""
        return self.typical * self.typical_tokens + self.long * self.full_tokens

    @property
    def capped(self) -> bool:
        """Whether the pool is smaller than every user at the full limit."""
        return self.typical > 0 and self.typical_tokens < self.full_tokens


def typical_chat_tokens(w: Workload) -> int:
    """A typical chat's tokens: TYPICAL_CHAT_TOKENS, plus the answer's thinking for a model that thinks (its chat
    template keeps only the final replies of earlier turns, so the thinking held is the current answer's: Qwen3
    model card, "Best Practices: No Thinking Content in History"; tools.defaults.thinking_tokens). By hand: Qwen3
    with 8,192 thinking tokens → 4,096 + 8,192 = 12,288; Llama → 4,096."""
    from tools.defaults import thinking_tokens

    return TYPICAL_CHAT_TOKENS + thinking_tokens(w)


def long_chat_capped(w: Workload) -> bool:
    """Is this an online chat whose stated context is a limit (module docstring), so its KV is sized by the rule?"""
    return (kind_of(w) is WorkKind.SERVING and w.prompt_tokens is None and w.output_tokens is None
            and w.prefix_cache is not False and not w.documents and not w.context_average
            and w.framework in SHARED_POOL_ENGINES
            and w.seq_len is not None and w.seq_len > typical_chat_tokens(w))


def agent_sessions(w: Workload) -> bool:
    """A conversational agent's live sessions (`agents` with `agent_tool_calls` and its sessions as `users_online`,
    tools.agent_sessions) whose context grows to the stated limit, on a shared-pool engine with the prefix cache: each
    session is sized at agent_tokens even with its reply length stated (a reply of 150 tokens is one call's, not the
    session's length)."""
    return (kind_of(w) is WorkKind.SERVING and bool(w.agents) and w.agent_tool_calls is not None
            and bool(w.users_online) and w.prompt_tokens is None and w.prefix_cache is not False
            and not w.documents and not w.context_average and w.framework in SHARED_POOL_ENGINES
            and w.seq_len is not None and w.seq_len > typical_chat_tokens(w))


def agent_tokens(w: Resolved) -> int:
    """An agent's average held tokens under a context limit: ⌈AGENT_CONTEXT_SHARE × seq_len⌉, never below a typical
    chat (typical_chat_tokens). By hand: 65,536 → 32,768; GLM-4.6 with 8,192 thinking tokens → 32,768 (≥ 12,288)."""
    return max(typical_chat_tokens(w), math.ceil(AGENT_CONTEXT_SHARE * w.seq_len))


def chat_kv(w: Resolved, users: int) -> ChatKv:
    """The sequences `users` at once hold: under the long-chat cap (long_chat_capped) max(1, ⌈LONG_CHAT_SHARE ×
    users⌉) chats at the full `seq_len` and the rest at TYPICAL_CHAT_TOKENS; agents (`agents`) under the same cap
    each at agent_tokens (AGENT_CONTEXT_SHARE of the limit: 60 agents at 64k → 60 × 32,768 tokens, not 60 × 65,536);
    otherwise every user at `seq_len`."""
    users = max(1, users)
    if not long_chat_capped(w) and not agent_sessions(w):
        return ChatKv(users=users, typical=0, typical_tokens=w.seq_len, long=users, full_tokens=w.seq_len)
    if w.agents:
        return ChatKv(users=users, typical=users, typical_tokens=agent_tokens(w), long=0, full_tokens=w.seq_len)
    long = min(users, max(1, math.ceil(LONG_CHAT_SHARE * users)))
    return ChatKv(users=users, typical=users - long, typical_tokens=typical_chat_tokens(w), long=long,
                  full_tokens=w.seq_len)


def full_chats_held(pool_bytes: int, kv_per_gpu: int, load_kv: int, full_chat_kv: int) -> int:
    """Chats at the full limit one replica's KV pool holds at once: the pool per GPU over one full chat's share of
    it (the load's KV per GPU ÷ the load's KV in all is the split over the replica's GPUs). 0 when none fits."""
    if pool_bytes <= 0 or load_kv <= 0 or full_chat_kv <= 0:
        return 0
    return int(pool_bytes * load_kv // (full_chat_kv * kv_per_gpu)) if kv_per_gpu else 0
