"""A purchase said in the first message — a card count asked with a buy verb (买几张卡, 要買幾張), procurement of
cards or hardware (采购国产算力卡), "we'll purchase the hardware", "how many GPUs should we buy", an on-prem
deployment — is a box to buy (Workload.buy_server), never a rental as the pick. 信创 (xinchuang, the PRC's domestic-IT
procurement) and domestic accelerators hold the plan to the catalog's domestic cards (tools.compat.domestic_cards:
Ascend 910B, memory only) and, for 信创, a purchase; the answer leads with the cards to buy, says the power and price
its data lacks and whom to ask, and never rents NVIDIA silently. A hospital's 信创 box was once answered with rented
NVIDIA cards on Alibaba / Tencent and no word on the rule."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from catalog.gpus import all_gpus
from tools.compat import domestic_cards


@pytest.mark.parametrize("text", [
    "本地部署Qwen2.5-72B，买几张卡",
    "我們打算地端跑Qwen2.5-32B給40個工程師用，要買幾張卡？",
    "私有化部署Qwen2.5-72B，采购多少台服务器",
    "采购国产算力卡部署Qwen2.5-72B，100人用，需要几张",
    "We'll purchase the hardware ourselves; serve Llama-3.1-70B to 40 users",
    "How many GPUs should we buy to serve Qwen2.5-32B to 60 engineers?",
    "we plan to buy GPUs for our own data center to run Llama 3.1 70B for 50 engineers",
    "on-prem deployment of Qwen2.5-32B for 20 users, which GPUs?",
])
def test_a_purchase_said_in_words_is_a_box_to_buy(text):
    assert extract(text).patch.buy_server is True


@pytest.mark.parametrize("text", [
    "我们想买几个小时的H100跑一下微调",  # hours bought: a rental
    "we want to buy GPU hours for Llama-3.1-8B fine-tuning",
    "信创项目，也可以租，部署Qwen2.5-72B给100人用",  # renting allowed: no purchase forced
])
def test_hours_bought_or_renting_allowed_is_no_purchase(text):
    assert extract(text).patch.buy_server is not True


@pytest.mark.parametrize("text", [
    "我们医院要上信创，想本地部署Qwen2.5-72B给50个科室用，买什么卡",
    "我們要做信創，地端部署Qwen2.5-72B給80人用，要買幾張卡？",
    "Our bank is under xinchuang rules; serve Qwen2.5-72B to 100 staff",
])
def test_xinchuang_holds_the_plan_to_domestic_cards_and_buys(text):
    p = extract(text).patch
    assert (p.gpu_preference, p.gpu_only, p.buy_server) == ("Ascend 910B", True, True)


def test_domestic_cards_said_without_xinchuang_restrict_but_do_not_force_a_purchase():
    p = extract("用国产加速卡跑Qwen2.5-72B，租哪家").patch
    assert (p.gpu_preference, p.gpu_only) == ("Ascend 910B", True)
    assert p.buy_server is not True


@pytest.mark.parametrize("text", ["不用国产卡，部署Qwen2.5-72B给100人用", "not domestic chips, serve Qwen2.5-72B to 100 users"])
def test_domestic_cards_refused_are_no_restriction(text):
    assert extract(text).patch.gpu_preference is None


def test_the_catalog_s_domestic_cards_are_huawei_s_ascend():
    # catalog/data/gpus.csv holds one mainland-designed card: Ascend 910B, 64 GB, no bandwidth, TFLOPS or TDP
    got = domestic_cards(all_gpus())
    assert [g.name for g in got] == ["Ascend 910B"]
    assert got[0].memory_gb == 64 and not got[0].tdp_w


def ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


# Qwen2.5-72B BF16: 72.7e9 × 2 B ≈ 145.4 GB of weights; KV = 2 × 80 layers × 8 KV heads × 128 × 2 B = 320 KiB a token,
# 12 users (15 % of 80) × 4,096 × 320 KiB ≈ 16.1 GB; ≈ 162 GB plus runtime over 64 GB cards → 4 × Ascend 910B
# (≈ 42 GB a card), host ≥ 4 × 64 = 256 GiB and 16 cores; no TDP held, so no kW figure: the vendor is asked
@pytest.mark.slow
@pytest.mark.parametrize(("text", "lead", "no_tdp", "maker"), [
    ("我们医院要上信创，想本地部署Qwen2.5-72B给80个医生用，买什么卡", "这是一台要买的机器", "没有 Ascend 910B 的 TDP",
     "请找 Huawei"),
    ("我們要做信創，地端部署Qwen2.5-72B給80人用，要買幾張卡？", "這是一臺要買的機器", "沒有 Ascend 910B 的 TDP",
     "請找 Huawei"),
    ("We're a state bank under xinchuang rules and will buy servers for Qwen2.5-72B, 80 staff; which cards, how many?",
     "A server to buy, not a rental", "no TDP for Ascend 910B", "ask Huawei"),
])
def test_a_xinchuang_purchase_leads_with_ascend_cards_to_buy(text, lead, no_tdp, maker):
    out = ask(text)
    head = out.split("\n\n**", 1)[1].split("\n", 1)[0]
    assert head.startswith(lead), head
    assert "4 × Ascend 910B" in head and no_tdp in head and maker in head
    assert "730" not in head  # no month of GPU-hours × a quote: the cards are bought
    assert "910B" in out.split("\n\n**", 1)[0]  # the restriction said in the header line


@pytest.mark.slow
def test_a_buy_thread_s_follow_up_stays_a_box_to_buy():
    # 50 科室 are 50 × 2 = 100 people at once (assumed, said; tests/advisor/test_groups_said_with_no_size.py), not 1
    # user: the 32k follow-up keeps the box to buy and the load, on more Ascend 910B than the 4 one user needed
    eng = Engine(store=Store(":memory:"))
    eng.handle("t", "我们医院要上信创，想本地部署Qwen2.5-72B给50个科室用，买什么卡")
    out = eng.handle("t", "32k呢？").text
    assert "这是一台要买的机器" in out and "Ascend 910B" in out and "100 路并发" in out
