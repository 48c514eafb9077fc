"""A burst of long prompts sent together on a chat service (20 analysts pasting a 100k-token filing within a couple of
minutes at 9 am): the prefill queue they form and the KV cache they need at once, beside the steady head-count load."""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class BurstQueue:
    prompts: int
    tokens: int
    each_s: float  # one prompt's prefill on one replica, nothing cached
    last_s: float  # the last prompt's wait for its first token: the queue ahead of it drained
    last_min: float  # the same in minutes
    kv_gb: float  # KV cache of every prompt of the burst held at once
    room_gb: float | None  # the KV room of the plan's replicas, all together (None when unknown)
    held: int | None  # prompts of this length the room holds at once


def kv_room(per_gpu_bytes: int, utilisation: float, kv_bytes_per_gpu: int, gpus: float) -> float | None:
    """The KV room of the plan's cards, all together: each card's pool (its bytes ÷ the share of the pool they use)
    less what is not KV cache, × the cards. None without a utilisation."""
    if not utilisation:
        return None
    pool = per_gpu_bytes / utilisation
    return max(0.0, pool - (per_gpu_bytes - kv_bytes_per_gpu)) * gpus


def burst_queue(prompts: int, tokens: int, prefill_tokens_per_s: float, replicas: int, kv_bytes_per_token: int,
                kv_room_bytes: float | None) -> BurstQueue:
    """Prefill is compute-bound and a replica's prompts share its compute (vLLM's chunked prefill), so N prompts of T
    tokens on R replicas drain after ≈ ceil(N / R) × T ÷ the prefill rate: the last one waits that long for its first
    token (the decode steps running beside it and the attention's growth past the priced length come on top). Their KV
    is N × T × the bytes a token caches (tools.memory.kv_cache_bytes_per_token: 2·layers·kv_heads·head_dim·bytes);
    past the plan's KV room the rest wait in the queue or are preempted. By hand, Qwen3-32B (64 layers, 8 KV heads,
    head_dim 128, BF16): 262,144 B a token, so 20 × 100,000 tokens ≈ 524 GB against ≈ 100 GB of room on 2 × H100 NVL
    (3 held); its prefill ≈ 2 × 32.8e9 × 100,000 ≈ 6.6 PFLOP of weights per filing, minutes for twenty."""
    each = tokens / prefill_tokens_per_s
    last = math.ceil(prompts / max(1, replicas)) * each
    kv = prompts * tokens * kv_bytes_per_token
    held = int(kv_room_bytes // (tokens * kv_bytes_per_token)) if kv_room_bytes else None
    return BurstQueue(prompts=prompts, tokens=tokens, each_s=each, last_s=last, last_min=last / 60, kv_gb=kv / 1e9,
                      room_gb=kv_room_bytes / 1e9 if kv_room_bytes else None, held=held)
