"""A daily non-LLM batch's stated window is its wall by the video batch's rule (tools.batch_window over
tools.clip_window): cards = ⌈GPU-hours ÷ window hours⌉, the month released after each window and kept on 730 h."""

from dataclasses import dataclass

import pytest

from tools.batch_window import batch_window, card_hour, row_gpu_hours


@dataclass
class _Row:
    gpu: str
    gpus: int
    machines: int
    price: float  # one machine's hour
    hours: float | None


def test_a_rows_gpu_hours_leave_out_one_start_up():
    # by hand: 2.75 h wall on 3 machines × 2 GPUs, less 0.25 h start-up → 2.5 × 6 = 15 GPU-hours
    assert row_gpu_hours(_Row("L40S", 2, 3, 3.2, 2.75)) == pytest.approx(15.0)
    assert row_gpu_hours(_Row("L40S", 2, 3, 3.2, None)) is None  # an endpoint has no wall hours


def test_one_cards_hour_is_the_machines_over_its_gpus():
    assert card_hour(_Row("A10G", 4, 1, 5.6, 1.0)) == pytest.approx(1.4)  # $5.60 for 4 cards → $1.40


def test_the_window_sizes_the_cards_and_both_months():
    # by hand: 33 GPU-hours of OCR a night in a 7 h window (22:00 → 05:00) at $0.80 a card-hour →
    # ⌈33 ÷ 7 = 4.71⌉ = 5 cards (a 24 h day would say ⌈33 ÷ 24⌉ = 2);
    # released 5 × 7 × 30.4 × 0.80 ≈ $851.7; kept 5 × 730 × 0.80 = $2,920
    got = batch_window(33.0, 7.0, _Row("L4", 1, 2, 0.8, 9.0))
    assert got is not None and got.cards == 5
    assert got.released_month == pytest.approx(851.7, rel=2e-3)
    assert got.kept_month == pytest.approx(2920.0)


def test_no_work_no_window_plan():
    assert batch_window(None, 6.0, _Row("T4", 1, 1, 0.4, 1.0)) is None


def test_the_answers_own_fleet_inside_the_window_is_the_count():
    # by hand: 185 GPU-hours a night on 31 machines × 1 A10 at $9.53 → 185 ÷ 31 + 0.25 ≈ 6.22 h ≤ the 8 h window:
    # cards 31 (not ⌈185 ÷ 8⌉ = 24, kept as the bare count); released 31 × 6.22 × 30.42 (730 h ÷ 24) × 9.53 ≈ $55,873;
    # kept 31 × 730 × 9.53 ≈ $215,664
    got = batch_window(185.0, 8.0, _Row("A10", 1, 31, 9.53, 185 / 31 + 0.25))
    assert got is not None and got.cards == 31 and got.bare_cards == 24
    assert got.run_h == pytest.approx(6.22, abs=0.01)
    assert got.released_month == pytest.approx(55_873, rel=1e-3)
    assert got.kept_month == pytest.approx(31 * 730 * 9.53)


def test_a_fleet_that_overruns_the_window_gets_the_bare_count():
    # by hand: the same fleet at 8.5 h misses an 8 h window → ⌈185 ÷ 8⌉ = 24 is the window's count
    got = batch_window(185.0, 8.0, _Row("A10", 1, 31, 9.53, 8.5))
    assert got is not None and got.cards == 24 and got.run_h is None
