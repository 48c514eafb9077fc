"""A stated "US" matches United States regions only: Canada is another country (catalog/data/unmapped_places.csv).
A blind expert review saw Cudo's ca-montreal-3 ranked under "✅ honoured: the US" for a law firm that said
"US": the `us` row's pattern in catalog/data/regions.csv carried `^ca-|canada`."""

from __future__ import annotations

import pytest

from catalog.places import gazetteer


@pytest.mark.parametrize("region", ["ca-montreal-3", "ca-central-1", "canadacentral", "montreal-canada-2",
                                    "toronto-canada-1", "calgary-canada-1"])
def test_a_canadian_region_is_not_the_us(region):
    us = gazetteer().place("us")
    assert us is not None and us.pattern is not None and not us.pattern.search(region)


@pytest.mark.parametrize("region", ["us-east-1", "us-carlsbad-1", "eastus", "westus2", "us-central1", "US"])
def test_a_us_region_is_the_us(region):
    us = gazetteer().place("us")
    assert us is not None and us.pattern is not None and us.pattern.search(region.lower())
