"""Robot-learning simulation that renders cameras (Isaac Sim / Isaac Lab tiled cameras, Omniverse, Habitat with
rendering): the cards that can run it (RT cores), the run's hours from its env steps, and its cost per run.

Why: "Isaac Lab humanoid RL with RGB-D cameras, rent 8×H100?" was sized as a 2B LoRA fine-tune and, on "only AWS",
sent to a Graviton T4G box; an expert says first that H100 / A100 have no RT cores, so Isaac Sim's RTX renderer (its
cameras) is not supported there, and rents RTX-class cards (L40S, RTX 6000 Ada, L4, A10G) on an x86 host.

RT cores per card, from the architecture's whitepaper / the card's datasheet (RT_SOURCE): Turing (T4, Quadro RTX,
RTX 20xx), Ampere GA10x (A10 / A10G, A16, A40, RTX A-series, RTX 30xx), Ada (L4, L20, L40, L40S, RTX 6000 Ada, RTX
40xx) and Blackwell GB20x (RTX 50xx, RTX PRO 6000) carry RT cores; the compute chips GA100 (A100, A30, A800), GH100
(H100, H800, H20, H200, GH200), GB100 / GB110 (B100, B200, B300, GB200, GB300), Volta / Pascal, Jetson Orin and every
non-NVIDIA accelerator carry none. Isaac Sim's requirements list RTX GPUs only and say GPUs without RT cores (A100,
H100) are not supported (ISAAC_SOURCE); physics-only training (no cameras) runs on any CUDA card.

A card's memory: Isaac Lab recommends at least 16 GB of VRAM (Isaac Lab installation guide, "at least 32GB RAM and
16GB VRAM"), so a smaller RT card is not offered.

The run's time (ASSUMED, time it on a pilot): ENV_STEPS_PER_S env steps a second per L40S with small tiled RGB-D
cameras (64×64) on a few thousand envs, a range, scaled to another RT card by its FP32 TFLOPS against the L40S's
(rendering and PhysX run on the CUDA / RT units, not the tensor cores); the envs split across the box's cards, each a
shard of its own, with the policy's gradients all-reduced in the box (linear in cards, no InfiniBand needed):
hours = steps ÷ (rate × cards) ÷ 3,600; cost = hours × the box's hour (a box row with that many cards, else the
one-card row × cards). 2 B steps on 4 × L40S at 3,000–10,000 steps/s a card: 2e9 ÷ 12,000 ÷ 3,600 = 46 h to
2e9 ÷ 40,000 ÷ 3,600 = 14 h; at AWS g6e.12xlarge's $10.49/h ≈ $146–486 a run.

Physics only (no cameras: a state-based locomotion policy, thousands of envs on the GPU's PhysX pipeline — never a
CPU-bound Python env): PHYSICS_STEPS_PER_S from Isaac Lab's published benchmark, one card by default (the envs fit one
card; more cards only shorten it): 2e9 steps on one RTX 4090 at 41,000–82,000 steps/s = 6.8–13.6 h.

Other GPU simulators (GPU_SIMS: Brax, MuJoCo MJX / Playground, ManiSkill 3, Isaac Gym, Madrona, Genesis) run the same
way — the simulator itself on the GPU, thousands of parallel envs on one card, never a CPU-bound Python env (Gym /
classic MuJoCo / Atari: tools.rl_env) — but none needs Isaac Sim, so any CUDA card of MIN_VRAM_GB runs them
(physics_cards; JAX's Brax / MJX, SAPIEN's PhysX GPU, Taichi's Genesis, Madrona's CUDA ECS). Each carries its own
rate (GPU_SIMS: the published figure where one is held, else Isaac Lab's, said as an assumption), scaled by FP32 TFLOPS
against the RTX 4090 as above: Brax humanoid PPO, 2e9 steps at 330,532–661,064 steps/s on one RTX 4090 = 0.8–1.7 h.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tools.constants import SECONDS_PER_HOUR

RT_SOURCE = ("NVIDIA Turing / Ampere GA102 / Ada / Blackwell RTX whitepapers (RT cores) and the A100 / H100 / B200 "
             "datasheets (no RT cores)")
ISAAC_SOURCE = ("Isaac Sim system requirements (RTX GPUs; GPUs without RT cores such as A100 / H100 not supported) "
                "and the Isaac Lab installation guide (16 GB VRAM)")
RT_ARCHITECTURES = ("Turing", "Ampere", "Ada Lovelace", "Blackwell")
# compute chips of an RT architecture that carry no RT cores (GA100, GH100, GB100/GB110 and Jetson Orin's iGPU)
NO_RT_NAMES = re.compile(r"(?i)^(?:A100|A30|A800|H100|H200|H20|H800|GH200|B100|B200|B300|GB200|GB300|Jetson)")
MIN_VRAM_GB = 16.0
# physics-only RL (state observations, no cameras): Isaac Lab's published RSL-RL benchmark, Isaac-Velocity-Rough-G1-v0
# (a legged robot on rough terrain), 4,096 envs, "Environment Step, Inference, and Train FPS" = 82,000 on one RTX 4090
# (Isaac Lab docs, Performance Benchmarks, "Single GPU - RTX 4090"; docs.nvidia.com/isaaclab/2.1/overview/
# reinforcement-learning/performance-benchmarks, read 2026-12-07): the fast end; half of it (ASSUMED: a heavier robot,
# more contacts or terrain) the slow end. Scaled to another card by FP32 TFLOPS against the RTX 4090's 82.6.
PHYSICS_STEPS_PER_S = (41_000.0, 82_000.0)
PHYSICS_BASE_FP32_TFLOPS = 82.6  # RTX 4090 datasheet FP32 (catalog/data/gpus.csv row)
PHYSICS_SOURCE = ("Isaac Lab Performance Benchmarks: Isaac-Velocity-Rough-G1-v0, 4,096 envs, 82,000 env steps/s with "
                  "inference and training on one RTX 4090 (docs.nvidia.com/isaaclab/2.1/overview/reinforcement-learning/"
                  "performance-benchmarks)")
# GPU simulators other than Isaac Sim / Lab: key → (the (slow, fast) env steps a second with the policy's inference and
# training on one RTX 4090, the source of the fast end or the assumption). The slow end is half the fast (ASSUMED, as
# for Isaac Lab: a heavier robot, more contacts). Where no training-loop figure is held the Isaac Lab one stands in
# (the same few thousand envs, the PPO update bounding the loop), said so.
_ISAAC_STAND_IN = "Isaac Lab's published figure taken for it (ASSUMED: no training-loop figure of it is held)"
GPU_SIMS: dict[str, tuple[tuple[float, float], str]] = {
    # rl_games docs/BRAX.md (Denys88/rl_games, an NVIDIA PPO library): Brax Humanoid "fps step: 1244450.3 fps total:
    # 661064.5" (simulation alone / with PPO training); the card is not stated, taken as an RTX 4090 (ASSUMED)
    "brax": ((330_532.0, 661_064.0), "rl_games docs/BRAX.md: Brax Humanoid PPO, 661,064 env steps/s with training "
                                     "(1,244,450 simulation alone; card not stated, taken as an RTX 4090: ASSUMED)"),
    # MJX is Brax's successor pipeline (MuJoCo docs, "MuJoCo XLA (MJX)": "MJX is a successor to the generalized physics
    # pipeline in Google's Brax"); no MJX training figure held: Brax's, with MJX's full contact model ASSUMED at the
    # slow end of a quarter of it
    "mjx": ((165_266.0, 661_064.0), "Brax's rl_games figure (661,064 env steps/s with training) taken for MJX, the "
                                    "slow end a quarter for MuJoCo's fuller contact model (ASSUMED; mujoco.readthedocs.io "
                                    "'MuJoCo XLA (MJX)': the successor of Brax's physics pipeline)"),
    # ManiSkill 3 (SAPIEN, PhysX GPU): its PyPI description, "RGBD + Segmentation data at 20k FPS with a 4090 GPU"
    # (rendered, no training); state-only training: the PhysX GPU pipeline Isaac Lab also runs, so Isaac Lab's figure
    "maniskill": ((PHYSICS_STEPS_PER_S[0], PHYSICS_STEPS_PER_S[1]),
                  "ManiSkill 3 on SAPIEN's PhysX GPU pipeline (pypi.org/project/mani-skill: rendered RGBD + segmentation "
                  "at 20k FPS on a 4090, no training); " + _ISAAC_STAND_IN),
    "isaac_gym": ((PHYSICS_STEPS_PER_S[0], PHYSICS_STEPS_PER_S[1]),
                  "Isaac Gym Preview, PhysX GPU without Isaac Sim (arXiv:2108.10470); " + _ISAAC_STAND_IN),
    # Genesis README: "over 43 million FPS when simulating a Franka robotic arm with a single RTX 4090" — the simulator
    # alone on a trivial scene, not a training loop
    "genesis": ((PHYSICS_STEPS_PER_S[0], PHYSICS_STEPS_PER_S[1]),
                "Genesis (Genesis-Embodied-AI/Genesis README: 43 million FPS for one Franka arm on an RTX 4090, the "
                "simulator alone, not a training loop); " + _ISAAC_STAND_IN),
    "madrona": ((PHYSICS_STEPS_PER_S[0], PHYSICS_STEPS_PER_S[1]),
                "Madrona (shacklettbp/madrona, a batch simulator in CUDA); " + _ISAAC_STAND_IN),
}
# env steps a second per L40S, tiled 64×64 RGB-D cameras (ASSUMED range; module doc): time it on a pilot
ENV_STEPS_PER_S = (3_000.0, 10_000.0)
L40S_FP32_TFLOPS = 91.6  # L40S datasheet, FP32 (catalog/data/gpus.csv row)
DEFAULT_CARDS = 4


def has_rt_cores(name: str, architecture: str | None, vendor: str | None) -> bool:
    """Whether the card carries RT cores (module doc): an NVIDIA card of an RT architecture that is not one of the
    compute chips. L40S → True; H100 SXM → False; T4 → True; MI300X → False."""
    if (vendor or "") != "NVIDIA" or not any((architecture or "").startswith(a) for a in RT_ARCHITECTURES):
        return False
    return NO_RT_NAMES.match(name or "") is None


@dataclass(frozen=True)
class RenderCard:
    """A card with RT cores and at least MIN_VRAM_GB, and its FP32 TFLOPS (for the rate)."""
    card: str
    memory_gb: float
    fp32_tflops: float


@dataclass(frozen=True)
class BoxRow:
    """A rentable row: card, cards in it, provider and instance, hourly price (the answer's currency), host CPU."""
    card: str
    cards: int
    row: str
    price: float
    cpu_arch: str = "x86_64"


@dataclass(frozen=True)
class RenderPlan:
    """The run on `cards` × `card`: the row rented (a box of that many cards, else one-card rows × cards), its hour,
    the hours and the cost a run as a (slow, fast) range, and the env steps a second a card."""
    card: str
    cards: int
    row: str
    box: bool  # the row is a box of `cards` cards (else `cards` one-card rows)
    hour: float
    hours: tuple[float, float]
    cost: tuple[float, float]
    rate: tuple[float, float]


def physics_rate(sim: str | None) -> tuple[float, float]:
    """The (slow, fast) env steps a second on one RTX 4090 with training for a GPU simulator (GPU_SIMS), Isaac Sim /
    Lab's PHYSICS_STEPS_PER_S for None or an unknown key."""
    return GPU_SIMS[sim][0] if sim in GPU_SIMS else PHYSICS_STEPS_PER_S


def physics_source(sim: str | None) -> str:
    """The source of physics_rate(sim)."""
    return GPU_SIMS[sim][1] if sim in GPU_SIMS else PHYSICS_SOURCE


def card_rate(fp32_tflops: float, physics: bool = False, sim: str | None = None) -> tuple[float, float]:
    """Env steps a second on a card: the L40S range × its FP32 TFLOPS ÷ the L40S's 91.6 (module doc); `physics` (no
    cameras): physics_rate(sim) × its FP32 TFLOPS ÷ the RTX 4090's 82.6 (Isaac Lab on an L40S: 41,000–82,000 × 91.6 ÷
    82.6 = 45,467–90,935)."""
    base, ref = (physics_rate(sim), PHYSICS_BASE_FP32_TFLOPS) if physics else (ENV_STEPS_PER_S, L40S_FP32_TFLOPS)
    f = fp32_tflops / ref
    return base[0] * f, base[1] * f


def run_hours(steps: float, rate: tuple[float, float], cards: int) -> tuple[float, float]:
    """Hours a run takes, (slow, fast): steps ÷ (rate × cards) ÷ 3,600. 2e9 at 3,000–10,000 × 4 → 46.3, 13.9."""
    return steps / (rate[0] * cards) / SECONDS_PER_HOUR, steps / (rate[1] * cards) / SECONDS_PER_HOUR


def render_plan(steps: float, cards: int, options: list[RenderCard], rows: list[BoxRow],
                physics: bool = False, sim: str | None = None) -> RenderPlan | None:
    """The cheapest run over the RT cards held (`options`) on x86 hosts: for each card the cheapest box of `cards`
    cards, else its cheapest one-card row × cards; ranked by the cost of a run at the slow end. None when no RT card
    of MIN_VRAM_GB is rented in `rows`."""
    best: RenderPlan | None = None
    for o in options:
        if o.memory_gb < MIN_VRAM_GB:
            continue
        mine = [r for r in rows if r.card == o.card and r.cpu_arch == "x86_64" and r.price > 0]
        box = min((r for r in mine if r.cards == cards), key=lambda r: r.price, default=None)
        one = min((r for r in mine if r.cards == 1), key=lambda r: r.price, default=None)
        if box is None and one is None:
            continue
        hour = box.price if box is not None else one.price * cards  # type: ignore[union-attr]
        rate = card_rate(o.fp32_tflops, physics, sim)
        h = run_hours(steps, rate, cards)
        plan = RenderPlan(card=o.card, cards=cards, row=(box or one).row, box=box is not None,  # type: ignore[union-attr]
                          hour=hour, hours=h, cost=(h[0] * hour, h[1] * hour), rate=rate)
        if best is None or plan.cost[0] < best.cost[0]:
            best = plan
    return best


def render_cards(gpus: Mapping[str, Any]) -> list[RenderCard]:
    """The catalog's cards with RT cores and an FP32 figure (`gpus`: name → GPUSpec)."""
    return [RenderCard(name, g.memory_gb or 0.0, g.fp32_tflops) for name, g in gpus.items()
            if has_rt_cores(name, g.architecture, g.vendor) and g.fp32_tflops]


def physics_cards(gpus: Mapping[str, Any]) -> list[RenderCard]:
    """The catalog's CUDA cards (NVIDIA, an FP32 figure) for a GPU simulator that needs no Isaac Sim (GPU_SIMS): RT
    cores or not — Brax on an A100 runs as well as on an L40S."""
    return [RenderCard(name, g.memory_gb or 0.0, g.fp32_tflops) for name, g in gpus.items()
            if (g.vendor or "") == "NVIDIA" and g.fp32_tflops and not (g.segment or "").startswith("workstation (owned")]


def box_rows(rows: list[Any], currency: str, usd_cny: float, fx: Mapping[str, float] | None) -> list[BoxRow]:
    """Catalog InstanceRows as BoxRows: the on-demand hour in `currency` (tools.cost.convert_amount), the cards in
    the row, the host CPU; rows with no price or quarantined are left out."""
    from tools.cost import convert_amount

    out = []
    for r in rows:
        p = convert_amount(r.price_on_demand, r.currency, currency, usd_cny, fx) if r.price_on_demand else None
        if p and r.gpu and not r.quarantined and r.price_scope == "instance":
            out.append(BoxRow(r.gpu, int(r.gpu_count or 1), f"{r.provider} {r.instance_type}", p, r.cpu_arch))
    return out


# the scale words a reader maps a run's steps to ("2 billion", 20亿 → hundred_million × 20)
STEP_SCALE = {"": 1.0, "thousand": 1e3, "ten_thousand": 1e4, "million": 1e6, "ten_million": 1e7,
              "hundred_million": 1e8, "billion": 1e9}
# a run's env steps when none is said: Isaac Lab's own ANYmal-D rough-terrain locomotion PPO preset — 4,096 envs
# (LocomotionVelocityRoughEnvCfg scene) × 24 steps an env an iteration × 1,500 iterations (AnymalDRoughPPORunnerCfg,
# isaaclab_tasks/manager_based/locomotion/velocity/config/anymal_d/agents/rsl_rl_ppo_cfg.py) = 147,456,000 steps
DEFAULT_ENVS, DEFAULT_STEPS_PER_ENV, DEFAULT_ITERATIONS = 4096, 24, 1500
DEFAULT_STEPS = float(DEFAULT_ENVS * DEFAULT_STEPS_PER_ENV * DEFAULT_ITERATIONS)
DEFAULT_STEPS_SOURCE = ("Isaac Lab's ANYmal-D rough-terrain PPO preset: 4,096 envs × 24 steps × 1,500 iterations "
                        "(isaac-sim/IsaacLab, locomotion/velocity/config/anymal_d/agents/rsl_rl_ppo_cfg.py)")


def steps_of(number: float, scale: str = "", exponent: int = 0) -> float:
    """A run's env steps from the figure read, its scale word (STEP_SCALE) and a written exponent ("5e8"):
    2 "billion" → 2e9; 20 "hundred_million" → 2e9; 5, exponent 8 → 5e8."""
    return number * STEP_SCALE.get(scale, 1.0) * 10.0 ** exponent


def rt_cards_rented(rows: list[BoxRow], gpus: Mapping[str, Any]) -> list[str]:
    """The RT-core cards (has_rt_cores) with an x86 row in `rows`, once each, in the rows' order."""
    seen: list[str] = []
    for r in rows:
        g = gpus.get(r.card)
        if g is not None and r.cpu_arch == "x86_64" and r.card not in seen and \
                has_rt_cores(r.card, g.architecture, g.vendor) and (g.memory_gb or 0.0) >= MIN_VRAM_GB:
            seen.append(r.card)
    return seen


@dataclass(frozen=True)
class RunsTotal:
    """`runs` independent runs of a RenderPlan: the box-hours and the cost in all as (fast, slow) ranges, and the
    boxes run side by side to finish within the deadline at the slow end (None: no deadline said)."""
    runs: int
    hours: tuple[float, float]
    cost: tuple[float, float]
    boxes: int | None


def runs_total(plan: RenderPlan, runs: int, window_h: float | None = None) -> RunsTotal:
    """By hand, 50 runs at 33–110 h and $19.88–$66.26 a run: 1,650–5,500 box-hours, $994–$3,313 in all; within a week
    (168 h): ⌈5,500 ÷ 168⌉ = 33 boxes side by side (runs are independent: the total cost is the same on any count)."""
    import math

    hours = (plan.hours[1] * runs, plan.hours[0] * runs)
    cost = (plan.cost[1] * runs, plan.cost[0] * runs)
    boxes = max(1, math.ceil(hours[1] / window_h - 1e-9)) if window_h else None
    return RunsTotal(runs, hours, cost, min(boxes, runs) if boxes else None)
