"""A reply-length cap and a precision said signed, zero or NaN are said not read: "回复-150字以内", "answer in -50
words", "reply in 0 characters" were dropped without a word (回复0字以内 sized a 1-token answer); "-4-bit" was read as
INT4 and "NaN bit" / "FP0" left BF16 unsaid."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import drop_impossible_counts


@pytest.mark.parametrize(("text", "said"), [
    ("what GPU for Llama-3-70B for 100 users? 回复-150字以内", "-150字"),
    ("what GPU for Llama-3-70B for 100 users? 回复0字以内", "0字"),
    ("what GPU for Llama-3-70B for 100 users? answer in -50 words", "-50 words"),
    ("what GPU for Llama-3-70B for 100 users? answer in under -150 words", "-150 words"),
    ("serve Llama-3-70B for 100 users, reply in 0 characters", "0 characters"),
    ("I have an RTX 4090, can it run Llama-3-70B at -4-bit?", "-4-bit"),
    ("I have an RTX 4090, can it run Llama-3-70B at NaN bit?", "NaN bit"),
    ("I have 2 RTX 5090s, can they run Qwen2.5-72B in FP0?", "FP0"),
    ("我有一张4090，能跑-4bit的Llama-3-70B吗？", "-4bit"),
])
def test_a_cap_or_a_precision_not_read_is_said_and_taken_out(text, said):
    t, notes = drop_impossible_counts(text)
    assert any(said in en and said in zh for en, zh in notes), notes
    assert said not in t


@pytest.mark.parametrize("text", [
    "what GPU for Llama-3-70B for 100 users? 回复150字以内",
    "serve Llama-3-70B for 100 users, answer in 50 words",
    "I have an RTX 4090, can it run Llama-3-70B at 4-bit?",
    "I have 2 RTX 5090s, can they run Qwen2.5-72B in FP8?",
])
def test_stated_caps_and_precisions_are_kept(text):
    assert drop_impossible_counts(text) == (text, [])
