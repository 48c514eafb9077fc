"""A model that always reasons at a level (gpt-oss: "Reasoning: low / medium / high" in its system prompt) put to light
work (translation, summaries, extraction, a support bot, code completion, a label) with no level said is planned at
low effort, said on the workload line as an assumption with the words that size it long (tools.defaults.effort_by_use).
Reasoning work (maths, proofs, code generation), "with thinking" or a level said keep the model's own figure. A
gpt-oss-20b translating itineraries and emails for 20 colleagues was sized at 8,192 thinking tokens an answer."""

from __future__ import annotations

import pytest

import catalog.registry  # noqa: F401  (registers the registry's thinking rows with tools.defaults)
from advisor.core.extract_rules import extract
from tools.defaults import thinking_tokens, thinking_words
from tools.schema import Workload


def _tokens(text: str) -> int:
    p = extract(text).patch
    return thinking_tokens(Workload(**{k: v for k, v in p.model_dump().items() if k in Workload.model_fields}))


@pytest.mark.parametrize("text", [
    # 繁體 / Cantonese: translating itineraries and emails
    "公司有部MacBook Pro M3 Max 36GB，想行gpt-oss-20b幫20個同事翻譯行程同email，得唔得？",
    # 简体: summaries of meeting minutes
    "用gpt-oss-120b给50个同事做会议纪要总结，要什么卡？",
    # English: extraction, a label
    "Serve gpt-oss-20b to extract fields from invoices for 15 clerks",
    "gpt-oss-20b as a ticket classifier for our helpdesk, 30 requests at once",
])
def test_light_work_is_sized_at_low_effort(text):
    # by hand: gpt-oss's row: low ≈ 1,024 thinking tokens an answer (model card Fig. 3, from memory), medium ≈ 4,096,
    # no level said 8,192; a translation needs the low figure, an eighth of the default
    assert _tokens(text) == 1024, text


@pytest.mark.parametrize("text", [
    "gpt-oss-120b for math olympiad tutoring, 10 users",  # maths: the default
    "用gpt-oss-20b翻译邮件，开启思考，10个人用",  # thinking switched on in words
    "gpt-oss-20b translating emails for 10 people, reasoning effort high",  # a level said wins
    "部署 gpt-oss-20b 给 10 个人用",  # no use said: the model's figure
])
def test_reasoning_work_or_a_level_said_keeps_its_length(text):
    assert _tokens(text) in (8192, 16384), text


def test_the_line_says_the_assumption_and_how_to_size_it_long():
    w = Workload(model="gpt-oss-20b", thinking_use="dialogue")
    line = thinking_words(w)
    assert line is not None and line.code == "defaults.line_thinking_effort_by_use" and line.args["tokens"] == 1024
    # a model with a switch (Qwen3) is planned with thinking off, never at an effort level
    assert thinking_tokens(Workload(model="Qwen3-8B", thinking_use="dialogue")) == 0


@pytest.mark.slow
@pytest.mark.parametrize("text,line", [
    ("Serve gpt-oss-20b to summarise support tickets for 30 agents", "thinking ≈ 1,024 tokens/answer (assumed reasoning low"),
    ("用gpt-oss-20b给20个同事翻译邮件，要租什么卡？", "每个回答思考约 1,024 token（假设推理强度低"),
    ("公司想行gpt-oss-20b幫20個同事翻譯行程同email，要租咩卡？", "每個回答思考約 1,024 token（假設推理強度低"),
])
def test_the_workload_line_says_the_low_effort_assumption(text, line):
    # by hand: 4,096-token prompt default + 1,024 thinking = a 5,120-token context, not 12,288
    import tempfile
    from pathlib import Path

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle("effort-use", text).text
    assert line in out and "8,192" not in out.split("\n")[0], out
