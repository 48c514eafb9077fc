"""tools.sim_codes: a simulation code's numerics, not an LLM's. MD sized from a published ns/day (one run per card),
DFT only on full-FP64 cards, the proposed card judged.

Hand reasoning:
- OpenMM, 80 runs of a 30k-atom system, 250 ns each, in 5 days: the nearest benchmark is JAC / DHFR (23,558 atoms;
  the source gives no scaling rule, so no scaling); RTX 4090 at 1,650 ns/day → 80 × 250 ÷ 1,650 = 12.12 GPU-days →
  12.12 ÷ 5 = 2.42 → 3 cards; at $0.50/h: 12.12 × 24 × 0.50 = $145.45. An H100 (its PCIe figure, 1,500 ns/day) at
  $2.40/h: 80 × 250 ÷ 1,500 × 24 × 2.40 = $768 → 768 ÷ 145.45 = 5.3× the 4090's cost for the same ns.
- A 2 μs run at 120 ns/day takes 16.7 days: with a 10-day deadline more cards than runs cannot help (too long).
- Quantum ESPRESSO needs FP64: an L40S (1.4 TFLOPS, 1/64 of FP32) is the wrong card, an A100 (9.7) the right class;
  an H100 SXM at $2.00/h gives 34 ÷ 2 = 17 TFLOPS per dollar-hour, an A100 at $1.00/h 9.7.
- 1,200 calculations × 5 CPU-node hours = 6,000 node-hours; a pilot of 0.75 h a calculation on one card makes
  1,200 × 0.75 ÷ 336 h (two weeks) = 2.68 → 3 cards.
"""

import pytest

from tools.sim_codes import (
    CODES,
    budget_hours,
    fp64_cards,
    full_fp64,
    md_bench,
    md_plan,
    node_hours,
    pilot_cards,
    times_dearer,
)
from tools.span_hours import span_hours


def test_every_code_row_has_a_family_a_precision_and_a_source():
    for c in CODES:
        assert c.family in {"md", "dft"} and c.source and c.licence
        assert c.precision == ("mixed" if c.family == "md" else "fp64")


def test_md_from_the_nearest_benchmark_never_scaled():
    assert md_bench(30_000).atoms == 23_558 and md_bench(350_000).atoms == 408_609 and md_bench(None).atoms == 90_906
    prices = {"RTX 4090": ("cloud a", 0.50), "H100 SXM": ("cloud b", 2.40)}
    plan = md_plan(80, 250, 30_000, 5 * 24, prices)
    first = plan[0]
    assert first.card == "RTX 4090" and first.gpu_days == pytest.approx(12.12, abs=0.01) and first.cards == 3
    assert first.cost == pytest.approx(145.45, abs=0.01)
    h100 = next(c for c in plan if c.card == "H100 SXM")  # priced as its SXM row at the PCIe figure (a floor)
    assert h100.cost == pytest.approx(768.0) and times_dearer(plan, "H100 SXM") == pytest.approx(5.28, abs=0.01)


def test_a_run_longer_than_the_deadline_is_said():
    plan = md_plan(4, 2000, 400_000, 10 * 24, {"A100 80GB SXM": ("x", 1.0)})
    assert plan[0].too_long and plan[0].cards == 4  # never more cards than runs


def test_dft_needs_full_rate_fp64():
    assert not full_fp64("L40S") and not full_fp64("RTX 4090") and full_fp64("A100 80GB SXM") and full_fp64("H100 SXM")
    got = fp64_cards({"H100 SXM": ("b", 2.0), "A100 80GB SXM": ("a", 1.0), "L40S": ("c", 0.5)})
    assert [f.card for f in got] == ["H100 SXM", "A100 80GB SXM"] and got[0].per_money == pytest.approx(17.0)


def test_node_hours_and_pilot_cards():
    assert node_hours(1200, 5) == 6000
    assert pilot_cards(1200, 0.75, span_hours(2, "week")) == 3


def test_a_budget_in_card_hours():
    # $3,000 at $2.00 an hour = 1,500 card-hours; ÷ 600 calculations = 2.5 GPU-hours a calculation at most
    got = budget_hours(3000, 2.0, 600)
    assert got.card_hours == 1500 and got.per_calc_h == 2.5
