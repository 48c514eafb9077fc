"""What an expert adds to "is self-hosting cheaper than our API bill?" besides the one machine's month
(tools.api_compare): a second replica for availability (an API has no single machine to lose; one self-hosted replica
is down for every restart, upgrade or card fault), and the break-even volume said input and output apart.

- a second replica: the same machine twice around the clock, 2 × per_hour × 730 h, set against the API's month. The
  one machine's month already carries the stated peak; the second is for availability, not load. Example: 2 × H100 at
  $4.30/h → $3,139 a month, two replicas $6,278 against a stated $7,500 bill: still below it.
- the break-even volume apart: today's monthly input and output each × (the machine's month ÷ the API's month), the mix
  kept: 300M input + 60M output a month on a $2,000 bill, a $3,139 machine → 1.57 × → ≈ 471M input + 94.2M output a
  month.

Pure: the comparison (tools.api_compare.ApiComparison) and the monthly input and output come in.
"""

from __future__ import annotations

from tools.constants import HOURS_PER_MONTH
from tools.schema import Msg
from tools.wording import count_text, money_text

REPLICAS_FOR_AVAILABILITY = 2  # one to serve, one to take over: the fewest with no single machine to lose


def replicas_month(per_hour: float, replicas: int = REPLICAS_FOR_AVAILABILITY) -> float:
    """The month of `replicas` copies of the machine around the clock (per_hour × 730 h each)."""
    return per_hour * HOURS_PER_MONTH * replicas


def in_out_text(tin: float, tout: float) -> Msg:
    """A monthly volume said input and output apart (both figures, the mix never summed away)."""
    return Msg(code="api_replica.in_out", args={"input": count_text(tin), "output": count_text(tout)})


def break_even_in_out(self_month: float, api_low: float, api_high: float, tin: float, tout: float) -> Msg | None:
    """The break-even volume a month, input and output apart at today's mix: each × self_month ÷ the API's month
    (a range from the API's highest to its lowest month); None when the API's month is not positive or no volume."""
    if api_low <= 0 or api_high <= 0 or tin <= 0:
        return None
    lo, hi = self_month / api_high, self_month / api_low
    return Msg(code="api_replica.in_out", args={"input": _span(tin * lo, tin * hi), "output": _span(tout * lo, tout * hi)})


def _span(low: float, high: float) -> str:
    lo, hi = count_text(low), count_text(high)
    return lo if lo == hi else f"{lo}–{hi}"


def second_replica_msg(per_hour: float, api_low: float, api_high: float, currency: str, machine: str) -> Msg:
    """The line for two replicas (availability): their month, and whether it is still below the API's month."""
    two = replicas_month(per_hour)
    verdict = "below" if two < api_low else "above" if two > api_high else "even"
    api = money_text(api_low, currency, 0) if money_text(api_low, currency, 0) == money_text(api_high, currency, 0) \
        else f"{money_text(api_low, currency, 0)}–{money_text(api_high, currency, 0)}"
    return Msg(code="api_replica.second", args={
        "machine": machine, "n": REPLICAS_FOR_AVAILABILITY, "two": money_text(two, currency, 0), "api": api,
        "verdict": verdict})
