"""Words for advisor.core.tasks_each_read: people each keeping several tasks running at once."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "tasks_each.at_once": E(
        "'{said}' read as {people} people × {each} tasks each = {n} requests at once (every person's tasks running "
        "together, the worst case); say how many run together if fewer",
        "“{said}”按 {people} 人 × 每人 {each} 个任务 = {n} 路同时估算（每个人的任务同时在跑，最坏情况）；如同时运行的更少请说明"),
}
