"""Reinforcement learning on a CPU environment (PPO / self-play / an RL agent on a Python, Gym, Unity, MuJoCo or game
env) read from the user's words in English, 简体 and 繁體 and answered from tools.rl_env: the steps a second the
deadline needs, the CPU cores that step the env, a priced CPU box and one small card for the policy net, the proposed
big GPUs said not needed; never LLM RLHF's sizing or "which model?". Figures from tools/, words in
advisor/core/messages/rl_env.py."""

from __future__ import annotations

import re
from typing import Any

from advisor.core.rl_env_words import rl_env_said
from tools.schema import Msg

_N = r"(\d+(?:\.\d+)?|[一两兩二三四五六七八九十])"
# the run's window: "in a week", "per week", "within 3 days", 一周, 两周内, 3天, "1 week" (a bare unit is one)
WINDOW = re.compile(r"(?i)(?:\b(?:in|within|over|per|a|one|each|every)\s+(?:(\d+(?:\.\d+)?)\s*)?|" + _N + r"\s*(?:个|個)?\s*)"
                    r"(?:(?P<week>weeks?|周|週|星期|礼拜|禮拜)|(?P<day>days?|天|日)|(?P<month>months?|月))(?![a-z])")


def rl_named(text: str) -> bool:
    """Does the message ask for RL on an environment (advisor.core.rl_env_words.rl_env_said), no language model named?"""
    from advisor.core.extract_rules import find_model

    return rl_env_said(text, find_model(text or "")[0] is not None)


def window_hours(text: str) -> float | None:
    """The run's window said ("一周" → 168, "within 3 days" → 72, "两周" → 336), else None."""
    from advisor.core.sim_codes import ZH_DIGIT
    from tools.span_hours import span_hours

    t = text or ""
    # a date is no span (3月底, 5月1日); a deadline's window (within / in / over, 两周内) before a rate's period ("8
    # hours a day", "1e9 steps per day")
    found = [m for m in WINDOW.finditer(t) if not (m.lastgroup == "month" and re.match(r"\s*(?:底|初|中|份|\d)", t[m.end():]))]
    deadline = [m for m in found if re.match(r"(?i)(?:in|within|over)\b", m.group(0))
                or re.match(r"\s*(?:内|內|之内|之內|跑完|完成)", t[m.end():])]
    rates = [m for m in found if re.match(r"(?i)(?:per|a|each|every)\b", m.group(0))]
    m = deadline[0] if deadline else next((m for m in found if m not in rates), found[0] if found else None)
    if m is None or m.lastgroup is None:
        return None
    raw = m.group(1) or m.group(2) or "1"
    zh = ZH_DIGIT.match(raw)
    return span_hours(float(zh.lastindex or 0) if zh else float(raw), m.lastgroup)


def _small_card(rates: Any, flops: float, window: float) -> tuple[Any, int]:
    """The small card priced where the user rents (L4, RTX 4090, A10G, A10, T4, L40S) and how many of it do the
    policy's `flops` inside the `window` hours (tools.rl_env.policy_cards), the cheapest count × price; (None, 1) when
    none is priced. A T4 busy 11.1 h inside an 8 h run was once the card, priced for the 8 h."""
    from tools.rl_env import policy_pick

    got, _ = rates() if rates is not None else ([], False)
    return policy_pick([r for r in got if r.card in ("L4", "RTX 4090", "A10G", "A10", "T4", "L40S") and r.tflops],
                       flops, window)


def rl_lines(text: str, w: Any, rates: Any, cur: str, fx: Any) -> list[Msg] | None:
    """The answer's lines for RL on a CPU env in `text` (rl_named); None otherwise. `w` the workload (its deadline,
    providers and regions); `rates(anywhere)`: the priced cards (CardRate); `fx` the rates the answer's money converts
    at (the CPU boxes are priced in USD)."""
    if not rl_named(text):
        return None
    from advisor.core.service import usd_cny
    from tools.cost import per_usd

    per_unit, deadline_h = per_usd(cur, usd_cny(), fx), w.deadline_hours
    providers, regions = list(w.providers or []), list(w.regions or [])
    from advisor.core.nonllm_jobs import proposed_card
    from advisor.core.sim_render_read import steps_said
    from catalog.cpus import cpu_boxes
    from catalog.places import gazetteer
    from tools.cpu_rent import box_for, box_hour
    from tools.rl_env import (
        ENV_SOURCE,
        ENV_STEPS_PER_CORE,
        PLAN_FACTOR,
        POLICY_PARAMS_M,
        PPO_EPOCHS,
        SMALL_NET_MFU,
        boxes_for,
        gpu_hours,
        held_cost,
        hours_on,
        rl_plan,
    )
    from tools.wording import money_text

    n, card = proposed_card(text)
    card = re.sub(r"(?<=\d)s$|(?<=[A-Za-z])s$", "", card).upper() if card else None
    out = [Msg(code="rl.head", args={"card": card, "n": n})]
    steps, window = steps_said(text), window_hours(text) or deadline_h
    box = box_for(cpu_boxes(), providers, regions, gazetteer())
    elsewhere = box is None
    box = box or box_for(cpu_boxes(), None, None)
    if steps is None:
        out.append(Msg(code="rl.ask", args={"lo": ENV_STEPS_PER_CORE[0], "hi": ENV_STEPS_PER_CORE[1],
                                            "source": ENV_SOURCE}))
        return out
    if window is None:  # no deadline: one box's hours
        cores = box.cores if box else 16.0
        slow, fast = hours_on(steps, cores)
        out.append(Msg(code="rl.no_window", args={"steps": steps, "cores": cores, "factor": PLAN_FACTOR,
                                                  "lo": ENV_STEPS_PER_CORE[0], "hi": ENV_STEPS_PER_CORE[1],
                                                  "slow": slow, "fast": fast, "source": ENV_SOURCE}))
        window = slow
    plan = rl_plan(steps, window)
    small, cards = _small_card(rates, plan.flops, window)
    out.append(Msg(code="rl.cores", args={
        "steps": steps, "window": window, "rate": plan.rate, "lo": ENV_STEPS_PER_CORE[0], "hi": ENV_STEPS_PER_CORE[1],
        "slow": plan.env_slow, "fast": plan.env_fast, "factor": PLAN_FACTOR, "cores": plan.cores,
        "source": ENV_SOURCE, "rewrite": plan.rewrite}))
    boxes = boxes_for(plan.cores, box.cores) if box else None
    gpu_h = gpu_hours(plan.flops, small.tflops, cards=cards) if small else None
    out.append(Msg(code="rl.box", args={
        "row": f"{box.provider} {box.instance_type} ({box.region})" if box else None, "vcpu": box.vcpu if box else None,
        "box_cores": box.cores if box else None, "boxes": boxes, "window": window,
        "box_cost": money_text(held_cost(box_hour(box, per_unit), window, boxes or 1), cur) if box else None,
        "elsewhere": elsewhere, "card": small.card if small else None, "card_row": small.row if small else None,
        "card_cost": money_text(held_cost(small.price, window, cards), cur) if small else None, "flops": plan.flops,
        "cards": cards,
        "gpu_h": gpu_h, "params_m": POLICY_PARAMS_M, "epochs": PPO_EPOCHS, "mfu": SMALL_NET_MFU}))
    big = _proposed_rate(card, rates)
    if card:
        out.append(Msg(code="rl.proposed", args={
            "card": card, "n": n, "hour": money_text(held_cost(big.price, 1, n or 1), cur) if big else None,
            "week": money_text(held_cost(big.price, window, n or 1), cur) if big else None, "window": window,
            "gpu_h": gpu_hours(plan.flops, big.tflops) if big and big.tflops else None}))
    return out


def _proposed_rate(card: str | None, rates: Any) -> Any:
    """The proposed card's priced row where the user rents ("H800" → the catalog's H800 row), else None. The card is
    read by the catalog's own names (catalog.gpus.preference_name, resolve_gpu_name; tools.offers.named_cards): a
    family name ("A100") is any of its variants, the A100 80GB row too; a card name is that card only ("H20" never
    the H200 row, "A10" never the A100, "L4" never the L40S). A name the catalog does not know prices nothing."""
    from catalog.gpus import UnknownGPU, all_gpus, preference_name, resolve_gpu_name
    from tools.offers import named_cards

    if not card or rates is None:
        return None
    try:
        admitted = set(named_cards(preference_name(card), all_gpus()))
    except UnknownGPU:
        return None
    got, _ = rates()

    def named(row_card: str) -> bool:
        try:
            return resolve_gpu_name(row_card) in admitted
        except UnknownGPU:
            return False

    return next((r for r in got if named(r.card)), None)


def rl_thread(said: list[str], e: Any) -> tuple[str, list[Msg]] | None:
    """The thread's text an RL-on-a-CPU-env job is re-read from, newest first (each figure the one said last: "两天跑完呢"
    → the new window), and the change said, when this message names no such job and an earlier one does; None
    otherwise, and for a "why?", an export or a bare "thanks" (their own handlers)."""
    from advisor.core.nonllm_thread import _a_remark, plan_change

    if len(said) < 2 or rl_named(said[0]) or not any(rl_named(t) for t in said[1:]):
        return None
    if not plan_change(e) and (e.intents - {"off_topic"} or not _a_remark(said[0])):
        return None
    card = e.patch.gpu_preference
    change = plan_change(e) or [Msg(code="cpu_thread.figures", args={"said": said[0].strip()[:120]})]
    return "\n".join(said + ([card] if card else [])), change
