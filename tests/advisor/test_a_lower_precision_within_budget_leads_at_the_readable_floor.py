"""A serving budget that no plan at the default precision (BF16, not said) meets even at the readable minimum of
10 tokens/s per user: the precision steps down are tried at that floor too, and the first within the budget leads
(FP8 weights, with its quality note), never the 16-bit plan kept only by the 2 % budget tolerance, nor INT4 on more
cards named as "nearest to the budget" while a cheaper plan is in the lines above (tools/recommend.py:
_slower_within, _nearest_if_cheapest)."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

HANS = "在线服务 Qwen3-235B-A22B，1000 人同时在线，用户在东南亚，每月预算十万人民币"
HANT = "線上服務 Qwen3-235B-A22B，1000 人同時在線，每月預算十萬人民幣"
EN = "Online service for Qwen3-235B-A22B, 1000 users online at once, budget 11,000 USD a month"


def _headline(text: str) -> str:
    m = re.search(r"\n\*\*(Qwen3-235B-A22B[：:].+?)\*\*\n", text)
    assert m, text[:900]
    return m.group(1)


@pytest.mark.parametrize(("question", "within", "fp8", "quality", "month", "bf16"), [
    (HANS, "预算之内", "改用 FP8 权重", "先在自己的任务上测质量", "75,371", "¥401,979"),
    (HANT, "預算之內", "改用 FP8 權重", "先在自己的任務上測品質", "75,371", "¥401,979"),
    (EN, "Within the budget", "in FP8 weights", "test quality on your tasks", "$10,468", "$76.48/h"),
])
def test_fp8_at_the_readable_floor_leads_when_bf16_is_only_just_over(tmp_path, question, within, fp8, quality, month,
                                                                     bf16):
    # Hand: Qwen3-235B-A22B is 235.09 B parameters: BF16 weights 470 GB, FP8 235 GB. 1,000 online → ≈ 296 generating
    # at once (1,000 × 18.9 s ÷ 63.9 s). ¥100,000 a month ÷ 730 h = ¥136.99 an hour.
    #   BF16 at 10 tokens/s a user: 8 × MI300X (1,536 GB) at ¥137.66/h → ¥100,495 a month, 0.5 % over (kept only by
    #   the 2 % tolerance). FP8 at the same floor: 235 GB of weights + 233 GB of KV (296 × 4,096 tokens) fits
    #   3 × (2 × MI300X) = 1,152 GB at ¥103.25/h → ¥75,371 a month, within. At 20 tokens/s BF16 takes 4 × (8 × MI300X),
    #   ¥401,979 (302 % over): what the precision not asked for costs, said beside it. In dollars ($11,000 a month,
    #   $15.07/h): the same FP8 plan at ¥103.25 ÷ 7.2 = $14.34/h → $10,468 a month, within; BF16 $76.48/h (5×).
    text = Engine(store=Store(tmp_path / "s.db")).handle("t", question).text
    head = _headline(text)
    assert fp8 in head and quality in head and within in head, head
    assert month in head and "MI300X" in head, head
    assert bf16 in text and "BF16" in text, text[:2000]  # the 16-bit default's cost is still said
    assert "INT4" not in text.split("\n## ")[0], text[:2000]  # no dearer INT4 plan as "nearest to the budget"
