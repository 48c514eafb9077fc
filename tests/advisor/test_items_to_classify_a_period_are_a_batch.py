"""Items counted a period for a classification or moderation job ("2 million user messages a day to classify",
每天200万条评论要做情感分类, "classify 500k support tickets a night") are a batch's rows a period sized by throughput to
the period's deadline — never a chat's requests a day sized as users in flight (the English one read as "135 users,
≥ 56 requests/s"), and never nothing.

Hand reasoning: each item is one request with a few tokens out (a label); 2 million = 2,000,000 a day, due within the
day (24 h); 500k = 500,000 a night, due within the night (22:00 → 08:00 assumed: 10 h). A chatbot's messages a day stay
its traffic."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "n"), [
    ("2 million user messages a day to classify. what GPUs and cost?", 2_000_000),
    ("we get 2M user messages per day and need to classify each one (toxic / fine) with Llama-3.1-8B", 2_000_000),
    ("每天200万条评论要做情感分类，需要什么卡，一个月多少钱", 2_000_000),
    ("每天 200 萬則留言要做情緒分類，要什麼卡？", 2_000_000),
])
def test_items_a_day_to_classify_are_a_daily_batch(text, n):
    p = extract(text).patch
    assert p.batch_requests == n and p.batch_period == "day", p
    assert p.requests_per_day is None and p.concurrency is None and p.target_requests_per_s is None, p


def test_tickets_a_night_are_a_nightly_batch():
    p = extract("classify 500k support tickets a night. what do I rent?").patch
    assert p.batch_requests == 500_000 and p.batch_period == "day", p


def test_a_chatbots_messages_a_day_stay_its_traffic():
    p = extract("our support chatbot gets 30k messages a day, Llama-3.1-8B, what GPUs?").patch
    assert p.batch_requests is None and p.requests_per_day == 30_000, p


@pytest.mark.slow
@pytest.mark.parametrize(("text", "head"), [
    ("2 million user messages a day to classify. what GPUs and cost?",
     "batch of 2,000,000 requests every day, 8 tokens out each · within 24 h"),
    ("classify 500k support tickets a night. what do I rent?",
     "batch of 500,000 requests every day, 8 tokens out each · within 10 h"),
])
def test_the_answer_sizes_the_batch_to_its_period(text, head, tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert head in out.splitlines()[0], out[:800]
    assert " users" not in out.splitlines()[0], out[:800]
