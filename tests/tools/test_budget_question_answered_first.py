""""Is ¥50k a month enough?" gets a one-sentence answer before the plan: yes, no, or "it depends on your quote" with
the per-GPU-hour price the unpriced plan may cost (read from the answer's own figures). The question is read in
English, 简体, 繁體 and Cantonese; a card asked about ("4090够吗") is not a budget question.
docs/RECOMMENDER.md "A budget question is answered first"."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import budget_asked
from advisor.core.script import to_script
from tools.budget_answer import budget_verdict
from tools.schema import Budget, Constraint, Msg, Workload


@pytest.mark.parametrize("text", [
    "部署 Qwen3-32B 给 40 人用，只用国内的云，每月预算3万，够不够？",  # the question is its own clause
    "公司喺深圳，每月預算2萬，夠唔夠跑 Qwen3-14B？",  # Cantonese
    "每月預算2萬，這樣夠嗎？",  # 繁體
    "Is $4,000 a month enough to serve Qwen3-32B to 30 people?",
    "We have 2k a month for GLM-4.5-Air. Will that be enough?",
    "budget 800/month for Llama-3.1-8B, can we afford it?",
])
def test_a_budget_question_is_read(text):
    assert budget_asked(text, None)


def test_the_enough_word_in_the_amounts_clause_is_a_budget_question():
    # "够吗" right after the amount (the reader hands the amount's span): "3万块以内够吗"
    t = "每月预算3万块以内够吗，想跑 DeepSeek-V3"
    s = t.index("3万块")
    assert budget_asked(t, (s, s + 3))
    t = "想跑 DeepSeek-V3，每月预算3万块。4090够吗"  # the word is in another sentence, after a card
    s = t.index("3万块")
    assert not budget_asked(t, (s, s + 3))


@pytest.mark.parametrize("text, asked", [
    # no currency written, so the amount's span is the budget word's: "5万够吗" is still in the amount's clause
    ("部署 Qwen3-235B-A22B 给 50 人用，数据不能出境，预算每月5万够吗", True),
    ("給 80 個同事用 GLM-4.5-Air，預算每月3萬夠不夠", True),
    ("预算每月2万，4090够吗", False),  # the word is after a card in the next clause
])
def test_a_budget_with_no_currency_written_can_be_asked_about(text, asked):
    from advisor.core.extract_rules import extract

    b = extract(text).patch.budget
    assert b is not None and bool(b.asked) is asked


@pytest.mark.parametrize("text", [
    "部署 Qwen3-235B-A22B 给 50 人用，数据不能出境，预算每月5万",  # a budget, no question about it
    "预算1万，4090够吗",  # a card asked about (read_checked_gpu), not the budget
    "budget $2k/month, serve qwen 8b, what do I need?",
])
def test_a_stated_budget_alone_is_not_a_question(text):
    assert not budget_asked(text, None)


def _w(asked: bool = True) -> Workload:
    return Workload(model="Qwen3-32B", task="inference",
                    budget=Budget(amount=30000, currency="CNY", per="month", asked=asked))


def _c(status: str) -> list[Constraint]:
    return [Constraint(name="budget", stated="30000 CNY per month", status=status,  # type: ignore[arg-type]
                       message=Msg(code="constraints.budget_by_quote", args={"money": "¥20.55"}))]


def test_the_verdict_follows_the_answers_own_figures():
    # an unpriced quote plan: it depends, at the headline's per-GPU-hour limit. Hand: ¥30,000 a month over
    # 2 GPUs × 730 h = 1,460 GPU-hours → ¥30,000 ÷ 1,460 = ¥20.55 per GPU-hour
    m = budget_verdict(_w(), _c("unchecked"), "¥20.55")
    assert m is not None and m.args["verdict"] == "depends"
    assert "¥20.55 per GPU-hour or less" in m.text("en") and "no public price" in m.text("en")
    zh = m.text("zh")
    assert zh.startswith("每月 ¥30,000.00够不够：取决于报价") and "¥20.55 就够" in zh and "不编造" in zh, zh
    assert "取決於報價" in to_script(zh, "zh-Hant")
    assert budget_verdict(_w(), _c("honoured"), None).args["verdict"] == "yes"  # type: ignore[union-attr]
    no = budget_verdict(_w(), _c("refused"), None)
    assert no is not None and no.text("en").startswith("Is ¥30,000.00 per month enough? No, not as asked")
    assert "不够" in no.text("zh")


def test_no_verdict_without_a_question_or_a_judgement():
    assert budget_verdict(_w(asked=False), _c("honoured"), None) is None  # stated, not asked
    assert budget_verdict(_w(), _c("unchecked"), None) is None  # asked, but nothing to stand on: no guess
    assert budget_verdict(_w(), [], None) is None
