"""A batch of answered or summarised documents whose count is signed or zero ("reply to -20,000 support emails",
"summarise -200 contracts a week", 每周整理-200份标书, 每週整理0份標書) is said not read (extract_rules.drop_impossible_counts:
emails, contracts and 份 are counted like every other item) and the count is asked for (batch_count_unread): it was
sized unsigned ("batch of 20,000 requests … ≈ $0.16", "每周批量 200 条") or as a one-user chat, no word of the 0."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import drop_impossible_counts
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, said", [
    ("reply to -20,000 support emails with Llama-3-8B", "'-20,000 support emails' is not read"),
    ("summarise -200 contracts a week with Qwen2.5-72B", "'-200 contracts' is not read"),
    ("summarise 0 contracts a week with Qwen2.5-72B", "'0 contracts' is not read"),
    ("用Qwen2.5-72B每周整理-200份标书", "'-200份' is not read"),
    ("用Qwen2.5-72B每週整理0份標書", "'0份' is not read"),
])
def test_the_count_is_said_not_read(text, said):
    assert any(said in en for en, _ in drop_impossible_counts(text)[1])


@pytest.mark.parametrize("text", ["summarise 200 contracts a week with Qwen2.5-72B", "用Qwen2.5-72B每周整理200份标书",
                                  "reply to 20,000 support emails with Llama-3-8B"])
def test_a_count_above_zero_is_read(text):
    assert drop_impossible_counts(text)[1] == []


@pytest.mark.slow
@pytest.mark.parametrize("text, said, asked", [
    ("reply to -20,000 support emails with Llama-3-8B", "'-20,000 support emails' is not read", "How many emails in the batch?"),
    ("summarise -200 contracts a week with Qwen2.5-72B", "'-200 contracts' is not read", "How many contracts each week?"),
    ("用Qwen2.5-72B每周整理-200份标书", "“-200份”未读取", "每周要整理多少份？"),
    ("用Qwen2.5-72B每週整理0份標書", "“0份”未讀取", "每週要整理多少份？"),
])
def test_the_batch_asks_for_its_count(text, said, asked):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(store=Store(":memory:")).handle("t", text)
    assert said in r.text and asked in r.text, r.text[:500]
    assert "20,000 requests" not in r.text and "200 条" not in r.text and "1 user" not in r.text  # nothing sized
