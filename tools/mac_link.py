"""Two (or more) Apple boxes linked to hold a model one box cannot: they stay two machines (never "one machine"),
joined by Thunderbolt 5 and a known setup that splits the model's layers between them:

- llama.cpp RPC: `rpc-server` on each box, `llama-server --rpc host:port` splits the layers (ggml-org/llama.cpp,
  tools/rpc/README.md: a proof of concept, "fragile and insecure", never on an open network);
- exo: discovers the Macs and splits the model by their memory, pipeline or tensor parallel, MLX underneath, RDMA
  over Thunderbolt 5 (exo-explore/exo README);
- MLX distributed: `mlx.launch` with the ring backend (TCP over Thunderbolt or Ethernet) or JACCL (RDMA over
  Thunderbolt) (ml-explore.github.io/mlx, usage/distributed.html and launching_distributed.html).

memory   = each box's unified memory × the macOS GPU wired share (the catalog row's usable ÷ total: 384 of 512 GB =
           0.75) × boxes, against the weights at the first precision that fits (BF16 → INT8 → INT4) + the KV of one
           sequence at the context (tools.memory)
decode   = a pipeline split reads half the active weights on each box, one box after the other, so a token takes
           (active weights ÷ 2) ÷ the slower box's bandwidth × 2 stages + the hop: ceiling = bandwidth ÷ active weights
hop      = the hidden state a token (hidden × 2 bytes) over Thunderbolt 5 at 80 Gb/s = 10 GB/s, plus the link's own
           latency a hop, which no source here states: time it on a pilot"""

from __future__ import annotations

from dataclasses import dataclass

from tools.schema import GPUSpec, ModelArch, Msg

TB5_GBIT_S = 80.0  # Thunderbolt 5 ports of the 2025 Mac Studio: 80 Gb/s (Apple, Mac Studio tech specs; from memory, re-check)
TB5_GB_S = TB5_GBIT_S / 8  # 10 GB/s
# Thunderbolt 4 ports of the Mac Studio M1 / M2 Ultra (2022, 2023): 40 Gb/s (Apple, Mac Studio (2023) tech specs; from
# memory, re-check); Thunderbolt 5 only on the 2025 Mac Studio's M3 Ultra and M4 Max
TB4_GBIT_S = 40.0
TB5_CHIPS = ("M3 Ultra", "M4 Max")


def thunderbolt(gpu: GPUSpec) -> tuple[int, float]:
    """(Thunderbolt version, Gb/s) of the Mac the chip ships in: 5 at 80 Gb/s for the 2025 Mac Studio's M3 Ultra and
    M4 Max, else 4 at 40 Gb/s (an M2 Ultra Mac Studio has no Thunderbolt 5, so no RDMA over Thunderbolt)."""
    return (5, TB5_GBIT_S) if any(c in gpu.name for c in TB5_CHIPS) else (4, TB4_GBIT_S)
SETUPS = ("llama.cpp RPC", "exo", "MLX distributed")
TRIED = ("bf16", "int8", "int4")


@dataclass(frozen=True)
class MacLink:
    boxes: int
    each_gb: float  # the unified memory of one box
    usable_gb: float  # all boxes at the GPU wired share
    precision: str | None  # the first that fits all boxes; None: none does
    need_gb: float  # weights + KV at that precision (else at INT4)
    one_box_gb: float  # one box's usable memory
    ceiling_tok_s: float  # bandwidth ÷ active weights: the decode ceiling of the split, before the hops
    hop_us: float  # the hidden state a token over the boxes' Thunderbolt, in µs (the link's latency not counted)
    share: float  # the macOS GPU wired share of a box's memory
    tb: int = 5  # the Thunderbolt version of the boxes' ports (thunderbolt)
    tb_gbit_s: float = TB5_GBIT_S
    weights_gb: float = 0.0  # the weights at `precision` (all boxes together)
    active_gb: float = 0.0  # the weights one token reads (a MoE's active experts)
    bandwidth_gb_s: float = 0.0  # one box's memory bandwidth


def per_user_tok_s(m: MacLink, users: int) -> float:
    """The decode ceiling each of `users` at once gets on the layer split: a step gives every user one token and reads,
    box after box, the weights the batch touches — the active weights per user, at most all of them (a MoE's users
    pick different experts) — so per user ≤ bandwidth ÷ min(weights, active × users). By hand, DeepSeek-R1 INT8 on
    five M2 Ultras for 45 students at once: min(671 GB, 37 GB × 45) = 671 GB ÷ 800 GB/s ≈ 0.84 s a step → ≈ 1.2
    tokens/s each (compute and the Thunderbolt hops only lower it)."""
    read = min(m.weights_gb, m.active_gb * max(1, users)) if m.weights_gb else 0.0
    return m.bandwidth_gb_s / read if read else 0.0


def mac_link(arch: ModelArch, context: int, gpu: GPUSpec, boxes: int, each_gb: float | None,
             precision: str | None = None) -> MacLink:
    """By hand, two 256 GB M3 Ultra boxes for a 235 B MoE (22 B active) at INT8 with a 32k context: each box
    256 × 0.75 = 192 GB → 384 GB for the GPU; weights ≈ 239 GB + KV ≈ 6 GB fits both, not one; a token reads
    ≈ 22 GB of active weights at 819 GB/s → ceiling ≈ 37 tok/s before the hop; the hop carries 4,096 × 2 B = 8 KB
    ÷ 10 GB/s ≈ 0.8 µs plus the link's latency."""
    from tools.arch import active_params, total_params
    from tools.memory import kv_cache_bytes, weight_bytes

    size = float(each_gb or gpu.memory_gb or 0.0)
    share = (gpu.usable_bytes or 0) / (gpu.memory_gb * 2**30) if gpu.memory_gb else 0.75  # usable GiB of total GiB
    one = size * share
    kv = kv_cache_bytes(arch, context, 1) / 1e9
    fit, need, weights = None, 0.0, 0.0
    for p in ((precision,) if precision else TRIED):
        weights = weight_bytes(arch, p) / 1e9
        need = weights + kv
        if need <= one * boxes:
            fit = p
            break
    active = weights * active_params(arch) / max(1, total_params(arch))
    ceiling = (gpu.bandwidth_gb_s or 0.0) / active if active else 0.0
    tb, gbit = thunderbolt(gpu)
    hop = arch.hidden * 2 / (gbit / 8 * 1e9) * 1e6
    return MacLink(boxes, size, one * boxes, fit, need, one, ceiling, hop, share, tb, gbit, weights, active,
                   gpu.bandwidth_gb_s or 0.0)


def link_line(m: MacLink, machine: str, model: str) -> Msg:
    """The answer's line on linked boxes (words in advisor/core/messages/mac_link.py)."""
    return Msg(code="maclink.line", args={
        "n": m.boxes, "machine": machine, "each": m.each_gb, "usable": m.usable_gb, "one": m.one_box_gb, "model": model,
        "prec": m.precision.upper() if m.precision else None, "need": m.need_gb, "one_fits": m.need_gb <= m.one_box_gb,
        "tok_s": m.ceiling_tok_s, "hop_us": m.hop_us, "share": m.share, "tb5": m.tb_gbit_s, "tb5_gb": m.tb_gbit_s / 8,
        "tb": m.tb,
        "setups": " / ".join(SETUPS)})
