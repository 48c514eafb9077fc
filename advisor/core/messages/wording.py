"""The words of tools/wording.py's messages (advisor/core/messages/__init__.py says how a template reads its args)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "wording.h": E("{hours:,.1f} h", "{hours:,.1f} 小时"),
    "wording.min": E("< 1 min", "不到 1 分钟"),
    "wording.min_2": E("{minutes:,.0f} min", "{minutes:,.0f} 分钟"),
}
