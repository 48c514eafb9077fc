"""Whole answers: a load on the user's stated machine past the 90 % pool limit is said one way: the "not with
headroom" lead leads a route on owned cards too (never "runs on your cards … fits, tight" alone), beside no second
tight lead that repeats the FP8 KV step, with the card count the model's heads allow, its figures in-pool and named,
and no "None" anywhere (tools.stated_edge, tools.edge_cards)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def ask(tmp_path, q: str) -> str:
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", q).text
    assert "None" not in out  # no missing value reaches a message
    return out


def _head(out: str) -> str:
    return next(x for x in out.splitlines() if x.startswith("**") and "·" not in x)


def test_english_route_on_owned_cards_leads_with_the_edge(tmp_path):
    # Mistral-Nemo-12B (config.json: 40 layers, 32 attention heads, 8 KV heads, head_dim 128) in FP8, 64 chats at
    # 16,384 tokens on our own 2 × RTX 4090 (vLLM pool 0.9 × 25.8 = 23.2 GB a card). A 16-bit KV cache does not fit;
    # with an FP8 KV cache (2 × 40 × 8 × 128 × 1 B = 80 KiB a token) ≈ 21.6 GB a card = 93 % > 90 %: the edge leads.
    # One more card, 3, is no tensor-parallel size (32 ÷ 3 is not whole): vLLM refuses it; 4 cards, TP 4, halve the
    # sharded weights and KV: ≈ 11 GB a card (48 %), under the limit
    head = _head(ask(tmp_path, "Serve Mistral-Nemo-12B in FP8 to 64 users at 16k context on our two 4090s"))
    assert head.startswith("**Not with room to serve: your 2 × RTX 4090 loads it") and head.count("room to serve") == 1
    assert "in-pool figures" in head and "or 4 × RTX 4090 (3 would not divide the model's 32 attention / 8 KV heads" in head
    assert "runs on your cards with an FP8 KV cache" in head.split("As asked:")[1]


def test_simplified_owned_pair_past_the_limit_as_two_copies_is_split_over_tp2(tmp_path):
    # Qwen2.5-32B AWQ (64 layers, 40 heads, 8 KV heads: 256 KiB of KV a token) for 40 users at 8,192 tokens on our own
    # 2 × RTX A6000 (pool 0.9 × 50.9 = 45.7 GB a card). As two copies of one card each: ≈ 43.9 GB a card = 96 % > 90 %,
    # 1.8 GB spare, 22 full-length chats held. TP 2 over the pair: ≈ 9.7 GB of weights a card + the KV sized for 36
    # chats at 4,096 and 4 at 8,192 (180,224 tokens × 262,144 B ≈ 47.2 GB, ≈ 23.6 GB a card) + buffers ≈ 34.7 GB in
    # the pool (≈ 76 %; 35.9 GB in all), 32 full-length chats held, ≈ 10 tok/s a user against ≈ 9 as two copies: the
    # split holds the load with headroom, so it is the plan and no edge lead or FP8 KV step is needed
    head = _head(ask(tmp_path, "我们有两张A6000，用Qwen2.5-32B AWQ给40个人同时用，8k上下文"))
    assert "在你自己的 2 × RTX A6000 上运行" in head and "TP 2" in head, head
    assert "没有余量" not in head and "偏紧、需实测" not in head and "2 个副本 × 1 卡" not in head, head
    assert "所选方案可同时容纳 32 路满长对话" in head, head


def test_traditional_route_on_owned_cards(tmp_path):
    # the English case in 繁體: Mistral-Nemo-12B FP8, 64 users at 16k on our two 4090s → 93 % of the pool, 4 cards
    head = _head(ask(tmp_path, "我們有兩張4090，想用 FP8 的 Mistral-Nemo-12B 給64個人同時用，16k 上下文"))
    assert head.startswith("**你的 2 × RTX 4090 能載入，但沒有部署餘量") and "4 張 RTX 4090" in head
    assert "按引擎預設設定則不行" in head or "按引擎默認設置則不行" in head
