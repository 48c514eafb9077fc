"""Reviewing, checking or extracting from N documents a day is a daily batch of inference (long prompts, short
findings), never training: with no training word (微调/训练/fine-tune/LoRA/train) no training is read. Before,
"合同审查 … 每天 300 份，每份 10 万字" was read as a LoRA fine-tune on 300 examples of 60,000 tokens.

Hand figures: the product converts Chinese characters at the named model's tokenizer figure (tools.cjk_tokens: Qwen's
1 token ≈ 1.5 characters → 0.67 token a 简体 character; 繁體 × 1.25 = 0.8375 → 0.84), so 50,000 字 → 33,500 tokens
(简体) or 42,000 (繁體); with no output length said a batch item writes 512 tokens (tools.defaults' stated default,
printed in the answer), so each request holds 33,500 + 512 = 34,012 or 42,000 + 512 = 42,512 tokens.
A window said beside the items' length ("128k 上下文") is room, not what each request holds.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def _fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text,seq", [
    ("打算用 Qwen2.5-7B 审核采购合同，每天大概 200 份，每份约 5 万字，128k 上下文", 34_012),  # 50,000 × 0.67 + 512
    ("用 Qwen2.5-7B 審查租約，每天約 200 份，每份大約 5 萬字", 42_512),  # 繁體: 50,000 × 0.84 + 512
])
def test_reviewing_documents_each_day_is_a_daily_batch_of_inference(text, seq):
    f = _fields(text)
    assert f["task"] == "inference"  # no training word: never a fine-tune
    assert "dataset" not in f  # the documents are not training examples
    assert f["batch_requests"] == 200 and f["batch_period"] == "day"
    assert f["batch_item"] == "document"
    assert f["seq_len"] == seq  # the document's tokens in + 512 out (module docstring)


def test_reviewing_documents_in_english_is_a_daily_batch():
    f = _fields("We want Llama 3.1 8B to review about 400 supplier contracts per day, roughly 20k tokens each")
    assert f["task"] == "inference" and "dataset" not in f
    assert f["batch_requests"] == 400 and f["batch_period"] == "day" and f["batch_item"] == "document"
    assert f["seq_len"] == 20_000 + 512  # 20k = 20,000 tokens (no power of two: decimal) + 512 out


def test_a_training_word_beside_a_review_task_stays_training():
    f = _fields("用 Qwen2.5-7B 微调一个合同审查模型，500 条样本")  # 微调 is a training word: it wins
    assert f["task"] == "finetune" and f["dataset"]["amount"] == 500


@pytest.mark.parametrize("text,n", [
    ("想微调 Llama-3.1-8B，做一个简历筛选助手，手上有 1200 条标注样本", 1200),  # 一个 … 助手: one assistant, not 1 résumé
    ("用 Qwen2.5-14B 微調一個合約審查系統，3000 條樣本", 3000),
])
def test_a_document_noun_naming_what_a_model_is_for_is_no_count(text, n):
    # 一个 + a document noun + 模型 / 系统 / 助手 counts one model or system: the data set is the stated N examples
    f = _fields(text)
    assert f["task"] == "finetune" and f["dataset"]["amount"] == n and "batch_requests" not in f


def test_product_reviews_are_still_short_items():
    f = _fields("classify 300k product reviews a day with Llama 3.1 8B")
    assert f["batch_item"] == "short" and f["batch_work"] == "classify"
