"""Under "cheapest", a plan clearly under the pick's price that keeps every stated target is said in the headline.

An expert asked for the lowest price reads the headline as the answer: when the same answer's FP8-weights plan costs
15 % or more less and still meets the stated per-user speed, a lever line further down hides the answer to the question.
Without "cheapest" the bar stays at half the price (FP8 changes the model's numbers, quality is the user's to test).
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.recommend import FP8_CHEAPEST_SHARE, FP8_HEADLINE_SHARE
from tools.schema import Msg

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# 18 字/s in 繁體 on Qwen: 0.67 × 1.25 = 0.84 token a character (tools.cjk_tokens) → 18 × 0.84 = 15.1 ≈ 15 tokens/s
HK = "我哋想喺香港部署 Qwen2.5-7B 做客服,大概 30 個人同時用,每秒要有 18 個字,邊度租最平?"


def codes(m: object) -> set[str]:
    if isinstance(m, Msg):
        out = {m.code}
        for v in m.args.values():
            out |= codes(v)
        return out
    if isinstance(m, list | tuple):
        return set().union(*(codes(x) for x in m)) if m else set()
    return set()


def found(m: object, code: str) -> Msg | None:
    if isinstance(m, Msg):
        if m.code == code:
            return m
        return next((got for v in m.args.values() if (got := found(v, code)) is not None), None)
    return None


def fp8_args(m: object) -> dict | None:
    if isinstance(m, Msg):
        if m.code == "recommend.headline_fp8":
            return m.args
        for v in m.args.values():
            got = fp8_args(v)
            if got is not None:
                return got
    return None


def test_the_thresholds_order():
    # "cheapest" accepts a smaller saving than the plain headline rule, never a dearer plan
    assert FP8_HEADLINE_SHARE < FP8_CHEAPEST_SHARE < 1.0


@pytest.mark.slow
def test_cheapest_in_hong_kong_names_the_one_card_fp8_plan(tmp_path):
    # Hand: Qwen2.5-7B BF16 = 7.62 B × 2 B = 15.2 GB; KV 2·28 layers·4 kv·128·2 B = 57 KB/token × 4,096 × 30 users
    # = 7.0 GB → 22.3 GB, over one A10G's ≈ 20 GB vLLM pool (0.9 × 22.35 GiB): BF16 needs a multi-GPU box. FP8 weights
    # 7.6 GB + 7.0 GB = 14.6 GB fit one A10G. In ap-east-1 a 1 × A10G box (g5.16xlarge, $6.31/h) is 72 % of the 4 × A10G
    # g5.12xlarge ($8.73/h): ≥ 15 % less and, at ≈ 600 GB/s over 7.6 GB a step, far above 18 字/s ≈ 15 tokens/s. Asked
    # for the cheapest, that plan belongs in the headline.
    # A stated speed (18 字/s) and "cheapest": the cheapest precision lever that keeps it is the answer itself
    # (tools.recommend.lever_route) — here INT4 on one T4 (7.62 B × ~0.5 B ≈ 4–5 GB of weights) — with the BF16 plan
    # named after it; it must be at least as far under the BF16 price as the FP8 plan this rule names.
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", HK)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    route = found(rec.headline, "recommend.lever_route")
    if route is not None:
        assert rec.workload.precision in ("fp8", "awq") and "BF16" in r.text.split("|")[0], r.text[:1200]
        assert route.args["share"] <= FP8_CHEAPEST_SHARE and all(p.args["ok"] for p in route.args["keeps"].args["parts"])
        assert "滿足你要求的每用戶" in r.text or "满足你要求的每用户" in r.text
        return
    args = fp8_args(rec.headline)
    assert args is not None, r.text[:1200]
    assert args["share"] <= FP8_CHEAPEST_SHARE and args["kept"], r.text[:1200]
    assert "所述目標都能滿足" in r.text or "所述目标都能满足" in r.text


@pytest.mark.slow
def test_without_cheapest_a_quarter_off_stays_a_lever(tmp_path):
    # the same load with no "最平": 72 % of the price is over FP8_HEADLINE_SHARE (50 %), so the headline is the BF16 plan
    r = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "我哋想喺香港部署 Qwen2.5-7B 做客服,大概 30 個人同時用,每秒要有 18 個字,租咩好?")
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    assert "recommend.headline_fp8" not in codes(rec.headline), r.text[:1200]
