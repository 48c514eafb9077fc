"""A companion, role-play or customer-service chat app's prompt is its running conversation (tools.chat_thread, read by
advisor.core.chat_thread_read): turns × (a ShareGPT-mean user message + the app's answer), the KV cache sized on it,
each turn prefilling only the new part from the prefix cache at a stated hit rate — never one 161-token message.

Hand sizing, the expert's way (a chat API re-sends the whole message list each call):
- EN, Llama-3.1-8B companion app, replies ~120 tokens: 20 turns × (161 + 120) = 5,620 tokens of history; each turn
  prefills 120 + 161 = 281 new (≥ 5 % of 5,620 = 281), 95 % from the cache. The old reader sized 161 + 120.
- 繁體, Qwen2.5-7B 角色扮演, 回覆100個字 at Qwen's 0.67 × 1.25 = 0.84 token a 字 → 84 tokens: 20 × (161 + 84) = 4,900;
  new = 84 + 161 = 245 (5 % of 4,900 = 245).
- 简体, Qwen2.5-14B 电商客服, 每人每天问12条, 回复150字 × 0.67 = 100 tokens: a support thread is at most the day's
  12 messages: 12 × (161 + 100) = 3,132; new = 261 (5 % of 3,132 = 157 is less) → 92 % cached.
- a 4,096-token model (Llama-2-7B) and 300-token answers: 20 × 461 = 9,220 does not fit; cut to 4,096 − 300 = 3,796.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.chat_thread import chat_thread

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

EN = ("we're launching an AI companion app on Llama-3.1-8B-Instruct, 8,000 daily users, each sends about 50 messages a "
      "day, replies around 120 tokens. how many GPUs?")
HANT = "我們做角色扮演聊天App，模型用 Qwen2.5-7B-Instruct，日活3萬，每人每天聊25則，每則回覆100個字左右，要租幾張卡？"
ZH = "我们的电商客服机器人用Qwen2.5-14B-Instruct，日活1万，每人每天问12条，回复150字左右，需要几张卡"


def test_thread_by_hand() -> None:
    # Hand: module doc
    th = chat_thread(120)
    assert (th.history, th.new, th.hit_pct) == (5620, 281, 95)
    cut = chat_thread(300, 4096)
    assert cut.capped and cut.history == 3796
    assert chat_thread(100, None, 12).history == 3132


@pytest.mark.parametrize(("text", "prompt", "new", "word"), [
    (EN, 5620, 281, "running conversation"), (HANT, 4900, 245, "running conversation"),
    (ZH, 3132, 261, "customer-service")])
def test_a_chat_apps_prompt_is_its_history(text: str, prompt: int, new: int, word: str) -> None:
    # Hand: module doc; before, each was sized on a 161-token prompt and no history
    e = extract(text)
    assert e.patch.prompt_tokens == prompt and e.patch.prompt_new_tokens == new
    assert e.patch.seq_len == prompt + e.patch.output_tokens
    assert any(word in n and "hit rate" in n for n in e.notes), e.notes


def test_a_stated_prompt_or_a_one_shot_support_question_is_left_alone() -> None:
    # a stated 2k prompt is the user's own figure; a support bot with no per-user cadence is no thread
    said = extract("we host a companion chatbot on mistral-7b, 300 users at once, prompts of 2k tokens, replies 200 tokens")
    assert said.patch.prompt_tokens == 2048 and said.patch.prompt_new_tokens is None
    one = extract("customer support bot on qwen2.5-7b, 40 users at once, replies 200 tokens")
    assert one.patch.prompt_new_tokens is None


def test_no_prefix_caching_prefills_the_whole_history() -> None:
    # Hand, 简体, Qwen2.5-3B 虚拟恋人 app, replies 50 tokens, no prefix cache: 20 × (161 + 50) = 4,220 tokens,
    # all of it prefilled each turn (no prompt_new_tokens); before, the prompt was 161
    e = extract("我们做虚拟恋人App，模型用Qwen2.5-3B-Instruct，日活5000，每人每天聊20条，每条回复50 token，"
                "没有前缀缓存，需要几张卡")
    assert e.patch.prompt_tokens == 4220 and e.patch.prompt_new_tokens is None
