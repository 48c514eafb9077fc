"""Serving on a machine the user owns that no cloud rents and that runs no CUDA (Apple silicon with unified memory,
catalog/data/gpus.csv vendor Apple): does it hold the model, and how fast is it per user, from memory bandwidth.

A decode step reads the weights it uses (an MoE's active experts only: tools.speed.decode_weight_bytes) and each
stream's KV cache, at the fitted share of the memory's bandwidth (tools.speed.DECODE_BANDWIDTH_EFFICIENCY) plus
llama.cpp's fitted per-layer floor; the streams share each step, so each user gets one token per step. Prefill needs
the GPU's FLOPs, which Apple does not publish as a tensor figure; where llama.cpp's own benchmark of the chip is
published (MEASURED_PREFILL: prompt tokens/s of LLaMA-2 7B in F16), the FLOPs it achieved, 2 × the model's matmul
parameters × that rate, time a prompt of another model (2 × its active matmul parameters a token, an MoE's active
experts only), else the first token is not sized and is said to be the weak spot.

The verdict for N users is judged on both halves of a request ("够" for 20 people on memory alone):
the machine holds the work, and each user gets the interactive floor with every user busy
(tools.offers.INTERACTIVE_TOKENS_PER_S, 20 tokens/s) and the first token of the request's prompt inside the
interactive time (tools.offers.INTERACTIVE_TTFT_S, 2 s per 8,192 prompt tokens). When it holds the work but misses
either, the answer says it runs for fewer people and the rental is the way to serve them.

Precision on a Mac: the catalog row marks Apple silicon without BF16, so a BF16 nobody stated is sized and named as
FP16 (the same 2 bytes a parameter). When the 16-bit weights do not fit and the user stated no precision, the usual
route on a Mac is a 4-bit build: llama.cpp's Q4_K_M GGUF (tools.memory.gguf_weight_bytes: ≈ 4.8 bits a weight) or an
MLX 4-bit conversion (4 bits + a 16-bit scale and bias per 64 weights = 4.5 bits, ml-explore/mlx-lm `convert -q`), so
the answer tries Q4_K_M and says so, with the quality trade-off.
"""

from __future__ import annotations

from typing import Any

from tools.arch import matmul_params
from tools.constants import SECONDS_PER_HOUR
from tools.defaults import serves
from tools.load import request_shape
from tools.long_prompt_queue import queued_msg
from tools.memory import kv_cache_bytes, weight_bytes
from tools.offers import INTERACTIVE_TOKENS_PER_S, MIN_STREAM_TOKENS_PER_S, per_user_target
from tools.schema import GiB, GPUSpec, MemoryBreakdown, ModelArch, Msg, Resolved
from tools.speed import DECODE_BANDWIDTH_EFFICIENCY, decode_layer_floor_s, decode_weight_bytes
from tools.traffic import SMALL_TEAM_AT_ONCE

# llama.cpp's benchmark of Apple silicon, "Performance of llama.cpp on Apple Silicon M-series"
# (github.com/ggml-org/llama.cpp/discussions/4167, llama-bench, LLaMA-2 7B, pp512, Metal): prompt tokens/s in F16.
# LLaMA-2 7B's matmul parameters: 6.74 B less its 32,000 × 4,096 input embedding (config.json) = 6.607 B, held to the
# registry row by a test. Achieved FLOPs = 2 × 6.607e9 × rate: M2 Ultra (76-core GPU) 1,401.85 tokens/s → 18.5 TFLOPS.
MEASURED_MODEL_MATMUL_PARAMS = 6_740_000_000 - 32_000 * 4_096
# Old NVIDIA cards the same way, in the 4-bit k-quant llama.cpp runs there (its INT8 dp4a MMQ kernels; Q4_K_S is the
# nearest measured type to the Q4_K_M the answer uses): Tesla P40, llama.cpp PR #4766 (JohannesGaessler's llama-bench
# table, "llama 7B Q4_K_S pp512" 850.65 tokens/s before the change) → 2 × 6.607e9 × 850.65 = 11.2 TFLOPS achieved.
MEASURED_PREFILL = {
    "Apple M2 Ultra": (1401.85, "llama.cpp discussion #4167 (llama-bench, LLaMA-2 7B F16, pp512, 76-core GPU): "
                                "1,401.85 prompt tokens/s"),
    # M3 Ultra, M4 Max, M4 Pro: the same discussion's LLaMA-2 7B Q4_0 pp512 rows (llama.cpp dequantizes to 16-bit for
    # prompt matmuls, so the achieved FLOPs are the chip's, as for F16), read from a survey's table that cites #4167;
    # re-check against the discussion. By hand, M3 Ultra 80-core: 2 × 6.607e9 × 1,471 = 19.4 TFLOPS achieved.
    "Apple M3 Ultra": (1471.0, "llama.cpp discussion #4167 (llama-bench, LLaMA-2 7B Q4_0, pp512, 80-core GPU): "
                               "≈ 1,471 prompt tokens/s (re-check)"),
    "Apple M4 Max": (886.0, "llama.cpp discussion #4167 (llama-bench, LLaMA-2 7B Q4_0, pp512, 40-core GPU): "
                            "≈ 886 prompt tokens/s (re-check)"),
    "Apple M4 Pro": (440.0, "llama.cpp discussion #4167 (llama-bench, LLaMA-2 7B Q4_0, pp512, 20-core GPU): "
                            "≈ 440 prompt tokens/s (re-check)"),
    "Tesla P40": (850.65, "llama.cpp PR #4766 (llama-bench on a Tesla P40, LLaMA 7B Q4_K_S, pp512): "
                          "850.65 prompt tokens/s"),
    "NVIDIA DGX Spark": (1685.75, "llama.cpp PR #17906 (llama-bench on a DGX Spark, gpt-oss 120B MXFP4 MoE, "
                                  "FlashAttention on, pp512): 1,685.75 prompt tokens/s"),
    "AMD Ryzen AI Max+ 395": (94.7, "lhl/strix-halo-testing llm-bench/README.md (llama-bench on a Framework Desktop, "
                                    "Ryzen AI Max+ 395 128 GB: Shisa V2 70B, a Llama 3 70B, i1-Q4_K_M, HIP rocWMMA, "
                                    "pp512): 94.7 prompt tokens/s"),
}
# A benchmark run on another model than LLaMA-2 7B: that model's matmul parameters a token (tools.arch.matmul_params),
# held to its registry row by a test. gpt-oss-120b: 5.131 B active (its top-4 of 128 experts, attention, the LM head)
# → DGX Spark: 2 × 5.131e9 × 1,685.75 = 17.3 TFLOPS achieved.
# Ryzen AI Max+ 395: a Llama 3 70B (Shisa V2 70B, Llama-3.3-70B's shape): 69.503 B matmul parameters (its 8,192-wide
# layers and untied LM head, less the 128,256 × 8,192 input embedding) → 2 × 69.503e9 × 94.7 = 13.2 TFLOPS achieved.
MEASURED_PREFILL_MODEL = {"NVIDIA DGX Spark": 5_131_494_720, "AMD Ryzen AI Max+ 395": 69_503_033_344}
# Decode measured the same way where a card's bandwidth share is far from the fitted one (old GDDR5): Tesla P40,
# llama.cpp PR #4766's table, "llama 7B Q4_0 tg128" 56.79 tokens/s; the file is 3.56 GiB (llama-bench's size column
# for llama 7B Q4_0, llama.cpp README) → 56.79 × 3.56 GiB = 217 GB/s, 0.627 of the card's 346 GB/s, layer floor
# included (the measured step is the whole step).
# Ryzen AI Max+ 395 the same way (lhl/strix-halo-testing llm-bench/README.md, Framework Desktop 128 GB, "Llama 2 7B
# Q4_0 … HIP fa=1 hipBLASLt … tg128 49.4"): 49.4 × 3.56 GiB = 188.8 GB/s, 0.738 of its 256 GB/s (the same table's
# Llama 3 70B Q4_K_M decodes at 4.5–5.0 tokens/s, as 188.8 GB/s ÷ its ≈ 42.5 GB file gives).
MEASURED_DECODE = {
    "Tesla P40": (56.79, 3.56 * GiB, "llama.cpp PR #4766 (Tesla P40, LLaMA 7B Q4_0, tg128: 56.79 tokens/s)"),
    "AMD Ryzen AI Max+ 395": (49.4, 3.56 * GiB, "lhl/strix-halo-testing llm-bench/README.md (Ryzen AI Max+ 395, "
                                                "Llama 2 7B Q4_0, HIP, tg128: 49.4 tokens/s)"),
}
OWNED_ONLY_VENDORS = ("Apple",)  # machines answered as owned hardware only: no cloud row, no CUDA stack
# a desktop AI machine no cloud rents (catalog/data/gpus.csv segment): NVIDIA DGX Spark (GB10, 128 GB unified LPDDR5x,
# 273 GB/s) is bought and answered as the user's own, like a Mac, but runs CUDA (vLLM, SGLang, llama.cpp)
OWNED_ONLY_SEGMENT = "workstation (owned hardware"
MAC_FOUR_BIT = "q4_k_m"  # the 4-bit route on a Mac: llama.cpp's Q4_K_M GGUF (MLX 4-bit is within ≈ 7 % of its size)
# Apple sells a Max chip in two bins whose memory bandwidth differs, told apart by the unified memory each is sold with;
# the catalog row holds the full bin (its largest memory), this the other bin's builds: memory GB → bandwidth GB/s.
# M3 Max, MacBook Pro (14-inch / 16-inch, Nov 2023) Technical Specifications (support.apple.com): 14-core CPU / 30-core
# GPU with 300GB/s (36GB, configurable to 96GB); 16-core CPU / 40-core GPU with 400GB/s (48GB, 64GB or 128GB).
# M4 Max, MacBook Pro (Nov 2024) and Mac Studio (2025) Technical Specifications: 14-core CPU / 32-core GPU with
# 410GB/s (36GB only); 16-core CPU / 40-core GPU with 546GB/s (48GB, 64GB or 128GB). Written from those pages: the
# search corpus holds no copy of them; it holds notebookcheck's "M4 Max comes in two flavours, 14-core CPU + 32-core
# GPU and 16-core CPU + 40-core GPU … 546 GB/s", ITmedia's "M4 Max 14-core CPU / 32-core GPU: 36GB only", and a
# clpeak run on a 40-core M3 Max reading 361–386 GB/s (gist.github.com/jasondavies/d45e3fafd5440a22705a2318d570e9de).
LOWER_BINS: dict[str, dict[float, float]] = {
    "Apple M3 Max": {36: 300, 96: 300},
    "Apple M4 Max": {36: 410},
}


# The smallest unified memory each Apple chip is sold with (GB), where the catalog row holds the largest: a verdict
# with no memory said is made on the row's build and says so, with what the smallest build gives its GPU. Apple's
# Technical Specifications pages: MacBook Pro (Nov 2023) M3 Max from 36GB (to 128GB); MacBook Pro (Nov 2024) and Mac
# Studio (2025) M4 Max from 36GB (to 128GB); Mac Studio (2023) M2 Ultra from 64GB (to 192GB); Mac Studio (2025) M3
# Ultra from 96GB (to 512GB); Mac mini (2024) M4 Pro from 24GB (to 64GB).
SMALLEST_BUILD_GB: dict[str, float] = {"Apple M3 Max": 36, "Apple M4 Max": 36, "Apple M2 Ultra": 64,
                                       "Apple M3 Ultra": 96, "Apple M4 Pro": 24}


def unstated_build(gpu: GPUSpec, stated_gb: float | None, need: float) -> dict[str, Any] | None:
    """No memory said for a chip sold in several builds (SMALLEST_BUILD_GB): the verdict is made on the catalog row's
    largest build, and this says so with the smallest build's GPU share and whether it holds the `need` bytes — never
    a 128 GB M3 Max judged silently where most are sold with 36 GB. By hand: 75 % of 36 GiB ≈ 29.0 GB; Qwen2.5-72B in
    4-bit for 3 users needs ≈ 47.8 GB, so the smallest build does not hold it. None when a memory was said (or read)
    or the chip has one build."""
    small = SMALLEST_BUILD_GB.get(gpu.name)
    if stated_gb is not None or small is None or not gpu.memory_gb or small >= gpu.memory_gb:
        return None
    share = gpu.usable_bytes / gpu.memory_bytes if gpu.usable_bytes and gpu.memory_bytes else 1.0
    usable = small * GiB * share
    return {"largest": gpu.memory_gb, "smallest": small, "smallest_usable": usable / 1e9, "smallest_holds": need <= usable}


def stated_build(gpu: GPUSpec, memory_gb: float | None) -> GPUSpec:
    """The user's own build of a chip sold in two bandwidth bins (LOWER_BINS), from the memory they state: "M3 Max
    36GB" is the 30-core GPU's 300 GB/s, "M3 Max 64GB" the row's 400 GB/s; no memory stated, or one only the full bin
    is sold with, keeps the row (its largest build). By hand: Llama-3-8B Q4_K_M ≈ 4.9 GB a token's read → 300 GB/s ×
    the fitted share reads about three quarters of what 400 GB/s does."""
    bins = LOWER_BINS.get(gpu.name, {})
    bw = bins.get(float(memory_gb)) if memory_gb is not None else None
    return gpu.model_copy(update={"bandwidth_gb_s": bw}) if bw is not None else gpu


def stated_builds(gpus: dict[str, GPUSpec], named: tuple[str, ...], memory_gb: float | None) -> dict[str, GPUSpec]:
    """The catalog with each named chip as the build the user states (stated_build); the rest as they are."""
    return {n: stated_build(g, memory_gb) if n in named else g for n, g in gpus.items()}



def owned_only(gpu: GPUSpec | None) -> bool:
    return gpu is not None and (gpu.vendor in OWNED_ONLY_VENDORS or gpu.segment.startswith(OWNED_ONLY_SEGMENT))


def runs_cuda(gpu: GPUSpec | None) -> bool:
    """An owned-only machine with NVIDIA's CUDA stack (DGX Spark): vLLM and the other CUDA engines run on it."""
    return owned_only(gpu) and gpu is not None and gpu.vendor == "NVIDIA"


def old_card(gpu: GPUSpec | None) -> bool:
    """An NVIDIA card llama.cpp's CUDA kernels run on (tools.compat.GGUF_FLOOR, sm_60) but vLLM does not
    (tools.compat.FRAMEWORK_FLOOR, 7.0): Pascal (Tesla P40, GTX 1080 Ti: sm_61, INT8 dp4a kernels; P100: sm_60, FP16
    cuBLAS). Owned, it is answered here as a Mac is: llama.cpp with GGUF, speed from its bandwidth (old_card_serving)."""
    from tools.compat import FRAMEWORK_FLOOR, GGUF_FLOOR

    return (gpu is not None and gpu.vendor == "NVIDIA"
            and GGUF_FLOOR <= gpu.sm < FRAMEWORK_FLOOR["vllm"]) or old_rocm_card(gpu)


# an owned card's catalog segment (catalog/data/gpus.csv): a card no cloud in the catalog rents
OWNED_CARD_SEGMENT = "owned hardware"


def old_rocm_card(gpu: GPUSpec | None) -> bool:
    """An owned AMD Instinct card whose ISA vLLM's ROCm build does not target (tools.compat.ROCM_TARGETS: gfx90a,
    gfx942, gfx950): MI50 / MI60 (gfx906, deprecated in ROCm 6), MI100 (gfx908). llama.cpp runs them (its HIP build for
    the ISA, or its Vulkan backend), so they are answered as a P40 is: GGUF, speed from one card's bandwidth."""
    from tools.compat import ROCM_TARGETS

    return (gpu is not None and gpu.vendor == "AMD" and gpu.compute_capability.startswith("gfx")
            and gpu.compute_capability not in ROCM_TARGETS and OWNED_CARD_SEGMENT in gpu.segment)


def answered_on_device(gpu: GPUSpec | None) -> bool:
    """The owned machines this module answers: Apple silicon (owned_only), pre-Volta NVIDIA cards (old_card) and old
    AMD Instinct cards (old_rocm_card), the last two through old_card_serving."""
    return owned_only(gpu) or old_card(gpu)


def step_seconds(arch: ModelArch, w: Resolved, gpu: GPUSpec, streams: int, prec: str | None = None) -> float:
    """One decode step for `streams` users at once: weights read (in `prec`, else the workload's precision) + each
    stream's KV at half the context (a reply grows from an empty cache), at the fitted bandwidth share, plus
    llama.cpp's per-layer floor."""
    prec = prec or w.precision
    read = decode_weight_bytes(arch, prec, streams) + kv_cache_bytes(arch, max(1, w.seq_len // 2), streams,
                                                                     w.kv_precision)
    measured = measured_decode_share(gpu)
    if measured is not None:  # the card's own benchmark: its whole step, floor included
        return read / ((gpu.bandwidth_gb_s or 0) * 1e9 * measured)
    return read / ((gpu.bandwidth_gb_s or 0) * 1e9 * DECODE_BANDWIDTH_EFFICIENCY) + decode_layer_floor_s(arch, "llama.cpp")


def measured_decode_share(gpu: GPUSpec) -> float | None:
    """The share of its bandwidth llama.cpp's published decode benchmark of this card achieved (MEASURED_DECODE:
    tokens/s × file bytes ÷ bandwidth), else None (the fitted share and floor apply)."""
    got = MEASURED_DECODE.get(gpu.name)
    return got[0] * got[1] / (gpu.bandwidth_gb_s * 1e9) if got and gpu.bandwidth_gb_s else None


def achieved_flops(gpu: GPUSpec) -> float | None:
    """The FLOP/s llama.cpp's published prompt benchmark achieved on this machine (MEASURED_PREFILL), else None."""
    got = MEASURED_PREFILL.get(gpu.name)
    return 2 * MEASURED_PREFILL_MODEL.get(gpu.name, MEASURED_MODEL_MATMUL_PARAMS) * got[0] if got else None


def first_token_s(arch: ModelArch, prompt: int, gpu: GPUSpec) -> float | None:
    """Seconds to read a `prompt`-token prompt: (2 × the active matmul parameters a token, tools.arch.matmul_params,
    + the attention scores' forward FLOPs over the prompt) × the prompt over the achieved FLOP/s; None where no
    benchmark is published. The attention term is a third of tools.speed.attention_flops_per_token (its 12 · d · ctx
    is forward + backward; the forward QKᵀ and A·V are 4 · d · ctx, halved by the causal mask): negligible below
    ≈ 8k tokens, the larger part of a long prompt. By hand, DeepSeek-V3 (61 layers, 128 heads × 192 qk dims) reading
    120,000 tokens: 2 · 24,576 · 61 · 120,000 ≈ 3.6e11 FLOPs a token of attention against 2 × ≈ 37 B ≈ 7.5e10 of
    matmuls → ≈ 5.2e16 FLOPs ÷ 19.4 TFLOP/s ≈ 45 min before the first token."""
    from tools.speed import attention_flops_per_token

    flops = achieved_flops(gpu)
    if not flops:
        return None
    return (2 * matmul_params(arch) + attention_flops_per_token(arch, prompt) / 3) * prompt / flops


LONG_WAIT_S = 120  # a first token this late is said in minutes (or hours), not thousands of seconds


def long_wait(seconds: float | None) -> Msg | None:
    """A wait of LONG_WAIT_S or more as a duration ("44 min", tools.wording.duration); None below it."""
    from tools.wording import duration

    return duration(seconds / SECONDS_PER_HOUR) if seconds is not None and seconds >= LONG_WAIT_S else None


def ttft_limit(prompt: int) -> float:
    """The interactive time to a first token for a `prompt`-token prompt: 2 s up to 8,192 tokens, growing with it
    (tools.offers.INTERACTIVE_TTFT_S, TTFT_REFERENCE_TOKENS)."""
    from tools.offers import INTERACTIVE_TTFT_S, TTFT_REFERENCE_TOKENS

    return INTERACTIVE_TTFT_S * max(1.0, prompt / TTFT_REFERENCE_TOKENS)


def serves_all(tps: float | None, ttft: float | None, prompt: int, floor: float = INTERACTIVE_TOKENS_PER_S) -> bool:
    """Each user at `floor` tokens/s (the user's stated speed, else the interactive floor) with all busy and the
    first token inside the interactive time for its prompt (module docstring), judged on the figures as the answer
    shows them (whole tokens/s, tenths of a second), so a verdict never contradicts its own numbers ("≈ 20 tokens/s"
    is the floor met); a first token that cannot be timed does not fail it."""
    return (tps is not None and round(tps) >= floor
            and (ttft is None or round(ttft, 1) <= ttft_limit(prompt)))


def serves_up_to(arch: ModelArch, w: Resolved, gpu: GPUSpec, prec: str, users: int, ttft: float | None,
                 prompt: int, floor: float = INTERACTIVE_TOKENS_PER_S) -> int:
    """The most users at once (up to `users`) one machine serves at the interactive floor (serves_all); 0 when not
    even one user gets it."""
    return max((u for u in range(1, users + 1)
                if serves_all(1 / step_seconds(arch, w, gpu, u, prec), ttft, prompt, floor)), default=0)


def mac_precision(gpu: GPUSpec, precision: str, stated: bool) -> str:
    """The precision the Mac runs: FP16 for a BF16 nobody stated on a machine whose row has no BF16 (same bytes),
    else the workload's."""
    return "fp16" if precision == "bf16" and not stated and not gpu.bf16_support else precision


def usable_bytes(gpu: GPUSpec, w: Resolved) -> tuple[float, float, int]:
    """The unified memory the user has (their stated build, else the row's), the share the GPU may use by default
    (the row's usable / memory: Metal's recommendedMaxWorkingSetSize, 75 % on large Macs) and those usable bytes."""
    share = gpu.usable_bytes / gpu.memory_bytes if gpu.usable_bytes and gpu.memory_bytes else 1.0
    memory = min(gpu.memory_gb or 0, w.max_gpu_memory_gib or gpu.memory_gb or 0)  # the build the user said they have
    return memory, share, int(memory * GiB * share)


# What a Mac left to macOS when its GPU share is raised (`sudo sysctl iogpu.wired_limit_mb=…`, reset at reboot):
# ASSUMED 16 GiB, twice what the community settings leave (a 48 GB MacBook Pro set to 40,960 MB, thinkdifferent.blog
# "The MacBook Pro setting that doubles your AI performance"; a 96 GB M2 Max running llama.cpp at 92,160 MB, with the
# warning that higher leaves too little room for the OS), so the raised pool is never the edge of what boots.
MACOS_RESERVE_GIB = 16


def raised_bytes(gpu: GPUSpec, memory: float) -> int:
    """The GPU pool after raising macOS's wired limit: the machine's unified memory (`memory`, GiB as Apple sells it)
    less MACOS_RESERVE_GIB; 0 for another vendor or a machine too small to spare it. By hand: 512 − 16 = 496 GiB ≈
    532.6 GB (the 75 % default is 384 GiB ≈ 412.3 GB)."""
    if gpu.vendor not in OWNED_ONLY_VENDORS or memory <= 2 * MACOS_RESERVE_GIB:
        return 0
    return int((memory - MACOS_RESERVE_GIB) * GiB)


def mac_memory(arch: ModelArch, w: Resolved, prec: str, users: int) -> MemoryBreakdown:
    """What the Mac holds: weights in `prec` + the load's KV cache (16-bit unless stated); the one breakdown the
    answer shows for it (no CUDA context, no vLLM pool)."""
    return MemoryBreakdown(weights=weight_bytes(arch, prec), kv_cache=kv_cache_bytes(arch, w.seq_len, users,
                                                                                    w.kv_precision))


def need_bytes(arch: ModelArch, w: Resolved, prec: str, users: int) -> int:
    """The bytes of mac_memory."""
    return mac_memory(arch, w, prec, users).total


def readable_for_all(tps: float | None, ttft: float | None, prompt: int, users: int, w: Resolved) -> bool:
    """The owned box under the interactive default (20 tok/s) with every user busy, yet each still at or above the
    readable minimum (tools.offers.MIN_STREAM_TOKENS_PER_S, 10 tok/s ≈ twice silent reading speed,
    tools.small_load_floor) with the first token in time, no speed stated, and a small team (at most
    tools.traffic.SMALL_TEAM_AT_ONCE users: such a team is already sized all at once, its worst case, so the box
    serves them, slower, and a rental is only the way to the default, not the answer). By hand, a 512 GB M3 Ultra
    with DeepSeek-V3 Q4 for 3 at once: ≈ 14 tok/s each, first token 0.6 s → True; with a 120k-token document, first
    token ≈ 44 min → False; 24 users at ≈ 11 tok/s each → False (a bigger team's prompts queue behind each other)."""
    return (tps is not None and users <= SMALL_TEAM_AT_ONCE and per_user_target(w) is None
            and tps >= MIN_STREAM_TOKENS_PER_S and ttft is not None and ttft <= ttft_limit(prompt))


def speed_floor(w: Resolved) -> float:
    """The per-user speed the Mac is judged on: the user's stated tokens/s a user, else the interactive floor
    (tools.offers.INTERACTIVE_TOKENS_PER_S) — "10 tokens/s is enough" is judged at 10, never at 20."""
    return per_user_target(w) or INTERACTIVE_TOKENS_PER_S


def mac_route(arch: ModelArch, w: Resolved, gpu: GPUSpec, asked: str, stated: bool) -> tuple[str, int | None, str]:
    """The precision the Mac runs, the 4-bit bytes when tried, and why: 16-bit weights that do not fit, or that fit
    but decode under the speed floor (speed_floor; a decode step reads every weight, so 4-bit's ≈ 0.6 B a weight against 2 B is
    ≈ 3× faster), are tried as Q4_K_M (MAC_FOUR_BIT) before the answer says no — only when no precision was stated.
    Returns (precision, four-bit bytes or None, "memory" | "speed" | "")."""
    if stated or asked not in ("fp16", "bf16", "fp32"):
        return asked, None, ""
    users = max(1, w.concurrency)
    _, _, usable = usable_bytes(gpu, w)
    four = need_bytes(arch, w, MAC_FOUR_BIT, users)
    if need_bytes(arch, w, asked, users) > usable:
        return (MAC_FOUR_BIT if four <= usable else asked), four, "memory"
    if four <= usable and round(1 / step_seconds(arch, w, gpu, users, asked)) < speed_floor(w):
        return MAC_FOUR_BIT, four, "speed"  # decode only: a slow first token is compute, which 4-bit does not cut
    return asked, None, ""


def owned_device_serving(arch: ModelArch, w: Resolved, gpu: GPUSpec, stated: bool = True) -> Msg | None:
    """The answer on the user's own Apple machine: memory needed (weights at the precision + the load's KV) against
    what the GPU may use, the speed per user with every user busy and alone (judged at the user's stated speed, else
    the interactive floor: speed_floor), the runtime (llama.cpp / MLX, not vLLM), and the prefill caveat. `stated`
    False (the precision is only the default): a BF16 is FP16 on a Mac without BF16, and 16-bit weights that do not
    fit, or fit but are too slow, are tried in 4-bit (mac_route), said as the route with its trade-off.
    None for another vendor, no bandwidth figure, or training."""
    if not owned_only(gpu) or not serves(w.task) or not gpu.bandwidth_gb_s or not gpu.usable_bytes:
        return None
    users = max(1, w.concurrency)
    asked = mac_precision(gpu, w.precision, stated)
    memory, share, usable = usable_bytes(gpu, w)
    prec, four, why = mac_route(arch, w, gpu, asked, stated)
    need = need_bytes(arch, w, prec, users)
    raised = raised_bytes(gpu, memory) if need > usable else 0  # over the default share: the raised wired limit
    if usable < need <= raised:
        usable = raised
    fits = need <= usable
    machines = w.num_gpus if w.num_gpus and w.num_gpus > 1 else 1
    tps = 1 / step_seconds(arch, w, gpu, -(-users // machines), prec) if fits else None  # replicas split the users
    prompt = request_shape(w).prompt
    ttft = first_token_s(arch, prompt, gpu)
    floor = speed_floor(w)
    return Msg(code="owned_device.serving", args={
        "gpu": gpu.name, "model": arch.name, "fits": fits, "need": need / 1e9, "usable": usable / 1e9,
        "memory": memory, "share": share, "precision": prec,
        "raise_mb": raised // 2**20 if raised and fits else None, "reserve": MACOS_RESERVE_GIB,
        "four_bit_need": four / 1e9 if four is not None and not fits else None,
        "four_bit_from": asked if prec != asked else None, "four_bit_why": why,
        "asked_need": need_bytes(arch, w, asked, users) / 1e9 if prec != asked else None,
        "asked_tps": 1 / step_seconds(arch, w, gpu, -(-users // machines), asked) if why == "speed" else None,
        "users": users, "ctx": w.seq_len, "machines": w.num_gpus if w.num_gpus and w.num_gpus > 1 else None,
        "tps": tps, "alone": 1 / step_seconds(arch, w, gpu, 1, prec) if fits else None, "bw": gpu.bandwidth_gb_s,
        "prompt": prompt, "ttft": ttft, "ttft_long": long_wait(ttft), "tflops": (achieved_flops(gpu) or 0) / 1e12 or None,
        "prefill_source": MEASURED_PREFILL[gpu.name][1] if gpu.name in MEASURED_PREFILL else None,
        "slow": fits and not serves_all(tps, ttft, prompt, floor), "floor": floor,
        "stated_floor": per_user_target(w) is not None,
        "up_to": serves_up_to(arch, w, gpu, prec, users, ttft, prompt, floor) if fits else 0,
        "ttft_limit": ttft_limit(prompt), "on_prem": w.rent_more is False, "cuda": runs_cuda(gpu),
        "apple": gpu.vendor in OWNED_ONLY_VENDORS, "readable": fits and readable_for_all(tps, ttft, prompt, users, w),
        "min_tps": MIN_STREAM_TOKENS_PER_S,
        "ttft_full": first_token_s(arch, w.seq_len, gpu) if w.seq_len > 2 * prompt else None,
        "queued": queued_msg(w.seq_len, first_token_s(arch, w.seq_len, gpu), -(-users // machines)),
        "unstated": unstated_build(gpu, w.max_gpu_memory_gib, need)})


OLD_CARD_ROUTE = ("q8_0", MAC_FOUR_BIT)  # llama.cpp's GGUF builds tried on an old card, best quality first


def cards_usable(gpu: GPUSpec, cards: int) -> int:
    """The bytes `cards` such cards hold together: llama.cpp splits the layers across them (--split-mode layer, its
    default), so their memory adds up; each card's usable figure, else its nominal size."""
    return cards * (gpu.usable_bytes or 0)


def old_card_route(arch: ModelArch, w: Resolved, gpu: GPUSpec, stated: bool, cards: int) -> str:
    """The GGUF build an old card runs: a stated GGUF type as said; else Q8_0 when it fits the cards and gives each
    user the speed floor (speed_floor), else Q4_K_M (OLD_CARD_ROUTE) — its 16-bit is no route (FP16 math at 1/64 of
    FP32 on a P40, tools.compat.fp16_slowdown; no BF16 before Ampere)."""
    from tools.schema import GGUF_FORMATS

    if stated and w.precision in GGUF_FORMATS:
        return w.precision
    users = max(1, w.concurrency)
    best = OLD_CARD_ROUTE[0]
    if (need_bytes(arch, w, best, users) <= cards_usable(gpu, cards)
            and round(1 / step_seconds(arch, w, gpu, users, best)) >= speed_floor(w)):
        return best
    return OLD_CARD_ROUTE[-1]


def old_card_serving(arch: ModelArch, w: Resolved, gpu: GPUSpec, stated: bool = True) -> Msg | None:
    """The answer on the user's own old NVIDIA cards (old_card): vLLM does not run there (sm under 7.0), llama.cpp
    does, with a GGUF build (old_card_route); memory needed against the cards' sum (layers split across them); decode
    per user from ONE card's bandwidth (a layer split runs the cards in turn: it adds memory, not speed); the first
    token from llama.cpp's published benchmark of the card (MEASURED_PREFILL), else said as not sized; and the verdict:
    fits / too slow for everyone (up to how many at once) / does not fit. None for another card or training."""
    if not old_card(gpu) or not serves(w.task) or not gpu.bandwidth_gb_s or not gpu.usable_bytes:
        return None
    from tools import compat
    from tools.compat import DP4A_FLOOR, FRAMEWORK_FLOOR

    users = max(1, w.concurrency)
    cards = max(1, w.num_gpus or 1)
    prec = old_card_route(arch, w, gpu, stated, cards)
    need, usable = need_bytes(arch, w, prec, users), cards_usable(gpu, cards)
    fits = need <= usable
    tps = 1 / step_seconds(arch, w, gpu, users, prec) if fits else None
    prompt = request_shape(w).prompt
    ttft = first_token_s(arch, prompt, gpu)
    floor = speed_floor(w)
    return Msg(code="owned_device.old_card", args={
        "gpu": gpu.name, "cards": cards, "model": arch.name, "fits": fits, "need": need / 1e9, "usable": usable / 1e9,
        "precision": prec, "users": users, "ctx": w.seq_len, "bw": gpu.bandwidth_gb_s,
        "cc": gpu.compute_capability.replace(".", ""), "vllm_floor": FRAMEWORK_FLOOR["vllm"],
        "isa": gpu.compute_capability if old_rocm_card(gpu) else None,
        "dp4a": gpu.sm >= DP4A_FLOOR,
        "fp16_slow": compat.fp16_slowdown(gpu), "tps": tps, "alone": 1 / step_seconds(arch, w, gpu, 1, prec) if fits else None,
        "prompt": prompt, "ttft": ttft, "tflops": (achieved_flops(gpu) or 0) / 1e12 or None,
        "prefill_source": MEASURED_PREFILL[gpu.name][1] if gpu.name in MEASURED_PREFILL else None,
        "slow": fits and not serves_all(tps, ttft, prompt, floor), "floor": floor,
        "stated_floor": per_user_target(w) is not None, "ttft_limit": ttft_limit(prompt),
        "up_to": serves_up_to(arch, w, gpu, prec, users, ttft, prompt, floor) if fits else 0})


def device_serving(arch: ModelArch, w: Resolved, gpu: GPUSpec, stated: bool = True) -> Msg | None:
    """The owned-machine answer for this card: a Mac's (owned_device_serving) or an old NVIDIA card's
    (old_card_serving); None for any other."""
    if old_card(gpu):
        return old_card_serving(arch, w, gpu, stated)
    return owned_device_serving(arch, w, gpu, stated)


# Engines with no Metal backend: on macOS they build for the CPU only (vLLM's docs, "Installation → CPU → Apple silicon":
# the macOS build is CPU-only and experimental; SGLang and TensorRT-LLM publish CUDA / ROCm builds only; TGI's Docker
# images are CUDA / ROCm / Gaudi), so a Mac's GPU serves through llama.cpp, MLX (mlx-lm) or Ollama (llama.cpp inside)
NO_METAL_ENGINES = {"vllm": "vLLM", "sglang": "SGLang", "tensorrt-llm": "TensorRT-LLM", "trtllm": "TensorRT-LLM",
                    "tgi": "TGI", "lmdeploy": "LMDeploy"}


def engine_without_metal(gpu: GPUSpec | None, framework: str | None) -> str | None:
    """The stated serving engine's name when it cannot use this Apple machine's GPU (NO_METAL_ENGINES), else None."""
    if not owned_only(gpu) or runs_cuda(gpu) or not framework:
        return None
    return NO_METAL_ENGINES.get(framework.lower())


# Mixtures of experts offered on the same owned machine when a dense model decodes under the speed floor there: a
# decode step reads only the experts its tokens route to (tools.speed.decode_weight_bytes), so at the same memory
# bandwidth they decode several times faster. gpt-oss-120b in its native MXFP4 (OpenAI's model card: 116.83 B total,
# 5.13 B active a token, fits one 80 GB GPU); Qwen3-30B-A3B-Instruct-2507 in llama.cpp's Q4_K_M (Qwen's model card:
# 30.5 B total, 3.3 B active). Each is another model than the one asked: its quality is to test on the user's tasks.
OWNED_MOE = (("gpt-oss-120b", "mxfp4"), ("Qwen3-30B-A3B-Instruct-2507", MAC_FOUR_BIT))


def moe_on_box(arch: ModelArch, w: Resolved, gpu: GPUSpec, moes: list[ModelArch],
               dense_tps: float | None) -> list[Msg]:
    """The faster models on the user's own unified-memory machine (owned_only) when a dense model is too slow there
    (`dense_tps` under the speed floor, None when it did not fit): each mixture of experts in `moes` (the registry rows
    of OWNED_MOE) that the GPU's share of memory holds at the load, with its decode speed per user with every user
    busy and alone (step_seconds, the same bandwidth model as the dense answer), one line each, only when faster than
    the dense model. Empty for an MoE asked, another machine, training, or none faster."""
    if not owned_only(gpu) or arch.experts or not serves(w.task) or not gpu.bandwidth_gb_s or not gpu.usable_bytes:
        return []
    if dense_tps is not None and round(dense_tps) >= speed_floor(w):
        return []
    users = max(1, w.concurrency)
    _, _, usable = usable_bytes(gpu, w)
    precision = dict(OWNED_MOE)
    out = []
    for moe in moes:
        prec = precision.get(moe.name, MAC_FOUR_BIT)
        tps = 1 / step_seconds(moe, w, gpu, users, prec)
        if need_bytes(moe, w, prec, users) <= usable and (dense_tps is None or tps > dense_tps):
            out.append(Msg(code="owned_device.moe_on_box", args={
                "gpu": gpu.name, "asked": arch.name, "model": moe.name, "precision": prec, "users": users,
                "ctx": w.seq_len, "gb": need_bytes(moe, w, prec, users) / 1e9, "tps": tps,
                "alone": 1 / step_seconds(moe, w, gpu, 1, prec), "bw": gpu.bandwidth_gb_s, "dense_tps": dense_tps,
                "active_b": matmul_params(moe) / 1e9}))
    return out
