"""A rule on who owns the provider (tools.owners) over each provider's recorded headquarters
(catalog/data/providers.csv `hq`, with its source): hand-worked splits, and the facts the catalog records."""

from __future__ import annotations

from catalog.places import brokers, gazetteer, headquarters, providers
from tools.owners import owned_in, owner_split
from tools.schema import OwnerRule


def test_a_country_lies_in_the_wider_places_it_is_within():
    g = gazetteer()
    assert owned_in("it", "eu", g)          # Italy is an EU member state
    assert owned_in("uk", "europe", g)      # the UK is in Europe …
    assert not owned_in("uk", "eu", g)      # … but not in the EU
    assert not owned_in("us", "eu", g)
    assert owned_in("us", "us", g)


def test_no_us_owned_keeps_the_others_and_leaves_out_the_unknown_and_the_resellers():
    # by hand: aws (us) out by its owner, nebius (nl) kept, "x" with no recorded owner out and named, the reseller out
    hqs = {"aws": "us", "nebius": "nl", "x": "", "shadeform": "us"}
    s = owner_split(OwnerRule(place="us", only=False), hqs, {"shadeform"}, gazetteer())
    assert (s.kept, s.owned_out, s.unknown, s.resellers) == (["nebius"], ["aws"], ["x"], ["shadeform"])


def test_eu_owned_only_keeps_member_states_only():
    # seeweb (Italy) and scaleway (France) are in the EU; cudo (the UK) and tencent (China) are not
    hqs = {"seeweb": "it", "cudo": "uk", "scaleway": "fr", "tencent": "cn"}
    s = owner_split(OwnerRule(place="eu", only=True), hqs, set(), gazetteer())
    assert s.kept == ["seeweb", "scaleway"] and s.owned_out == ["cudo", "tencent"]


def test_every_provider_has_a_sourced_headquarters_or_none():
    # an owner is a regions.csv tag with its source; a blank one says why (never guessed)
    import csv

    from catalog.places import DATA

    tags = {r.tag for r in gazetteer().regions}
    for name in ("providers.csv", "sellers.csv"):
        with open(DATA / name, encoding="utf-8", newline="") as f:
            for row in csv.DictReader(f):
                assert row["hq"] == "" or row["hq"] in tags, row["name"]
                assert row["hq_source"].strip(), row["name"]


def test_the_recorded_owners_of_a_few_providers():
    # from their sources: AWS (Seattle), Nebius Group N.V. (Amsterdam), Seeweb (Frosinone), Alibaba Cloud (Hangzhou)
    hq = headquarters()
    assert (hq["aws"], hq["nebius"], hq["seeweb"], hq["alibaba"]) == ("us", "nl", "it", "cn")
    assert {p.name for p in providers() if p.broker} == set(brokers())
