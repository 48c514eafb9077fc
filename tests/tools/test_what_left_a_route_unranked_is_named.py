"""A lower precision that fits the stated card but left no ranked plan names what removed the rows (tools.recommend
.blockers), never "no priced machine passes the other constraints" alone."""
from tools.recommend import blockers
from tools.schema import Msg, Recommendation, Rejection


def rejection(reason: str, count: int) -> Rejection:
    return Rejection(reason=reason, count=count, message=Msg(code=f"offers.{reason}"))


def test_the_constraints_that_removed_most_rows_are_named_most_first() -> None:
    # 40 rows over the budget, 12 in another region, 3 too slow per user; 90 rows of other cards are catalog filtering,
    # not a stated constraint, and a count of 0 removed nothing: budget, region, throughput in that order
    rec = Recommendation.model_construct(rejected=[
        rejection("region", 12), rejection("unpriced", 90), rejection("budget", 40), rejection("throughput", 3),
        rejection("ttft", 0)])
    assert [m.code for m in blockers(rec)] == ["offers.budget", "offers.region", "offers.throughput"]


def test_at_most_three_are_named() -> None:
    # five constraint reasons: the three that removed most (10, 9, 8) are said, the line stays short
    rec = Recommendation.model_construct(rejected=[
        rejection(r, n) for r, n in (("budget", 10), ("region", 9), ("provider", 8), ("ttft", 2), ("deadline", 1))])
    assert len(blockers(rec)) == 3


def test_nothing_stated_removed_rows_names_nothing() -> None:
    rec = Recommendation.model_construct(rejected=[rejection("unpriced", 5), rejection("quarantined", 2)])
    assert blockers(rec) == []


def test_the_line_names_each_blocker_in_english_and_chinese() -> None:
    from advisor.core.messages import word

    m = Msg(code="recommend.with_but_blocked", args={
        "label": "INT4", "v": "fits", "why": [Msg(code="offers.over_the_stated_budget"), Msg(code="offers.not_in_a_stated")]})
    assert "over the stated budget; not in a stated region" in word(m, "en")
    assert "超出预算；不在指定区域" in word(m, "zh")
