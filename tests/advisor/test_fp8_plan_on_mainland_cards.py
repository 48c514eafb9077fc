"""A mainland question (简体 and 繁體 wording, other models and loads than the review's) for a model with an official
FP8 checkpoint is planned in FP8 on the fewest H20 / H800 cards, never in BF16 on twice the cards, and the quote that
keeps it inside the budget is per GPU-hour of that smaller plan. No H20 / H800 price is invented: the catalog has
none. docs/RECOMMENDER.md "FP8 where the cards and the checkpoint allow it"."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def test_simplified_mainland_moe_is_fp8_on_four_cards_with_its_break_even(tmp_path):
    # Hand: Qwen3-235B-A22B, "120 人" → ≈ 18 at once (15 %), KV 18 × 4,096 × 188 KiB ≈ 14 GB. FP8 235 + 14 ≈ 249 GB
    # → 4 × H800 (4 × 85.9 GB usable = 344 GB); BF16 470 GB → 8. The only mainland H800 family, Alibaba's ecs.ebmgn8v,
    # is bare metal: rented as the whole 8-GPU machine (tools.recommend.billed_gpus), so the quote that keeps the
    # month within ¥40,000 is over 8 GPUs × 730 h = 5,840 GPU-hours → ¥40,000 ÷ 5,840 = ¥6.85 per GPU-hour; the FP8
    # need of 4 cards is still said.
    out = _ask(tmp_path, "我们在上海，部署 Qwen3-235B-A22B 给 120 人用，数据不能出境，每月预算4万元")
    head = out.split("\n\n")[0]
    assert "FP8" in head and "BF16" not in head, head
    assert "4 × H800" in out and "¥6.85" in out, out


def test_traditional_mainland_question_gets_the_same_fp8_plan(tmp_path):
    # Hand: the same model for "60 人" (≈ 9 at once, KV ≈ 7 GB): FP8 ≈ 242 GB → 4 cards, on the whole 8-GPU
    # bare-metal machine; the budget 每月 3 萬 over 5,840 GPU-hours → ¥30,000 ÷ 5,840 = ¥5.14 per GPU-hour.
    out = _ask(tmp_path, "公司在深圳，資料不能出境，想部署 Qwen3-235B-A22B 給 60 人用，每月預算3萬人民幣")
    assert "FP8" in out.split("\n\n")[0], out
    assert "4 × H800" in out and "¥5.14" in out, out
