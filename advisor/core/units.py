"""Number formatting shared by every renderer (GB = 10**9 bytes, as the seeds write).

These are the only display-unit scalings in `advisor/` (bytes → GB/GiB/KiB, counts → billions,
hours → days); tests/advisor/test_no_arithmetic_in_advisor.py holds every other module to calling them.
How durations, GPU-hours, money and counts read lives in tools.wording (the calculators word their
sentences with it too) and is re-exported here."""

from __future__ import annotations

from tools.wording import budget_text, count_text, duration, gpu_hours_number, money_text, plural

__all__ = ["billions", "budget_money", "days", "duration_text", "gb", "gb_value", "gib_value", "gpu_hours_text",
           "kib_value", "money", "num", "plural", "short_count"]


def gb_value(n: float) -> float:
    """Bytes as decimal gigabytes (a chart axis wants the number, not the text)."""
    return n / 1e9


def gib_value(n: float) -> float:
    """Bytes as binary gibibytes (nvidia-smi's unit)."""
    return n / 2**30


def kib_value(n: float) -> float:
    return n / 1024


def billions(n: float) -> float:
    """A parameter or token count in billions."""
    return n / 1e9


def days(hours: float) -> float:
    return hours / 24


def short_count(n: float) -> str:
    """2e12 → '2T', 1.5e9 → '1.5B', 2e7 → '20M', smaller counts in full (tools.wording.count_text)."""
    return count_text(n)


def gb(n: float | int | None, digits: int = 1) -> str:
    if n is None:
        return "—"
    return f"{n / 1e9:,.{digits}f} GB"


def num(x: float | None, digits: int = 0) -> str:
    if x is None:
        return "—"
    return f"{x:,.{digits}f}"


def money(amount: float | None, currency: str = "USD", digits: int = 2) -> str:
    """'$1,234.56'; under a cent '< $0.01' (tools.wording.money_text)."""
    if amount is None:
        return "—"
    return money_text(amount, currency, digits)


def budget_money(amount: float, currency: str = "USD", digits: int = 2) -> str:
    """A stated budget: '$0.405' as stated where cents would round it (tools.wording.budget_text)."""
    return budget_text(amount, currency, digits)


def duration_text(hours: float | None, lang: str = "en") -> str:
    """A job's wall time: '7.6 days', '5.3 h', '40 min' (tools.wording.duration)."""
    if not hours:
        return "—"
    return duration(hours).text(lang)


def gpu_hours_text(gpu_hours: float | None) -> str:
    """'259,259', '2.4', '0.45': never '0' for a positive figure (tools.wording.gpu_hours_number)."""
    return "—" if not gpu_hours else gpu_hours_number(gpu_hours)
