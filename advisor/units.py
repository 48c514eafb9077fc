"""Number formatting shared by every renderer (GB = 10**9 bytes, as the seeds write).

These are the only display-unit scalings in `advisor/` (bytes → GB/GiB/KiB, counts → billions,
hours → days); tests/test_no_arithmetic_in_advisor.py holds every other module to calling them."""

from __future__ import annotations


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
    """1.5e9 → '1.5B', 2e7 → '20M', smaller counts in full."""
    return f"{n / 1e9:,.3g}B" if n >= 1e9 else f"{n / 1e6:,.3g}M" if n >= 1e6 else f"{n:,}"


def gb(n: float | int | None, digits: int = 1) -> str:
    if n is None:
        return "—"
    return f"{n / 1e9:,.{digits}f} GB"


def num(x: float | None, digits: int = 0) -> str:
    if x is None:
        return "—"
    return f"{x:,.{digits}f}"


def money(amount: float | None, currency: str = "USD", digits: int = 2) -> str:
    if amount is None:
        return "—"
    sym = {"USD": "$", "CNY": "¥"}.get(currency, "")
    return f"{sym}{amount:,.{digits}f}" if sym else f"{amount:,.{digits}f} {currency}"
