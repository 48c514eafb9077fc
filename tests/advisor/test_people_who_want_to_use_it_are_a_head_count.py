"""N developers, engineers or sales staff who want to use the model ("公司300个研发想内部用gpt-oss-120b", 打算內部使用) are
its user base, a head count (`head_count`: tools.traffic sizes the share active at once and says it), never one user at
once (300 developers were sized as 1 concurrent)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "公司300个研发想内部用gpt-oss-120b，只能用腾讯云，预算一个月3万以内",
    "300个工程师想用gpt-oss-120b",
    "我们有300个销售想内部用Qwen3-8B",
    "公司300個工程師打算內部使用gpt-oss-120b",  # 繁體
    "300個同事準備日常用Qwen3-8B",
])
def test_people_who_want_to_use_it_are_a_head_count(text):
    p = extract(text).patch
    assert p.head_count == 300 and p.concurrency is None, p
