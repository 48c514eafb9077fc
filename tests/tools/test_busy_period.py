"""tools.busy_period: a day's traffic said to come mostly in a working window is sized at the window's average."""

from __future__ import annotations

import pytest

from tools.busy_period import working_window_factor
from tools.traffic import peak_requests_per_s


def test_a_nine_hour_window_sets_the_peak():
    # 9:00–18:00 → 24 ÷ 9 = 2.667× the 24-hour average; 3,000 a day → 3,000 ÷ (9 × 3,600 s) = 0.0926 → 0.093/s
    assert working_window_factor(9) == pytest.approx(2.666667)
    assert peak_requests_per_s(3000, working_window_factor(9)) == pytest.approx(0.093)


def test_a_long_window_keeps_the_busiest_hour():
    # 12 h → 24 ÷ 12 = 2.0×, under the 10 % busiest hour's 2.4×: that one is kept (the least a day is sized at)
    assert working_window_factor(12) == pytest.approx(2.4)
    assert working_window_factor(0) == pytest.approx(2.4)
