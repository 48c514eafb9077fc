"""A chat's context said as its AVERAGE ("average context 48k", 平均上下文48k左右, 平均每輪對話大概一萬字) is the typical
length every user holds (advisor.core.average_context_read → `context_average`), so tools.chat_kv sizes every user's KV
at it, never most users at the 4,096-token typical chat and a tenth at the stated figure (a limit's reading)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog import registry
from tests.fixtures import resolved
from tools.chat_kv import chat_kv, long_chat_capped
from tools.memory import load_kv_bytes

AVERAGE = [
    # "48k" is not a power of two, so 48 × 1,000 = 48,000 tokens (advisor.core.magnitudes.tokens_len)
    ("We serve GLM-4.5 to 24 support agents at once, average context 48k tokens. Which GPUs?", 48_000),
    ("Qwen2.5-32B chatbot, 60 users at once, conversations of 12k tokens on average", 12_000),
    # "16k" = 16 × 1,024 = 16,384
    ("用DeepSeek-V3给20个客服同时跑，平均上下文16k左右，用什么卡", 16_384),
    # 2萬字 of 繁體 with Llama-3's tokenizer: 0.81 tokens a 简体 character × 1.25 for 繁體 = 1.01 → 20,000 × 1.01 = 20,200
    ("我們用Llama-3.3-70B做內部客服，同時大概40人在線，每個對話平均2萬字，要租什麼GPU", 20_200),
    # 一萬字 in 繁體, the same 1.01: 10,000 × 1.01 = 10,100 tokens
    ("我們用Llama-3.3-70B做內部客服，同時大概40人在線，平均每輪對話大概一萬字，要租什麼GPU", 10_100),
]


@pytest.mark.parametrize(("text", "tokens"), AVERAGE)
def test_an_average_context_is_read_as_every_users_length(text, tokens):
    e = extract(text)
    assert e.patch.seq_len == tokens
    assert e.patch.context_average is True


@pytest.mark.parametrize("text", [
    "Llama-3.1-8B chatbot for 50 users, 32k context window",  # a window: a limit, the long-chat cap applies
    "部署 Qwen2.5-32B 客服，32k 上下文，平均每天300个请求",  # 平均 before a count of requests, not a length
    "Qwen2.5-7B 客服機器人，同時 30 人，平均回答 300 字",  # an average ANSWER, not the conversation
])
def test_a_limit_or_an_average_count_is_not_an_average_context(text):
    assert extract(text).patch.context_average is None


def test_glm_agents_at_an_average_48k_hold_every_agent_at_48k():
    # GLM-4.5 (config.json: 92 layers, 8 KV heads, head_dim 128), BF16 KV: 2 × 92 × 8 × 128 × 2 = 376,832 bytes a
    # token; 24 agents × 48,000 tokens × 376,832 = 434,110,464,000 bytes ≈ 434 GB, more than 8 × H100's usable
    # 8 × 80 × 0.9 = 576 GB once the ≈ 355 GB FP8 weights are in. Read as a limit it was 3 at 48,000 + 21 typical.
    w = resolved(model="GLM-4.5", seq_len=48_000, concurrency=24, context_average=True)
    assert not long_chat_capped(w)
    assert chat_kv(w, 24).tokens == 24 * 48_000
    assert load_kv_bytes(registry.get("GLM-4.5"), w, 24) == 434_110_464_000
    limit = resolved(model="GLM-4.5", seq_len=48_000, concurrency=24)
    assert load_kv_bytes(registry.get("GLM-4.5"), limit, 24) < 434_110_464_000 // 2


def test_deepseek_v3_mla_at_an_average_16k_uses_the_latent_width():
    # DeepSeek-V3 (MLA): each layer keeps the 512-wide latent + the 64-wide rotary key, 61 layers × 576 × 2 bytes =
    # 70,272 bytes a token; 20 users × 16,384 × 70,272 = 23,026,728,960 bytes ≈ 23 GB
    w = resolved(model="DeepSeek-V3", seq_len=16_384, concurrency=20, context_average=True)
    assert load_kv_bytes(registry.get("DeepSeek-V3"), w, 20) == 23_026_728_960


def test_llama_70b_at_an_average_of_ten_thousand_characters():
    # Llama-3.3-70B: 2 × 80 × 8 × 128 × 2 = 327,680 bytes a token; 一萬字 繁體 = 10,100 tokens (above); 12 generating
    # at once × 10,100 × 327,680 = 39,714,816,000 bytes ≈ 39.7 GB, where the limit's reading gave 10 × 4,096 + 2 × 10,100
    w = resolved(model="Llama-3.3-70B", seq_len=10_100, concurrency=12, context_average=True)
    assert load_kv_bytes(registry.get("Llama-3.3-70B"), w, 12) == 39_714_816_000


@pytest.mark.slow
def test_the_whole_answer_holds_every_users_kv_at_the_average(tmp_path):
    # GLM-4.5 FP8 ≈ 355 GB of weights; 24 users × 48,000 × 376,832 bytes = 434 GB of BF16 KV in all. On 2 replicas of
    # 4 GPUs each replica holds 12 users: (355 + 217) ÷ 4 ≈ 143 GB per GPU at least, so no 80 GB card holds a 4-way
    # replica; read as a limit it was (355 + 3 × 18.1 + 21 × 1.5 GB) ÷ 8 ≈ 55 GB per GPU on one 8-GPU replica
    import re as _re

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    text = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "We serve GLM-4.5 in FP8 to 24 support staff chatting at once, average context 48k tokens. Which GPUs?").text
    m = _re.search(r"needs ≈ ([\d.,]+) GB per GPU; (\d+) replicas? × (\d+) GPU", text)
    assert m, text[:1500]
    per_gpu, replicas, gpus = float(m.group(1).replace(",", "")), int(m.group(2)), int(m.group(3))
    assert per_gpu * gpus >= (355 + 434 / replicas) * 0.95, text[:1500]


@pytest.mark.parametrize("text", [
    "部署qwen2.5 14b，QPS大概15，提示词平均800 token，回答200 token左右",  # a prompt's average: prompt_tokens, not a context
    "部署qwq，它每道题都要想很久，平均10k token的思考",  # an answer's (thinking) average: output tokens
    "部署Qwen2.5-32B，每次請求平均2千 token 的回答",  # 繁體, an answer's average again
])
def test_an_average_with_no_chat_word_is_not_the_context(text: str) -> None:
    # 平均 before a length with no 上下文 / 对话 / 会话 / 聊天 beside it names a prompt's or an answer's average;
    # reading it as every user's context would size the KV at the prompt (or the thinking) alone.
    assert extract(text).patch.context_average is None
