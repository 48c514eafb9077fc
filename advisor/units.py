"""Number formatting shared by every renderer (GB = 10**9 bytes, as the seeds write)."""

from __future__ import annotations


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
