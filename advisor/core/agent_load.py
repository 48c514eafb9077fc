"""Who the "agents" in a message are, and how many of them generate at once.

* People called agents (support agents on shift, 地产代理的 agent, a copilot that drafts their replies): a head count,
  sized by the office share (tools.traffic.peak_share_of_people), never each one a request generating ("400 agents on
  shift" with a reply-drafting copilot was sized as 400 at once, ≈ 10× the key's 20–40).
* Software coding agents in a large fleet: each one waits on its tools, builds and tests between turns, so not all
  of them generate at the same instant; the share running is the developers' agent rule
  (tools.traffic.agents_running_of_devs, an assumption the note says), never all N ("400 coding agents" was 400 at once).
"""

from __future__ import annotations

import re

from tools.schema import Msg

# the agents are people at work: on a shift or a desk, in a human trade (real estate, insurance, support, a contact
# centre), helped by a copilot that drafts for them, or each said to use it so many times a day (每人一日20次)
HUMAN_AGENT_CUES = re.compile(
    r"(?i)\bon\s+(?:shift|duty|the\s+floor|the\s+phones?)\b|\bper\s+shift\b|\bin\s+(?:\w+\s+)?shifts\b|\bshift\s+workers?\b"
    r"|\breal[\s-]*estate\b|\b(?:property|estate|insurance|travel|booking|ticketing|leasing|letting)\s+agen"
    r"|\b(?:customer|client)\s+(?:support|service|care)\b|\bcontact[\s-]*cent|\bhelp[\s-]*desk\b|\bservice[\s-]*desk\b"
    r"|\bco-?pilot\b|\breply[\s-]*draft|\bdrafting\s+(?:replies|answers|responses)\b|\bhuman\s+agents?\b"
    r"|\b(?:per|each|every)\s+agent\s+(?:a|per|each)\s+day\b|\btimes?\s+a\s+day\s+each\b"
    r"|在班|当班|當班|值班|轮班|輪班|每班|上班|地产|地產|房产|房產|楼盘|樓盤|中介|仲介|经纪|經紀|保险代理|保險代理|保险公司|保險公司"
    r"|客服|坐席|话务|話務|每人|每个人|每個人|每位")
# the agents are software: code, tools, loops, frameworks (these win over a human cue: "coding agents on our help desk
# repo" are software)
SOFTWARE_AGENT_CUES = re.compile(
    r"(?i)\b(?:ai|llm|autonomous|coding|code|software|swe|browser|research|tool-using|background|sub-?)[\s-]*agents?\b"
    r"|\bagentic\b|\blanggraph\b|\bautogen\b|\bcrewai\b|\bopenhands\b|\bswe-?agent\b|\bmulti-?agent\b|\btool\s+calls?\b"
    r"|\bai\s*客服|智能客服|智能体|智能體|编程\s*agent|編程\s*agent|代码\s*agent|代碼\s*agent")


def agents_are_people(text: str) -> bool:
    """True when the agents a message counts are people at work (HUMAN_AGENT_CUES) and nothing says they are
    software (SOFTWARE_AGENT_CUES). By hand: "400 agents on shift … reply-drafting copilot" → True; "30 agents
    built on LangGraph" → False; "300個agent … 每人一日20次" → True."""
    return bool(HUMAN_AGENT_CUES.search(text or "")) and not SOFTWARE_AGENT_CUES.search(text or "")


def coding_agents_running(said: str, n: int, every: bool) -> tuple[int, Msg]:
    """The coding agents of a fleet of `n` sized generating at once, and the note that says so: every one when the
    fleet is small (tools.traffic.AGENT_TEAM_ALL_AT_ONCE) or the text says all at once (`every`), else the share
    running (tools.traffic.agents_running_of_devs: 400 → 200, 60 → 30). By hand: an agent spends its turns between
    model calls running tools, builds and tests, so a large fleet is never all generating at once."""
    from tools.traffic import AGENT_RUNNING_PERCENT, AGENT_TEAM_ALL_AT_ONCE, agents_running_of_devs

    k = n if every else agents_running_of_devs(n)
    if k == n:
        return n, Msg(code="reading.agents_at_once", args={"said": said, "n": n})
    return k, Msg(code="agent_load.coding_agents_share", args={"said": said, "n": k, "agents": n,
                                                               "pct": AGENT_RUNNING_PERCENT, "team": AGENT_TEAM_ALL_AT_ONCE})
