"""Seed 002's money formulas and the billing-mode rules."""

import pytest

from tools.cost import (
    convert,
    cost_line,
    cost_per_million_tokens,
    per_gpu_price,
    reserved_break_even,
    spot_rework_hours,
    tflops_per_price,
    total_cost,
)
from tools.schema import InstanceRow, Money


def test_fig17_per_gpu_price():
    assert per_gpu_price(98.32, 8) == pytest.approx(12.29)
    with pytest.raises(ValueError):
        per_gpu_price(10, 0)


def test_fig18_price_performance():
    # seed 002's own example: T4 65 TFLOPS at 6.8 元/h vs A100 312 at 32 元/h
    assert tflops_per_price(65, 6.8) == pytest.approx(9.559, rel=1e-3)
    assert tflops_per_price(312, 32) == pytest.approx(9.75)


def test_fig19_total_cost():
    assert total_cost(10.0, 24, storage=5.0, traffic=2.5) == pytest.approx(247.5)


def test_currency_conversion_round_trip_and_rate_is_used():
    cny = convert(Money(amount=2.0, currency="USD"), "CNY", usd_cny=7.0)
    assert cny.amount == pytest.approx(14.0) and cny.currency == "CNY"
    assert convert(cny, "USD", usd_cny=7.0).amount == pytest.approx(2.0)
    with pytest.raises(ValueError):
        convert(cny, "USD", usd_cny=0)


def test_reserved_break_even():
    assert reserved_break_even(3650, 10) == pytest.approx(0.5)
    # a month is 730 h: a reservation priced at 730 on-demand hours breaks even only at full use,
    # and a job one hour longer than a month pays for two months
    assert reserved_break_even(730 * 10, 10) == pytest.approx(1.0)
    assert cost_line(row(), job_hours=730).job_reserved == pytest.approx(29200)
    assert cost_line(row(), job_hours=731).job_reserved == pytest.approx(2 * 29200)


def test_spot_rework_grows_with_checkpoint_interval():
    assert spot_rework_hours(100, 60) > spot_rework_hours(100, 15) > 0


def test_cost_per_million_tokens():
    assert cost_per_million_tokens(3.6, 1000) == pytest.approx(1.0)


def row(**kw):
    base = dict(provider="x", instance_type="t", gpu="H100 SXM", gpu_count=8, price_on_demand=80.0,
                price_spot=24.0, price_reserved_month=29200.0, currency="USD")
    base.update(kw)
    return InstanceRow(**base)


def test_cost_line_all_modes():
    line = cost_line(row(), job_hours=100, tflops=8 * 989.5)
    assert line.per_gpu_hour == pytest.approx(10.0)
    assert line.job_on_demand == pytest.approx(8000)
    assert line.job_spot > 24 * 100  # rework added
    assert line.job_reserved == pytest.approx(29200)  # one month minimum
    assert line.reserved_break_even_utilisation == pytest.approx(29200 / (80 * 730))
    assert line.tflops_per_currency_hour == pytest.approx(8 * 989.5 / 80)


def test_spot_not_priced_for_non_restartable_work():
    line = cost_line(row(), job_hours=730, restartable=False)
    assert line.job_spot is None and any("not restartable" in n for n in line.notes)


def test_cost_line_in_cny_and_multi_instance():
    line = cost_line(row(), instances=2, currency="CNY", usd_cny=7.0)
    assert line.hourly_on_demand == pytest.approx(80 * 2 * 7)
    assert line.per_gpu_hour == pytest.approx(80 * 2 * 7 / 16)


def test_fig14_spot_is_a_third_to_a_tenth_of_on_demand_in_the_catalog():
    import statistics

    from catalog.db import open_db, query_instances

    rows = [r for r in query_instances(open_db(), rankable_only=True) if r.price_spot and r.price_on_demand
            and not r.quarantined and r.provider in ("aws", "gcp", "azure")]  # the hyperscalers' spot markets
    ratio = statistics.median(r.price_spot / r.price_on_demand for r in rows)
    # ≈ a third: 0.343 since Azure's undated v6 spot rows outside eastus (share ≈ 0.12) left the ranking as
    # `unconfirmed_price`; GCP's dated billing catalog prices spot at 10.5-60 % of on-demand (median 52 %), so the
    # reference's "1/3 … 1/10" is the upper end rounded (docs/CATALOG_AUDIT.md "Fifth fix round")
    assert 1 / 10 <= ratio <= 0.35


def test_spot_rework_defaults_to_checkpoints_15_minutes_apart():
    # seed 000: spot only with checkpoints ≤ 15 min apart; the default rework is priced at that interval
    assert spot_rework_hours(100) == pytest.approx(spot_rework_hours(100, 15))
    assert spot_rework_hours(100) < spot_rework_hours(100, 16)
    line = cost_line(row(), job_hours=100)
    assert line.job_spot == pytest.approx(24 * (100 + spot_rework_hours(100, 15)))
