"""A non-LLM job's "spot?" follow-up is answered once: the plan's own spot line gives way to the follow-up's answer
(advisor.core.nonllm_thread.spot_once)."""

from advisor.core.nonllm_thread import PLAN_SPOT_CODES, spot_once
from tools.schema import Msg


def test_the_plans_spot_line_gives_way_to_the_spot_answer():
    # "train XGBoost … daily" then "spot?": the answer says "Spot for this: yes — … $0.31 a GPU-hour against $1.10
    # on demand, about 72 % less" (1 − 0.31 / 1.10 ≈ 0.72); the plan's "Spot: yes — a daily retrain is a restartable
    # batch" below it says the same verdict unpriced, so it is dropped.
    plan = [Msg(code="nlj.head"), Msg(code="nlj.tree_time"), Msg(code="nlj.tree_spot", args={"daily": True})]
    for said in ("nonllm_thread.spot", "nonllm_thread.spot_service"):
        kept = spot_once([Msg(code=said)], plan)
        assert [m.code for m in kept] == ["nlj.head", "nlj.tree_time"], kept
    assert "nlj.tree_spot" in PLAN_SPOT_CODES


def test_the_plans_spot_line_stays_without_a_spot_question():
    # a card or place follow-up ("what about 4090s?") changes the plan: its spot line is still the only one said
    plan = [Msg(code="nlj.head"), Msg(code="nlj.tree_spot", args={"daily": True})]
    assert spot_once([Msg(code="nonllm_thread.card", args={"card": "RTX 4090"})], plan) == plan
    assert spot_once([], plan) == plan
