"""A training follow-up on the data the thread generated: "生成完用这些数据全参微调 Qwen3-1.7B，2个epoch", "then fine-tune
Llama-3.1-8B on that data for 3 epochs", 用生成的資料做 LoRA. The thread's generation batch (its items and each item's
prompt + answer length) is the data set trained on, with the epochs said; the switch to training would otherwise drop
the batch (tools.followup.merge_workload: a batch is serving-only) and size the training on an assumed data set."""

from __future__ import annotations

import re

from advisor.core.extract_rules import Extraction, stated_epochs
from advisor.core.messages import word
from tools.schema import TRAINING_TASKS, Dataset, Msg, Workload

# the generated data named in the follow-up: "这些数据", "生成的数据", "生成完", "this data", "the generated samples"
DATA_REF = re.compile(
    r"(?i)(?:这些|這些|这批|這批|生成的|合成的|蒸馏的|蒸餾的|生成出来的|生成出來的)\s*(?:数据|數據|资料|資料|样本|樣本|问答|問答)"
    r"|生成完|生成好|生成之后|生成之後"
    r"|\b(?:th(?:is|at|ese|ose)|the|our)\s+(?:generated\s+|synthetic\s+|distilled\s+)?"
    r"(?:data(?:set)?|samples|outputs|examples|pairs|q&a)\b|\bonce\s+(?:it'?s\s+|they'?re\s+)?generated\b")


def generated_data_followup(e: Extraction, before: Workload, text: str) -> Extraction:
    """In a thread whose plan generates a batch (batch_work "generate": 500,000 items of 500 + 1,000 tokens), a
    follow-up that trains (a training task) on that data (DATA_REF) and states no data of its own: the data set is
    the batch's items, each its whole sequence (seq_len: prompt + answer; the answer alone when no length was said),
    for the epochs said. The forward and backward pass run over the prompt tokens too, so the FLOPs count them
    (6 · N · tokens, Kaplan et al. 2020) even when the loss is on the answers only. One note says it."""
    p = e.patch
    if p.task not in TRAINING_TASKS or p.dataset is not None or p.train_tokens is not None:
        return e
    if before.batch_work != "generate" or not before.batch_requests or not DATA_REF.search(text):
        return e
    per = before.seq_len or before.output_tokens
    if not per:
        return e
    epochs = stated_epochs(text)
    e.patch = p.model_copy(update={"dataset": Dataset(amount=float(before.batch_requests), unit="examples",
                                                      epochs=epochs, tokens_per_unit=float(per))})
    n, ep = before.batch_requests, epochs or 1  # the total (tools.defaults: train tokens) is in the answer's line
    msg = Msg(code="thread_data.generated", args={"n": n, "per": per, "epochs": ep})
    e.note(word(msg, "en"), word(msg, "zh"))
    return e
