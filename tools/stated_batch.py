"""The batch an offline job runs on cards the user states or owns: as many sequences in flight as fit beside the weights.

A batch job has no users: the engine runs up to vLLM's max_num_seqs (256, tools.constants.VLLM_MAX_NUM_SEQS) sequences at
once when their KV cache fits, and fewer when it does not — the scheduler admits only what the KV pool holds
(vLLM docs, "Optimization and Tuning": preemption when the KV cache space is insufficient). So on a stated card count the
memory test is "weights + one sequence at the stated length fit", and the batch is the largest number of sequences whose
KV fits beside the weights: the refusal of 2 × L4 for QwQ-32B "at 256 sequences, 313.7 GB a card" was a refusal of the
engine's cap, not of the job (AWQ weights ≈ 18 GB over 2 × 24 GB leave room for about ten 8k-token sequences).

By hand, QwQ-32B AWQ (INT4, group 128 ≈ 4.25 bits: ≈ 17.4 GB of weights with the BF16 embeddings) on 2 × L4 at TP 2:
≈ 9 GB a card of weights; vLLM's pool 0.9 × 24 GB = 21.6 GB; KV per token 2 × 64 layers × 8 KV heads × 128 × 2 B =
256 KiB, so an 8,353-token sequence holds ≈ 2.2 GB over the pair, 1.1 GB a card: ≈ 10 sequences in BF16 KV. In BF16 the
weights alone are 65.5 GB > 2 × 21.6 GB: no batch fits, refused at one sequence.
"""

from __future__ import annotations

from tools.parallel import replica_options
from tools.schema import GPUSpec, ModelArch, Resolved


def in_flight_on_stated(arch: ModelArch, w: Resolved, gpu: GPUSpec, *, headroom: float) -> Resolved:
    """`w` at the batch its stated `w.num_gpus` × `gpu` hold: sequences per replica of the layout that holds the most
    on the box (replicas × sequences, up to `w.concurrency`, the engine's cap), fewer GPUs breaking ties; one sequence
    when not even one fits beside the weights (the refusal is then said at one sequence, never at the cap)."""
    n = w.num_gpus or 0
    if n < 1 or not gpu.usable_bytes:
        return w
    best: tuple[int, int, int] | None = None  # (sequences on the box, -GPUs a replica, sequences a replica)
    for o in replica_options(arch, w, gpu, headroom=headroom, every_tp=True):
        if o.layout.num_gpus > n or o.max_users < 1 or o.nodes != 1:
            continue
        key = ((n // o.layout.num_gpus) * o.max_users, -o.layout.num_gpus, o.max_users)
        if best is None or key > best:
            best = key
    users = best[2] if best is not None else 1
    return w if users == w.concurrency else w.model_copy(update={"concurrency": users})
