"""An offline batch on clouds with no public price is planned, and its families listed to ask quotes for, by one
stated objective (tools.recommend.batch_quote_key): plans that meet the deadline first, then the fewest cards billed,
then the lowest reference cost (the same card's cheapest listed hour elsewhere × the plan's GPU-hours), never the
fewest GPU-hours alone — which sent a 4B classifier to a whole 8 × H800 bare-metal machine."""

from __future__ import annotations

import pytest

from tools.recommend import batch_quote_key
from tools.schema import InstanceRow


@pytest.fixture(scope="module")
def gpus() -> dict:  # type: ignore[type-arg]
    from catalog.gpus import all_gpus

    return all_gpus()


def _row(it: str, gpu: str, n: int) -> InstanceRow:
    return InstanceRow(provider="alibaba", instance_type=it, region="", gpu=gpu, gpu_raw=gpu, gpu_count=n,
                       currency="CNY", source="test")  # type: ignore[arg-type]


def test_the_fewest_cards_that_meet_the_deadline_come_before_fewer_gpu_hours(gpus):
    # 80 M notes × 38 tokens on Qwen3-4B, 7 days = 168 h: one A100 40GB runs it in 48.4 h (48.4 GPU-hours, reference
    # 48.4 × HK$8.58 ≈ HK$415); one 8 × H800 bare-metal machine in 2.0 h (8 × 2.0 = 15.8 GPU-hours, reference
    # 15.8 × HK$13.98 ≈ HK$221). Fewer GPU-hours and a lower reference, but 8 cards billed against 1: the A100 first.
    a100 = (_row("ecs.gn7-c12g1.3xlarge", "A100 40GB SXM", 1), gpus["A100 40GB SXM"], 1, 48.4)
    h800 = (_row("ecs.ebmgn8v.48xlarge", "H800 SXM", 8), gpus["H800 SXM"], 1, 1.73)
    assert batch_quote_key(a100, 168.0, 415.0) < batch_quote_key(h800, 168.0, 221.0)


def test_among_as_many_cards_the_lower_reference_cost_comes_first(gpus):
    # one A10 for 119.5 h × HK$10.06 ≈ HK$1,202 against one A100 40GB for 48.4 h × HK$8.58 ≈ HK$415: the A100 first;
    # a card priced nowhere in the catalog (no reference) after both
    a10 = (_row("ecs.gn7i-c8g1.2xlarge", "A10", 1), gpus["A10"], 1, 119.5)
    a100 = (_row("ecs.gn7-c12g1.3xlarge", "A100 40GB SXM", 1), gpus["A100 40GB SXM"], 1, 48.4)
    a30 = (_row("gn7s", "A30", 1), gpus["A30"], 1, 40.0)
    keys = sorted([(batch_quote_key(a10, 168.0, 1202.0), "A10"), (batch_quote_key(a100, 168.0, 415.0), "A100"),
                   (batch_quote_key(a30, 168.0, None), "A30")])
    assert [k for _, k in keys] == ["A100", "A10", "A30"]


def test_a_plan_that_misses_the_deadline_comes_last_whatever_its_cards(gpus):
    # one A10 at 200 h misses 168 h; 8 × H800 at 2 h meets it
    a10 = (_row("ecs.gn7i-c8g1.2xlarge", "A10", 1), gpus["A10"], 1, 200.0)
    h800 = (_row("ecs.ebmgn8v.48xlarge", "H800 SXM", 8), gpus["H800 SXM"], 1, 1.73)
    assert batch_quote_key(h800, 168.0, 221.0) < batch_quote_key(a10, 168.0, 50.0)
