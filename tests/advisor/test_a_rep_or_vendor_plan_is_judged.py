"""A plan a vendor, sales rep, supplier or boss proposes ("the AMD rep says we need 2 nodes of 8x MI300X. is that
true?", 供应商建议…是真的吗, 業務說要兩台…是真的嗎) is a box to judge against the plan that suffices, never a limit
(advisor/core/proposed_box_read.py): its whole card count (machines × cards) is the one checked, and its machine count
no cap on the plan. Where 16-bit weights outgrow that box and FP8 keeps the work on it, FP8 leads
(tools.precision_lead.fits_box_only)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.precision_lead import PRECISION_LEAD_SHARE, fits_box_only, lower_precision_leads
from tools.schema import ModelArch


@pytest.mark.parametrize(("text", "card", "count"), [
    # the card is named twice: first where the credits are usable (no proposal), then in the rep's plan (the one to
    # check); 2 nodes of 8 is 16 cards, the rep's box
    ("we have $250k of AMD credits usable on MI300X via runpod. want to host glm-4.6 for ~120 engineers running coding "
     "agents, contexts up to 64k. the AMD rep says we need 2 nodes of 8x MI300X. is that true? and how long would the "
     "credits last?", "MI300X", 16),
    ("our sales rep quoted 4 nodes of 8x H100 for Qwen2.5-72B serving 200 users. is that really necessary?", "H100", 32),
    ("销售建议租两台8卡H100跑Qwen2.5-72B给300人用，有必要吗？", "H100", 16),
    ("業務說要兩台 8 卡 MI300X 跑 GLM-4.6 給 120 位工程師的 coding agent 用，是真的嗎？", "MI300X", 16),
    ("供应商说要租一台8卡H200跑Qwen3-32B给50个人用，是真的吗？", "H200", 8),
])
def test_a_proposed_plan_is_checked_whole_and_never_caps_the_machines(text, card, count):
    p = extract(text).patch
    assert p.checked_gpu == card and p.checked_gpu_count == count, p
    assert not p.gpu_preference and not p.num_gpus and not p.gpu_only and not p.max_nodes, p


def test_a_plan_stated_as_the_users_own_limit_stays_a_limit():
    # no one proposed it and nothing asks whether it is right: "2 nodes of 8x H100" is the box to plan on
    p = extract("we will run Qwen2.5-72B for 200 users on 2 nodes of 8x H100 on aws").patch
    assert not p.checked_gpu and p.num_gpus == 16 and p.max_nodes == 2, p


ARCH = ModelArch(name="x", layers=92, hidden=5120, heads=96, kv_heads=8, head_dim=128, intermediate=12288, vocab=151552)


@pytest.mark.parametrize(("box", "leads"), [
    # GLM-4.6 for 60 agents at 64k: BF16 (≈ 710 GB of weights) takes 24 MI300X at $57.36/h, FP8 (≈ 355 GB) 16 at
    # $38.24/h: 67 % of the price, over the 60 % share, but it keeps the work on the rep's 16 cards: FP8 leads
    ((16, 24, 16), True),
    # the 16-bit plan also fits the box (16 of 16): the share rule alone decides (67 % > 60 %): it stays 16-bit
    ((16, 16, 8), False),
    # FP8 also outgrows the box: no box lead
    ((8, 24, 16), False),
])
def test_fp8_leads_where_it_alone_fits_the_box(box, leads):
    assert lower_precision_leads(ARCH, None, True, ("fp8", 38.24, False), 57.36, box) is leads
    assert PRECISION_LEAD_SHARE < 38.24 / 57.36  # the price share alone would keep BF16 first


def test_the_box_never_overrides_a_stated_precision_or_a_dearer_plan():
    assert not lower_precision_leads(ARCH, "bf16", True, ("fp8", 38.24, False), 57.36, (16, 24, 16))
    assert not lower_precision_leads(ARCH, None, True, ("fp8", 60.0, False), 57.36, (16, 24, 16))
    assert fits_box_only(8, 16, 8) and not fits_box_only(8, 8, 8) and not fits_box_only(8, 16, 0)


@pytest.mark.parametrize("text", [
    "We own one 8x A100 80GB server for Qwen2.5-72B for 300 staff. The vendor says we need to buy another server. True?",
    "we have an 8xH100 box serving Llama-3.3-70B to 200 people, should we get a second server?",
    "我们有一台8卡A800 80G，想给全公司1000人部署gpt-oss-120b。供应商说1000人得再买一台才够，是真的吗？",
    "我們有一台自己的 8 卡 H100，要給 500 位員工跑 Qwen3-32B。廠商說要再買一台才夠，是真的嗎？",
])
def test_a_second_box_proposed_beside_an_owned_one_is_asked(text):
    assert extract(text).patch.asks_nodes, text


def test_the_users_one_box_holds_at_the_limit():
    from tools.fit import Fit
    from tools.stated_edge import users_at_limit

    # Qwen2.5-72B BF16 on 8 × A100 80GB as 2 copies of TP 4, 45 users at 4,096 tokens: ≈ 36.8 GB a card fixed and
    # 7.7 GB of KV (23 users a copy) of a 76.7 GB pool; at 90 %: 69.0 − 36.8 = 32.2 GB of KV room → 23 × 32.2 ÷ 7.7
    # = 96 a copy, 192 on the box: a second box is needed only past ≈ 190 at once
    f = Fit(rule="pool", framework="vllm", need=int(44.5e9), budget=int(76.7e9), usable=int(85.2e9),
            estimate=int(44.5e9), headroom=0.9, kv=int(7.7e9), weights=int(36.2e9))
    assert 185 <= users_at_limit(f, 45, 2, 0.9) <= 195
    assert users_at_limit(f, 0, 2, 0.9) == 0


@pytest.mark.parametrize("text", [
    "we need another model for Chinese, serve Qwen2.5-7B for 20 users",
    "add one more GPU type to compare: serve Llama-3.1-8B for 10 users",
])
def test_another_thing_that_is_not_a_box_is_no_second_box_question(text):
    assert not extract(text).patch.asks_nodes, text
