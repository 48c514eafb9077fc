"""The words of tools/defaults.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "defaults.default": E("{value}", "{value_2}"),
    "defaults.batch_job_each_replica": E(
        "batch job: each replica decodes up to {vllm_max_num_seqs} sequences at once (vLLM max_num_seqs), every GPU of "
        "the machine runs a replica; prefill and decode are timed one after the other (continuous batching overlaps them, "
        "so this errs long)",
        "批量任务：每个副本同时解码至多 {vllm_max_num_seqs} 条（vLLM "
        "max_num_seqs），整机每张卡都跑副本；预填充与解码按先后计时（连续批处理会重叠，所以偏保守）"),
    "defaults.gradients_kept_for_the": E(
        "gradients kept for the whole step (gradient accumulation > 1); with accumulation 1 the peak is lower "
        "(--grad-accum 1)",
        "梯度在整个 step 内常驻（梯度累积 > 1）；累积为 1 时峰值更低（--grad-accum 1）"),
    "defaults.gradient_checkpointing_off_unless": E(
        "gradient checkpointing: off unless needed to fit (+20–40 % step time when on)",
        "梯度检查点：仅在装不下时开启（开启后单步时间 +20–40%）"),
}
