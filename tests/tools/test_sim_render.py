"""tools.sim_render: robot RL with rendered cameras needs RT cores (Isaac Sim's RTX renderer), so compute cards
(A100 / H100 / H200 / B200) are refused and the run is priced on an RTX-class box on an x86 host."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.sim_render import BoxRow, RenderCard, box_rows, has_rt_cores, render_cards, render_plan, run_hours, steps_of


@pytest.mark.parametrize(("card", "rt"), [
    # Ada / Ampere GA10x / Turing / Blackwell GB20x carry RT cores (their whitepapers)
    ("L40S", True), ("L4", True), ("A10G", True), ("RTX 6000 Ada", True), ("T4", True), ("RTX PRO 6000 Blackwell", True),
    # GA100 / GH100 / GB100 compute chips carry none (datasheets); nor a non-NVIDIA accelerator
    ("A100 80GB SXM", False), ("H100 SXM", False), ("H200 SXM", False), ("B200 (HGX)", False), ("A30", False),
    ("H20", False), ("MI300X", False), ("Jetson AGX Orin 64GB", False), ("V100 SXM2 32GB", False)])
def test_rt_cores_per_catalog_card(card: str, rt: bool) -> None:
    g = all_gpus()[card]
    assert has_rt_cores(card, g.architecture, g.vendor) is rt


def test_no_compute_card_is_offered_for_rendering() -> None:
    names = {c.card for c in render_cards(all_gpus())}
    assert "L40S" in names and not names & {"H100 SXM", "A100 80GB SXM", "H200 SXM", "B200 (HGX)"}


def test_hours_by_hand() -> None:
    # 2e9 steps on 4 L40S at 3,000–10,000 steps/s a card: 2e9 / 12,000 / 3,600 = 46.3 h; 2e9 / 40,000 / 3,600 = 13.9 h
    slow, fast = run_hours(2e9, (3_000.0, 10_000.0), 4)
    assert slow == pytest.approx(46.3, abs=0.1) and fast == pytest.approx(13.9, abs=0.1)


def test_plan_prefers_the_box_row_and_never_an_arm_host() -> None:
    # the AWS case: g6e.12xlarge (4 × L40S, $10.49/h) beats 4 one-card rows; g5g (Graviton + T4G) is aarch64: never
    cards = [RenderCard("L40S", 48, 91.6), RenderCard("T4", 16, 8.1)]
    rows = [BoxRow("L40S", 4, "aws g6e.12xlarge", 10.49), BoxRow("L40S", 1, "aws g6e.xlarge", 1.86),
            BoxRow("T4", 1, "aws g5g.xlarge", 0.42, "aarch64")]
    plan = render_plan(2e9, 4, cards, rows)
    assert plan is not None and plan.row == "aws g6e.12xlarge" and plan.box
    # 46.3 h × $10.49 ≈ $486; 13.9 h × $10.49 ≈ $146 (the key's $150–480 a run on g6e)
    assert plan.cost[0] == pytest.approx(486, abs=2) and plan.cost[1] == pytest.approx(146, abs=1)
    assert render_plan(2e9, 4, cards, [rows[2]]) is None  # only an ARM host: nothing priced, nothing invented


def test_a_card_under_16_gb_is_not_offered() -> None:
    assert render_plan(1e9, 1, [RenderCard("RTX 3060 12GB", 12, 12.7)], [BoxRow("RTX 3060 12GB", 1, "x y", 0.1)]) is None


def test_box_rows_skip_quarantined_and_convert() -> None:
    from tools.schema import InstanceRow

    rows = [InstanceRow(provider="aws", instance_type="g6e.12xlarge", gpu="L40S", gpu_count=4, price_on_demand=10.49),
            InstanceRow(provider="x", instance_type="q", gpu="L40S", gpu_count=1, price_on_demand=1.0,
                        quarantined="stale")]
    got = box_rows(rows, "USD", 7.2, None)
    assert [(r.row, r.cards, r.price) for r in got] == [("aws g6e.12xlarge", 4, 10.49)]


def test_steps_of_scale_words() -> None:
    # 2 billion = 2e9; 20 × 10⁸ (亿) = 2e9; 5e8 written as an exponent
    assert steps_of(2, "billion") == 2e9 and steps_of(20, "hundred_million") == 2e9 and steps_of(5, "", 8) == 5e8


def test_the_default_steps_are_isaac_labs_locomotion_preset():
    # Isaac Lab's ANYmal-D rough-terrain PPO preset: 4,096 envs × 24 steps an iteration × 1,500 iterations
    from tools.sim_render import DEFAULT_STEPS, DEFAULT_STEPS_SOURCE

    assert DEFAULT_STEPS == 147_456_000 and "rsl_rl_ppo_cfg.py" in DEFAULT_STEPS_SOURCE
