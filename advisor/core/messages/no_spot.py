"""The words of a stated "no spot" carried into the pitfalls and the validation plan (tools.no_spot)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "no_spot.training": E(
        "On-demand only, as you said: the plan uses no spot capacity; still save checkpoints every ≤ 15 min to object "
        "storage, so a failure costs minutes.",
        "按你说的只用按需实例：方案不使用竞价实例；仍请每 ≤ 15 分钟把 checkpoint 存到对象存储，出故障只损失几分钟。"),
    "no_spot.compare_train": E(
        "train on on-demand as you said (no spot), checkpoints ≤ 15 min apart; price on-demand against a reserved or "
        "capacity-block term only if the run is long.",
        "按你说的训练只用按需实例（不用竞价），checkpoint 间隔 ≤ 15 分钟；只有训练很长时才把按需和预留或容量块对比。"),
    "no_spot.compare_batch": E(
        "Write the comparison table before any commitment: run the batch in shards on on-demand as you said (no spot), "
        "so a failure loses only the shard in flight; price on-demand against a reserved term only for a long run.",
        "做任何承诺前先把结论写成对比表：按你说的批量任务分片跑在按需实例上（不用竞价），出故障只损失正在跑的分片；"
        "只有长期任务才把按需和预留对比。"),
}
