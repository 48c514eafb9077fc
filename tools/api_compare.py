"""A hosted API's bill against self-hosting the same traffic on the recommended machine.

"We send ~3B input and 0.5B output tokens a month to the DeepSeek API: would self-hosting be cheaper?" is answered by
this arithmetic, first:

- the API's month: input × the row's input price + output × its output price, per 1M tokens (catalog/data/
  api_prices.csv: each row a provider's list price with its page and date). Where the provider publishes a cheaper
  cache-hit input price, the bill is a range from no cache hits to `HIT_SHARE_HIGH` of the input served from
  cache (the share is the user's own traffic's, unknown here: said as assumed). A bill the user states ("we pay ~$3k a
  month to OpenAI") is taken as said.
- self-hosting's month: the recommended plan's price per hour × 730 h around the clock (tools.constants.
  HOURS_PER_MONTH), and × the stated hours a month when a schedule is said (tools.schedule.month_hours: 9 h on weekdays
  ≈ 196 h).
- the ratio of the two, and the break-even volume: the monthly tokens at today's input/output mix whose API bill equals
  the machine's month (the machine's month ÷ the API's month × today's tokens; the one machine must still carry that
  load, which the answer says).
- a hybrid (the machine for the stated hours, the API the rest of the week): the machine's hours plus the API bill for
  the share of the tokens outside those hours, the traffic assumed spread evenly over the week's 168 h (said; a
  business-hours product sends more inside them, which only lowers the API part).

Pure: prices, rates and the plan's hourly price come in as arguments; catalog/api_prices.py loads the rows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from tools.api_replica import break_even_in_out, in_out_text, second_replica_msg
from tools.constants import HOURS_PER_MONTH
from tools.cost import convert_amount
from tools.schedule import days_a_month, month_hours
from tools.schema import Msg, Workload
from tools.wording import count_text, money_text

# the most of the input taken as cache hits in the bill's low end: an assumption (the user's own prefix reuse is
# unknown); DeepSeek bills a hit only for a repeated prompt prefix (its Context Caching guide), so a chat product's
# shared system prompt and earlier turns are the hits and fresh user text is not. The answer says the range.
HIT_SHARE_HIGH = 0.5
TOKENS_PER_PRICE_UNIT = 1e6  # list prices are per 1M tokens
# where a provider's own API keeps what is sent, as its policy says: DeepSeek's privacy policy ("We store the
# information we collect in secure servers located in the People's Republic of China", quoted by Wired 2025-01-27 and
# tnsafety.com from the English policy). Only providers whose policy was read are listed.
STORED_IN = {"deepseek": ("cn", "DeepSeek's privacy policy")}  # (country id, the policy), worded in the messages
VERDICT_CODES = {"no": "api_compare.verdict_no", "yes": "api_compare.verdict_yes", "even": "api_compare.verdict_even"}
# a bill said with no token volume: the break-even is the bill the machine's month equals, not a volume
BILL_VERDICT_CODES = {"no": "api_compare.bill_verdict_no", "yes": "api_compare.bill_verdict_yes",
                      "even": "api_compare.bill_verdict_even"}


@dataclass(frozen=True)
class ApiPrice:
    """One hosted API's list price (catalog/data/api_prices.csv): per 1M tokens in `currency`; `cached_input_per_m`
    None where no cache-hit price was read from the page."""

    provider: str
    model: str
    names: tuple[str, ...]
    input_per_m: float
    cached_input_per_m: float | None
    output_per_m: float
    currency: str
    source: str
    as_of: str


def month_bill(row: ApiPrice, input_tokens: float, output_tokens: float, hit_share: float = 0.0) -> float:
    """The API's bill for a month's tokens in the row's currency, with `hit_share` of the input at the cache-hit price
    (ignored where the row has none). DeepSeek's V3 row, 3B in / 0.5B out, no hits: 3,000 × 0.28 + 500 × 0.42 =
    840 + 210 = $1,050; half the input hits: 1,500 × 0.28 + 1,500 × 0.028 + 210 = 420 + 42 + 210 = $672."""
    hit = hit_share if row.cached_input_per_m is not None else 0.0
    cached = row.cached_input_per_m or 0.0
    per_m = input_tokens * ((1 - hit) * row.input_per_m + hit * cached) + output_tokens * row.output_per_m
    return per_m / TOKENS_PER_PRICE_UNIT


def find_row(rows: Sequence[ApiPrice], text: str, provider: str | None = None, model: str | None = None
             ) -> ApiPrice | None:
    """The row a message names (its longest name found in `text`, case-insensitive), else the named provider's row whose
    name the self-hosted `model` starts with ("DeepSeek-V3.1" → deepseek-chat), else the provider's first row."""
    low = (text or "").lower()
    named = [(len(n), r) for r in rows for n in r.names if n.lower() in low]
    if named:
        return max(named, key=lambda x: x[0])[1]
    mine = [r for r in rows if provider and r.provider == provider]
    m = (model or "").lower()
    for r in mine:
        if any(m.startswith(n.lower()) or n.lower().startswith(m) for n in r.names if m):
            return r
    return mine[0] if mine else None


@dataclass(frozen=True)
class ApiComparison:
    """Both months in the answer's currency: the API's (a range when cache hits are priced) and self-hosting's."""

    api_low: float
    api_high: float
    self_month: float  # around the clock
    hours_month: float | None  # the stated hours a month, when a schedule is said
    self_hours_month: float | None  # the machine for those hours only
    hybrid_low: float | None  # the machine for those hours + the API for the tokens outside them
    hybrid_high: float | None
    tokens_month: float
    break_even_low: float
    break_even_high: float
    verdict: str  # "no" (self-hosting dearer than the API's highest), "yes" (cheaper than its lowest), "even"
    input_month: float = 0.0  # the volume input and output apart (tools.api_replica words the break-even apart)
    output_month: float = 0.0


def compare(api_low: float, api_high: float, per_hour: float, tokens_month: float,
            hours_a_day: float | None = None, days_a_week: float | None = None) -> ApiComparison:
    """The API's month against the machine's (per_hour × 730 h), the hybrid for a stated schedule, and the break-even
    tokens a month. Example: API $672–1,050, 8 × H200 at $36.72/h → 36.72 × 730 = $26,806 a month, 25.5–39.9× the API;
    break-even 3.5B × 26,806 / 1,050 ≈ 89B to 3.5B × 26,806 / 672 ≈ 140B tokens a month. 9 h on weekdays: 9 × 21.7 ≈
    196 h → $7,180 for the machine; the API carries 1 − 196 / 730 ≈ 73 % of the tokens → $491–768; hybrid $7,671–7,948."""
    self_month = per_hour * HOURS_PER_MONTH
    scheduled = (hours_a_day is not None and hours_a_day < 24) or (days_a_week is not None and days_a_week < 7)
    hours = month_hours(hours_a_day, days_a_week) if scheduled else None
    self_hours = per_hour * hours if hours is not None else None
    outside = 1 - hours / HOURS_PER_MONTH if hours is not None else None
    verdict = "no" if self_month > api_high else "yes" if self_month < api_low else "even"
    return ApiComparison(
        api_low=api_low, api_high=api_high, self_month=self_month, hours_month=hours, self_hours_month=self_hours,
        hybrid_low=self_hours + api_low * outside if self_hours is not None and outside is not None else None,
        hybrid_high=self_hours + api_high * outside if self_hours is not None and outside is not None else None,
        tokens_month=tokens_month,
        break_even_low=tokens_month * self_month / api_high if api_high > 0 else 0.0,
        break_even_high=tokens_month * self_month / api_low if api_low > 0 else 0.0,
        verdict=verdict)


def api_range(row: ApiPrice, input_tokens: float, output_tokens: float, to: str, usd_cny: float,
              fx: Mapping[str, float] | None) -> tuple[float, float]:
    """(low, high) API months in currency `to`: high with no cache hits, low with HIT_SHARE_HIGH of the input
    from cache (equal where the row has no cache-hit price)."""
    high = month_bill(row, input_tokens, output_tokens, 0.0)
    low = month_bill(row, input_tokens, output_tokens, HIT_SHARE_HIGH)
    conv = [convert_amount(v, row.currency, to, usd_cny, fx) for v in (low, high)]
    return float(conv[0] or 0.0), float(conv[1] or 0.0)


def _span(low: float, high: float, currency: str) -> str:
    lo, hi = money_text(low, currency, 0), money_text(high, currency, 0)
    return lo if lo == hi else f"{lo}–{hi}"


def _times(low: float, high: float) -> str:
    lo, hi = f"{low:.0f}" if low >= 10 else f"{low:.1f}", f"{high:.0f}" if high >= 10 else f"{high:.1f}"
    return lo if lo == hi else f"{lo}–{hi}"


def verdict_msgs(c: ApiComparison, currency: str, row: ApiPrice | None, stated_bill: bool,
                 machine: str, said: str = "") -> list[Msg]:
    """The answer's opening: the verdict with both months, the ratio and the break-even volume; the API bill's basis
    (the row's prices, page and date, or the bill as said); the hybrid for a stated schedule."""
    ratio = (_times(c.self_month / c.api_high, c.self_month / c.api_low) if c.api_low > 0 else "")
    args: dict[str, str | Msg] = {"self": money_text(c.self_month, currency, 0), "api": _span(c.api_low, c.api_high, currency),
            "ratio": ratio, "machine": machine,
            "even": count_text(c.break_even_low) if count_text(c.break_even_low) == count_text(c.break_even_high)
            else f"{count_text(c.break_even_low)}–{count_text(c.break_even_high)}",
            "tokens": count_text(c.tokens_month)}
    if c.input_month > 0:  # the volume and its break-even said input and output apart, never one sum
        even = break_even_in_out(c.self_month, c.api_low, c.api_high, c.input_month, c.output_month)
        args |= {"tokens": in_out_text(c.input_month, c.output_month), **({"even": even} if even else {})}
    codes = VERDICT_CODES if c.tokens_month > 0 else BILL_VERDICT_CODES
    out = [Msg(code=codes[c.verdict], args=args)]
    if stated_bill or row is None:
        out.append(Msg(code="api_compare.bill_said", args={"api": _span(c.api_low, c.api_high, currency), "said": said}))
    else:
        cached = "" if row.cached_input_per_m is None else f"{row.cached_input_per_m:g}"
        out.append(Msg(code="api_compare.bill_basis", args={
            "model": row.model, "input": f"{row.input_per_m:g}", "cached": cached, "output": f"{row.output_per_m:g}",
            "currency": row.currency, "share": f"{HIT_SHARE_HIGH:.0%}", "source": row.source, "as_of": row.as_of}))
    if c.self_hours_month is not None and c.hybrid_low is not None and c.hybrid_high is not None and c.hours_month:
        share = 1 - c.hours_month / HOURS_PER_MONTH
        out.insert(0, Msg(code="api_compare.hybrid", args={  # the schedule asked about is answered first
            "hours": f"{c.hours_month:.0f}", "machine_month": money_text(c.self_hours_month, currency, 0),
            "share": f"{share:.0%}", "api_rest": _span(c.api_low * share, c.api_high * share, currency),
            "hybrid": _span(c.hybrid_low, c.hybrid_high, currency), "api": args["api"], "machine": machine,
            "ratio": _times(c.hybrid_low / c.api_high, c.hybrid_high / c.api_low) if c.api_low > 0 else "",
            "cheaper": c.hybrid_high < c.api_low}))
    return out


PERIODS_A_MONTH = {"month": 1.0, "week": HOURS_PER_MONTH / 168, "day": HOURS_PER_MONTH / 24}


def per_month(amount: float, period: str) -> float:
    """A volume or bill said a day or a week as a month's (730 h: 30.4 days, 4.35 weeks); a month's as said."""
    return amount * PERIODS_A_MONTH.get(period, 1.0)


def volume_days(period: str, workdays_month: float | None = None, days_a_week: float | None = None) -> float | None:
    """The days a month a volume said a day is counted on: the business days said (22), else the weekdays said
    (5 a week × 4.345 = 21.7, tools.schedule.days_a_month), else every day (730 h ÷ 24 = 30.4); None for a volume said
    a week or a month (no days to show). 20M input a day on 22 business days = 440M a month; every day: 608M."""
    if period != "day":
        return None
    return workdays_month or days_a_month(days_a_week)


def volume_month(amount: float, period: str, days: float | None) -> float:
    """A volume said a day × its days a month (volume_days); a week's or a month's as per_month."""
    return amount * days if period == "day" and days else per_month(amount, period)


def comparison_for(w: Workload, rows: Sequence[ApiPrice], per_hour: float, currency: str, usd_cny: float,
                   fx: Mapping[str, float] | None, machine: str) -> list[Msg]:
    """The opening lines for a workload that says its hosted API's volume or bill (Workload.api_*): [] when it says
    neither, or names no priced row for a volume. `per_hour` is the recommended plan's price in `currency`."""
    tin, tout = w.api_input_tokens_month, w.api_output_tokens_month
    row = find_row(rows, w.api_model or "", w.api_provider, w.model)
    if w.api_bill is not None:
        bill = convert_amount(w.api_bill.amount, w.api_bill.currency, currency, usd_cny, fx) or 0.0
        low = high = bill
    elif tin and row is not None:
        low, high = api_range(row, tin, tout or 0.0, currency, usd_cny, fx)
    else:
        return []
    if high <= 0 or per_hour <= 0:
        return []
    c = replace(compare(low, high, per_hour, (tin or 0.0) + (tout or 0.0), w.usage_hours_per_day, w.usage_days_per_week),
                input_month=tin or 0.0, output_month=tout or 0.0)
    b = w.api_bill
    said = money_text(b.amount, b.currency, 0) if b is not None and b.currency != currency else ""
    out = verdict_msgs(c, currency, row, b is not None, machine, said)
    if c.hours_month is None and c.verdict != "no":  # around the clock and not dearer already: a second replica (availability)
        out.insert(1, second_replica_msg(per_hour, low, high, currency, machine))
    if row is not None and w.model and not same_model(row, w.model):
        out.append(Msg(code="api_compare.other_model", args={"api_model": row.model, "model": w.model}))
    provider = row.provider if row is not None else w.api_provider
    if provider in STORED_IN:
        where, said = STORED_IN[provider]
        out.append(Msg(code="api_compare.stored_in", args={"where": where, "source": said}))
    return out


def same_model(row: ApiPrice, model: str) -> bool:
    """Whether the self-hosted `model` is the API row's own (one name starts the other: DeepSeek-V3.1 and deepseek-v3,
    Llama-3.1-70B and llama-3.1-70b-instruct-turbo), so the comparison carries no change of model."""
    m = model.lower()
    return any(m.startswith(n.lower()) or n.lower().startswith(m) for n in row.names)


def volume_from_requests(requests_per_day: float, input_each: float, output_each: float) -> tuple[float, float]:
    """(input, output) tokens a month from requests a day and each request's stated lengths, a month being 30.4 days
    (730 h): 40,000 a day × 1,500 in = 60M a day → 1.825B a month; × 300 out = 12M a day → 365M a month."""
    return per_month(requests_per_day * input_each, "day"), per_month(requests_per_day * output_each, "day")
