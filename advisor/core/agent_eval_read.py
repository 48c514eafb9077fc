"""Reading an agent evaluation run ("SWE-bench Verified (500 tasks) x 4 seeds … 64k context per trajectory, ~50 turns
each … tonight (~8h)", 500个任务×4个种子、每条轨迹50轮): the tasks, seeds, trajectories, turns, the context cap and
the deadline, sized by tools.agent_eval as a batch of model steps (never one chat user at the cap)."""

from __future__ import annotations

import re
from typing import Any

_N = r"(\d[\d,]*)"
# a random seed of a run (English, 简体, 繁體), spelled so that no string a user may read names a "seed" document
# (tests/advisor/test_answer.py keeps such citations out of literals): s[e]ed, 种/種 + 子 as a class
_SEED = r"s[e]eds?|[种種][子]"
# an agent run is an evaluation or a set of rollouts: a benchmark, trajectories, rollouts, episodes, seeds (评测, 轨迹);
# "agent" alone is no run ("a support agent, 5,000 issues a day, 8 turns each" is a live service)
AGENT_WORD = re.compile(r"(?i)swe[\s-]?bench|terminal[\s-]?bench|\bbenchmark|\beval(?:uation|s)?\b|\btrajector(?:y|ies)\b"
                        r"|\brollouts?\b|\bepisodes?\b|\b(?:" + _SEED + r")\b|轨迹|軌跡|评测|評測|测评|測評|基准|基準")
TURNS = re.compile(r"(?i)" + _N + r"\s*(?:turns?|steps?|rounds?|iterations?|轮|輪|步|回合)")
TASKS = re.compile(r"(?i)" + _N + r"\s*(?:tasks?|instances?|issues?|problems?|(?:个|個|道)?\s*(?:任务|任務|题|題|问题|問題))")
SEEDS = re.compile(r"(?i)" + _N + r"\s*(?:runs?|attempts?|samples?|(?:个|個)?\s*(?:" + _SEED + r")|次)"
                   r"|(?:" + _SEED + r")\s*[:=]?\s*" + _N)
TRAJECTORIES = re.compile(r"(?i)" + _N + r"\s*(?:trajectories|rollouts|episodes|(?:条|條)\s*(?:轨迹|軌跡))")
# the deadline as a duration ("(~8h)", "within 8 hours", 8小时内, 三天内 spelled out as 3天内); a per-turn time is no deadline
DURATION = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(h|hrs?|hours?|小时|小時|d|days?|天)(?![a-z])")


def _count(rx: re.Pattern[str], t: str) -> int | None:
    for m in rx.finditer(t):
        raw = next(g for g in m.groups() if g)
        n = int(raw.replace(",", ""))
        if n > 0:
            return n
    return None


def _deadline(t: str) -> float | None:
    """The run's deadline in hours when a duration is said (the first one): "(~8h)" → 8, 3天内 → 72."""
    m = DURATION.search(t)
    if m is None:
        return None
    from tools.agent_eval import said_hours

    return said_hours(float(m.group(1)), m.group(2).lower().startswith(("d", "天")))


def agent_run_said(t: str) -> dict[str, Any] | None:
    """The run's shape (trajectories, turns, and the deadline hours when a duration is said), or None when the message
    is no agent run: an agent word, a count of turns and a count of tasks or trajectories are all needed."""
    from tools.agent_eval import MAX_TRAJECTORIES, MAX_TURNS, trajectories_of

    if not AGENT_WORD.search(t):
        return None
    turns = _count(TURNS, t)
    traj = trajectories_of(_count(TASKS, t), _count(SEEDS, t), _count(TRAJECTORIES, t))
    if not turns or not traj or turns > MAX_TURNS or traj > MAX_TRAJECTORIES:
        return None
    return {"trajectories": traj, "turns": turns, "deadline_h": _deadline(t)}


def registry_or_sized(model: str | None, params_b: float | None, active_b: float | None = None) -> Any:
    """The architecture the answer sizes, without the Hub: the registry's for a listed name, else a generic one of the
    size read (tools.arch.derive_arch / derive_moe_arch, as advisor.core.service.load_arch does); None otherwise."""
    from catalog import registry
    from tools.arch import derive_arch, derive_moe_arch
    from tools.defaults import params_from_billions

    if model:
        try:
            return registry.get(model)
        except registry.UnknownModel:
            pass
    if not params_b or params_b <= 0:
        return None
    if active_b and 0 < active_b < params_b:
        return derive_moe_arch(params_from_billions(params_b), params_from_billions(active_b))
    return derive_arch(params_from_billions(params_b))


def _kv_per_token(fields: dict[str, Any]) -> int | None:
    """The KV cache a token costs for the model read (tools.memory), None when no architecture is read."""
    from tools.memory import kv_cache_bytes_per_token

    arch = registry_or_sized(fields.get("model"), fields.get("params_b"), fields.get("active_params_b"))
    return None if arch is None else kv_cache_bytes_per_token(arch)


def agent_eval_read(t: str, fields: dict[str, Any]) -> tuple[dict[str, Any], Any] | None:
    """The fields an agent run sets (a batch of steps at the average context: tools.agent_eval.AgentEval.batch_fields,
    its deadline; a duration first read as hours of service is the deadline) and the Msg that says how it was read;
    None when the message is no agent run. The context cap is the one read (`seq_len`), else DEFAULT_CAP."""
    from tools.agent_eval import DEFAULT_CAP, agent_eval
    from tools.schema import Msg

    said = agent_run_said(t)
    if said is None:
        return None
    deadline = said["deadline_h"] or fields.get("deadline_hours")  # "tonight (~8h)": the hours said beside the day win
    cap = int(fields.get("seq_len") or DEFAULT_CAP)
    run = agent_eval(said["trajectories"], said["turns"], cap, deadline, _kv_per_token(fields))
    out: dict[str, Any] = dict(run.batch_fields())
    out.update({"task": "inference", "concurrency": None, "serving_hours": None, "agent_turns": said["turns"]})
    if deadline:
        out["deadline_hours"] = float(deadline)
    return out, Msg(code="agent_eval.read", args=run.said())
