"""Lower-precision routes on stated hardware: "can 4 × RTX 4090 run a 70B?" is answered in the precision that
fits them, not with a flat "no" in BF16.

Review 7 (docs/EXPERT_CASES.md): a 70B on 4 × 4090 in INT4 (≈ 40 GB of weights, 65 GB with its KV cache, of
96 GB) is the usual way and was called "no"; a Q4_K_M user was offered INT4; an FP8 KV cache that makes one
H100 hold AWQ-72B at 32k × 4 was never computed; FP8 was offered on a T4 (sm_75 has no FP8 kernels).

Routes are tried in order of what they cost in quality (an 8-bit KV cache first, then 8-bit weights, then
4-bit AWQ/GPTQ weights, each with and without the 8-bit cache), and only where:
- the user did not state the precision being lowered (a Q4_K_M, AWQ or FP8 model keeps its weights; only
  an unstated KV cache may go to 8 bits), and the current precision is above the route's;
- the stated card's kernels run the route (tools.compat.kernel_problem: no FP8 weights on a T4);
- the engine has the format: llama.cpp caches q8_0 (`-ctk q8_0 -ctv q8_0`, with `-fa`) and loads GGUF files (Q8_0,
  then Q4_K_M, the tag Ollama pulls by default), vLLM / SGLang fp8 (`--kv-cache-dtype fp8`); AWQ/GPTQ weights are
  vLLM / SGLang / TGI formats.
"""

from __future__ import annotations

from tools import compat
from tools.defaults import kv_precision_of, serves
from tools.schema import GGUF_FORMATS, GPUSpec, ModelArch, Msg, Resolved, Workload

SIXTEEN_BIT = ("bf16", "fp16", "fp32")
FOUR_BIT = ("int4", "awq", "gptq", "mxfp4", "nf4", *GGUF_FORMATS)


def _kv8(w: Resolved) -> str:
    return "q8_0" if w.framework == "llama.cpp" else "fp8"


def _w8(arch: ModelArch, w: Resolved, gpu: GPUSpec | None) -> str | None:
    """8-bit weights the card runs: FP8 (native, or weight-only Marlin on Ampere for dense vLLM), else W8A8 INT8."""
    for p in ("fp8", "int8"):
        probe = w.model_copy(update={"precision": p})
        if gpu is None or compat.kernel_problem(gpu, p, None, weight_only_fp8=compat.weight_only_fp8(arch, probe)) is None:
            return p
    return None


def route_workloads(arch: ModelArch, asked: Workload, w: Resolved, gpu: GPUSpec | None) -> list[tuple[Msg, Workload]]:
    """The routes worth computing on the stated hardware, least lossy first, each as (label, the user's
    workload with the route's precisions). Empty for training, a stated precision already at 4 bits, or an
    engine without the formats."""
    if not serves(w.task) or w.framework in ("trtllm",):
        return []
    fw = w.framework
    kv_free = asked.kv_precision is None and kv_precision_of(w) in SIXTEEN_BIT
    if kv_free and gpu is not None and compat.kernel_problem(gpu, w.precision, _kv8(w)) is not None:
        kv_free = False  # an FP8 cache needs sm_80+ (software conversion before Ada)
    weights_free = asked.precision is None and w.precision not in FOUR_BIT
    out: list[tuple[Msg, Workload]] = []
    kv = _kv8(w)
    kv_label = Msg(code="routes.kv8", args={"kv": kv})
    if kv_free:
        out.append((kv_label, asked.model_copy(update={"kv_precision": kv})))
    if weights_free and fw == "llama.cpp":  # GGUF files: Q8_0, then Q4_K_M (Ollama's default tag)
        for p in ("q8_0", "q4_k_m"):
            label = Msg(code="routes.gguf", args={"p": p})
            out.append((label, asked.model_copy(update={"precision": p})))
            if kv_free:
                out.append((Msg(code="routes.and", args={"label": label, "kv": kv_label}),
                            asked.model_copy(update={"precision": p, "kv_precision": kv})))
        return out
    if weights_free:
        w8 = _w8(arch, w, gpu) if w.precision in SIXTEEN_BIT else None
        w4_ok = gpu is None or compat.kernel_problem(gpu, "awq", None) is None
        steps: list[tuple[str, Msg]] = []
        if w8:
            steps.append((w8, Msg(code="routes.weights", args={"upper": w8.upper()})))
        if w4_ok:
            steps.append(("awq", Msg(code="routes.int4_weights_an_awq")))
        for p, label in steps:
            out.append((label, asked.model_copy(update={"precision": p})))
            if kv_free:
                out.append((Msg(code="routes.and", args={"label": label, "kv": kv_label}),
                            asked.model_copy(update={"precision": p, "kv_precision": kv})))
    return out


def precision_words(w: Resolved) -> Msg:
    """The weights and KV cache a workload runs, in words ("BF16 weights and a 16-bit KV cache")."""
    kv = kv_precision_of(w)
    return Msg(code="routes.weights_and_a_kv", args={"p": w.precision.upper(),
                                                     "kv": "16-bit" if kv in SIXTEEN_BIT else kv.upper()})
