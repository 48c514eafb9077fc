"""Entries for advisor/core/place_lead.py: the place a non-LLM answer was priced in, said with its sites."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "place_lead.kept": E(
        lambda a: ("✅ " + ("Data stays in " if a["residency"] else "Only ") + " / ".join(a["place"])
                   + ": priced only on machines there — " + ", ".join(a["sites"])),
        lambda a: ("✅ " + ("数据留在" if a["residency"] else "只用") + "、".join(a["place"])
                   + "：只按那里的机器报价——" + "、".join(a["sites"]))),
    "place_lead.partly": E(
        lambda a: ("⚠️ " + ("Data stays in " if a["residency"] else "Only ") + " / ".join(a["place"])
                   + ": kept only in part — priced on " + ", ".join(a["sites"]) + ", not in " + " / ".join(a["missed"])
                   + " (no priced row there holds the work; ask a cloud there for a quote)"),
        lambda a: ("⚠️ " + ("数据留在" if a["residency"] else "只用") + "、".join(a["place"])
                   + "：只部分满足——报价的机器在" + "、".join(a["sites"]) + "，不在" + "、".join(a["missed"])
                   + "（那里没有能跑这个任务的有价机型，请向那里的云询价）")),
}
