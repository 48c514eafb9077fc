"""The period each figure about a hosted API is said in, read beside that figure: "$9k/month … 20M input + 5M output
tokens per day" is a month's bill and a day's volume, never both a month's (the first period word in the message was
taken for both, and a day's tokens were priced as a month's, 30× off). The period said right after the figure wins,
else the nearest before it in the same sentence, else the message's first (advisor.core.api_volume_read._period).

Also the business days said beside a day's volume ("on weekdays", "22 business days a month", 工作日, 週一至週五):
the days a month the day's volume is counted on (tools.api_compare.per_month), said as assumed in a note.
"""

from __future__ import annotations

import re
from typing import Any

TRAILING = re.compile(r"[\s,\uff0c\u3001]+$")  # spaces and commas (full-width too) a figure's match may run over
AFTER = 40  # characters after a figure where its period word is looked for ("20M in + 5M out tokens per day")
BEFORE = 30  # and before it ("每天输入 2000万 token")
SENTENCE_END = re.compile(r"[.?!。？！;；\n]")
CLAUSE_END = re.compile(r"[.?!。？！;；,，、\n]")  # a figure's own period is said in its clause
# business days said: a count a month ("22 business days", 每月22个工作日) or weekdays alone (5 a week)
WORKDAYS = re.compile(r"(?i)\bweekdays?\b|\bbusiness\s+days?\b|\bworking\s+days?\b|\bwork\s*days?\b"
                      r"|\bmon(?:day)?\s*(?:-|–|to|through|thru)\s*fri(?:day)?\b|工作日|周一到周五|周一至周五|週一到週五"
                      r"|週一至週五|星期一到星期五|星期一至星期五|返工日")
WORKDAYS_COUNT = re.compile(r"(?i)(\d{2})\s*(?:business|working|work)\s*days|(\d{2})\s*(?:个|個)?\s*工作日")


def period_near(t: str, span: tuple[int, int], patterns: tuple[tuple[str, str], ...]) -> str | None:
    """The period (a name in `patterns`: (name, regex) pairs) said nearest the figure at `span`: first after it in its
    clause within AFTER characters, else the nearest before it in its clause within BEFORE; None when neither."""
    start, end = span
    tail = TRAILING.search(t[start:end])  # a match that ran over the comma after its figure
    end = start + tail.start() if tail else end
    stop = CLAUSE_END.search(t, end)
    after = t[end:min(end + AFTER, stop.start() if stop else len(t))]
    hits = [(m.start(), name) for name, pat in patterns for m in re.finditer(r"(?i)" + pat, after)]
    if hits:
        return min(hits)[1]
    begin = max((m.end() for m in CLAUSE_END.finditer(t, 0, start)), default=0)
    before = t[max(begin, start - BEFORE):start]
    hits = [(m.end(), name) for name, pat in patterns for m in re.finditer(r"(?i)" + pat, before)]
    return max(hits)[1] if hits else None


def workdays_said(t: str) -> tuple[float | None, float | None]:
    """(business days a month said (15–23), days a week said as weekdays (5)); (None, None) when neither is said."""
    m = WORKDAYS_COUNT.search(t)
    if m is not None and 15 <= float(m.group(1) or m.group(2)) <= 23:
        return float(m.group(1) or m.group(2)), None
    return (None, 5.0) if WORKDAYS.search(t) else (None, None)


# a clause that holds a hosted API's bill and no token volume: its period is the bill's ("我们每月在 DeepSeek API 上花大约
# 1.5 万元，每天输入 3000万 token"), never the volume's (the batch reader took 每月 for the 30M tokens' period)
_BILL_WORD = re.compile(r"(?i)\b(?:pay(?:ing)?|spend(?:ing)?|bill(?:ed)?|invoice)\b|花|付|支付|账单|帳單|开销|開銷|费用|費用")
_MONEY_WORD = re.compile(r"(?i)[$¥￥]|\busd\b|\bdollars?\b|元|块|塊|美元|美金|人民币|人民幣")
_TOKEN_WORD = re.compile(r"(?i)tokens?|字|条|條|次|requests?|calls?|messages?")


def bill_only(clause: str) -> bool:
    """Whether a clause says a bill (a pay word and a currency) and no count of tokens, requests or messages."""
    return bool(_BILL_WORD.search(clause) and _MONEY_WORD.search(clause) and not _TOKEN_WORD.search(clause))


def business_day_count(t: str, count: float, period: str, ctx: Any) -> float | None:
    """A week's or a month's count whose traffic is said to come in business hours (extract_schedule.OFFICE: "mostly
    during business hours", 主要在工作时间) as a business day's (tools.business_day_load), said in a note; None else."""
    from advisor.core.extract_schedule import OFFICE
    from tools.business_day_load import per_business_day
    from tools.schema import Msg
    from tools.wording import count_text

    if OFFICE.search(t) is None:
        return None
    daily = per_business_day(count, period)
    if daily is None:
        return None
    ctx.out.said(Msg(code="api_period.business_day", args={"count": count_text(count), "period": period,
                                                            "daily": count_text(daily)}))
    return daily
