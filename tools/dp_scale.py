"""How many GPUs a training job's data parallelism keeps paying off on, when money is no object.

Why: "fastest, budget isn't a concern" stopped a 1B pretraining run at 2 nodes (16 × B200, 13.2 h) because the plain
"fastest" rule scales out only while the job's cost stays in the 5 % price tie (tools.offers.scale_out_pays). With
money said not to bind, the limit is the job's own: more data-parallel ranks help while

1. the global batch stays at most the compute-optimal batch: B_opt = 0.2920 · C^0.3271 tokens, C = 6 · N · D FLOPs
   (DeepSeek LLM, arXiv:2401.02954 §3.1, eq. 1: the batch-size fit over compute budgets), a larger batch spending
   tokens without lowering the loss; and
2. each rank's share of that batch computes for at least as long as the gradient all-reduce takes, so the all-reduce
   hides behind the backward pass: a ring all-reduce moves 2 × the gradient bytes through each GPU's link (BF16
   gradients: 2 bytes a trainable parameter), so a rank needs tokens ≥ its tokens/s × 4 · N_trained ÷ link bytes/s.

So the most ranks = B_opt ÷ max(one sequence, the overlap tokens). By hand for 1B parameters on 100B tokens:
C = 6 × 1e9 × 1e11 = 6e20, B_opt = 0.2920 × 6e20^0.3271 ≈ 1.83M tokens; on B200 nodes with 3,200 Gbps of RDMA (400 Gbps
= 50 GB/s a GPU) at ≈ 131.5k tokens/s a GPU, the all-reduce of 2 GB of gradients × 2 takes 4e9 ÷ 50e9 = 0.08 s, so a
rank needs ≥ 0.08 × 131.5k ≈ 10.5k tokens: 1.83M ÷ 10.5k ≈ 174 GPUs, 16 nodes of 8 (128 GPUs) as doubling goes, the
64–128 GPUs a 1B model's data parallelism is run on (a 1–4M-token global batch)."""

from __future__ import annotations

import math
from dataclasses import dataclass

BATCH_COEF, BATCH_EXP = 0.2920, 0.3271  # DeepSeek LLM (arXiv:2401.02954) eq. 1: B_opt = 0.2920 · C^0.3271 tokens
GRADIENT_BYTES = 2  # BF16 gradients all-reduced
RING_TRAFFIC = 2  # a ring all-reduce sends and receives 2 (n − 1) / n × the buffer through each GPU


@dataclass(frozen=True)
class DpLimit:
    """The data-parallel ceiling of one job on one link: the compute-optimal global batch, the tokens a rank needs so
    its all-reduce hides behind its compute, and the most ranks both allow."""

    batch_tokens: float
    rank_tokens: float
    max_ranks: int


def optimal_batch_tokens(params: float, train_tokens: float) -> float:
    """The compute-optimal global batch in tokens for a job of `params` × `train_tokens` (DeepSeek LLM eq. 1)."""
    return float(BATCH_COEF * (6 * params * train_tokens) ** BATCH_EXP)


def dp_limit(params: float, trained: float, train_tokens: float, seq_len: int, rank_tokens_per_s: float,
             link_gbit_per_gpu: float) -> DpLimit | None:
    """The most data-parallel ranks (module docstring) for a model of `params` with `trained` of them trained (all of
    them in a full fine-tune or pretraining, the adapter in LoRA), each rank running `rank_tokens_per_s` over a link of
    `link_gbit_per_gpu`; None without a link or a speed."""
    if link_gbit_per_gpu <= 0 or rank_tokens_per_s <= 0 or train_tokens <= 0:
        return None
    batch = optimal_batch_tokens(params, train_tokens)
    reduce_s = RING_TRAFFIC * GRADIENT_BYTES * trained / (link_gbit_per_gpu * 1e9 / 8)
    rank = max(float(seq_len), reduce_s * rank_tokens_per_s)
    return DpLimit(batch_tokens=batch, rank_tokens=rank, max_ranks=max(1, math.floor(batch / rank)))


def scale_out_args(params: float, task: str | None, train_tokens: int | None, seq_len: int, nodes: int,
                   gpus: int, dp: int, tokens_per_s: float | None, network_gbit_s: float | None) -> dict[str, float]:
    """The figures that say why a money-no-object training plan stops at `nodes` machines (tools.offers
    ._no_object_nodes): the compute-optimal batch, the tokens a rank needs, the ranks they allow; empty for a plan
    on one machine, a LoRA run (its all-reduce is the adapter's) or one with no speed or link figure."""
    if nodes < 2 or task not in ("full_finetune", "pretrain") or not (tokens_per_s and network_gbit_s and gpus):
        return {}
    per_node = gpus / nodes
    lim = dp_limit(params, params, train_tokens or 0, seq_len, tokens_per_s / gpus, network_gbit_s / per_node)
    if lim is None:
        return {}
    return {"nodes": nodes, "ranks": dp, "batch_m": lim.batch_tokens / 1e6, "rank_k": lim.rank_tokens / 1e3,
            "max_ranks": lim.max_ranks}
