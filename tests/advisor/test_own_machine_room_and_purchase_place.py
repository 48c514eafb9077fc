"""The user's own machine room said as where a service runs (想喺自己機房搭, 部署在自建机房, "host it in our own data
centre") is a server to BUY, never a rental; a box to buy with no place said is shipped where the writer's words put
it (Cantonese → Hong Kong; a China-market card named, L20 / H20 / RTX 4090D → mainland China), so it is drawn only
from cards sold there without a US export licence (no H100 / H200 / B200 / L40S / MI300X); and a box the user asks
about that holds the work is the box to buy. A Hong Kong bank's own room got a RunPod rental; a buyer of 8 × L20 in
China was told to buy 4 × H100 SXM."""

from __future__ import annotations

import re

import pytest

from advisor.core.extract_rules import extract
from catalog.places import gazetteer
from tools.recommend import purchase_places
from tools.schema import Workload


@pytest.mark.parametrize("text", [
    "我哋銀行IT想喺自己機房搭code review bot，用Qwen2.5-Coder-32B，每日3000個PR",  # 粵語
    "我们想在自己的机房部署Qwen2.5-32B给200个员工用",  # 简体
    "我們公司想在自己的機房部署Llama-3.1-70B-Instruct給200個員工用",  # 繁體
    "部署在自建机房，Qwen3-32B给50个人用",
    "放在我們自有的資料中心，Qwen2.5-14B給30人用",
    "We want to host Qwen2.5-32B-Instruct in our own data centre for 40 staff",
    "deploy Llama 3.1 8B on-prem in our own server room for 20 analysts",
])
def test_the_users_own_machine_room_is_a_server_to_buy(text):
    e = extract(text)
    assert e.patch.buy_server is True and any("read as a server you buy" in n for n in e.notes), (e.patch, e.notes)


@pytest.mark.parametrize("text", [
    "我们机房有8张T4，跑Qwen2.5-7B给20个人用",  # owned cards in the room: judged on them, not a box to buy
    "租一台H100放在RunPod上跑Qwen2.5-32B",  # a rental, no room of theirs
    "host Qwen2.5-32B on RunPod in the US for 40 staff",
])
def test_owned_cards_in_the_room_or_a_rental_are_not_a_box_to_buy(text):
    assert not extract(text).patch.buy_server


@pytest.mark.parametrize(("text", "place"), [
    # Cantonese particles (喺, 嘅, 我哋): a Hong Kong writer; the box ships to Hong Kong
    ("我哋銀行IT想喺自己機房搭code review bot，用Qwen2.5-Coder-32B，買咩卡？", "hk"),
    ("我哋唔可以上雲，想買部server跑Qwen2.5-14B俾30個同事用", "hk"),
    # an L20 / H20 named to buy: sold only in mainland China
    ("打算买一台8卡L20（48G）的服务器跑Qwen3-235B-A22B-Instruct-2507 FP8，给公司100个人用", "cn"),
    ("打算買一台8卡H20的伺服器跑DeepSeek-V3，給公司200人用，放得下嗎", "cn"),
])
def test_a_box_with_no_place_ships_where_the_writer_is(text, place):
    e = extract(text)
    assert e.patch.buy_server is True
    assert e.assumed.get("located") == [place], (e.assumed, e.notes)
    assert any("H100 / H200 / B200" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "We want to host Qwen2.5-32B-Instruct in our own data centre for 40 staff",  # no cue: no place assumed
    "我們公司想在自己的機房部署Llama-3.1-70B-Instruct給200個員工用",  # 繁體 without a cue: Taiwan or elsewhere
    "我们公司在新加坡，想买台服务器跑Qwen2.5-32B",  # a place said: that one
])
def test_no_cue_or_a_stated_place_assumes_nothing(text):
    e = extract(text)
    assert e.assumed.get("located") in (None, ["sg"]), e.assumed


def test_a_located_hong_kong_buyer_is_a_licence_place():
    # Hong Kong is in the US licence area for these parts (D:5 China since 2023): a box bought there is filtered
    w = Workload(model="Qwen/Qwen2.5-32B-Instruct", buy_server=True, located=["hk"])
    assert purchase_places(w, gazetteer()) == ["hk"]
    assert purchase_places(w.model_copy(update={"buy_server": False}), gazetteer()) == []


def ask(text: str) -> str:
    from click.testing import CliRunner

    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


LICENSED_BOX = re.compile(r"(?:需要|needs?)\s*\d+\s*×\s*(?:H100|H200|B200|L40S|A100|MI300X|MI325X|RTX 4090\b)")


@pytest.mark.slow
def test_a_hong_kong_banks_own_room_buys_a_licence_free_box():
    # Qwen2.5-Coder-32B, 20k-token PRs: the box leads as a purchase, never a licensed card, and no rental leads
    out = ask("我哋銀行IT想喺自己機房搭code review bot，用Qwen2.5-Coder-32B，每日大約3000個PR，每個PR連diff同相關檔案"
              "平均20k token，出大約800 token嘅comment，要喺CI入面5分鐘內出結果。買咩卡？幾張？大概幾錢？")
    assert "要買的機器" in out and "香港" in out, out[:2000]
    assert not LICENSED_BOX.search(out), out[:2000]
    assert not re.search(r"\*\*Qwen2.5-Coder-32B 推理部署[^*]*租 runpod", out), out[:2000]


@pytest.mark.slow
def test_an_asked_box_of_l20_that_holds_the_work_is_the_box_to_buy():
    # By hand: Qwen3-235B-A22B FP8 ≈ 236 GB of weights over 8 × 48 GB = 384 GB (the answer: ≈ 38.7 GB a card of a
    # 46.4 GB pool) holds 15 users at 64k with the KV → the box is the 8 × L20 asked about, not 4 × H100 (not sold in
    # China); host ≥ 8 × 48 GiB = 384 GiB RAM, ≥ 4 cores a card = 32
    out = ask("打算买一台8卡L20（48G）的服务器跑Qwen3-235B-A22B-Instruct-2507 FP8，给公司100个人用，要支持64k上下文，"
              "放得下吗，速度怎么样？")
    assert re.search(r"需要 8 × L20（每张 48 GB）、主机内存 ≥ 384 GiB、CPU ≥ 32 核", out), out[:2500]
    assert not LICENSED_BOX.search(out), out[:2500]


@pytest.mark.parametrize(("name", "licensed"), [
    # NVIDIA's 8-K of 2023-10-17: A100, A800, H100, H800, L40, L40S, RTX 4090; the RTX 6000 Ada (the RTX 4090's full
    # AD102, 728.5 dense FP8 TFLOPS × 8 ≈ 5,828 TPP ≥ 4,800) too; the A40 (149.7 × 16 ≈ 2,395) and RTX A6000 are not
    ("L40", True), ("L40S", True), ("RTX 6000 Ada", True), ("RTX 4090", True),
    ("A40", False), ("RTX A6000", False), ("L20", False), ("RTX 4090D", False), ("L4", False),
])
def test_cards_a_box_for_hong_kong_or_china_may_not_hold(name, licensed):
    from catalog.gpus import all_gpus
    from tools.compat import purchase_licensed

    assert purchase_licensed(all_gpus().get(name)) is licensed
