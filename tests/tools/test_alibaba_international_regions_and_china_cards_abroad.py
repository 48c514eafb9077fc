"""Alibaba Cloud's international regions are in the region table, and a card sold for the China market is planned
abroad only where a catalog row puts it.

Alibaba's ECS region list (alibabacloud.com/help/doc-detail/140601.htm, read 2026-12-06; ECS Endpoints page last
updated 2026-01-12): Singapore ap-southeast-1, Tokyo ap-northeast-1, Seoul ap-northeast-2, Frankfurt eu-central-1,
Silicon Valley us-west-1, Virginia us-east-1, Dubai me-east-1 (and Kuala Lumpur, Jakarta, Manila, Bangkok, London,
whose ids AWS uses for other cities: listed with no place tag). "Alibaba Singapore" was answered "Alibaba has no
region in Singapore". Alibaba reuses AWS's ids: a bare "us-east-1" stays AWS's (catalog.places.region_owners).

No catalog row puts an H20 on Tencent anywhere, nor Alibaba's H800 (ebmgn8v, a region-less family) outside China: the
family counts in Hong Kong and Macau (the export rules' China, tools.compat.PURCHASE_PLACES) but not in Singapore; the
L20 family gn8is, whose source says it is sold only outside China, counts there.
"""

from __future__ import annotations

from catalog.places import gazetteer, region_owners
from tools.constraints import family_published_in
from tools.schema import InstanceRow

PLACES = gazetteer()


def _family(provider: str, itype: str, gpu: str, source: str = "third-party code mapping") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=itype, region="", gpu=gpu, currency="CNY",
                       price_scope="instance", source=source)


def test_alibaba_publishes_its_international_regions():
    assert PLACES.published_in("alibaba", ["sg"]) == ["ap-southeast-1"]
    assert PLACES.published_in("alibaba", ["jp"]) == ["ap-northeast-1"]
    assert PLACES.published_in("alibaba", ["kr"]) == ["ap-northeast-2"]
    assert PLACES.published_in("alibaba", ["de"]) == ["eu-central-1"]
    assert PLACES.published_in("alibaba", ["frankfurt", "de"]) == ["eu-central-1"]  # once, not per place word
    assert PLACES.published_in("alibaba", ["us-west"]) == ["us-west-1"]
    assert PLACES.published_in("alibaba", ["ae"]) == ["me-east-1"]
    assert PLACES.published_in("alibaba", ["hk"]) == ["cn-hongkong"]
    assert PLACES.published_in("tencent", ["de"]) == ["eu-frankfurt"]  # Tencent's Frankfurt is in Germany too


def test_a_shared_id_stays_with_the_first_published_list():
    owners = region_owners()
    assert owners["us-east-1"] == "aws" and owners["ap-southeast-1"] == "aws" and owners["eu-central-1"] == "aws"
    assert owners["ap-southeast-3"] == "aws"  # AWS Jakarta; Alibaba's ap-southeast-3 is Kuala Lumpur


def test_a_china_market_family_counts_in_hong_kong_not_abroad():
    h800 = _family("alibaba", "ecs.ebmgn8v.48xlarge", "H800 SXM")
    assert family_published_in(h800, ["hk"], PLACES)  # D:5 China: Alibaba's Hong Kong quote, as before
    assert not family_published_in(h800, ["sg"], PLACES) and not family_published_in(h800, ["jp"], PLACES)
    l20 = _family("alibaba", "ecs.gn8is-8x.32xlarge", "L20", "Alibaba ECI doc notes gn8is only outside China")
    assert family_published_in(l20, ["sg"], PLACES)  # its source sells it outside China
    a10 = _family("alibaba", "ecs.gn7i-c8g1.2xlarge", "A10")
    assert family_published_in(a10, ["sg"], PLACES) and family_published_in(a10, ["de"], PLACES)
    assert not family_published_in(a10, ["tw"], PLACES)  # Alibaba lists no Taiwan region
