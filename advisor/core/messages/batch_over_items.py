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
}
