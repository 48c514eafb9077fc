"""The use a buy-or-rent question states as hours a period: a GPU-hour total ("roughly 300 GPU-hours a month total",
"about 2,000 GPU-h/year", 每月大约 300 卡时, 每個月大約 150 個 GPU 小時) or the hours the server runs ("the cards run about
20 hours a week", 每周大概用30个小时): read as said, so the comparison is priced at those hours
(tools.gpu_hours_month.utilisation_of_gpu_hours), never at the default of every hour. Hours a day are
advisor.core.buy_or_rent's HOURS_A_DAY."""

from __future__ import annotations

import re

from advisor.core.magnitudes import LEN_MAG, scaled_count

_N = r"(\d[\d,]*(?:\.\d+)?)\s*" + LEN_MAG + r"?\s*"
_GPU_H_EN = r"(?:gpu|card)[\s-]*(?:hours?|hrs?|h)\b"
_GPU_H_ZH = r"(?:个|個)?\s*(?:卡时|卡時|(?:gpu|GPU|显卡|顯卡|卡)\s*(?:小时|小時|时|時))"
_PER_EN = r"(week|wk|month|mo|quarter|year|yr)\b"
_PER_ZH = r"(周|週|星期|礼拜|禮拜|月|季度|季|年)"
_EVERY_ZH = r"(?:每(?:个|個)?|一(?:个|個)?)" + _PER_ZH
_AFTER = r"\s*(?:in\s+all\s+|total\s+|in\s+total\s+)?(?:a|per|each|every|/)\s*"
GPU_HOURS = (
    re.compile(r"(?i)" + _N + _GPU_H_EN + _AFTER + _PER_EN),
    re.compile(r"(?i)\b(?:a|per|each|every)\s+" + _PER_EN + r"[^.;!?\d]{0,24}?" + _N + _GPU_H_EN),
    re.compile(_EVERY_ZH + r"[^，。,;；\d]{0,10}?" + _N + _GPU_H_ZH),
    re.compile(_N + _GPU_H_ZH + r"\s*/\s*" + _PER_ZH),
)
# the hours the server itself runs a week, a month or a year (a day: HOURS_A_DAY)
SERVER_HOURS = (
    re.compile(r"(?i)(?<![\w-])" + _N + r"(?:hours?|hrs?)" + _AFTER + r"(week|wk|month|mo|year|yr)\b"),
    re.compile(r"(?:每(?:个|個)?|一(?:个|個)?)(周|週|星期|礼拜|禮拜|月|年)[^，。,;；\d]{0,10}?" + _N
               + r"(?:个|個)?\s*(?:小时|小時|钟头|鐘頭)"),
)
PER = (("week", re.compile(r"(?i)^(?:week|wk|周|週|星期|礼拜|禮拜)$")), ("month", re.compile(r"(?i)^(?:month|mo|月)$")),
       ("quarter", re.compile(r"(?i)^(?:quarter|季度|季)$")), ("year", re.compile(r"(?i)^(?:year|yr|年)$")))


def _read(rx: re.Pattern[str], text: str) -> tuple[float, str] | None:
    m = rx.search(text or "")
    if m is None:
        return None
    per_first = not m.group(1)[0].isdigit()  # "every month … 220 GPU hours", 每月…300卡时: the period comes first
    per, num, mag = (m.group(1), m.group(2), m.group(3)) if per_first else (m.group(3), m.group(1), m.group(2))
    n = scaled_count(float(num.replace(",", "")), mag)
    period = next((name for name, rx_per in PER if rx_per.match(per)), None)
    return (n, period) if n > 0 and period else None


def hours_a_period_said(text: str) -> tuple[float, str, bool] | None:
    """The hours of use said a period: (hours, "week" | "month" | "quarter" | "year", True for GPU-hours over all
    the cards, False for hours the server runs), or None. "roughly 300 GPU-hours a month" → (300, "month", True);
    每周大概用30个小时 → (30, "week", False)."""
    for gpu_hours, patterns in ((True, GPU_HOURS), (False, SERVER_HOURS)):
        for rx in patterns:
            got = _read(rx, text)
            if got:
                return got[0], got[1], gpu_hours
    return None


def gpu_hours_a_month_said(text: str) -> float | None:
    """The GPU-hours a month said, or None: "roughly 300 GPU-hours a month" → 300, 每月约1.2千卡时 → 1,200."""
    got = hours_a_period_said(text)
    return got[0] if got and got[2] and got[1] == "month" else None
