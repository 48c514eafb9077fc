"""A served chat whose conversations have a stated number of turns ("每個對話平均6輪", "8 turns each") or that keeps a
stated window of turns ("keeps the last 10 turns", 帶上最近5輪對話) is sized on the prompt that history makes
(advisor.core.chat_thread_read.read_conversation_turns over tools.chat_thread.conversation_prompt): the mean prompt
for the prefill, the longest turn for the KV cache, the new tokens each turn prefills with the prefix cache, and the
assumption said. Hand figures in tests/tools/test_a_conversation_prompt_grows_with_its_turns.py."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "prompt", "seq", "new", "said"), [
    # the expert's case (Cantonese): 6 turns → mean 1,408, longest 2,994, 499 new a turn
    ("我哋做電訊客服，想用qwen3-8b做粵語客服bot，每日大概5萬個對話，每個對話平均6輪，預算每月1萬港紙以內，應該點揀GPU？",
     1_408, 2_994, 499, "grows with the conversation"),
    # 简体, 8 turns → mean 1,908, longest 3,992
    ("我们做在线教育答疑机器人，用qwen2.5-7b，每天大约2万次对话，每次对话平均8轮，要几张卡，每月多少钱", 1_908, 3_992, 499,
     "grows with the conversation"),
    # English, a conversation count with turns each
    ("Customer support bot on Qwen2.5-14B, about 50k conversations a day, 6 turns each on average", 1_408, 2_994, 499,
     "grows with the conversation"),
    # English, a kept window: 10 × 499 + 161 = 5,151, sequence 5,489
    ("Our support assistant runs Llama-3.1-8B and keeps the last 10 turns of each chat in the prompt; 40 agents use "
     "it at once. Which GPU and what per month?", 5_151, 5_489, 499, "the last 10 turns"),
    # 繁體, a kept window of 5: 2,656, sequence 2,994
    ("我們的客服機器人用 Llama-3.1-8B，每次請求帶上最近5輪對話，尖峰 30 人同時使用，要租什麼 GPU，每月多少錢？", 2_656, 2_994,
     499, "the last 5 turns"),
])
def test_stated_turns_size_the_prompt_by_the_history(text, prompt, seq, new, said):
    e = extract(text)
    got = e.patch.model_dump(exclude_none=True)
    assert got.get("prompt_tokens") == prompt, got
    assert got.get("seq_len") == seq and got.get("output_tokens") == 338, got
    assert got.get("prompt_new_tokens") == new, got
    assert any(said in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "Qwen2.5-14B chatbot, 40,000 messages a day, 6 turns each",  # a day of messages: no conversation count
    # a stated history length wins: read_chat_history sizes it
    "客服机器人用 Qwen2.5-14B，每天5万次对话，平均每次6轮，每次请求带着大约3000 token的对话历史",
    # a stated context shorter than the kept window (5,489 tokens): the context said, no longer prompt
    "Serve Llama-3.1-8B for 40 users, 4k context, keeps the last 10 turns",
])
def test_no_conversation_prompt_where_the_length_is_said_or_no_conversation_is_counted(text):
    got = extract(text).patch.model_dump(exclude_none=True)
    assert got.get("prompt_tokens") not in (1_408, 5_151), got


def test_a_stated_context_that_holds_the_window_keeps_it_and_sizes_the_prompt():
    # 8k context, the last 10 turns kept: the prompt is the window's 5,151 tokens, the context stays 8,192
    got = extract("Serve Llama-3.1-8B for 40 users, 8k context, keeps the last 10 turns").patch.model_dump(
        exclude_none=True)
    assert got.get("prompt_tokens") == 5_151 and got.get("seq_len") == 8_192, got
