"""A count of people typed right after the context, with no space or comma ("32k上下文10個人同時用", "上下文32k10個人",
"上下文10个人同时用"), is a count of users; the context is the length beside its word, never the count.

Before: "兩張L40S能用FP8跑Llama 3.3 70B嗎32k上下文10個人同時用" was read as a 10-token context with no users (the
glued-clause split put "上下文10個人" in a clause of its own and took 10 as the context), and "上下文8k20个人同时用"
lost its 20 users (the count was glued to the k).
"""

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, seq_len, users", [
    # the length before its word, the count glued after: 32k = 32,768 tokens, 10 people at once
    ("兩張L40S能用FP8跑Llama 3.3 70B嗎32k上下文10個人同時用", 32768, 10),
    # the length after its word, the count glued to its k
    ("Llama 3.3 70B 上下文32k10個人同時用", 32768, 10),
    ("用Llama 3.1 8B上下文8k20个人同时用", 8192, 20),
    # the count right after the word, no length said: no context read (the 4,096 default applies later), 10 users
    ("Llama 3.3 70B上下文10个人同时用", None, 10),
])
def test_a_count_glued_after_the_context_is_a_count(text: str, seq_len: int | None, users: int) -> None:
    p = extract(text).patch
    assert p.seq_len == seq_len, p
    assert p.concurrency == users, p


def test_a_count_word_before_the_context_still_reads_both() -> None:
    # "并发20上下文8k": 20 at once (the count word's number), an 8k = 8,192-token context after the word
    p = extract("部署Qwen2.5-7B并发20上下文8k").patch
    assert (p.seq_len, p.concurrency) == (8192, 20), p
