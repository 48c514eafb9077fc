"""A model whose thinking can be switched off (Qwen3 hybrids, GLM-4.5) is planned in the mode its use calls for
(tools.defaults.thinking_planned_off, after Qwen3's model card: thinking "for complex logical reasoning, math, and
coding", non-thinking "for efficient, general-purpose dialogue"): general dialogue → thinking off, reasoning work or
thinking said on → on; a model with no switch (R1 distills, QwQ, gpt-oss) thinks whatever is said. The workload line
says which, and the answer says what thinking on would need."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.render import workload_line
from advisor.core.service import advise
from advisor.core.store import Store
from tests.conftest import module_home
from tools.defaults import (
    answer_tokens,
    resolve,
    thinking_off_by_use,
    thinking_planned_off,
    thinking_tokens,
    thinking_unswitchable,
)
from tools.load import request_shape
from tools.schema import Workload
from tools.wording import answer_time

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _w(model: str, **kw) -> Workload:
    return Workload(task="inference", model=model, concurrency=10, **kw)


@pytest.mark.parametrize("model,kw,tokens", [
    # Qwen3-32B as a support bot: general dialogue → thinking off → 0 thinking tokens an answer
    ("Qwen3-32B", {"thinking_use": "dialogue"}, 0),
    # the same model as a coding assistant: reasoning work → on → its 8,192 (catalog row, AWS Bedrock's max_tokens)
    ("Qwen3-32B", {"thinking_use": "reasoning"}, 8192),
    # no use said: the model's default, on
    ("Qwen3-32B", {}, 8192),
    # GLM-4.5-Air translating (dialogue) → off; told "thinking on" → on; a thinking length said → on
    ("GLM-4.5-Air", {"thinking_use": "dialogue"}, 0),
    ("GLM-4.5-Air", {"thinking_use": "on"}, 8192),
    ("GLM-4.5-Air", {"thinking_use": "dialogue", "thinking": True, "output_tokens": 4096}, 8192),
    # "no thinking" then "thinking on" in the same workload: on is the later switch (the thread drops the older one)
    ("Qwen3-8B", {"thinking_use": "on", "thinking": False}, 8192),
    # an R1 distill has no switch: a chat use and "no thinking" both leave its 8,192
    ("DeepSeek-R1-Distill-Llama-8B", {"thinking_use": "dialogue"}, 8192),
    ("DeepSeek-R1-Distill-Llama-8B", {"thinking_use": "dialogue", "thinking": False}, 8192),
    ("QwQ-32B", {"thinking": False}, 8192),
    # a model that never thinks: nothing either way
    ("Llama-3.1-8B", {"thinking_use": "reasoning"}, 0),
])
def test_the_use_plans_the_thinking(model, kw, tokens):
    assert thinking_tokens(_w(model, **kw)) == tokens


def test_a_stated_reply_carries_thinking_only_where_the_use_plans_it():
    # a 300-token reply (below REPLY_ONLY_BELOW = 2,048, so a visible reply): support bot → 300 decoded; coding
    # assistant → 300 + 8,192 = 8,492
    assert answer_tokens(_w("Qwen3-14B", thinking_use="dialogue", output_tokens=300)) == 300
    assert answer_tokens(_w("Qwen3-14B", thinking_use="reasoning", output_tokens=300)) == 8492


def test_the_request_shape_and_context_follow_the_use():
    # no length said: a dialogue answer is ShareGPT's mean 338 tokens in the 4,096 default context; a reasoning one is
    # 8,192 thinking tokens, its context 4,096 + 8,192 = 12,288
    chat, _ = resolve(_w("Qwen3-32B", thinking_use="dialogue"))
    code, _ = resolve(_w("Qwen3-32B", thinking_use="reasoning"))
    assert request_shape(chat).output == 338 and chat.seq_len == 4096
    assert request_shape(code).output == 8192 and code.seq_len == 12288


def test_why_it_is_off_is_kept_apart():
    assert thinking_off_by_use(_w("Qwen3-32B", thinking_use="dialogue"))
    assert not thinking_off_by_use(_w("Qwen3-32B", thinking=False))  # said off: not the use's doing
    assert thinking_planned_off(_w("Qwen3-32B", thinking=False))
    assert thinking_unswitchable(_w("gpt-oss-20b", thinking=False))
    assert not thinking_unswitchable(_w("Qwen3-32B", thinking=False))
    assert not thinking_unswitchable(_w("gpt-oss-20b"))  # nothing said: nothing to correct


@pytest.mark.parametrize("lang,off_use,no_switch", [
    # the switch to set is said with the mode, GLM-4.5's from its card ("thinking off" alone left it unsaid)
    ("en", "thinking off (general dialogue: enable_thinking=False)", "thinking 8,192 tokens/answer (cannot be switched off)"),
    ("zh", "不开思考（一般对话：enable_thinking=False）", "每个回答思考 8,192 token（无法关闭）"),
])
def test_the_workload_line_says_the_mode_and_why(lang, off_use, no_switch):
    chat, _ = resolve(_w("GLM-4.5-Air", thinking_use="dialogue"))
    r1, _ = resolve(_w("DeepSeek-R1-Distill-Qwen-7B", thinking=False))
    assert off_use in workload_line(chat, lang)
    assert no_switch in workload_line(r1, lang)


@pytest.mark.slow
def test_a_chat_use_says_what_thinking_on_would_need():
    # Qwen3-32B support bot, 10 at once: planned on its 338-token replies (ShareGPT's mean); the line re-plans with
    # thinking on, 8,192 tokens an answer, and names the plan the answer with "thinking on" would lead with, and the
    # time an answer then takes at that plan's per-user speed (8,192 tokens ÷ its tok/s)
    rec = advise(_w("Qwen3-32B", thinking_use="dialogue"), stated={"task", "model", "concurrency", "thinking_use"})
    line = next(m for m in rec.beside_pick if m.code == "recommend.thinking_on_use")
    assert line.args["on"] == 8192 and line.args["off"] == 338
    assert "thinking on" in line.text("en") and "开启思考" in line.text("zh")
    on = advise(_w("Qwen3-32B", thinking_use="on"), stated={"task", "model", "concurrency", "thinking_use"})
    top = on.candidates[0]
    assert line.args["money"] == f"${top.price_per_hour.amount:,.2f}"
    assert line.args["took_on"] == answer_time(8192, top.per_user_tokens_per_s)
    coding = advise(_w("Qwen3-32B", thinking_use="reasoning"), stated={"task", "model", "concurrency"})
    assert not any(m.code == "recommend.thinking_on_use" for m in coding.beside_pick)
    assert any(m.code == "recommend.thinking_off" for m in coding.beside_pick)


@pytest.mark.slow
@pytest.mark.parametrize("first,then,changed,line", [
    ("Qwen3-32B as a support bot for 20 users at once", "turn thinking on", "thinking off → on",
     "thinking 8,192 tokens/answer"),
    ("用 GLM-4.5-Air 做翻译服务，10 人同时用", "开启思考", "思考 关 → 开", "每个回答思考 8,192 token"),
    ("用 Qwen3-14B 做客服機器人，10 人同時用", "開啟思考呢？", "思考 關 → 開", "每個回答思考 8,192 token"),
])
def test_thinking_on_said_in_a_thread_re_plans(tmp_path, first, then, changed, line):
    e = Engine(store=Store(tmp_path / "s.db"))
    e.handle("t", first)
    r = e.handle("t", then)
    assert changed in r.text and line in r.text.splitlines()[0], r.text[:600]
