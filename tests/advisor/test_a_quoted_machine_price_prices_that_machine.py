"""A price the user quotes for the machine they name prices that machine in the whole answer, labelled "your quote",
with the listed price and its source beside it (tools.quoted_price, read by advisor.core.extract_rules._quoted).
"nebius has 8xH200 for $28/hr … monthly cost?" was answered at the catalog's $43.20/h ($31,536 a month) with no
word on the gap. Other cases here: other providers, cards, currencies, per-GPU quotes, 简体 and 繁體."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path_factory, q: str) -> str:
    return Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", q).text


@pytest.mark.parametrize("text, amount, cur, scope, gpus", [
    ("nebius has 8xH200 for $28/hr, the fp8 weights should fit right? monthly cost?", 28.0, "USD", "machine", 8),
    ("lambda offers 8x H100 for $19.92/h, serve llama-3.3-70b for 100 users", 19.92, "USD", "machine", 8),
    ("spotted three 4x A6000 boxes on runpod (~$1.96/hr each), serve qwen2.5 72b", 1.96, "USD", "machine", 4),
    # a card named alone before its price: the card's hour
    ("runpod has an H100 at $1.99/hr, we want to serve llama 3.1 8b for 20 users", 1.99, "USD", "gpu", None),
    # 简体: a price noun before the money, the box's count before the card
    ("腾讯云 8 卡 H800 报价每小时 380 元，部署 DeepSeek-R1-Distill-Qwen-32B，30 人同时用", 380.0, "CNY", "machine", 8),
    # 繁體: per card an hour, Taiwan dollars
    ("我們在 nebius 租 H200，每卡每小時 NT$90，8 卡跑 Qwen2.5-72B 給 30 人用，每月多少錢？", 90.0, "TWD", "gpu", None),
])
def test_the_quote_is_read_with_its_scope(text, amount, cur, scope, gpus):
    q = extract(text).patch.quoted_price
    assert q is not None and (q.amount, q.currency, q.scope, q.gpus) == (amount, cur, scope, gpus)
    assert extract(text).patch.budget is None


def test_nebius_8xh200_at_the_quoted_28_an_hour(tmp_path_factory):
    # hand figures: $28/h × 730 h = $20,440 a month a machine (listed $43.20/h = 8 × $5.40 → $31,536,
    # nebius.com/prices read 2026-10-07); the quote is used for each machine of it, the listed price said beside it.
    # 40 researchers doing agentic coding are 20 agents running (tools.traffic.agents_running_of_devs), not 6 chats:
    # FP8 Kimi-K2 (≈ 129 GB a card of a 135.7 GB pool) leaves each 8 × H200 room for ≈ 5 agents at 16k, so the FP8
    # plan takes 4 of the quoted machines: 4 × $28 = $112/h (was one machine at 98 % of its pool for 6 chats)
    a = _ask(tmp_path_factory, "we want kimi k2 instruct for ~40 researchers (agentic coding + analysis, ~32k "
                               "context). nebius has 8xH200 for $28/hr, the fp8 weights should fit in 1.1TB right? "
                               "monthly cost?")
    assert "| $112.00 | Nebius 4 × `gpu-h200-sxm_8gpu-128vcpu-1600gb` (8 × H200 SXM each)" in a
    assert "$20,440 a month" in a and "$31,536" not in a
    line = next(ln for ln in a.splitlines() if "your quote $28/hr" in ln)
    assert "listed at $43.20/h" in line and "nebius.com/prices" in line and "2026-10-07" in line


def test_the_same_quote_in_simplified_chinese(tmp_path_factory):
    # 28 美元/小时 × 730 = $20,440; the table in CNY at the catalog's rate: ¥201.60 = 28 × 7.2
    a = _ask(tmp_path_factory, "nebius 报价每小时 28 美元的 8卡 H200，跑 Kimi K2 给 40 个研究员用，32k 上下文，每月多少钱？")
    assert "¥201.60" in a
    line = next(ln for ln in a.splitlines() if "你的报价 28 美元" in ln)
    assert "$43.20/小时" in line and "每月约 $20,440" in line


def test_a_per_card_quote_in_traditional_chinese(tmp_path_factory):
    # NT$90 a card-hour × 8 = 720 TWD/h; × 730 h = 525,600 TWD a month (listed $43.20/h)
    a = _ask(tmp_path_factory, "我們在 nebius 租 H200，每卡每小時 NT$90，8 卡跑 Qwen2.5-72B 給 30 人用，每月多少錢？")
    assert "| 720.00 TWD | Nebius 8 × H200 SXM" in a
    assert "525,600 TWD" in a
    line = next(ln for ln in a.splitlines() if "你的報價 NT$90" in ln)
    assert "$43.20/小時" in line and "8 張卡" in line


def test_lambda_8xh100_quote_beside_its_listed_price(tmp_path_factory):
    # $19.92/h (2.49 a GPU-hour) × 730 = $14,541.60 → $14,542; listed 8 × $3.99 = $31.92/h
    a = _ask(tmp_path_factory, "lambda offers 8x H100 for $19.92/h, whats the monthly cost to serve llama-3.3-70b "
                               "for 100 users?")
    assert "| $19.92 | Lambda 8 × H100 SXM" in a and "$14,542 a month" in a
    assert "listed at $31.92/h" in next(ln for ln in a.splitlines() if "your quote $19.92/h" in ln)
