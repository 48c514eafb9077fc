"""Taiwan's names live once, in the tw row of catalog/data/regions.csv: the public-sector reader
(advisor.core.public_sector_read._taiwan) reads that row, the TWD words of fx.csv, and its own documented lists of
Taiwan's cities and agency words (a city said in passing is no region to rent in, so the cities stay out of the row)."""

from __future__ import annotations

import csv

import pytest

from advisor.core.extract_rules import extract
from advisor.core.public_sector_read import _taiwan, agency_place
from catalog.places import DATA
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _tw_names() -> list[str]:
    with open(DATA / "regions.csv", encoding="utf-8", newline="") as f:
        row = next(r for r in csv.DictReader(f) if r["tag"] == "tw")
    return [w for col in ("names_en", "names_zh_hans", "names_zh_hant") for w in row[col].split(";") if w]


def test_every_name_of_the_tw_row_is_taiwan_to_the_agency_reader():
    # one place for Taiwan's names: a name the gazetteer row lists is Taiwan for the public-sector reader too
    for w in _tw_names():
        assert _taiwan().search(f"we are the IT office of {w}"), w


@pytest.mark.parametrize("text", [
    # en: an agency in Tainan (a city of the tw row), Gemma-2-9B
    "Tainan city government IT office, we want Gemma-2-9B for 40 clerks",
    # 简体: 嘉义县政府 — 嘉义 is Taiwan's, written in Simplified (the script alone would read it as a mainland agency)
    "我们是嘉义县政府资讯室，想部署 Mistral-7B 给 15 个人用",
    # 繁體: 彰化縣政府 with NT$ said
    "彰化縣政府想用 Llama-3.1-8B，預算每月 NT$40,000",
])
def test_a_taiwan_city_places_an_agency_in_taiwan(text: str):
    assert agency_place(text, [], "zh" if "我们" in text else "en", "") == "tw"


def test_the_peoples_republic_is_never_taiwan():
    # "People's Republic of China" holds "Republic of China" (Taiwan's own name): it is the PRC
    assert agency_place("a People's Republic of China provincial government office", [], "en", "") != "tw"



@pytest.mark.parametrize("text", [
    # a city said in passing is no place to rent in (the gazetteer keeps to Taiwan and Taipei): 繁體, 简体, en
    "我住嘉義，週末去花蓮玩",
    "今天彰化下大雨",
    "my cousin lives in Tainan",
])
def test_a_city_in_passing_is_no_region(text: str):
    assert "tw" not in (extract(text).patch.regions or [])
