"""An agent evaluation run (tasks × seeds trajectories of N turns by a deadline) is a batch of model steps: tokens,
trajectories in flight and their KV cache (tools.agent_eval)."""

from __future__ import annotations

import pytest

from tools.agent_eval import AgentEval, agent_eval, in_flight_for, loop_hours, trajectories_of

# Qwen3-30B-A3B in BF16: 2 × 48 layers × 4 KV heads × 128 head dim × 2 B = 98,304 B a token (its config.json)
QWEN3_30B_A3B_KV = 2 * 48 * 4 * 128 * 2


def test_trajectories_are_tasks_times_seeds_or_as_said() -> None:
    assert trajectories_of(500, 4) == 2_000  # SWE-bench Verified × 4 seeds
    assert trajectories_of(300, None) == 300  # one seed when none is said
    assert trajectories_of(None, 4, said=1_200) == 1_200


def test_swe_bench_verified_four_seeds_in_eight_hours() -> None:
    run = agent_eval(2_000, 50, 65_536, 8.0, QWEN3_30B_A3B_KV)
    # 2,000 × 50 = 100,000 steps; × 1,500 new tokens = 150 M prefill; × 300 = 30 M output
    assert (run.steps, run.prefill_tokens, run.output_tokens) == (100_000, 150_000_000, 30_000_000)
    assert run.avg_context == 32_768  # half the 65,536 cap
    # 50 turns × 20 s = 1,000 s = 0.2778 h; 2,000 × 0.2778 = 555.6 h of trajectories ÷ (8 h × 0.75 spare) = 92.6 → 93
    assert run.in_flight == 93
    # 98,304 × 32,768 = 3 GiB each; × 93 = 279 GiB
    assert run.kv_each == 3 * 2**30 and run.kv_in_flight == 279 * 2**30


def test_a_later_deadline_needs_fewer_in_flight() -> None:
    # 555.6 h of trajectories ÷ (60 h × 0.75) = 12.3 → 13
    assert agent_eval(2_000, 50, 65_536, 60.0).in_flight == 13


def test_the_loop_holds_the_machine_for_trajectories_over_in_flight() -> None:
    # 2,000 ÷ 93 × 50 × 20 s = 21,505 s = 5.97 h: within 8 h with a quarter spare
    assert loop_hours(2_000, 50, 93) == pytest.approx(5.974, abs=0.01)
    # a Friday deadline 157.3 h away: 555.6 ÷ (157.3 × 0.75) = 4.7 → 5 in flight, held 2,000 ÷ 5 × 1,000 s = 111.1 h
    assert in_flight_for(2_000, 50, 157.3) == 5
    assert loop_hours(2_000, 50, 5) == pytest.approx(111.1, abs=0.1)


def test_no_deadline_leaves_the_in_flight_count_open() -> None:
    run = agent_eval(2_000, 50, 65_536)
    assert run.in_flight is None and run.kv_in_flight is None


def test_the_batch_is_one_request_a_step_with_the_history_cached() -> None:
    fields = agent_eval(2_000, 50, 65_536, 8.0).batch_fields()
    # prompt at the average turn = 32,768 − 300 = 32,468; its own tokens 1,500, the cached history 30,968
    assert fields == {"batch_requests": 100_000, "seq_len": 32_768, "output_tokens": 300,
                      "shared_prefix_tokens": 30_968}


@pytest.mark.parametrize("cap", [2_048, 4_096])
def test_a_short_cap_keeps_the_turn_inside_it(cap: int) -> None:
    run: AgentEval = agent_eval(10, 10, cap)
    assert run.new_per_turn + run.out_per_turn < run.avg_context
