"""The local GPU-rental platforms the catalog holds no price from (tools.local_markets): which places ask for them,
which platforms are missing, which cards a reference may use there. docs/RECOMMENDER.md "Local platforms the
catalog lacks"."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from catalog.places import gazetteer
from tools import local_markets as lm
from tools.schema import InstanceRow

PLACES = gazetteer()


def _row(provider: str, region: str, gpu: str = "RTX 4090", price: float | None = 0.5, q: str = "") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type="x", region=region, gpu=gpu, gpu_count=1,
                       price_on_demand=price, currency="USD", price_scope="instance", quarantined=q)


@pytest.mark.parametrize("regions, tags", [
    (["cn"], ("cn",)),            # 国内: the mainland as a whole
    (["cn-east"], ("cn",)),       # 华东 lies in the mainland (regions.csv china=yes)
    (["hk"], ("hk",)),
    (["tw", "hk"], ("tw", "hk")),  # both places are local markets
    (["hk", "sg"], ()),           # Singapore has none listed: the catalog's rows there are the market
    (["eu"], ()),
    (None, ()),                    # no place stated: nothing to say
])
def test_a_stated_place_is_a_local_market_only_when_every_place_is_one(regions, tags):
    assert lm.market_tags(regions, PLACES) == tags


def test_a_platform_drops_out_once_the_catalog_prices_it():
    # with no rows every cn platform is missing (AutoDL, GPUShare, Matpool: three); an imported AutoDL price removes
    # AutoDL only; a quarantined (unrankable) row does not count as a price
    assert [m.provider for m in lm.missing(["cn"], [])] == ["autodl", "gpushare", "matpool"]
    assert [m.provider for m in lm.missing(["cn"], [_row("autodl", "cn-east")])] == ["gpushare", "matpool"]
    assert len(lm.missing(["cn"], [_row("autodl", "cn-east", q="no_price: x")])) == 3
    # Alibaba counts for Hong Kong only in its cn-hongkong region: a Shanghai row leaves it missing
    hk = lm.missing(["hk"], [_row("alibaba", "cn-shanghai")])
    assert "alibaba_hk" in [m.id for m in hk]
    assert "alibaba_hk" not in [m.id for m in lm.missing(["hk"], [_row("alibaba", "cn-hongkong")])]


def test_a_reference_for_mainland_or_hong_kong_uses_no_export_controlled_card():
    # H100 is export-controlled (tools.compat.EXPORT_CONTROLLED) so it cannot stand in for a mainland or Hong Kong
    # platform; an RTX 4090 and an A800 can; in Taiwan (no such rule) the H100 can
    gpus = all_gpus()
    rows = [_row("runpod", "US", "RTX 4090"), _row("lambda", "us-east-1", "H100 SXM"), _row("x", "US", "A800 80GB SXM")]
    kept = {r.gpu for r in lm.reference_rows(rows, gpus, ["cn"])}
    assert "H100 SXM" not in kept and "RTX 4090" in kept
    assert "H100 SXM" not in {r.gpu for r in lm.reference_rows(rows, gpus, ["hk"])}
    assert "H100 SXM" in {r.gpu for r in lm.reference_rows(rows, gpus, ["tw"])}


def test_a_named_local_platform_is_asked_for_at_its_place():
    # "在AutoDL上": AutoDL at cn; "恒源云或AutoDL": both; AutoDL beside AWS is not a local-market question
    assert lm.asked_markets(None, ["autodl"], PLACES, []) == (("cn",), (lm.LOCAL_MARKETS["cn"][0],))
    tags, gone = lm.asked_markets(None, ["gpushare", "autodl"], PLACES, [])
    assert tags == ("cn",) and {m.provider for m in gone} == {"autodl", "gpushare"}
    assert lm.asked_markets(None, ["autodl", "aws"], PLACES, []) == ((), ())
    # AutoDL priced in the catalog: the provider's own rows answer, no gap
    assert lm.asked_markets(None, ["autodl"], PLACES, [_row("autodl", "cn-east")]) == ((), ())
