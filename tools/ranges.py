"""The range of each workload figure a message can state, and the figures of a reading that fall outside it.

One table for the reader's screen: a figure read from words that no workload has (a context of 0 tokens, 10^13 users
at once, a LoRA rank of 10^18, 10^13 documents in a batch) is left unread with a note in the user's language, and the
answer uses the default, as it does for "-3 days". Before, such a figure reached
`tools.defaults.validate` ("seq_len must be between 1 and 10,000,000 (got 0)": an internal name, in English to a
Chinese question) or pydantic ("batch_requests: Input should be less than or equal to 1000000000000"; in Slack an
apology). The bounds are the ones `validate` and `tools.schema.Workload` enforce (a test holds them equal), so what
passes the screen passes validation.
"""

from __future__ import annotations

import math
from typing import Any

from tools.defaults import MAX_BATCH, MAX_CONCURRENCY, MAX_GPUS, MAX_SEQ_LEN
from tools.floors import (
    MAX_ANSWER_S,
    MAX_CREDITS,
    MAX_LIST_ITEMS,
    MAX_PARAMS_B,
    MAX_REQUESTS_PER_S,
    MAX_TOKENS_PER_S,
    MAX_TOKENS_PER_S_PER_USER,
    MAX_TTFT_MS,
    MIN_ANSWER_S,
    MIN_DEADLINE_HOURS,
    MIN_PARAMS_B,
    MIN_REQUESTS_PER_S,
    MIN_TOKENS_PER_S,
    MIN_TTFT_MS,
    PRICE_FLOOR,
)
from tools.schema import Msg, Workload

# field → (lowest, highest) accepted, both inclusive; a field with `gt=0` in the schema has the smallest float above 0
RANGES: dict[str, tuple[float, float]] = {
    "params_b": (MIN_PARAMS_B, MAX_PARAMS_B),
    "seq_len": (1, MAX_SEQ_LEN),
    "batch_size": (1, MAX_BATCH),
    "concurrency": (1, MAX_CONCURRENCY),
    "num_gpus": (1, MAX_GPUS),
    "lora_rank": (1, 4096),
    "train_tokens": (1, 10**16),
    "deadline_hours": (MIN_DEADLINE_HOURS, 24 * 3650),
    "target_tokens_per_s": (MIN_TOKENS_PER_S, MAX_TOKENS_PER_S),
    "target_tokens_per_s_per_user": (MIN_TOKENS_PER_S, MAX_TOKENS_PER_S_PER_USER),
    "target_ttft_ms": (MIN_TTFT_MS, MAX_TTFT_MS),
    "target_answer_s": (MIN_ANSWER_S, MAX_ANSWER_S),
    "target_requests_per_s": (MIN_REQUESTS_PER_S, MAX_REQUESTS_PER_S),
}


# the note each field's figure gets when it is out of range (advisor/core/messages/ranges.py words it)
NOTE_CODES: dict[str, str] = {
    "params_b": "range.params_b", "seq_len": "range.seq_len", "batch_size": "range.batch_size",
    "concurrency": "range.concurrency", "num_gpus": "range.num_gpus", "lora_rank": "range.lora_rank",
    "grad_accum": "range.grad_accum", "train_tokens": "range.train_tokens", "deadline_hours": "range.deadline_hours",
    "batch_requests": "range.batch_requests", "output_tokens": "range.output_tokens",
    "prompt_tokens": "range.prompt_tokens", "shared_prefix_tokens": "range.shared_prefix_tokens",
    "target_tokens_per_s": "range.target_tokens_per_s",
    "target_tokens_per_s_per_user": "range.target_tokens_per_s_per_user", "target_ttft_ms": "range.target_ttft_ms",
    "target_answer_s": "range.target_answer_s", "target_requests_per_s": "range.target_requests_per_s",
    "requests_per_day": "range.requests_per_day", "requests_per_user_per_day": "range.requests_per_user_per_day",
    "min_gpu_memory_gib": "range.min_gpu_memory_gib", "max_gpu_memory_gib": "range.max_gpu_memory_gib",
    "daily_users": "range.daily_users", "head_count": "range.head_count",
    "users_online": "range.users_online",
}


# the list fields, bounded by tools.schema.distinct_items: more different values than MAX_LIST_ITEMS are left
# unread with a note, as a figure out of range is
LIST_NOTES: dict[str, str] = {"regions": "range.regions", "providers": "range.providers"}

# the fields that hold an amount (a Budget, Money or Dataset): (lowest, highest) of the amount, both inclusive, and the
# note. The bounds are tools.defaults.validate's (a budget at least PRICE_FLOOR and below 10^12; a data set above 0 and
# at most check_finite's 10^18): beyond them validate refused the whole question with "budget.amount is out of range";
# now the one figure is not read, with a note, and the rest is answered
AMOUNT_RANGES: dict[str, tuple[float, float, str]] = {
    "budget": (PRICE_FLOOR, math.nextafter(1e12, 0), "range.budget"),
    "budget_per_hour": (PRICE_FLOOR, math.nextafter(1e12, 0), "range.budget"),
    "dataset": (math.nextafter(0, 1), 1e18, "range.dataset"),
    # credits: tools.schema.Credits' bounds (above 0, at most MAX_CREDITS); beyond them pydantic refused the whole
    # reading (an apology in Slack, a raw ValidationError in chat); screen_fields keeps their provider
    "credits": (math.nextafter(0, 1), MAX_CREDITS, "range.credits"),
}


def _amount(v: Any) -> float | None:
    """The amount of a Budget, Money or Dataset (or its dict form); None for anything else."""
    a = v.get("amount") if isinstance(v, dict) else getattr(v, "amount", None)
    return float(a) if isinstance(a, (int, float)) and not isinstance(a, bool) else None


def _a_training_job(v: Any) -> bool:
    """Does a data set read from a message come to a training job (tools.defaults.check_dataset: "5,000 examples for
    0.0000001 epochs" trains on less than one example)?"""
    from tools.defaults import WorkloadError, check_dataset
    from tools.schema import Dataset

    try:
        check_dataset(v if isinstance(v, Dataset) else Dataset(**v))
    except (WorkloadError, TypeError, ValueError):
        return False
    return True


def _schema_range(name: str) -> tuple[float, float] | None:
    """(lo, hi) from the schema's own ge/gt/le/lt constraints on `name` (None when it states none)."""
    info = Workload.model_fields.get(name)
    if info is None:
        return None
    lo, hi = -math.inf, math.inf
    for m in info.metadata:
        ge, gt, le, lt = (getattr(m, k, None) for k in ("ge", "gt", "le", "lt"))
        if ge is not None:
            lo = max(lo, float(ge))
        if gt is not None:
            lo = max(lo, math.nextafter(float(gt), math.inf))
        if le is not None:
            hi = min(hi, float(le))
        if lt is not None:
            hi = min(hi, math.nextafter(float(lt), -math.inf))
    return None if (lo, hi) == (-math.inf, math.inf) else (lo, hi)


def field_range(name: str) -> tuple[float, float] | None:
    """The accepted (lo, hi) of a numeric workload field: the tighter of RANGES and the schema's constraints."""
    a, b = RANGES.get(name), _schema_range(name)
    if a is None or b is None:
        return a or b
    return max(a[0], b[0]), min(a[1], b[1])


def _float_digits(v: float) -> bool:
    """Is `v` past the figures a float holds digit for digit (2⁵³) with more than 15 significant digits? A figure read
    from a message passed through a float, so such digits are the float's, not the user's: 23 nines were said back as
    99,999,999,999,999,991,611,392. 5 × 10¹⁸ keeps its one digit and is shown in full."""
    return math.isfinite(v) and abs(v) >= 2 ** 53 and len(str(abs(int(v))).rstrip("0")) > 15


def _shown(v: float) -> float | int | str:
    """A whole float as an int, so 1e13 reads 10,000,000,000,000 (not 1e+13 nor a trailing .0); an int as itself; one
    whose digits are the float's (_float_digits) to 3 digits, 1e+23, as a str (the catalog's words show it as it is)."""
    if isinstance(v, (int, float)) and not isinstance(v, bool) and _float_digits(v):
        return f"{float(v):.3g}"
    return int(v) if isinstance(v, float) and math.isfinite(v) and v.is_integer() and abs(v) < 1e18 else v


def _said(v: float) -> str:
    """An amount as a person writes it: 1e21 as 1,000,000,000,000,000,000,000 (exact digits of the float); one whose
    digits are the float's (_float_digits) to 3 digits."""
    if _float_digits(v):
        return f"{v:.3g}"
    return f"{int(v):,}" if math.isfinite(v) and abs(v) >= 1 else f"{v:g}"


def out_of_range(fields: dict[str, Any]) -> list[tuple[str, Msg]]:
    """The numeric fields of a reading outside their range, each with the note that says so (code
    `range.<field>`, args value, lo, hi; a field with no words of its own, bounded by the schema alone, `range.other`:
    "2e12 requests a day" reached pydantic and the whole message was "cannot read a number"), and the list fields
    with more different values than MAX_LIST_ITEMS (args
    value, hi). NaN and infinities count as outside."""
    out = []
    for name, v in fields.items():
        if name in LIST_NOTES and isinstance(v, (list, tuple)):
            n = len({x.strip().casefold() if isinstance(x, str) else repr(x) for x in v})  # as distinct_items counts
            if n > MAX_LIST_ITEMS:
                out.append((name, Msg(code=LIST_NOTES[name], args={"value": n, "hi": MAX_LIST_ITEMS})))
            continue
        amount = _amount(v) if name in AMOUNT_RANGES else None
        if amount is not None:
            lo, hi, code = AMOUNT_RANGES[name]
            if not (math.isfinite(amount) and lo <= amount <= hi):
                out.append((name, Msg(code=code, args={"value": _said(amount)})))
            elif name == "dataset" and not _a_training_job(v):
                out.append((name, Msg(code="range.dataset_job", args={"value": _said(amount)})))
            continue
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            continue
        rng = field_range(name)
        if rng is None:
            continue
        lo, hi = rng
        if not (math.isfinite(v) and lo <= v <= hi):
            said = {"value": _shown(v), "lo": _shown(float(lo)), "hi": _shown(float(hi)), "above": not v < lo}
            worded = NOTE_CODES.get(name)
            out.append((name, Msg(code=worded, args=said) if worded else Msg(code="range.other", args=said)))
    return out


def tens_range(tens: int) -> tuple[int, int]:
    """The numbers "N十几" names (十几 → 11–19, 二十几 → 21–29): the reader sizes for the top and says the range."""
    return tens * 10 + 1, tens * 10 + 9


# A vague amount of money ("a few hundred bucks", "several thousand dollars", 几百块, "a couple hundred"): the range a
# buyer means by it, read from the count the reader gives the words (VAGUE_WORDS: "a few hundred" → 300). "A few" is
# 3–5 of the unit (a few hundred ≈ 300–500), "a couple" 2–3 (≈ 200–300). The budget is checked at the top of the range,
# said as assumed ("can we do it with a few hundred bucks a month?" got only "say the number").
VAGUE_MONEY_TOP = {3: 5, 2: 3}  # leading digit of the count → leading digit of the range's top


def vague_money_range(n: int) -> tuple[int, int]:
    """The amount range a vague money count names: 300 → (300, 500), 200 → (200, 300), 3,000 → (3,000, 5,000)."""
    unit = 10 ** (len(str(n)) - 1)
    lead = n // unit
    return n, VAGUE_MONEY_TOP.get(lead, lead) * unit
