"""A larger team of developers with coding agents is sized at the share with an agent running at the peak, said as an
assumption the user can override (tools.traffic.agents_running_of_devs; advisor/core/extract_rules.py
_devs_with_coding_agents).

Why (by hand): each running agent keeps a request generating, but 40 developers do not all run one at the same moment;
the expert plan for 40 devs is 25–50 % running at the peak = 10–20 long contexts, not 40. Sized at 50 %, the top of
that range: 40 → 20. The KV that saves, for Qwen3-Coder-480B-A35B (62 layers, 8 KV heads, head_dim 128) at 204,800
tokens with a 16-bit cache: 2 · 62 · 8 · 128 · 2 bytes = 253,952 bytes (248 KiB) a token × 204,800 = 52.0 GB an agent,
so 40 agents are 2,080 GB of KV and 20 are 1,040 GB; with an FP8 cache 26.0 GB an agent, 520 GB for 20.
A team of up to 20 stays all at once (10 → 10, 20 → 20); "all 40 at once" sizes 40.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.traffic import agents_running_of_devs

Q480 = "Qwen3-Coder-480B-A35B"


@pytest.mark.parametrize(("devs", "want"), [
    (10, 10), (20, 20),  # a small team: every agent at once
    (30, 20),  # 50 % of 30 = 15, never under the 20 a team that size may run
    (40, 20),  # ⌈40 × 0.5⌉ = 20
    (45, 23),  # ⌈22.5⌉ = 23
    (100, 50),
])
def test_agents_running_of_a_dev_team(devs, want):
    assert agents_running_of_devs(devs) == want


@pytest.mark.parametrize("text", [
    f"platform team wants to self host {Q480} for ~40 devs running coding agents (cline / claude-code style), prompts "
    "grow to 100-200k tokens. plan is one 8xH100 node on lambda, FP8. will that work and what's the monthly bill?",
    f"我们有 40 个开发者，每个开发者跑一个 agent，用 {Q480}，上下文 128k，租什么卡？",
    f"我們 40 位工程師，每人都跑一個 coding agent，模型 {Q480}，context 128k",
])
def test_forty_devs_with_agents_are_twenty_at_once_said_as_an_assumption(text):
    e = extract(text)
    assert e.patch.concurrency == 20 and e.patch.agents is True  # each at a share of the limit (tools.chat_kv)
    note = next(n for n in e.notes if "coding agents" in n)
    assert "20 agents running at once" in note and "50% of 40" in note and "all 40 at once" in note


@pytest.mark.parametrize("text", [
    f"~40 devs running coding agents on {Q480}, all 40 at once, 128k context",
    f"we have 40 developers with coding agents on {Q480}; all of them at the same time, 128k context",
])
def test_all_of_the_devs_at_once_when_said(text):
    assert extract(text).patch.concurrency == 40


def test_the_share_is_said_in_chinese():
    msg = list(extract(f"我们有 40 个开发者，每个开发者跑一个 agent，用 {Q480}，上下文 128k").zh_notes.values())
    assert any("同时运行 20 个 agent" in n and "40 位开发者中 50%" in n for n in msg), msg
