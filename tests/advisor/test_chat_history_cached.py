"""A served chat's stated history or system prompt is a cached prefix: each request prefills only its new turn
(tools.chat_prefix, read by advisor.core.chat_history_read and extract_stated._served_prefix), the KV cache still holds
the whole prompt, and the answer says the assumption with the way to switch it off.

Hand sizing, the expert's way (vLLM V1 automatic prefix caching, SGLang RadixAttention):
- Llama-3.1-8B, 150 chats at once, 6k tokens of history, 250-token replies: each turn prefills the last answer and a
  new message ≈ 250 + 161 = 411 tokens (≥ 5 % of 6,144 = 308), not 6,144: at ≈ 25 requests/s that is
  25 × 411 × 16 GFLOP ≈ 0.16 PFLOP/s, a fraction of one H100, where the full history (25 × 6,144 × 16 GFLOP ≈ 2.5
  PFLOP/s) needed a fleet. The KV (150 × 6.4k × 128 KiB ≈ 117 GiB BF16) still sizes memory.
- Qwen2.5-14B, 120 会话, 3000 token 对话历史, 回复 200: new = 200 + 161 = 361 (≥ 150 = 5 %).
- 繁體, Qwen2.5-32B, 60 個會話, 對話歷史約 5000 token, 回覆 300: new = 300 + 161 = 461 (≥ 250).
- a 2,500-token system prompt + 120-token user messages: 120 new, 2,500 from the cache.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.chat_prefix import history_new_tokens, system_prompt_new_tokens
from tools.defaults import resolve
from tools.load import request_shape
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

EN = ("we host a llama-3.1-8b-instruct helpdesk bot. peak is about 150 chats at the same time, prompts up to 6k tokens "
      "(conversation history), replies ~250 tokens, each user needs 30 tok/s. cheapest 24/7 setup?")
ZH = "我们用qwen2.5-14b做客服，高峰120个会话同时生成，每次请求带着大约3000 token的对话历史，回复200 token左右，每人至少25 tok/s"
HANT = "我們用Qwen2.5-32B做客服機器人，高峰60個會話同時在線，對話歷史約5000 token，回覆300 token左右，每人至少20 tok/s"


def test_new_turn_by_hand() -> None:
    # Hand: 6,144 + 250 → 250 + 161 = 411 (5 % of 6,144 = 308 is less); 20,000 + 300 → max(461, 1,000) = 1,000;
    # no answer and a 3,200 context for a 3,000 prompt → 200 + 161 = 361; a 300-token prompt is all new (no cache)
    assert history_new_tokens(6144, 250) == 411
    assert history_new_tokens(20_000, 300) == 1000
    assert history_new_tokens(3000, None, 3200) == 361
    assert history_new_tokens(300, 250) == 300
    assert system_prompt_new_tokens(120, 2620) == 120


# "对话历史大概2000 token" is the chat's history, never a bare prompt the request-length rewrite takes whole: by hand
# 200 + 161 = 361 new tokens (5 % of 2,000 = 100 is less), the other 1,639 from the prefix cache
ZH_HISTORY_IS = "用Llama-3.1-8B做在线客服，30个会话同时进行，对话历史大概2000 token，回复200 token"


@pytest.mark.parametrize(("text", "prompt", "new"), [(EN, 6000, 411), (ZH, 3000, 361), (HANT, 5000, 461),
                                                     (ZH_HISTORY_IS, 2000, 361)])
def test_a_stated_history_is_read_as_cached(text: str, prompt: int, new: int) -> None:
    # Hand: module doc; the old reader left prompt_new_tokens unset (every turn prefilled in full) and lost the
    # Chinese history's length (the chat sized at the default context)
    e = extract(text)
    assert e.patch.prompt_tokens == prompt and e.patch.prompt_new_tokens == new
    assert any("prefix cache" in n and "no prefix caching" in n for n in e.notes), e.notes


def test_the_cache_serves_the_history_in_the_shape_and_off_when_said() -> None:
    # Hand: 6,000 (6k: decimal) − 411 = 5,589 from the cache; "no prefix caching" prefills all 6,000 again
    w = Workload(**extract(EN).patch.model_dump(exclude_none=True))
    sh = request_shape(resolve(w)[0])
    assert sh.prompt == 6000 and sh.cached == 5589 and sh.prefilled == 411
    off = extract(EN + " no prefix caching")
    assert off.patch.prompt_new_tokens is None and off.patch.prefix_cache is False
    hant_off = extract(HANT + "，沒有前綴緩存")
    assert hant_off.patch.prompt_new_tokens is None and hant_off.patch.prefix_cache is False


def test_a_system_prompt_is_served_from_the_cache() -> None:
    # Hand: 2,500 fixed + the user's 161 (ShareGPT mean, nothing else said) → 161 prefilled of 2,661
    e = extract("serving gemma-2-9b for 40 users at once, a 2,500-token system prompt in every request. which GPU?")
    assert e.patch.prompt_tokens == 2661 and e.patch.prompt_new_tokens == 161
    assert any("fixed part" in n for n in e.notes), e.notes


def test_a_batch_is_never_read_as_a_chat_history() -> None:
    e = extract("classify 2 million support tickets with the chat history attached, 1,500 tokens each, llama-3.1-8b")
    assert e.patch.prompt_new_tokens is None


@pytest.mark.slow
def test_the_history_chat_is_priced_without_a_fleet(tmp_path) -> None:
    # Hand: module doc: memory (≈ 117 GiB BF16 KV, ≈ 59 GiB FP8 + 16 GB weights) holds on 2 × 80 GB cards; the
    # full-history prefill rented 4 × MI300X (≈ $7k a month). The answer names the assumption.
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", EN).text
    m = re.search(r"≈ \$([\d,]+) a month", out)
    assert m and float(m.group(1).replace(",", "")) < 5000, out[:800]
    assert "automatic prefix caching" in out
