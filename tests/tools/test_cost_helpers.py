"""The computations moved out of `advisor/` (no arithmetic on figures there) behave as the renderers relied on."""

import pytest

from tests.conftest import module_home
from tools.cost import cheapest_gpu_hour, days_to_hours
from tools.defaults import params_from_billions
from tools.schema import InstanceRow, SpecTier

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _row(gpu: str, price: float | None, count: float | None, currency: str = "USD") -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}x{count}", gpu=gpu, gpu_count=count,
                       price_on_demand=price, currency=currency)


def test_cheapest_gpu_hour_divides_by_gpus_converts_and_keeps_the_lowest():
    offers = [_row("H100", 32.0, 8), _row("H100", 5.0, 1), _row("L4", 72.0, 4, "CNY"),
              _row("A10", None, 1), _row("T4", 1.0, None)]
    got = cheapest_gpu_hour(offers, "USD", usd_cny=7.2)
    assert got == {"H100": 4.0, "L4": 2.5}
    assert cheapest_gpu_hour(offers, "CNY", usd_cny=7.2)["H100"] == 4.0 * 7.2


def test_unit_helpers():
    assert days_to_hours(2.5) == 60
    assert params_from_billions(7) == 7_000_000_000


def test_gpus_per_replica_only_when_the_count_splits_evenly():
    assert SpecTier.model_construct(count=8, replicas=2).gpus_per_replica == 4
    assert SpecTier.model_construct(count=6, replicas=4).gpus_per_replica is None
