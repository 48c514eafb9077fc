"""An agent evaluation run (SWE-bench-style: tasks × seeds trajectories, each a loop of turns up to a context cap, by a
deadline) sized as a batch of episodes, never as one chat user at the context cap.

Why: "SWE-bench Verified (500 tasks) × 4 seeds, 64k context per trajectory, ~50 turns each, tonight (~8 h)" was
answered as 1 user at 64k on one card, and "spot is ok" was refused as online serving. It is an offline batch:

- trajectories = tasks × seeds (or as said); model steps = trajectories × turns.
- Each turn re-sends the trajectory's history: the engine's prefix cache (vLLM Automatic Prefix Caching, SGLang
  RadixAttention, on by default) holds it, so a turn prefills only its new tokens (the tool output and the last
  answer, NEW_TOKENS_PER_TURN) and decodes OUTPUT_TOKENS_PER_TURN. The context grows from the task prompt to the cap,
  so the average turn reads half the cap (AVERAGE_SHARE, assumed linear growth).
- Totals: prefill = steps × new tokens; decode = steps × output tokens.
- Wall clock: each turn waits for the model and for the sandbox (tool call, tests): TURN_SECONDS (assumed), so one
  trajectory takes turns × TURN_SECONDS; All Hands AI report one SWE-bench Lite instance "can take 10 minutes"
  (blog "Evaluation of LLMs as coding agents on SWE-bench at 30x speed", 2024), the same order. Trajectories in
  flight to meet a deadline with a quarter of it to spare (DEADLINE_USED = 0.75 of it: the turn time is assumed) = trajectories ×
  trajectory hours ÷ (deadline × 0.75), rounded up; their KV cache is held at the average context
  (tools.memory.kv_cache_bytes_per_token × average context × in flight).
- The machine is held for the whole loop, not only for its compute: wall hours = max(compute hours, trajectories ÷ in
  flight × trajectory hours) (`loop_hours`), and the job's cost is that × the price per hour, so a later deadline
  needs fewer trajectories in flight and fewer, cheaper cards held longer.
- The sandboxes (one container per trajectory in flight, CPU and disk for the repositories' Docker images) run on a
  CPU fleet outside the GPU bill; a batch survives a spot reclaim when each finished trajectory is written out and the
  harness skips finished ones on restart.

NEW_TOKENS_PER_TURN, OUTPUT_TOKENS_PER_TURN and TURN_SECONDS are assumptions, said in every answer that uses them
("assumed, measure on a pilot"): no per-turn statistic of SWE-bench trajectories is cited here."""

from __future__ import annotations

import math
from dataclasses import dataclass

NEW_TOKENS_PER_TURN = 1_500  # tool output + the last answer appended each turn: assumed, measure on a pilot
OUTPUT_TOKENS_PER_TURN = 300  # the model's action (a command or an edit) each turn: assumed, measure on a pilot
TURN_SECONDS = 20.0  # one turn's model step plus its tool / test run in the sandbox: assumed, measure on a pilot
AVERAGE_SHARE = 0.5  # the context grows from the task prompt to the cap: the average turn reads half the cap (assumed)
DEFAULT_CAP = 32_768  # a trajectory's context cap when none is said (assumed; SWE-agent-style harnesses cap near it)
DEADLINE_USED = 0.75  # the trajectories in flight finish in this share of the deadline, the rest spare (assumed turn time)
MAX_TRAJECTORIES = 10**7
MAX_TURNS = 10_000


@dataclass(frozen=True)
class AgentEval:
    """The run's shape and its totals (tokens, hours, trajectories in flight, their KV cache in bytes)."""

    trajectories: int
    turns: int
    max_context: int
    avg_context: int
    new_per_turn: int
    out_per_turn: int
    steps: int
    prefill_tokens: int
    output_tokens: int
    trajectory_h: float
    deadline_h: float | None
    in_flight: int | None
    kv_each: int | None  # bytes of one trajectory's KV cache at the average context
    kv_in_flight: int | None

    def said(self) -> dict[str, float | int | None]:
        """The figures the answer states (GiB = 2³⁰ bytes, millions of tokens, minutes a trajectory)."""
        gib = 2**30
        return {"traj": self.trajectories, "turns": self.turns, "steps": self.steps, "new": self.new_per_turn,
                "out": self.out_per_turn, "prefill_m": self.prefill_tokens / 1e6, "output_m": self.output_tokens / 1e6,
                "avg": self.avg_context, "cap": self.max_context, "turn_s": TURN_SECONDS,
                "traj_min": self.trajectory_h * 60, "deadline": self.deadline_h, "in_flight": self.in_flight,
                "kv_each": None if self.kv_each is None else self.kv_each / gib,
                "kv_all": None if self.kv_in_flight is None else self.kv_in_flight / gib}

    def batch_fields(self) -> dict[str, int]:
        """The batch the recommender prices: one request a model step, its context the average turn's, its own
        tokens the new ones (the rest of the prompt the trajectory's cached history, `shared_prefix_tokens`)."""
        prompt = self.avg_context - self.out_per_turn
        return {"batch_requests": self.steps, "seq_len": self.avg_context, "output_tokens": self.out_per_turn,
                "shared_prefix_tokens": max(1, prompt - self.new_per_turn)}


def said_hours(value: float, days: bool) -> float:
    """A run's deadline said as a duration, in hours: "(~8h)" → 8, 3天内 → 72."""
    return value * (24.0 if days else 1.0)


def trajectories_of(tasks: int | None, seeds: int | None, said: int | None = None) -> int | None:
    """Trajectories: as said, else tasks × seeds (one seed when none is said): 500 × 4 = 2,000."""
    if said:
        return said
    return tasks * (seeds or 1) if tasks else None


def in_flight_for(trajectories: int, turns: int, deadline_h: float | None) -> int | None:
    """Trajectories in flight to finish within DEADLINE_USED of the deadline (a quarter spare): 2,000 trajectories of 50 turns
    (50 × 20 s = 0.2778 h each) by 8 h → ⌈2,000 × 0.2778 ÷ 6⌉ = 93; by 157.3 h (Friday 09:00 from Friday 19:39) →
    ⌈555.6 ÷ 117.98⌉ = 5. None without a deadline."""
    if not deadline_h or deadline_h <= 0:
        return None
    hours = trajectories * turns * TURN_SECONDS / 3600
    return max(1, min(trajectories, math.ceil(hours / (deadline_h * DEADLINE_USED) - 1e-9)))


def loop_hours(trajectories: int, turns: int, in_flight: int) -> float:
    """Hours the agent loop holds the machine with `in_flight` trajectories at once: trajectories ÷ in flight ×
    turns × TURN_SECONDS (2,000 ÷ 93 × 50 × 20 s = 5.97 h; 2,000 ÷ 5 × 1,000 s = 111.1 h)."""
    return trajectories / max(1, in_flight) * turns * TURN_SECONDS / 3600


def agent_eval(trajectories: int, turns: int, max_context: int, deadline_h: float | None = None,
               kv_bytes_per_token: int | None = None) -> AgentEval:
    """The module's arithmetic. 2,000 trajectories × 50 turns at a 65,536 cap: 100,000 steps, 150 M new prefill and
    30 M output tokens, average context 32,768; 50 × 20 s = 0.28 h a trajectory, so 8 h needs ⌈2,000 × 0.2778 ÷ 6⌉ =
    93 in flight; at 98,304 B a token (Qwen3-30B-A3B BF16: 2 × 48 layers × 4 KV heads × 128 × 2 B) 3 GiB each, 279 GiB."""
    avg = max(1, int(max_context * AVERAGE_SHARE))
    out = min(OUTPUT_TOKENS_PER_TURN, max(1, avg // 4))
    new = min(NEW_TOKENS_PER_TURN, max(1, avg - out - 1))
    steps = trajectories * turns
    traj_h = turns * TURN_SECONDS / 3600
    in_flight = in_flight_for(trajectories, turns, deadline_h)
    kv_each = kv_bytes_per_token * avg if kv_bytes_per_token else None
    kv_all = kv_each * in_flight if kv_each is not None and in_flight is not None else None
    return AgentEval(trajectories=trajectories, turns=turns, max_context=max_context, avg_context=avg,
                     new_per_turn=new, out_per_turn=out, steps=steps, prefill_tokens=steps * new,
                     output_tokens=steps * out, trajectory_h=traj_h, deadline_h=deadline_h, in_flight=in_flight,
                     kv_each=kv_each, kv_in_flight=kv_all)


def loop_said(trajectories: int, turns: int, avg_context: int, deadline_h: float,
              kv_bytes_per_token: int | None) -> dict[str, float | int | None]:
    """What the answer says of the agent loop at the deadline priced (restated when a follow-up moves it): the
    trajectories in flight (`in_flight_for`), the hours the loop holds the machine (`loop_hours`), each trajectory's
    minutes and, with an architecture, the KV cache of those in flight at the average context (GiB = 2³⁰ bytes)."""
    flight = in_flight_for(trajectories, turns, deadline_h) or 1
    kv_each = kv_bytes_per_token * avg_context / 2**30 if kv_bytes_per_token else None
    return {"traj": trajectories, "in_flight": flight, "deadline": deadline_h, "turn_s": TURN_SECONDS,
            "traj_min": turns * TURN_SECONDS / 60, "loop_h": loop_hours(trajectories, turns, flight),
            "spare": 1 - DEADLINE_USED, "kv_each": kv_each, "kv_all": None if kv_each is None else kv_each * flight}
