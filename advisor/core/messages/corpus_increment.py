"""The words of tools/corpus_increment.py: a one-off embedding job's monthly increment."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "corpus.increment": E(
        "Then {items:,} new items a month ({tokens:,} tokens, {share:.0%} of the one-off): ≈ {time} on {row} "
        "≈ {cost} a month; the index grows ≈ {gb:,.1f} GB a month in float32 ({dim:,} dims)",
        "之后每月新增 {items:,} 条（{tokens:,} token，一次性任务的 {share:.0%}）：在 {row} 上约 {time}，每月约 {cost}；"
        "索引每月增加约 {gb:,.1f} GB（float32，{dim:,} 维）"),
}
