"""Reinforcement learning whose environment is a CPU program (a Python / Gym / PettingZoo env, a card or board game's
rules engine, Unity ML-Agents, MuJoCo on CPU): the environment's steps, not the policy network, bound the run.

Why: "PPO self-play for a card-game AI, the env is Python, 1e9 steps in a week, how many H800s?" was read as LLM RLHF
(OpenRLHF / verl) and asked which language model. A small-network RL run is sized on the env's CPU steps; the GPU
only runs a small policy net and idles most of the run, so an H800 is far more than it needs.

Formulas (by hand for 1e9 steps in one week):
- steps a second needed = steps ÷ (window hours × SECONDS_PER_HOUR): 1e9 ÷ 604,800 s = 1,653 steps/s.
- `ENV_STEPS_PER_CORE` = 1,000–4,000 steps a second on one core for an env written in Python (ASSUMED range, anchored
  on EnvPool's published benchmark, github.com/sail-sg/envpool README "Benchmark Results": a Python for-loop over ALE
  Atari with its wrappers ran 3,817–4,876 frames/s on one core across four machines, and gym's subprocess vector env
  18,249 frames/s on a 12-core laptop = 1,521 a core. ALE is a C++ emulator behind a Python wrapper, so a rules engine
  written wholly in Python is at or below that: time yours with a loop of env.step on one core).
- env cores = ⌈steps/s ÷ the per-core rate⌉: 1,653 ÷ 1,000 → 2 at the slow end, 1,653 ÷ 4,000 → 1 at the fast end.
- planned cores = env cores at the slow end × `PLAN_FACTOR` (ASSUMED 4: in self-play the actors also run the policy's
  forward pass for every seat's move, PPO's update and the rollout buffer share the box, and a subprocess vector env
  loses a share to IPC; said): 2 × 4 = 8 physical cores → one 16-core CPU box (tools.cpu_rent: c6i.8xlarge, 16 cores,
  $1.36/h us-east-1) for the 168 h: $228.
- the policy's GPU work: FLOPs = steps × params × (2 + 6 × `PPO_EPOCHS`) (a forward pass of 2 × params FLOPs a step
  to act, then `PPO_EPOCHS` passes of forward + backward, 6 × params, over each step; PPO_EPOCHS = 4 is CleanRL's
  ppo.py default `update_epochs`, docs.cleanrl.dev; Schulman et al. 2017, arXiv:1707.06347, Table 3 uses 3–10);
  `POLICY_PARAMS` = 10 M ASSUMED (a card / board-game policy: an MLP or a small transformer, 1–10 M; said);
  GPU hours = FLOPs ÷ (the card's dense BF16 TFLOPS × `SMALL_NET_MFU`) (ASSUMED 0.1: small nets at RL batch sizes
  fill a card poorly; said): 1e9 × 1e7 × 26 = 2.6e17 FLOPs ÷ (121 TFLOPS (L4) × 0.1) = 21,488 s ≈ 6.0 h of a 168-h
  week; on an H800 (989 TFLOPS dense BF16) 0.73 h: the card idles > 99 % of the week, waiting on the env.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from tools.constants import SECONDS_PER_HOUR

ENV_STEPS_PER_CORE = (1_000.0, 4_000.0)  # ASSUMED steps/s a core of a Python env (module docstring)
ENV_SOURCE = ("github.com/sail-sg/envpool README, Benchmark Results: Python for-loop over ALE Atari 3,817–4,876 "
              "frames/s on one core; gym subprocess vector env 18,249 frames/s on 12 cores")
PLAN_FACTOR = 4  # ASSUMED cores planned per env core (self-play acting, the PPO update, IPC; module docstring)
PPO_EPOCHS = 4  # CleanRL ppo.py `update_epochs` default (module docstring)
POLICY_PARAMS_M = 10.0  # ASSUMED millions of parameters of a game policy net (module docstring)
POLICY_PARAMS = POLICY_PARAMS_M * 1e6
SMALL_NET_MFU = 0.1  # ASSUMED share of a card's dense BF16 TFLOPS a small RL policy net reaches (module docstring)
# past this many planned cores, a Python env is the thing to rewrite (vectorised numpy / numba / JAX, or an EnvPool C++
# env): EnvPool's README measures ≈ 3x a subprocess vector env on 12 cores and ≈ 13x on 256
REWRITE_CORES = 64


def steps_per_s(steps: float, window_h: float) -> float:
    """Steps a second the run needs: 1e9 steps in 168 h → 1e9 ÷ 604,800 = 1,653."""
    return steps / (window_h * SECONDS_PER_HOUR) if window_h > 0 else 0.0


def env_cores(rate: float, per_core: float) -> int:
    """Cores that step the env at `rate` steps/s, each at `per_core`: 1,653 ÷ 1,000 → 2; ÷ 4,000 → 1 (at least 1)."""
    return max(1, math.ceil(rate / per_core - 1e-9))


def policy_flops(steps: float, params: float = POLICY_PARAMS, epochs: int = PPO_EPOCHS) -> float:
    """The policy net's FLOPs over the run: steps × params × (2 + 6 × epochs): 1e9 × 1e7 × 26 = 2.6e17."""
    return steps * params * (2 + 6 * epochs)


def gpu_hours(flops: float, tflops: float, mfu: float = SMALL_NET_MFU, cards: int = 1) -> float:
    """Hours each of `cards` cards of `tflops` dense BF16 TFLOPS is busy with the policy: 2.6e17 ÷ (121e12 × 0.1) ÷
    3,600 = 5.97 h on one L4; on 2 T4s (65 TFLOPS) 2.6e17 ÷ (65e12 × 0.1) ÷ 3,600 ÷ 2 = 5.56 h each."""
    return flops / (tflops * 1e12 * mfu) / SECONDS_PER_HOUR / max(1, cards) if tflops > 0 and mfu > 0 else 0.0


def policy_cards(flops: float, window_h: float, tflops: float, mfu: float = SMALL_NET_MFU) -> int:
    """Cards that do the policy's work inside the run's window: ⌈GPU hours ÷ window⌉, at least 1. 1e9 steps in 8 h
    (2.6e17 FLOPs): one T4 (65 TFLOPS dense FP16) would be busy 2.6e17 ÷ (65e12 × 0.1) ÷ 3,600 = 11.1 h > 8 h → 2 T4s;
    one L4 (121) 5.97 h → 1. A card busier than the run is long cannot keep the env's pace."""
    if window_h <= 0:
        return 1
    return max(1, math.ceil(gpu_hours(flops, tflops, mfu) / window_h - 1e-9))


@dataclass(frozen=True)
class RlPlan:
    """An env-bound RL run: `rate` steps/s needed; env cores at the slow and fast per-core rates; `cores` planned
    (PLAN_FACTOR × the slow end); the policy's FLOPs; `rewrite`: more cores than REWRITE_CORES."""
    steps: float
    window_h: float
    rate: float
    env_slow: int
    env_fast: int
    cores: int
    flops: float
    rewrite: bool


def rl_plan(steps: float, window_h: float) -> RlPlan:
    """The run's CPU plan (module docstring): 1e9 steps in 168 h → 1,653 steps/s, 2 (slow) / 1 (fast) env cores,
    8 planned cores, 2.6e17 policy FLOPs, no rewrite needed."""
    rate = steps_per_s(steps, window_h)
    slow = env_cores(rate, ENV_STEPS_PER_CORE[0])
    cores = slow * PLAN_FACTOR
    return RlPlan(steps, window_h, rate, slow, env_cores(rate, ENV_STEPS_PER_CORE[1]), cores, policy_flops(steps),
                  cores > REWRITE_CORES)


def hours_on(steps: float, cores: float) -> tuple[float, float]:
    """(slow, fast) hours `steps` take on `cores` planned cores (cores ÷ PLAN_FACTOR step the env): 1e9 on 16 cores =
    4 env cores → 1e9 ÷ 4,000 ÷ 3,600 = 69.4 h at 1,000 a core, 17.4 h at 4,000."""
    env = max(1.0, cores / PLAN_FACTOR)
    return (steps / (env * ENV_STEPS_PER_CORE[0]) / SECONDS_PER_HOUR,
            steps / (env * ENV_STEPS_PER_CORE[1]) / SECONDS_PER_HOUR)


def policy_pick(rows: list[Any], flops: float, window_h: float) -> tuple[Any, int]:
    """Of priced card rows (each with `.price` an hour and `.tflops` dense BF16), the one whose policy_cards count
    costs least an hour (count × price), with that count; (None, 1) when none. 1e9 steps in 8 h: 2 T4s at $0.42 =
    $0.84 against one L4 at $0.49 → the L4."""
    picks = [(r, policy_cards(flops, window_h, r.tflops)) for r in rows]
    return min(picks, key=lambda rn: rn[1] * rn[0].price) if picks else (None, 1)


def boxes_for(cores: int, box_cores: float) -> int:
    """CPU boxes that hold `cores` planned physical cores: 8 on a 16-core box → 1; 80 → 5."""
    return max(1, math.ceil(cores / box_cores - 1e-9)) if box_cores > 0 else 1


def held_cost(hour: float, hours: float, count: int = 1) -> float:
    """Machines held for the whole run: count × hour × hours (one 16-core box at $1.36 for 168 h = $228.48)."""
    return count * hour * hours
