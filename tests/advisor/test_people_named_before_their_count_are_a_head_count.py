"""Who the people are, said before their count with an about word (工程師大概60人, 老师约40位, 同事差不多30個,
"our engineers, about 60 of them"), is the head count: the users the service is sized for, in every script.

A blind review read "工程師大概60人" as "you did not say how many users" and sized one user at once. Hand reasoning:
the count said is the head count; the usual office share applies (tools.traffic.head_count_assumption): 60 × 15 % = 9
at once, 40 × 15 % = 6, never 1 (the default) nor all of them at once.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, n", [
    ("工厂想做设备手册问答，用qwen2.5 7b，工程师大概60人，数据不能出境", 60),
    ("醫院想做病歷摘要，用llama 3.1 8b，醫師大約25名，租什麼", 25),          # 繁體
    ("补习班想做作业助手，用qwen2.5-14b，老师约40位", 40),
    ("用llama 3.1 8b做內部知識庫，同事差不多30個", 30),
    ("律所想做合同问答，用qwen2.5-14b，律师差不多15人", 15),
    ("内部代码助手，qwen2.5-coder-7b，开发人员一共120人", 120),
    ("做维修问答，用qwen2.5 7b，技师80人左右", 80),                        # no about word, counted in 人
    ("we want llama 3.1 8b for maintenance-manual Q&A for our engineers, about 60 of them", 60),
    ("a Qwen2.5-14B assistant for the nurses (roughly 40 in all)", 40),
])
def test_a_people_noun_then_its_count_is_the_head_count(text, n):
    p = extract(text).patch
    assert p.head_count == n and p.concurrency is None, p


@pytest.mark.parametrize("text", [
    "用qwen2.5 7b做客服，客服3个坐席同时在线",     # seats at once are no head count
    "工程师大概60人，用50万条数据微调Qwen2.5-7B",   # a training job: its staff are no load
])
def test_seats_at_once_or_a_training_job_are_no_head_count(text):
    assert extract(text).patch.head_count is None
