"""Robot-learning simulation with rendered cameras (Isaac Sim / Isaac Lab tiled cameras, Omniverse, Habitat) read from
the user's words in English, 简体 and 繁體 and answered from tools.sim_render: the card proposed judged for RT cores
(an H100 / A100 has none: the cameras are not supported there), the cheapest RT-card box for the run, its hours and
its cost per run; never an LLM fine-tune's sizing or "which model?"."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

SIM = re.compile(r"(?i)isaac[\s_-]*(?:sim|lab|gym)|omniverse|habitat(?:[\s_-]*(?:sim|lab))?(?![a-z])|orbit\s+framework")
# the cameras / rendering that need RT cores: RGB(-D) or depth cameras, tiled rendering, ray tracing, images
CAMERA = re.compile(r"(?i)camera|rgb[\s-]*d?\b|depth\s+image|tiled\s+render|render|ray[\s-]*trac|pixels?"
                    r"|相机|相機|摄像头|攝影機|攝像頭|渲染|光追|图像观测|圖像觀測|视觉观测|視覺觀測")
ISAAC = re.compile(r"(?i)isaac|omniverse")  # NVIDIA's RTX renderer (Isaac Sim / Lab / Gym, Omniverse)
COUNT = re.compile(r"(?i)(\d+)\s*(?:[x×]\s*|张|張|块|塊|卡|台)\s*(?:h|a|b|l|rtx|gpu)")


# a run's env steps: "2 billion env steps", "300M steps", 20亿步, 5 億步 (the scale word mapped to tools.sim_render's)
_SCALE_WORDS = {"billion": "billion", "bn": "billion", "b": "billion", "million": "million", "m": "million",
                "k": "thousand", "亿": "hundred_million", "億": "hundred_million", "万": "ten_thousand",
                "萬": "ten_thousand", "千万": "ten_million", "千萬": "ten_million"}
STEPS = re.compile(r"(?i)(\d+(?:\.\d+)?)\s*(千万|千萬|billion|bn|million|b|m|k|亿|億|万|萬)?\s*(?:个|個|次)?\s*"
                   r"(?:env(?:ironment)?[\s-]*|环境|環境|仿真|模擬|模拟)?(?:steps?|transitions|frames|步)")
_EXP_STEPS = re.compile(r"(?i)(\d+(?:\.\d+)?)e(\d+)\s*(?:env[\s-]*)?steps")


# the runs asked for: "50 runs", "50 training runs", "20 seeds", "30 experiments", 跑50次, 50次训练, 50組實驗, 50个run
RUNS = re.compile(r"(?i)(?<![a-z0-9_.])(\d+)\s*(?:(?:个|個|组|組|轮|輪)\s*(?:run|训练|訓練|实验|實驗)|次(?!\s*(?:/|每|per))|"
                  r"(?:training\s+|ppo\s+|rl\s+|separate\s+|independent\s+)?(?:runs|se(?:ed)s|experiments|trainings)\b)")


def runs_said(text: str) -> int | None:
    """The runs the message asks for ("50 runs of a camera variant" → 50, 训练50次 → 50), more than one; else None."""
    m = RUNS.search(text or "")
    return int(m.group(1)) if m and int(m.group(1)) > 1 else None


def steps_said(text: str) -> float | None:
    """The run's env steps said in the text ("2 billion env steps", "20亿步", "5e8 steps"), else None."""
    from tools.sim_render import steps_of

    m = _EXP_STEPS.search(text or "")
    if m:
        return steps_of(float(m.group(1)), "", int(m.group(2)))
    m = STEPS.search(text or "")
    return steps_of(float(m.group(1)), _SCALE_WORDS.get((m.group(2) or "").lower(), "")) if m else None


# RL or training said beside Isaac with no camera: physics on the GPU (PhysX GPU pipelines, thousands of envs on one
# card), never a CPU-bound Python env ("要用Isaac Lab跑PPO訓練走路策略，4096個環境" was sized as CPU cores)
TRAINING = re.compile(r"(?i)(?<![a-z])(?:ppo|sac|rl|policy|policies|locomotion|train(?:ing)?)(?![a-z])|reinforcement"
                      r"|强化学习|強化學習|训练|訓練|策略|走路|步态|步態")
ISAAC_PHYSICS = re.compile(r"(?i)isaac[\s_-]*(?:sim|lab)|orbit\s+framework")  # on Isaac Sim: its RTX requirement holds


# simulators that run on the GPU without Isaac Sim (tools.sim_render.GPU_SIMS): Brax, MuJoCo MJX / Playground,
# ManiSkill 3, Isaac Gym, Madrona, Genesis (never "Genesis Cloud", a GPU cloud)
GPU_SIM = {
    "brax": re.compile(r"(?i)(?<![a-z])brax(?![a-z])"),
    "mjx": re.compile(r"(?i)(?<![a-z])mjx(?![a-z])|mujoco[\s_-]*(?:xla|playground|warp)|mjwarp"),
    "maniskill": re.compile(r"(?i)mani[\s_-]*skill"),
    "isaac_gym": re.compile(r"(?i)isaac[\s_-]*gym(?:envs)?"),
    "madrona": re.compile(r"(?i)(?<![a-z])madrona"),
    "genesis": re.compile(r"(?i)(?<![a-z])genesis(?![\s_-]*cloud)(?![a-z])"),
}


def gpu_sim(text: str) -> str | None:
    """The GPU simulator named (GPU_SIM key, the first said), else None."""
    hits = [(m.start(), k) for k, rx in GPU_SIM.items() for m in [rx.search(text or "")] if m]
    return min(hits)[1] if hits else None


def physics_only(text: str) -> bool:
    """Isaac Sim / Lab RL, or RL on another GPU simulator (gpu_sim), with no camera or rendering said: physics on the
    GPU (PHYSICS rate, or the simulator's own)."""
    t = text or ""
    return bool(ISAAC_PHYSICS.search(t) or gpu_sim(t)) and not CAMERA.search(t) and (
        TRAINING.search(t) is not None or steps_said(t) is not None)


def sim_render_named(text: str) -> bool:
    """Does the message name a robot simulator (Isaac Sim / Lab / Gym, Omniverse, Habitat) with cameras or
    rendering, or RL on a GPU simulator's physics alone (physics_only: Isaac Sim / Lab, Brax, MJX, ManiSkill…)?"""
    return bool(SIM.search(text or "")) and bool(CAMERA.search(text or "")) or physics_only(text)


def _cards(text: str) -> int:
    """The box's cards: the count the user said (8 × H100 → 8) when it is 1, 2, 4 or 8, else 4 (tools.sim_render)."""
    from tools.sim_render import DEFAULT_CARDS

    m = COUNT.search(text or "")
    n = int(m.group(1)) if m else DEFAULT_CARDS
    return n if n in (1, 2, 4, 8) else DEFAULT_CARDS


def sim_render_lines(text: str, kept: list[Any], live: list[Any], cur: str, usd_cny: float,
                     fx: Any, deadline_h: float | None = None) -> list[Msg] | None:
    """The answer for a simulator with cameras: the card proposed and whether it has RT cores, the cheapest RT-card box
    where the user rents (else anywhere, said), the hours and cost per run, the other RT cards rented there, and how
    it was counted; None when no such simulator is named."""
    if not sim_render_named(text):
        return None
    from advisor.core.vla_train_read import _card
    from catalog.gpus import all_gpus
    from tools.sim_render import (
        DEFAULT_STEPS,
        DEFAULT_STEPS_SOURCE,
        ENV_STEPS_PER_S,
        ISAAC_SOURCE,
        MIN_VRAM_GB,
        RT_SOURCE,
        box_rows,
        has_rt_cores,
        physics_cards,
        physics_rate,
        physics_source,
        render_cards,
        render_plan,
        rt_cards_rented,
        runs_total,
    )
    from tools.wording import money_text

    gpus = all_gpus()
    said = _card(text)
    steps = steps_said(text)
    physics = physics_only(text)
    sim = gpu_sim(text) if physics and not ISAAC_PHYSICS.search(text) else None  # Brax, MJX…: no Isaac Sim
    rt = has_rt_cores(said.name, said.architecture, said.vendor) if said else None
    n = 1 if physics and (not rt or sim) else _cards(text)  # physics alone: the envs fit one card (tools.sim_render)
    named = SIM.search(text) or GPU_SIM[sim].search(text) if sim else SIM.search(text)
    out = [Msg(code="sim_render.head", args={
        "sim": named.group(0), "card": said.name if said else None,  # type: ignore[union-attr]
        "cards": _cards(text) if COUNT.search(text) else None, "isaac": ISAAC.search(text) is not None and not sim,
        "rt": rt, "physics": physics, "gpu_sim": sim})]
    plan, away, here = None, False, box_rows(kept, cur, usd_cny, fx)
    options = physics_cards(gpus) if sim else render_cards(gpus)
    for pool, far in ((here, False), (box_rows(live, cur, usd_cny, fx), True)):
        plan = render_plan(steps or DEFAULT_STEPS, n, options, pool, physics, sim)
        if plan is not None:
            away = far
            break
    if plan is None:
        out.append(Msg(code="sim_render.rent", args={"card": None}))
    else:
        out.append(Msg(code="sim_render.rent", args={
            "card": plan.card, "cards": plan.cards, "row": plan.row, "box": plan.box, "hour": money_text(plan.hour, cur),
            "h_slow": plan.hours[0], "h_fast": plan.hours[1], "c_slow": money_text(plan.cost[0], cur),
            "c_fast": money_text(plan.cost[1], cur), "steps": steps or DEFAULT_STEPS, "assumed": steps is None,
            "steps_source": DEFAULT_STEPS_SOURCE,
            "elsewhere": away, "others": [] if sim else [c for c in rt_cards_rented(here, gpus) if c != plan.card][:5]}))
        runs = runs_said(text)
        if runs:  # "50 runs": the total of the runs and the boxes side by side for the deadline
            t = runs_total(plan, runs, deadline_h)
            out.append(Msg(code="sim_render.runs", args={
                "runs": runs, "h_fast": t.hours[0], "h_slow": t.hours[1], "c_fast": money_text(t.cost[0], cur),
                "c_slow": money_text(t.cost[1], cur), "boxes": t.boxes, "deadline": deadline_h}))
    lo, hi = physics_rate(sim) if physics else ENV_STEPS_PER_S
    out.append(Msg(code="sim_render.math", args={"lo": lo, "hi": hi, "physics": physics, "gpu_sim": sim,
                                                 "physics_source": physics_source(sim),
                                                 "gb": MIN_VRAM_GB, "rt_source": RT_SOURCE,
                                                 "isaac_source": ISAAC_SOURCE}))
    return out
