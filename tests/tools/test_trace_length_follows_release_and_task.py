"""A reasoning model's thinking length is a function of the release and the kind of task (tools.trace_length), never
one 8,192-token constant: short tasks (homework, tutoring, support, labels) on the R1 family and QwQ are sized at the
≈ 1,000 tokens measured on grade-school maths (700–1,500), competition maths on DeepSeek-R1 at its card's 12K, and a
release no source measures keeps 8,192, said as a planning assumption with its range. A length the user says (a
thinking budget, 思考不超过…, "think about 1k tokens", thinking switched off) always wins and is echoed."""

from __future__ import annotations

import re

import pytest

import catalog.registry  # noqa: F401  (registers the registry's thinking rows with tools.defaults)
from advisor.core.extract_rules import extract
from advisor.core.messages import word
from tools.defaults import resolve, thinking_tokens, thinking_words
from tools.schema import Workload
from tools.trace_length import trace_length


@pytest.mark.parametrize("model,task,tokens", [
    # by hand: the R1 family and QwQ on a short task → the measured 700–1,500, planned at 1,000
    ("QwQ-32B", "short", 1000),
    ("DeepSeek-R1-Distill-Llama-8B", "short", 1000),
    # DeepSeek-R1 on competition maths → the R1-0528 card's "12K tokens a question" for the earlier R1
    ("DeepSeek-R1", "hard", 12000),
    # no published length for these releases on such a task → None, the model's own 8,192 stands
    ("DeepSeek-R1-Distill-Qwen-32B", "hard", None),
    ("Qwen3-14B", "short", None),
    ("gpt-oss-20b", "short", None),
    ("QwQ-32B", None, None),
])
def test_the_length_is_the_releases_on_the_task(model, task, tokens):
    tr = trace_length(model, task)
    assert (tr.tokens if tr else None) == tokens
    if tr is not None:
        assert tr.low <= tr.tokens <= tr.high and tr.source


@pytest.mark.parametrize("text,task,think", [
    # a homework helper on QwQ-32B: short, 1,000 tokens an answer (not 8,192)
    ("QwQ-32B as a maths homework helper for 5,000 pupils, 8 questions a day each", "short", 1000),
    # 简体: an R1 distill tutoring middle-school maths → short → 1,000
    ("用DeepSeek-R1-Distill-Qwen-7B做初中数学作业辅导，每天3万道题", "short", 1000),
    # 繁體: QwQ-32B as a primary-school homework tutor → short → 1,000
    ("用 QwQ-32B 做小學作業輔導，每天兩萬題", "short", 1000),
    # competition maths on DeepSeek-R1 → hard → 12,000 (its card)
    ("DeepSeek-R1 for AIME-style competition problems, 2,000 a day", "hard", 12000),
    # 简体: olympiad problems on an R1 distill → hard, no source for the distill → 8,192 stays
    ("用DeepSeek-R1-Distill-Qwen-14B做奥数竞赛题，每天5000道", "hard", 8192),
])
def test_the_task_is_read_and_sizes_the_thinking(text, task, think):
    w = extract(text).patch
    assert w.trace_task == task
    assert thinking_tokens(w) == think


def test_the_line_says_the_figure_and_its_source_or_that_it_is_assumed():
    short = thinking_words(Workload(model="QwQ-32B", trace_task="short"))
    assert short is not None and "1,000" in word(short, "en") and "arXiv:2412.21187" in word(short, "en")
    assumed = thinking_words(Workload(model="Qwen3-VL-8B-Thinking", trace_task="short"))
    assert assumed is not None
    en, zh = word(assumed, "en"), word(assumed, "zh")
    assert "8,192" in en and "planning assumption" in en and "32,768" in en
    assert "规划假设" in zh


@pytest.mark.parametrize("text,think", [
    # the user's own length wins over the short-task figure: a thinking budget of 2,048 → 2,048 an answer, echoed
    ("QwQ-32B homework tutor, 2,000 students, 10 questions a day each, thinking budget 2048", 2048),
    # 简体: 思考不超过2千token → 2 × 1,024 = 2,048
    ("QwQ-32B 做作业辅导，每天2万次提问，思考不超过2千token", 2048),
    # 繁體: 思考最多3000個token → 3,000
    ("DeepSeek-R1-Distill-Qwen-14B 作業輔導，每天兩萬次提問，思考最多3000個token", 3000),
    # "answers think about 1.5k tokens" → 1.5 × 1,000 = 1,500 (an answer length, no power-of-two window: decimal k)
    ("QwQ-32B support bot, answers think about 1.5k tokens, 3,000 chats a day", 1500),
])
def test_a_length_said_wins_and_is_echoed(text, think):
    w = extract(text).patch
    assert w.thinking is True and w.output_tokens == think and w.budget is None  # a thinking budget is never money
    r, _ = resolve(w)
    line = thinking_words(r)
    assert line is not None and f"{think:,}" in word(line, "en")


def test_thinking_off_and_an_effort_said_win_over_the_task():
    # 繁體: 關閉思考 on Qwen3-14B support → 0 thinking tokens
    w = extract("Qwen3-14B 學生作業答疑客服，每天一萬次對話，關閉思考").patch
    assert w.thinking is False and thinking_tokens(w) == 0
    # gpt-oss-20b at effort low on a short task: its low row (1,024), never the task's figure
    assert thinking_tokens(Workload(model="gpt-oss-20b", reasoning_effort="low", trace_task="short")) == 1024


def _monthly(text: str) -> float:
    m = re.search(r"≈ \$([\d,]+) a month", text)
    assert m, text[:800]
    return float(m.group(1).replace(",", ""))


@pytest.mark.slow
def test_a_short_task_is_priced_on_its_trace_not_the_constant():
    # By hand, DeepSeek-R1-Distill-Qwen-14B, 40,000 questions a day, 10 % of them in the busiest hour → 1.1 answers/s:
    # homework (short): 1.1 × 1,000 tokens ≈ 1,100 tokens/s of decode, ≈ 58 in flight (each 2 s + 1,000 ÷ 20 = 52 s),
    # which one large card holds (≈ 4,300 tokens/s at 58 streams × 74) → 1 card × 730 h × ≈ $2.39 ≈ $1.7k a month;
    # olympiad (hard, no source for the distill: 8,192): 1.1 × 8,192 ≈ 9,000 tokens/s, ≈ 453 in flight (411.6 s each)
    # → about 8 such cards, ≈ $14k a month. The homework plan must cost well under a quarter of the olympiad one.
    import tempfile
    from pathlib import Path

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db"))
    short = eng.handle("a", "DeepSeek-R1-Distill-Qwen-14B as a maths homework tutor for school students, "
                            "40,000 questions a day").text
    hard = eng.handle("b", "DeepSeek-R1-Distill-Qwen-14B for olympiad competition problems, 40,000 questions a day").text
    assert "1,000 tokens/answer" in short.splitlines()[0] and "planning assumption" in hard.splitlines()[0]
    # The olympiad plan now leads with FP8 weights + FP8 KV cache (half the memory of 453 × 12,288 tokens) → 4 ×
    # MI300X at $9.56/h ≈ $7.0k, while the homework plan is already one card (≈ $1.7k): a ratio of 4.0, not > 4.
    # Priced on the 8,192 constant the homework plan would cost as much as the olympiad one, so 3 still separates them.
    assert _monthly(short) < _monthly(hard) / 3, (_monthly(short), _monthly(hard))
