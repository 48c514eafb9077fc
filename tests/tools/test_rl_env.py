"""RL on a CPU environment (tools.rl_env): the steps a second a deadline needs, the env cores at a Python env's
per-core rate, the planned cores and boxes, and the policy net's GPU hours."""

from tools.rl_env import (
    ENV_STEPS_PER_CORE,
    PLAN_FACTOR,
    boxes_for,
    env_cores,
    gpu_hours,
    held_cost,
    hours_on,
    policy_cards,
    policy_flops,
    policy_pick,
    rl_plan,
    steps_per_s,
)


def test_steps_in_a_window_are_a_rate_and_cores():
    # 5e9 steps in 2 weeks (336 h = 1,209,600 s) = 4,133.6 steps/s; ÷ 1,000 a core → 5, ÷ 4,000 → 2; × 4 → 20 cores
    assert ENV_STEPS_PER_CORE == (1_000.0, 4_000.0) and PLAN_FACTOR == 4
    assert abs(steps_per_s(5e9, 336) - 4133.6) < 0.1
    plan = rl_plan(5e9, 336)
    assert (plan.env_slow, plan.env_fast, plan.cores, plan.rewrite) == (5, 2, 20, False)
    # 20 planned cores on 16-core boxes → 2 boxes; 3 days for 2e8 steps = 771.6 steps/s → 1 core, 4 planned
    assert boxes_for(plan.cores, 16) == 2 and rl_plan(2e8, 72).cores == 4 and env_cores(771.6, 1000) == 1
    # 2e10 steps in a day = 231,481 steps/s → 232 env cores, 928 planned: past 64, rewrite the env first
    assert rl_plan(2e10, 24).rewrite is True


def test_the_policy_net_keeps_a_small_card_busy_only_hours():
    # 5e9 × 1e7 params × (2 + 6 × 4) = 1.3e18 FLOPs; an L4 at 121 TFLOPS × 0.1 → 1.3e18 ÷ 1.21e13 = 107,438 s = 29.8 h
    # of a 336-h window; an H100 SXM at 989 TFLOPS → 3.65 h
    assert abs(policy_flops(5e9) - 1.3e18) < 1e6
    assert abs(gpu_hours(1.3e18, 121) - 29.84) < 0.01 and abs(gpu_hours(1.3e18, 989) - 3.651) < 0.01
    assert gpu_hours(1.3e18, 0) == 0.0


def test_no_window_is_one_box_hours_and_a_held_box_is_paid_the_whole_run():
    # 5e9 steps on one 16-core box = 4 env cores: 5e9 ÷ 4,000 ÷ 3,600 = 347.2 h slow, ÷ 16,000 = 86.8 h fast
    slow, fast = hours_on(5e9, 16)
    assert abs(slow - 347.22) < 0.01 and abs(fast - 86.81) < 0.01
    # two 16-core boxes at $1.36 for 336 h = $913.92
    assert abs(held_cost(1.36, 336, 2) - 913.92) < 1e-9


def test_the_policy_cards_do_the_policy_work_inside_the_run():
    # 1e9 steps × 1e7 × 26 = 2.6e17 FLOPs in 8 h: one T4 (65 TFLOPS) at 10 % is busy 2.6e17 ÷ 6.5e12 ÷ 3,600 = 11.1 h,
    # longer than the run → 2 T4s, each 5.56 h; one L4 (121) 5.97 h → 1; in 2 h an L4 needs ⌈5.97 ÷ 2⌉ = 3
    flops = policy_flops(1e9)
    assert policy_cards(flops, 8, 65) == 2 and abs(gpu_hours(flops, 65, cards=2) - 5.556) < 0.01
    assert policy_cards(flops, 8, 121) == 1 and policy_cards(flops, 2, 121) == 3
    assert policy_cards(flops, 0, 121) == 1


def test_the_policy_pick_is_the_cheapest_count_of_cards_that_keeps_up():
    from types import SimpleNamespace as Row

    t4, l4 = Row(price=0.42, tflops=65.0), Row(price=0.49, tflops=121.0)
    # 8 h: 2 × T4 = $0.84 an hour against 1 × L4 = $0.49 → the L4; in 24 h one T4 (11.1 h busy) = $0.42 → the T4
    assert policy_pick([t4, l4], policy_flops(1e9), 8) == (l4, 1)
    assert policy_pick([t4, l4], policy_flops(1e9), 24) == (t4, 1)
    assert policy_pick([], policy_flops(1e9), 8) == (None, 1)
