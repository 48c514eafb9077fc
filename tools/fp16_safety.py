"""Whether a model may run in FP16 on the card planned for it: a BF16-trained family whose activations overflow FP16
(Gemma 2 / Gemma 3: vLLM refuses float16 for them, vllm/config/model.py `_FLOAT16_NOT_SUPPORTED_MODELS`, "Numerical
instability. Please use bfloat16 or float32 instead."; huggingface/transformers#36822 "Gemma 3 is broken with fp16")
cannot be served, batched or fine-tuned in FP16 on an NVIDIA card without BF16 (Volta V100 sm_70, Turing T4 sm_75,
older: gpus.csv bf16_support "no"). The family's report is the catalog row's `fp16_unsafe` (catalog/data/models.json,
with its source): a picked card is refused for it. Families reported by name only (FP16_OVERFLOW_FAMILIES:
Qwen2, an issue thread; vLLM still serves them in float16) are warned on the card (check the first outputs), never refused.

The ways out, said in the answer: FP32 for the affected layers (4 bytes a value instead of 2: the weights and
activations kept in FP32 take twice the FP16 memory; vLLM `--dtype float32`), a card with BF16 (Ampere, sm_80, or
newer), or a model that runs in FP16 (a Llama- or Mistral-family model: no such report)."""

from __future__ import annotations

from tools.compat import fp16_instead
from tools.defaults import serves
from tools.schema import Check, GPUSpec, ModelArch, Msg

FP32_BYTES_PER_FP16_BYTE = 2  # FP32 is 4 bytes a value, FP16 2 (IEEE 754 binary32 / binary16)

# BF16-trained families whose makers (or the runtimes that load them) report FP16 overflow — inf/NaN activations or
# losses — the risk of running them on a card without BF16 (Volta, Turing: the plan is FP16 there):
# Qwen2 / Qwen2.5: QwenLM/Qwen3#868 (Qwen maintainer: "the original model was trained using bfloat16, changing to
# float16 may cause numerical instabilities"; on V100 use an engine's fused kernels, QwenLM/Qwen3#826);
# Gemma 3: huggingface/transformers#36822 ("Gemma 3 is broken with fp16"); Gemma 2 and 3: onnxruntime-genai's model
# builder warns on float16 I/O for both (microsoft/onnxruntime-genai#2444: "matching the existing Gemma2/Gemma3
# warnings").
FP16_OVERFLOW_FAMILIES: dict[str, str] = {
    "Qwen2": "QwenLM/Qwen3#868", "Gemma-2": "microsoft/onnxruntime-genai#2444",
    "Gemma-3": "huggingface/transformers#36822",
}


def fp16_overflow_family(model: str) -> str | None:
    """The source that reports FP16 overflow for this model's family (FP16_OVERFLOW_FAMILIES, by name prefix), or None."""
    return next((src for fam, src in FP16_OVERFLOW_FAMILIES.items() if model.lower().startswith(fam.lower())), None)


def fp16_unsafe_source(arch: ModelArch | None) -> str | None:
    """The source reporting FP16 overflow for this model: its catalog row's `fp16_unsafe`, else a family reported by
    name (fp16_overflow_family); None when there is no report."""
    if arch is None:
        return None
    return arch.fp16_unsafe or fp16_overflow_family(arch.name)


def runs_fp16_here(gpu: GPUSpec, precision: str, stated: bool) -> bool:
    """Whether the plan runs 16-bit floats as FP16 on this card: a stated FP16, or a default BF16 on an NVIDIA card
    without BF16 (tools.compat.fp16_instead)."""
    if gpu.vendor not in (None, "", "NVIDIA") or gpu.bf16_support:
        return False
    return precision == "fp16" or fp16_instead(gpu, precision, stated)


def fp16_unsafe_on(gpu: GPUSpec, arch: ModelArch | None, precision: str, stated: bool) -> str | None:
    """The one rule: the source of the overflow report when this model (fp16_unsafe_source) would run in FP16 on this
    card (runs_fp16_here); None when the plan is safe."""
    src = fp16_unsafe_source(arch)
    if src is None or not runs_fp16_here(gpu, precision, stated):
        return None
    return src


def fp16_unsafe_msg(gpu: GPUSpec, arch: ModelArch, source: str, task: str) -> Msg:
    """Why this card cannot run this model in FP16, with the three ways out (module docstring)."""
    return Msg(code="fp16_safety.unsafe", args={
        "model": arch.name, "name": gpu.name, "arch": gpu.architecture or "", "source": source,
        "times": FP32_BYTES_PER_FP16_BYTE, "training": not serves(task)})


def fp16_unsafe_check(gpu: GPUSpec, arch: ModelArch | None, precision: str, task: str, stated: bool) -> Check | None:
    """A warning, shown in the short answer, on the card the plan names (stated, owned or picked) when the model
    overflows in FP16 there (fp16_unsafe_on); None otherwise."""
    src = fp16_unsafe_on(gpu, arch, precision, stated)
    if src is None or arch is None:
        return None
    if not arch.fp16_unsafe:  # a family reported by name only (Qwen2): vLLM serves it in FP16, so check the outputs
        return Check(level="warning", topic="precision", message=Msg(code="compat.fp16_overflow", args={
            "model": arch.name, "name": gpu.name, "source": src, "training": not serves(task)}))
    return Check(level="warning", topic="precision", message=fp16_unsafe_msg(gpu, arch, src, task))
