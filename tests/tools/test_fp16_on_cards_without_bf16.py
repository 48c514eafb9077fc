"""Cards before Ampere (Volta V100, Turing T4, Pascal) have no BF16 and no FlashAttention-2: training there says both
in the short answer (FP16 mixed precision with loss scaling; SDPA's memory-efficient kernel), and a model family whose
makers report FP16 overflow gets its own warning with the source (tools/compat.py pre_ampere_kernels; the overflow
rule is tools/fp16_safety.py's fp16_unsafe_check)."""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tools.compat import pre_ampere_kernels, precision_checks
from tools.fp16_safety import fp16_overflow_family, fp16_unsafe_check


def _g(name: str):
    return all_gpus()[name]


@pytest.mark.parametrize("task, precision, level, fp16_training", [
    ("full", "fp16", "warning", True),  # training in FP16 on a V100: shown, with loss scaling named
    ("lora", "fp16", "warning", True),
    ("inference", "fp16", "info", False),  # serving: the engine's own line says it (full answer only here)
    ("full", "fp32", "warning", False)])  # FP32 training: no loss-scaling words, FA2 still missing
def test_pre_ampere_training_is_a_warning(task, precision, level, fp16_training):
    c = pre_ampere_kernels(_g("V100 SXM2 32GB"), precision, task)
    assert (c.level, c.topic, c.message.args["fp16_training"]) == (level, "kernels", fp16_training)


def test_the_words_in_both_languages():
    c = pre_ampere_kernels(_g("T4"), "fp16", "full").message
    en, zh = c.text("en"), c.text("zh")
    assert "sm_75" in en and "FlashAttention-2" in en and "loss scaling" in en and "xformers" in en
    assert "FlashAttention-2" in zh and "loss scaling" in zh and "BF16" in zh


def test_ampere_and_later_get_no_kernel_line():
    assert not [c for c in precision_checks(_g("A100 80GB SXM"), "bf16", "full") if c.topic == "kernels"]
    assert [c for c in precision_checks(_g("Tesla P40"), "fp16", "full") if c.topic == "kernels"]


@pytest.mark.parametrize("model, source", [
    ("Qwen2.5-14B", "QwenLM/Qwen3#868"), ("Qwen2-7B", "QwenLM/Qwen3#868"),  # the Qwen2 architecture family
    ("Gemma-3-12B", "huggingface/transformers#36822"), ("Gemma-2-27B", "microsoft/onnxruntime-genai#2444"),
    ("Llama-3.1-8B", None), ("Mistral-7B", None), ("Qwen3-8B", None)])  # no source in hand: no warning
def test_which_families_report_fp16_overflow(model, source):
    assert fp16_overflow_family(model) == source


def test_the_overflow_warning_needs_fp16_on_a_card_without_bf16():
    # a stated FP16 on a T4 (Turing, no BF16): Gemma 3 overflows there; an A100 has BF16; INT4 weights plan no FP16
    # activations; Llama has no overflow report
    gemma = registry.get("Gemma-3-12B")
    assert fp16_unsafe_check(_g("T4"), gemma, "fp16", "inference", True) is not None
    assert fp16_unsafe_check(_g("A100 80GB SXM"), gemma, "fp16", "inference", True) is None  # BF16 there
    assert fp16_unsafe_check(_g("T4"), gemma, "int4", "inference", True) is None  # not FP16 activations planned
    assert fp16_unsafe_check(_g("T4"), registry.get("Llama-3.1-8B"), "fp16", "inference", True) is None
    # Qwen2.5, reported by name only (QwenLM/Qwen3#868): a warning with training advice when it trains, vLLM's
    # fused kernels when it serves
    qwen = registry.get("Qwen2.5-7B")
    train = fp16_unsafe_check(_g("V100 SXM2 32GB"), qwen, "fp16", "full", True)
    assert train is not None and train.level == "warning" and train.message.code == "compat.fp16_overflow"
    assert "loss" in train.message.text("en") and "vLLM" not in train.message.text("en")  # training advice
    serve = fp16_unsafe_check(_g("T4"), qwen, "fp16", "inference", True)
    assert serve is not None and "vLLM" in serve.message.text("zh")


def test_a_card_with_slow_fp16_trains_in_fp32():
    # Tesla P40: FP16 0.1837 against FP32 11.76 TFLOPS (1/64): an FP16 LoRA would run at 0.18 TFLOPS, so a stated P40
    # with no stated precision is planned in FP32 (4 bytes a weight), said with the ratio; a T4 (FP16 65 > FP32 8.1)
    # keeps FP16
    from tools.recommend import _card_precision
    from tools.schema import Workload

    gpus = all_gpus()
    w, said = _card_precision(Workload(model="Llama-3.1-8B", task="lora", gpu_preference="Tesla P40"), gpus)
    assert w.precision == "fp32" and said[0].args == {"name": "Tesla P40", "slow": 64}
    assert "1/64" in said[0].text("en") and "FP32" in said[0].text("zh")
    t4, _ = _card_precision(Workload(model="Llama-3.1-8B", task="lora", gpu_preference="T4"), gpus)
    assert t4.precision == "fp16"
    c = pre_ampere_kernels(_g("Tesla P40"), "fp32", "lora").message
    assert c.args["fp16_slow"] == 64 and "train in FP32" in c.text("en") and "loss scaling" not in c.text("en")
