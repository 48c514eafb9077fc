"""A team placed in mainland China (a mainland city, 国内) that asks for work to rent machines for is given a plan on
mainland clouds first (the whole mainland, tag cn), never an offshore first row; the cheaper plan outside the mainland
is named beside it, marked as offshore (data leaves the mainland), and not at all when the data may not leave. A
price enquiry with no work ("我人在国内，想了解一下 H100 的价格") stays where the user is; a place to rent said too
wins. docs/RECOMMENDER.md "Where the user is"."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# regions the catalog prices in mainland China (catalog/data/instances.csv: Tencent ap-guangzhou, Alibaba cn-*)
MAINLAND_ROW = re.compile(r"\| (?:ap-guangzhou|ap-shanghai|ap-beijing|cn-[a-z0-9-]+) \|")


@pytest.mark.parametrize("text", [
    "we're a Guangzhou company, want to serve Qwen2.5-7B to 50 staff",
    "our team is in Chengdu, LoRA fine-tune Qwen2.5-7B on 20k examples",
    "我们公司在杭州，想部署 Llama-3.1-8B 给100人用",
    "我們在深圳，要幾張卡跑 Qwen2.5-14B 客服？",
])
def test_a_mainland_team_with_work_rents_in_the_whole_mainland(text):
    e = extract(text)
    assert e.patch.regions == ["cn"], (e.patch.regions, e.notes)
    note = next(n for n in e.notes if "mainland China" in n)
    assert "rented on mainland clouds" in note and "offshore" not in note.split("marked")[0], note
    assert "租用国内的云" in e.zh_notes[note] and "境外方案" in e.zh_notes[note]


@pytest.mark.parametrize("text, regions", [
    ("we're in Shanghai but deploy in Singapore, serve Qwen2.5-7B to 50 staff", ["sg"]),  # the place to rent wins
    ("我们在北京，部署在香港，Qwen2.5-7B 给50人用", ["hk"]),
])
def test_a_place_to_rent_said_beside_the_mainland_wins(text, regions):
    assert extract(text).patch.regions == regions


@pytest.mark.parametrize("text, providers", [
    ("我们在上海，只能用 RunPod，部署 Qwen2.5-7B 给50人用", ["runpod"]),  # that cloud's places, not the mainland
    ("we are in Beijing, serve Qwen2.5-7B on AWS for 50 staff", ["aws"]),
])
def test_an_offshore_cloud_named_by_a_mainland_team_is_not_held_to_the_mainland(text, providers):
    e = extract(text)
    assert e.patch.providers == providers and not e.patch.regions, (e.patch.providers, e.patch.regions)


def test_a_mainland_cloud_named_by_a_mainland_team_stays_in_the_mainland():
    # "what do we rent": "do" (DigitalOcean's short alias) is an English word, never a provider named
    assert extract("we're in Shanghai, what do we rent to serve Qwen2.5-7B to 50 staff?").patch.regions == ["cn"]
    assert extract("我们在上海，只用阿里云，部署 Qwen2.5-7B").patch.regions == ["cn"]


@pytest.mark.parametrize("text", ["we're a Taipei company, serve Qwen2.5-7B to 50 staff",  # Taiwan: its own place
                                  "我哋喺香港，部署 Qwen2.5-7B 俾50人用"])  # Hong Kong: 喺香港部署 is renting there
def test_taiwan_and_hong_kong_teams_are_not_the_mainland(text):
    assert "cn" not in (extract(text).patch.regions or [])


@pytest.mark.parametrize("text, regions", [
    # the company's city is where it is; the residency word names where to rent: the EU, never only Paris
    ("we are a Paris company, data must stay in the EU, serve Llama-3.1-8B to 100 staff", ["eu"]),
    ("新竹的公司，資料不能離開台灣，部署 Llama-3.1-8B 給600個員工用", ["tw"]),
    # Cantonese 唔可以出境 ("may not leave the border") beside Hong Kong is inside Hong Kong, not the mainland
    ("香港公司，數據唔可以出境，部署 Qwen2.5-7B", ["hk"]),
    ("我哋喺香港，啲資料唔出境，部署 Qwen2.5-7B 俾50人用", ["hk"]),
])
def test_residency_words_keep_taiwan_hong_kong_and_the_eu(text, regions):
    e = extract(text)
    assert e.patch.regions == regions and e.patch.data_residency, (e.patch.regions, e.patch.data_residency)


def _hour(line: str) -> float:
    m = re.search(r"[¥$]([\d,]+\.\d+)", line)
    assert m, line
    return float(m.group(1).replace(",", ""))


@pytest.mark.slow
@pytest.mark.parametrize("text, marker", [
    ("we're a Hangzhou startup, serve Qwen2.5-14B to 200 employees", "Outside mainland China (offshore"),
    ("深圳的公司，500 个员工用 Qwen2.5-7B 做内部问答，要租什么卡", "境外方案（数据出境"),
])
def test_the_first_row_is_mainland_and_the_offshore_plan_is_marked(tmp_path, text, marker):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    first = next(x for x in out.splitlines() if x.startswith("| 1 |"))
    assert MAINLAND_ROW.search(first), first  # never RunPod / Lambda / Cudo abroad for a mainland team
    # Hand: the catalog's mainland rows are Tencent V100s and Alibaba A100/A10s at ¥24.77/h and up for one machine;
    # the same work abroad starts at RunPod/Cudo A40-class rows near ¥3–8/h, under 80 % of the pick: named, marked
    line = out[out.index(marker):].split("；")[0].split(";")[0]
    assert "CN" not in line.split("(")[0] and _hour(line) < 0.8 * _hour(first), (line, first)


@pytest.mark.slow
def test_no_offshore_plan_when_the_data_may_not_leave(tmp_path):
    # 数据不能出境: the mainland plan only; an offshore plan would break the stated rule
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", "我们在上海，数据不能出境，部署 Qwen2.5-14B 给200人用").text
    first = next(x for x in out.splitlines() if x.startswith("| 1 |"))
    assert MAINLAND_ROW.search(first), first
    assert "境外方案（数据出境" not in out
