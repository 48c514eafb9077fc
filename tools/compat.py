"""Compatibility: precision vs GPU architecture, driver, NCCL, non-CUDA stacks.

Seed 000 "CUDA 与驱动兼容": Turing has no BF16, FP8 from Hopper (sm_90) — Ada (sm_89) also has
FP8 tensor cores (L4/L40S datasheets) — FP4 from Blackwell; CUDA 12.x runtimes need driver ≥ r525;
`torch.cuda.nccl.version()` must print for multi-GPU, and nccl-tests all-reduce should run on
every machine.
"""

from __future__ import annotations

from tools.defaults import serves
from tools.schema import GGUF_FORMATS, Check, GPUSpec, InstanceRow, ModelArch, Msg, Workload

# Lowest compute capability whose kernels run each format (weights or KV cache), with the reason.
# bf16: Ampere (sm_80) tensor cores (NVIDIA A100 whitepaper; Turing/Volta have none);
# fp8: Ada sm_89 / Hopper sm_90 (L4/L40S and H100 datasheets);
# AWQ/GPTQ int4 GEMM kernels: sm_75+ (AutoAWQ README "Turing or later"; vLLM quantization support
# table); Marlin, the fast int4/fp8-weight kernel vLLM picks: sm_80+ (IST-DASLab/marlin README);
# W8A8 int8: Turing int8 tensor cores, sm_75+ (vLLM quantization support table);
# MXFP4 (gpt-oss): vLLM runs it through Marlin/Triton kernels on sm_80+ (vLLM gpt-oss recipe);
# bitsandbytes NF4: any CUDA GPU, but QLoRA computes in bf16 (sm_80+) unless fp16 is stated;
# GGUF (llama.cpp CUDA backend): sm_61+ (llama.cpp build docs).
KERNEL_FLOOR: dict[str, tuple[float, str]] = {
    "bf16": (8.0, "BF16 needs Ampere (sm_80) or newer"),
    "fp8": (8.9, "FP8 needs Ada (sm_89) or Hopper (sm_90) or newer"),
    "int4": (7.5, "int4 AWQ/GPTQ kernels need Turing (sm_75) or newer (Marlin, the fast one: sm_80+)"),
    "awq": (7.5, "AWQ kernels need Turing (sm_75) or newer (Marlin: sm_80+)"),
    "gptq": (7.5, "GPTQ kernels need Turing (sm_75) or newer (Marlin: sm_80+)"),
    "int8": (7.5, "INT8 tensor cores need Turing (sm_75) or newer"),
    "mxfp4": (8.0, "MXFP4 kernels need Ampere (sm_80) or newer"),
    "nf4": (7.0, "bitsandbytes NF4 needs a CUDA GPU of sm_70 or newer"),
    "fp16": (6.0, "FP16 tensor math needs sm_60+"),
    "fp32": (0.0, ""),
}
# FP8 *weights* for dense serving on Ampere (sm_80–sm_87): vLLM runs them weight-only (W8A16) through the FP8
# Marlin kernel (vllm-project/vllm#5975; vLLM docs "FP8 W8A8": "Turing/Ampere GPUs are supported for W8A16
# (weight-only FP8) utilizing Marlin kernels"); half the weight bytes, matmuls in 16-bit. Routed-MoE FP8 uses the
# fused-MoE path, which needs FP8 hardware (sm_89+; neuralmagic DeepSeek-Coder-V2-Instruct-FP8 discussion #1).
FP8_WEIGHT_ONLY_FLOOR = 8.0


def weight_only_fp8(arch: ModelArch, w: Workload) -> bool:
    """FP8 weights may run weight-only (W8A16 FP8 Marlin) on Ampere: dense models served by vLLM or SGLang."""
    return serves(w.task) and arch.experts == 0 and (w.framework or "vllm") in ("vllm", "sglang")


# An FP8 *KV cache* is storage: Ampere keeps it in 8 bits and converts in software (vLLM "Quantized KV
# Cache": native conversion from Ada/Hopper on, no latency gain before); FP8 *weights* need FP8 tensor cores.
KV_FLOOR: dict[str, tuple[float, str]] = {
    "fp8": (8.0, "an FP8 KV cache needs Ampere (sm_80) or newer (converted in software before Ada/Hopper)"),
}
KV_FLOOR_ZH = {"fp8": "FP8 KV cache 需要 Ampere（sm_80）或更新的卡（Ada/Hopper 之前为软件转换）"}
KERNEL_FLOOR_ZH = {  # the same floors, worded for Chinese answers
    "bf16": "BF16 需要 Ampere（sm_80）或更新的卡", "fp8": "FP8 需要 Ada（sm_89）、Hopper（sm_90）或更新的卡",
    "int4": "int4 AWQ/GPTQ 算子需要 Turing（sm_75）或更新的卡（更快的 Marlin 需 sm_80+）",
    "awq": "AWQ 算子需要 Turing（sm_75）或更新的卡（Marlin 需 sm_80+）",
    "gptq": "GPTQ 算子需要 Turing（sm_75）或更新的卡（Marlin 需 sm_80+）",
    "int8": "INT8 张量核心需要 Turing（sm_75）或更新的卡", "mxfp4": "MXFP4 算子需要 Ampere（sm_80）或更新的卡",
    "nf4": "bitsandbytes NF4 需要 sm_70 或更新的 CUDA 卡", "fp16": "FP16 张量运算需要 sm_60+",
}


def kernel_problem(gpu: GPUSpec, precision: str, kv_precision: str | None = None, *,
                   weight_only_fp8: bool = False) -> Msg | None:
    """Why this card's kernels cannot run the weights' or the KV cache's format, or None.

    `weight_only_fp8`: dense serving through vLLM/SGLang, where FP8 weights run as W8A16 (FP8 Marlin) on
    Ampere (FP8_WEIGHT_ONLY_FLOOR). Only NVIDIA compute capabilities are checked; non-CUDA devices get
    their own stack check."""
    if gpu.vendor and gpu.vendor != "NVIDIA":
        return None
    sm = gpu.sm
    if not sm:
        return None
    for what, fmt in (("weights", precision), ("KV cache", kv_precision)):
        if not fmt:
            continue
        table = KV_FLOOR if what == "KV cache" and fmt in KV_FLOOR else KERNEL_FLOOR
        floor, why = table.get(fmt, (6.1, "llama.cpp CUDA kernels need sm_61+") if fmt in GGUF_FORMATS else (0.0, ""))
        if fmt == "bf16" and gpu.bf16_support:
            continue
        if fmt == "fp8" and gpu.fp8_support:
            continue
        if fmt == "fp8" and what == "weights" and weight_only_fp8 and sm >= FP8_WEIGHT_ONLY_FLOOR:
            continue
        if sm < floor:
            cc = gpu.compute_capability.replace(".", "")
            return Msg(en=f"{gpu.name} (sm_{cc}) cannot run {fmt.upper()} {what}: {why}.",
                       zh=f"{gpu.name}（sm_{cc}）跑不了 {fmt.upper()} 的{'权重' if what == 'weights' else ' KV cache'}："
                          f"{(KV_FLOOR_ZH if table is KV_FLOOR else KERNEL_FLOOR_ZH).get(fmt, why)}。")
    return None


# CUDA toolkit and driver floors per architecture (NVIDIA CUDA Toolkit release notes, table 3
# "CUDA Toolkit and minimum required driver version"; CUDA 12.8 added Blackwell sm_100/sm_120).
DRIVER_FLOOR: dict[str, tuple[str, str]] = {
    "Blackwell": ("12.8", "r570"),
    "Blackwell Ultra": ("12.8", "r570"),
    "Hopper": ("12.0", "r525"),
    "Ada Lovelace": ("11.8", "r520"),
    "Ada": ("11.8", "r520"),
    "Ampere": ("11.0", "r450"),
    "Turing": ("10.0", "r410"),
    "Volta": ("9.0", "r384"),
}


def driver_check(gpu: GPUSpec) -> Check | None:
    """The CUDA/driver floor of the card's architecture (Blackwell: CUDA ≥ 12.8, driver ≥ r570)."""
    if gpu.vendor and gpu.vendor != "NVIDIA":
        return None
    floor = DRIVER_FLOOR.get(gpu.architecture)
    if floor is None:
        return None
    cuda, drv = floor
    return Check(level="warning" if gpu.architecture.startswith("Blackwell") else "info", topic="driver", message=Msg(
        en=f"{gpu.name} ({gpu.architecture}) needs CUDA ≥ {cuda} and driver ≥ {drv}; pick an image whose PyTorch "
           f"wheel is built for CUDA ≥ {cuda}" + (" (cu128 or newer: older wheels have no sm_100/sm_120 kernels)."
                                                 if gpu.architecture.startswith("Blackwell") else "."),
        zh=f"{gpu.name}（{gpu.architecture}）需要 CUDA ≥ {cuda}、驱动 ≥ {drv}；镜像里的 PyTorch 要用 CUDA ≥ {cuda} 的构建"
           + ("（cu128 及以上：更早的 wheel 没有 sm_100/sm_120 内核）。" if gpu.architecture.startswith("Blackwell") else "。")))


def host_arch_check(row: InstanceRow | None, gpu: GPUSpec | None) -> Check | None:
    """GH200/GB200/GB300 hosts are aarch64 (Grace CPU): x86-only wheels don't install there."""
    arm = (row is not None and row.cpu_arch == "aarch64") or (
        gpu is not None and any(k in gpu.name.upper() for k in ("GH200", "GB200", "GB300")))
    if not arm:
        return None
    return Check(level="warning", topic="cpu_arch", message=Msg(
        en="This host is aarch64 (NVIDIA Grace CPU): use arm64 images and check that every wheel you need exists for "
           "linux-aarch64 (bitsandbytes, flash-attn, xformers and some CUDA extensions may need building from source).",
        zh="该主机是 aarch64（NVIDIA Grace CPU）：要用 arm64 镜像，并确认依赖都有 linux-aarch64 的 wheel"
           "（bitsandbytes、flash-attn、xformers 等 CUDA 扩展可能要从源码编译）。"))


def precision_checks(gpu: GPUSpec, precision: str, task: str, *, weight_only: bool = False) -> list[Check]:
    out: list[Check] = []
    arch = gpu.architecture or "this architecture"
    sm = _cc(gpu.compute_capability)
    if precision == "fp8" and not gpu.fp8_support and weight_only and sm is not None and sm >= FP8_WEIGHT_ONLY_FLOOR:
        out.append(Check(level="info", topic="precision", message=Msg(
            en=f"{gpu.name} ({arch}) has no FP8 tensor cores: vLLM runs FP8 weights weight-only (W8A16, FP8 Marlin): "
               "half the weight memory and faster decode, prefill at 16-bit speed.",
            zh=f"{gpu.name}（{arch}）没有 FP8 Tensor Core：vLLM 以仅权重方式（W8A16，FP8 Marlin）运行 FP8 权重："
               "权重显存减半、解码更快，预填充按 16 位速度。")))
        precision = "fp8-weight-only"
    mx = mxfp4_check(gpu, precision)
    if mx is not None:
        out.append(mx)
    if precision == "bf16" and not gpu.bf16_support:
        out.append(Check(level="error", topic="precision", message=Msg(
            en=f"{gpu.name} ({arch}) has no BF16: use fp16 (with loss scaling for training) or a newer card (Ampere or later).",
            zh=f"{gpu.name}（{arch}）不支持 BF16：请改用 FP16（训练需配合 loss scaling），或换 Ampere 及以后的卡。")))
    if precision == "fp8" and not gpu.fp8_support and gpu.vendor == "AMD":
        out.append(Check(level="error", topic="precision", message=Msg(
            en=f"{gpu.name} ({arch}) has no FP8: FP8 needs MI300-series (gfx942) or newer.",
            zh=f"{gpu.name}（{arch}）不支持 FP8：FP8 需要 MI300 系列（gfx942）或更新的卡。")))
    elif precision == "fp8" and not gpu.fp8_support:
        out.append(Check(level="error", topic="precision", message=Msg(
            en=f"{gpu.name} ({arch}) has no FP8 tensor cores: FP8 needs Hopper (sm_90) or Ada (sm_89).",
            zh=f"{gpu.name}（{arch}）没有 FP8 Tensor Core：FP8 需要 Hopper（sm_90）或 Ada（sm_89）。")))
    if precision in ("int8", "int4") and task not in ("inference", "qlora"):
        out.append(Check(level="error", topic="precision", message=Msg(
            en="INT8/INT4 are for inference, not training: optimizer states and small updates break.",
            zh="INT8/INT4 只用于推理，不用于训练（优化器状态与小更新量在低精度下容易出问题）。")))
    if gpu.vendor and gpu.vendor != "NVIDIA" and rocm_target(gpu) is None:  # ROCm targets: rocm_checks says more
        stacks = {"AMD": "ROCm", "Intel": "SynapseAI (Gaudi)", "Huawei": "CANN (Ascend)", "Google": "XLA/JAX (TPU)"}
        stack = stacks.get(gpu.vendor, "its own stack")
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


def mxfp4_check(gpu: GPUSpec, precision: str) -> Check | None:
    """MXFP4 weights (gpt-oss) on a card without FP4 tensor cores: only Blackwell has them (gpus.csv fp4_support).
    vLLM's gpt-oss recipe runs Hopper through Triton MXFP4 kernels and Ampere (sm_80/86) weight-only through Marlin:
    the weights stay MXFP4 in memory and are dequantised to 16-bit inside the matmul, so memory is MXFP4's and
    decode is fine, prefill runs at 16-bit speed, and an older vLLM may not have the path (a warning on Ampere)."""
    if precision != "mxfp4" or gpu.fp4_support or gpu.vendor != "NVIDIA" or not gpu.sm:
        return None
    arch = gpu.architecture or "this architecture"
    if gpu.sm >= 9.0:
        return Check(level="info", topic="precision", message=Msg(
            en=f"{gpu.name} ({arch}) has no FP4 tensor cores (Blackwell has): vLLM runs MXFP4 through Triton kernels, "
               "weights dequantised in the matmul (memory as MXFP4).",
            zh=f"{gpu.name}（{arch}）没有 FP4 Tensor Core（Blackwell 才有）：vLLM 用 Triton 内核跑 MXFP4，"
               "矩阵乘内反量化（显存按 MXFP4 计）。"))
    return Check(level="warning", topic="precision", message=Msg(
        en=f"{gpu.name} ({arch}) has no native MXFP4 kernels (FP4 tensor cores are Blackwell's; Hopper uses Triton ones): "
           "vLLM dequantises the MXFP4 weights inside a weight-only Marlin kernel, so memory is MXFP4's and decode "
           "holds up, but prefill runs at 16-bit speed; use a vLLM release whose gpt-oss recipe lists Ampere.",
        zh=f"{gpu.name}（{arch}）没有原生 MXFP4 内核（FP4 Tensor Core 是 Blackwell 的；Hopper 用 Triton 内核）："
           "vLLM 在仅权重的 Marlin 内核里把 MXFP4 权重反量化，显存按 MXFP4 计、解码速度尚可，但预填充按 16 位速度；"
           "请用 gpt-oss 部署说明里已列出 Ampere 的 vLLM 版本。"))


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


# ---- AMD Instinct on ROCm: serving through vLLM / SGLang ---------------------------------------------------
# Targets by ISA (gpus.csv compute_capability), with the ROCm serving stacks that build for them and their floor:
# vLLM's ROCm requirements list "MI200s (gfx90a), MI300 (gfx942), Radeon RX 7900 series (gfx1100)" with ROCm 6.0
# for MI300 (docs.vllm.ai v0.5.1 .. v0.6.5 amd-installation); SGLang's ROCm builds target CDNA Instinct gfx942 /
# gfx950 (docs.sglang.io platforms/amd_gpu; pypi sglang-radeon-rdna3 notes the allowlist); AMD's ROCm docs
# publish the images (rocm.docs.amd.com ai-ecosystem inference/vllm and inference/sglang: rocm/vllm, rocm/sgl-dev).
ROCM_TARGETS: dict[str, tuple[tuple[str, ...], str]] = {
    "gfx90a": (("vllm",), "ROCm ≥ 5.7, the floor vLLM's ROCm requirements give for MI200s (gfx90a)"),
    "gfx942": (("vllm", "sglang"), "ROCm ≥ 6.0, the floor vLLM's ROCm requirements give for MI300 (gfx942)"),
    "gfx950": (("vllm", "sglang"), "the ROCm floor for gfx950 is not in our sources: check AMD's ROCm compatibility "
                                   "matrix"),
}
# vLLM's quantization hardware table (docs.vllm.ai v0.15.1 features/quantization): on "AMD GPU" FP8 (W8A8) and GGUF
# are ✅; AWQ, GPTQ, Marlin, INT8 (W8A8), bitsandbytes are ❌. 16-bit weights need no quantization kernel.
ROCM_FORMATS = frozenset({"fp16", "bf16", "fp32", "fp8", *GGUF_FORMATS})
ROCM_DOC = "vLLM's quantization hardware table (docs.vllm.ai, features/quantization) marks it unsupported on AMD GPUs"


def rocm_target(gpu: GPUSpec) -> tuple[tuple[str, ...], str] | None:
    """(serving frameworks, ROCm floor) for an AMD Instinct card vLLM/SGLang build for, else None."""
    return ROCM_TARGETS.get(gpu.compute_capability) if gpu.vendor == "AMD" else None


def rocm_problem(gpu: GPUSpec, task: str | None, framework: str | None, precision: str,
                 kv_precision: str | None = None) -> Msg | None:
    """Why this AMD card cannot take the work as planned here, or None (also None for every non-AMD card).

    The advisor plans AMD Instinct for serving through vLLM / SGLang on ROCm only: training stacks on ROCm
    (bitsandbytes QLoRA, Unsloth's AMD build, DeepSpeed) are not modelled, so training is refused with the reason;
    a format outside vLLM's AMD column, a framework with no ROCm build here, FP8 on a card without FP8 (MI250X) too."""
    if gpu.vendor != "AMD":
        return None
    target = rocm_target(gpu)
    if target is None:
        return Msg(en=f"{gpu.name} is not a vLLM/SGLang ROCm target (vLLM's ROCm builds list MI200/MI300, SGLang "
                      "gfx942/gfx950)",
                   zh=f"{gpu.name} 不是 vLLM/SGLang 的 ROCm 目标卡（vLLM ROCm 支持 MI200/MI300，SGLang 支持 gfx942/gfx950）")
    frameworks, _floor = target
    if (task or "inference") != "inference":
        if task == "qlora" or precision == "nf4" or framework == "unsloth":
            return Msg(en=f"QLoRA on {gpu.name}: this advisor plans bitsandbytes NF4 / Unsloth on CUDA only (bitsandbytes: "
                          f"{ROCM_DOC} for serving; ROCm builds of bitsandbytes and Unsloth exist but are not modelled "
                          "here); pick an NVIDIA card, or test the ROCm build yourself",
                       zh=f"{gpu.name} 上的 QLoRA：本顾问只在 CUDA 上规划 bitsandbytes NF4 / Unsloth（vLLM 量化硬件表中 "
                          "bitsandbytes 不支持 AMD GPU；bitsandbytes 与 Unsloth 的 ROCm 版本存在但未纳入本估算）；"
                          "请选 NVIDIA 卡，或自行实测 ROCm 版本")
        return Msg(en=f"training on {gpu.name} is not planned here: AMD Instinct is sized for serving through vLLM / SGLang "
                      "on ROCm; ROCm training stacks are not modelled",
                   zh=f"本顾问不规划 {gpu.name} 上的训练：AMD Instinct 只按 ROCm 上的 vLLM / SGLang 推理估算，"
                      "ROCm 训练栈未建模")
    fw = framework or "vllm"
    if fw not in frameworks:
        names = " or ".join({"vllm": "vLLM", "sglang": "SGLang"}[f] for f in frameworks)
        return Msg(en=f"{fw} has no ROCm serving path planned for {gpu.name}: use {names}",
                   zh=f"{gpu.name} 上没有为 {fw} 规划的 ROCm 推理路径：请用 {names}")
    for what, fmt in (("weights", precision), ("KV cache", kv_precision)):
        if not fmt:
            continue
        if fmt == "fp8" and not gpu.fp8_support:
            return Msg(en=f"{gpu.name} ({gpu.architecture}) has no FP8: FP8 {what} need MI300-series (gfx942) or newer",
                       zh=f"{gpu.name}（{gpu.architecture}）不支持 FP8：FP8 {'权重' if what == 'weights' else 'KV cache'}"
                          "需要 MI300 系列（gfx942）或更新的卡")
        if what == "weights" and fmt not in ROCM_FORMATS:
            return Msg(en=f"{fmt.upper()} weights on {gpu.name}: {ROCM_DOC}; serve FP8 or 16-bit weights on ROCm",
                       zh=f"{gpu.name} 上的 {fmt.upper()} 权重：vLLM 量化硬件表中该格式不支持 AMD GPU；"
                          "ROCm 上请用 FP8 或 16 位权重")
    return None


def rocm_checks(gpu: GPUSpec, framework: str | None, precision: str) -> list[Check]:
    """The ROCm stack for an AMD card the plan uses: the image and its floor, the FP8 variant, RCCL and the tools that
    replace nvidia-smi; and a note that the speed figures assume the same share of peak as on CUDA."""
    target = rocm_target(gpu)
    if target is None:
        return []
    frameworks, floor = target
    fw = framework if framework in frameworks else frameworks[0]
    image = {"vllm": "rocm/vllm", "sglang": "rocm/sgl-dev"}[fw]
    out = [Check(level="warning", topic="rocm", message=Msg(
        en=f"{gpu.name} ({gpu.compute_capability}) runs ROCm, not CUDA: use AMD's {image} image ({floor}); CUDA-only wheels "
           "(flash-attn CUDA builds, bitsandbytes CUDA, TensorRT-LLM) do not load; check `rocm-smi` (or `amd-smi`) and "
           "`python -c \"import torch; print(torch.version.hip, torch.cuda.is_available())\"`.",
        zh=f"{gpu.name}（{gpu.compute_capability}）运行 ROCm 而非 CUDA：请用 AMD 的 {image} 镜像（{floor}）；只有 CUDA 版本的 "
           "wheel（flash-attn CUDA 版、bitsandbytes CUDA 版、TensorRT-LLM）无法加载；用 `rocm-smi`（或 `amd-smi`）和 "
           "`python -c \"import torch; print(torch.version.hip, torch.cuda.is_available())\"` 检查。"))]
    if precision == "fp8" and gpu.compute_capability == "gfx942":
        out.append(Check(level="info", topic="precision", message=Msg(
            en=f"{gpu.name} computes FP8 in the FNUZ variant (float8_e4m3fnuz; vLLM's ROCm kernels use it on gfx942, "
               "csrc/quantization/fp8/amd): OCP e4m3fn checkpoints are converted when loaded, so check the output "
               "against the 16-bit model.",
            zh=f"{gpu.name} 的 FP8 为 FNUZ 变体（float8_e4m3fnuz；vLLM 在 gfx942 上的 ROCm 算子使用它）：OCP e4m3fn "
               "权重会在加载时转换，请与 16 位模型对比输出。")))
    out.append(Check(level="info", topic="speed", message=Msg(
        en=f"{gpu.name} speed figures assume the same share of peak bandwidth and TFLOPS as the CUDA kernels reach; "
           "measure tokens/s on the card before committing.",
        zh=f"{gpu.name} 的速度估算假定 ROCm 内核能达到与 CUDA 相同的带宽与算力利用率；签约前请在该卡上实测 tokens/s。")))
    return out


def rocm_stack_checks(num_gpus: int, nodes: int) -> list[Check]:
    """Multi-GPU on ROCm: RCCL instead of NCCL (same torch.distributed backend name), tested with rccl-tests."""
    if num_gpus <= 1:
        return []
    return [Check(level="info", topic="nccl", message=Msg(
        en="Multi-GPU on ROCm uses RCCL (torch.distributed backend \"nccl\" maps to it): an rccl-tests all-reduce should "
           "reach the expected bus bandwidth" + (" on every node." if nodes > 1 else "."),
        zh="ROCm 多卡使用 RCCL（torch.distributed 的 \"nccl\" 后端即指向它）：rccl-tests 的 all-reduce 要达到预期带宽"
           + ("，多机要逐台验证。" if nodes > 1 else "。")))]
