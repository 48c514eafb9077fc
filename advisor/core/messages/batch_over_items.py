"""The words of a model run over counted items read as an inference batch, never training it
(advisor/core/batch_over_items_read.py)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "batch_over_items.read": E(
        "read as running the model over the items (an inference batch), not training it: a corpus named for "
        "pre-training, or a model you fine-tuned before, describes the data and the model, not this job; say so if "
        "you mean to train",
        "按用模型逐条处理这些数据（批量推理）理解，而不是训练：“预训练语料”说的是数据，“微调过的模型”说的是模型的来历，"
        "都不是这次的任务；如果要训练请说明"),
    "batch_over_items.samples": E(
        "«{said}» read as {total:,} generations: {items:,.0f} prompts with n = {n} samples each (vLLM "
        "SamplingParams(n={n}); best-of-n keeps one of them). A prompt is prefilled once and its {n} samples share it "
        "through the prefix cache, so the decode is all {total:,} answers and the prefill only the {items:,.0f} prompts",
        "«{said}» 按 {total:,} 次生成理解：{items:,.0f} 条 prompt，每条采样 n = {n} 个（vLLM SamplingParams(n={n})；"
        "best-of-n 从中留一个）。每条 prompt 只预填充一次，{n} 个采样通过前缀缓存共用它，所以解码是全部 {total:,} "
        "个回答，预填充只有 {items:,.0f} 条 prompt"),
}
