"""Asking to speed a plan up makes time the priority, in a follow-up too.

An expert reads "每小時 20 美金以內的話,可以用多卡加快嗎?" after a "cheapest" answer as: the fastest plan whose hour is at
most $20 — a multi-GPU plan with its new time — not the same one-GPU cheapest plan again. "faster than 1 s" is a
target, not a priority; 用 vLLM 加速推理 names an engine's speed-up, not a change of priority.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", ["每小時 20 美金以內的話,可以用多卡加快嗎?", "可以用多卡加快吗?", "能唔能快啲?",
                                  "Can multiple GPUs speed it up if we stay under $20/h?", "faster?"])
def test_a_speed_up_question_asks_for_the_fastest(text):
    assert extract(text).patch.priority == "fastest"


@pytest.mark.parametrize("text", ["first token faster than 1 s", "用 vLLM 加速推理"])
def test_a_target_or_an_engine_is_no_priority(text):
    assert extract(text).patch.priority is None


@pytest.mark.slow
def test_the_follow_up_gives_a_multi_gpu_plan_within_the_hourly_budget(tmp_path):
    # QLoRA 70B, ≤ 30k × 2,048 tokens ≈ 6.1e7 tokens; 6 × 70.6e9 × 6.1e7 ≈ 2.6e19 FLOP: hours on one card, so under
    # $20/h the fastest plan is a multi-GPU box (e.g. 4 × B200 or 8 × H100 at $14–20/h), finishing in a few hours
    engine = Engine(store=Store(tmp_path / "s.db"))
    engine.handle("t", "想用 QLoRA 微調 Llama 3.1 70B,資料大概 3 萬筆中文對話,每筆 2k token 以內,最便宜的方案是什麼?")
    r = engine.handle("t", "每小時 20 美金以內的話,可以用多卡加快嗎?")
    top = r.recommendation.candidates[0]
    assert top.gpu_count * top.instances >= 2, r.text[:800]
    assert top.price_per_hour.amount <= 20.0 + 1e-9, r.text[:800]
    assert re.search(r"約 [\d.]+ 小時完成", r.text), r.text[:800]
