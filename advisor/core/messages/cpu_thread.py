"""The words of advisor/core/cpu_thread.py: a follow-up in a CPU job's thread, said as a change from the first answer,
and the small card priced where the user rents."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "cpu_thread.figures": E(
        "Changed from your first question: the same job, re-sized with the figures in '{said}'",
        "相对你第一个问题的改动：同一个任务，按这句话里的新数字（“{said}”）重新估算"),
    "cpu_thread.small_here": E(
        "Where you rent: one {card} is {price} an hour ({row}) — enough for this job; no multi-card server needed",
        "在你能租的地方：一张 {card} 每小时 {price}（{row}），这个任务够用，不需要多卡服务器"),
    "cpu_thread.none_here": E(
        "Where you rent, no small card (16–24 GB) is priced: a CPU server there does this job",
        "你能租的地方没有标价的小卡（16–24 GB）：在那里租一台 CPU 服务器即可"),
}
