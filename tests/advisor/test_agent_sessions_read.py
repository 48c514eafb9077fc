"""An agent that calls tools, said with its sessions at once, is read as sessions in progress (people online), its
tool calls a turn and the context its session grows to (advisor.core.agent_sessions_read), in English, 简体 and 繁體.

Hand reasoning (an ML-infrastructure engineer): "500 concurrent sessions" of a tool-calling agent are 500 sessions
in progress, each waiting most of the time on a tool or on its user, so they are never 500 requests generating;
"系统提示+工具定义6k token，一个会话上下文会涨到15k" is a session that starts at 6k and grows to 15k: the limit is 15k.
"""

import pytest

from advisor.core.extract_rules import extract

CASES = [
    # (message, sessions, tool calls a turn, context)
    ("我们是OTA，做订机票酒店的对话agent，用GLM-4.5-Air，每轮用户提问agent平均调4次工具（查航班、查价格、下单），"
     "系统提示+工具定义6k token，一个会话上下文会涨到15k左右。高峰同时500个会话，每次模型回复150 token左右，要每秒30 token。"
     "要什么卡几张？", 500, 4, 15_000),
    ("We run a travel-booking assistant agent on Qwen3-32B. Each user turn the agent makes about 3 tool calls (search, "
     "price, book); system prompt plus tool schemas are 5k tokens and a session grows to 20k. Peak is 300 concurrent "
     "sessions, replies ~200 tokens at 25 tokens/s per user. What GPUs?", 300, 3, 20_000),
    ("我們做保險理賠的客服agent，用Qwen3-30B-A3B，每輪平均呼叫3次工具，系統提示加工具定義4k token，一個會話上下文會漲到12k。"
     "高峰同時300個會話，每次回覆200 token，每秒要25 token。要什麼卡幾張？", 300, 3, 12_000),
    ("电商售后agent用Qwen2.5-72B-Instruct，每次用户提问要5次工具调用，上下文最长32k，同时1200个会话，要多少卡？",
     1200, 5, 32_768),
]


@pytest.mark.parametrize(("text", "sessions", "tools", "context"), CASES)
def test_agent_sessions_are_sessions_in_progress_not_at_once(text, sessions, tools, context):
    p = extract(text).patch
    assert p.users_online == sessions
    assert p.concurrency is None  # never that many generating at once
    assert p.agents is True and p.agent_tool_calls == tools
    # the growth (plus at most the stated reply the model writes on top of it), never the system prompt's 6k / 5k / 4k
    assert context <= p.seq_len <= context + 200


def test_no_tool_calls_keeps_the_count_as_read():
    # a chat product with sessions and no tool calls: not an agent's sessions
    p = extract("用Qwen3-32B做客服聊天，同时500个会话，上下文8k，要什么卡？").patch
    assert p.agent_tool_calls is None
