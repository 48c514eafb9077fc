"""Two reading classes where a stated setting was overridden.

1. A stated at-once count beats a head count said in the same message: the people, a verb phrase, then "at once"
   ("15 users talk to the bot at once") sizes the load, and the community / company size is only the total in the note.
2. The billing's own names ask for it: "interruptible" (Vast.ai) and "preemptible" (Google) are spot, never a
   complaint about spot that leaves on-demand; a complaint ("keeps getting pre-empted") still leaves it."""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check


@pytest.mark.parametrize("text,n", [
    # 2,000 members is who could use it; "15 users talk to the bot at once" is the load: 15, not 2,000 or a share of it
    ("our slack has 2,000 members; maybe 15 users talk to the bot at once. serve qwen2.5-7b", 15),
    # a 500-person company with 25 using it at the same time: 25
    ("a 500 person company, about 25 people use the assistant at the same time, Llama-3.1-8B", 25),
    # 1.2k subscribers, 6 of them query it at the same time: 6 (the "k" scales only the head count)
    ("a telegram channel with 1.2k subscribers, at most 6 people query it at the same time, mistral 7b", 6),
    # Chinese: a 3,000-person group, at most 8 chatting at once: 8
    ("我们群有3000人，最多8个人同时聊，部署Qwen2.5-7B", 8),
    # Traditional: 800 staff, about 30 using it at the same time: 30
    ("公司有800位員工，同時大概30個人在用，部署 Llama-3.1-8B", 30),
])
def test_a_stated_at_once_count_beats_the_head_count(text, n):
    check(text, {"concurrency": n}, never=("head_count",))


@pytest.mark.parametrize("text", [
    "what about preemptible instances?",          # Google's name for spot, asked as a question
    "could we use pre-emptible VMs instead?",
    "and with interruptible instances on vast?",  # Vast.ai's name for spot
    "用可中断实例呢？",
    "搶佔式實例可以嗎？",
])
def test_spot_asked_by_its_other_names_is_spot(text):
    check(text, {"billing": "spot"})


@pytest.mark.parametrize("text", [
    "spot keeps getting pre-empted, give me something stable",   # a complaint: on-demand
    "the interruptible box got interrupted twice, what else?",   # the name, then the complaint in the same clause
])
def test_a_complaint_about_spot_still_leaves_on_demand(text):
    check(text, {"billing": "on_demand"})
