"""tools.proposed_plan without a whole answer: a plan the user proposes or was quoted (N × card for a span) priced at
the catalog's cheapest row of that card and count × the hours said, held against the pick's cost of the same work;
a nightly batch priced a night and a month. Hand figures in each test (synthetic rows, so a catalog refresh cannot
move them)."""

from __future__ import annotations

import pytest

from tools.constants import HOURS_PER_MONTH
from tools.proposed_plan import batch_money, cheapest_row, nightly_month, plan_cost, plan_hours
from tools.schema import InstanceRow


def _row(provider: str, gpu: str, n: int, price: float, **kw: object) -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=f"{provider}-{n}x", gpu=gpu, gpu_count=n,
                       price_on_demand=price, **kw)  # type: ignore[arg-type]


ROWS = [
    _row("a", "H100 SXM", 8, 20.0),
    _row("b", "H100 PCIe", 8, 16.0),
    _row("c", "H100 SXM", 1, 1.5),        # a cheaper GPU-hour, but not an 8-card machine
    _row("d", "H100 SXM", 8, 9.0, quarantined="stale"),  # never ranked, never quoted
    _row("e", "A100 80GB SXM", 4, 6.0),
    _row("f", "L4", 1, 0.5),
]
H100 = ("H100 SXM", "H100 PCIe", "H100 NVL")


@pytest.mark.parametrize(("n", "unit", "hours"), [
    (1, "week", 168), (2, "week", 336), (3, "day", 72), (1, "month", HOURS_PER_MONTH), (1, "always", HOURS_PER_MONTH),
    (0.5, "month", HOURS_PER_MONTH / 2),
])
def test_span_hours(n: float, unit: str, hours: float) -> None:
    # a rented month and 24/7 are the price lists' 730 h, never a deadline's 720
    assert plan_hours(n, unit) == pytest.approx(hours)


def test_the_cheapest_row_of_that_count_over_every_variant_and_never_a_quarantined_one() -> None:
    # 8-card H100 rows: a $20 SXM, a $16 PCIe, a $9 quarantined one → the $16 PCIe
    got = cheapest_row(ROWS, H100, 8, "USD", 7.2, None)
    assert got is not None and got[0].provider == "b" and got[1] == pytest.approx(16.0)


def test_a_week_of_eight_h100_against_a_small_job() -> None:
    # 8 × H100 for a week = 1,344 GPU-hours; $16/h × 168 h = $2,688; a $40 job → 67.2×
    m = plan_cost(ROWS, H100, 8, plan_hours(1, "week"), "week", 1, "USD", 7.2, None, 40.0)
    assert m is not None
    assert m.args["gpu_hours"] == pytest.approx(1344)
    assert m.args["total"] == pytest.approx(2688)
    assert m.args["times"] == pytest.approx(67.2)
    assert "1,344 GPU-hours" in m.text("en") and "$2,688" in m.text("en") and "67×" in m.text("en")
    assert "1,344 GPU 小时" in m.text("zh") and "67 倍" in m.text("zh")


def test_no_row_of_that_count_is_the_cheapest_gpu_hour_times_the_count() -> None:
    # no 2-card H100 row: 2 × $1.50 (the 1-card SXM) = $3/h; 3 days = 72 h → $216, said as not a listed machine
    m = plan_cost(ROWS, H100, 2, plan_hours(3, "day"), "day", 3, "USD", 7.2, None)
    assert m is not None and m.args["exact"] is False
    assert m.args["total"] == pytest.approx(216)
    assert m.args["times"] is None  # no pick priced: no ratio invented
    assert "no 2-card row" in m.text("en")


def test_a_service_held_24_7_is_held_against_the_pick_over_the_same_hours() -> None:
    # 4 × A100 80GB 24/7: $6 × 730 = $4,380; the pick $0.50/h × 730 = $365 → 12×
    m = plan_cost(ROWS, ("A100 80GB SXM",), 4, plan_hours(1, "always"), "always", 1, "USD", 7.2, None, None, 0.5)
    assert m is not None and m.args["total"] == pytest.approx(4380) and m.args["times"] == pytest.approx(12)
    assert m.args["work"] == "hours"


def test_the_pick_s_own_row_is_used_where_it_is_that_card_and_count() -> None:
    # the answer ranked in Taiwan: its own 8 × H100 machine at 3,000 TWD/h, not a $16 row elsewhere; a week → 504,000
    m = plan_cost(ROWS, H100, 8, 168, "week", 1, "TWD", 7.2, {"TWD": 32.0}, 2000.0,
                  same=("gcp", "a3-highgpu-8g", "H100 SXM", 3000.0))
    assert m is not None and m.args["provider"] == "gcp" and m.args["total"] == pytest.approx(504_000)
    assert m.args["times"] == pytest.approx(252)


def test_a_nightly_batch_a_month_and_a_node_held_24_7_beside_it() -> None:
    # 2 h a night on a $0.50 L4 = $1 a night × 30.4 = $30.42 a month; 4 × A100 24/7 = $4,380 → ≈ 144×
    assert nightly_month(2.0, 0.5) == pytest.approx(30.4167, rel=1e-3)
    night, plan = batch_money(ROWS, ("L4",), 2.0, ("A100 80GB SXM",), 4, (1, "always"), "USD", 7.2, None)
    assert night.args["month"] == pytest.approx(30.4167, rel=1e-3)
    assert plan.args["total"] == pytest.approx(4380)
    assert plan.args["times"] == pytest.approx(4380 / 30.4167, rel=1e-3)
    # a week of the node against a week of nights: $6 × 168 = $1,008 vs 7 × $1 = $7 → 144×
    _, week = batch_money(ROWS, ("L4",), 2.0, ("A100 80GB SXM",), 4, (1, "week"), "USD", 7.2, None)
    assert week.args["times"] == pytest.approx(144)


def test_no_price_for_the_card_says_nothing() -> None:
    assert plan_cost(ROWS, ("B200",), 8, 168, "week", 1, "USD", 7.2, None) is None
    assert batch_money(ROWS, ("T4",), 2.0, (), None, None, "USD", 7.2, None) == []
