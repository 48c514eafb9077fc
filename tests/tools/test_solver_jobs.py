"""The arithmetic of tools/solver_jobs.py: a protein design summed over its pipeline's stages, the route matrices'
memory, a card-hour a day for a month, and the rows' licences.

Hand reasoning:
- A design = one RFdiffusion backbone (11 s, 100 aa at 15 steps on an RTX A4000, Watson et al. 2023) + k ProteinMPNN
  sequences (1.2 s each) + k AF2 checks (one model, 66 s each, Jumper et al. 2021): k = 3 → 11 + 3.6 + 198 = 212.6 s;
  k = 6 → 11 + 7.2 + 396 = 414.2 s.
- The cost and travel-time matrices are float32: 12,000 stops → 2 × 12,000² × 4 B = 1.152 GB; 30,000 → 7.2 GB.
- A card at $1.10/h started one hour a day for 30.4 days (730 ÷ 24) = $33.46.
"""

import pytest

from tools.solver_jobs import SOLVER_JOBS, daily_hours_month, design_pipeline, design_seconds, route_matrix_gb


@pytest.mark.parametrize("k, secs", [(3, 212.6), (6, 414.2), (1, 78.2)])
def test_a_design_sums_every_stage(k, secs):
    assert design_seconds(k) == pytest.approx(secs)


def test_the_pipeline_row_carries_the_sum_and_every_stages_licence():
    row = design_pipeline(6)
    assert row.seconds_each == pytest.approx(414.2) and row.task == "design" and row.commercial
    assert all(w in row.licence for w in ("RFdiffusion", "ProteinMPNN", "AlphaFold2"))


@pytest.mark.parametrize("stops, gb", [(12_000, 1.152), (30_000, 7.2)])
def test_the_route_matrices_fit_one_card(stops, gb):
    assert route_matrix_gb(stops) == pytest.approx(gb)


def test_a_card_hour_a_day_for_a_month():
    assert daily_hours_month(1.10) == pytest.approx(1.10 * 730 / 24)


def test_a_non_commercial_row_names_it():
    rows = {j.key: j for j in SOLVER_JOBS}
    assert not rows["propainter"].commercial and not rows["moirai"].commercial
    assert rows["timesfm"].commercial and rows["cuopt"].commercial and rows["timegpt"].card is None


@pytest.mark.parametrize("series, every, calls, total", [(40_000, 30, 48, 1_920_000), (25_000, 360, 4, 100_000),
                                                         (8_000, 1440, 1, 8_000)])
def test_forecasts_a_day_are_series_times_calls(series, every, calls, total):
    # every 30 min → 1,440 ÷ 30 = 48 calls; 40,000 × 48 = 1.92 M forecasts a day; every 6 h → 4 calls
    from tools.solver_jobs import forecasts_a_day

    assert forecasts_a_day(series, every) == pytest.approx((calls, total))
