"""Serving load from a head count or daily actives, as users say them.

- A firm's people who want it deployed internally for their own work (N个会计师想内部部署X做审计问答) are a head count of
  its users, sized by the office share (tools.traffic.PEOPLE_AT_ONCE_PERCENT, 15 %, rounded up): they were dropped and
  the load read as 1 stream. Engineers or IT staff who deploy it are not its users.
- Daily actives with a count each, space-separated ("日活5万 每人平均问4次"), are requests a day: the day's users were
  lost when the match's trailing blanks overlapped the per-user count, and the answer said no concurrency was given.
  Sized: users × requests each = a day's requests; 10 % of them in the busiest hour (tools.traffic.BUSY_HOUR_SHARE_PCT)
  ÷ 3,600 = requests/s; Little's law × (first token + answer tokens ÷ 20 tokens/s) = in flight.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


def _fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


def _notes(text: str) -> str:
    return " ".join(extract(text).notes)


@pytest.mark.parametrize(("text", "people", "at_once"), [
    # 150 accountants: ⌈150 × 0.15⌉ = ⌈22.5⌉ = 23 at once (an audit firm's office peak)
    ("我们是杭州一家会计师事务所150个会计师想内部部署Qwen2.5-14B做审计问答", 150, 23),
    # 繁體: 300 doctors → ⌈45.0⌉ = 45
    ("我們醫院300位醫師想內部部署Llama-3.1-8B做病歷問答", 300, 45),
    # Cantonese 喺 (at): 120 lawyers → ⌈18.0⌉ = 18
    ("我哋律師行有120個律師想喺內部部署Qwen2.5-32B做合約檢索同問答", 120, 18),
    # 简体 with 本地 and a knowledge base: 80 teachers → ⌈12.0⌉ = 12
    ("学校80位老师想本地部署Qwen2.5-7B做教案知识库检索", 80, 12),
])
def test_people_who_want_it_deployed_for_their_work_are_a_head_count(text, people, at_once):
    f = _fields(text)
    assert f.get("head_count") == people, f
    assert f.get("concurrency") in (None, at_once), f
    assert f"≈ {at_once} active at once" in _notes(text)


def test_engineers_who_deploy_it_are_not_its_users():
    # 8 engineers deploy a support bot for customers: they are not the load (the customers are), so no head count
    f = _fields("我们公司8个工程师想部署Qwen2.5-7B做客服问答")
    assert f.get("head_count") is None and f.get("concurrency") in (None, 1), f


@pytest.mark.parametrize(("text", "users", "each", "per_day", "rate", "in_flight"), [
    # 50,000 × 4 = 200,000 a day; 10 % in the peak hour = 20,000 ÷ 3,600 = 5.6/s; each stays 1 s + 200 ÷ 20 = 11 s
    # → 5.56 × 11 = 61.1 → ≈ 62 in flight
    ("App客服用Qwen3-8B 日活5万 每人平均问4次 回答200个token左右 首字要1秒内 配什么卡", 50_000, 4, "200,000", "5.6", 62),
    # 繁體: 20,000 × 6 = 120,000; 12,000 ÷ 3,600 = 3.3/s; 2 s + 120 ÷ 20 = 8 s → 26.7 → ≈ 27
    ("小程式客服用Llama-3.1-8B 日活2萬 每人平均問6次 回答120個token", 20_000, 6, "120,000", "3.3", 27),
])
def test_daily_actives_said_with_spaces_are_sized_by_the_peak_hour(text, users, each, per_day, rate, in_flight):
    f = _fields(text)
    assert f.get("daily_users") == users and f.get("requests_per_user_per_day") == each, f
    notes = _notes(text)
    assert f"= {per_day} a day → {rate} requests/s at peak (10 %" in notes, notes
    assert f"≈ {in_flight} in flight (Little's law" in notes, notes
