"""Where the users are is a latency preference, never a rule on where to rent: "用户在国内" (users in mainland China),
"customers in Hong Kong", "users are in Southeast Asia" set Workload.users_region and leave regions unset; only a data
rule (数据不能出境, "data must stay in …") or "only rent in …" keeps a place. Wide areas (东南亚 / 東南亞 / Southeast
Asia / SEA, 中东 / the Middle East, 北美 / North America, 拉美 / 南美 / LATAM) are places of their own
(catalog/data/regions.csv), read as the users' place. advisor.core.extract_rules.read_regions."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog.places import gazetteer


@pytest.mark.parametrize("text, users", [
    # a batch job for users in mainland China: no mainland-only filter (it was "✅ 只用中国大陆" and over budget)
    ("用SDXL给电商生成商品图，每天大概2万张，用户在国内，每月预算5000元", ["cn"]),
    ("用SDXL给电商生成商品图每天大概2万张用户在国内每月预算5000元", ["cn"]),  # glued, no punctuation
    ("用SDXL給電商生成商品圖，每天大概2萬張，用戶在國內，每月預算5000元", ["cn"]),  # 繁體
    ("Generate 20000 product images a day with SDXL, our users are in China, budget $700 a month", ["cn"]),
    ("部署 Qwen2.5-7B 客服機器人，100 人同時在線，客戶在香港", ["hk"]),
    ("部署 Qwen2.5-7B 客服機器人，100 人同時在線，使用者在台灣", ["tw"]),
    ("Serve Llama 3.1 8B chatbot, 100 concurrent users, our audience is in Brazil", ["br"]),
    # wide areas, each its own place
    ("在线服务 Qwen3-235B-A22B，1000 人同时在线，用户在东南亚，每月预算十万人民币", ["sea"]),
    ("線上服務 Qwen3-32B，1000 人同時在線，用戶在東南亞", ["sea"]),
    ("Serve Qwen3-32B for 1000 users online, users are in Southeast Asia", ["sea"]),
    ("Our users are in SEA, serve Qwen3-32B to 500 concurrent users", ["sea"]),
    ("Serve Qwen3-32B for 1000 users online, users are in the Middle East", ["middle-east"]),
    ("部署 Qwen3-32B，用户在中东", ["middle-east"]),
    ("部署 Qwen3-32B，用户在北美", ["north-america"]),
    ("Serve Qwen3-32B, customers in LATAM", ["latam"]),
    ("部署 Qwen3-32B，用户主要在拉美", ["latam"]),
    ("部署 Qwen3-32B，用户在南美", ["latam"]),
    ("部署 Qwen3-32B，用户在東南亞和日本", ["sea", "jp"]),
])
def test_the_users_place_is_users_region_never_regions(text, users):
    e = extract(text)
    assert e.patch.regions is None, e.patch.regions
    assert e.patch.users_region == users, e.patch.users_region
    assert any("where your users are" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text, regions", [
    # a data rule or "only" beside the users' place keeps the place as a rule, and the note does not call it no rule
    ("部署 Qwen3-32B 客服，数据不能出境，用户在国内", ["cn"]),
    ("Serve Qwen3-32B, data must stay in China, users in China", ["cn"]),
    ("在线服务 Qwen3-32B，客户都在中国大陆，只在国内租", ["cn"]),
    ("Serve Qwen3-32B for 100 users, rent in Southeast Asia only", ["sea"]),
])
def test_a_data_rule_or_only_keeps_the_place(text, regions):
    e = extract(text)
    assert e.patch.regions == regions, e.patch.regions
    assert not any("not a rule on where to rent" in n for n in e.notes), e.notes


def test_sea_is_southeast_asia_only_in_capitals():
    # "sea salt" is no place: SEA is read only as written in capitals
    assert not extract("We sell sea salt, serve Qwen3-32B chatbot for 50 users").patch.users_region


@pytest.mark.parametrize("tag, region, inside", [
    # Southeast Asia: Singapore, Jakarta, Bangkok, Kuala Lumpur; never Sydney (ap-southeast-2) or Tokyo
    ("sea", "ap-southeast-1", True), ("sea", "asia-southeast2", True), ("sea", "ap-bangkok", True),
    ("sea", "malaysiawest", True), ("sea", "ap-southeast-2", False), ("sea", "asia-northeast1", False),
    ("middle-east", "me-central-1", True), ("middle-east", "qatarcentral", True), ("middle-east", "eu-central-1", False),
    ("north-america", "us-east-1", True), ("north-america", "ca-central-1", True),
    ("north-america", "sa-east-1", False),
    ("latam", "sa-east-1", True), ("latam", "southamerica-west1", True), ("latam", "us-east-1", False),
])
def test_each_area_keeps_the_cloud_regions_inside_it(tag, region, inside):
    p = gazetteer().place(tag)
    assert p is not None and p.pattern is not None and bool(p.pattern.search(region)) is inside


@pytest.mark.parametrize("text, per", [
    # glued Chinese, one clause: the period word nearest the amount is the budget's (每月), the day is the images'
    ("用SDXL给电商生成商品图每天大概2万张用户在国内每月预算5000元", "month"),
    ("用SDXL給電商生成商品圖每天大概2萬張用戶在國內每月預算5000元", "month"),
    ("每天处理1000条每周预算3000元", "week"),
    ("每天预算500元", "day"),
])
def test_the_budget_period_is_the_word_nearest_the_amount(text, per):
    b = extract(text).patch.budget
    assert b is not None and b.per == per, b
