""""Buy this card or rent?" for a card no cloud in the catalog rents (an RTX 5090 in Sham Shui Po), said beside a
named per-item job (BiRefNet background removal, OWLv2 boxes, PP-OCR): the answer no longer stops at "no rental price
for it". It sizes the work on the asked card from the model's published speed or compute (tools.item_compute), says
whether one card of that class is plenty, prices comparable rented cards for the same work as a reference, and states
the US export-control point for high-end NVIDIA cards bought in Hong Kong or mainland China. Words in
advisor/core/messages/unpriced_buy.py."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg
from tools.wording import money_text

_BIREFNET = re.compile(r"(?i)birefnet|\brmbg")
CN_WORDS = re.compile(r"深圳|华强北|華強北|北京|上海|广州|廣州|中国内地|中國內地|大陆|大陸|mainland\s+china")
REFERENCE_CARDS = 3  # the cheapest rented cards of the class shown as a reference


def _job_key(text: str) -> str | None:
    from advisor.core.nonllm_jobs import job_of

    if _BIREFNET.search(text or ""):
        return "birefnet"
    job = job_of(text)
    return job.key if job is not None else None


def unpriced_lines(text: str, w: Any, g: Any, gpus: dict[str, Any], rows: list[Any], cur: str, usd_cny: float,
                   fx: dict[str, float]) -> list[Msg]:
    """The lines after "no rental price for {card}": the job on the asked card, the reference rents, the export
    point. Empty when no per-item job with a count is named."""
    from advisor.core.item_compute import _secs
    from advisor.core.nonllm_jobs import counted
    from tools.item_compute import compute_for, item_plan

    key = _job_key(text)
    c = compute_for(key, text) if key else None
    got = counted(text, "call" if key == "campp" else "image")  # the items said (this reply's workload holds no count)
    n = got.daily or got.backlog
    if c is None or not n or c.gflops is None and c.measured_s is None:
        return _export(text, w, g)
    daily = got.daily is not None
    secs = _secs(c, g.name)
    out: list[Msg] = []
    if secs is not None:
        plan = item_plan(n, secs, 24.0 if daily else None)
        out.append(Msg(code="ub.size", args={"name": c.name, "source": c.source, "card": g.name, "secs": secs, "n": n,
                                             "daily": daily, "hours": plan.hours, "cards": plan.units}))
    out += _references(c, n, daily, g, gpus, rows, cur, usd_cny, fx)
    return out + _export(text, w, g)


def _references(c: Any, n: float, daily: bool, g: Any, gpus: dict[str, Any], rows: list[Any], cur: str,
                usd_cny: float, fx: dict[str, float]) -> list[Msg]:
    """The cheapest rented NVIDIA cards holding at least half the asked card's memory (the same class of work): each
    one's hour, the job's hours on it and its cost (a day's work also a month)."""
    from advisor.core.item_compute import _secs
    from tools.generated_media import cheapest_one_card_row
    from tools.item_compute import item_plan, same_class

    found = []
    for name, spec in gpus.items():
        if spec.vendor != "NVIDIA" or name == g.name or not same_class(spec.memory_gb or 0.0, g.memory_gb or 0.0):
            continue
        row = cheapest_one_card_row(name, rows, cur, usd_cny, fx)
        secs = _secs(c, name) if row else None
        if row and secs:
            plan = item_plan(n, secs, 24.0 if daily else None, row[1], daily)
            found.append((plan.cost or 0.0, name, row, plan))
    found.sort(key=lambda x: x[0])
    return [Msg(code="ub.reference", args={"card": name, "row": row[0], "price": money_text(row[1], cur),
                                           "hours": plan.hours, "daily": daily, "cost": money_text(plan.cost or 0.0, cur),
                                           "month": money_text(plan.month, cur) if plan.month is not None else None})
            for _, name, row, plan in found[:REFERENCE_CARDS]]


def _export(text: str, w: Any, g: Any) -> list[Msg]:
    """A high-end NVIDIA card bought in Hong Kong (gen_family's words) or mainland China: the US export licence."""
    from advisor.core.gen_family import HK_WORDS
    from tools.compat import purchase_licensed

    if not purchase_licensed(g):
        return []
    region = (getattr(w, "region", None) or "").lower()
    if HK_WORDS.search(text or "") or "hong" in region or region.startswith("hk"):
        return [Msg(code="fam.hk_export", args={"gpu": g.name})]
    if CN_WORDS.search(text or "") or region.startswith("cn"):
        return [Msg(code="ub.export_cn", args={"gpu": g.name})]
    return []
