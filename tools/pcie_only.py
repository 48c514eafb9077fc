"""The link a plan's cards talk over when the user says their cards have no NVLink ("no NVLink", "PCIe only",
没有 NVLink, 沒有 NVLink 橋接): one copy of the model a card sends nothing across a link per token; a tensor-parallel
group crosses PCIe with each layer's two all-reduces a token (Shoeybi et al. 2019, Megatron-LM §3), so a plan that
counted on the card's NVLink (GPUSpec.max_tp, tools.speed.tp_link) is slower than timed, and one card that holds the
model, or pipeline parallelism (one activation hand-off per stage), is the layout to prefer.

The PCIe figure is the x16 link per direction for the card's PCIe generation (tools.speed.PCIE_GBPS_X16, PCI-SIG:
16 / 32 / 64 GB/s for 3.0 / 4.0 / 5.0). Hand check: an RTX 3090 is PCIe 4.0 → 32 GB/s each way, against its NVLink
bridge's 112.5 GB/s bidirectional (catalog/data/gpus.csv).
"""

from __future__ import annotations

from tools.schema import GPUSpec
from tools.speed import PCIE_GBPS_X16, tp_link


def pcie_only_link(gpu: GPUSpec, tp: int) -> tuple[str, float | None]:
    """How a plan of tensor-parallel degree `tp` on `gpu` cards fares with no NVLink: ("one_copy", GB/s) with no tensor
    parallel, ("nvlink_planned", GB/s) when the plan's group counted on NVLink, ("pcie_tp", GB/s) when it already runs
    over PCIe; GB/s is the card's PCIe x16 link per direction (None when its generation is not in the catalog)."""
    gb_s = PCIE_GBPS_X16.get(gpu.pcie_gen or 0)
    if tp <= 1:
        return "one_copy", gb_s
    return ("nvlink_planned" if tp_link(gpu, tp) == "nvlink" else "pcie_tp"), gb_s


def bridgeless(gpu: GPUSpec) -> GPUSpec:
    """The card with no NVLink bridge: a bridge card (a two-card NVLink pair, GPUSpec.max_tp 2: RTX 3090, RTX A6000,
    H100 NVL) loses its NVLink figure, so tools.speed.tp_link puts its tensor parallel over PCIe and times each
    all-reduce at the x16 link (tools.speed.pcie_effective_gb_s); an SXM / OAM board's NVLink is on the board, never
    a bridge left out, and stays."""
    if not gpu.nvlink_gb_s or gpu.max_tp > 2:
        return gpu
    return gpu.model_copy(update={"nvlink_gb_s": None})


def without_bridges(gpus: dict[str, GPUSpec], w: object) -> dict[str, GPUSpec]:
    """The catalog's cards as the plan may use them: bridgeless when the user said no NVLink (Workload.no_nvlink)."""
    if not getattr(w, "no_nvlink", None):
        return gpus
    return {name: bridgeless(g) for name, g in gpus.items()}
