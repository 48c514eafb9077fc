"""People each keeping several tasks running at once: the requests in flight are people × tasks each.

"15 researchers each keep 3 research agents running", "12 analysts with 4 sessions each", 20 个分析师每人同时挂两个任务,
每人開兩個視窗: the count of people was dropped (the per-person words hid it) and the answer sized one stream "(you did
not say how many users)", or only the tasks of one person. Read here, before the other people readers, as
tools.tasks_each.streams_at_once (people × tasks each), said in a note; an agent or a task with a context said holds
that context each (`documents`), as the agent readers do.
"""

from __future__ import annotations

import re
from typing import Any

from advisor.core.messages import word
from tools.schema import Msg

_WORDS = {"两": 2, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10,
          "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "a couple of": 2, "a pair of": 2}
_EACH_N = r"(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple\s+of|a\s+pair\s+of)"
_TASKS_EN = (r"(?:agents?|tasks?|sessions?|chats?|windows?|tabs?|jobs?|conversations?|threads?|workflows?|requests?"
             r"|streams?|instances?)\b")
_VERB_EN = (r"(?:runs?|running|keeps?|keeping|has|have|having|opens?|opening|uses?|using|juggles?|drives?|launches?"
            r"|kicks?\s+off|spins?\s+up|fires?\s+off)")
_PEOPLE_COUNT = r"(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d{1,6})"
# "15 researchers each keep 3 agents", "12 analysts, each running two sessions", "40 staff who each have 2 chats open",
# "12 analysts with 4 sessions each"
_EN = re.compile(r"(?i)" + _PEOPLE_COUNT + r"\s+(?:[a-z-]+\s+){0,2}?[a-z]+s?\b,?\s+(?:who\s+|that\s+)?(?:each|every\s+one)"
                 r"(?:\s+of\s+(?:them|whom))?\s+(?:will\s+|would\s+|can\s+)?" + _VERB_EN
                 + r"\s+(?:up\s+to\s+|about\s+|around\s+|roughly\s+|~\s*)?" + _EACH_N + r"\s+(?:[\w-]+\s+){0,2}?"
                 + _TASKS_EN
                 + r"|" + _PEOPLE_COUNT + r"\s+(?:[a-z-]+\s+){0,2}?[a-z]+s?\s+(?:with|running|keeping|using)\s+"
                 + _EACH_N + r"\s+(?:[\w-]+\s+){0,2}?" + _TASKS_EN + r"\s+(?:each|apiece)\b")
_TASKS_ZH = r"(?:agent|智能体|智能體|任务|任務|窗口|视窗|視窗|会话|會話|对话|對話|session|线程|線程|进程|進程|流程)"
# 20 个分析师每人同时挂2个任务, 25 個工程師, 每人開2個視窗, 30位同事每个人都会同时跑3个agent, a product word before the
# noun (40个研发每人同时开2个coding agent: read as 2 at once, the 40 dropped) or the count in characters (每人開兩個視窗)
# (the people may be named well before 每人: 20个分析师想自己部署Qwen2.5-32B做研究agent每人同时挂2个任务)
_ZH = re.compile(r"(?i)" + _PEOPLE_COUNT + r"\s*(?:(?:个|個|位|名)\s*[\u4e00-\u9fff]{1,6}?[^。；;！!？?\n]{0,50}?"
                 r"|[\u4e00-\u9fffA-Za-z]{1,8}?\s*[,，]?\s*)"
                 r"(?:每人|每个人|每個人|每位|每一位|各自|各)\s*(?:都|会|會|要|可能|大概)*\s*(?:同时|同時|一起|並行|并行)?\s*"
                 r"(?:挂|掛|开|開|跑|用|运行|運行|有|起|同时开|同時開)\s*(?:着|著|緊|紧)?\s*(?:大概|约|約|大约|大約)?\s*"
                 r"(\d{1,3}|[两兩二三四五六七八九十])\s*(?:个|個|条|條|路|只|套)?\s*(?:[\u4e00-\u9fff]{1,4}?(?:的)?\s*)?"
                 r"(?:[A-Za-z][\w-]{0,15}(?:\s+[A-Za-z][\w-]{0,15})?\s*)?" + _TASKS_ZH)
# the tasks are agents or research tasks: each holds its session's stated context
_AGENTISH = re.compile(r"(?i)agent|智能体|智能體|任务|任務|workflow|流程")


def _count(s: str) -> int:
    s = re.sub(r"\s+", " ", s.strip().lower())
    return _WORDS[s] if s in _WORDS else int(s.replace(",", ""))


def tasks_each_at_once(t: str, ctx: Any, context_said: bool) -> tuple[dict, list[tuple[int, int]]] | None:
    """People × tasks each at once (tools.tasks_each.streams_at_once), said in a note, the words' span taken; None
    when no such sentence. `context_said`: a context is stated, so each agent or task holds it (`documents`). By hand:
    "15 researchers each keep 3 research agents running" → 45; 20 个分析师每人同时挂2个任务 → 40."""
    from tools.tasks_each import streams_at_once

    for rx in (_EN, _ZH):
        for m in rx.finditer(t):
            at = [i for i in range(1, (m.lastindex or 0) + 1) if m.group(i)]  # the people, then the tasks each
            if not all(ctx.free(*m.span(i)) for i in at):  # (a model named between them is another reader's)
                continue
            people, each = _count(m.group(at[0])), _count(m.group(at[1]))
            if people < 2 or each < 2:
                continue  # one person's tasks, or one task each: the other readers say the load
            n = streams_at_once(people, each)
            msg = Msg(code="tasks_each.at_once", args={"said": m.group(0).strip(), "people": people, "each": each, "n": n})
            ctx.out.note(word(msg, "en"), word(msg, "zh"))
            agentish = context_said and _AGENTISH.search(m.group(0))
            return {"concurrency": n, **({"agents": True} if agentish else {})}, [m.span(i) for i in at]
    return None
