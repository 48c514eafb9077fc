"""A fleet of software agents said with its step cadence ("40 browser test agents in parallel … about one step every 8
seconds per agent", 25 个网页自动化 agent … 每个 agent 每 10 秒一步): a served load, never a data set or a fine-tune,
whatever model is named (held or not). All of the agents hold a session at once (they loop without a human pause),
and the fleet sends agents ÷ seconds requests each second (tools.agent_steps.agent_step_rate). The words live here."""

from __future__ import annotations

import re

from tools.schema import Msg

_NUM = r"(\d[\d,]*)"
# "40 browser test agents", "25 web automation agents", "12 QA agents", 25 个网页自动化 agent, 30 個測試 agent
FLEET = re.compile(r"(?i)(?<![\d.,])" + _NUM + r"\s*(?:个|個|隻|只)?\s*(?:[A-Za-z\u3400-\u9fff-]+\s*){0,3}?"
                   r"(?:agents?(?![a-z])|智能体|智能體|bots?(?![a-z]))")
_SECONDS = r"(\d+(?:\.\d+)?)\s*(?:s\b|secs?\b|seconds?\b|秒)"
# "one step every 8 seconds (per agent)", "a step every 10 s", "each agent steps every 6 s", 每 10 秒一步, 每步 8 秒
STEP_EVERY = re.compile(r"(?i)(?:\b(?:one|a|1|each)\s+(?:step|action|turn|call|request)s?\s+(?:every|each)\s+(?:~\s*)?"
                        + _SECONDS + r"|\bsteps?\s+every\s+(?:~\s*)?" + _SECONDS
                        + r"|每\s*(?:隔\s*)?(?:大约|大約|约|約)?\s*(\d+(?:\.\d+)?)\s*秒\s*(?:钟|鐘)?\s*(?:一|1)\s*"
                        r"(?:步|次|个请求|個請求)"
                        + r"|每\s*(?:一)?\s*步\s*(?:大约|大約|约|約)?\s*(\d+(?:\.\d+)?)\s*秒)")


def read_agent_steps(t: str) -> tuple[dict[str, object], Msg, list[tuple[int, int]]] | None:
    """The fleet's fields (`concurrency`: every agent; `target_requests_per_s`: agents ÷ seconds), the note that says
    so and the spans read; None when no agent count or no step cadence is said. By hand: "25 web automation agents …
    one step every 10 seconds per agent" → 25 at once, 2.5 requests/s."""
    from tools.agent_steps import agent_step_rate

    fleet, step = FLEET.search(t), STEP_EVERY.search(t)
    if not fleet or not step:
        return None
    n = int(fleet.group(1).replace(",", ""))
    every = float(next(g for g in step.groups() if g))
    rate = agent_step_rate(n, every)
    if not rate:
        return None
    note = Msg(code="agent_steps.fleet_load", args={"said": fleet.group(0).strip(), "n": n, "every": every, "rate": rate})
    return {"concurrency": n, "target_requests_per_s": rate}, note, [fleet.span(), step.span()]
