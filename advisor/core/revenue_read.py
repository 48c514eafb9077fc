"""A company's annual revenue as said, in any currency fx.csv names ("年營業額大約HK$3,000萬", 年收入约 8000 万元,
"annual revenue of NT$50 million"): the amount and its currency code, read for a revenue-capped licence
(tools.revenue_cap). US-dollar revenue is also read by extract_rules.stated_revenue_usd; this reader adds the other
currencies and the Chinese count words. Words only: the conversion is tools.revenue_cap.revenue_usd."""

from __future__ import annotations

import re

from advisor.core.extract_words import currency_after, currency_symbols, currency_words

_MULT = {"k": 1e3, "m": 1e6, "million": 1e6, "mn": 1e6, "b": 1e9, "bn": 1e9, "billion": 1e9, "万": 1e4, "萬": 1e4,
         "亿": 1e8, "億": 1e8, "千万": 1e7, "千萬": 1e7, "百万": 1e6, "百萬": 1e6}
_LEAD = (r"(?:年收入|年营收|年營收|年营业额|年營業額|年营业收入|年營業收入|年收|年度营收|年度營收|annual\s+revenue|revenue"
         r"|turnover)")
_FILL = r"\s*(?:of|is|:|：|=|at|around|about|~|约|約|大约|大約|大概|有|是|达|達|接近|超过|超過|\s)*\s*"


def _signs() -> str:
    return "|".join(re.escape(s) for s in sorted(currency_symbols(), key=len, reverse=True))


def _pattern() -> re.Pattern[str]:
    num = r"(\d[\d,]*(?:\.\d+)?)\s*(千万|千萬|百万|百萬|万|萬|亿|億|k|mn|m|million|bn|b|billion)?"
    return re.compile(r"(?i)" + _LEAD + _FILL + r"(" + _signs() + r"|" + currency_after() + r")?\s*" + num + r"\s*("
                      + currency_after() + r")?")


def revenue_said(text: str) -> tuple[float, str] | None:
    """(the annual revenue, its currency code) the text states: 年營業額大約HK$3,000萬 → (30,000,000, "HKD");
    年收入约8000万元 → (80,000,000, "CNY"); "annual revenue of NT$50 million" → (50,000,000, "TWD"); None when no
    revenue or no currency is said (a bare number is not read: no guess)."""
    m = _pattern().search(text or "")
    if m is None:
        return None
    sign, num, mult, word = m.group(1), m.group(2), m.group(3), m.group(4)
    before = (sign or "").lower()
    code = currency_symbols().get(before) or currency_words().get(before) or currency_words().get((word or "").lower())
    if code is None:
        return None
    amount = float(num.replace(",", "")) * _MULT.get((mult or "").lower(), 1.0)
    return (amount, code) if amount > 0 else None
