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
    # platform; an RTX 4090 can; in Taiwan (no such rule) the H100 can
    gpus = all_gpus()
    rows = [_row("runpod", "US", "RTX 4090"), _row("lambda", "us-east-1", "H100 SXM"), _row("runpod", "CA", "MI300X")]
    kept = {r.gpu for r in lm.reference_rows(rows, gpus, ["cn"])}
    assert "H100 SXM" not in kept and "RTX 4090" in kept
    # AMD's MI300X falls under the same US rules (and the local platforms rent NVIDIA): not a mainland stand-in
    assert "MI300X" not in kept and "MI300X" in {r.gpu for r in lm.reference_rows(rows, gpus, ["tw"])}
    assert "H100 SXM" not in {r.gpu for r in lm.reference_rows(rows, gpus, ["hk"])}
    assert "H100 SXM" in {r.gpu for r in lm.reference_rows(rows, gpus, ["tw"])}


def test_a_named_local_platform_is_asked_for_at_its_place():
    # "在AutoDL上": AutoDL at cn; "恒源云或AutoDL": both; "TWCC 跟 AWS": TWCC at tw (AWS is priced, not a platform
    # of LOCAL_MARKETS); a named cloud that is no local platform (AWS alone) asks for none, whatever the place
    assert lm.asked_markets(None, ["autodl"], PLACES, []) == (("cn",), (lm.LOCAL_MARKETS["cn"][0],))
    tags, gone = lm.asked_markets(None, ["gpushare", "autodl"], PLACES, [])
    assert tags == ("cn",) and {m.provider for m in gone} == {"autodl", "gpushare"}
    assert lm.asked_markets(None, ["twcc", "aws"], PLACES, []) == (("tw",), (lm.LOCAL_MARKETS["tw"][0],))
    assert lm.asked_markets(["hk"], ["aws"], PLACES, []) == ((), ())
    # AutoDL priced in the catalog: the provider's own rows answer, no gap
    assert lm.asked_markets(None, ["autodl"], PLACES, [_row("autodl", "cn-east")]) == ((), ())
    # only unpriced platforms named: the answer's own unpriced plan speaks (no second line); one priced beside: not
    assert lm.only_unpriced(["AutoDL"], lm.LOCAL_MARKETS["cn"]) and not lm.only_unpriced(["autodl", "aws"],
                                                                                        lm.LOCAL_MARKETS["cn"])


def test_a_consumer_marketplace_card_may_run_an_image_batch_and_wins_on_cost():
    # Batch work needs no seller SLA, so a consumer card on a marketplace is ranked (tools.offers refuses those only
    # for online serving). SDXL 10,000 images at 1024², no deadline, one machine each:
    # RTX 4090: 3.31 s (A100 measured) × 312 / 165.2 TFLOPS = 6.251 s → 17.36 h + 0.25 h start-up = 17.61 h × $0.40
    #   ≈ $7.05; A10: 3.31 × 312 / 125 = 8.262 s → 22.95 h + 0.25 h = 23.20 h × $1.00 ≈ $23.20 → the 4090 first
    from tools.media import MODELS, plan
    from tools.schema import Workload

    def row(gpu: str, price: float, market: bool) -> InstanceRow:
        return InstanceRow(provider="m" if market else "c", instance_type=gpu, region="us-east-1", gpu=gpu,
                           gpu_count=1, vcpu=16, ram_gib=64, price_on_demand=price, marketplace=market)

    p = plan(MODELS["sdxl"], Workload(modality="diffusion", batch_requests=10_000), all_gpus(),
             [row("RTX 4090", 0.40, True), row("A10", 1.00, False)], size=(1024, 1024), currency="USD", usd_cny=7.0,
             fx={})
    assert p is not None and [r.gpu for r in p.rows] == ["RTX 4090", "A10"]
    assert p.rows[0].cost == pytest.approx(7.05, abs=0.02) and p.rows[1].cost == pytest.approx(23.20, abs=0.02)


def test_a_mainland_image_batch_names_the_platforms_and_a_4090_reference_never_an_h100():
    # SDXL, 10,000 images at 1024², no deadline, in mainland China (regions cn). Rows (USD, one machine each):
    # Alibaba A10 $1.00/h in cn-shanghai: 3.31 × 312 / 125 = 8.262 s → 22.95 h + 0.25 h = 23.20 h ≈ $23.20 (the pick);
    # RTX 4090 $0.40/h abroad: 3.31 × 312 / 165.2 = 6.251 s → 17.36 + 0.25 = 17.61 h ≈ $7.05;
    # H100 SXM $0.50/h abroad: faster than the A100 but never above the measured card → 3.31 s → 9.19 + 0.25 = 9.44 h
    # ≈ $4.72, the cheapest, but export-controlled: not a mainland stand-in. So the reference is the 4090 at $7.05.
    from tools.media import MODELS, plan
    from tools.schema import Workload

    def row(provider: str, region: str, gpu: str, price: float) -> InstanceRow:
        return InstanceRow(provider=provider, instance_type=gpu, region=region, gpu=gpu, gpu_count=1, vcpu=16,
                           ram_gib=64, price_on_demand=price)

    rows = [row("alibaba", "cn-shanghai", "A10", 1.00), row("runpod", "US", "RTX 4090", 0.40),
            row("lambda", "us-east-1", "H100 SXM", 0.50)]
    p = plan(MODELS["sdxl"], Workload(modality="diffusion", batch_requests=10_000, regions=["cn"]), all_gpus(), rows,
             size=(1024, 1024), currency="USD", usd_cny=7.0, fx={}, places=PLACES)
    assert p is not None and p.rows[0].gpu == "A10" and p.rows[0].cost == pytest.approx(23.20, abs=0.02)
    assert p.market is not None
    en, zh = p.market.text("en"), p.market.text("zh")
    assert "AutoDL" in en and "Matpool" in en and "RTX 4090" in en and "$7.05" in en and "H100" not in en, en
    assert "AutoDL、恒源云、矩池云" in zh and "参考（不是它们的报价）" in zh, zh


def test_a_reference_dearer_than_the_pick_is_not_shown_but_the_gap_is():
    # the same batch with the 4090 at $2.00/h abroad: 17.61 h × $2.00 ≈ $35.22, above the mainland A10's $23.20, so
    # no reference is offered (it would not be the cheaper way); the missing platforms are still named
    from tools.media import MODELS, plan
    from tools.schema import Workload

    rows = [InstanceRow(provider=pr, instance_type=g, region=rg, gpu=g, gpu_count=1, vcpu=16, ram_gib=64,
                        price_on_demand=price)
            for pr, rg, g, price in (("alibaba", "cn-shanghai", "A10", 1.00), ("runpod", "US", "RTX 4090", 2.00))]
    p = plan(MODELS["sdxl"], Workload(modality="diffusion", batch_requests=10_000, regions=["cn"]), all_gpus(), rows,
             size=(1024, 1024), currency="USD", usd_cny=7.0, fx={}, places=PLACES)
    assert p is not None and p.market is not None
    en = p.market.text("en")
    assert "AutoDL" in en and "for reference" not in en and "RTX 4090" not in en, en
