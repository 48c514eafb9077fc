"""A monthly GPU-hour total the user states for a buy-or-rent question ("roughly 300 GPU-hours a month total", "about
150 GPU-h/month", 每月大约 300 卡时, 每個月大約 150 個 GPU 小時): read as said, so the comparison is priced at those
hours (tools.gpu_hours_month.utilisation_of_gpu_hours), never at the default of every hour."""

from __future__ import annotations

import re

from advisor.core.magnitudes import LEN_MAG, scaled_count

_N = r"(\d[\d,]*(?:\.\d+)?)\s*" + LEN_MAG + r"?\s*"
_GPU_H_EN = r"(?:gpu|card)[\s-]*(?:hours?|hrs?|h)\b"
_GPU_H_ZH = r"(?:个|個)?\s*(?:卡时|卡時|(?:gpu|GPU|显卡|顯卡|卡)\s*(?:小时|小時|时|時))"
_MONTH_ZH = r"(?:每(?:个|個)?月|一(?:个|個)?月|/\s*月)"
GPU_HOURS_MONTH = (
    re.compile(r"(?i)" + _N + _GPU_H_EN + r"\s*(?:in\s+all\s+|total\s+|in\s+total\s+)?(?:a|per|each|every|/)\s*(?:month|mo)\b"),
    re.compile(r"(?i)\b(?:a|per|each|every)\s+month\b[^.;!?\d]{0,24}?" + _N + _GPU_H_EN),
    re.compile(_MONTH_ZH + r"[^，。,;；\d]{0,10}?" + _N + _GPU_H_ZH),
    re.compile(_N + _GPU_H_ZH + r"\s*" + _MONTH_ZH),
)


def gpu_hours_a_month_said(text: str) -> float | None:
    """The GPU-hours a month said, or None: "roughly 300 GPU-hours a month" → 300, 每月约1.2千卡时 → 1,200."""
    for rx in GPU_HOURS_MONTH:
        m = rx.search(text or "")
        if m:
            n = scaled_count(float(m.group(1).replace(",", "")), m.group(2))
            return n if n > 0 else None
    return None
