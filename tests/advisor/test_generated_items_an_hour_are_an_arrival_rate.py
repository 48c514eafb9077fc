"""Drafts, replies, summaries or emails a served model writes, counted an hour or a minute, are an arrival rate
(advisor/core/arrival_rate_read.py): `target_requests_per_s`, whose requests in flight are the rate × one request's
stay (Little's law, tools.traffic.in_flight), never that many users at once and never nothing (a count of drafts an
hour was read as no load and sized as one user)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.traffic import in_flight

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "rate"), [
    # 5,400 ÷ 3,600 s = 1.5 requests/s
    ("Our sales agents fire off roughly 5,400 email drafts an hour through Mistral-7B; which GPU should we rent?", 1.5),
    # 90 a minute ÷ 60 s = 1.5 requests/s
    ("the workflow bot kicks off about 90 summaries per minute on gemma-2-9b", 1.5),
    # 每小时 2700 份 ÷ 3600 s = 0.75 个请求/秒
    ("我们的工单系统每小时大约生成 2700 份回复草稿，模型用 Qwen2.5-14B，租什么卡？", 0.75),
    # 每小時 1,080 封 ÷ 3600 s = 0.3 個請求/秒
    ("客服平台每小時約有 1,080 封回覆郵件要用 Llama-3.1-8B 寫，要租什麼 GPU？", 0.3),
    # a minute: 每分鐘 45 封 ÷ 60 s = 0.75 個請求/秒
    ("我們的 agent 每分鐘大約觸發 45 封摘要郵件，用 gemma-2-9b，要租什麼卡？", 0.75),
    # Cantonese 每個鐘: 每個鐘 1800 份 ÷ 3600 s = 0.5
    ("我哋個 agent 每個鐘會出 1800 份報告，用 Qwen2.5-7B，租咩卡好？", 0.5),
])
def test_items_an_hour_are_a_rate_not_people_at_once(text, rate):
    p = extract(text).patch
    assert p.target_requests_per_s == pytest.approx(rate), p
    assert not p.concurrency and not p.head_count and not p.users_online, p


def test_the_rate_is_said_in_the_notes():
    out = extract("Our sales agents fire off roughly 5,400 email drafts an hour through Mistral-7B")
    assert any("arrival rate of 1.5 requests/s" in n and "Little's law" in n for n in out.notes), out.notes


def test_a_training_job_keeps_its_own_reading():
    # "tasks per hour" beside a fine-tune is no served load
    p = extract("fine-tune Llama-3.1-8B on 4000 tasks per hour of logs").patch
    assert not p.target_requests_per_s, p


def test_in_flight_by_littles_law_by_hand():
    # 1.5 requests/s, each a 1 s first token + 600 tokens at 20 tokens/s = 31 s: 1.5 × 31 = 46.5 → 47 in flight,
    # never 5,400 at once
    assert in_flight(1.5, 1.0, 600, 20.0) == 47
    # 0.75/s × (0.5 + 300 ÷ 25) = 0.75 × 12.5 = 9.375 → 10
    assert in_flight(0.75, 0.5, 300, 25.0) == 10


@pytest.mark.slow
def test_the_answer_sizes_the_rate_in_flight(tmp_path):
    # Hand: 5,400 drafts an hour = 1.5 requests/s; each 400-token draft at the 20 tokens/s floor takes ≈ 20 s, so
    # ≈ 1.5 × 20 = 30 in flight (fewer at a faster pick's speed), never 5,400 at once and never one user
    import re

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    reply = eng.handle("t", "Our sales agents fire off roughly 5,400 email drafts an hour through Mistral-7B, each draft "
                            "about 400 tokens. Which GPU should we rent?")
    w, _, _ = eng.store.load("t")
    assert w.target_requests_per_s == pytest.approx(1.5), w
    head = reply.lead
    assert "1.5 requests/s" in head, head
    users = re.search(r"(\d[\d,]*) users", head)
    assert users is not None and 10 <= int(users.group(1).replace(",", "")) <= 40, head
