"""A hosted notebook service asked about ("用Colab Pro得唔得？", "can we just use Kaggle?"): one line with what it gives
and whether it meets the stated constraints — never a price, and never a ranked row.

Why: asked "用Colab Pro得唔得？" beside "倫理委員會話…資料唔可以離開香港", the answer planned 1 × T4 in AWS Hong Kong
and never said that Colab cannot keep the data in Hong Kong. The facts (catalog/data/hosted_notebooks.csv, each row
with its source and as_of): Colab and Colab Pro give a GPU of no guaranteed type, sessions of at most 12 h / 24 h
(research.google.com/colaboratory/faq.html, colab.research.google.com/signup) and no region to choose (the regional
product is Colab Enterprise on Google Cloud: cloud.google.com/colab/docs/runtimes); Kaggle gives a P100 or 2 × T4 for
about 12 h a run; SageMaker Studio Lab a GPU session of 4 continuous hours; Paperspace Gradient's free tier an M4000 /
P5000 for 6 h a session.

The rules (an ML-infrastructure engineer's):
- data that must stay in a place (Workload.data_residency with regions) may not go to a service with no region to
  choose, nor to one whose region choice no source documents: the verdict is no;
- a job longer than one session runs as ⌈job hours ÷ session hours⌉ sessions, each resumed from a checkpoint;
- a deadline on a GPU of no guaranteed type or availability is a risk said, never a promise;
- a service kept up (serving) cannot live in sessions that end after N hours.
"""

from __future__ import annotations

import math

from pydantic import BaseModel

from tools.schema import Msg

# a residency rule against a service's region choice: none to choose, or none documented
_RESIDENCY = {"none": "hosted.residency_none", "not_documented": "hosted.residency_not_documented"}


class HostedNotebook(BaseModel):
    """One row of catalog/data/hosted_notebooks.csv."""

    id: str
    gpu_guaranteed: bool
    gpus: list[str]
    session_max_h: float | None
    region_choice: str  # "none": no region to choose; "not_documented": no source says one can be chosen
    source: str
    as_of: str


def sessions_needed(job_hours: float, session_max_h: float) -> int:
    """Sessions a job of `job_hours` needs when each ends after `session_max_h`: ⌈job ÷ session⌉ (at least 1)."""
    return max(1, math.ceil(job_hours / session_max_h))


def _same_card(svc: HostedNotebook, gpu: str | None) -> bool:
    """Is the pick's card one the service names (a T4 pick on Kaggle's "2 × T4"), or does it name none? Then the
    pick's hours stand for its own; else they do not (a GH200's 4 h is no T4's)."""
    if not svc.gpus:
        return True
    return gpu is not None and any(gpu.lower() in g.lower().split() for g in svc.gpus)


def hosted_line(svc: HostedNotebook, places: list[Msg | str], residency: bool, job_hours: float | None,
                serving: bool, deadline_hours: float | None, card: str | None = None) -> Msg:
    """The line for `svc` asked about (module docstring): its verdict against a residency rule in `places`, what it
    gives (GPU, session length), the job's hours (on the pick's `card`, its GPU name) against one session — only
    where the service names that card or none, else said to differ — and a deadline's risk; as of the row's date."""
    name = Msg(code="hosted.name", args={"name": svc.id})
    residency_out = residency and bool(places) and svc.region_choice in ("none", "not_documented")
    residency_msg = Msg(code=_RESIDENCY[svc.region_choice], args={"places": places}) if residency_out else None
    gpus = Msg(code="hosted.gpus", args={"gpus": svc.gpus}) if svc.gpus else Msg(code="hosted.gpu_unnamed")
    session = None
    if svc.session_max_h is not None:
        if serving:
            session = Msg(code="hosted.session_serving", args={"max": svc.session_max_h})
        elif job_hours is not None and not _same_card(svc, card):
            session = Msg(code="hosted.session_other_card", args={"max": svc.session_max_h, "h": job_hours,
                                                                  "card": card, "gpus": svc.gpus})
        elif job_hours is not None and job_hours > svc.session_max_h:
            session = Msg(code="hosted.session_splits", args={
                "max": svc.session_max_h, "h": job_hours, "n": sessions_needed(job_hours, svc.session_max_h)})
        elif job_hours is not None:
            session = Msg(code="hosted.session_fits", args={"max": svc.session_max_h, "h": job_hours})
        else:
            session = Msg(code="hosted.session_max", args={"max": svc.session_max_h})
    deadline = Msg(code="hosted.deadline_risk", args={"h": deadline_hours}) \
        if deadline_hours is not None and not svc.gpu_guaranteed else None
    verdict = "hosted.verdict_no" if residency_out or serving else "hosted.verdict_limits"
    return Msg(code="hosted.line", args={"name": name, "verdict": Msg(code=verdict), "residency": residency_msg,
                                         "gpus": gpus, "session": session, "deadline": deadline,
                                         "as_of": svc.as_of})
