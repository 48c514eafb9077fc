"""Counts and spans said in English words that the readers, which read digits, lost: "two thousand contracts",
"three hundred and fifty invoices", "twelve thousand scans" (only "a thousand" and counts of people were written as
digits), and "a fortnight" / "two fortnights" (2 and 4 weeks). as_spoken_counts_text writes them as digits before the
readers run, so "within a fortnight" is the 2-week deadline "within 2 weeks" is, and "two thousand scans" the 2,000
items "2000 scans" is. Only a run that holds "hundred", "thousand" or "million" is rewritten: a bare "two" or "ten"
stays for the readers that read it in its place ("two GPUs", "ten days")."""

from __future__ import annotations

import re

_UNITS = {w: i for i, w in enumerate(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                                     "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                                     "eighteen", "nineteen"])}
_TENS = {w: 10 * (i + 2) for i, w in enumerate(["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"])}
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000}
_WORD = r"(?:" + "|".join([*_UNITS, *_TENS]) + r")(?:-(?:" + "|".join(_UNITS) + r"))?"
# a run of number words with at least one scale word: "two thousand", "three hundred and fifty", "forty-five thousand"
SPOKEN_COUNT = re.compile(r"(?i)(?<![\w-])" + _WORD + r"(?:\s+(?:and\s+)?(?:" + _WORD + r"|hundred|thousand|million))*"
                          r"(?<=[a-z])(?![\w-])")
# money in thousands said as a word count: "two grand", "twenty-five grand", "fifteen grand a month" (the digits,
# "2 grand", are read by extract_rules.EXACT_WORDS; "two grand a month" was never read as a budget)
SPOKEN_GRAND = re.compile(r"(?i)(?<![\w$€£¥.,-])(" + _WORD + r"(?:\s+(?:" + "|".join(list(_UNITS)[1:10]) + r"))?)\s+grand\b")
FORTNIGHT = re.compile(r"(?i)\b(?:(a|one|1)|(two|2)|(three|3))\s+fortnights?\b|\bfortnight\b")


def spoken_value(said: str) -> int | None:
    """The number a run of English number words says, when it holds a scale word; None otherwise."""
    words = re.findall(r"[a-z]+", said.lower().replace(" and ", " "))
    if not any(w in _SCALES for w in words):
        return None
    total = current = 0
    for w in words:
        if w in _UNITS or w in _TENS:
            current += _UNITS.get(w, 0) + _TENS.get(w, 0)
        elif w == "hundred":
            current = max(current, 1) * 100
        elif w in _SCALES:
            total, current = total + max(current, 1) * _SCALES[w], 0
    return total + current


def spoken_small(said: str) -> int | None:
    """The number one to ninety-nine a word or pair says ("two" 2, "twenty-five" or "twenty five" 25); None for zero."""
    value = sum(_UNITS.get(w, 0) + _TENS.get(w, 0) for w in re.split(r"[\s-]+", said.lower()))
    return value or None


def spoken_grand_as_money(t: str) -> str:
    """`t` with "two grand" written as "$2k", as "2 grand" is read (a grand is a thousand of money)."""
    def money(m: re.Match[str]) -> str:
        value = spoken_small(m.group(1))
        return m.group(0) if value is None else f"${value}k"

    return SPOKEN_GRAND.sub(money, t)


def as_spoken_counts_text(t: str) -> str:
    """`t` with spoken counts holding a scale word as digits and fortnights as weeks."""
    def count(m: re.Match[str]) -> str:
        value = spoken_value(m.group(0))
        return m.group(0) if value is None else str(value)

    def weeks(m: re.Match[str]) -> str:
        n = 2 if m.group(2) else 3 if m.group(3) else 1
        return f"{2 * n} weeks"

    return FORTNIGHT.sub(weeks, SPOKEN_COUNT.sub(count, t))
