"""A setup put up for judging ("our plan is 4x A10G …, reasonable?", "8 H100s. good plan?", "does that make sense?",
租兩張A6000行唔行？, 4张L40S合不合理) is a card to check (`checked_gpu`, answered yes / no ahead of a free ranking),
never a filter; "only" / "must" / 只能 still make it one (the recommender then ranks that card alone)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "card", "n"), [
    ("our plan is 4x A10G for qwen2.5-14b, reasonable?", "A10G", 4),
    ("planning to rent 8 H100s for deepseek v3. good plan?", "H100", 8),
    ("we're thinking of 2 L40S for llama 3.3 70b, does that make sense?", "L40S", 2),
    ("will one a100 do for qwen2.5-32b?", "A100", 1),
    ("租兩張A6000行唔行？跑llama 3.1 70b", "RTX A6000", 2),                 # Cantonese 行唔行
    ("我们打算租4张L40S跑qwen2.5-72b，合不合理？", "L40S", 4),                # 简体 合不合理
    ("一張H200夠嗎 Qwen2.5-VL-72B", "H200", 1),                              # 繁體 夠嗎
])
def test_a_setup_asked_about_is_checked_not_filtered(text, card, n):
    p = extract(text).patch
    assert p.checked_gpu == card and p.checked_gpu_count == n and p.gpu_preference is None


@pytest.mark.parametrize("text", [
    "we only have budget for 8 H100s, must use them for deepseek v3",
    "我们只能用4张L40S跑qwen2.5-72b",
])
def test_only_or_must_keeps_the_setup_a_filter(text):
    p = extract(text).patch
    assert p.checked_gpu is None and p.gpu_preference is not None
