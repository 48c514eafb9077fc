"""Staff counted with who they are between the counter and the noun (300個前線同事, 200名一线员工, 80 個銷售同事) are a
head count, sized at the office peak's share (tools.traffic.head_count_assumption), never read as no one and sized as
one user; the other ways people say who will use it keep their head count (俾 N 個人用, N 位同事會用, 全公司 N 人)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "n"), [
    # 240 front-desk staff → 240 × 15 % = 36 active at the office peak
    ("大概240個前台同事會用 Llama-3.1-8B 做問答，要租咩GPU？", 240),
    ("有 160 名一线客服员工用 Qwen2.5-14B 查知识库", 160),
    ("約 75 位業務同仁要用 Mistral-7B 寫報價單", 75),
    ("俾 130 個人用 Qwen2.5-7B 做內部助手", 130),
    ("有 55 位同事會用 gemma-2-9b", 55),
    ("全公司 380 人都會用 Llama-3.1-8B", 380),
    ("about 220 field technicians will use Llama-3.1-8B on their phones", 220),
])
def test_who_they_are_between_keeps_the_head_count(text, n):
    out = extract(text)
    assert out.patch.head_count == n, out.patch
    assert not out.patch.concurrency, out.patch
    assert any("office peak" in x for x in out.notes), out.notes  # the share at once is said
