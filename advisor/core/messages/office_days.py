"""The words of a day's volume said in business hours, counted on the business days only
(advisor.core.office_days_read)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "office_days.assumed": E(
        lambda a: ("traffic said to come in business hours: a day's volume counted on business days only (5 a week, "
                   "21.7 a month), assumed; say 'every day' if weekends carry the same"),
        lambda a: "流量在工作时间：每天的用量只按工作日计（每周 5 天，每月 21.7 天），为假设；如果周末流量也一样，请说“每天”"),
}
