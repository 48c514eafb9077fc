"""Several jobs in one message ("3 fine-tunes of Llama-3-8B on 10M tokens and 2 serving endpoints of Qwen2.5-7B for 100
users", 用1000万token微调Qwen2.5-7B，另外部署Llama-3-70B给100人用, "serve Llama-3-8B for 50 users and Qwen2.5-72B for 20
users"): the readers sized one job on a mix of both (the second model with the first job's figures) and said nothing
of the other. The job after the joint is taken out of what the readers read, with a note saying it is not read and
to ask for it in its own message; the first job is sized on its own figures. A message that compares models, chains
them (a draft, a teacher, a judge, data generated for a fine-tune) or pairs an encoder with an LLM is one job."""

from __future__ import annotations

import re
from collections.abc import Callable

from advisor.core.messages import word
from tools.schema import Msg

# where a second job starts: ", and …", "; …", "plus …", "，另外…", "，还有…", "以及…"
JOINT = re.compile(r"(?i)(?:,?\s+and\s+(?:also\s+)?|,?\s+plus\s+|,?\s+as\s+well\s+as\s+|\s*[;；]\s*"
                   r"|\s*[，,]\s*(?:另外|还有|還有|以及|同时|同時|再)\s*|(?<=\S)(?:另外|以及))")
_TASK = re.compile(r"(?i)\bserv(?:e|es|ing)\b|\bdeploy|\bhost|fine[\s-]?tun|\btrain|\binference\b|\bendpoints?\b|\brun\b"
                   r"|部署|微调|微調|训练|訓練|推理|上线|上線|跑")
_LOAD = re.compile(r"(?i)\d[\d,.]*\s*(?:k\s*)?(?:users?|people|concurrent|requests?|人|位|并发|並發|路)")
# one job with two models: a comparison, a chain, a pipeline
ONE_JOB = re.compile(r"(?i)\bvs\.?\b|versus|\bor\b|\bcompar|instead\s+of|rather\s+than|\bdraft|speculative|distil"
                     r"|teacher|student|judge|\brag\b|retriev|embed|rerank|whisper|\basr\b|transcri|\btts\b|generat"
                     r"|\bthen\b|pipeline|agents?\b|router|还是|還是|或者|对比|對比|比较|比較|蒸馏|蒸餾|草稿|投机|投機|生成"
                     r"|然后|然後|检索|檢索|向量|嵌入|转写|轉寫|换成|換成|替换|替換|migrat|upgrade|迁移|遷移"
                     r"|教师|教師|\bkl\b")  # a teacher's logits and a student's KL loss: distillation, one job


def second_job(t: str, find_model: Callable[[str], tuple[str | None, object]]) -> tuple[str, list[tuple[str, str]]]:
    """`t` with a second job (another model, with its own task or load, after a joint) blanked, same length, and the
    note (English, Chinese) saying it is not read; `t` as it was when the message holds one job. `find_model` is
    extract_rules.find_model (the catalog's model names)."""
    if ONE_JOB.search(t):
        return t, []
    for j in JOINT.finditer(t):
        left, right = t[:j.start()], t[j.end():]
        first, second = find_model(left)[0], find_model(right)[0]
        if not first or not second or first == second or not _TASK.search(left):
            continue
        # its own task, or its own load beside the first job's ("Llama-3-8B for 50 users and Qwen2.5-72B for 20"); not
        # "serve Qwen2.5-7B and Llama-3-8B for 50 users", whose load both share
        if not (_TASK.search(right) or (_LOAD.search(right) and _LOAD.search(left))):
            continue
        said = re.sub(r"[。.!！?？]+\Z", "", right.strip())  # the stops ending the user's clause, either width
        msg = Msg(code="second_job.unread", args={"said": said, "second": second, "first": first})
        return t[:j.start()] + " " * (len(t) - j.start()), [(word(msg, "en"), word(msg, "zh"))]
    return t, []
