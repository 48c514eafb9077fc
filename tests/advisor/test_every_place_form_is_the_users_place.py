"""A province, state, prefecture or district names where the users are as well as a country or a capital does:
catalog/data/region_cities.csv maps each to its regions.csv place (广东 → South China, Texas → US Central, 台中 →
Taiwan, Minas Gerais → Brazil), read by advisor.core.extract_rules' gazetteer in English, 简体, 繁體, glued Chinese with
no spaces, and Cantonese. Chinese names that are also halves of common words (云南京, 最大连接, 平台中) are guarded."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, users", [
    # glued 简体, no punctuation: the province was dropped and the pick ran in Norway; 广东 is South China (华南)
    ("部署Qwen2.5-14B-Instruct做智能客服同时在线800人每人每秒至少15个token用户在广东预算5万块一个月", ["cn-south"]),
    ("部署Qwen2.5-14B做客服，用戶在廣東，預算每月5萬", ["cn-south"]),  # 繁體
    ("用户主要在浙江和江苏，部署Qwen2.5-7B客服", ["cn-east"]),  # two East China provinces, one area
    ("部署Qwen2.5-7B客服用户在四川", ["cn-southwest"]),
    # a province with no cloud area of its own is mainland China as a whole, never a guessed neighbour
    ("用户在湖北，部署Qwen2.5-7B客服", ["cn"]),
    ("使用者在台中，部署 Gemma-2-9B 客服", ["tw"]),  # 繁體 Taiwan, a special municipality
    ("使用者在高雄，部署 Gemma-2-9B 客服", ["tw"]),
    ("用戶喺沙田，部署Qwen2.5-7B客服", ["hk"]),  # Cantonese 喺, a Hong Kong district
    ("Serve Llama-3.1-8B chat, users in Texas, budget $2k a month", ["us-central"]),
    ("Llama 3.1 8B support bot, our customers are mostly in California", ["us-west"]),
    ("Llama 3.1 8B support bot, users are in New Jersey", ["us-east"]),
    ("Llama 3.1 8B chat, users are in Maharashtra", ["in"]),
    ("Llama 3.1 8B chat, customers in Minas Gerais", ["br"]),
    ("Llama 3.1 8B chat, users in Krakow", ["pl"]),
    ("Llama 3.1 8B chat, users in Hokkaido", ["jp"]),
    ("Llama 3.1 8B chat, users are in Manitoba", ["ca"]),
])
def test_a_province_or_state_is_where_the_users_are(text, users):
    e = extract(text)
    assert e.patch.regions is None, e.patch.regions  # where the users are: a latency preference, never a filter
    assert e.patch.users_region == users, e.patch.users_region


@pytest.mark.parametrize("text", [
    "最大连接数1000，部署Qwen2.5-7B",  # 最大 + 连接: never Dalian
    "在平台中部署Qwen2.5-7B",  # 平台 + 中: never Taichung
])
def test_a_word_that_holds_a_place_name_is_no_place(text):
    e = extract(text)
    assert not e.patch.regions and not e.patch.users_region, (e.patch.regions, e.patch.users_region)


def test_a_cloud_in_nanjing_is_not_yunnan():
    # 腾讯云 + 南京: the region is East China (Nanjing), never Southwest China (云南)
    assert extract("用腾讯云南京机房部署Qwen2.5-7B").patch.regions == ["cn-east"]


@pytest.mark.parametrize("text", [
    "Real-time query embedding with multilingual-e5-large at 3,000 queries per second, p99 under 50 ms, users in Europe",
    "实时查询向量化用multilingual-e5-large峰值每秒3000次查询P99延迟50毫秒以内用户在欧洲",  # glued 简体
    "即時查詢向量化，用 bge-m3，每秒 500 次查詢，P99 延遲 50 毫秒以內，使用者在台中",  # 繁體, a Taiwan city
])
def test_an_encoder_latency_is_the_whole_request(text):
    # an embedding call streams nothing: its p99 is the whole request, the users' round trip included
    e = extract(text)
    assert e.patch.target_ttft_ms == 50 and e.patch.ttft_percentile == 99
    assert any("whole request" in n or "整个请求" in n or "整個請求" in n for n in e.notes), e.notes
    assert not any("first token" in n or "首 token" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "Hi, I'm Austin, we want to serve Llama-3.1-8B chat to 20 users",  # a first name, not Texas's capital
    "We're a Delaware C-corp serving Llama-3.1-8B chat to 20 users",  # where a company is incorporated
    "We trace calls with Arize Phoenix and serve Llama-3.1-8B to 20 users",  # a tool's name
    "我们在Docker容器中环境变量里设了模型路径，部署Qwen2.5-7B",  # 容器中 + 环境: never Central (中環)
])
def test_a_name_that_is_also_a_place_is_no_place(text):
    e = extract(text)
    assert not e.patch.regions and not e.patch.users_region, (e.patch.regions, e.patch.users_region)


@pytest.mark.parametrize("text", [
    "Query embedding with bge-m3 at 500 queries per second, latency under 80 ms, users in Texas",
    "用bge-m3做查询向量化，每秒500次查询，延迟80毫秒以内，用户在浙江",  # 简体, a province
])
def test_an_encoder_latency_with_no_percentile_is_the_whole_request(text):
    e = extract(text)
    assert e.patch.target_ttft_ms == 80
    assert any("whole request" in n or "整个请求" in n for n in e.notes), e.notes
