"""Users chatting with a served model with a stated prompt length: the prompt is the running conversation each turn
re-sends (a multi-turn chat API is stateless), so vLLM's / SGLang's prefix cache serves all but the new turn
(advisor.core.chat_history_read.CHATTING, tools.chat_prefix.history_new_tokens) — as when the history is said in
words. A RAG chat, a pasted document, code or an agent's tool output is fresh each time and stays prefilled in full.

Why: "2,000 concurrent users chatting with qwen2.5-14b, 30 tok/s each, prompts ~2k tokens" charged the whole 2,048
tokens as fresh prefill on every turn with no think time: ≈ 0.089 requests/s a user × 2,048 × 29.4 GFLOP ≈ 5.3 TFLOP/s
per user, so prefill alone capped one MI300X (BF16) near 50 users where memory (2.4k × 192 KiB ≈ 0.47 GB a user,
≈ 300 on 192 GB) and the decode step allow several times that.

Hand figures (history_new_tokens: the last answer + a ShareGPT-mean 161-token message, at least 5 % of the prompt):
- 2,048-token prompt, no answer length (ShareGPT 338): 338 + 161 = 499 new (5 % = 103 is less), 1,549 cached (76 %);
  the prefill per request falls 4.1×: 499 × 29.4 GFLOP ≈ 14.7 TFLOP instead of 60.2.
- 简体, 3k prompt, 200-token replies: 200 + 161 = 361 new (5 % of 3,000 = 150 is less).
- 繁體, 4,000-token prompt, 300-token replies: 300 + 161 = 461 new.
- 粵語, 1,500-token prompt, 250-token replies: 250 + 161 = 411 new.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

EN = ("our app will have ~2,000 concurrent users chatting with qwen2.5-14b-instruct, we want 30 tokens/sec each, "
      "prompts ~2k tokens. budget $2k a month, US. what do we rent?")
ZH = "我们的App有500个用户同时和Llama-3.1-8B聊天，每人要25 tok/s，提示词大约3000 token，回复200 token左右，要租什么GPU？"
HANT = "我們的聊天App有300位用戶同時在線跟Qwen2.5-7B聊天，每次prompt約4000 token，回覆300 token，每人20 tok/s，要租什麼？"
YUE = "我哋個App有200個用戶同時同Qwen2.5-14B傾偈，每次prompt大約1500 token，回覆250 token，要租咩GPU？"


@pytest.mark.parametrize(("text", "prompt", "new"), [(EN, 2048, 499), (ZH, 3000, 361), (HANT, 4000, 461),
                                                     (YUE, 1500, 411)])
def test_a_chats_stated_prompt_is_its_history(text: str, prompt: int, new: int) -> None:
    # Hand: module doc; before, prompt_new_tokens stayed unset and every turn prefilled the whole prompt
    e = extract(text)
    assert e.patch.prompt_tokens == prompt, e.patch
    assert e.patch.prompt_new_tokens == new, e.patch
    assert any("prefix cache" in n and "no prefix caching" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    # retrieval: each question brings its own chunks
    "500 users chatting with llama-3.1-8b over our knowledge base (RAG), prompts ~3k tokens, 30 tok/s each",
    # a pasted document each time
    "200 users chat with qwen2.5-14b about their uploaded PDF reports, prompts ~6k tokens, 25 tok/s each",
    # 简体 RAG
    "1000个用户同时和Qwen2.5-7B聊天，基于知识库检索，提示词约3000 token，每人20 tok/s",
    # said off
    "300 users chatting with llama-3.1-8b, prompts ~2k tokens, no prefix caching, 30 tok/s each",
    # not a chat: an API batch of prompts
    "serve qwen2.5-14b to 400 concurrent API clients, prompts ~2k tokens, 30 tok/s each",
])
def test_a_fresh_prompt_stays_prefilled_in_full(text: str) -> None:
    # Hand: none of these re-sends one conversation, so nothing is credited to the prefix cache
    e = extract(text)
    assert not e.patch.prompt_new_tokens, (text, e.patch.prompt_new_tokens)


@pytest.mark.slow
@pytest.mark.parametrize(("text", "off"), [
    ("200 concurrent users chatting with qwen2.5-14b-instruct in fp8, 30 tokens/sec each, prompts ~2k tokens, US. "
     "what do we rent?",
     "200 concurrent users chatting with qwen2.5-14b-instruct in fp8, 30 tokens/sec each, prompts ~2k tokens, "
     "no prefix caching, US. what do we rent?"),
    ("我们的App有200个用户同时和Qwen2.5-14B聊天，FP8，每人30 tok/s，提示词大约2000 token，在美国，租什么GPU？",
     "我们的App有200个用户同时和Qwen2.5-14B聊天，FP8，每人30 tok/s，提示词大约2000 token，不用前缀缓存，在美国，租什么GPU？"),
])
def test_the_cached_chat_rents_less_than_every_prompt_prefilled(tmp_path, text: str, off: str) -> None:
    # Hand (Qwen2.5-14B FP8, 200 users, 30 tok/s, 2,048-token prompts, 338-token answers): at 30 tok/s a user sends a
    # request every ≈ 11 s, 200 users ≈ 18 requests/s; prefilled in full that is 18 × 2,048 × 29.4 GFLOP ≈ 1.1
    # PFLOP/s, with the history cached 18 × 499 × 29.4 GFLOP ≈ 0.26 PFLOP/s; the bot's plans: 3 × MI300X
    # (≈ 67 users a card) in full, 2 × MI300X (100 a card, ≈ 32 tok/s) cached. The cached plan must cost less.
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    e = Engine(store=Store(tmp_path / "s.db"))
    cached = e.handle("a", text).recommendation
    full = e.handle("b", off).recommendation
    assert cached is not None and full is not None and cached.candidates and full.candidates
    assert cached.candidates[0].price_per_hour.amount < full.candidates[0].price_per_hour.amount, (
        cached.candidates[0], full.candidates[0])
