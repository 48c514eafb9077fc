"""The time an alert must be raised within, said beside cameras or a monitoring stream ("alert within 5 s",
5 秒內告警, 告警要在 3 秒内): each frame's whole verdict must be back by then, so it is the per-request limit a
rate-driven short-answer service is judged against (tools.rate_service.request_limit_s reads `target_answer_s`)."""

from __future__ import annotations

import re

_IN = r"(?:内|內|以内|以內|之内|之內)"
_ALERT_ZH = r"(?:告警|报警|報警|警报|警報|通知|提醒|预警|預警)"
ALERT_LIMIT = re.compile(
    r"(?i)\b(?:alerts?|alarms?|notif(?:y|ications?)|warn(?:ings?)?)\b[^.;。；]{0,24}?\b(?:within|under|in\s+under|<)\s*"
    r"(\d+(?:\.\d+)?)\s*(?:s|secs?|seconds?)\b"
    rf"|{_ALERT_ZH}[^。；，,]{{0,8}}?(\d+(?:\.\d+)?)\s*秒\s*{_IN}"
    rf"|(\d+(?:\.\d+)?)\s*秒\s*{_IN}\s*(?:要|需|就|得)?\s*{_ALERT_ZH}")


def alert_limit_s(t: str) -> float | None:
    """Seconds an alert must come within, as said ("alert within 5 s" → 5.0; 3 秒內告警 → 3.0); None when not said."""
    m = ALERT_LIMIT.search(t or "")
    if m is None:
        return None
    return float(next(g for g in m.groups() if g))
