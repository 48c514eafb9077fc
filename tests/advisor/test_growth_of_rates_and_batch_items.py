"""A growth follow-up said as a rate or as a batch's items ("what if QPS doubles?", 如果QPS翻倍呢？, "double the
invoices") scales the thread's load (tools.followup.load_to_grow): the users at once or the people behind a serving
plan, a batch's requests where no people are said. Both were "That is outside what I do" ("what if traffic doubles?"
grew the same plan)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.growth import grown_again
from tools.followup import load_to_grow
from tools.schema import Workload


@pytest.mark.parametrize("text", ["what if QPS doubles?", "如果QPS翻倍呢？", "如果QPS翻倍呢？".replace("翻倍", "加倍"),
                                  "what if requests per second double?"])
def test_a_rate_growth_scales_the_serving_load(text):
    w = Workload(task="inference", model="Llama-3-8B", concurrency=100)
    out = grown_again(w, extract(text), text)
    # Hand: 100 at once × 2 = 200
    assert out.patch.concurrency == 200, out.patch
    assert "off_topic" not in out.intents


def test_a_rate_growth_scales_the_people_behind_a_plan():
    w = Workload(task="inference", model="Qwen2.5-72B", head_count=300)
    out = grown_again(w, extract("如果QPS翻倍呢？"), "如果QPS翻倍呢？")
    assert out.patch.head_count == 600, out.patch


@pytest.mark.parametrize("text", ["double the invoices", "what if the invoices triple?", "如果发票翻倍呢？"])
def test_a_batch_grows_by_its_items(text):
    w = Workload(task="inference", model="Qwen2.5-7B", batch_requests=1_000_000, batch_period="day")
    assert load_to_grow(w) == {"batch_requests": 1_000_000}
    out = grown_again(w, extract(text), text)
    # Hand: 1,000,000 × 2 = 2,000,000 (× 3 = 3,000,000), a whole count
    want = 3_000_000 if "triple" in text else 2_000_000
    assert out.patch.batch_requests == want and isinstance(out.patch.batch_requests, int), out.patch
    assert "2,000,000" in " ".join(out.notes) or "3,000,000" in " ".join(out.notes), out.notes


def test_a_refused_factor_on_a_batch_is_not_applied():
    w = Workload(task="inference", model="Qwen2.5-7B", batch_requests=1_000_000)
    out = grown_again(w, extract("what if the invoices grow 0x?"), "what if the invoices grow 0x?")
    assert out.patch.batch_requests is None, out.patch
