"""Reading classes from labelled set 2026-12-02b's misses, checked with new phrasings (EN / 简体 / 繁體), never the set's texts.

Each class: what a user typed, the fields it states (worked out by hand beside each case), and the near misses that
must stay unread. Set 13's label rules are the convention (tests/advisor/data/labelled_reading/2026-12-02b.md): a batch job's
count is `batch_requests`, its input + output is `seq_len` and its output `output_tokens`; an embedding job has no
output (its context is the input alone); pictures described have a stated output but no input size; "fp8的kv cache"
is the cache's format only; a team of N using a model is N at once; an exact region id gets no tag added for the city
or country that holds it.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.advisor.reading_checks import assert_has, read
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


# ---- 1. batch jobs in plain words: a form label, a mistyped verb, Cantonese-style 入 / 出 after the number --------

@pytest.mark.parametrize("text,want", [
    # the items named first, as a form's label: 250k docs of 400 in + 50 out → seq_len 450
    ("docs: 250k, ~400 tokens in / 50 out, qwen2.5 7b",
     {"task": "inference", "batch_requests": 250_000, "seq_len": 450, "output_tokens": 50}),
    # "batch:" before a count is the job, never a batch size of 2
    ("batch: 2.5M prompts, 300 in / 20 out",
     {"task": "inference", "batch_requests": 2_500_000, "seq_len": 320, "output_tokens": 20}),
    # a mistyped verb before its count: translate (the answer as long as its input: 300 + 300), classify
    ("trnaslate 30,000 emails (about 300 tokens each) with qwen2.5 14b",
     {"task": "inference", "batch_requests": 30_000, "seq_len": 600, "output_tokens": 300}),
    ("clasify 500k reviews, 120 tokens in / 2 out",
     {"task": "inference", "batch_requests": 500_000, "seq_len": 122, "output_tokens": 2}),
    # N token入 … M token出 after the count: 2000 + 150, 1500 + 100
    ("一共12万份报告，每份2000 token入，150 token出",
     {"task": "inference", "batch_requests": 120_000, "seq_len": 2150, "output_tokens": 150}),
    ("8萬份保單要摘要，每份約1500 token入、100 token出",
     {"task": "inference", "batch_requests": 80_000, "seq_len": 1600, "output_tokens": 100}),
])
def test_batch_jobs_in_plain_words_are_read(text, want):
    assert_has(text, want, ("dataset", "batch_size"))


@pytest.mark.parametrize("text,absent", [
    ("transfer 80 GB of weights to the new box", ("task", "batch_requests")),  # no verb typo: "transfer" is far
    ("users: 500, 300 in / 50 out, llama 8b", ("batch_requests",)),  # people are never items
    ("batch: 16, lora llama 3 8b", ("batch_requests",)),  # a small bare number after "batch:" stays the batch size
])
def test_near_misses_of_plain_batches_stay_unread(text, absent):
    assert_has(text, {}, absent)


def test_a_small_number_after_batch_is_still_the_batch_size():
    assert read("batch: 16, lora llama 3 8b").get("batch_size") == 16


# ---- 2. an embedding job generates nothing: seq_len is the input, no output tokens -------------------------------

@pytest.mark.parametrize("text,n,length", [
    ("embed 3 million support articles, about 600 tokens each", 3_000_000, 600),
    ("200万条商品描述做向量化，每条大约120 token", 2_000_000, 120),
    ("把300萬段文字做嵌入，每段約400 token", 3_000_000, 400),
])
def test_embedding_batches_have_no_output_tokens(text, n, length):
    assert_has(text, {"task": "inference", "modality": "embedding", "batch_requests": n, "seq_len": length},
               ("output_tokens",))


def test_a_generating_batch_of_the_same_size_still_gets_its_assumed_output():
    # summaries are generated: tools.dataset's default (a quarter of the 600-token input) is added on top
    assert_has("summarise 3 million support articles, about 600 tokens each",
               {"batch_requests": 3_000_000, "seq_len": 750, "output_tokens": 150}, ("modality",))


# ---- 3. pictures described: a vision batch whose token length is the text generated; no input size ------------

@pytest.mark.parametrize("text,n,out", [
    ("write alt text for 90k catalog photos, about 40 tokens per caption", 90_000, 40),
    ("帮3万张产品照片写描述，每条大约40 token", 30_000, 40),
    ("6萬張商品照片要生成說明文字，每則約70 token", 60_000, 70),  # a word between 張 and 照片
])
def test_captioned_pictures_are_a_vision_batch_with_their_output(text, n, out):
    assert_has(text, {"task": "inference", "modality": "vision", "batch_requests": n, "output_tokens": out},
               ("seq_len", "dataset"))


def test_pictures_generated_have_no_token_output():
    assert_has("用SDXL生成5万张海报", {"modality": "diffusion", "batch_requests": 50_000}, ("output_tokens",))


# ---- 4. card counts after the card or in words ----------------------------------------------------------------

@pytest.mark.parametrize("text,n", [
    ("rent h200 ×8. serve deepseek v3", 8),  # the sentence's full stop after the count
    ("only coreweave. a100 x4. lora llama 3 8b", 4),
    ("need 48gb per card, six of them, qwen 72b", 6),  # "of them" after a card word, no card name
    ("at least 80 gb per gpu and 2 of those, full finetune mistral 7b", 2),
])
def test_card_counts_after_the_card_or_in_words(text, n):
    assert read(text).get("num_gpus") == n, (text, read(text))


def test_of_them_after_people_is_no_card_count():
    assert "num_gpus" not in read("our 10 engineers, 4 of them use gpus daily")


# ---- 5. the KV cache's format said before it with 的: kv_precision only ---------------------------------------

@pytest.mark.parametrize("text", ["fp8 的 kv cache, 部署 qwen2.5 32b", "部署llama 3 70b，fp8的KV快取",
                                  "serve qwen2.5 32b, fp8 kv cache"])
def test_fp8_kv_cache_is_the_cache_not_the_weights(text):
    assert_has(text, {"kv_precision": "fp8"}, ("precision",))


# ---- 6. people in words: a team that will use it, users at once written in Latin ------------------------------

@pytest.mark.parametrize("text,field,n", [
    ("30個user同時在線，部署qwen 7b", "users_online", 30),  # 同時在線: online (a chat open), not 30 generating
    ("20 users 同时用 llama 3 8b", "concurrency", 20),  # 同时用: in use at once
])
def test_users_in_latin_are_read(text, field, n):
    assert read(text).get(field) == n and "head_count" not in read(text), (text, read(text))


@pytest.mark.parametrize("text,n", [
    ("我们组里6个人，都要用qwen 14b写代码", 6),  # 都要用: all of them will use it, not all at the same time
    ("我們團隊12個人，都要用qwen 14b寫程式", 12),
    ("we're 6 people, we want to use llama 3 8b for code review", 6),
])
def test_a_team_that_will_use_it_is_a_head_count(text, n):
    got = read(text)
    assert got.get("head_count") == n and "concurrency" not in got, (text, got)


@pytest.mark.parametrize("text", [
    "我们团队就5个人，在做一个聊天机器人",  # the team that builds it, no use said
    "we're 3 people in Oslo building a chatbot, llama 3.1 8b",
])
def test_a_team_with_no_use_said_is_not_users(text):
    assert "concurrency" not in read(text), (text, read(text))


# ---- 7. request rates with an English noun in Chinese ------------------------------------------------------------

@pytest.mark.parametrize("text,rate", [("每秒25個request，qwen 7b", 25), ("每秒 40 个 requests, qwen 7b", 40),
                                       ("每秒大概15個query，llama 8b", 15)])
def test_requests_per_second_with_a_latin_noun(text, rate):
    assert_has(text, {"target_requests_per_s": rate}, ("concurrency",))


# ---- 8. intents: one thing put over the other; personal use said with 自己 ----------------------------------------

@pytest.mark.parametrize("text", ["latency over price, serve llama 3 70b", "performance over cost, qwen 72b",
                                  "速度优先于价格，部署qwen 72b", "速度大於價錢，部署qwen 72b"])
def test_speed_over_price_is_fastest(text):
    assert extract(text).patch.priority == "fastest", text


def test_price_over_speed_is_not_fastest():
    assert extract("price over speed, serve llama 3 70b").patch.priority != "fastest"


@pytest.mark.parametrize("text", ["我自己随便玩玩，跑qwen 7b", "自己玩一下 llama 3 8b", "純粹自己玩玩，部署phi3 mini"])
def test_playing_with_it_oneself_is_personal_use(text):
    assert extract(text).patch.personal_use is True, text


def test_a_bare_wanwan_is_not_personal_use():
    # sets 8 (zh-41) and 9 (zh-39) label "跑个…玩玩" without personal_use; only 自己 says it is one person's
    assert extract("跑个mistral 7b玩玩，最便宜就行").patch.personal_use is None


# ---- 9. a community cloud under a negation is a marketplace ------------------------------------------------------

@pytest.mark.parametrize("text", ["唔好用runpod社群嗰種，部署qwen 7b", "不要社区云，部署llama 8b",
                                  "別用社群雲，推論qwen 14b"])
def test_negated_community_cloud_excludes_marketplaces(text):
    assert_has(text, {"exclude_marketplace": True}, ("providers",))


def test_a_community_not_negated_is_no_exclusion():
    assert "exclude_marketplace" not in read("我加入了一个AI社群，想部署qwen 7b")


# ---- 10. an exact region id with the city or country that holds it: the id alone ---------------------------------

@pytest.mark.parametrize("text,regions", [
    ("aws us-west-2 (oregon) only, serve llama 8b", ["us-west-2"]),
    ("gcp europe-west4 in the netherlands, qwen 7b", ["europe-west4"]),
    ("东京的ap-northeast-1或者新加坡都行，部署qwen 7b", ["ap-northeast-1", "sg"]),  # another place stays
    ("只要新加坡的ap-southeast-1，部署qwen 7b", ["ap-southeast-1"]),
])
def test_an_exact_region_id_is_not_joined_by_its_city(text, regions):
    assert read(text).get("regions") == regions, (text, read(text))
