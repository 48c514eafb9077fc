"""A data-residency rule said of a company's data ("our data must stay in France", 数据不能出境, 資料要留喺香港) with no
personal-data words: marketplace and community hosts (Vast, brokers' resales of a community host) are left out inside
the place too (Workload.exclude_marketplace, which tools.batch_filters.RowFilter and tools.offers read), unless the
user allows them ("marketplaces are fine", "Vast is ok", 社区主机也可以).

Why: a residency rule is a rule about who holds the data as much as where: a community host is an unknown party with
access to the disk and no processing contract with the user, so a row "inside the place" on such a host breaks the rule
it was kept for. Before, only personal-data words (advisor.core.personal_data_read) or privileged-data words left them
out, and a firm's residency rule without them could still get a community host's row in the place."""

from __future__ import annotations

import re

_NEGATED = re.compile(
    r"(?i)(?:\bno|\bnot|\bwithout|\bdoesn't|\bdon't|不用|不必|没有|沒有|冇|唔使|无需|無需)[^.;!?。；！？\n]{0,12}$")
# the user allows marketplace / community hosts after all
ALLOWED = re.compile(
    r"(?i)\b(?:marketplaces?|community\s+(?:hosts?|cloud)|vast(?:\.ai)?|peer[\s-]to[\s-]peer\s+hosts?)\s+"
    r"(?:(?:are|is)\s+)?(?:fine|ok(?:ay)?|allowed|acceptable)\b"
    r"|\b(?:fine|ok(?:ay)?)\s+with\s+(?:marketplaces?|community\s+hosts?|vast(?:\.ai)?)\b"
    r"|(?:社区|社區|市场|市場|共享)(?:类|類)?(?:主机|主機|平台)(?:也)?(?:可以|行|没问题|沒問題|冇問題|得)"
    r"|(?:vast|Vast)(?:\.ai)?\s*(?:也)?(?:可以|行|没问题|沒問題|得)")


def residency_rule(t: str, rule: re.Pattern[str]) -> str | None:
    """The words of a residency rule said of the data (`rule`: extract_rules.DATA_STAYS, the data named with a word of
    staying or leaving), not under a negation; None otherwise."""
    for m in rule.finditer(t or ""):
        if not _NEGATED.search(t[max(0, m.start() - 16):m.start()]):
            return m.group(0).strip()
    return None


def market_allowed(t: str) -> bool:
    """Has the user allowed marketplace or community hosts (ALLOWED)?"""
    return bool(ALLOWED.search(t or ""))
