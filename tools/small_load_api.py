"""A serving load small enough that a pay-per-token API or a scale-to-zero serverless endpoint is the cheaper way.

Why: a rented card is billed every hour it is up, whether the bot talks or not; a hosted API bills the tokens made and
a serverless GPU endpoint (RunPod Serverless, Modal) the seconds it runs, scaling to zero between requests. For a
handful of users the card sits idle most of the month, so an expert names those first ("cheapest way to run
Llama 3.1 8B for a hobby Discord bot, 5 users" was told "Nothing cheaper holds it" beside a $110-a-month card).
No API price is held for most open models here, so none is invented: the answer gives the break-even price instead —
the card's month ÷ the most tokens the stated load can make in a month (every user generating at the stated rate, all
month) — above which no API can cost more than the card even at that ceiling. By hand: 5 users × 15 tokens/s ×
3,600 × 730 h = 197.1 M tokens a month; a $0.15/h card is $109.50 a month → any API under $109.50 ÷ 197.1 = $0.56
per 1M output tokens is cheaper even then, and a bot busy a tenth of the time needs only a tenth of those tokens.
Applies to serving on one card with at most SMALL_LOAD_USERS users at once (said as a lever, never as the plan).
"""

from __future__ import annotations

from dataclasses import dataclass

from tools.constants import HOURS_PER_MONTH, SECONDS_PER_HOUR

# Users at once under which a dedicated card is mostly idle for a chat load (a planning threshold: a card that
# serves 5–10 chat users at 15–40 tokens/s each decodes far below its batched capacity, tools.speed).
SMALL_LOAD_USERS = 10
TOKENS_PER_PRICE_UNIT = 1e6


@dataclass(frozen=True)
class SmallLoadApi:
    month: float  # the card's month at its hourly price (730 h)
    ceiling_tokens: float  # the most tokens a month the stated load makes (every user busy all month)
    break_even_per_m: float  # the API price per 1M tokens under which the API costs less even at the ceiling


def small_load_api(users: int | None, tokens_per_s_user: float | None, gpus: int, per_hour: float | None
                   ) -> SmallLoadApi | None:
    """The break-even of a pay-per-token API against one rented card for a small serving load (module docstring);
    None for more than SMALL_LOAD_USERS users, a plan of more than one card, or a figure not read."""
    if not users or not tokens_per_s_user or not per_hour or users > SMALL_LOAD_USERS or gpus != 1:
        return None
    month = per_hour * HOURS_PER_MONTH
    tokens = users * tokens_per_s_user * SECONDS_PER_HOUR * HOURS_PER_MONTH
    return SmallLoadApi(month, tokens, month / tokens * TOKENS_PER_PRICE_UNIT)
