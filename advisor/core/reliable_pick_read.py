"""Reliability said beside the price ("cheapest reliable", "a stable setup", 最便宜又稳定, 便宜但要穩定, 可靠): read
as a memory-headroom floor on the pick (`Workload.reliable`): a serving plan fuller than tools.recommend's
TIGHT_POOL_SHARE of its memory pool is "a fit to test", not a reliable plan, so it gives way to a roomy one even under
"cheapest", and is named beside it as the cheaper risk. Never "stable" alone where it names a thing (Stable
Diffusion, a stable release / API / version), nor a negated or dismissed word (不稳定也行, "reliability isn't
critical")."""
from __future__ import annotations

import re
from typing import Any

RELIABLE_WORDS = re.compile(
    r"(?i)\b(?:reliable|reliably|dependable|rock[\s-]+solid|production[\s-]+grade)\b"
    r"|\bstable(?!\s+(?:diffusion|video|audio|cascade|lm|code|beluga|release|version|api|build|branch|channel))\b"
    r"|(?<![不唔])(?:稳定|穩定|可靠|稳阵|穩陣)(?!版|性?(?:不重要|无所谓|無所謂|没关系|沒關係|不用|唔緊要))")
# the price said beside it: reliability alone ("need reliable servers", 要稳定) is the marketplace / spot reading
# (extract_rules.RELIABLE, RELIABILITY_WANTED), and a pick not under "cheapest" already gives way when tight
CHEAP = re.compile(r"(?i)\bcheap\w*|\blow[\s-]+cost\b|\binexpensive\b|便宜|最省|省钱|省錢|低成本|最平|平啲|平d")
DISMISSED = re.compile(r"(?i)\s*(?:is|are)?\s*(?:not|n't|no)\s+(?:needed|required|important|critical|a\s+concern)"
                       r"|\s*doesn'?t\s+matter")


def read_reliable_pick(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """`reliable` True when reliability or stability is asked of the plan beside its price."""
    if not CHEAP.search(t):
        return {}, []
    for m in RELIABLE_WORDS.finditer(t):
        before = t[max(0, m.start() - 12):m.start()].lower()
        if DISMISSED.match(t, m.end()) or re.search(r"(?:not|n't|no|without)\s+(?:need\s+)?(?:to\s+be\s+)?$", before):
            continue
        if m.group(0).lower() == "stable" and re.match(r"\s+diffusion", t[m.end():], re.I):
            continue
        return {"reliable": True}, []
    return {}, []
