"""Countries, provinces and cities with priced cloud regions outside Europe and East Asia are places to keep offers to,
from the one gazetteer (catalog/data/regions.csv); a place with no offers is said with the nearest that has them.

A question once asked for an Ontario clinic network's Whisper + Llama pipeline with "PHIPA so data stays in canada":
the answer said "'canada' is not a place I can keep offers to" and ranked AWS US rows, while the catalog prices AWS
ca-central-1 (Montréal), GCP northamerica-northeast1/2 (Montréal, Toronto), Cudo ca-montreal-3 and others."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog.places import gazetteer, unmapped_near


@pytest.mark.parametrize("text,regions", [
    ("PHIPA so data stays in canada. serve Llama-3.1-8B for 50 users", ["ca"]),
    ("部署 Llama-3.1-8B 给50人用，数据必须留在加拿大", ["ca"]),
    ("部署 Llama-3.1-8B 給50人用，資料要留在加拿大境內", ["ca"]),
    ("Llama-3.1-8B 畀50個人用，啲數據唔可以出加拿大", ["ca"]),
    ("serve Llama-3.1-8B for 50 users, data must stay in Toronto", ["ca-on"]),
    ("部署 Llama-3.1-8B，資料不能離開安大略省", ["ca-on"]),
    ("serve Llama-3.1-8B in Montreal for 50 users", ["ca-qc"]),
    ("serve Llama-3.1-8B for 50 users in Brazil (LGPD)", ["br"]),  # the law named: the place is a rule
    ("部署 Llama-3.1-8B 到迪拜，50人用", ["ae"]),
    # hosted in the place ("50 users in Saudi Arabia" alone is where the users are: a latency note, no filter)
    ("host Llama-3.1-8B in Saudi Arabia for 50 users", ["sa"]),
    ("serve Llama-3.1-8B for 50 users, data must stay in South Africa", ["za"]),
])
def test_a_country_province_or_city_with_priced_regions_is_a_region(text, regions):
    assert extract(text).patch.regions == regions


def test_where_the_clinic_is_does_not_narrow_the_stated_rule():
    # "clinic network in ontario" is who the user is; "data stays in canada" is the rule: all of Canada (Montréal's
    # AWS ca-central-1 included), never only Toronto
    e = extract("clinic network in ontario. ~2000 patient visit recordings a day, ~15 min each. want whisper large-v3 "
                "transcripts + a SOAP note draft from llama 3.1 8b. "
                "PHIPA so data stays in canada. we're on AWS but open")
    assert e.patch.regions == ["ca"], e.patch.regions
    # "patient visit recordings" are recordings: 2,000 a day are the LLM's requests (and 2,000 × 15 min = 500 h of
    # audio a day for the speech stage), never one chat user
    assert e.patch.requests_per_day == 2000, e.patch


def test_a_hospital_in_a_city_is_where_the_user_is():
    # 我們公司在台北: who the user is, like 團隊在 (no Taiwan-only filter unasked)
    assert not extract("我們公司在台北，想微調 Llama 3.1 8B").patch.regions
    # a hospital's medical records (病歷) are personal data: kept in Taiwan by the personal-data assumption (個資法),
    # said as assumed — not by reading 在台北 as a rental place (public_residency_read.read_personal_residency)
    got = extract("我們醫院在台北，想用病歷微調 Llama 3.1 8B")
    assert got.patch.regions == ["tw"] and any("personal data ('病歷'): I assumed it stays in Taiwan" in n for n in got.notes)


@pytest.mark.parametrize("tag,region,inside", [
    ("ca", "ca-central-1", True), ("ca", "northamerica-northeast2", True), ("ca", "ca - canada-1", True),
    ("ca", "alberta, ca, na", True), ("ca", "toronto-canada-1", True), ("ca", "us-east-1", False),
    ("ca-on", "northamerica-northeast2", True), ("ca-on", "ca-central-1", False),  # AWS Canada Central is Montréal
    ("ca-qc", "ca-central-1", True), ("ca-qc", "ca-montreal-3", True),
    ("br", "southamerica-east1", True), ("ae", "me-central-1", True), ("bh", "me-south-1", True),
    ("sa", "me-central2", True), ("il", "me-west1", True), ("za", "af-south-1", True), ("za", "za-centurion-1", True),
    ("id", "ap-southeast-3", True), ("id", "ap-southeast-1", False),
])
def test_each_place_keeps_the_cloud_regions_inside_it(tag, region, inside):
    p = gazetteer().place(tag)
    assert p is not None and p.pattern is not None and bool(p.pattern.search(region)) is inside


@pytest.mark.parametrize("text,place,near", [
    ("serve Llama-3.1-8B for 20 users, data must stay in Mexico", "Mexico", "US Central"),
    ("部署 Llama-3.1-8B 给20人用，数据必须留在越南", "越南", "Singapore"),
    ("部署 Llama-3.1-8B 給20人用，資料要留在澳門", "澳門", "Hong Kong"),
])
def test_a_place_with_no_offers_is_said_with_the_nearest_that_has_them(text, place, near):
    e = extract(text)
    said = [n for n in e.notes if f"'{place}' is not a place I can keep offers to" in n]
    assert not e.patch.regions and said and f"the nearest places I price: {near}" in said[0], e.notes


def test_every_nearest_place_of_an_unmapped_one_is_a_gazetteer_place():
    assert [t for tags in unmapped_near().values() for t in tags if gazetteer().place(t) is None] == []


@pytest.mark.parametrize("text", [
    "clinic network in ontario. PHIPA so data stays in canada. we're on AWS but open. llama 3.1 8b",
    "we are on AWS, open to other clouds. serve Llama-3.1-8B in Canada",
])
def test_a_cloud_the_user_is_on_but_open_beyond_is_compared_not_kept_to(text):
    # "we're on AWS but open": AWS is compared with the pick (checked_provider), never the only cloud ranked
    p = extract(text).patch
    assert p.providers is None and p.checked_provider == "aws" and p.regions == ["ca"], p
