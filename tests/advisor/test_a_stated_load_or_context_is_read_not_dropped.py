"""The load and context a user states are read, never dropped or misread:

* software agents ("30 agents", 40 个 agent, 16 個智能體) each keep one request generating, so N agents are N at once,
  while a human team ("75 call-center agents") stays a head count;
* a prompt the user fills with millions of tokens ("2.5 million tokens into every prompt", 200 万 token 全塞进上下文) is
  the context sized, and a model's advertised window ("號稱有 1000 萬 token 的 context") is the model's claim, not it;
* "data must not go back to China" / 数据不能回传大陆 / 資料不能傳回中國 rules the mainland out, never in;
* the July 2025 Qwen3 releases (-Instruct-2507 / -Thinking-2507) are their own rows, with a native 262,144-token
  context (Qwen model cards), so 128k needs no YaRN.
Expected values are worked by hand in the comments."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog import registry
from tools.constraints import yarn_factor
from tools.defaults import model_thinking
from tools.memory import kv_cache_bytes


@pytest.mark.parametrize(("text", "n"), [
    ("Serve Llama-3.1-8B for 30 agents, 32k context", 30),              # bare "agents": one request each
    ("Qwen2.5-7B, 8 coding agents running in parallel", 8),            # a kind of agent between count and noun
    ("Qwen2.5-7B 给 40 个 agent 并发调用", 40),                          # 简体
    ("Mistral-Small-24B 跑 12 个智能体", 12),                             # 简体 智能体 = agent
    ("用 Qwen2.5-14B 給內部 16 個 agent 用，context 32k", 16),           # 繁體, "內部" before the count
    ("Gemma-3-27B 畀 9 個 AI agent 同時跑", 9),                          # Cantonese
])
def test_software_agents_are_requests_at_once(text, n):
    p = extract(text).patch
    # N agents → N concurrent requests (not a head count of which ~15 % is active)
    assert p.concurrency == n and p.head_count is None


@pytest.mark.parametrize(("text", "people"), [
    ("Llama-3.1-8B used by 75 call-center agents", 75),
    ("Llama-3.1-8B, our 30 support agents use it", 30),
    ("Qwen2.5-14B for our helpdesk team, about 45 agents", 45),          # the team said before, across a comma
    ("Qwen2.5-7B 给我们客服团队用，大概 60 个 agent", 60),                  # 简体: 客服团队 are people
])
def test_human_agents_stay_a_head_count(text, people):
    p = extract(text).patch
    assert p.head_count == people and p.concurrency is None


@pytest.mark.parametrize(("text", "seq_len"), [
    # "2.5 million" said in full: 2,500,000 tokens
    ("Llama-4-Scout claims a 10M context; we want to put 2.5 million tokens of manuals into every prompt", 2_500_000),
    # 万 is ten thousand: 200 万 = 2,000 k, no power-of-two window figure, so 2,000 × 1,000 = 2,000,000 tokens
    # (tools.token_window; only 3.2万 / 12.8万 written for 32k / 128k windows are binary)
    ("用 Llama-4-Scout，把 200 万 token 的文档全塞进上下文，一张 H200 行吗", 2_000_000),
    # 繁體: 150 萬 = 1,500 k = 1,500,000, the model's "號稱 1000 萬" is not the context
    ("Llama 4 Scout 號稱有 1000 萬 token 的 context，我們想把資料（大概 150 萬 token）整包塞進 prompt", 1_500_000),
])
def test_a_stated_prompt_of_millions_is_the_context(text, seq_len):
    assert extract(text).patch.seq_len == seq_len


def test_a_models_advertised_window_is_not_the_users_context():
    # only the claim is said: no context stated by the user (not 1000 × 10,240 = 10,240,000 refused as too long)
    assert extract("Llama 4 Scout，它號稱有 1000 萬 token 的 context，一張 H100 可以嗎？").patch.seq_len is None
    assert extract("Llama-4-Scout claims a 10M context, can one H100 run it?").patch.seq_len is None


def test_the_kv_of_a_prompt_of_millions_is_sized_by_hand():
    # Llama-4-Scout: 48 layers, 8 KV heads × 128, BF16; 36 layers chunked at 8,192 tokens, 12 global.
    # per layer per token 2·8·128·2 B = 4,096 B; 12 global layers × 4,096 × 2,000,000 = 98,304,000,000 B
    # + 36 chunked layers × 4,096 × 8,192 = 1,207,959,552 B → 99,511,959,552 B (≈ 92.7 GiB) for one 2M-token prompt
    assert kv_cache_bytes(registry.get("Llama-4-Scout"), 2_000_000, 1) == 99_511_959_552


@pytest.mark.parametrize(("text", "regions"), [
    ("我们在新加坡，用Qwen3-8B。用户数据不能传回中国，服务器放新加坡。", ["sg"]),      # 简体
    ("用Qwen3-8B，数据不能回传大陆，放在东京", ["jp"]),
    ("Qwen2.5-14B，資料不能傳回中國，放新加坡", ["sg"]),                           # 繁體
    ("Qwen2.5-14B，啲數據唔可以返大陸，放喺東京", ["jp"]),                        # Cantonese
    ("Qwen2.5-14B, customer data must not go back to China; host in Singapore", ["sg"]),
])
def test_data_that_must_not_go_back_to_china_rules_the_mainland_out(text, regions):
    assert extract(text).patch.regions == regions


def test_data_that_must_stay_in_china_still_rents_there():
    # 不能出境 (must not leave the country) is the opposite rule: the mainland is where it runs
    assert extract("用Qwen3-8B，数据不能出境").patch.regions == ["cn"]


@pytest.mark.parametrize(("text", "model"), [
    ("Qwen3-235B-A22B-Instruct-2507 for 30 agents", "Qwen3-235B-A22B-Instruct-2507"),
    ("qwen3 30b a3b thinking 2507, 128k context", "Qwen3-30B-A3B-Thinking-2507"),
    ("部署 Qwen3-4B-Instruct-2507 做客服", "Qwen3-4B-Instruct-2507"),
    ("Qwen3-235B-A22B，128k context", "Qwen3-235B-A22B"),          # the April release keeps its own row
])
def test_a_july_qwen3_release_is_read_as_its_own_row(text, model):
    assert extract(text).patch.model == model


def test_july_qwen3_rows_are_native_262k_and_instruct_never_thinks():
    # Qwen3-*-2507 model cards: "Context Length: 262,144 natively"; -Instruct-2507 is non-thinking only
    for name in ("Qwen3-235B-A22B-Instruct-2507", "Qwen3-30B-A3B-Instruct-2507", "Qwen3-4B-Thinking-2507"):
        arch = registry.get(name)
        assert arch.native_context == 262_144
    assert model_thinking("Qwen3-30B-A3B-Instruct-2507") is None
    thinking = model_thinking("Qwen3-235B-A22B-Thinking-2507")
    assert thinking is not None and thinking.default and thinking.switch is None   # thinks, cannot be switched off
    # 131,072 tokens with the 1.2 estimate margin = 157,286 ≤ 262,144: within the native window, no YaRN; the April
    # release (native 32,768) needs factor 4 for "128k" said in tokens (131,072 ÷ 32,768, the model card's factor)
    assert registry.get("Qwen3-235B-A22B-Instruct-2507").native_context >= 131_072 * 1.2
    assert yarn_factor(131_072, 32_768) == 4


def test_the_kv_of_a_july_qwen3_row_is_its_architectures():
    # Qwen3-30B-A3B-Instruct-2507: 48 layers, 4 KV heads × 128, BF16 → 2·48·4·128·2 = 98,304 B/token;
    # 200,000 tokens → 19,660,800,000 B (≈ 18.3 GiB)
    assert kv_cache_bytes(registry.get("Qwen3-30B-A3B-Instruct-2507"), 200_000, 1) == 19_660_800_000


@pytest.mark.parametrize(("text", "seq_len"), [
    ("Serve Qwen2.5-14B, it needs to support 32k context", 32 * 1024),        # 32k = 32 × 1,024
    ("部署 Qwen2.5-14B，需要支持 64k 上下文", 64 * 1024),                       # the user's need, not a claim
])
def test_a_context_the_user_needs_supported_is_still_read(text, seq_len):
    assert extract(text).patch.seq_len == seq_len
