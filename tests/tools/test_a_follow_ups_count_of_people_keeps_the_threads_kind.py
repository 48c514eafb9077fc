"""A follow-up's count of people is read as the kind of count the thread had (tools.followup, pure functions over the
models; the dialogue in advisor/core/conversation.py only wires them and words the notes): "make it 200 users" after a
head count is 200 people, after people online is 200 online, never 200 all generating at once unasked."""

from tools.followup import daily_merged, grown_load, load_to_grow, online_merged, people_reread
from tools.schema import Workload, WorkloadPatch

MODEL = "qwen2.5-7b-instruct"


def test_make_it_200_users_after_a_head_count_is_200_people():
    # "部署 qwen2.5-7b 给 50 人用" then "make it 200 users": the reader reads 200 at once; the thread counted people
    before = Workload(model=MODEL, head_count=50)
    got = people_reread(before, WorkloadPatch(concurrency=200), "200 users")
    assert got is not None and got.head_count == 200 and got.concurrency is None and got.users_online is None


def test_make_it_300_users_after_people_online_is_300_online():
    # "50 people online at peak" then "make it 300 users": 300 online, sized by the same law
    before = Workload(model=MODEL, users_online=50, head_count=400)
    got = people_reread(before, WorkloadPatch(concurrency=300), "300 users")
    assert got is not None and got.users_online == 300 and got.concurrency is None and got.head_count is None


def test_a_count_said_at_once_or_a_thread_with_no_people_stays_at_once():
    # "200 concurrent" is no users_said; a thread that stated users at once keeps the count at once
    assert people_reread(Workload(model=MODEL, head_count=50), WorkloadPatch(concurrency=200), None) is None
    assert people_reread(Workload(model=MODEL, concurrency=8), WorkloadPatch(concurrency=200), "200 users") is None
    # a head count said in the message itself is its own
    assert people_reread(Workload(model=MODEL, head_count=50), WorkloadPatch(concurrency=20, head_count=200),
                         "200 users") is None


def test_make_it_50k_dau_keeps_the_threads_messages_each_and_model():
    # "12k DAU, each sends ~15 messages a day" then "make it 50k DAU": 50,000 users × 15 messages, the thread's model
    before = Workload(model=MODEL, daily_users=12_000, requests_per_user_per_day=15, thinking=False)
    got = daily_merged(before, WorkloadPatch(daily_users=50_000))
    assert got is not None and got.daily_users == 50_000 and got.requests_per_user_per_day == 15
    assert got.model == MODEL and got.thinking is False
    # the message's own load wins: users at once, or messages each said again
    assert daily_merged(before, WorkloadPatch(daily_users=50_000, concurrency=40)) is None
    assert daily_merged(before, WorkloadPatch(daily_users=50_000, requests_per_user_per_day=5)) is None


def test_people_online_said_again_keep_the_threads_request_shape():
    # "answers of 800 tokens, first token under 1 s" then "如果同時在線有 200 人呢？": 200 online with that request
    before = Workload(model=MODEL, output_tokens=800, target_ttft_ms=1000, concurrency=16)
    fields = ("users_online", "output_tokens", "target_ttft_ms", "model")
    got = online_merged(before, WorkloadPatch(users_online=200), fields)
    assert got is not None
    alone, merged = got
    assert alone.users_online == 200 and alone.output_tokens is None
    assert merged.users_online == 200 and merged.output_tokens == 800 and merged.target_ttft_ms == 1000
    assert merged.concurrency is None  # not a field that sizes people online
    assert online_merged(before, WorkloadPatch(users_online=200, concurrency=50), fields) is None


def test_what_if_the_users_double_scales_the_stated_load_people_in_whole_numbers():
    # "50 people online, 3,000 requests a day" then "what if it grows 2.5x?": 125 online, 7,500 requests a day;
    # 3 at once × 2.5 = 7.5 → 8 people (round half to even: 7.5 → 8)
    before = Workload(model=MODEL, users_online=50, requests_per_day=3000)
    have = load_to_grow(before)
    assert have == {"users_online": 50, "requests_per_day": 3000}
    assert grown_load(have, 2.5) == {"users_online": 125, "requests_per_day": 7500.0}
    assert grown_load({"concurrency": 3}, 2.5) == {"concurrency": 8}
    # a training job has no users to grow; a serving plan with none said grows the users it assumed
    assert load_to_grow(Workload(model=MODEL, task="lora")) == {}
    assert set(load_to_grow(Workload(model=MODEL))) == {"concurrency"}
