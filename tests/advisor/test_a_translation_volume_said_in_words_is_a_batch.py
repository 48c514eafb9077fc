"""A translation volume said in words or characters ("~2M words/day", "300k words a week", 每个月要翻译约800万字) is a
batch of that text's tokens a period, cut into 2,048-token requests, each answer as long as its input: it was read as
2,000,000 items, or dropped (a document translation SaaS sized as a default 20 chat users)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "requests", "period"), [
    # 2,000,000 words × 4/3 token a word (OpenAI Help Center) = 2,666,667 tokens ÷ 2,048 = 1,302.1 → 1,303 a day
    ("We translate ~2M words/day with Qwen2.5-32B, what setup?", 1303, "day"),
    # 300,000 × 4/3 = 400,000 ÷ 2,048 = 195.3 → 196 a week
    ("We translate around 300k words a week of legal text with Qwen2.5-14B, what do we need?", 196, "week"),
    # 8,000,000 字 × 0.67 (Qwen, DashScope) = 5,360,000 ÷ 2,048 = 2,617.2 → 2,618 a month
    ("每个月要翻译约800万字的技术文档，用Qwen2.5-14B，国内部署", 2618, "month"),
])
def test_the_text_is_a_batch_of_its_tokens(text, requests, period):
    p = extract(text).patch
    assert p.batch_requests == requests and p.batch_period == period and p.batch_work == "translate"
    assert p.output_tokens == 2048 and p.seq_len == 4096  # each answer as long as its 2,048-token input


def test_a_translation_service_serves_the_volume_as_requests_a_day():
    # a SaaS translating 2M words a day: its 1,303 chunks a day are the service's requests, at its busiest hour
    p = extract("We sell a document translation SaaS (~2M words/day, 23 languages) on Qwen2.5-32B, what setup?").patch
    assert p.requests_per_day == 1303 and p.concurrency is None
