"""A precision the stated training method cannot train in is dropped with a note, never a validation error:
QLoRA keeps a 4-bit NF4 base and computes in BF16 (Dettmers et al. 2023), so FP8 / INT8 beside it is not used;
training all weights needs 16-bit (or FP8) weights, so INT4 / INT8 beside a full fine-tune is not used; a GGUF file
has no training path, so LoRA over Q4_K_M trains over the BF16 base. Precisions the method does train in stay."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.defaults import training_precision_conflict


@pytest.mark.parametrize("task,precision,broken", [
    ("qlora", "fp8", "qlora"),          # QLoRA's base is NF4, compute BF16/FP16: FP8 is neither
    ("qlora", "int8", "qlora"),
    ("qlora", "nf4", None),             # its own base
    ("qlora", "bf16", None),            # its compute precision
    ("full_finetune", "int4", "full"),  # integer weights cannot be trained
    ("pretrain", "int8", "full"),
    ("full_finetune", "fp8", None),     # FP8 training with Transformer Engine
    ("lora", "q4_k_m", "lora"),         # a llama.cpp file has no training path
    ("lora", "int4", None),             # LoRA over a quantised base is QLoRA-like, left to the engine's own rule
    ("inference", "int4", None),        # serving takes any format
])
def test_which_training_rule_a_precision_breaks(task, precision, broken):
    assert training_precision_conflict(task, precision) == broken


@pytest.mark.parametrize("text,task", [
    ("QLoRA fine-tune Qwen2.5-14B in int8", "qlora"),
    ("qlora mistral 7b with fp8 please", "qlora"),
    ("用FP8做QLoRA微调Llama-3.1-8B", "qlora"),
    ("full fine-tune Llama-3.1-8B in int4", "full_finetune"),
    ("全参微调 Qwen2.5-7B，用 int8", "full_finetune"),
    ("LoRA Qwen2.5-7B on the Q4_K_M file", "lora"),
])
def test_an_untrainable_precision_is_dropped_with_a_note(text, task):
    e = extract(text)
    assert e.patch.task == task, (text, e.patch.task)
    assert e.patch.precision in (None, "nf4"), (text, e.patch.precision)  # the method's own precision, or the default
    assert any("BF16" in n for n in e.notes), (text, e.notes)  # the note says what it is sized in


@pytest.mark.parametrize("text,precision", [
    ("QLoRA fine-tune Qwen2.5-14B in 4-bit", "nf4"),
    ("full fine-tune Llama-3.1-8B in fp8", "fp8"),
    ("LoRA 微调 Qwen2.5-7B，用 fp16", "fp16"),
])
def test_a_precision_the_method_trains_in_stays(text, precision):
    e = extract(text)
    assert e.patch.precision == precision, (text, e.patch.precision)
    assert not any("inference format" in n or "is not used" in n for n in e.notes), e.notes
