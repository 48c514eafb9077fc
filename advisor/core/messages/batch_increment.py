"""The words of tools/batch_increment.py: a one-off batch over a corpus and its new items each month."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "batch.increment": E(
        "; that run is one-off — then {items:,} new items a month ({share:.0%} of it): ≈ {time} on the same machine, "
        "{cost} a month",
        "；以上为一次性任务——之后每月新增 {items:,} 条（为其 {share:.0%}）：同一机器约 {time}，每月 {cost}"),
}
