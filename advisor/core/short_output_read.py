"""The words of a live job whose answer is a few tokens (tools.short_output): a safety guard checking each message,
a router sending each query to one of a few intents or queues, a bare 审核 / 審核 of each item. The label words
(classify, sentiment, moderation, 内容审核) are advisor.core.extract_rules.CLASSIFY_JOB's."""

from __future__ import annotations

import re

# a safety classifier named or its work said: "Llama Guard", "ShieldGemma", "WildGuard", "Qwen3Guard", a safety check
GUARD_WORDS = re.compile(r"(?i)guard|shieldgemma|\bsafety\s+(?:check|classifier|filter|screen)|安全审核|安全審核"
                         r"|安全检测|安全檢測")

# a router's work: each query sent to one of a few intents, queues, teams or models
ROUTE_WORDS = re.compile(
    r"(?i)\brout(?:e|es|ed|ing)\b[^.。\n]{0,60}?\b(?:to|into|among|between)\s+(?:one\s+of\s+)?(?:\d+\s+|a\s+few\s+)?"
    r"(?:[a-z-]+\s+)?(?:intents?|categories|queues|teams|departments|models|experts|labels|classes|agents|skills)\b"
    r"|\bintent\s+(?:classification|detection|routing|recognition)|\b(?:llm|query|intent|model|prompt)\s+router\b"
    r"|意图识别|意圖識別|意图分类|意圖分類|路由到|分流到|審核|审核")


def short_answer_job(t: str) -> bool:
    """True when the text says a job whose every answer is a verdict or a label: a guard, a router, a bare 审核."""
    return bool(GUARD_WORDS.search(t) or ROUTE_WORDS.search(t))


def guard_said(t: str, model: str | None) -> bool:
    """True when the model named or the words say a safety guard, whose answer is a verdict (tools.short_output)."""
    return bool(GUARD_WORDS.search(model or "") or GUARD_WORDS.search(t))


# an agent whose every step answers one action: a computer-use / GUI / browser agent, or a step said to get back an
# action or a tool call ("gets back an action", "returns a function call", 返回一个动作, 回傳一個工具調用). A support
# desk's human "agents" or a chat agent that also calls tools (tools.agent_sessions) are not it: their answers are replies.
AGENT_ACTION = re.compile(
    r"(?i)\bcomputer[\s-]?use\b|\b(?:gui|browser|web|desktop|screen|phone|mobile|android|os)[\s-]+(?:control\s+)?agents?\b"
    r"|\b(?:gets?|returns?|outputs?|emits?|produces?|answers?\s+with|repl(?:y|ies)\s+with|sends?\s+back)\s+(?:back\s+)?"
    r"(?:only\s+)?(?:an?\s+|one\s+|the\s+next\s+|a\s+single\s+|a\s+short\s+)?(?:action|tool[\s-]?call|function[\s-]?call"
    r"|click|json\s+action)s?\b"
    r"|(?:返回|回傳|输出|輸出|給出|给出|出)\s*(?:一个|一個|下一步的?)?\s*(?:动作|動作|操作指令|工具调用|工具調用|函数调用|函數調用)"
    r"|电脑操作智能体|電腦操作智能體|操控电脑|操控電腦|GUI\s*智能体|GUI\s*智能體")


def agent_action_job(t: str) -> bool:
    """True when the text says an agent whose every step answers one action (AGENT_ACTION)."""
    return AGENT_ACTION.search(t) is not None
