"""A logit-distillation plan said in English, 简体 or 繁體 prices the student's training on the corpus and says the
teacher pass and the stored logits (top-k, never the full vocabulary), never a fine-tune of the teacher."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract

EN = ("Plan: run Llama-3.3-70B over our 2B-token corpus, save the teacher logits to S3, then train Llama-3.2-3B "
      "(full FT) on KL loss. How much GPU + storage + $ and how long? We're fine with any neocloud.")
HANS = "先用Llama-3.3-70B对20亿token语料跑一遍，把教师logits存到S3，再用KL损失全参微调Llama-3.2-3B，要多少GPU、存储和钱？"
HANT = "先用Llama-3.3-70B對20億token語料跑一遍，把教師logits存到S3，再用KL損失全參微調Llama-3.2-3B，要多少GPU、儲存和錢？"


@pytest.mark.parametrize("text", [EN, HANS, HANT])
def test_the_student_is_trained_on_the_corpus_and_the_teacher_pass_is_said(text: str) -> None:
    e = extract(text)
    assert e.patch.model == "Llama-3.2-3B" and e.patch.task == "full_finetune"
    assert e.patch.train_tokens == 2_000_000_000
    # teacher 2 × 70.55 B × 2 B = 2.82e20 FLOPs → 158 H100-h BF16, 79 FP8; full vocab 128,256 × 2 B × 2 B = 513 TB,
    # top-32 × 6 B × 2 B = 384 GB; student 6 × 3.21 B × 2 B = 3.86e19
    note = " ".join(e.notes)
    assert "2.82e+20" in note and "≈ 79 in FP8" in note and "513 TB" in note and "384 GB" in note
    assert "3.86e+19" in note and "priced on its own line" in note
    assert e.patch.teacher_params_b == pytest.approx(70.554, abs=0.001)  # the teacher rides to the pricing
    zh = " ".join(e.zh_notes.get(n, "") for n in e.notes)
    assert "存不下" in zh and "约 384 GB" in zh
    assert not any("second job" in n for n in e.notes)


def test_two_models_without_a_teacher_are_no_distillation() -> None:
    assert extract("compare Llama-3.3-70B and Llama-3.2-3B serving for 20 users").patch.train_tokens is None


def test_a_student_trained_with_lora_keeps_its_method() -> None:
    e = extract("Distill Qwen2.5-72B into Qwen2.5-7B: teacher logits over 500 million tokens, then train the student "
                "with LoRA. GPUs and cost?")
    assert (e.patch.model, e.patch.task, e.patch.train_tokens) == ("Qwen2.5-7B", "lora", 500_000_000)
