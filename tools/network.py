"""One copy of a full training job sharded over machines with no RDMA between them: the bytes each step moves over the
network between the machines, and how long that takes on ordinary Ethernet or internet links.

"16 RTX 4090s across 4 Vast hosts, full fine-tune Qwen2.5-14B over the internet with DeepSpeed"
was answered on per-GPU memory alone; the plan fails on the network. ZeRO-3 (the only way 14.7 B parameters of
training state fit 24 GB cards) all-gathers the BF16 weights for the forward pass and again for the backward pass and
reduce-scatters the gradients on every micro-step: 3 × the weights' bytes per step (Rajbhandari et al. 2020, "ZeRO:
Memory Optimizations Toward Training Trillion Parameter Models", arXiv:1910.02054, §7: stage 3 moves 3Ψ against data
parallelism's 2Ψ). Inside one machine that rides NVLink or PCIe; between separately rented hosts it rides their
Ethernet. Tensor or ZeRO-3 parallelism across machines wants ≥ 100 Gbit/s RDMA (tools.host.MULTI_NODE_GBIT_S).
"""

from __future__ import annotations

from pydantic import BaseModel

from tools.host import MULTI_NODE_GBIT_S
from tools.schema import ModelArch, Workload

# What travels per micro-step under ZeRO-3, in units of the weights' bytes: all-gather for forward, all-gather for
# backward, reduce-scatter of the gradients (ZeRO paper, arXiv:1910.02054 §7).
ZERO3_VOLUME = 3
# The link between hosts rented one by one, in Gbit/s: 1 (a home or small-host uplink) to 10 (a good data-centre
# port); marketplace listings (Vast.ai's host cards) state each host's internet up/down speed, mostly within this range.
# An expert's key reasons over the same 1-10 Gbit/s.
ETHERNET_GBIT_S = (1.0, 10.0)
BITS_PER_BYTE = 8


class NetworkSplit(BaseModel):
    """ZeRO-3 over `machines` machines joined by plain Ethernet: the traffic per micro-step, the micro-steps the job
    takes, and the hours the network alone needs at the slow and the fast link (ETHERNET_GBIT_S)."""

    machines: int
    gb_per_step: float  # GB each machine's link carries per micro-step
    tokens_per_step: int  # tokens the whole cluster trains per micro-step
    steps: int | None  # micro-steps in the job (None: no token count stated)
    step_s_slow: float  # seconds of network per micro-step at ETHERNET_GBIT_S[0]
    step_s_fast: float  # at ETHERNET_GBIT_S[1]
    hours_slow: float | None  # the whole job's network time at the slow link
    hours_fast: float | None


def transfer_s(gb: float, gbit_s: float) -> float:
    """Seconds to move `gb` gigabytes over a `gbit_s` link at full rate (a floor: no protocol overhead, no latency).
    By hand: 88.2 GB at 1 Gbit/s = 88.2 × 8 / 1 = 706 s; at 10 Gbit/s = 70.6 s."""
    return gb * BITS_PER_BYTE / gbit_s


def zero3_split(params: int, weight_bytes: float, machines: int, gpus: int, micro_batch: int, seq_len: int,
                train_tokens: int | None, link_gbit_s: float | None = None) -> NetworkSplit:
    """The network cost of one ZeRO-3 copy over `machines` machines with `gpus` GPUs in all. Each micro-step moves
    ZERO3_VOLUME × the weights (params × weight_bytes) through each machine's link (a ring collective crosses each
    machine boundary with the whole buffer, less one share: the share is ignored, a rounding under 1/gpus), while the
    cluster trains gpus × micro_batch × seq_len tokens. By hand, Qwen2.5-14B (14.7 B) in BF16 on 16 GPUs over 4 hosts,
    micro-batch 1 × 2,048 tokens, 100 M tokens: 3 × 29.4 GB = 88.2 GB a step; 32,768 tokens a step → 3,052 steps;
    706 s a step at 1 Gbit/s → 599 h; 70.6 s at 10 Gbit/s → 60 h. A link the user states (`link_gbit_s`) is both ends."""
    gb = ZERO3_VOLUME * params * weight_bytes / 1e9
    per_step = gpus * micro_batch * seq_len
    steps = -(-train_tokens // per_step) if train_tokens and per_step > 0 else None
    slow, fast = (transfer_s(gb, g) for g in ((link_gbit_s, link_gbit_s) if link_gbit_s else ETHERNET_GBIT_S))
    return NetworkSplit(machines=machines, gb_per_step=gb, tokens_per_step=per_step, steps=steps,
                        step_s_slow=slow, step_s_fast=fast,
                        hours_slow=steps * slow / 3600 if steps else None,
                        hours_fast=steps * fast / 3600 if steps else None)


# What travels per step under plain data parallelism: the gradients' all-reduce, 2 × their bytes through each link of
# the ring (ZeRO paper, arXiv:1910.02054 §7: data parallelism's 2Ψ).
DP_VOLUME = 2
GRAD_BYTES = 2  # BF16 / FP16 gradients, as ZeRO's 2Ψ counts them (the paper's mixed-precision setting)


def dp_allreduce_gb(trainable_params: int) -> float:
    """GB each machine's link carries per step when whole copies on separate machines all-reduce their gradients
    (DP_VOLUME × trainable params × GRAD_BYTES). By hand: Llama-3.1-8B full (8.03 B) → 2 × 8.03e9 × 2 = 32.1 GB a
    step, 25.7 s at 10 Gbit/s (transfer_s); LoRA rank 16 on Llama-3.1-70B (≈ 0.207 B adapter weights) → 0.83 GB."""
    return DP_VOLUME * trainable_params * GRAD_BYTES / 1e9


ACTIVATION_BYTES = 2  # a pipeline stage hands the next one BF16/FP16 hidden states (vLLM's intermediate tensors)


def owned_node_gpus(w: Workload) -> int | None:
    """The GPUs in each of the user's own machines when one copy of a served model must stay inside a machine: owned
    cards (`owned_gpus`) said to sit on ≥ 2 machines (`max_nodes`) joined by a link the user states is not RDMA of
    ≥ MULTI_NODE_GBIT_S ("connected only by 10GbE, no InfiniBand": `node_link_rdma` False, or RDMA slower than that).
    Tensor parallelism all-reduces twice per layer per step (Shoeybi et al. 2019, Megatron-LM, arXiv:1909.08053 §3), a
    load seed 000 §5 keeps on ≥ 100 Gbit/s RDMA, the rule training's split follows (tools.recommend.network_args);
    a serving TP group then stays inside one machine: replicas per machine, or pipeline stages across them (only the
    hidden states cross the link). None when the link is unstated or fast enough, or the cards are not the user's.
    By hand: 2 servers × 2 L40S over 10GbE → 2; the same with 400G InfiniBand → None."""
    nodes, n = w.max_nodes or 0, w.num_gpus or 0
    if not w.owned_gpus or nodes < 2 or n < nodes or n % nodes or w.node_link_rdma is None:
        return None
    fast = bool(w.node_link_rdma) and (w.node_link_gbit_s or MULTI_NODE_GBIT_S) >= MULTI_NODE_GBIT_S
    return None if fast else n // nodes


def owned_machine_gpus(w: Workload) -> int | None:
    """The GPUs in each of the user's own machines when a served copy should stay inside one: as owned_node_gpus,
    and also when no link between the machines is said (two reserved or owned machines are separate boxes; NCCL
    between them runs on whatever network joins them, and RDMA is only taken when said). By hand: 2 × g6e.12xlarge
    (4 × L40S each), no link said → 4: Llama-3.3-70B BF16 runs as a TP-4 copy per machine, never TP 8 across both;
    the same with 400G InfiniBand said → None."""
    nodes, n = w.max_nodes or 0, w.num_gpus or 0
    if w.node_link_rdma is not None or not w.owned_gpus or nodes < 2 or n < nodes or n % nodes:
        return owned_node_gpus(w)
    return n // nodes


class StageLink(BaseModel):
    """What crosses the link between two pipeline stages on different machines: the hidden state of each token."""

    kb_per_token: float  # KB a token's hidden state is (hidden × ACTIVATION_BYTES / 1e3)
    prompt_ms: float  # ms to hand a whole prompt of `prompt_tokens` to the next stage at the link's speed
    gbit_s: float
    prompt_tokens: int


def stage_link(arch: ModelArch, gbit_s: float, prompt_tokens: int) -> StageLink:
    """The pipeline's cost on the link: each token's hidden state (hidden × 2 bytes) crosses each stage boundary once;
    a prompt of `prompt_tokens` crosses in one go during prefill (a floor: no protocol overhead, no latency; decode
    adds one link round trip per token per boundary). By hand, Llama-3.1-70B (hidden 8,192): 16.4 KB a token; a
    4,096-token prompt is 67.1 MB, 53.7 ms at 10 Gbit/s (67.1 × 8 / 10 = 53.7)."""
    per = arch.hidden * ACTIVATION_BYTES
    return StageLink(kb_per_token=per / 1e3, prompt_ms=transfer_s(per * prompt_tokens / 1e9, gbit_s) * 1e3,
                     gbit_s=gbit_s, prompt_tokens=prompt_tokens)
