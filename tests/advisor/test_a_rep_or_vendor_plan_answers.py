"""Whole answers to a plan a vendor, rep or boss proposed: the answer judges it (needed or not, what suffices, with
the precision that makes it suffice) in English, 简体 and 繁體 (advisor/core/proposed_box_read.py,
tools.precision_lead.fits_box_only, tools.recommend.second_box_check)."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _head(tmp_path_factory, q: str) -> str:
    text = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", q).text
    return next(line for line in text.splitlines() if line.startswith("**") and "·" not in line[:60])


@pytest.mark.parametrize("q", [
    # GLM-4.6 ≈ 355 B: FP8 ≈ 354 GB ÷ 8 ≈ 44 GB a card; 60 coding agents at half their 64k limit on average
    # (tools.chat_kv.AGENT_CONTEXT_SHARE): 60 × 32,768 × 368 KiB ≈ 741 GB ÷ 8 ≈ 93 GB a card → ≈ 143 GB of a 192 GB
    # MI300X: ONE 8 × MI300X node (the review's key; this test once pinned the rep's 2 nodes, every agent at the full
    # 64k). FP8 leads, and the rep's 16 cards are more than needed
    "we have $250k of AMD credits usable on MI300X via runpod. want to host glm-4.6 for ~120 engineers running coding "
    "agents (cline / claude-code style), contexts up to 64k. the AMD rep says we need 2 nodes of 8x MI300X. is that "
    "true? and how long would the credits last?",
    "我們用 AMD 的額度在 runpod 上跑 GLM-4.6，給 120 位工程師的 coding agent 用，上下文 64k。"
    "業務說要兩台 8 卡 MI300X，是真的嗎？",
])
def test_coding_agents_fit_one_node_in_fp8_where_the_rep_proposed_two(tmp_path_factory, q):
    head = _head(tmp_path_factory, q)
    assert re.search(r"FP8", head.split(":")[0] + head.split("：")[0]), head  # planned in FP8, said first
    assert re.search(r"16 × MI300X is more than needed: 8 × MI300X hold it|不需要 16 × MI300X：8 × MI300X", head), head
    assert re.search(r"rent runpod 8x_MI300X_SECURE|租 runpod 8x_MI300X_SECURE", head), head  # one node


@pytest.mark.parametrize(("q", "n", "users"), [
    # gpt-oss-120b MXFP4 (≈ 61 GB) on one owned 8 × A800: 150 at once (15 % of 1,000) take ≈ 18.5 GB a card of an
    # 85.9 GB pool; memory holds ≈ 1,000 at 12k tokens: the second box is not needed
    ("我们有一台8卡A800 80G，想给全公司1000人部署gpt-oss-120b做内部助手。供应商说1000人得再买一台才够，是真的吗？", 8, 150),
    # Qwen2.5-72B BF16 on one owned 8 × A100 as 2 × TP 4: 45 at once (15 % of 300), ≈ 190 fit within 90 % of the pool
    ("We own one 8x A100 80GB server and want to serve Qwen2.5-72B to 300 staff. The vendor says we need to buy "
     "another server for 300 people. Is that true?", 8, 45),
    ("我們有一台自己的 8 卡 H100，要給 500 位員工跑 Qwen3-32B。廠商說要再買一台才夠，是真的嗎？", 8, 75),
])
def test_a_second_box_beside_one_that_holds_the_load_is_not_needed(tmp_path_factory, q, n, users):
    head = _head(tmp_path_factory, q)
    assert head.startswith(("**A second box? Not needed", "**还要再买一台吗？按这个负载不需要",
                            "**還要再買一臺嗎？按這個負載不需要")), head
    assert f"{n} × " in head and f"{users:,}" in head, head
    fit = int(re.search(r"(?:holds ≈|容纳|容納) ([\d,]+)", head).group(1).replace(",", ""))
    assert fit > users, head  # the load past which a second box is the step, above the stated load
