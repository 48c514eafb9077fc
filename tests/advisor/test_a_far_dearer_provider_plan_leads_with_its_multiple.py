"""A serving plan kept to a named provider far dearer than the same work with no provider named leads with the multiple
and the cheaper ways (tools.recommend.provider_premium_first): the whole answer, in English, simplified and traditional
Chinese (glued)."""
from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("question, said", [
    ("Qwen2.5-32B for internal knowledge-base QA, 100 people online, 64k context, only Tencent Cloud",
     "⚠ Kept to Tencent Cloud"),
    ("用Qwen2.5-32B做内部知识库问答100人同时在线上下文64k只能用腾讯云", "⚠ 只用腾讯云时"),
    ("用Qwen2.5-32B做內部知識庫問答100人同時在線上下文64k只能用騰訊雲", "⚠ 只用騰訊雲時"),
])
def test_a_seven_figure_provider_plan_leads_with_its_multiple(question, said):
    # Hand: 30 generating × 65,536 tokens in FP16 on V100s (Tencent's newest priced card) takes 30 × 8 × V100 at
    # ≈ $413/h; with no provider the same load is 4 × 8 × MI300X at ≈ $76/h: 5.4× > 5, so the headline says it first
    out = Engine(store=Store(":memory:")).handle("t", question).text
    assert said in out and ("A100 40GB SXM" in out), out
