"""The kind of task a reasoning model's answers are for (Workload.trace_task), read from the use in words: short
(school maths, homework tutoring, customer support, labels, extraction) or hard (competition maths, olympiad proofs,
code). tools.trace_length turns it into the thinking length an answer is sized for where a source measures it."""

from __future__ import annotations

import re
from typing import Any

Read = tuple[dict, list[tuple[int, int]]]

# hard: competition maths and proofs, code (the lengths a source gives for them are the long ones)
HARD_TASK = re.compile(
    r"(?i)\b(?:competition|contest|olympiad|aime|imo|amc|putnam|codeforces|leetcode|proofs?|theorem"
    r"|competitive\s+programming|code\s+generation|coding|programming|software\s+engineering)\b"
    r"|竞赛|競賽|奥数|奧數|奥赛|奧賽|证明题|證明題|编程|編程|代码|代碼|程式設計|写程序|寫程序")
# short: school-level questions, tutoring, support replies, a label or fields taken out of a text
SHORT_TASK = re.compile(
    r"(?i)\b(?:homework|tutor(?:s|ing)?|school|pupils?|students?|k-?12|grade[\s-]*school|gsm8k|classroom"
    r"|customer[\s-]*(?:service|support|care)|help[\s-]*desk|faq|support\s+(?:bot|chat|tickets?|desk)"
    r"|classif(?:y|ies|ier|ication)|label(?:s|ling|ing)?|extract(?:s|ing|ion)?)\b"
    r"|作业|作業|功课|功課|辅导|輔導|家教|答疑|小学|小學|初中|高中|中学|中學|学生|學生|课后|課後"
    r"|客服|分类|分類|打标签|打標籤|提取|抽取|擷取")


def read_trace_task(t: str, ctx: Any) -> Read:
    """`trace_task`: "hard" beside competition maths, proofs or code (it wins), "short" beside homework, tutoring,
    school, support, labels or extraction; read only for a model that thinks by default (tools.defaults.model_thinking),
    so another model's workload never carries it."""
    model = ctx.fields.get("model")
    if not model:
        return {}, []
    from catalog import registry  # noqa: F401  (registers the thinking lookup tools.defaults reads)
    from tools.defaults import model_thinking

    th = model_thinking(model)
    if th is None or not th.default:
        return {}, []
    text = getattr(ctx, "unmasked", None) or t
    if HARD_TASK.search(text):
        return {"trace_task": "hard"}, []
    return ({"trace_task": "short"}, []) if SHORT_TASK.search(text) else ({}, [])
