"""A count that is signed, zero or not a number before the nouns people count work by — machines (台), cameras or
phones (部), simulation environments ("envs"), groups served ("departments", "teams"), people by their role
("relationship managers", "nurses") — or NaN before a magnitude ("NaN billion steps", NaN亿字) is said not read, never
sized in silence: "采购-4台信创服务器" was one server bought, "分析NaN部CCTV" a 1-user chat, "-4096 envs" and "NaN billion
steps" Isaac Lab's preset, "0 departments" one user, each with no word."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text,said,why", [
    ("我们要采购-4台信创服务器，部署Qwen2.5-72B给300人用", "-4台", "never negative"),
    ("我們要採購0台信創伺服器，部署Qwen2.5-72B給300人用", "0台", "of zero"),
    ("用Qwen2.5-7B分析-200部CCTV的画面", "-200部", "never negative"),
    ("用Qwen2.5-7B分析0部CCTV的画面", "0部", "of zero"),
    ("用Qwen2.5-7B分析NaN部CCTV的畫面", "NaN部", "not a number"),
    ("用Qwen2.5-72B把NaN亿字中文翻成英文", "NaN亿字", "not a number"),
    ("we train a PPO policy in Isaac Lab with -4096 envs, 2 billion steps", "-4096 envs", "never negative"),
    ("we train a PPO policy in Isaac Lab with 4096 environments, NaN billion steps", "NaN billion steps", "not a number"),
    ("serve Qwen2.5-32B for 0 departments", "0 departments", "of zero"),
    ("serve Qwen2.5-32B for NaN teams", "NaN teams", "not a number"),
    ("our bank has -300 relationship managers who will use Llama-3-8B to draft emails", "-300 relationship managers",
     "never negative"),
    ("our hospital has 0 nurses who will use Llama-3-8B", "0 nurses", "of zero"),
])
def test_the_figure_is_said_not_read(text, said, why):
    e = extract(text)
    hit = [n for n in e.notes if n.startswith(f"'{said}' is not read")]
    assert hit and why in hit[0], e.notes


@pytest.mark.parametrize("text", ["serve Qwen2.5-32B for 0 departments", "serve Qwen2.5-32B for NaN departments",
                                  "our bank has -300 relationship managers who will use Llama-3-8B to draft emails"])
def test_no_load_is_sized_from_it(text):
    # by hand: 0, NaN or -300 people is no load; nothing is read in its place (not 1, not 300, not 2 a group)
    p = extract(text).applied()
    assert p.concurrency is None and p.head_count is None and p.users_online is None, p


@pytest.mark.parametrize("text,field,value", [
    ("我们要采购4台信创服务器，部署Qwen2.5-72B给300人用", "head_count", 300),
    ("our bank has 300 relationship managers who will use Llama-3-8B to draft emails", None, None),
])
def test_plain_counts_are_left_to_their_readers(text, field, value):
    e = extract(text)
    assert not any(" is not read" in n for n in e.notes), e.notes
    if field:
        assert getattr(e.applied(), field) == value
