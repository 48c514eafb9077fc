"""Lengths said in everyday words (advisor.core.everyday_lengths_read): what comes back is the output ("gets ~120 tokens
back", 返回大约150个token, 回傳約 90 token, "returns about 45 tokens"), the size of the thing each request reads is
the prompt and so the context ("each report is about 9k tokens", 每份合同约1.5万 token), for serving, batch and
training alike."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording)
from advisor.core.everyday_lengths_read import as_everyday_lengths_text
from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


def test_what_comes_back_is_the_output_en():
    # "sends about 700 tokens and gets ~120 tokens back": prompt 700, output 120, context 700 + 120 = 820 (the answer
    # had assumed ShareGPT's 161 in and 338 out)
    f = read("Our support bot runs Mistral-Nemo-12B; each query sends about 700 tokens and gets ~120 tokens back, "
             "40 requests a second at peak.")
    assert f["output_tokens"] == 120 and f["prompt_tokens"] == 700 and f["seq_len"] == 820


def test_returns_about_n_tokens_en():
    # "prompts 300 tokens, returns about 45 tokens": the output is 45, context 345
    f = read("Gemma-2-9B tagging service, 50k requests a day, prompts 300 tokens, returns about 45 tokens.")
    assert f["output_tokens"] == 45 and f["seq_len"] == 345


def test_what_comes_back_is_the_output_zh_hans_and_hant():
    # 每次输入约800 token，返回大约150个token: output 150 (not the 338 default), context 800 + 150 = 950
    f = read("我们用 Qwen2.5-14B 做客服，高峰每秒 30 个请求，每次输入约800 token，返回大约150个token")
    assert f["output_tokens"] == 150 and f["seq_len"] == 950
    # 繁體: 回傳約 90 token: output 90 (the request's own length unsaid: only the output is taken)
    f = read("我們用 Llama-3.1-8B 做分類服務，每天 10萬次請求，回傳約 90 token")
    assert f["output_tokens"] == 90


def test_each_document_is_the_prompt_en_batch_and_serving():
    # "each report is about 9k tokens" over 1,500 reports a day: the prompt holds one report, so the context is 9k
    # (read as 9 × 1,024 = 9,216 like every "Nk" length) + the output; never the 2,048 default
    f = read("Run Mistral-Small-24B over 1,500 reports a day; each report is about 9k tokens, the summary ~300 tokens.")
    assert f["seq_len"] >= 9_216
    # a service: "each request carries roughly 6,000 tokens" is the prompt: 6,000 + output 200 = 6,200
    f = read("Serve Phi-4 to 80 analysts at once; each request carries roughly 6,000 tokens and returns about 200 tokens.")
    assert f["prompt_tokens"] == 6_000 and f["output_tokens"] == 200 and f["seq_len"] == 6_200


def test_each_document_is_the_prompt_zh_hans_batch_and_training():
    # 每天 2000 份，每份合同约 1.2万 token，返回大约 250 个 token: context 12,000 + 250 = 12,250 (the 250 had been read
    # as the input and the 1.2万 lost)
    f = read("用 Qwen2.5-32B 做合同审查，每天 2000 份，每份合同约 1.2万 token，返回大约 250 个 token")
    assert f["seq_len"] == 12_250 and f["output_tokens"] == 250
    # training: 1500 份判决书，每份判决书约 1.8万 token: 18,000 tokens an example, never 18,000 tokens in all
    f = read("用 Qwen2.5-7B 微调，1500 份判决书，每份判决书约 1.8万 token")
    assert f.get("train_tokens") is None and f["dataset"]["tokens_per_unit"] == 18_000


def test_each_document_is_the_prompt_zh_hant():
    # 繁體: 每篇報告約 7千 token over 500 a day: the context holds it (7千 read as 7 × 1,024 like "7k") + 回傳 100
    f = read("用 Qwen2.5-14B 每天處理 500 篇報告，每篇報告約 7千 token，回傳約 100 token")
    assert f["seq_len"] >= 7_000 and f["output_tokens"] == 100


def test_the_rewrite_leaves_other_words_alone():
    # a count of things, a price and a stated output are not lengths
    for t in ("we get 100 requests back to back", "每份合同 3 元", "outputs 100 tokens"):
        assert as_everyday_lengths_text(t) == t


def test_what_comes_back_keeps_a_vlm_screenshot_prompt():
    # a held VLM reading one 1280×800 screenshot a step and "getting ~70 tokens back": the output is 70 and the prompt
    # stays the screenshot's visual tokens + the instruction (the output's rewrite must not fix a 161-token text prompt)
    f = read("Our test agents run Qwen2.5-VL-7B; each step sends a 1280x800 screenshot and gets ~70 tokens back, "
             "12 agents in parallel.")
    assert f["output_tokens"] == 70 and f.get("image_tokens", 0) > 0 and f["prompt_tokens"] > f["image_tokens"]


def test_a_length_said_as_the_documents_adjective_is_each_requests_prompt_en():
    # "on 100k-token contracts": each request reads one whole 100k-token contract (prompt 100,000; context 100,000 +
    # the 338-token answer = 100,338), never a chat whose context is mostly short, and its "k" is no count: the
    # question was read as a batch of 100 contracts (100k → "100" + "k-token contracts")
    f = read("Can one RTX PRO 6000 run Llama 4 Scout for 5 lawyers on 100k-token contracts?")
    assert f["prompt_tokens"] == 100000 and f["seq_len"] == 100338 and f["head_count"] == 5
    assert "batch_requests" not in f and f["gpu_preference"] == "RTX PRO 6000 Blackwell"
    # another model, words and figure: "reading 60k token filings" → prompt 60,000, 60,338 in all, no batch
    g = read("Can 2 L40S run Qwen2.5-72B for 5 analysts reading 60k token filings?")
    assert g["prompt_tokens"] == 60000 and g["seq_len"] == 60338 and "batch_requests" not in g
    # a real batch keeps its count beside the adjective: 20k reports of 8k tokens each (8,192 + the 512-token
    # summary assumed = 8,704)
    h = read("summarise 20k 8k-token reports with Qwen2.5-32B")
    assert h["batch_requests"] == 20000 and h["seq_len"] == 8704
    # a context said as an adjective of a chat stays the chat's context
    assert "prompt_tokens" not in read("Qwen2.5-72B chat with a 32k-token context for 10 users")


def test_a_length_said_as_the_documents_adjective_zh_hans_and_hant():
    # 10万token的合同 / 2萬token嘅病歷: each document's tokens (the context), never a batch of 10 items
    assert as_everyday_lengths_text("处理10万token的合同") == "处理合同，每份约10万 token"
    assert as_everyday_lengths_text("處理2萬token嘅病歷") == "處理病歷，每份约2萬 token"
    f = read("一张RTX PRO 6000能跑Llama 4 Scout吗？5个律师同时用，处理10万token的合同")
    assert f["seq_len"] == 100000 and f["concurrency"] == 5 and "batch_requests" not in f
    g = read("一張RTX PRO 6000可以跑Qwen2.5-72B嗎？6位醫生同時用，處理2萬token嘅病歷")
    assert g["seq_len"] == 20000 and g["concurrency"] == 6 and "batch_requests" not in g
