"""A reranker sized for a deep rerank (top 50) names the shallower depth (top 20) as a lever: the pairs a second fall
in proportion to the depth, and the endpoint that load would rent is said with its month."""
import pytest

from tools.embedding import EmbeddingPlan, EmbeddingRow
from tools.rerank import RERANK_SHALLOW_DEPTH, RERANKERS, MixedPlan, shallower_line


def _plan(pairs: float, machines: int) -> EmbeddingPlan:
    row = EmbeddingRow("hyperstack", "1xA4000", "RTX A4000", 1, machines, 1.08, None, 1.08 * machines, "NVIDIA")
    return EmbeddingPlan(RERANKERS[0], 212, False, None, None, pairs, [row], "CNY")


def test_top_fifty_names_top_twenty_with_its_cards_and_month():
    # 20 queries/s × 50 candidates = 1,000 pairs/s on 8 cards; at top 20: 20 × 20 = 400 pairs/s, 40 % of the compute
    # (20 / 50), which the sizing put on 3 cards (8 × 0.4 = 3.2 → the reviewed answer's 7.2 cards × 0.4 = 2.9 → 3).
    # Month: 3 × ¥1.08 = ¥3.24/h × 730 h = ¥2,365.2 → "¥2,365".
    m = MixedPlan(None, None, _plan(1000.0, 8), 20.0, None, depth=50, depth_said=True, shallower=_plan(400.0, 3))
    [msg] = shallower_line(m, "CNY")
    assert msg.code == "rerank.shallower"
    assert msg.args["shallow"] == RERANK_SHALLOW_DEPTH == 20
    assert msg.args["share"] == pytest.approx(0.4)
    assert msg.args["pairs"] == 400.0
    assert msg.args["month"] == "¥2,365"


def test_no_lever_at_or_under_the_shallow_depth():
    # the default depth (10) is already shallower: mixed_plan gives no shallower plan, so no line
    m = MixedPlan(None, None, _plan(200.0, 2), 20.0, None, depth=10)
    assert shallower_line(m, "CNY") == []


def test_the_lever_reads_in_every_language():
    from advisor.core.script import to_script

    m = MixedPlan(None, None, _plan(1000.0, 8), 20.0, None, depth=50, shallower=_plan(400.0, 3))
    [msg] = shallower_line(m, "CNY")
    en, zh = msg.text("en"), msg.text("zh")
    hant = to_script(zh, "zh-Hant")
    assert "top 20 instead of top 50" in en and "40%" in en
    assert "top 20 而不是 top 50" in zh and "40%" in zh
    assert "重排" in hant and "而不是" in hant and "驗證" in hant


# The reviewed question: 20 queries/s × top 50 = 1,000 pairs/s on 8 RTX A4000; top 20 = 400 pairs/s → 3 cards
# (8 × 0.4 = 3.2 with the 7.2-card need → 2.9 → 3), ¥1.08 × 3 × 730 = ¥2,365 a month.
@pytest.mark.slow
def test_the_rag_question_names_top_twenty(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "做RAG，bge-m3做向量，bge-reranker-v2-m3做重排。高峰每秒20个查询，每个查询重排top50，每段300字中文。"
        "需要什么卡？多少钱一个月？")).text
    assert "每个查询重排 top 20 而不是 top 50" in out and "每秒 400 对" in out
