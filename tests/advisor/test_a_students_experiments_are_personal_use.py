"""A student's own experiments or play ("研究生，想每天晚上玩一下…", "grad student, experimenting") are one person's use:
personal_use, so consumer cards and marketplace hosts are not excluded as if it were an online service with an SLA
(docs/RECOMMENDER.md "Consumer cards and marketplaces"). A student named as users of a service is not."""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text", [
    "研究生，想每天晚上玩一下 Qwen3-30B-A3B 跟一些 agent 實驗，一個月預算 NT$5000",
    "我是硕士生，想拿 Qwen2.5-14B 做点实验，每月 500 块以内",
    "grad student here, want to experiment with Qwen3-32B a few hours a night",
    "PhD student, just want to play with Llama-3.1-8B for my thesis",
])
def test_a_students_own_experiments_are_personal_use(text):
    check(text, {"personal_use": True})


@pytest.mark.parametrize("text", [
    "我们实验室的学生要用 Qwen2.5-72B 做在线服务",  # students as the users of a service: no experiment or play said
    "a chatbot for 2,000 students, Qwen2.5-14B",
])
def test_students_as_users_of_a_service_are_not_personal_use(text):
    check(text, {}, never=("personal_use",))
