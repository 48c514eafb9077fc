"""Compatibility: precision vs GPU architecture, driver, NCCL, non-CUDA stacks.

Seed 000 "CUDA 与驱动兼容": Turing has no BF16, FP8 from Hopper (sm_90) — Ada (sm_89) also has
FP8 tensor cores (L4/L40S datasheets) — FP4 from Blackwell; CUDA 12.x runtimes need driver ≥ r525;
`torch.cuda.nccl.version()` must print for multi-GPU, and nccl-tests all-reduce should run on
every machine.
"""

from __future__ import annotations

from tools.schema import Check, GPUSpec, Msg


def precision_checks(gpu: GPUSpec, precision: str, task: str) -> list[Check]:
    out: list[Check] = []
    arch = gpu.architecture or "this architecture"
    if precision == "bf16" and not gpu.bf16_support:
        out.append(Check(level="error", topic="precision", message=Msg(
            en=f"{gpu.name} ({arch}) has no BF16: use fp16 (with loss scaling for training) or a newer card (Ampere or later).",
            zh=f"{gpu.name}（{arch}）不支持 BF16：请改用 FP16（训练需配合 loss scaling），或换 Ampere 及以后的卡。")))
    if precision == "fp8" and not gpu.fp8_support:
        out.append(Check(level="error", topic="precision", message=Msg(
            en=f"{gpu.name} ({arch}) has no FP8 tensor cores: FP8 needs Hopper (sm_90) or Ada (sm_89).",
            zh=f"{gpu.name}（{arch}）没有 FP8 Tensor Core：FP8 需要 Hopper（sm_90）或 Ada（sm_89）。")))
    if precision in ("int8", "int4") and task not in ("inference", "qlora"):
        out.append(Check(level="error", topic="precision", message=Msg(
            en="INT8/INT4 are for inference, not training (seed 000: optimizer states and small updates break).",
            zh="INT8/INT4 只用于推理，不用于训练（优化器状态与小更新量在低精度下容易出问题）。")))
    if gpu.vendor and gpu.vendor != "NVIDIA":
        stack = {"AMD": "ROCm", "Intel": "SynapseAI (Gaudi)", "Huawei": "CANN (Ascend)", "Google": "XLA/JAX (TPU)"}.get(gpu.vendor, "its own stack")
        out.append(Check(level="warning", topic="stack", message=Msg(
            en=f"{gpu.name} is not a CUDA device: it needs {stack} builds of your framework and kernels.",
            zh=f"{gpu.name} 不是 CUDA 设备：框架与算子需使用 {stack} 版本。")))
    cc = _cc(gpu.compute_capability)
    if cc is not None and cc < 8.0 and gpu.vendor == "NVIDIA":
        out.append(Check(level="info", topic="kernels", message=Msg(
            en=f"{gpu.name} (sm_{gpu.compute_capability.replace('.', '')}) predates Ampere: FlashAttention-2 does not run; "
               "PyTorch SDPA's memory-efficient kernel still avoids the s² attention matrix.",
            zh=f"{gpu.name}（sm_{gpu.compute_capability.replace('.', '')}）早于 Ampere：不支持 FlashAttention-2；"
               "PyTorch SDPA 的 memory-efficient 内核仍可避免 s² 注意力矩阵。")))
    return out


def _cc(v: str) -> float | None:
    try:
        return float(v)
    except (TypeError, ValueError):
        return None


def stack_checks(num_gpus: int, nodes: int) -> list[Check]:
    out = [Check(level="info", topic="driver", message=Msg(
        en="CUDA 12.x runtimes need NVIDIA driver r525 or newer; match the image's PyTorch CUDA build to it "
           "(`nvidia-smi`; `python -c \"import torch; print(torch.version.cuda, torch.cuda.is_available())\"`).",
        zh="CUDA 12.x 运行时需要 r525 及以上驱动；镜像里 PyTorch 的 CUDA 版本要与之匹配"
           "（`nvidia-smi`；`python -c \"import torch; print(torch.version.cuda, torch.cuda.is_available())\"`）。"))]
    if num_gpus > 1:
        out.append(Check(level="info", topic="nccl", message=Msg(
            en="Multi-GPU: `torch.cuda.nccl.version()` must print, and an nccl-tests all-reduce should reach the "
               "expected bus bandwidth" + (" on every node — test each machine, not a sample." if nodes > 1 else "."),
            zh="多卡：`torch.cuda.nccl.version()` 必须能打印，nccl-tests 的 all-reduce 要达到预期带宽"
               + ("，多机要逐台验证，不要抽样。" if nodes > 1 else "。"))))
    return out
