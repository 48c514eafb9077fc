"""A latency target at a percentile the load model does not hold (p0, p99.9, P100, p150, 200分位) is said not read,
in the user's language, and never taken as something else: "P100 300ms" is no Tesla P100 card (FP16 weights and
HF transformers with it). The percentiles held (p50, p90, p95, p99) are still read, and a P100 named as a card is still
the card."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, said", [
    ("serve Llama-3-8B for 100 users, P100 300ms", "P100 300ms"),
    ("serve Llama-3-8B for 100 users, p100 latency 300ms", "p100 latency 300ms"),
    ("serve Llama-3-8B for 100 users, P99.9 300ms", "P99.9 300ms"),  # a common SLO, dropped in silence before
    ("serve Llama-3-8B for 100 users, P0 300ms", "P0 300ms"),
    ("serve Llama-3-8B for 100 users, P150 300ms", "P150 300ms"),
    ("部署Qwen2.5-7B，100人用，200分位延迟300毫秒", "200分位延迟300毫秒"),
])
def test_a_percentile_not_held_is_said_not_read_and_no_target_is_set(text, said):
    e = extract(text)
    assert e.patch.target_ttft_ms is None and e.patch.ttft_percentile is None
    assert e.patch.gpu_preference is None  # P100 300ms was "P100 PCIe 16GB only"
    assert any(said in n and ("not read" in n or "未读取" in n) for n in e.notes), e.notes


@pytest.mark.parametrize("text, ms, pct", [
    ("serve Llama-3-8B for 100 users with P99 latency 300ms", 300, 99),
    ("serve Llama-3-8B for 100 users, P95 300ms", 300, 95),
    ("部署Qwen2.5-7B，100人用，99分位延迟300毫秒", 300, 99),
])
def test_the_percentiles_held_are_still_read(text, ms, pct):
    e = extract(text)
    assert e.patch.target_ttft_ms == ms and e.patch.ttft_percentile == pct


def test_a_p100_named_as_a_card_is_still_the_card():
    e = extract("serve Llama-3-8B on a P100 for 10 users, P99.9 300ms")
    assert e.patch.gpu_preference == "P100 PCIe 16GB"
    assert e.patch.target_ttft_ms is None
