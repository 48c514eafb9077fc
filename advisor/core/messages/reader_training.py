"""The reader's notes on a training job (advisor/core/extract_rules.py): what a preference method counts for its
pairs and its reference model (preference_note), and the mark on a public data set's size held from memory
(read_public_dataset's reader.public_dataset). Moved from the reader's `PREFERENCE_NOTES` pairs and `MEMORY_MARK`."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    # the pair doubling (or one sequence an example), then what is counted for the reference model
    "reader.preference": E("{head}; {tail}", "{head}；{tail}"),
    "reader.preference.pairs": E(
        "{m}: each pair is 2 sequences (chosen + rejected), counted in the training tokens",
        "{m}：每对是 2 条序列（chosen + rejected），已计入训练 token"),
    "reader.preference.single": E("{m}: one sequence per example", "{m}：每条 1 条序列"),
    # a full fine-tune holds a frozen 16-bit copy and runs its forward (tools.memory.reference_weight_bytes,
    # tools.speed.reference_forward_factor)
    "reader.preference.full": E(
        "the frozen reference model is counted: one more 16-bit copy of the weights (sharded with them under "
        "ZeRO-3/FSDP) and its forward pass (≈ +1/3 of the time); say 'reference log-probs precomputed' to leave it out",
        "冻结的参考模型已计入：多一份 16 位权重（ZeRO-3/FSDP 下与训练权重一起分片）和它的前向（用时约 +1/3）；"
        "如参考 log-prob 已预先算好请说明，就不计入"),
    "reader.preference.adapters": E(
        "the reference model is the base with the adapters off (TRL with PEFT: no extra copy); its forward pass is "
        "counted (≈ +1/2 of the time)",
        "参考模型就是关掉适配器的基座（TRL + PEFT：不多存一份）；它的前向已计入（用时约 +1/2）"),
    "reader.preference.precomputed": E(
        "reference log-probs precomputed before training: no reference model in memory or time (that one forward "
        "pass over the data, before training, is not counted)",
        "参考 log-prob 在训练前预先算好：训练中不放参考模型，也不计它的时间（训练前那一遍前向未计入）"),
    "reader.preference.none": E("{m} has no reference model: nothing added", "{m} 没有参考模型：不额外计入"),
    # the method named by what it trains: a reward model on preference pairs
    "reader.preference.reward_model": E("reward model (Bradley–Terry)", "奖励模型（Bradley–Terry）"),
    # a public data set's size recalled, not read from its source: said in both languages whatever the answer's
    "reader.from_memory": E(" (from memory, re-check / 凭记忆，请复核)", " (from memory, re-check / 凭记忆，请复核)"),
}
