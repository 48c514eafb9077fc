"""A plan led by a price read over a year ago says the row's date and that the price may have moved, in the short
answer, not only in the --full catalog section (tools.price_age.stale_lead)."""

from __future__ import annotations

import datetime as dt

import pytest

from advisor.core.script import to_script
from tools.price_age import STALE_LEAD_DAYS, price_age_days, stale_lead

TODAY = dt.date(2026, 12, 7)


@pytest.mark.parametrize(("as_of", "days"), [
    ("2023-06-17", 1269),  # the Alibaba rows from a June 2023 blog: 14 + 31 + 31 + 30 + 31 + 30 + 31 days to
    # 2023-12-31 (198) + 366 (2024) + 365 (2025) + 340 (2026 to Dec 7) = 1,269
    ("2025-12-07", 365),  # exactly a year: not over it
    ("2025-12-06", 366),
    ("2026-11-01", 36),
    ("", None), ("unknown", None),
])
def test_the_age_of_a_row_is_counted_in_days(as_of, days):
    assert price_age_days(as_of, TODAY) == days


def test_a_lead_price_over_a_year_old_is_said_with_its_date_in_every_script():
    msg = stale_lead("2023-06-17", "alibaba", TODAY)
    assert msg is not None and msg.args["days"] == 1269 > STALE_LEAD_DAYS
    assert "read on 2023-06-17, 1,269 days ago" in msg.text("en") and "may have moved" in msg.text("en")
    assert "读取于 2023-06-17，距今 1,269 天" in msg.text("zh") and "可能已变动" in msg.text("zh")
    assert "讀取於 2023-06-17" in to_script(msg.text("zh-Hant"), "zh-Hant")


@pytest.mark.parametrize("as_of", ["2025-12-07", "2026-11-01", "", None])
def test_a_fresh_or_undated_lead_price_says_nothing_here(as_of):
    # a year or less is not flagged here; an undated row is said by its own snapshot mark
    assert stale_lead(as_of, "aws", TODAY) is None
