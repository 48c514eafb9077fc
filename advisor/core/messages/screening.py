"""The words of screening counted items read as classifying them (advisor/core/screening_read.py)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "screening.read": E(
        "screening, flagging or judging each item read as classifying it: an inference batch whose answer is a "
        "label, not training the model; say so if you mean to fine-tune",
        "筛查、判定每一条按分类理解：批量推理，每条输出一个标签，而不是训练模型；如果要微调请说明"),
}
