"""A family row with no region and no price (Alibaba gn7i, gn8is) counts for a place outside mainland China where its
cloud publishes a region (catalog/data/region_ids.csv: alibaba cn-hongkong), so "only Alibaba Hong Kong" is sized on
it; a budget line beside a headline that gives the per-GPU-hour quote says that quote instead of "cannot be checked"
(tools.constraints.budget_by_quote)."""

from __future__ import annotations

from catalog.places import gazetteer
from tools.constraints import budget_by_quote, budget_unchecked, family_published_in
from tools.schema import Budget, InstanceRow, Msg

PLACES = gazetteer()


def _family(provider: str, region: str = "") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type="ecs.gn7i-c8g1.2xlarge", region=region, gpu="A10",
                       gpu_count=1, currency="CNY", price_scope="instance")


def test_an_alibaba_family_counts_in_hong_kong():
    assert family_published_in(_family("alibaba"), ["hk"], PLACES)  # alibaba publishes cn-hongkong


def test_a_family_does_not_count_where_its_cloud_has_no_region_or_in_the_mainland():
    assert not family_published_in(_family("tencent"), ["tw"], PLACES)  # Tencent lists no Taiwan region
    assert not family_published_in(_family("alibaba"), ["cn"], PLACES)  # the mainland keeps region_ok's rule
    assert not family_published_in(_family("alibaba", "cn-shanghai"), ["hk"], PLACES)  # a row with its own region
    assert not family_published_in(_family("alibaba"), [], PLACES)


def test_an_unchecked_budget_takes_the_quote_of_the_plan():
    # ¥10,000 total over 183 GPU-hours: ≤ ¥54.64 per GPU-hour keeps it (10,000 ÷ 183)
    cs = [budget_unchecked(Budget(amount=10_000, currency="CNY", per="total"))]
    out = budget_by_quote(cs, "¥54.64")
    assert out[0].status == "unchecked" and out[0].message.code == "constraints.budget_by_quote"
    assert out[0].message.args["money"] == "¥54.64"
    ref = Msg(code="recommend.unpriced_plan.listed", args={"card": "H100 SXM", "ref": "¥12.91", "provider": "x",
                                                           "region": "y"})
    ample = budget_by_quote(cs, "¥54.64", ref)
    assert ample[0].message.code == "constraints.budget_by_quote_ample" and ample[0].message.args["ref"] == ref


def test_alibaba_named_with_hong_kong_asks_for_its_hong_kong_platform():
    # "只用阿里云香港": Alibaba's Hong Kong region has no priced row, so it is the platform asked for, at hk (its reference
    # is then drawn from cards sold in Hong Kong, never an export-controlled MI300X); without the place, Alibaba's
    # mainland list prices are no local-platform gap
    from tools import local_markets as lm

    tags, gone = lm.asked_markets(["hk"], ["alibaba"], PLACES, [])
    assert tags == ("hk",) and [m.id for m in gone] == ["alibaba_hk"]
    assert lm.asked_markets(None, ["alibaba"], PLACES, []) == ((), ())
