"""The use a switchable reasoning model is served for is read (`thinking_use`, advisor.core.extract_stated
.read_thinking_use), in English, Simplified and Traditional Chinese and Cantonese: general dialogue (a chat assistant,
customer service, RAG Q&A, translation, summaries) → "dialogue"; a coding assistant, code completion, a label →
"latency"; maths, code, agents → "reasoning", which wins over a chat word; thinking switched on in words → "on".
tools.defaults.thinking_planned_off turns it into the planned mode (tests/tools/test_thinking_follows_use.py)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text,use", [
    # English
    ("serve Qwen3-32B as a customer support chatbot for 25 users at once", "dialogue"),
    ("GLM-4.5-Air to summarize meeting notes, 8 users at once", "dialogue"),
    ("Qwen3-14B to draft replies for our customer support agents, 10 at once", "dialogue"),  # human agents: support
    # an IDE coding assistant's replies are waited on: thinking planned off ("/no_think for
    # completions or latency suffers"); code written as a task stays reasoning (the 简体 case below)
    ("Qwen3-32B coding assistant for 25 developers at once", "latency"),
    ("Qwen3-8B for a maths tutoring app that solves olympiad problems, 10 users at once", "reasoning"),
    ("Qwen3-30B-A3B for agentic workflows with tool calling, 5 concurrent", "reasoning"),
    ("Qwen3-8B behind our AI agents, 6 runs at once", "reasoning"),
    # people called agents are staff: a helpdesk team's ~40 agents chatting with it is dialogue
    ("self-host qwen3 8b for our helpdesk team, ~40 agents, 15 tok/s each", "dialogue"),
    ("Qwen3-14B RAG Q&A over our wiki with thinking on, 12 users at once", "on"),  # said on beats the chat use
    # 简体: 推理服务 is serving (inference), never reasoning work
    ("用 Qwen3-32B 做客服机器人，30 人同时用", "dialogue"),
    ("部署 Qwen3-8B 推理服务做翻译，10 路并发", "dialogue"),
    ("Qwen3-32B 给程序员写代码用，20 人同时用", "reasoning"),
    ("Qwen3-14B 做数学解题，5 个并发", "reasoning"),
    ("GLM-4.5-Air 做知识库问答，10 人同时在用，开启思考", "on"),
    # 繁體 and Cantonese
    ("用 Qwen3-32B 做客服機器人，30 人同時用", "dialogue"),
    ("GLM-4.5-Air 做文件摘要，同時 6 人", "dialogue"),
    ("Qwen3-14B 給工程師寫程式，15 人同時用", "reasoning"),
    ("GLM-4.5-Air 做翻譯，開啟思考，8 人同時用", "on"),
    ("Qwen3-8B 做傾偈機械人，10 個人同時用", "dialogue"),
    # no use said: the model's default (thinking on) stays
    ("serve Qwen3-32B for 20 users at once", None),
    ("Qwen3-32B，20 人同時用", None),
])
def test_the_use_is_read(text, use):
    assert extract(text).patch.thinking_use == use, text


@pytest.mark.parametrize("text", ["can you translate this sentence into french for me", "這個聊天助手是誰做的？",
                                  "帮我总结一下这段话"])
def test_a_use_word_beside_no_workload_is_small_talk(text):
    assert extract(text).patch.thinking_use is None


@pytest.mark.parametrize("text,use,off", [
    ("turn thinking back on", "on", None),     # a follow-up alone: the switch said re-plans the thread
    ("开启思考", "on", None),
    ("打開思考模式呢？", "on", None),
    ("what about with reasoning?", "on", None),
    ("non-thinking mode", None, False),        # never "thinking mode" read as on
    ("关闭思考模式", None, False),
    ("不要思考", None, False),                  # 要思考 inside 不要思考 is not a switch on
])
def test_a_switch_said_alone_is_read(text, use, off):
    p = extract(text).patch
    assert p.thinking_use == use and p.thinking is off, (text, p.thinking_use, p.thinking)


@pytest.mark.parametrize("text,lang", [
    ("DeepSeek-R1-Distill-Qwen-7B for a support chatbot, 10 users at once, no thinking", "en"),
    ("用 QwQ-32B 做客服，10 人同时用，不要思考", "zh"),
])
def test_no_thinking_to_a_model_without_a_switch_is_said(text, lang):
    # R1 distills and QwQ always think (their model cards): "no thinking" changes nothing, and one note says so
    e = extract(text)
    notes = e.notes if lang == "en" else list(e.zh_notes.values())
    assert any("cannot switch its thinking off" in n or "无法关闭思考" in n for n in notes), notes


def test_no_thinking_to_a_switchable_model_needs_no_such_note():
    e = extract("Qwen3-14B support chatbot, 10 users at once, no thinking")
    assert e.patch.thinking is False and not any("cannot switch" in n for n in e.notes)


def test_the_reproduce_line_says_it_cannot_carry_the_use():
    # a command line has --thinking/--no-thinking but no use: the export says what to add, in both languages
    from advisor.core.export import uncarried
    from tools.schema import Workload

    m = uncarried(Workload(task="inference", model="Qwen3-32B", concurrency=8, thinking_use="dialogue"))
    assert m is not None and "--no-thinking" in m.text("en") and "决定是否开启思考" in m.text("zh")
    assert uncarried(Workload(task="inference", model="Qwen3-32B", concurrency=8)) is None


# A spoken turn or an answer due within seconds leaves no room for thinking: at ~50 tokens/s a stream, Qwen3's 8,192
# thinking tokens take ≈ 2.7 min before the reply, against a 1 s turn (tools.defaults.THINKING_FITS_S = 10 s).
# Maths or agents keep thinking whatever the clock says; a minute's answer leaves the use as said.
@pytest.mark.parametrize("text,use", [
    ("voice agent for 300 concurrent calls: ASR + Qwen3-8B + TTS, reply within 1 s", "latency"),
    ("用Qwen3-14B做语音客服，200路并发", "latency"),
    ("Qwen3-8B phone bot for our clinic, 20 calls at once", "latency"),
    ("serve Qwen3-32B for 50 users, every answer within 5 seconds", "latency"),
    ("Qwen3-8B for olympiad maths problems, 10 users at once, answers within 5 seconds", "reasoning"),
    ("serve Qwen3-32B for 50 users, every answer within 60 seconds", None),
])
def test_spoken_turns_and_answers_due_in_seconds_plan_thinking_off(text, use):
    assert extract(text).patch.thinking_use == use, text


def test_a_voice_agents_reply_time_is_its_voice_to_voice_turn_not_a_whole_answer():
    # "reply within 1 s" beside a voice agent is the spoken turn (judged stage by stage in advisor.core.voice_stages):
    # 338 tokens at ~55 tokens/s take ~6 s to generate, but the caller hears the first words as they stream
    p = extract("voice agent for 300 concurrent calls: ASR + Qwen3-8B + TTS, reply within 1 s").patch
    assert p.target_answer_s is None
    assert extract("serve Qwen3-32B for 50 users, every answer within 5 seconds").patch.target_answer_s == 5
