"""Owned machines said as boxes — "three 8-GPU A100 boxes", "3 servers, each with 8 A100", "2 nodes x 8 H100",
"3 DGX A100", "two DGX H100s", "a DGX H200", 2台8卡A100, 三台 8 卡 H100 伺服器 — are the user's own cards: machines ×
cards per machine, on that many machines (the English forms were read as one card to rent, or half the
cluster). The reading alone here (fast); the answer on one box is the slow test at the end."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from advisor.core.extract_rules import dgx_as_machines
from tests.advisor.test_reading_classes import check
from tests.conftest import module_home
from tools.fleet import DGX_GPUS, cards_in_machines, dgx_card_gb

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "card", "total", "machines"), [
    # 3 machines × 8 cards = 24 on 3 machines
    ("serve Qwen2.5-72B for 10 users, we run three 8-GPU A100 80GB boxes", "A100 80GB SXM", 24, 3),
    ("serve Qwen2.5-72B for 10 users on our 3 servers, each with 8 A100 80GB", "A100 80GB SXM", 24, 3),
    # 2 × 8 = 16 on 2
    ("serve deepseek-v3 for 5 users, our cluster is 2 nodes x 8 H100", "H100", 16, 2),
    # a DGX holds 8 cards (NVIDIA's DGX datasheets): 3 × 8 = 24, 2 × 8 = 16
    ("serve Qwen2.5-72B for 10 users, we already have 3 DGX A100 boxes", "A100", 24, 3),
    ("serve Llama-3.1-70B for 10 users, we have two DGX H100s", "H100", 16, 2),
    ("部署 Qwen2.5-72B 给10人用，我们有2台8卡A100", "A100", 16, 2),
    ("部署 Llama-3.1-70B，我们有2台DGX H100", "H100", 16, 2),
    ("部署 Qwen2.5-72B 給10人用，我們有三台 8 卡 H100 伺服器", "H100", 24, 3),
    ("部署 Llama-3.1-70B 給10人用，我們有兩台 DGX H100", "H100", 16, 2),
])
def test_owned_boxes_are_all_their_cards_on_that_many_machines(text, card, total, machines):
    check(text, {"gpu_preference": card, "num_gpus": total, "max_nodes": machines, "owned_gpus": True})


@pytest.mark.parametrize(("text", "card"), [
    ("serve Llama-3.1-70B for 10 users on our DGX H200", "H200"),
    ("serve Llama-3.1-70B for 10 users, we have a DGX A100 80GB", "A100 80GB SXM"),  # the memory said keeps the variant
    # a system's memory is its 8 cards': 640 GB / 8 = 80 GB cards
    ("serve Llama-3.1-70B for 10 users, we have a DGX A100 640GB", "A100 80GB SXM"),
    ("部署 Llama-3.1-70B，我们有一台DGX H200", "H200"),
])
def test_one_dgx_is_eight_owned_cards(text, card):
    check(text, {"gpu_preference": card, "num_gpus": 8, "owned_gpus": True})


@pytest.mark.parametrize("text", [
    # one owned machine of 8 cards: all 8 of them, and no plan may span a second machine the user does not have
    "serve Llama-3.1-70B for 10 users, we have a DGX A100",
    "serve Llama-3.1-70B for 10 users, we have one 8-GPU H100 box",
    "部署 Llama-3.1-70B 给10人用，我们有一台8卡H100",
    "部署 Llama-3.1-70B，我们有一台DGX H200",
])
def test_one_owned_box_keeps_the_plan_on_one_machine(text):
    check(text, {"num_gpus": 8, "max_nodes": 1, "owned_gpus": True})


def test_one_box_to_rent_is_no_owned_machine_limit():
    # "need to rent": no owner word before the machine, so no one-machine limit is read from it
    check("I need to rent one 8-GPU H100 box for Llama-3.1-70B", {}, never=("owned_gpus", "max_nodes"))


def test_boxes_to_rent_are_not_owned():
    check("I need to rent 2 nodes x 8 H100 for DeepSeek-V3", {"num_gpus": 16, "max_nodes": 2}, never=("owned_gpus",))


def test_a_dgx_is_written_as_its_machines_and_cards():
    assert DGX_GPUS == 8
    assert " ".join(dgx_as_machines("we have 3 DGX A100 boxes").split()) == "we have 3 machines with 8 x A100 each"
    assert " ".join(dgx_as_machines("our DGX H200").split()) == "our a machine with 8 x H200"
    # 320 GB of GPU memory over 8 cards = 40 GB each (the 320 GB DGX A100)
    assert " ".join(dgx_as_machines("two DGX A100 320GB systems").split()) == "2 machines with 8 x A100 40GB each"
    assert dgx_card_gb(640) == 80
    assert cards_in_machines(3, DGX_GPUS) == 24


@pytest.mark.slow
def test_a_model_that_fits_one_owned_box_runs_there_with_no_rental():
    """Qwen2.5-72B BF16 for 10 users on three owned 8 × A100 80GB boxes. By hand: weights 72.7e9 × 2 B = 145 GB, over
    TP 4 ≈ 36 GB a card, plus KV 10 × 4,096 × 327,680 B (80 layers × 8 KV heads × 128 × 2 × 2 B) = 13.4 GB shared
    by the copies (2 copies × TP 4 on 8 cards: 5 users × 4,096 × 327,680 B / 4 ≈ 1.7 GB a card) ≈ 38 GB per card of
    a ≈ 77 GB pool: one box holds it, no rental and no 24-card refusal."""
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle(
        "t0", "serve Qwen2.5-72B for 10 users, we run three 8-GPU A100 80GB boxes").text
    assert "run it on your own 8 × A100 80GB SXM" in out, out
    assert "❌ 24 GPUs" not in out, out


@pytest.mark.slow
def test_owned_boxes_in_chinese_run_on_one_box_too():
    """2台8卡A100 for Qwen2.5-72B, 10 people (5 at once by the office-peak rule): the same one-box plan, 8 of the 16
    cards, no rental (by hand as above: ≈ 36 GB of weights a card at TP 4 plus under 1 GB of KV)."""
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle(
        "t0", "部署 Qwen2.5-72B 给10人用，我们有2台8卡A100").text
    assert "在你自己的 8 × A100 80GB SXM 上运行" in out, out
    assert "16 张卡（无法满足）" not in out, out


@pytest.mark.slow
def test_a_model_too_big_for_one_owned_box_uses_the_fleet_not_int4():
    """DeepSeek-V3 (671B, FP8 native) for 5 users on "2 nodes x 8 H100": by hand 671 GB of FP8 weights over 16 cards ≈
    42 GB a card plus a small MLA KV cache, inside an H100's ≈ 77 GB pool; on one machine's 8 cards it is ≈ 84 GB a card
    (over the pool), so only INT4 would fit one box. The whole owned fleet runs it as asked (FP8), never INT4 on half of
    it and never "No" for the cluster."""
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle(
        "t0", "serve deepseek-v3 for 5 users, our cluster is 2 nodes x 8 H100").text
    assert "run it on your own 16 × H100 SXM" in out, out
    headline = next(line for line in out.splitlines() if "run it on your own" in line)
    assert "INT4" not in headline and not headline.startswith("**Not"), headline
