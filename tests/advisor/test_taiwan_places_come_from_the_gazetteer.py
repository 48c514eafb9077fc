"""Taiwan's names and cities live once, in the tw row of catalog/data/regions.csv: the place reader keeps a plan to
Taiwan's regions for any of them (Hsinchu, 嘉义, 彰化 as Taipei already was), and the public-sector reader
(advisor.core.public_sector_read) reads the same row for where an agency is, plus its own agency words."""

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


def _places(text: str) -> list[str]:
    """The places read: the regions asked for, or where the user is (located)."""
    e = extract(text)
    return [*(e.patch.regions or []), *e.assumed.get("located", [])]


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
    # en: servers near Hsinchu (a tw row city): Taiwan's regions, as "Taipei" already was
    "we're in Hsinchu, serve Phi-3-medium for 12 users",
    # 繁體: 我們在高雄 → tw
    "我們在高雄，想租雲端主機跑 Qwen2.5-14B，8 人同時用",
])
def test_a_taiwan_city_is_a_place_to_the_place_reader(text: str):
    assert "tw" in _places(text)


def test_the_word_platform_is_no_taichung():
    # 简体: "在这个平台中部署" — 平台中 ("in the platform") holds 台中: the gazetteer lists 台中市, never the bare 台中
    assert "tw" not in _places("在这个平台中部署 Qwen2.5-7B，10 个人同时用")
