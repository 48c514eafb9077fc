"""A follow-up that changes the plan, not the job, in a thread about a named non-LLM job (a simulation code,
a route solver, a protein pipeline, a forecaster, a table model: advisor.core.nonllm_jobs.job_of,
advisor.core.sim_codes.sim_code): a card proposed ("what about 4090s?", "用 H100 呢？"), cheaper or fastest, a
provider or place ("only AWS", "如果只能用阿里云？"), a new deadline ("in 3 days instead?"). The thread's job is
re-read from its messages with the change applied, and the change is said under the answer's head — never the
LLM path's "which model?" nor turn 1 repeated. Words only: the figures come from the job's own tools/ module."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from tools.schema import InstanceRow, Msg
from tools.wording import money_text

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
    if p.billing == "spot":
        out.append(Msg(code="nonllm_thread.spot", args={"price": None, "risk": None}))  # filled in by spot_said
    return out


Picked = tuple[str, str, float, bool, float]  # a pilot card priced: card, row, hour, rented elsewhere, memory GB


class Recorded:
    """A pilot-card look-up (`pick(card, min_gb, own_only)`, advisor.core.nonllm_jobs.job_lines) that keeps the last
    card it priced, so a spot follow-up prices the same card on spot (spot_said)."""

    def __init__(self, fn: Callable[[str, float, bool], Picked | None]) -> None:
        self.fn = fn
        self.last: Picked | None = None

    def __call__(self, card: str, min_gb: float, own_only: bool) -> Picked | None:
        got = self.fn(card, min_gb, own_only)
        self.last = got if got is not None else self.last
        return got


def spot_said(changed: list[Msg], plan: list[Msg], picked: Picked | None,
              rows: tuple[list[InstanceRow], list[InstanceRow]], cur: str, rates: tuple[float, dict[str, float]]
              ) -> list[Msg]:
    """"could we use spot for this?" in a non-LLM job's thread, answered, never the first answer repeated: yes for a
    batch that resumes from a checkpoint, with the pilot card's spot hour against its on-demand hour and the saving
    (tools.nonllm_jobs.spot_saving), and the reclaim risk with an on-demand fallback; no for a stream run all day
    (`plan` holds stream.load). `picked`: the pilot card as the plan priced it (card, row, hour, elsewhere, memory);
    `rows`: the rows where the user rents and every live row (the card priced elsewhere is priced there on spot too);
    `rates`: the USD→CNY rate and the other currencies' (its spot GPU-hour: tools.generated_media.cheapest_gpu_hour)."""
    from tools.generated_media import cheapest_gpu_hour
    from tools.nonllm_jobs import reclaim_every_hours, spot_saving

    if not any(m.code == "nonllm_thread.spot" for m in changed):
        return changed
    spot = cheapest_gpu_hour(picked[0], rows[1] if picked[3] else rows[0], cur, *rates) if picked else None
    if any(m.code == "stream.load" for m in plan):
        said = Msg(code="nonllm_thread.spot_service")
    else:
        price: Msg | None = None
        if picked is not None:
            saving = spot_saving(picked[2], spot[1] if spot else None)
            price = Msg(code="nonllm_thread.spot_price", args={
                "card": picked[0], "spot": money_text(spot[1], cur), "row": spot[0], "n": spot[2],
                "od": money_text(picked[2], cur), "saving": saving}) if spot is not None and saving is not None else Msg(
                code="nonllm_thread.spot_unpriced", args={"card": picked[0]})
        said = Msg(code="nonllm_thread.spot", args={"price": price, "risk": Msg(
            code="nonllm_thread.spot_risk", args={"every": reclaim_every_hours()})})
    return [said if m.code == "nonllm_thread.spot" else m for m in changed]


# a plan's own spot line (the job's first answer says whether spot fits): it gives way to the spot follow-up's answer,
# which says the same verdict with the spot hour priced, so "spot?" is answered once, never twice
PLAN_SPOT_CODES = frozenset({"nlj.tree_spot"})


def spot_once(changed: list[Msg], plan: list[Msg]) -> list[Msg]:
    """The plan's lines without its own spot line (PLAN_SPOT_CODES) when the follow-up's spot answer
    (nonllm_thread.spot / spot_service, from spot_said) is said above it; the plan unchanged otherwise."""
    if not any(m.code in ("nonllm_thread.spot", "nonllm_thread.spot_service") for m in changed):
        return plan
    return [m for m in plan if m.code not in PLAN_SPOT_CODES]


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


# a follow-up that switches the thread's model ("轉用schnell得唔得？", "换成 SDXL 呢", "改用 Whisper large-v3",
# "what about schnell instead?", "switch to SD3.5 Medium", "用 schnell 呢"): the job re-read with that model, said as the
# change, never "nothing new" above an answer the new model changed
_NAME = r"([A-Za-z][A-Za-z0-9_.\-]*(?:[ \t]+(?!instead\b)[A-Za-z0-9][A-Za-z0-9_.\-]*){0,2})"
MODEL_SWITCH = re.compile(
    r"(?:換成|换成|換做|换做|改用|轉用|转用|改成|換用|换用|轉做|转做)\s*" + _NAME
    + r"|(?i:\b(?:what\s+about|how\s+about|switch(?:ing)?\s+to|try|use|go\s+with)\s+)" + _NAME
    + r"(?i:\s+instead\b)?|^\s*(?:用|用返|試吓|试下|試下)?\s*" + _NAME
    + r"\s*(?:得唔得|得不得|可唔可以|可不可以|行不行|行唔行|呢|好唔好|好不好)")
_NOT_MODEL = re.compile(r"(?i)^(?:spot|on[\s-]?demand|it|them|that|this|one|a|an|the|gpu|gpus|cpu|aws|gcp|azure|runpod|lambda"
                        r"|vast(?:\.ai)?|[2-5]0[5-9]0s?|[AHBL]\d{2,3}s?|RTX.*|T4|V100s?|MI\d+.*|\d.*)$")


def model_switched(text: str) -> str | None:
    """The model a follow-up switches to (MODEL_SWITCH: 換成/改用/轉用 X, "what about X instead", "X得唔得", "用X呢"),
    as typed; None when it names none, or names a card, a provider or a billing mode instead (_NOT_MODEL)."""
    m = MODEL_SWITCH.search(text)
    name = next((g for g in m.groups() if g), None) if m else None
    return name.strip() if name and not _NOT_MODEL.match(name.strip()) else None


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
    switched = model_switched(said[0])
    if switched is not None:  # the job re-read with the new model named last: its own figures and licence below
        lines = [t if _names_job(t) else _CARD_FIGURES.sub(" ", t) for t in said]
        return "\n".join(lines), [Msg(code="nonllm_thread.model", args={"model": switched})]
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
