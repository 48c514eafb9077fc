"""A service for customers or the public with no load stated is sized for a small production load
(tools.defaults.PUBLIC_SERVICE_CONCURRENCY = 20 at once), said as an assumption with the peak-users question under
the answer; a stated load of any kind keeps its own rule, a personal use stays at 1 and an undescribed use at 1."""

from __future__ import annotations

from advisor.core.script import to_script
from tools.defaults import (
    DEFAULT_CONCURRENCY,
    PUBLIC_SERVICE_CONCURRENCY,
    resolve,
    unstated_concurrency,
)
from tools.kinds import POLICIES, Ask
from tools.schema import Msg, WorkKind, Workload


def _load(**said) -> tuple[int | None, list[str]]:
    r, notes = resolve(Workload(task="inference", model="Qwen2.5-14B", **said))
    return r.concurrency, [n.code for n in notes]


def test_a_public_service_with_no_load_is_sized_for_twenty_at_once():
    # the figure of the expert key for a SaaS with no user count ("20 concurrent"), not one user
    n, codes = _load(public_service=True)
    assert n == PUBLIC_SERVICE_CONCURRENCY == 20
    assert "defaults.concurrency_public" in codes and "defaults.concurrency" not in codes


def test_an_undescribed_use_and_an_internal_one_stay_at_one():
    n, codes = _load()
    assert n == DEFAULT_CONCURRENCY == 1 and "defaults.concurrency" in codes
    assert _load(public_service=False)[0] == 1  # said internal


def test_a_personal_use_wins_over_the_public_default():
    # "a chatbot on my own site, just me testing it": one person's use is one stream
    n, codes = _load(public_service=True, personal_use=True)
    assert n == 1 and "defaults.concurrency_personal" in codes


def test_a_stated_load_replaces_the_public_default():
    # stated at once: kept as said
    assert _load(public_service=True, concurrency=7)[0] == 7
    # a head count of 50 (an internal team inside a customer's company, say): ⌈50 × 15 %⌉ = ⌈7.5⌉ = 8 (tools.traffic)
    assert _load(public_service=True, head_count=50)[0] == 8
    # 2,000 daily users × 5 messages (assumed) = 10,000 a day; 10 % in the busiest hour = 1,000/h = 0.2778/s → 0.28/s
    # (2 significant figures); each request stays 2 s + 338 ÷ 20 tok/s = 18.9 s → 0.28 × 18.9 = 5.29 → 6 in flight
    assert _load(public_service=True, daily_users=2000)[0] == 6
    # 100 people online: 100 × 18.9 ÷ (18.9 + 45) = 29.6 → 30 generating at once
    assert _load(public_service=True, users_online=100)[0] == 30
    # a request rate of 3/s: 3 × 18.9 s = 56.7 → 57 in flight (Little's law)
    assert _load(public_service=True, target_requests_per_s=3.0)[0] == 57


def test_a_batch_job_keeps_its_own_load():
    # a batch fills one replica's vLLM batch (tools.constants.VLLM_MAX_NUM_SEQS = 256), customers or not
    r, _ = resolve(Workload(task="inference", model="Qwen2.5-14B", batch_requests=100_000, public_service=True))
    assert r.concurrency == 256


def test_the_rule_itself():
    assert unstated_concurrency(Workload(public_service=True)) == (20, "defaults.concurrency_public")
    assert unstated_concurrency(Workload(personal_use=True, public_service=True)) == (1, "defaults.concurrency_personal")
    assert unstated_concurrency(Workload()) == (1, "defaults.concurrency")


def test_the_question_under_the_answer_asks_for_peak_users_and_says_the_twenty():
    w = Workload(task="inference", model="Qwen2.5-14B", public_service=True)
    d, _ = resolve(w)
    qs = POLICIES[WorkKind.SERVING].questions(w, d, Ask(frozenset(), frozenset(), False))
    q = next(q for q in qs if q.field == "concurrency")
    assert q.text.code == "kinds.how_many_users_public" and q.text.args == {"n": 20}
    assert "busiest time" in q.text.text("en") and "sized for 20 at once" in q.text.text("en")
    assert "20 路" in q.text.text("zh")
    assert "20 路並發" in to_script(q.text.text("zh"), "zh-Hant")  # 繁體: 并发 → 並發
    # an undescribed use keeps the plain question ("Otherwise: 1")
    w1 = Workload(task="inference", model="Qwen2.5-14B")
    q1 = next(q for q in POLICIES[WorkKind.SERVING].questions(w1, resolve(w1)[0], Ask(frozenset(), frozenset(), False))
              if q.field == "concurrency")
    assert q1.text.code == "kinds.how_many_users_or" and q1.text.args == {"n": 1}


def test_the_assumption_reads_in_every_language():
    m = Msg(code="defaults.concurrency_public", args={"n": 20})
    assert "20 requests at a time" in m.text("en") and "peak users" in m.text("en")
    assert "并发：20 路" in m.text("zh") and "高峰用户数" in m.text("zh")
    assert "並發：20 路" in to_script(m.text("zh"), "zh-Hant")


def test_a_public_service_with_no_task_is_serving_and_asked_its_peak_users_first():
    from advisor.core.conversation import plan_questions

    # "给客户用的 App 里接 Qwen2.5-14B" names no serving verb: a service for customers is serving, so no "what will you
    # run?" question takes the first slot; the peak-users question does, naming the 20 it is sized for
    qs = plan_questions(Workload(model="Qwen2.5-14B", public_service=True), "zh")
    assert qs[0][0] == "concurrency" and "20 路" in qs[0][1]
    assert all(field != "task" for field, _ in qs)
    # with a training fact beside it ("LoRA rank 16 … for our customers") the task question stays
    qs = plan_questions(Workload(model="Qwen2.5-14B", public_service=True, lora_rank=16), "en")
    assert qs[0][0] == "task"
