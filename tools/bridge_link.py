"""The link a user states on their own cards ("2x RTX A5000 with an NVLink bridge", 两张 A6000 带 NVLink 桥,
兩張 3090（有 NVLink）) said against the plan's tensor-parallel layout: the bridge carries the all-reduces of a TP 2
pair at the card's NVLink figure (catalog/data/gpus.csv nvlink_gbps, sourced on the row: NVLink 3.0 on GA102 cards,
RTX 3090 / A5000 / A6000, 112.5 GB/s bidirectional, NVIDIA's RTX A6000 datasheet and the GA102 whitepaper), never PCIe;
the speed model already times a bridged pair over it (tools.speed.tp_link: GPUSpec.max_tp 2 for a bridge card).
A bridge joins two cards only, so TP over 4 bridged cards still crosses PCIe between the pairs; a plan with one copy
a card (replicas) sends nothing over it; a card with no NVLink connector (RTX 4090, L40S) cannot take one.

Hand check: Qwen2.5-32B AWQ (≈ 19 GB) on 2 × RTX A5000 (24 GB): one card does not hold it with its KV, TP 2 → two
all-reduces a layer × 64 layers a token over the 112.5 GB/s bridge (≈ 56 GB/s each way) instead of PCIe 4.0 x16's
≈ 32 GB/s each way.
"""

from __future__ import annotations

from tools.schema import GPUSpec, ModelArch, Workload


def bridge_link(gpu: GPUSpec, tp: int) -> tuple[str, float | None]:
    """How a stated NVLink bridge on `gpu` cards serves a plan of tensor-parallel degree `tp`: ("bridge", GB/s) when
    the bridge carries the TP pair, ("pairs", GB/s) over more than two cards (each bridge pairs two, PCIe between
    pairs), ("idle", GB/s) with one copy a card, ("no_connector", None) for a card without NVLink."""
    if not gpu.nvlink_gb_s:
        return "no_connector", None
    if tp <= 1:
        return "idle", gpu.nvlink_gb_s
    return ("bridge" if tp <= gpu.max_tp else "pairs"), gpu.nvlink_gb_s


def owned_tp(arch: ModelArch, w: Workload, gpu: GPUSpec) -> int:
    """The tensor-parallel degree the plan on the user's own cards uses when no priced row carries it (an unpriced
    owned count: tools.owned_count_plan): tools.parallel.plan's layout on `gpu` at the stated load."""
    from tools.defaults import resolve
    from tools.parallel import plan

    return int(plan(arch, resolve(w)[0], gpu).layout.tp)
