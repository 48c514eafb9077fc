"""A sized job's electricity on the user's own cards (tools.power.job_power_line): kW × the job's hours × the rate.

By hand: 1 × RTX 4080 SUPER at 320 W for 29.3 h = 0.32 kW × 29.3 h = 9.376 kWh; at HK$1.01 ≈ HK$9.47.
2 × RTX A6000 at 300 W for 10 h = 0.6 kW × 10 h = 6 kWh; at $0.13 = $0.78."""

from __future__ import annotations

import pytest

from tools.power import job_power_line


def test_a_jobs_power_is_kw_times_its_hours_times_the_rate():
    m = job_power_line("RTX 4080 SUPER", 320, 1, 1.01, 29.3, "HKD")
    assert m is not None and m.code == "recommend.owned.power_job"
    assert m.args["kw"] == pytest.approx(0.32) and m.args["kwh"] == pytest.approx(9.376)
    assert m.args["cost"] == "9.47 HKD" and m.args["assumed"] is False
    two = job_power_line("RTX A6000", 300, 2, 0.13, 10, "USD", assumed=True)
    assert two is not None and two.args["kwh"] == pytest.approx(6.0) and two.args["cost"] == "$0.78"
    assert two.args["assumed"] is True


@pytest.mark.parametrize("tdp, n, rate, hours", [(None, 1, 0.13, 10), (300, 0, 0.13, 10), (300, 1, 0.0, 10),
                                                  (300, 1, 0.13, 0)])
def test_no_line_without_a_draw_a_card_a_rate_or_hours(tdp, n, rate, hours):
    assert job_power_line("X", tdp, n, rate, hours, "USD") is None
