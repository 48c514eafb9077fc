"""Serving one base model with many LoRA adapters (one per NPC, customer, tenant): the adapters' memory and where
they live. Pure arithmetic over a `ModelArch`; no I/O.

Sources:
- LoRA (Hu et al. 2021, arXiv:2106.09685, §4.1): an adapted matrix W (d_out × d_in) gains B (d_out × r) and
  A (r × d_in), so r · (d_in + d_out) parameters per adapted matrix per layer.
- The adapted matrices: every linear layer of the block (q, k, v, o, gate, up, down), as QLoRA does (Dettmers et al.
  2023, arXiv:2305.14314, §4: "LoRA on all linear transformer block layers"); an MoE's experts are left out (attention
  only), which is what PEFT recipes for MoE models target by default — an assumption, said as one.
- Many adapters on one base: S-LoRA (Sheng et al. 2023, arXiv:2311.03285) keeps all adapters in host memory and brings
  the ones a batch uses onto the GPU; vLLM does the same with `--enable-lora`, `--max-loras` (adapters on the GPU at
  once, in one batch) and `--max-cpu-loras` (adapters cached in host RAM) (docs.vllm.ai, "LoRA Adapters").
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.schema import ModelArch

ADAPTER_BYTES_PER_PARAM = 2  # adapters served in the base's 16-bit dtype (vLLM loads them in the model dtype)
# adapters resident on the GPU at once (vLLM --max-loras): assumed, measure on a pilot. S-LoRA's experiments batch
# requests across up to a few dozen distinct adapters per batch; more slots cost GPU memory the KV cache needs
GPU_LORA_SLOTS = 32
ASSUMED_RANK = 16  # no rank said: assumed (PEFT's default is 8; 16 is the common choice for a chat persona)


def _matrices(a: ModelArch) -> list[tuple[int, int]]:
    """(d_in, d_out) of the adapted matrices of one layer: q, k, v, o, and gate, up, down for a dense block."""
    q, kv = a.heads * a.head_dim, a.kv_heads * a.head_dim
    attn = [(a.hidden, q), (a.hidden, kv), (a.hidden, kv), (q, a.hidden)]
    if a.experts:
        return attn
    return attn + [(a.hidden, a.intermediate), (a.hidden, a.intermediate), (a.intermediate, a.hidden)]


def adapter_params(a: ModelArch, rank: int) -> int:
    """Parameters of one adapter: Σ over layers and adapted matrices of r · (d_in + d_out) (Hu et al. 2021).
    Qwen3-8B (36 layers, hidden 4096, 32 × 128 query, 8 × 128 KV, intermediate 12288), r 16:
    16 · (8192 + 5120 + 5120 + 8192 + 16384 · 3) · 36 = 43.6 M."""
    return rank * sum(i + o for i, o in _matrices(a)) * a.layers


@dataclass(frozen=True)
class AdapterPlan:
    """Where n adapters live: each one's bytes, all of them (host RAM holds them all), and the GPU slots' bytes."""

    adapters: int
    rank: int
    each_bytes: int
    all_bytes: int
    gpu_slots: int
    gpu_bytes: int
    moe: bool


def adapter_plan(a: ModelArch, adapters: int, rank: int | None) -> AdapterPlan:
    """n adapters of rank r on one base (S-LoRA / vLLM --enable-lora): each r·(d_in+d_out)·layers × 2 bytes; all of
    them kept in host RAM (--max-cpu-loras = n), min(n, GPU_LORA_SLOTS) on each GPU (--max-loras, assumed).
    Qwen3-8B r 16: 43.6 M × 2 B ≈ 87 MB each; 200 ≈ 17.4 GB, 2,000 ≈ 174 GB; 32 slots ≈ 2.8 GB a GPU."""
    r = rank or ASSUMED_RANK
    each = adapter_params(a, r) * ADAPTER_BYTES_PER_PARAM
    slots = min(adapters, GPU_LORA_SLOTS)
    return AdapterPlan(adapters=adapters, rank=r, each_bytes=each, all_bytes=each * adapters, gpu_slots=slots,
                       gpu_bytes=each * slots, moe=bool(a.experts))


def kept_figures(gpu_bytes: int, host_bytes: int | None) -> dict[str, float]:
    """A multi-LoRA service's sizes as a follow-up restates them from its workload (Workload.lora_gpu_bytes,
    lora_host_bytes): the GPU slots' and all adapters' GB (decimal, as plan_figures)."""
    return {"gpu_gb": gpu_bytes / 1e9, "all_gb": (host_bytes or 0) / 1e9}


def plan_figures(p: AdapterPlan) -> dict[str, float]:
    """The plan's sizes as shown: one adapter in MB, all of them and the GPU slots' in GB (decimal, 1e6 / 1e9)."""
    return {"each_mb": p.each_bytes / 1e6, "all_gb": p.all_bytes / 1e9, "gpu_gb": p.gpu_bytes / 1e9}
