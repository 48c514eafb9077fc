"""A hybrid thinking model (Qwen3) serving a product whose answers are replies written from a given text (a WhatsApp or
Telegram bot answering residents, essay feedback, synthetic QA pairs) or with a visible reply length said is planned
with thinking off (`thinking_use: "dialogue"`, advisor.core.extract_stated.read_thinking_use), so the load, the header
and the price all count the reply, never 8,192 thinking tokens (a WhatsApp bot on Qwen3-8B at 3,000
messages a day was sized 35 at once, 8,192 tokens each, "397 % over budget"; thinking off it is ≈ 2). Maths and agents
keep thinking on whatever length is said."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.defaults import thinking_tokens
from tools.schema import Workload


@pytest.mark.parametrize("text", [
    # Cantonese (繁體): a WhatsApp bot answering residents' questions
    "我哋管理緊幾個屋苑，大約8000伙，想整個WhatsApp AI bot答住戶問題（報維修、查管理費），用Qwen3-8B，估計每日2000到3000條訊息",
    # 简体: essay feedback
    "我们做中小学作文批改，用Qwen3-14B，晚上7点到10点高峰大概2000个学生在线，每篇作文800字左右，批语300-600字",
    # English: synthetic QA pairs with the output length said
    "Need to generate synthetic QA pairs from 500k internal docs (avg ~1,500 tokens each, ~400 tokens out) using Qwen3-32B",
    "Qwen3-32B behind a Telegram bot for our shop, 50 users at once",
    "Qwen3-14B grading essays for 300 students, 40 at once",
    "用Qwen3-32B批量生成合成数据，50万条",
    "Qwen3-8B 做 LINE bot 回覆客人問題，每日 5000 則訊息",  # 繁體 (Taiwan)
    # no use word, a visible reply's length said: the reply is the answer
    "Qwen3-32B for 20 users at once, answers ~400 tokens each",
])
def test_a_reply_product_on_qwen3_is_planned_with_thinking_off(text):
    p = extract(text).patch
    assert p.thinking_use == "dialogue", p
    # thinking off: no thinking tokens in the answer (it was 8,192: tools.defaults.REASONING_OUTPUT_TOKENS)
    assert thinking_tokens(Workload(model=p.model, thinking_use=p.thinking_use)) == 0


@pytest.mark.parametrize("text", [
    "Qwen3-32B solving olympiad math for 20 users at once, answers ~400 tokens each",
    "Qwen3-14B 做数学解题，5 个并发，每个回答 400 token",
])
def test_reasoning_work_keeps_thinking_on_whatever_length_is_said(text):
    p = extract(text).patch
    assert p.thinking_use == "reasoning"
    assert thinking_tokens(Workload(model=p.model, thinking_use=p.thinking_use)) == 8192
