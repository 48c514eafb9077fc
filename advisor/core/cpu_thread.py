"""A follow-up in a thread whose job is a CPU job (advisor.core.cpu_jobs.cpu_job_of: VAD, a TTS published as real
time on a CPU, GNN mini-batch training, face gates): a provider ("only GCP", 只能用腾讯云), a place, a deadline ("by
Friday"), a count ("9,000 hours then?") or a remark. The thread's messages are read together, newest first (each count
the one said last), and answered on the CPU route again with the change said under its head — never the media path's
GPU proxy sizing of another model. Words only: the figures come from tools.cpu_jobs."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg


def cpu_thread(said: list[str], e: Any) -> tuple[str, list[Msg]] | None:
    """The thread's text the CPU job is re-read from, and the change said (`said`: Engine.thread_said, this message
    first; `e` its reading), when this message names no CPU job and an earlier one does; None otherwise. A card's model
    number or memory in a line naming no job is taken out (never a count of hours or nodes) and the card proposed now
    added by its name; a follow-up that changes no card, provider, place or deadline is said as read with the job (a
    remark, a new count); a "why?", an export or a bare "thanks" is left to its own handler."""
    from advisor.core.cpu_jobs import cpu_job_of
    from advisor.core.nonllm_thread import _CARD_FIGURES, _a_remark, plan_change

    if len(said) < 2 or cpu_job_of(said[0]) is not None or not any(cpu_job_of(t) for t in said[1:]):
        return None
    lines = [t if cpu_job_of(t) else _CARD_FIGURES.sub(" ", t) for t in said]
    card = e.patch.gpu_preference
    if not plan_change(e) and (e.intents - {"off_topic"} or not _a_remark(said[0])):
        return None  # a "why?", an export, a bare "thanks": their own handlers
    args = {"said": said[0].strip()[:120]}
    figures = Msg(code="cpu_thread.figures", args=args)  # "9,000 hours then?": re-sized with the new figure
    change = plan_change(e) or [figures if re.search(r"\d", said[0]) else Msg(code="nonllm_thread.same", args=args)]
    return "\n".join(lines + ([card] if card else [])), change


def small_card_here(text: str, changed: list[Msg], lines: list[Msg], rates: Any, cur: str) -> list[Msg]:
    """Under a CPU job's answer re-read after a provider or place follow-up: the small card's hour where the user rents
    now (tools.cpu_small_card), or that none is priced there; [] when the follow-up names no provider or place, the
    answer already prices the small card beside the proposed ones, or `text` names no CPU job."""
    from advisor.core.cpu_jobs import cpu_job_of
    from tools.cpu_small_card import small_card
    from tools.wording import money_text

    job = cpu_job_of(text)
    moved = any(m.code in ("nonllm_thread.where", "nonllm_thread.region") for m in changed)
    if job is None or not moved or rates is None or any(m.code == "cpu.price_gap" for m in lines):
        return []
    got, away = rates()
    pick = None if away else small_card(got, job.kind)
    if pick is None:
        return [Msg(code="cpu_thread.none_here")]
    return [Msg(code="cpu_thread.small_here", args={"card": pick.card, "price": money_text(pick.price, cur),
                                                    "row": pick.row})]
