"""Clouds left out accumulate over a thread: "no AWS" then "and no RunPod either" leaves both out (the follow-up's
list replaced the thread's, so AWS was ranked again with no word), and a cloud named again with no "only" ("AWS is
fine again", 可以用AWS了) is let back in and compared with the pick, never made the one provider
(tools/followup.excluded_after, advisor/core/conversation.readmitted)."""

from __future__ import annotations

from advisor.core.conversation import readmitted
from advisor.core.extract_rules import extract
from tools.followup import merge_workload
from tools.schema import Workload


def _thread(*turns: str) -> Workload:
    w = Workload(model="Qwen2.5-7B", concurrency=100)
    for text in turns:
        w = merge_workload(w, readmitted(w, extract(text).patch, text))
    return w


def test_a_second_exclusion_adds_to_the_first():
    w = _thread("serve Qwen2.5-7B for 100 users, no AWS", "and no RunPod either")
    assert sorted(w.excluded_providers or []) == ["aws", "runpod"]


def test_a_third_exclusion_keeps_both_earlier_ones():
    w = _thread("serve Qwen2.5-7B for 100 users, no AWS", "and no RunPod either",
                "also no Cudo, no Shadeform, no Azure, no GCP")
    assert {"aws", "runpod", "cudo", "shadeform", "azure", "gcp"} <= set(w.excluded_providers or [])


def test_a_cloud_said_fine_again_is_let_back_in_and_compared():
    w = _thread("serve Qwen2.5-7B for 100 users, no AWS", "and no RunPod either", "AWS is fine again")
    assert w.excluded_providers == ["runpod"] and not w.providers and w.checked_provider == "aws"


def test_a_cloud_allowed_again_in_chinese_is_no_filter():
    # 可以用AWS了 is read alone as providers=["aws"]; after 不要AWS it lifts the exclusion, it is not "AWS only"
    w = _thread("部署Qwen2.5-7B给100人用，不要AWS，也不要RunPod", "可以用AWS了")
    assert w.excluded_providers == ["runpod"] and not w.providers and w.checked_provider == "aws"


def test_only_a_cloud_left_out_before_still_keeps_to_it():
    w = _thread("serve Qwen2.5-7B for 100 users, no AWS", "actually only AWS")
    assert w.providers == ["aws"] and not w.excluded_providers


def test_a_message_naming_no_cloud_keeps_the_exclusions():
    w = _thread("serve Qwen2.5-7B for 100 users, no AWS, no RunPod", "what if 200 users?")
    assert sorted(w.excluded_providers or []) == ["aws", "runpod"]
