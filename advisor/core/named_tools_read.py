"""The lines a named docking, single-cell or PDF tool adds to its plan (tools.named_tools): DiffDock-L's library
through the funnel an expert runs (fast GPU docking first, DiffDock-L on the top hits), Docling's pages split into
digital pages and OCR'd scans with the CPU route, and scGPT's fine-tune in A100-hours with the proposed 8-card node
judged. The words live in advisor/core/messages/named_tools.py; the figures come from tools.named_tools."""

from __future__ import annotations

import re
from typing import Any

from tools.named_tools import (
    DOCLING_CPU_PAGES_S,
    DOCLING_CPU_SRC,
    DOCLING_PAGE_S,
    SCGPT_SRC,
    cell_training,
    docking_funnel,
    pdf_split,
)
from tools.nonllm_jobs import job_cost
from tools.schema import Msg
from tools.wording import money_text

# epochs said ("10 epochs", "训练5轮", "3個epoch")
EPOCHS = re.compile(r"(?i)(\d+)\s*(?:个|個)?\s*(?:epochs?|轮|輪)(?![a-z])|(?:训练|訓練|跑)\s*(\d+)\s*(?:轮|輪|遍)")
# the share of scanned pages ("15% scans", "maybe 15% scanned", "扫描件约占15%", "15%係掃描")
SCAN_SHARE = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*%\s*(?:of\s+(?:them|the\s+pages)\s+)?(?:are\s+)?"
                        r"(?:scan|(?:是|係|为|為)?\s*(?:扫描|掃描))"
                        r"|(?:scans?|扫描件?|掃描件?)[^，。,;；\d]{0,10}?(\d+(?:\.\d+)?)\s*%")


def _money(x: float, cur: str) -> str:
    return money_text(x, cur)


def funnel_lines(library: float | None, p: Any, cur: str, slow_s: float | None = None) -> list[Msg]:
    """DiffDock-L on a library of `library` ligands: the funnel's two stages and the whole library's hours (`slow_s`
    its seconds a ligand on the pilot card: a follow-up's slower card, tools.nonllm_jobs.job_on_card)."""
    if not library:
        return []
    f = docking_funnel(library, slow_s=slow_s) if slow_s else docking_funnel(library)
    return [Msg(code="nt.funnel", args={
        "library": f.library, "top": f.top, "slow_hours": f.slow_hours,
        "all_hours": f.all_hours,
        "slow_cost": _money(job_cost(f.slow_hours, p[2]), cur) if p else None})]


def pdf_lines(text: str, pages: float | None, window_h: float | None) -> list[Msg]:
    """Docling's pages split: digital pages at the published second, the stated share of scans at the provisional OCR
    range, the pages a second the deadline needs and the CPU boxes that convert the digital pages in time."""
    if not pages:
        return []
    m = SCAN_SHARE.search(text or "")
    s = pdf_split(pages, float(m.group(1) or m.group(2)) if m else 0.0, window_h)
    return [Msg(code="nt.pdf_split", args={
        "digital": s.digital, "scans": s.scans, "secs": DOCLING_PAGE_S, "digital_hours": s.digital_hours,
        "scan_lo": s.scan_hours_lo, "scan_hi": s.scan_hours_hi, "rate": s.rate_needed, "window": window_h,
        "boxes": s.cpu_boxes, "cpu_rate": DOCLING_CPU_PAGES_S, "cpu_src": DOCLING_CPU_SRC, "share_said": m is not None})]


def cell_lines(text: str, cells: float | None, window_h: float | None, p: Any, cur: str,
               said: tuple[int | None, str | None], key: str = "scgpt", card_scale: float = 1.0) -> list[Msg]:
    """scGPT fine-tuned on `cells`: cells × epochs × the published A100-seconds, one card's days, the cards for a
    window, the cost on the pilot card (its hours × `card_scale` on a slower card a follow-up proposes); a proposed
    node of 2+ cards judged against it."""
    if not cells:
        return []
    m = EPOCHS.search(text or "")
    epochs = int(m.group(1) or m.group(2)) if m else None
    t = cell_training(cells, epochs, window_h, key, card_scale)
    base = {"hours": t.hours, "days": t.one_card_days, "params_m": t.params_m}
    out = [Msg(code="nt.cells", args={
        **base, "cells": t.cells, "epochs": t.epochs, "epochs_said": t.epochs_said, "secs": t.secs, "scaled": t.scaled,
        "source": SCGPT_SRC, "hours_hi": t.hours_hi, "cards": t.cards, "window": window_h, "state_gb": t.state_gb,
        "card": p[0] if p else None, "price": _money(p[2], cur) if p else None,
        "card_scale": t.card_scale, "card_hours": t.card_hours,
        "cost": _money(job_cost(t.card_hours, p[2]), cur) if p else None,
        "cost_hi": _money(job_cost(t.card_hours_hi, p[2]), cur) if p else None})]
    n, card = said
    if n and n >= 2 and card:
        out.append(Msg(code="nt.eight", args={**base, "n": n, "card": card}))
    return out
