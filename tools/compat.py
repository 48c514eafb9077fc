"""Compatibility: precision vs GPU architecture, driver, NCCL, non-CUDA stacks.

Seed 000 "CUDA 与驱动兼容": Turing has no BF16, FP8 from Hopper (sm_90) — Ada (sm_89) also has
FP8 tensor cores (L4/L40S datasheets) — FP4 from Blackwell; CUDA 12.x runtimes need driver ≥ r525;
`torch.cuda.nccl.version()` must print for multi-GPU, and nccl-tests all-reduce should run on
every machine.
"""

from __future__ import annotations

from tools.defaults import GGUF_FRAMEWORK, serves
from tools.schema import GGUF_FORMATS, Check, GPUSpec, InstanceRow, ModelArch, Msg, Recommendation, Resolved

# Lowest compute capability whose kernels run each format (weights or KV cache), with the reason.
# bf16: Ampere (sm_80) tensor cores (NVIDIA A100 whitepaper; Turing/Volta have none);
# fp8: Ada sm_89 / Hopper sm_90 (L4/L40S and H100 datasheets);
# AWQ int4 GEMM kernels: sm_75+ (AutoAWQ README "Turing or later"; vLLM quantization support table); GPTQ int4:
# sm_70+ — Volta runs it in vLLM (vLLM docs "Supported Hardware" for quantization, v0.9.2: GPTQ ✅ on Volta; its
# GPTQConfig.get_min_capability is 60, under vLLM's own floor of 7.0); Marlin, the fast int4/fp8-weight kernel vLLM
# picks: sm_80+ (IST-DASLab/marlin README);
# W8A8 int8: Turing int8 tensor cores, sm_75+ (vLLM quantization support table);
# MXFP4 (gpt-oss): vLLM runs it through Marlin/Triton kernels on sm_80+ (vLLM gpt-oss recipe);
# bitsandbytes NF4: any CUDA GPU, but QLoRA computes in bf16 (sm_80+) unless fp16 is stated;
# GGUF (llama.cpp CUDA backend): sm_60+ — Pascal P100 runs it (ggml-org/llama.cpp#2177 "FP16 is supported in CM=6.0",
# tested on a Tesla P100); its fast INT8 kernels (MMQ, __dp4a) need sm_61 (DP4A_FLOOR), and below that llama.cpp
# multiplies through FP16 cuBLAS (ggml-org/llama.cpp#8075: "the __dp4a instruction is unavailable (P100 or older)").
KERNEL_FLOOR: dict[str, float] = {  # the reasons, in words: advisor/core/messages/compat.py "compat.kernel_floor"
    "bf16": 8.0, "fp8": 8.9, "int4": 7.5, "awq": 7.5, "gptq": 7.0, "int8": 7.5, "mxfp4": 8.0, "nf4": 7.0, "fp16": 6.0,
    "fp32": 0.0,
}
GGUF_FLOOR = 6.0
DP4A_FLOOR = 6.1
# A weight format whose floor is the engine's, not the format's: KERNEL_FLOOR's MXFP4 sm_80 is vLLM's (its mxfp4.py
# refuses compute capability < 8.0: vllm-project/vllm#23203, "Support gpt-oss mxfp4 on compute capability 7.5", open),
# while llama.cpp reads gpt-oss's MXFP4 as a GGUF type of its own with CUDA kernels (ggml-org/llama.cpp#15091, "New
# MXFP4 data type in ggml", CUDA backend) at its GGUF floor: gpt-oss-20b (≈ 13 GB) on a T4 (sm_75) through llama.cpp.
ENGINE_FORMAT_FLOOR: dict[str, dict[str, float]] = {GGUF_FRAMEWORK: {"mxfp4": GGUF_FLOOR}}
# FP8 *weights* for dense serving on Ampere (sm_80–sm_87): vLLM runs them weight-only (W8A16) through the FP8
# Marlin kernel (vllm-project/vllm#5975; vLLM docs "FP8 W8A8": "Turing/Ampere GPUs are supported for W8A16
# (weight-only FP8) utilizing Marlin kernels"); half the weight bytes, matmuls in 16-bit. Routed-MoE FP8 uses the
# fused-MoE path, which needs FP8 hardware (sm_89+; neuralmagic DeepSeek-Coder-V2-Instruct-FP8 discussion #1).
FP8_WEIGHT_ONLY_FLOOR = 8.0


# Lowest compute capability each serving engine's released builds run on. vLLM: "GPU: compute capability 7.0 or higher
# (e.g., V100, T4, RTX20xx, A100, L4, H100, etc.)" (docs.vllm.ai getting_started/installation/gpu, v0.3.3 through
# v0.14.0); its wheels carry no Pascal (sm_60/61) kernels, and only an unsupported source build runs there
# (vllm-project/vllm#963). Below the floor a stated card is served with HF transformers (PRE_FLOOR_SERVING), which runs
# on any CUDA card PyTorch builds for; FlashAttention-2 (sm_80+), FP8 (sm_89+) and MXFP4 (sm_80+) are format floors
# (KERNEL_FLOOR, sm_predates_ampere_flashattention), checked per card whatever the engine.
FRAMEWORK_FLOOR: dict[str, float] = {"vllm": 7.0}
PRE_FLOOR_SERVING = "hf"
# Between that floor and Ampere (Volta sm_70, Turing sm_75: V100, T4, RTX 20xx) vLLM starts but not on its usual
# kernels: FlashAttention-2 needs sm_80+ (Dao-AILab/flash-attention README: Ampere, Ada or Hopper) and so does FlashInfer
# (vllm-project/vllm#45375 sets its floor to sm_80: "SM75 auto-selects a supported attention backend (e.g.
# TRITON_ATTN)"), so V1 runs there on its Triton attention backend (vllm-project/vllm#14071, on a T4: "Cannot use Flash
# Attention backend for Turing GPUs. Using Triton backend on V1 engine"), in FP16: Turing and Volta have no BF16
# (vllm/platforms/cuda.py `supported_dtypes`). V1 below 8.0 arrived in v0.10.2 ("[Misc] Enable V1 FP16 inference on
# pre-Ampere GPUs", vllm-project/vllm#24022, confirmed on a T4 only; release notes quoted in sasha0552/pascal-pkgs-ci#48:
# "Extended V1 support to compute capability < 8.0"); 0.8–0.10.1 refused V1 there and fell back to V0 + xformers
# (vllm/engine/arg_utils.py `_is_v1_supported_oracle`, "Compute Capability < 8.0"), and V0 is gone from 0.11
# ("[RFC]: Deprecating vLLM V0", vllm-project/vllm#18571). So the plan is vLLM ≥ 0.10.2 with --dtype half (on Volta,
# not upstream-tested: check start-up), or another engine that supports sm_70/75 (LMDeploy TurboMind, llama.cpp); GPTQ
# int4 runs on Volta in vLLM, AWQ needs Turing (sm_75+) (vLLM docs "Supported Hardware" for quantization, v0.9.2).
VLLM_DEFAULT_PATH_FLOOR = 8.0
VLLM_V1_TESTED_FLOOR = 7.5  # the oldest card V1 below 8.0 was confirmed on upstream (a T4, vllm-project/vllm#24022)


def engine_checks(gpu: GPUSpec, framework: str | None, task: str) -> list[Check]:
    """vLLM asked to serve on an NVIDIA card between FRAMEWORK_FLOOR and VLLM_DEFAULT_PATH_FLOOR (V100, T4): a warning,
    shown in the short answer, that FlashAttention-2 / FlashInfer do not run there, what V1 runs on instead (Triton
    attention, FP16) and from which release (0.10.2), and, below VLLM_V1_TESTED_FLOOR, that upstream did not
    test it; nothing for other engines, training, or cards outside that band (below the floor framework_problem
    refuses)."""
    sm = gpu.sm
    if framework != "vllm" or not serves(task) or gpu.vendor != "NVIDIA" or not sm:
        return []
    if not FRAMEWORK_FLOOR["vllm"] <= sm < VLLM_DEFAULT_PATH_FLOOR:
        return []
    return [Check(level="warning", topic="engine", message=Msg(code="compat.vllm_default_path_floor", args={
        "name": gpu.name, "cc": gpu.compute_capability.replace(".", ""), "floor": f"{VLLM_DEFAULT_PATH_FLOOR:.1f}",
        "awq": sm >= KERNEL_FLOOR["awq"], "tested": sm >= VLLM_V1_TESTED_FLOOR}))]


# The oldest compute capability CUDA 12 compiles for: "sm_35 and sm_37 were removed in cuda-12.0" (llvm-project commit
# 0f49116e, "[CUDA] Update Kepler(sm_3*) support info"; CMake MR 8031 "Remove 35 and 37 for CUDA 12"). Current PyTorch
# wheels, vLLM and llama.cpp's CUDA builds are CUDA 12 builds, so below this floor (Kepler: Tesla K80 sm_37, K40 sm_35)
# no current GPU stack starts at all, whatever the engine; llama.cpp on the host CPU still runs a GGUF.
CUDA12_FLOOR = 5.0


def framework_problem(gpu: GPUSpec, framework: str | None) -> Msg | None:
    """Why `framework` does not run on this NVIDIA card (its compute capability under FRAMEWORK_FLOOR; any engine under
    CUDA12_FLOOR: a Tesla K80 runs no current CUDA 12 build of PyTorch, vLLM or llama.cpp), or None."""
    if gpu.vendor == "NVIDIA" and gpu.sm and gpu.sm < CUDA12_FLOOR:
        return Msg(code="compat.cuda12_floor", args={
            "name": gpu.name, "cc": gpu.compute_capability.replace(".", ""), "arch": gpu.architecture,
            "floor": f"{CUDA12_FLOOR:.1f}", "fw": framework})
    floor = FRAMEWORK_FLOOR.get(framework or "")
    if floor is None or gpu.vendor != "NVIDIA" or not gpu.sm or gpu.sm >= floor:
        return None
    return Msg(code="compat.framework_floor", args={
        "name": gpu.name, "cc": gpu.compute_capability.replace(".", ""), "fw": framework,
        "floor": f"{floor:.1f}"})


def weight_only_fp8(arch: ModelArch, w: Resolved) -> bool:
    """FP8 weights may run weight-only (W8A16 FP8 Marlin) on Ampere: dense models served by vLLM or SGLang."""
    return serves(w.task) and arch.experts == 0 and w.framework in ("vllm", "sglang")


# An FP8 *KV cache* is storage: Ampere keeps it in 8 bits and converts in software (vLLM "Quantized KV
# Cache": native conversion from Ada/Hopper on, no latency gain before); FP8 *weights* need FP8 tensor cores.
KV_FLOOR: dict[str, float] = {"fp8": 8.0}


def fp16_instead(gpu: GPUSpec, fmt: str | None, stated: bool) -> bool:
    """The one rule for a BF16 nobody asked for on a card without BF16: True when `gpu` is an NVIDIA card without BF16
    (Volta, Turing: V100, T4; compute capability < 8.0) that runs FP16 (KERNEL_FLOOR["fp16"]), `fmt` is BF16 and the
    user did not state it (`stated` False: BF16 is only the default). Such a card runs the work in FP16 at the same 2
    bytes a parameter: vLLM resolves dtype "auto" on a card without BF16 to float16 (vllm/platforms/cuda.py
    `supported_dtypes`: "Volta and Turing NVIDIA GPUs, BF16 is not supported"; TGI likewise loads in float16), and
    training runs FP16 mixed precision with loss scaling (PyTorch AMP docs; slower to tune and less stable than BF16,
    which the answer says). A BF16 the user stated is refused on such a card, with FP16 named (compat.has_no_bf16_use)."""
    return (fmt == "bf16" and not stated and not gpu.bf16_support and gpu.vendor == "NVIDIA"
            and (gpu.sm or 0.0) >= KERNEL_FLOOR["fp16"])


# FlashAttention-3 is written for Hopper's wgmma / TMA instructions: "FlashAttention-3 is optimized for Hopper GPUs
# (e.g. H100)" and its build requires an H100 / H800 (sm_90) (Dao-AILab/flash-attention README, "FlashAttention-3 beta
# release"; Shah et al. 2024, arXiv:2407.08608). Ampere, Ada and Blackwell cards and every non-NVIDIA card cannot run it.
ATTENTION_KERNEL_SM = {"fa3": 9.0}


def attention_kernel_problem(gpu: GPUSpec, kernel: str | None) -> Msg | None:
    """Why this card cannot run the attention kernel the user's code needs (ATTENTION_KERNEL_SM), or None."""
    need = ATTENTION_KERNEL_SM.get(kernel or "")
    if need is None:
        return None
    if gpu.vendor == "NVIDIA" and gpu.sm is not None and abs(gpu.sm - need) < 1e-9:
        return None
    return Msg(code="compat.attention_kernel", args={"kernel": kernel, "gpu": gpu.name, "sm": gpu.sm,
                                                     "vendor": gpu.vendor or ""})


def kernel_problem(gpu: GPUSpec, precision: str, kv_precision: str | None = None, *,
                   weight_only_fp8: bool = False, stated: bool = True, framework: str | None = None,
                   kv_stated: bool | None = None) -> Msg | None:
    """Why this card's kernels cannot run the weights' or the KV cache's format, or the serving engine at all
    (`framework`: FRAMEWORK_FLOOR), or None.

    `weight_only_fp8`: dense serving through vLLM/SGLang, where FP8 weights run as W8A16 (FP8 Marlin) on
    Ampere (FP8_WEIGHT_ONLY_FLOOR). `stated`: the user stated the precision; a default BF16 runs as FP16 on a card
    without BF16 (fp16_instead). `kv_stated` (default: `stated`): the user stated the KV cache's format; a stated INT8
    with the default BF16 cache runs its cache in FP16 on a T4 (vLLM's `--dtype half`), as the default BF16 weights do.
    Only NVIDIA compute capabilities are checked; non-CUDA devices get their own stack check."""
    if gpu.vendor and gpu.vendor != "NVIDIA":
        return None
    sm = gpu.sm
    if not sm:
        return None
    engine = framework_problem(gpu, framework)
    if engine is not None:
        return engine
    for what, fmt in (("weights", precision), ("kv_cache", kv_precision)):
        if not fmt:
            continue
        kv = what == "kv_cache" and fmt in KV_FLOOR
        floor = KV_FLOOR[fmt] if kv else KERNEL_FLOOR.get(fmt, GGUF_FLOOR if fmt in GGUF_FORMATS else 0.0)
        if what == "weights" and fmt in ENGINE_FORMAT_FLOOR.get(framework or "", {}):
            floor = ENGINE_FORMAT_FLOOR[framework or ""][fmt]
        said = stated if what == "weights" or kv_stated is None else kv_stated
        if fmt == "bf16" and (gpu.bf16_support or fp16_instead(gpu, fmt, said)):
            continue
        if fmt == "fp8" and gpu.fp8_support:
            continue
        if fmt == "fp8" and what == "weights" and weight_only_fp8 and sm >= FP8_WEIGHT_ONLY_FLOOR:
            continue
        if sm < floor:
            why = "kv_" + fmt if kv else "gguf" if fmt in GGUF_FORMATS and fmt not in KERNEL_FLOOR else fmt
            return Msg(code="compat.cannot_run", args={
                "name": gpu.name, "cc": gpu.compute_capability.replace(".", ""), "upper": fmt.upper(), "what": what,
                "why": Msg(code="compat.kernel_floor", args={"fmt": why})})
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
    return Check(level="warning" if gpu.architecture.startswith("Blackwell") else "info", topic="driver", message=
        Msg(code="compat.needs_cuda_and_driver", args={
            "name": gpu.name, "architecture": gpu.architecture, "cuda": cuda, "drv": drv,
            "part": (Msg(code="compat.needs_cuda_and_driver.cu128_or_newer") if gpu.architecture.startswith('Blackwell')
                else Msg(code="compat.needs_cuda_and_driver.no"))}))


GRACE_GPUS = ("GH200", "GB200", "GB300")  # NVIDIA's Grace superchips: the GPU and an Arm Grace CPU on one module


def host_cpu(row: InstanceRow | None, gpu: GPUSpec | None) -> str:
    """The Arm CPU an aarch64 host has, named: NVIDIA Grace on GH200/GB200/GB300 (nvidia.com/en-us/data-center/
    grace-cpu); AWS Graviton2 on g5g (aws.amazon.com/ec2/instance-types/g5g: "AWS Graviton2 processors and NVIDIA
    T4G Tensor Core GPUs"); any other Arm host is just Arm, never a maker guessed."""
    if gpu is not None and any(k in gpu.name.upper() for k in GRACE_GPUS):
        return "NVIDIA Grace CPU"
    if row is not None and row.provider == "aws" and row.instance_type.lower().startswith("g5g."):
        return "AWS Graviton2"
    return "Arm CPU"


def host_arch_check(row: InstanceRow | None, gpu: GPUSpec | None) -> Check | None:
    """aarch64 hosts (Grace superchips, Graviton g5g): x86-only wheels don't install there."""
    arm = (row is not None and row.cpu_arch == "aarch64") or (
        gpu is not None and any(k in gpu.name.upper() for k in GRACE_GPUS))
    if not arm:
        return None
    return Check(level="warning", topic="cpu_arch", message=Msg(code="compat.this_host_is_aarch64",
                                                                args={"cpu": host_cpu(row, gpu)}))


def precision_checks(gpu: GPUSpec, precision: str, task: str, *, weight_only: bool = False,
                     stated: bool = True) -> list[Check]:
    """What the card's formats mean for the plan: a stated BF16 on a card without it is an error that names FP16; a
    default BF16 there runs as FP16 (fp16_instead), said as a warning (serving: the BF16 checkpoint loads as FP16;
    training: FP16 mixed precision with loss scaling)."""
    out: list[Check] = []
    arch = gpu.architecture or "this architecture"
    sm = _cc(gpu.compute_capability)
    if precision == "fp8" and not gpu.fp8_support and weight_only and sm is not None and sm >= FP8_WEIGHT_ONLY_FLOOR:
        # a warning, shown in the short answer: a plan that runs FP8 on a card without FP8 compute is what an owner of
        # an RTX 3090 / A100 trips over (the answer relied on it and never said so)
        out.append(Check(level="warning", topic="precision", message=Msg(code="compat.has_no_fp8_tensor", args={
            "name": gpu.name, "arch": arch})))
        precision = "fp8-weight-only"
    mx = mxfp4_check(gpu, precision)
    if mx is not None:
        out.append(mx)
    if fp16_instead(gpu, precision, stated):
        out.append(Check(level="warning", topic="precision", message=Msg(code="compat.bf16_runs_as_fp16", args={
            "name": gpu.name, "arch": arch, "training": not serves(task)})))
    elif precision == "bf16" and not gpu.bf16_support:
        out.append(Check(level="error", topic="precision", message=Msg(code="compat.has_no_bf16_use", args={
            "name": gpu.name, "arch": arch})))
    if precision == "fp8" and not gpu.fp8_support and gpu.vendor == "AMD":
        out.append(Check(level="error", topic="precision", message=Msg(code="compat.has_no_fp8_fp8", args={
            "name": gpu.name, "arch": arch})))
    elif precision == "fp8" and not gpu.fp8_support:
        # Volta/Turing (V100, T4) have no BF16 either: their only 16-bit format is FP16
        out.append(Check(level="error", topic="precision", message=Msg(code="compat.has_no_fp8_tensor_2", args={
            "name": gpu.name, "arch": arch, "no_bf16": not gpu.bf16_support})))
    if precision == "int8" and not gpu.fp8_support and gpu.vendor == "NVIDIA":
        # 8-bit weights on a card with no FP8 compute run as INT8, and the answer says why not FP8
        # (Mixtral 8x22B on 4 × A6000 in INT8 with no word on Ampere's missing FP8)
        out.append(Check(level="warning", topic="precision", message=Msg(code="compat.no_fp8_so_int8", args={
            "name": gpu.name, "arch": arch})))
    if precision in ("int8", "int4") and task not in ("inference", "qlora"):
        out.append(Check(level="error", topic="precision", message=Msg(code="compat.int8_int4_are_for")))
    if gpu.vendor and gpu.vendor != "NVIDIA" and rocm_target(gpu) is None:  # ROCm targets: rocm_checks says more
        stacks = {"AMD": "ROCm", "Intel": "SynapseAI (Gaudi)", "Huawei": "CANN (Ascend)", "Google": "XLA/JAX (TPU)",
                  "Apple": "Metal (llama.cpp, MLX)"}
        stack = stacks.get(gpu.vendor, "its own stack")
        out.append(Check(level="warning", topic="stack", message=Msg(code="compat.is_not_a_cuda", args={
            "name": gpu.name, "stack": stack})))
    cc = _cc(gpu.compute_capability)
    if cc is not None and cc < 8.0 and gpu.vendor == "NVIDIA":
        out.append(pre_ampere_kernels(gpu, precision, task))
    return out


def fp16_slowdown(gpu: GPUSpec) -> int | None:
    """How many times slower the card's FP16 math is than its FP32 (the row's figures: Tesla P40 0.1837 against 11.76
    TFLOPS = 1/64, GP102 runs half2 at 1/64 rate), or None where FP16 is not slower or not published. Such a card
    computes in FP32 (training, HF serving) or INT8 dp4a (llama.cpp), never FP16."""
    if not gpu.fp16_tflops or not gpu.fp32_tflops or gpu.fp16_tflops >= gpu.fp32_tflops:
        return None
    return round(gpu.fp32_tflops / gpu.fp16_tflops)


def pre_ampere_kernels(gpu: GPUSpec, precision: str, task: str) -> Check:
    """No FlashAttention-2 before Ampere (Dao-AILab/flash-attention README: sm_80+): a note when serving (the engine's
    own line says what it runs instead), a warning shown in the short answer when training, where it sets the memory
    and the speed, with FP16 mixed precision and loss scaling named when the plan trains in FP16 (no BF16 before
    Ampere: torch.amp GradScaler)."""
    training = not serves(task)
    return Check(level="warning" if training else "info", topic="kernels", message=Msg(
        code="compat.sm_predates_ampere_flashattention", args={
            "name": gpu.name, "replace": gpu.compute_capability.replace('.', ''),
            "fp16_training": training and precision == "fp16" and not gpu.bf16_support,
            "fp16_slow": fp16_slowdown(gpu) if training else None}))


def mxfp4_check(gpu: GPUSpec, precision: str) -> Check | None:
    """MXFP4 weights (gpt-oss) on a card without FP4 tensor cores: only Blackwell has them (gpus.csv fp4_support).
    vLLM's gpt-oss recipe runs Hopper through Triton MXFP4 kernels and Ampere (sm_80/86) weight-only through Marlin:
    the weights stay MXFP4 in memory and are dequantised to 16-bit inside the matmul, so memory is MXFP4's and
    decode is fine, prefill runs at 16-bit speed, and an older vLLM may not have the path (a warning on Ampere)."""
    if precision != "mxfp4" or gpu.fp4_support or gpu.vendor != "NVIDIA" or not gpu.sm:
        return None
    arch = gpu.architecture or "this architecture"
    if gpu.sm >= 9.0:
        return Check(level="info", topic="precision", message=Msg(code="compat.has_no_fp4_tensor", args={
            "name": gpu.name, "arch": arch}))
    return Check(level="warning", topic="precision", message=Msg(code="compat.has_no_native_mxfp4", args={
        "name": gpu.name, "arch": arch}))


def _cc(v: str) -> float | None:
    try:
        return float(v)
    except (TypeError, ValueError):
        return None


def stack_checks(num_gpus: int, nodes: int) -> list[Check]:
    out = [Check(level="info", topic="driver", message=Msg(code="compat.cuda_x_runtimes_need"))]
    if num_gpus > 1:
        out.append(Check(level="info", topic="nccl", message=Msg(code="compat.multi_gpu_torch_cuda", args={
            "part": (Msg(code="compat.multi_gpu_torch_cuda.on_every_node") if nodes > 1
                else Msg(code="compat.needs_cuda_and_driver.no"))})))
    return out


# ---- AMD Instinct on ROCm: serving through vLLM / SGLang ---------------------------------------------------
# Targets by ISA (gpus.csv compute_capability), with the ROCm serving stacks that build for them and their floor:
# vLLM's ROCm requirements list "MI200s (gfx90a), MI300 (gfx942), Radeon RX 7900 series (gfx1100)" with ROCm 6.0
# for MI300 (docs.vllm.ai v0.5.1 .. v0.6.5 amd-installation); SGLang's ROCm builds target CDNA Instinct gfx942 /
# gfx950 (docs.sglang.io platforms/amd_gpu; pypi sglang-radeon-rdna3 notes the allowlist); AMD's ROCm docs
# publish the images (rocm.docs.amd.com ai-ecosystem inference/vllm and inference/sglang: rocm/vllm, rocm/sgl-dev).
# The floor is a fact (a Msg), worded in the answer's language: a Chinese answer once carried this English clause.
ROCM_TARGETS: dict[str, tuple[tuple[str, ...], Msg]] = {
    "gfx90a": (("vllm",), Msg(code="compat.rocm_floor", args={"rocm": "5.7", "family": "MI200s", "isa": "gfx90a"})),
    "gfx942": (("vllm", "sglang"), Msg(code="compat.rocm_floor", args={"rocm": "6.0", "family": "MI300", "isa": "gfx942"})),
    "gfx950": (("vllm", "sglang"), Msg(code="compat.rocm_floor_unknown", args={"isa": "gfx950"})),
}
# vLLM's quantization hardware table (docs.vllm.ai v0.15.1 features/quantization): on "AMD GPU" FP8 (W8A8) and GGUF
# are ✅; AWQ, GPTQ, Marlin, INT8 (W8A8), bitsandbytes are ❌. 16-bit weights need no quantization kernel.
ROCM_FORMATS = frozenset({"fp16", "bf16", "fp32", "fp8", *GGUF_FORMATS})
# the messages cite vLLM's quantization hardware table (docs.vllm.ai, features/quantization): unsupported on AMD GPUs


# Jobs run in plain PyTorch (an encoder's own package, a fine-tune loop): on ROCm they take PyTorch's ROCm wheels
# (pytorch.org Get Started: "pip3 install torch --index-url https://download.pytorch.org/whl/rocm6.x") or AMD's
# rocm/pytorch image (rocm.docs.amd.com, "PyTorch on ROCm" install page) — vLLM's image is for vLLM serving only.
PYTORCH_STACKS = frozenset({"pytorch", "transformers", "sentence-transformers", "esm"})


def rocm_target(gpu: GPUSpec) -> tuple[tuple[str, ...], Msg] | None:
    """(serving frameworks, ROCm floor) for an AMD Instinct card vLLM/SGLang build for, else None."""
    return ROCM_TARGETS.get(gpu.compute_capability) if gpu.vendor == "AMD" else None


def rocm_problem(gpu: GPUSpec, task: str | None, framework: str | None, precision: str,
                 kv_precision: str | None = None, cuda_needed: bool = False) -> Msg | None:
    """Why this AMD card cannot take the work as planned here, or None (also None for every non-AMD card).

    The advisor plans AMD Instinct for serving through vLLM / SGLang on ROCm only: training stacks on ROCm
    (bitsandbytes QLoRA, Unsloth's AMD build, DeepSpeed) are not modelled, so training is refused with the reason;
    a format outside vLLM's AMD column, a framework with no ROCm build here, FP8 on a card without FP8 (MI250X) too;
    every AMD card when the user said the work needs CUDA (`cuda_needed`)."""
    if gpu.vendor != "AMD":
        return None
    if cuda_needed:  # the user said the work needs CUDA (Workload.cuda_needed): ROCm is not their stack
        return Msg(code="compat.cuda_needed", args={"name": gpu.name})
    target = rocm_target(gpu)
    if target is None:
        return Msg(code="compat.is_not_a_vllm", args={"name": gpu.name})
    frameworks, _floor = target
    if (task or "inference") != "inference":
        if task == "qlora" or precision == "nf4" or framework == "unsloth":
            return Msg(code="compat.qlora_on_this_advisor", args={"name": gpu.name})
        return Msg(code="compat.training_on_is_not", args={"name": gpu.name})
    fw = framework or "vllm"
    if fw not in frameworks:
        names = [{"vllm": "vLLM", "sglang": "SGLang"}[f] for f in frameworks]
        return Msg(code="compat.has_no_rocm_serving", args={"fw": fw, "name": gpu.name, "names": names})
    for what, fmt in (("weights", precision), ("kv_cache", kv_precision)):
        if not fmt:
            continue
        if fmt == "fp8" and not gpu.fp8_support:
            return Msg(code="compat.rocm_no_fp8", args={"name": gpu.name, "architecture": gpu.architecture, "what": what})
        if what == "weights" and fmt not in ROCM_FORMATS:
            return Msg(code="compat.weights_on_serve_fp8", args={
                "upper": fmt.upper(), "name": gpu.name})
    return None


def rocm_checks(gpu: GPUSpec, framework: str | None, precision: str) -> list[Check]:
    """The ROCm stack for an AMD card the plan uses: the image and its floor, the FP8 variant, RCCL and the tools that
    replace nvidia-smi; and a note that the speed figures assume the same share of peak as on CUDA."""
    target = rocm_target(gpu)
    if target is None:
        return []
    frameworks, floor = target
    if framework in PYTORCH_STACKS:  # a plain PyTorch job: PyTorch's ROCm wheels, never a serving engine's image
        floor = Msg(code="compat.rocm_pytorch_floor", args={"isa": gpu.compute_capability})
        image = "rocm/pytorch"
    else:
        fw = framework if framework in frameworks else frameworks[0]
        image = {"vllm": "rocm/vllm", "sglang": "rocm/sgl-dev"}[fw]
    out = [Check(level="warning", topic="rocm", message=Msg(code="compat.runs_rocm_not_cuda", args={
        "name": gpu.name, "compute_capability": gpu.compute_capability, "image": image, "floor": floor}))]
    if precision == "fp8" and gpu.compute_capability == "gfx942":
        out.append(Check(level="info", topic="precision", message=Msg(code="compat.computes_fp8_in_the", args={
            "name": gpu.name})))
    out.append(Check(level="info", topic="speed", message=Msg(code="compat.speed_figures_assume_the", args={
        "name": gpu.name})))
    return out


def rocm_stack_checks(num_gpus: int, nodes: int) -> list[Check]:
    """Multi-GPU on ROCm: RCCL instead of NCCL (same torch.distributed backend name), tested with rccl-tests."""
    if num_gpus <= 1:
        return []
    return [Check(level="info", topic="nccl", message=Msg(code="compat.multi_gpu_on_rocm", args={
        "part": (Msg(code="compat.multi_gpu_on_rocm.on_every_node") if nodes > 1
            else Msg(code="compat.needs_cuda_and_driver.no"))}))]


# US export controls (BIS rules of Oct 2022 / Oct 2023 / Dec 2024 on advanced computing items) cover China and, for
# these rules, Hong Kong alike: BIS removed Hong Kong as a destination separate from China under the EAR (final rule
# "Removal of Hong Kong as a Separate Destination under the EAR", federalregister.gov/d/2020-28101, effective
# 2020-12-23, after the suspension of its license exceptions, 85 FR 45998, 2020-07-31). So H100 / H200 /
# B200-class NVIDIA parts are not legitimately offered by clouds there;
# what is on offer is the China-market parts (H20, L20, RTX 4090D) and older stock that shipped before the rules
# (H800, A800). An answer for Hong Kong or the mainland says so, rather than pricing an H100 "nowhere in Hong Kong"
# as if it were a stock-out (expert hand check: "可唔可以喺香港租 H100?" needs the export-control reason first).
EXPORT_CONTROLLED = ("H100", "H200", "B200", "B300", "GB200", "GB300", "GH200", "RTX PRO 6000", "RTX 5090")
# The same rules cover AMD's data-centre accelerators: ECCN 3A090 is set by total processing performance, not the
# vendor, and AMD disclosed that the October 2023 rules restrict exports of its MI250 and MI300 products to China
# (AMD Form 10-Q for the quarter ended 2023-09-30, "Risk Factors"; BIS interim final rule 88 FR 73458, 2023-10-25).
# The MI325X and the MI350 series (MI355X) are later parts above the same threshold. The MI308X, AMD's China-market
# part, stands aside like the H20 (a purchase licence since April 2025: AMD Form 8-K, 2025-04-16).
EXPORT_CONTROLLED_AMD = ("MI250", "MI300", "MI325", "MI350", "MI355")
EXPORT_PLACES = ("hk", "cn")
CHINA_MARKET_PARTS = ("H20", "H800", "A800", "L20", "RTX 4090D")


def china_market_part(name: str) -> bool:
    """Is the catalog card one of CHINA_MARKET_PARTS ("H800 SXM", "A800 80GB PCIe"; never "H200 SXM" for "H20")?"""
    return any(name == p or name.startswith(p + " ") for p in CHINA_MARKET_PARTS)


def export_controlled(gpu: GPUSpec | None) -> bool:
    """Is the card under the US advanced-computing export rules for China (EXPORT_CONTROLLED for NVIDIA,
    EXPORT_CONTROLLED_AMD for AMD)? By hand: H100 SXM, MI300X, MI250X, MI355X → True; H20, MI308X, L20, L4 → False."""
    if gpu is None:
        return False
    if gpu.vendor == "AMD":
        return gpu.name.startswith(EXPORT_CONTROLLED_AMD)
    return gpu.vendor == "NVIDIA" and gpu.name.startswith(EXPORT_CONTROLLED)


# Buying the card (shipping it) to mainland China, Hong Kong or Macau: the US Export Administration Regulations require
# a licence for ECCN 3A090 data-centre parts (15 CFR 742.6(a)(6)(iii); BIS rules of 2022-10-07, 2023-10-17 — total
# processing performance ≥ 4,800, which caught the A800, H800 and L40S — and 2025-01-15), whose licence area covers
# Macau and, since 2023, Hong Kong as part of D:5 China; the H20 has needed one since April 2025 (NVIDIA 8-K,
# 2025-04-15). The cloud rows keep the narrower EXPORT_CONTROLLED (stock already in the country is rented there).
# NVIDIA's 8-K of 2023-10-17 named the A100, A800, H100, H800, L40, L40S and RTX 4090 as newly licensed; the RTX 6000
# Ada is the full AD102 die of the RTX 4090 and above it in throughput (catalog/data/gpus.csv: 728.5 dense FP8 TFLOPS
# × 8 bits ≈ 5,828 TPP ≥ 4,800), so a box of them bought for Hong Kong was a licensed box too.
PURCHASE_LICENSED = (*EXPORT_CONTROLLED, "A100", "A800", "H800", "H20", "L40", "RTX 4090", "RTX 6000 Ada")
PURCHASE_LICENSED_AMD = (*EXPORT_CONTROLLED_AMD, "MI308")
PURCHASE_PLACES = ("cn", "hk", "mo")


def purchase_licensed(gpu: GPUSpec | None) -> bool:
    """Does shipping this card to mainland China, Hong Kong or Macau need a US export licence (PURCHASE_LICENSED)? By
    hand: H100 SXM, A100 80GB PCIe, L40, L40S, RTX 4090, RTX 6000 Ada, MI300X, MI250X → True; RTX 4090D (the
    China-market card), L20, L4, T4, A40, RTX A6000 → False."""
    if gpu is not None and gpu.vendor == "AMD":
        return gpu.name.startswith(PURCHASE_LICENSED_AMD)
    return gpu is not None and gpu.vendor == "NVIDIA" and gpu.name.startswith(PURCHASE_LICENSED) \
        and not gpu.name.startswith("RTX 4090D")


# 信创 (IT application innovation, the PRC programme that has public bodies, hospitals, banks and state firms buy
# domestically designed IT) means, for AI serving, accelerators designed in mainland China: Huawei Ascend (CANN /
# MindIE), Hygon DCU, Cambricon MLU, Kunlunxin, Moore Threads, Biren, MetaX, Iluvatar CoreX, Enflame. Only the vendors
# whose cards catalog/data/gpus.csv holds can size a plan; the rest are said as unheld.
DOMESTIC_VENDORS = ("Huawei", "Hygon", "Cambricon", "Kunlunxin", "Moore Threads", "Biren", "MetaX", "Iluvatar", "Enflame")


def domestic_cards(gpus: dict[str, GPUSpec]) -> list[GPUSpec]:
    """The catalog's cards by a DOMESTIC_VENDORS vendor, most memory first (the fewest cards a model needs). By hand on
    the catalog of 2026-11-30: [Ascend 910B] (64 GB, memory only: no bandwidth, TFLOPS or TDP held)."""
    return sorted((g for g in gpus.values() if g.vendor in DOMESTIC_VENDORS),
                  key=lambda g: (-(g.memory_gb or 0), g.name))


def domestic_plan(rec: Recommendation, gpus: dict[str, GPUSpec]) -> tuple[str, int] | None:
    """The domestic card (DOMESTIC_VENDORS) the plan puts the work on and how many of it, from the plan itself: the
    headline's server to buy or unpriced plan (`n` × `gpu`: 2 × Ascend 910B for Qwen2.5-32B in BF16, ≈ 65 GB of
    weights over 64 GB cards), else the ranked pick's GPU count; None when the plan holds no domestic card (`gpus`: the
    catalog's cards)."""
    domestic = {g.name for g in domestic_cards(gpus)}
    head = rec.headline
    for code in ("recommend.server_to_buy", "recommend.unpriced_plan", "recommend.unpriced_family_plan"):
        m = head.find(code) if head is not None else None
        gpu = m.args.get("gpu") if m is not None else None
        n = m.args.get("n") if m is not None else None
        if isinstance(n, int) and (gpu in domestic or gpu is None and len(domestic) == 1):
            return (gpu if isinstance(gpu, str) else next(iter(domestic))), n
    top = rec.candidates[0] if rec.candidates else None
    if top is not None and top.gpu in domestic and top.gpu_count:
        return top.gpu, int(top.gpu_count)
    return None


def export_check(places: list[str], asked: GPUSpec | None, pick: GPUSpec | None, *,
                 resident: bool = False) -> Check | None:
    """The export-control reality for work placed in Hong Kong or mainland China (`places`: the stated regions'
    gazetteer tags): high-end NVIDIA parts are not legitimately offered there; the China-market parts are. The asked
    card, or the pick when it is such a part, is named. `resident`: the data may not leave (Workload.data_residency),
    so running it abroad is not offered."""
    where = [p for p in EXPORT_PLACES if p in places]
    if not where:
        return None
    named = asked if export_controlled(asked) else pick if export_controlled(pick) else None
    return Check(level="warning", topic="export", message=Msg(code="compat.export_controls", args={
        "places": where, "gpu": named.name if named is not None else None, "parts": list(CHINA_MARKET_PARTS),
        "resident": resident}))
