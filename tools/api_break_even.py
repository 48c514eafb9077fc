"""How many tokens a month a hosted API bills for the money a machine costs a month: the break-even volume of a
"buy (or rent) the machine, or use the API?" question asked with no token volume. A machine at $36.72/h is
36.72 × 730 = $26,806 a month; at DeepSeek's $0.28 per 1M input tokens (cache miss) that buys ≈ 95.7B input tokens a
month, or at $0.42 per 1M output ≈ 63.8B output tokens: below those volumes the API is cheaper. No mix of input and
output is assumed: the answer states both ends.

Pure: the API row (catalog/data/api_prices.csv, its page and date), the plan's hourly price and the rates come in.
"""
from __future__ import annotations

from collections.abc import Mapping

from tools.api_compare import TOKENS_PER_PRICE_UNIT, ApiPrice
from tools.constants import HOURS_PER_MONTH
from tools.cost import convert_amount
from tools.schema import Msg
from tools.wording import count_text, money_text


def break_even_tokens(row: ApiPrice, per_hour: float, currency: str, usd_cny: float,
                      fx: Mapping[str, float] | None) -> tuple[float, float, float] | None:
    """(the machine's month in `currency`, input tokens, output tokens) a month the API bills for that month's money
    (no cache hits); None when the price cannot be converted or is not positive."""
    month = per_hour * HOURS_PER_MONTH
    in_row = convert_amount(month, currency, row.currency, usd_cny, fx)
    if not in_row or in_row <= 0 or row.input_per_m <= 0 or row.output_per_m <= 0:
        return None
    return month, in_row / row.input_per_m * TOKENS_PER_PRICE_UNIT, in_row / row.output_per_m * TOKENS_PER_PRICE_UNIT


def break_even_msg(row: ApiPrice, per_hour: float, currency: str, usd_cny: float, fx: Mapping[str, float] | None,
                   machine: str, people: int | None = None) -> Msg | None:
    """The line an answer opens with: the machine's month, the API volume it equals (all input, all output), per
    person where a head count is held; None as break_even_tokens."""
    got = break_even_tokens(row, per_hour, currency, usd_cny, fx)
    if got is None:
        return None
    month, tin, tout = got
    each = (count_text(tin / people), count_text(tout / people)) if people else (None, None)
    return Msg(code="api_choice.break_even", args={
        "machine": machine, "month": money_text(month, currency, 0), "model": row.model, "input": count_text(tin),
        "output": count_text(tout), "in_price": f"{row.input_per_m:g}", "out_price": f"{row.output_per_m:g}",
        "currency": row.currency, "source": row.source, "as_of": row.as_of, "people": people,
        "in_each": each[0], "out_each": each[1]})
