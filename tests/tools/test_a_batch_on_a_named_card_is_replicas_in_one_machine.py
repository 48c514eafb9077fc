"""An offline batch on a named card with no stated count (an unpriced card: H20 on AutoDL) is laid out as the fewest
cards that end it by its deadline, each replica inside ONE machine and running the batch its KV pool holds, never one
tensor-parallel × pipeline group holding vLLM's cap of 256 long sequences over machines that need InfiniBand
(tools.owned_batch.fewest_batch_cards)."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _answer(tmp_path, text: str) -> str:
    r = Engine(store=Store(tmp_path / "s.db")).handle("k", text)
    return r.full or r.text


def _cards(out: str, gpu: str) -> int:
    m = re.search(r"(\d+) × " + gpu, out)
    assert m, out
    return int(m.group(1))


@pytest.mark.slow
@pytest.mark.parametrize(("text", "gpu", "zh"), [
    # Qwen3-32B BF16, 65.5 GB of weights; a contract ≈ 40,200 tokens in + 2,000 out; KV 2 × 64 layers × 8 KV heads ×
    # 128 × 2 B = 256 KiB a token, ≈ 11.1 GB a 42,200-token sequence. 2,000 a day ≈ 9 × 10¹⁸ FLOP (matmuls 5.5 +
    # attention 3.4) ÷ (148 TFLOPS dense × 0.3–0.5) ≈ 35–55 H20-hours, prefill-bound: one box of ≤ 8 H20 ends it in
    # 24 h; a TP-4 replica holds ≈ (4 × 0.9 × 103 − 65.5) GB ÷ 11.1 GB ≈ 27 contracts at once, not 256
    ("律所用autodl的H20跑qwen3-32b审合同，每份合同大概6万字，输出2000token左右的审阅意见，每天2000份，要多少张卡，一个月多少钱",
     "H20", True),
    ("律所用AutoDL的H20跑Qwen3-32B審合約，每份合約大概6萬字，輸出2000 token左右的審閱意見，每天2000份，要幾多張卡，一個月幾多錢",
     "H20", True),
    # the same job in English, 30,000-word contracts ≈ 40k tokens: the same arithmetic, one box
    ("A law firm wants to review 2,000 contracts a day with Qwen3-32B on H20s on AutoDL, each about 40,000 tokens in and "
     "2,000 tokens out. How many cards, and what per month?", "H20", False),
])
def test_a_daily_batch_on_a_named_card_fits_one_machine(tmp_path, text, gpu, zh):
    out = _answer(tmp_path, text)
    head = out.split("\n## ")[0]
    n = _cards(head, gpu)
    assert 1 <= n <= 8, head  # one machine: never 32 cards over 4 machines
    assert "InfiniBand" not in head and "RDMA" not in head, head
    assert ("单机" in head or "單機" in head or "one machine" in head.lower()) if n > 1 else True, head
    assert "× 256" not in out and "× 256 路" not in out, out  # pitfall 3 says the batch the pool holds
    assert "32 × H20" not in out, out


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "律所用autodl的L20跑qwen3-32b审合同，每份合同大概6万字，输出2000token左右的审阅意见，每天2000份，要多少张卡，一个月多少钱",
    "A law firm wants to review 2,000 contracts a day with Qwen3-32B on L20s on AutoDL, each about 40,000 tokens in and "
    "2,000 tokens out. How many cards?",
])
def test_an_untimed_card_is_one_machine_with_a_decode_floor(tmp_path, text):
    # L20: 48 GB (≈ 43 GB in vLLM's pool), no tensor TFLOPS figure in its brief, so the batch cannot be timed whole.
    # Qwen3-32B BF16 (65.5 GB) needs TP 2: (2 × 43 − 65.5) GB ≈ 21 GB of KV ≈ 2 contracts of 11.1 GB; 4 replicas of
    # TP 2 fill one 8-card machine — never 64 × L20 over 8 machines. The deadline is said on decode alone:
    # 4,000,000 tokens out at ≈ 140 tokens/s over the box ≈ 8 h at least, the prefill to time on a pilot
    out = _answer(tmp_path, text)
    head = out.split("\n## ")[0]
    assert _cards(head, "L20") == 8 and "InfiniBand" not in head and "64 × L20" not in out, head
    assert "无法满足" not in out.split("## 工作负载")[0] or "仅解码" in out, out
    assert "试跑" in out or "pilot" in out, out
