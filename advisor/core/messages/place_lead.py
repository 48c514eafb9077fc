"""Entries for advisor/core/place_lead.py: the place a non-LLM answer was priced in, said with its sites."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "place_lead.kept": E(
        lambda a: ("✅ " + ("Data stays in " if a["residency"] else "Only ") + " / ".join(a["place"])
                   + ": priced only on machines there — " + ", ".join(a["sites"])),
        lambda a: ("✅ " + ("数据留在" if a["residency"] else "只用") + "、".join(a["place"])
                   + "：只按那里的机器报价——" + "、".join(a["sites"]))),
}
