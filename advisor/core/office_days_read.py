"""A day's volume said to come in business hours ("20M tokens a day, mostly 9-to-6", "mostly US business hours",
每天 3000 万 token，主要在上班时间, 朝九晚六): the days it is counted on are the business days (5 a week, × 21.7 a month:
tools.schedule.days_a_month), like a week's or a month's said so (advisor.core.api_period_read.business_day_count),
with the assumption said; never × 30.4 days, which priced weekends the text says carry little traffic.

The days said in words win (workdays_said: "22 business days", 工作日); a day said to run every day ("7 days a week",
每天都, 周末也) keeps every day. Words only: the days come from tools.api_compare.volume_days.
"""

from __future__ import annotations

import re
from typing import Any

# a business day's clock span said as hours: "9-to-6", "9 to 5", "9am-6pm", "8am to 7pm", 早9晚6, 9点到6点
NINE_TO_SIX = re.compile(r"(?i)(?<![\d.:])(?:7|8|9|10)\s*(?:am|a\.m\.)?\s*(?:-|–|to)\s*(?:4|5|6|7)\s*(?:pm|p\.m\.)(?![\w])"
                         r"|(?<![\d.:])(?:7|8|9|10)[\s-]*to[\s-]*(?:4|5|6|7)(?![\d:]|\.\d|\s*(?:GPUs?|cards?|nodes?|users?|%))"
                         r"|(?:早|上午)\s*(?:7|8|9|10|七|八|九|十)\s*(?:点|點)?\s*(?:到|至|-|–)?\s*(?:晚|下午)\s*(?:4|5|6|7|四|五|六|七)"
                         r"|(?<![\d.])(?:7|8|9|10)\s*(?:点|點)\s*(?:到|至|-|–)\s*(?:16|17|18|19|4|5|6|7)\s*(?:点|點)")
# the traffic said to run every day as well: the weekends are counted
EVERY_DAY = re.compile(r"(?i)\b7\s*days\s*a\s*week\b|\bseven\s+days\b|\b24\s*/\s*7\b|\bweekends?\s+(?:too|as\s+well|included)\b"
                       r"|\bincluding\s+weekends?\b|\bevery\s+day\s+of\s+the\s+week\b|周末也|週末也|全年无休|全年無休"
                       r"|每天都|天天都|7\s*天\s*(?:都|全)")


def office_hours_said(t: str) -> bool:
    """Whether the traffic is said to come in business hours (extract_schedule.OFFICE or a NINE_TO_SIX span), never
    beside an EVERY_DAY word."""
    from advisor.core.extract_schedule import OFFICE

    return bool((OFFICE.search(t) or NINE_TO_SIX.search(t)) and not EVERY_DAY.search(t))


def office_workdays(t: str, said: tuple[float | None, float | None], ctx: Any) -> tuple[float | None, float | None]:
    """The days said (workdays_said's pair) when any; else (None, 5 days a week) for a day's volume said in business
    hours, with the assumption said in a note; else the pair as it came (every day)."""
    if said != (None, None) or not office_hours_said(t):
        return said
    from tools.schema import Msg

    ctx.out.said(Msg(code="office_days.assumed", args={}))
    return None, 5.0
