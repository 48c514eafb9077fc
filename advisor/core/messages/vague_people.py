"""The words of advisor/core/vague_people_followup.py: a follow-up's vague few people kept as part of the thread's load."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "vague_people.kept": E(
        "'{said}' read as some of the people already counted, not a new load: still {n:,} at once; say a number "
        "to change it",
        "“{said}”按已算进来的人里的一部分理解，不是新的负载：仍按 {n:,} 人同时在用估算；要改请说人数"),
    "vague_people.of_head_count": E(
        "'{said}' read as some of the {n:,} people already counted, not a new load: the share of them at once is "
        "kept; say a number to change it",
        "“{said}”按已算进来的 {n:,} 人里的一部分理解，不是新的负载：同时在用的人数不变；要改请说人数"),
}
