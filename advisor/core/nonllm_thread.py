"""A follow-up that changes the plan, not the job, in a thread about a named non-LLM job (a simulation code,
a route solver, a protein pipeline, a forecaster, a table model: advisor.core.nonllm_jobs.job_of,
advisor.core.sim_codes.sim_code): a card proposed ("what about 4090s?", "用 H100 呢？"), cheaper or fastest, a
provider or place ("only AWS", "如果只能用阿里云？"), a new deadline ("in 3 days instead?"). The thread's job is
re-read from its messages with the change applied, and the change is said under the answer's head — never the
LLM path's "which model?" nor turn 1 repeated. Words only: the figures come from the job's own tools/ module."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

# a consumer card's model number ("4090s", "RTX 3090 Ti") or a memory size ("80GB") in a follow-up: never a count
# of the job's runs or items once the thread's messages are read together; the card is said once, by its name
_CARD_FIGURES = re.compile(r"(?i)(?<![\d.,])(?:(?:RTX|GTX)\s?)?[2-5]0[5-9]0(?:\s?Ti|\s?Super)?s?(?![\d,])"
                           r"|(?<![\d.,])\d+\s*GB\b")


def _names_job(text: str) -> bool:
    from advisor.core import nonllm_jobs as nj
    from advisor.core.hpc_codes import hpc_code
    from advisor.core.sim_codes import sim_code
    from advisor.core.sim_render_read import sim_render_named

    return nj.job_of(text) is not None or sim_code(text) is not None or sim_render_named(text) or \
        hpc_code(text) is not None  # cryoSPARC, OpenFOAM, Parabricks: "what about on an L4?" re-sizes it there


def plan_change(e: Any) -> list[Msg]:
    """What the follow-up's reading `e` (an Extraction) changes in the plan, as lines said under the head; [] when it
    changes none of card, provider or place, deadline, cheapest or fastest."""
    p = e.patch
    out: list[Msg] = []
    if p.gpu_preference:
        out.append(Msg(code="nonllm_thread.card", args={"card": p.gpu_preference}))
    if p.providers:
        out.append(Msg(code="nonllm_thread.where", args={"names": list(p.providers)}))
    if p.regions:
        out.append(Msg(code="nonllm_thread.region", args={"names": list(p.regions)}))
    if p.deadline_hours:
        out.append(Msg(code="nonllm_thread.deadline", args={"hours": p.deadline_hours}))
    if "cheaper" in e.intents:
        out.append(Msg(code="nonllm_thread.cheaper"))
    if p.priority == "fastest":
        out.append(Msg(code="nonllm_thread.fastest"))
    return out


def changed_thread(said: list[str], e: Any) -> tuple[str | None, list[Msg]]:
    """The thread's text the job is re-read from, and the change said, for a plan-change follow-up (`said`:
    Engine.thread_said, this message first): the messages newest first (each count the one said last), a card's model
    number or memory taken out of the lines that name no job, and the card proposed now added at the end by its
    name. (None, []) when this message names a job itself, no earlier one does, or nothing in the plan changes."""
    if len(said) < 2 or _names_job(said[0]) or not any(_names_job(t) for t in said[1:]):
        return None, []
    change = plan_change(e)
    if not change:
        return None, []
    lines = [t if _names_job(t) else _CARD_FIGURES.sub(" ", t) for t in said]
    card = e.patch.gpu_preference
    return "\n".join(lines + ([card] if card else [])), change


def unchanged_thread(said: list[str], e: Any) -> tuple[str | None, list[Msg]]:
    """A remark or question in a non-LLM job's thread that names no job and changes nothing the readers read ("Small
    systems like ours scale badly, right?", "Mixed precision is fine for us."): the thread's job answered again with a
    line saying the remark was read with it and what would re-size it, never an off-topic refusal or the LLM path's
    "which model?". Only a message of three words or more, or a question, with no intent but off-topic; (None, [])
    otherwise (a "why?", an export, a comparison keep their own handlers)."""
    if len(said) < 2 or _names_job(said[0]) or not any(_names_job(t) for t in said[1:]):
        return None, []
    if e.intents - {"off_topic"} or not _a_remark(said[0]):
        return None, []
    lines = [t if _names_job(t) else _CARD_FIGURES.sub(" ", t) for t in said[1:]]
    return "\n".join(lines), [Msg(code="nonllm_thread.same", args={"said": said[0].strip()[:120]})]


def remark_in_job_thread(thread: Any, text: str) -> bool:
    """Whether `text` is a remark (three words or more, or a question) in a thread whose workload `thread` is a sized
    non-LLM job (a vision, recommender, speech or image modality): answered with that job again, never refused as off
    topic."""
    modality = getattr(thread, "modality", None)
    return bool(modality) and modality != "llm" and _a_remark(text)


def _a_remark(text: str) -> bool:
    """Three words or more (six Chinese characters), or a question: never a bare "ok" or "thanks"."""
    return len(text.split()) >= 3 or len(re.findall(r"[\u4e00-\u9fff]", text)) >= 6 or re.search(r"[?？]", text) is not None
