"""A follow-up that changes the people with a change verb and the people word after the number ("改成50人", "換成 80 個人")
is read as the new head count, as "人数改成50" already was (it was answered "no change read")."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "n"), [
    ("改成80人", 80), ("換成 120 個人", 120), ("那就改为200位同事吧", 200),
])
def test_a_changed_head_count_is_read(text, n):
    assert extract(text).patch.head_count == n


def test_money_after_a_change_verb_is_no_people():
    # 人民币 is not 人: "改成50人民币" changes no head count
    p = extract("改成50人民币").patch
    assert p.head_count is None and p.concurrency is None


@pytest.mark.parametrize(("text", "users", "each"), [
    # the per-person count said with the person's role (每个员工 / 每位醫師 / each lawyer), before or after the head count:
    # 300 × 30 = 9,000 a day, never 30 a day for the whole company
    ("每个员工每天问大概30个问题，公司300人，部署Qwen2.5-14B", 300, 30),
    ("醫院有80位醫師，每位醫師一天大約問20個問題，部署 Qwen2.5-32B", 80, 20),
    ("we have 120 lawyers, each sends about 25 questions a day; serve Llama-3.1-70B", 120, 25),
])
def test_a_role_said_per_person_multiplies_the_people(text, users, each):
    p = extract(text).patch
    assert p.daily_users == users and p.requests_per_user_per_day == each and p.requests_per_day is None
