"""A translation's volume said as works × each one's length (500部网文，每部平均100万字) is the batch: the per-work length
was taken for one item's and dropped, so the answer said no volume was given."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "我们有500部网文要翻成英文，每部平均100万字，想用Hunyuan-MT-7B或者Qwen3-30B-A3B-Instruct-2507，两周内做完，放AutoDL上，"
    "最省钱的方案是什么？",
    "我們有500部網文要翻成英文，每部平均100萬字，用Hunyuan-MT-7B",  # 繁體
])
def test_works_times_each_length_is_the_batch(text):
    # 500 × 1,000,000 = 5 × 10⁸ characters ≈ 3.4–3.8 × 10⁸ tokens at 0.67–0.75 token a character, in 2,048-token
    # chunks ≈ 160–185 k requests; the per-work 100万字 alone would be ≈ 330 requests
    p = extract(text).patch
    assert p.batch_work == "translate" and p.batch_requests is not None and 150_000 <= p.batch_requests <= 200_000


def test_a_per_item_length_with_no_count_of_works_is_no_volume():
    # "每条120字" with no works counted: one item's length, no batch of its characters
    assert extract("把商品标题翻译成英文，每条120字，用Qwen3-8B").patch.batch_requests != 120
