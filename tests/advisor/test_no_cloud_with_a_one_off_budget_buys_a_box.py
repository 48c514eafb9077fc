"""No cloud with a one-off budget ("$15k one-off, nothing leaves the office", 一次性预算10万，数据不能出公司, 預算一次過
HK$8萬，唔想用雲): the answer is a machine to buy — the cheapest box with a held purchase price that holds the work at
the stated load, with its price against the budget — and no rental in the headline or a table; a budget no priced
box meets is said openly with the smallest box and what would fit (tools/offprem_buy.py, tools.recommend
.bought_in_budget)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "Llama 4 Scout on 100k-token contracts for 10 lawyers, $15k one-off, nothing leaves the office",
    "Qwen2.5-32B for 5 people, nothing can leave the building",
    "部署 Qwen2.5-32B 畀 5 個人用，唔想用雲",
    "部署 Qwen2.5-32B，5 个人用，数据不能出公司",
    "部署 Qwen2.5-32B，5 個人用，資料不能離開公司",
])
def test_the_cloud_refused_is_a_box_to_buy(text):
    assert extract(text).applied().buy_server is True


def _ask(text: str) -> str:
    env = dict(os.environ, GPU_ADVISOR_HOME=tempfile.mkdtemp(), HF_HUB_OFFLINE="1", PYTHONPATH=".")
    return subprocess.run([sys.executable, "-m", "advisor", "ask", text], capture_output=True, text=True, env=env,
                          timeout=300).stdout


def _headline(out: str) -> str:
    return next(line for line in out.splitlines() if line.startswith("**") and "·" not in line)


@pytest.mark.slow
@pytest.mark.parametrize(("text", "price", "budget"), [
    # by hand: Qwen2.5-32B BF16 ≈ 65.5 GB of weights + KV 2 × 64 layers × 8 heads × 128 × 2 B = 262 kB a token × 5 ×
    # 8,192 ≈ 10.7 GB → 4 × RTX 3090 (4 × 24 GB; 2 × RTX 5090 = 64 GB does not hold the weights) = 4 × $1,499 =
    # $5,996 of $15,000; ≈ 23 tokens/s each over TP 4 on PCIe at 936 GB/s a card
    ("Serve Qwen2.5-32B to 5 concurrent users, 8k context, $15k one-off budget, no cloud.", "$5,996", "$15,000"),
    # the same box in CNY at the catalog's rate: ¥100,000 budget
    ("部署 Qwen2.5-32B，5 个人同时用，8k 上下文，一次性预算10万人民币，数据不能出公司，买什么机器？", "¥", "¥100,000"),
    # 繁體 / Cantonese in HKD
    ("部署 Qwen2.5-32B 畀 5 個人同時用，8k 上下文，預算一次過HK$8萬，唔想用雲，買咩機？", "HKD", "80,000 HKD"),
])
def test_a_priced_box_within_the_budget_leads_with_no_rental(text, price, budget):
    out = _ask(text)
    head = _headline(out)
    assert "RTX 3090" in head and price in head and budget in head
    assert "| offer" not in out and "/h" not in head  # no rented row, no hourly price
    assert "runpod" not in out.lower() and "租用方案" in head or "No rental" in head


@pytest.mark.slow
@pytest.mark.xfail(strict=True, reason="known gap: the document's reuse is now counted (5 questions a contract: "
                   "≈ 20,400 tokens prefilled a request, not 100,000; tools.chat_prefix.document_new_tokens), which "
                   "took the INT4 GeForce box from 40 × RTX 4090 to 12 × RTX 4090 ($19,188), but '5 users at once' is "
                   "still 5 requests always in flight (no reading time between a lawyer's questions), so 5 replicas "
                   "of 4 × RTX 3090 (one a user, first token ≈ 15 s) are sized where one 4 × RTX 3090 box ($5,996) "
                   "holds 5 lawyers who read each answer before the next question")
def test_the_law_firm_is_told_its_budget_buys_no_box_for_bf16_and_what_fits():
    # by hand: Llama 4 Scout 109 B BF16 ≈ 218 GB of weights (+ 5 × 100k tokens of KV) fits no box of ≤ 8 GeForce
    # cards (8 × 32 GB = 256 GB less the KV); at INT4 ≈ 55 GB + KV it fits 4 × 24 GB → 4 × RTX 3090 = $5,996
    out = _ask("We're a law firm in Chicago. We want to run Llama 4 Scout on 100k-token contracts for 10 lawyers. "
               "$15k one-off, nothing leaves the office. What should we buy?")
    head = _headline(out)
    assert head.startswith("**No box I can price holds this work within your $15,000")
    assert "INT4" in head and "$5,996" in head
    assert "| offer" not in out and "RunPod" not in out and "/h" not in head


@pytest.mark.slow
def test_a_fine_tune_box_says_its_hours():
    # by hand: LoRA on Llama-3.1-8B, 50k × 1,024 tokens = 51.2 M tokens, ≈ 4 × 8 B × 51.2 M ≈ 1.6e18 FLOPs on one
    # RTX 3090 (71 TFLOPS BF16 dense) at ≈ 35 % → ≈ 18–20 h; $1,499 of $10,000
    head = _headline(_ask("LoRA fine-tune Llama 3.1 8B on 50k examples of 1k tokens, no cloud, $10k one-off budget"))
    assert "1 × RTX 3090" in head and "$1,499" in head and " h on it" in head and "$10,000" in head
