""""The country" in a border rule said with no place (資料不能出境, 唔可以出境, "data can't leave the country") is the
writer's own: read from a stated place first, then the money they count in, then their dialect and words
(advisor/core/home_country_read.py). A Taiwan township office's or a Hong Kong clinic's rule is never mainland China."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def _read(text: str) -> tuple[list[str] | None, list[str]]:
    got = extract(text)
    return got.patch.regions, got.notes


@pytest.mark.parametrize(("text", "tag", "cue"), [
    # 繁體, Taiwan dollars: NT$ is issued only in Taiwan, so the country the data may not leave is Taiwan
    ("鄉公所要用 Mistral-7B 做公文摘要，資料不能出境，預算每月 NT$3 萬", "tw", "NT$"),
    # 繁體 with Taiwan's own words (區公所 is a Taiwan district office; no money said): Taiwan, not the mainland
    ("區公所想部署 Qwen2.5-14B 給 40 位承辦用，資料不出境", "tw", "区公所"),
    # Cantonese particles (唔, 嘅) are written in Hong Kong: the border is Hong Kong's
    ("我哋診所想用 Phi-4 做病歷摘要，資料唔可以出境，要租咩機？", "hk", "唔"),
    # 简体 with Hong Kong dollars: the writer counts in HKD, so "不能出境" is leaving Hong Kong
    ("部署 Llama-3.1-8B 给 30 人用，数据不能出境，预算每月 1.5 万港币", "hk", "港币"),
    # English with Singapore dollars: "the country" is Singapore
    ("serve Gemma-2-9B for 60 staff, data can't leave the country, budget S$4,000 a month", "sg", "S$"),
    # English with Taiwan dollars and "in-country": Taiwan
    ("our township office needs Llama-3.1-8B kept in-country for 25 clerks, budget NT$60,000 a month", "tw", "NT$"),
])
def test_the_border_is_the_writers_own_country(text, tag, cue):
    regions, notes = _read(text)
    assert regions == [tag]
    # the answer says which cue decided the country
    assert any(cue in n and "your own country" in n for n in notes)
    assert not any("read as mainland China" in n for n in notes)


@pytest.mark.parametrize("text", [
    # a stated place comes before money: the writer in Singapore writing in NT$ keeps the rule in Singapore
    "我們在新加坡，資料不能出境，預算 NT$5 萬，部署 Llama-3.1-8B",
])
def test_a_stated_place_comes_before_money(text):
    regions, notes = _read(text)
    assert regions == ["sg"]
    assert not any("your own country" in n for n in notes)


@pytest.mark.parametrize("text", [
    # 简体 with no cue (a mainland county): the mainland, as before
    "县政府部署 Qwen2.5-7B 给 50 人用，数据不能出境",
    # 繁體 with no cue at all: mainland with the existing note (the words' own meaning)
    "部署 Qwen2.5-7B 給 50 人用，資料不出境",
])
def test_no_cue_keeps_the_old_reading(text):
    regions, _ = _read(text)
    assert regions == ["cn"]


def test_english_rule_without_a_cue_names_no_country():
    # "the country" with no money, place or words: no place is guessed
    regions, _ = _read("serve Mistral-7B for 20 users, data cannot leave the country")
    assert not regions
