"""The one reader of a numeric `GPU_ADVISOR_*` setting: a finite number within stated bounds, or an error naming it.

Every numeric operator setting (rates, timeouts, the refresh interval, the Slack bot's worker count and claim
bounds) goes through `bounded` (or `finite_within` for a cell of the fx file), so each has a floor and a ceiling
and one way of refusing. Why bounds on both sides: `GPU_ADVISOR_REFRESH_HOURS=1e-300` was once
accepted (the check was `0 < h`), which ran the refresh back to back for ever, and
`GPU_ADVISOR_SLACK_WORKERS=99999999` accepted with no ceiling, while `abc` exited with Python's own words.
A refused value is exit 2 in the CLI (an `AdvisorError`) and stops `gpu-advisor slack` before it starts.
"""

from __future__ import annotations

import math
import os

from tools.errors import AdvisorError


class SettingError(AdvisorError):
    """A numeric setting that cannot be used; the message names the variable and what is accepted."""


def finite_within(raw: str, lo: float, hi: float) -> float | None:
    """`raw` as a finite number from `lo` to `hi`, else None (a word, NaN, an infinity or out of range)."""
    try:
        v = float(raw)
    except ValueError:
        return None
    return v if math.isfinite(v) and lo <= v <= hi else None


def bounded(name: str, lo: float, hi: float, default: float | None, unit: str, *, integer: bool = False,
            off: tuple[str, ...] = (), raw: str | None = None, error: type[AdvisorError] = SettingError,
            note: str = "") -> float | None:
    """The value of setting `name` (read from the environment unless `raw` is given): unset or blank is `default`;
    one of the `off` words (case-insensitive) is None; otherwise a finite number of `unit` from `lo` to `hi` (a
    whole number when `integer`), else `error` with a sentence naming the variable, the range and the default."""
    raw = os.environ.get(name) if raw is None else raw
    text = (raw or "").strip()
    if not text:
        return default
    if text.lower() in off:
        return None
    v = finite_within(text, lo, hi)
    if v is not None and integer and v != int(v):
        v = None
    if v is None:
        kind = "a whole number" if integer else "a number"
        rest = f", or unset for the default {default:g}" if default is not None else ""
        if off:
            rest += f", or {off[0]} to turn it off"
        raise error(f"{name} must be {kind} of {unit} from {lo:g} to {hi:g}{rest} (got {text[:40]!r}){note}")
    return int(v) if integer else v
