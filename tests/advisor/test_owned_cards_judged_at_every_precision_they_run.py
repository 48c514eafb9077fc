"""Owned or proposed hardware judged with every precision that runs on it, and the verdict said first.

Whole answers (slow). Hand figures:
  Qwen2.5-72B (72.7 B, KV 320 KiB/token) for 200 seats (≈ 30 at once × 4,096) on an owned 4 × L20 (48 GB, Ada: FP8
  tensor cores; vLLM pool ≈ 46.4 GB a card): BF16 weights ≈ 36 GB a card + KV 30 × 4,096 × 320 KiB ≈ 40 GB ÷ 4 ≈ 10 GB
  → ≈ 47 GB: no. FP8 weights ≈ 18 GB a card + the same KV + buffers ≈ 29 GB (≈ 63 % of the pool): yes, with room;
  each decode step reads ≈ 28 GB at 864 GB/s × ≈ 0.7 → ≈ 45 ms → ≈ 20–25 tokens/s a user. The answer said "4 × L20 不够"
  and told a bank to buy 8 × V100 (read as a card asked about, not the bank's own server), or led with BF16 weights
  and an FP8 KV cache at 90 % of the pool (tight, ≈ 15 tokens/s).
  Llama-3.3-70B AWQ (≈ 39 GB) on an owned 4 × RTX 4090 for 100 colleagues (≈ 15 at once × 8k): ≈ 17 GB a card of a
  23.2 GB pool, ≈ 15–20 tokens/s a user with TP 4 over PCIe: the H100 IT proposed is not needed, said first.
  Qwen2.5-32B BF16 on an owned 4 × L20 for 100 staff (15 at once): ≈ 16 GB of weights a card: H800 not needed.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _turns(tmp_path, *texts: str) -> list[str]:
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("k", t).text for t in texts]


def _first_bold(out: str, skip_header: bool = True) -> str:
    bold = [x for x in out.splitlines() if x.startswith("**")]
    return bold[1] if skip_header else bold[0]


@pytest.mark.parametrize("text, yes", [
    ("我们信用卡中心有200个坐席，想用qwen2.5-72b-instruct做实时话术推荐，数据不能出本地机房，现在机房有一台4张L20的服务器，"
     "够不够？不够要加什么", "**够：Qwen2.5-72B 在你自己的 4 × L20 上可以跑，用FP8 权重"),
    ("我們信用卡中心有200個坐席，想用qwen2.5-72b-instruct做即時話術推薦，資料不能出本地機房，現在機房有一台4張L20的伺服器，"
     "夠不夠？", "**夠：Qwen2.5-72B 在你自己的 4 × L20 上可以跑，用FP8 權重"),
])
def test_owned_l20s_hold_a_72b_in_fp8_said_first(tmp_path, text, yes):
    out = _turns(tmp_path, text)[0]
    head = _first_bold(out)
    assert head.startswith(yes), head
    assert "V100" not in out.split("\n\n")[2], out  # no purchase of other cards leads
    pct = re.search(r"每卡[约約] ([\d.]+) GB", head)
    assert pct and 25 <= float(pct.group(1)) <= 34, head  # ≈ 29 GB a card by hand
    tps = re.search(r"每人[约約] (\d+) tokens/s", head)
    assert tps and 18 <= int(tps.group(1)) <= 30, head  # ≈ 20–25 by hand


def test_owned_l20s_in_english_lead_with_the_roomy_fp8_route(tmp_path):
    # the same 72B for 200 agents on an owned 4 × L20 asked in English: FP8 weights with room lead, never the BF16
    # weights + FP8 KV cache at ≈ 90 % of the pool, which is said among the routes tried
    out = _turns(tmp_path, "we already own a server with 4 L20 cards in our data centre. is it enough to serve "
                           "qwen2.5-72b-instruct for 200 call-centre agents? data cannot leave our premises")[0]
    head = _first_bold(out)
    assert head.startswith("**Yes, Qwen2.5-72B runs on your own 4 × L20 with FP8 weights"), head
    assert "At the BF16 default it would not" in head, head  # the default named as sized (BF16)


def test_a_follow_up_adding_seats_resizes_on_the_same_owned_cards(tmp_path):
    outs = _turns(tmp_path, "我们信用卡中心有200个坐席，想用qwen2.5-72b-instruct做实时话术推荐，数据不能出本地机房，现在机房有"
                            "一台4张L20的服务器，够不够？", "下个月再加100个坐席呢")
    assert "超出了我的范围" not in outs[1], outs[1]
    assert "45 路并发（共 300 人）" in outs[1] and "按所问再加 100 人" in outs[1], outs[1]
    assert "L20" in _first_bold(outs[1]), outs[1]


@pytest.mark.parametrize("text, lead", [
    ("公司已經有部workstation插咗4張RTX 4090，想用vLLM行Llama-3.3-70B AWQ俾100個同事用（8k context），IT話4090冇NVLink"
     "一定唔得，要買H100。係咪真㗎？", "**不用買 H100：你自己的 4 × RTX 4090 已經跑得了"),
    ("We already have 2 L40S in our rack. We serve Qwen2.5-32B to 60 engineers; our IT team insists we must buy H100s. "
     "Are they right?", "**No, you do not need H100: your own 2 × L40S already run this"),
    ("我们机房有4张L20，跑qwen2.5-32b给100个员工用，领导说要买H800，真的需要吗？", "**不用买 H800：你自己的 4 × L20 已经跑得了"),
])
def test_a_proposed_card_beside_owned_cards_that_hold_the_work_is_answered_first(tmp_path, text, lead):
    out = _turns(tmp_path, text)[0]
    assert out.startswith(lead), out[:400]


def test_no_proposal_verdict_when_the_owned_cards_hold_it_only_below_the_asked_precision(tmp_path):
    # Llama-3.3-70B asked in BF16 (≈ 141 GB) on 2 × RTX 4090: only INT4 + FP8 KV fits, at the pool's edge: the boss's
    # H100s may be right, so no "you do not need" is said
    out = _turns(tmp_path, "we have 2 rtx 4090. we want to serve llama-3.3-70b in bf16 for 50 people, my boss says we "
                           "need to buy h100s. true?")[0]
    assert "do not need" not in out, out[:400]


@pytest.mark.parametrize("text, lead, rent", [
    # RTX 4060 Ti 16GB (288 GB/s; ≈ 15.2 GB usable after ≈ 2 GB for the desktop): Qwen2.5-32B Q4_K_M ≈ 19.9 GB + KV
    # 16k × 256 KiB ≈ 4.3 GB ≈ 24 GB: no; Qwen2.5-14B Q4_K_M ≈ 9 GB + 3.2 GB ≈ 12.2 GB fits, ≈ 9 GB a token ÷
    # (288 × 0.814) ≈ 38 ms + the layer floor → ≈ 20–25 tokens/s. The card's verdict leads; the rental only after it.
    ("我係旅遊KOL，部機有張RTX 4060 Ti 16GB，想喺屋企行Qwen2.5-32B幫我寫廣東話/繁體blog，16k context，得唔得？唔得嘅話租雲幾錢？",
     "**你自己的 RTX 4060 Ti 16GB 跑不了 Qwen2.5-32B", "一定要用 Qwen2.5-32B 本身，才按你説的租用"),
    ("I have an RTX 3060 12GB at home and want to run Qwen2.5-32B for my own writing at 8k context. If it can't, "
     "what would renting cost?", "**Not on your own RTX 3060 12GB", "Only if you need Qwen2.5-32B itself, rent"),
])
def test_one_own_consumer_card_is_judged_before_the_rental_said_as_the_fallback(tmp_path, text, lead, rent):
    out = _turns(tmp_path, text)[0]
    head = _first_bold(out)
    assert head.startswith(lead), head
    assert rent in head and head.index(rent) > head.index("Q4_K_M"), head  # the card first, the rental after
    tps = re.search(r"(?:單人約|单人约|≈) (\d+) tokens/s", head)
    assert tps and 10 <= int(tps.group(1)) <= 40, head
