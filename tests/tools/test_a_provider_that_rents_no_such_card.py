"""A provider that rents no card of a segment is never said to offer it: the big clouds (AWS, GCP, Azure, OCI,
Alibaba, Tencent) list only data-centre GPUs, so a GeForce card limited to them is "not on offer there", never "it
holds the work, import your quote" — recorded as data (catalog/data/providers.csv unrented_segments, read by
tools.places.Gazetteer.rents), checked against the catalog's own rows (docs/RECOMMENDER.md "Cards a provider does not
rent")."""

from __future__ import annotations

import csv

import pytest

from catalog.gpus import all_gpus
from catalog.places import DATA, gazetteer, providers
from tools.recommend import not_offered, segment_refused
from tools.schema import Workload


def _csv(name: str) -> list[dict[str, str]]:
    with open(DATA / name, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def test_the_big_clouds_rent_no_geforce_and_the_marketplaces_are_not_assumed_to():
    g = gazetteer()
    # each named in providers.csv with a source: AWS/GCP/Azure/OCI/Alibaba/Tencent GPU instance lists are data-centre
    for p in ("aws", "gcp", "azure", "oci", "alibaba", "tencent"):
        assert not g.rents(p, "consumer"), p
        assert g.rents(p, "datacenter"), p  # only the recorded segment is refused
    # RunPod and Vast rent 4090s (catalog rows); AutoDL is unrecorded, so nothing is assumed against it
    for p in ("runpod", "vast", "autodl"):
        assert g.rents(p, "consumer"), p


def test_every_recorded_segment_has_a_source():
    for p in providers():
        if p.unrented:
            row = next(r for r in _csv("providers.csv") if r["name"] == p.name)
            assert row["unrented_source"].strip(), p.name


def test_no_catalog_row_contradicts_the_record():
    # the data agrees with itself: no instance row of a provider is a card of a segment it is recorded not to rent
    gpus, unrented = all_gpus(), gazetteer().unrented
    bad = []
    for name in ("instances.csv", "extra_instances.csv"):
        for r in _csv(name):
            g = gpus.get(r["gpu"])
            if g is not None and g.segment in unrented.get(r["provider"], frozenset()):
                bad.append((name, r["provider"], r["instance_type"], r["gpu"]))
    assert not bad, bad[:5]


@pytest.mark.parametrize(("providers_", "gpu", "refused"), [
    (["tencent"], "RTX 3090", True),           # a GeForce card on a cloud that lists none
    (["gcp", "azure"], "RTX 5090", True),      # every stated provider rents none
    (["tencent", "runpod"], "RTX 3090", False),  # RunPod rents it: the card may still be had
    (["alibaba"], "A10", False),               # a data-centre card Alibaba does rent (gn7i)
    (None, "RTX 4090", False),                 # no provider stated: nothing to refuse
])
def test_a_card_no_stated_provider_rents_is_refused(providers_, gpu, refused):
    w = Workload(task="inference", model="qwen2.5-7b", providers=providers_)
    got = segment_refused(w, gazetteer(), all_gpus()[gpu])
    assert (got is not None) is refused
    if refused:
        assert "GeForce" in got.text("en") and gpu in got.text("en")
        assert "不出租" in got.text("zh") and "GeForce" in got.text("zh")
        assert not_offered(w, gazetteer(), all_gpus()[gpu]) is not None


def test_the_users_own_card_is_never_refused_by_a_providers_list():
    # "I own two 3090s, else rent on AWS": the owned card is theirs, not AWS's to rent
    w = Workload(task="inference", model="qwen2.5-7b", providers=["aws"], owned_gpus=True)
    assert segment_refused(w, gazetteer(), all_gpus()["RTX 3090"]) is None


def _answer(tmp_path, text: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db")).handle("k", text).text


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said", "false_yes"), [
    # Tencent lists T4/V100/A10/A100-class instances only: a 4090 is not on offer there at any price
    ("只能用腾讯云，部署 Qwen2.5-14B 给 30 个人用，用 RTX 4090 行吗？要几张？", "腾讯云不出租 RTX 4090",
     "能装下该负载（见上文）"),
    # GCP's GPU machine types are data-centre cards: "import your quote for the 5090" would be false
    ("GCP only: serve Mistral-Small-24B for 20 users on RTX 5090 cards. How many and what per month?",
     "is rented on GCP", "only a price for a RTX 5090 machine is missing"),
])
def test_a_geforce_card_on_a_big_cloud_is_said_to_be_not_on_offer(tmp_path, text, said, false_yes):
    out = _answer(tmp_path, text)
    assert said in out, out[:1500]
    assert false_yes not in out, out[:1500]
