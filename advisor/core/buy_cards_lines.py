""""Buy card A or card B, or rent?" for a model (买4090还是5090还是租, "buy a 4090 or a 5090, or rent?"): under the
comparison, one line per card named — fits or "does not fit", with the memory figures — and each card's payback
against the cheapest rental of the SAME job on any card (the ranked first row of the job with no card asked), never
against renting the same card only. Figures from tools/buy_cards.py; words in advisor/core/messages/buy_cards.py."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tools.schema import Msg, Workload


def buy_cards_lines(text: str, ws: Sequence[Workload], recs: Sequence[Any]) -> list[Msg]:
    """The lines above when the question buys (extract_rules.BUY_WORD) and every side names a card for one LLM
    model at a context; empty otherwise."""
    from advisor.core.extract_rules import BUY_WORD, strip_invisible
    from advisor.core.service import _display_currency, usd_cny
    from catalog.gpus import all_gpus
    from catalog.registry import get
    from tools.buy_cards import buy_card_lines
    from tools.defaults import serves
    from tools.power_tariff import price_per_kwh
    from tools.weekday_use import utilisation_of_schedule

    w = ws[0] if ws else None
    if w is None or not BUY_WORD.search(strip_invisible(text or "")) or not w.model or (w.modality or "llm") != "llm" \
            or not serves(w.task) or any(x.owned_gpus for x in ws):
        return []
    gpus = all_gpus()
    cards = [g for x in ws if (g := _catalog_card(x.gpu_preference, gpus)) is not None]
    if len(ws) < 2 or len({g.name for g in cards}) < 1:
        return []
    try:
        arch = get(w.model)
    except (LookupError, ValueError):
        return []
    cur, fx = _display_currency(w, recs[0].currency if recs else None)
    per_kwh = price_per_kwh(w, cur, usd_cny(), fx)[0]  # said, else the place's published tariff (power_tariff)
    util = utilisation_of_schedule(w.usage_hours_per_day, w.usage_days_per_week) if w.usage_hours_per_day else None
    context = w.seq_len or (recs[0].workload.seq_len if recs else None)
    if not context:
        return []
    return buy_card_lines(arch, w.model, context, cards, lambda f: job_first_row(w, cur, f.precision, f.kv_precision),
                          util, per_kwh, cur, usd_cny(), fx)


def _catalog_card(name: str | None, gpus: dict[str, Any]) -> Any:
    """The catalog card a preference names ("4090D" → RTX 4090D), or None."""
    from catalog.gpus import UnknownGPU, resolve_gpu_name

    try:
        return gpus.get(resolve_gpu_name(name)) if name else None
    except UnknownGPU:
        return None


def job_first_row(w: Workload, cur: str, precision: Any = None, kv_precision: Any = None) -> tuple[str, float] | None:
    """The ranked first row of the same job on any card (no card, count or purchase asked), at the weights and KV
    format the bought card runs it (None: the job's own), as its label and whole hour; None when nothing is ranked."""
    from advisor.core.service import advise
    from tools.buy_cards import first_row

    job = w.model_copy(update={"gpu_preference": None, "gpu_only": None, "num_gpus": None, "buy_server": None,
                               "checked_gpu": None, "checked_gpu_count": None, "owned_gpus": None,
                               "precision": precision or w.precision, "kv_precision": kv_precision or w.kv_precision})
    rec = advise(job, stated={k for k, v in job.model_dump().items() if v is not None}, currency=cur, top_n=1)
    return first_row(rec.candidates[0]) if rec.candidates and rec.currency == cur else None


def job_use(w: Workload, gpu: str, count: int, util: float | None, per_kwh: float, kwh_said: bool,
            fallback: float | None, cur: str, basis: dict[str, str | None] | None = None, owned: int = 0,
            years: float | None = None) -> Any:
    """The use a GeForce buy side is priced at (advisor.core.launch_price_lines.Use): its rent is the first row of
    the same job on any card (job_first_row, said by name), else `fallback` (the same card's rent a GPU-hour, or
    None) — a card with no held launch price, or a job with nothing ranked, keeps the fallback. `basis`: where an
    assumed per_kwh comes from (tools.power_tariff.tariff_basis). `owned`: the cards of that card already owned beside
    the `count` bought, weighed with them against the rental over `years` (launch_price_lines.more_or_rent_lines)."""
    from advisor.core.launch_price_lines import Use
    from tools.buy_cards import per_card_rent
    from tools.launch_price import launch_price

    row = job_first_row(w, cur) if launch_price(gpu) and w.model else None
    return Use(count, util, per_kwh, kwh_said, per_card_rent(row[1], count) if row else fallback, row[0] if row else None,
               basis or {}, row[1] if row else None, owned, years)
