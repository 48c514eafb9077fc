"""Agents that are people (support staff on shift, property agents, a copilot drafting their replies) are a head count
at the office share, and a large fleet of coding agents is the share generating at once (each waits on tools, builds
and tests between model calls), never every agent a request generating."""

from __future__ import annotations

import pytest

from advisor.core.agent_load import agents_are_people
from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, people", [
    # Hand: 250 insurance agents on shift use a drafting copilot: people, a head count; at the office peak 15 % of
    # 250 ≈ 38 are active, not 250 requests generating
    ("Our insurance call floor has 250 agents on shift; we want Llama-3.1-8B as a reply-drafting copilot. GPUs?", 250),
    # 简体: 房产中介公司 180 个 agent，每人每天写 15 条房源文案 → 人，按人头
    ("我们是房产中介公司，大概180个agent，想用Qwen3-8B帮忙写房源文案，每人每天15条，租什么卡？", 180),
    # 繁體: 保險公司 120 個 agent 當班，用 copilot 擬回覆 → 人，按人頭
    ("我們保險公司有120個agent輪班，想用Llama-3.1-8B做回覆草稿的copilot，要租什麼卡？", 120),
])
def test_agents_who_are_people_are_a_head_count(text, people):
    p = extract(text).patch
    assert p.head_count == people and p.concurrency is None


@pytest.mark.parametrize("text, at_once", [
    # Hand: 120 coding agents loop model → tools/tests → model; a fleet above 20 is sized at 50 % generating → 60
    ("We run 120 coding agents with Qwen3-Coder-30B-A3B against our repos. What GPUs?", 60),
    # 简体: 90 个编程 agent → 50 % → ⌈45⌉ = 45
    ("我们有90个编程agent用Qwen3-Coder-30B-A3B改代码，要几张卡？", 45),
    # 繁體: 70 個寫代碼的 agent → 50 % → 35
    ("我們有70個寫代碼的agent跑Qwen3-Coder-30B-A3B，要幾張卡？", 35),
    # a small fleet is every agent at once: 16 coding agents → 16
    ("16 coding agents on Qwen3-Coder-30B-A3B, what do we rent?", 16),
    # said all at once: every one
    ("150 coding agents on Qwen3-Coder-30B-A3B, all 150 at once. GPUs?", 150),
])
def test_a_coding_agent_fleet_is_the_share_generating(text, at_once):
    p = extract(text).patch
    assert p.concurrency == at_once and p.head_count is None


@pytest.mark.parametrize("text", [
    "30 agents built on LangGraph calling Llama-3.1-8B with tool calls",
    "我们的智能客服有 50 个 agent 同时跑",
    "12 AI agents for our customer support inbox",
])
def test_software_agents_are_not_people(text):
    assert not agents_are_people(text)


@pytest.mark.parametrize("text, people, each", [
    # 繁體 (粵語) Hand: 180 個 agent × 每人一日 12 次 = 2,160 a day → busiest hour 10 % → 0.06/s → ≈ 2 at once by
    # Little's law, not 180 (nor the office share's 27): 一日 is Cantonese for a day
    ("我哋係保險公司，大概180個agent，想用Llama-3.1-8B幫手寫回覆，每人一日大概12次，租咩機好？", 180, 12.0),
    # 简体 Hand: 220 个 agent（房产中介）× 每人每天 15 次 = 3,300 a day
    ("我们是房产中介，220个agent，用Qwen3-8B写房源文案，每人每天大概15次，租什么卡？", 220, 15.0),
])
def test_people_agents_with_a_daily_count_each_are_a_daily_load(text, people, each):
    p = extract(text).patch
    assert p.head_count == people and p.requests_per_user_per_day == each and p.concurrency is None
