"""The user's own cards on several machines joined by plain Ethernet ("我们有四台8卡4090服务器，用万兆连起来", "four
8x4090 servers linked by 10GbE"), more cards than any priced machine of that card holds: the fleet is planned as the
owned cards are (tools.recommend._owned_fleet_unpriced), TP inside each machine × pipeline stages across them, with
the link said back — never "32 cards needed, more than one machine's 8, no priced cluster" (a rented 8 × 4090 cluster is
refused for its missing RDMA, which said nothing about the machines the user owns).

By hand, DeepSeek-V3 (671 B, FP8 ≈ 672.9 GB of weights; hidden 7,168) on 4 × 8 RTX 4090 (24 GB, vLLM pool 0.9 × 25.8
= 23.2 GB): 672.9 / 32 = 21.0 GB of weights a card, ≈ 22.5 GB with the KV cache of 15 users → 97 % of the pool, over
the 90 % serving line: loads but no room to serve; INT4 (≈ 12 GB a card) is the smallest change. Across 10 GbE only
pipeline parallel: TP 8 inside each machine, PP 4 across the 4; each token's hidden state 7,168 × 2 B = 14,336 B =
14.3 KB per hop; a 4,096-token prompt = 58.7 MB = 469.8 Mbit → 47.0 ms at 10 Gbit/s."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
@pytest.mark.parametrize("text, owned, link, pp, hop", [
    ("我们有四台8卡4090服务器，用万兆连起来跑满血DeepSeek-V3给100人用，可以吗",
     "你自己的 32 × RTX 4090", "10 Gbit/s，没有 RDMA", "PP 4", "14.3 KB"),
    ("我們有四台8卡4090伺服器，用萬兆連起來跑滿血DeepSeek-V3給100人用，可以嗎",
     "你自己的 32 × RTX 4090", "10 Gbit/s，沒有 RDMA", "PP 4", "14.3 KB"),
    ("we have four 8x4090 servers linked by 10GbE, serve full DeepSeek-V3 for 100 people in our office, can we?",
     "your own 32 × RTX 4090", "10 Gbit/s, no RDMA", "PP 4", "14.3 KB"),
])
def test_an_owned_fleet_on_ethernet_is_planned_on_the_owned_cards(tmp_path, text, owned, link, pp, hop):
    out = answer(tmp_path, text)
    assert owned in out and link in out and pp in out and hop in out and "47.0" in out
    assert "超过一台机器最多的" not in out and "more than the 8 one machine holds" not in out
    assert "INT4" in out  # the smallest change that leaves room to serve


# All 100 busy at once: FP8 is 24.8 GB a card against the 23.2 GB pool (does not fit); INT4 holds it at ≈ 13.6 GB a
# card (≈ 370 GB of INT4 weights / 32 ≈ 11.6 GB, the rest KV), still TP 8 × PP 4 over the 10 GbE link (14.3 KB a
# token per hop, 47.0 ms a 4,096-token prompt), and the "no" names the FP8 default it was sized at, not "16-bit".
@pytest.mark.slow
@pytest.mark.parametrize("text, link, default", [
    ("we have four 8x4090 servers linked by 10GbE, serve full DeepSeek-V3 for 100 users, can we?",
     "10 Gbit/s, no RDMA", "At the FP8 default"),
    ("我们有四台8卡4090服务器，用万兆连起来跑满血DeepSeek-V3，100人同时在用，可以吗",
     "10 Gbit/s，没有 RDMA", "按默认的 FP8 则不行"),
])
def test_the_int4_route_on_an_owned_fleet_says_the_link(tmp_path, text, link, default):
    out = answer(tmp_path, text)
    assert "INT4" in out and link in out and "PP 4" in out and "14.3 KB" in out and "47.0" in out
    assert default in out and "16-bit default" not in out and "默认的 16 位" not in out
