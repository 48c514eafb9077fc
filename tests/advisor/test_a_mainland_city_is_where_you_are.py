"""A mainland Chinese city said as where the user is ("we are in Shanghai", 我们在成都, 公司在杭州, 人在深圳) is read as
where they are, in mainland China: said back in a note naming the mainland's rules and CNY, the answer priced in CNY,
and, with work to rent for, rented on mainland clouds (the whole mainland, not only the city's area). Before, "Shanghai"
and "Beijing" in English were not read at all (priced in USD on US offers with no word of the mainland)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.places import is_mainland

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, tag", [
    ("serve Llama-3.1-8B for 20 users, we are in Shanghai", "cn-east"),  # regions.csv: Shanghai lies in East China
    ("serve Llama-3.1-8B for 20 users, our team is in Beijing", "cn-north"),
    ("我们在成都，部署 Qwen2.5-14B 给20人用", "cn-southwest"),
    ("公司在杭州，部署 Qwen2.5-14B 给20人用", "cn-east"),
    ("人在深圳，部署 Qwen2.5-14B 给20人用", "cn-south"),
])
def test_a_mainland_city_is_where_you_are_and_said_back(text, tag):
    e = extract(text)
    assert e.assumed.get("located") == [tag]
    # where the user is; with work to rent for, a mainland team rents in the whole mainland (cn), not only in the city
    assert e.patch.regions == ["cn"]
    note = next(n for n in e.notes if "mainland China" in n)
    assert "CNY" in note and "export" in note
    assert "人民币" in e.zh_notes[note] and "中国大陆" in e.zh_notes[note]


def test_a_place_outside_the_mainland_keeps_the_plain_note():
    # Hong Kong has its own rules and currency: not the mainland note
    e = extract("serve Llama-3.1-8B for 20 users, we are in Hong Kong")
    assert e.assumed.get("located") == ["hk"] and not any("mainland China" in n for n in e.notes)


@pytest.mark.parametrize("tag, mainland", [("cn", True), ("cn-southwest", True), ("CN-East", True), ("hk", False),
                                          ("tw", False), ("china-west", False)])
def test_which_tags_are_the_mainland(tag, mainland):
    assert is_mainland(tag) is mainland


@pytest.mark.slow
def test_shanghai_in_english_is_priced_in_cny_with_the_mainland_said(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", "serve Llama-3.1-8B for 20 users, we are in Shanghai").text
    assert "'Shanghai' read as where you are: mainland China" in out
    head = next(x for x in out.splitlines() if x.startswith("**Llama-3.1-8B serving"))
    assert "¥" in head and "$" not in head, head  # priced in CNY though the question is in English
    assert "· CNY ·" in out
    assert "Export controls" in out


@pytest.mark.slow
def test_a_city_with_no_priced_region_is_priced_elsewhere_in_the_mainland(tmp_path):
    # 成都 is in the gazetteer's southwest China (Huawei cn-southwest-2), where the catalog has no priced row: a team
    # there rents on mainland clouds, so the first row is a priced mainland row in another area (Tencent Guangzhou or
    # Alibaba Shanghai), never a row outside the mainland
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", "我们在成都，部署 Qwen2.5-14B 给20人用").text
    first = next(x for x in out.splitlines() if x.startswith("| 1 |"))
    assert "ap-guangzhou" in first or "cn-" in first, first
