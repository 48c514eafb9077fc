"""A city of a country the catalog holds, said as where the team is, is read as that country.

By hand: Toulouse, Stuttgart and Manchester are no cloud region, but each lies in a country the region table holds
(France → fr, Germany → de, the United Kingdom → uk), so "we're a Toulouse company" is located in fr as "Paris" is;
"data must stay in Valencia" keeps the offers to Spain (es), the nearest place the offers can be held to.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog.places import gazetteer
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "tag"), [
    # Toulouse is in France: located fr
    ("we're a Toulouse company, serve Mistral-7B for 40 users", "fr"),
    # 简体: 斯图加特 (Stuttgart) is in Germany: located de
    ("公司在斯图加特，部署 Qwen2.5-7B 给40个并发", "de"),
    # 繁體: 曼徹斯特 (Manchester) is in the UK: located uk
    ("公司在曼徹斯特，部署 Qwen2.5-7B 給 40 個並發", "uk"),
])
def test_a_city_is_its_country(text, tag):
    assert extract(text).assumed.get("located") == [tag]


@pytest.mark.parametrize(("text", "tag"), [
    # Valencia is in Spain: the data stays in es
    ("data must stay in Valencia, serve Llama-3.1-8B for 20 users", "es"),
    # 简体: 数据不能离开名古屋 (Nagoya) → Japan
    ("数据必须留在名古屋，部署 Llama-3.1-8B，20个并发", "jp"),
])
def test_a_residency_city_keeps_its_country(text, tag):
    assert extract(text).patch.regions == [tag]


def test_every_city_row_names_a_held_tag():
    g = gazetteer()
    for name, tag in (("lyon", "fr"), ("köln", "de"), ("busan", "kr"), ("愛丁堡", "uk")):
        row = g.place(name)
        assert row is not None and row.tag == tag
