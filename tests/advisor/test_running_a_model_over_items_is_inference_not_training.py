"""Running a model OVER counted items (scoring, classifying, tagging, extracting) is an inference batch, never training
the model: a corpus named for pre-training (预训练语料, "pre-training data") names the data, and a model fine-tuned
before (微调过的, 微調過的, "we fine-tuned X last quarter") names the model; only a training word said of this job
(继续预训练, "fine-tune X on 2M rows") keeps it training. A score is answered like a label: a few tokens, prefill-bound.

Expert's hand reasoning (FLOPs, prefill ≈ 2·N·tokens, training ≈ 6·N·D):
- 300亿 token scored by Llama-3.2-3B (3.21 B): 2 × 3.21e9 × 3e10 ≈ 1.9e20 FLOP, one score (a few tokens) out a
  document; read as pre-training it was 6 × 3.21e9 × 3e10 ≈ 5.8e20, 3× the work and the wrong job.
- 8B tokens scored by Qwen2.5-0.5B (0.49 B): 2 × 0.49e9 × 8e9 ≈ 7.9e18 FLOP; one H100 at 40 % of 989 TFLOP/s
  (≈ 400 TFLOP/s) takes 7.9e18 ÷ 4e14 ≈ 2.0e4 s ≈ 5.5 h, against 6·N·D ≈ 2.4e19 (16 h) read as pre-training.
- 2000萬條客服訊息 a day through a Phi-3-mini (3.8 B) fine-tuned before, ≈ 60 tokens each: 2 × 3.8e9 × 1.2e9 ≈
  9.1e18 FLOP a day, prefill-only; as LoRA training it would be 3× that per epoch and no daily job at all.
- 6M tickets a day through a Gemma-2-9B (9.2 B) fine-tuned last quarter: one request a ticket, 6,000,000 a day.
- 3,000 annual reports × 200 pages with Llama-3.3-70B, 抽財務數據: 3,000 requests (pages → tokens by the reader's
  page rate), an extraction batch; read as LoRA it was 3,000 training examples of 120k tokens.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.dataset import BATCH_CHUNK_TOKENS
from tools.defaults import CLASSIFY_OUTPUT_TOKENS


@pytest.mark.parametrize(("text", "total"), [
    ("我们要用Llama-3.2-3B给300亿token的预训练语料打质量分，每篇输出一个分数，两周内", 30e9),
    ("我們要用Llama-3.2-3B給300億token的預訓練語料評分，每篇輸出一個分數", 30e9),
    ("score 8B tokens of pre-training data for quality with Qwen2.5-0.5B", 8e9),
])
def test_scoring_a_pretraining_corpus_is_a_prefill_batch(text, total):
    p = extract(text).patch
    assert p.task == "inference" and p.train_tokens is None, p
    assert p.batch_work == "classify" and p.output_tokens == CLASSIFY_OUTPUT_TOKENS, p
    # every corpus token is read once: requests × the chunk they are cut into ≈ the total said
    assert p.batch_requests is not None and abs(p.batch_requests * BATCH_CHUNK_TOKENS - total) / total < 0.001, p


@pytest.mark.parametrize(("text", "n", "period"), [
    ("我們用Phi-3-mini微調過的模型，每天要分類2000萬條客服訊息", 20_000_000, "day"),
    ("我们之前用Phi-3-mini微调了一个工单分类模型，每天要跑2000万条客服消息", 20_000_000, "day"),
    ("We fine-tuned Gemma-2-9B last quarter; it now has to tag 6M support tickets every day", 6_000_000, "day"),
])
def test_a_model_fine_tuned_before_classifying_items_is_a_batch(text, n, period):
    e = extract(text)
    p = e.patch
    assert p.task == "inference" and p.dataset is None, p
    assert p.batch_requests == n and p.batch_period == period and p.batch_work == "classify", p
    assert any("not training" in note for note in e.notes), e.notes


@pytest.mark.parametrize(("text", "n"), [
    ("我哋要喺3000份年報（每份大約200頁）抽財務數據，用Llama-3.3-70B", 3000),
    ("从8000份研究报告里抽风险因素数据，用Qwen2.5-72B，一周内", 8000),
])
def test_pulling_figures_out_of_documents_is_an_extraction_batch(text, n):
    p = extract(text).patch
    assert p.task == "inference" and p.dataset is None, p
    assert p.batch_requests == n and p.batch_work == "extract" and p.batch_item == "document", p


@pytest.mark.parametrize(("text", "task"), [
    ("用200亿token预训练语料继续预训练Qwen2.5-1.5B", "pretrain"),  # training said of the job
    ("fine-tune Llama-3.1-8B on 2M rows then classify tickets", "finetune"),
    ("用10万条标注数据微调Qwen2.5-7B做意图分类", "finetune"),
    ("抽样5万条数据微调Qwen2.5-7B", "finetune"),  # 抽样 samples data; nothing is pulled out
])
def test_a_training_word_said_of_the_job_keeps_it_training(text, task):
    p = extract(text).patch
    assert p.task == task, p


# Sampling several answers per item (hand reasoning, decode-bound):
# - 50k questions × 16 answers × 3k (3,000: an estimate, 3 no power-of-two window figure) tokens with Qwen3-8B:
#   800,000 completions, 2.4e9 output tokens; at 2 × 8.2e9 FLOP a token that is ≈ 3.9e19 FLOP of decode,
#   sized per completion, never 50k requests (16× short).
# - 30万道题 × 4 个解答 × 2k token (2,048): 1,200,000 completions, 2.46e9 output tokens.
# - 12萬道數學題 × 6 條 × 3k token (3,000) with Qwen3-4B: 720,000 completions, 2.16e9 output tokens; 12萬 is prompts,
#   never a 120,000-example training set.
@pytest.mark.parametrize(("text", "n", "each"), [
    ("generate 16 answers per question for 50k questions with Qwen3-8B, about 3k tokens per answer", 800_000, 3000),
    ("用Qwen2.5-7B为30万道题每道生成4个解答，每个约2k token", 1_200_000, 2048),
    ("用Qwen3-4B給12萬道數學題每題採樣6條解答，每條約3k token，週五前", 720_000, 3000),
])
def test_samples_for_each_item_are_each_a_completion(text, n, each):
    e = extract(text)
    p = e.patch
    assert p.task == "inference" and p.dataset is None and p.batch_work == "generate", p
    assert p.batch_requests == n and p.output_tokens == each, p
    assert not any(note.startswith("output not stated") for note in e.notes), e.notes


def test_sampled_requests_are_items_times_samples():
    from tools.samples_per_item import sampled_requests

    assert sampled_requests(50_000, 16) == 800_000  # 50,000 × 16
    assert sampled_requests(120_000, 6) == 720_000
