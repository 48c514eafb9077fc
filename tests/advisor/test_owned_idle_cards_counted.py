"""Cards the user already has, said with an owner's adjective ("8 old V100s", "six idle A10s", 闲置着6块旧的V100,
閒置著4塊舊的A10): read as owned with every card counted, and the counter 块 before the adjective and the card is
never 6 yuan of budget (advisor/core/extract_rules.py USED_COUNT, OWNED_GAP, GENERIC_CNY, OWNED_BY)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


# Hand check of why the count matters. Qwen2.5-32B in FP16: 32.8 B × 2 B = 65.5 GB of weights; KV per token =
# 64 layers × 8 KV heads × 128 × 2 (K, V) × 2 B = 256 KiB, × 8,192 tokens × 10 chats = 21.5 GB; ≈ 87 GB in all
# against 6 × 32 GB = 192 GB owned: it runs on the cards they have, no rental. Read as "no count" (or as ¥6 of
# budget) the answer asked how many cards there were, or priced a rental.
@pytest.mark.parametrize("text, card, n", [
    ("We have 8 old V100 32GB cards sitting in our own server room. Serve Qwen2.5-32B for 10 users at 8k?",
     "V100 SXM2 32GB", 8),
    ("our lab has six idle A10s, serve Qwen2.5-14B for 8 users", "A10", 6),
    ("We have 4 retired T4 cards, run Phi-3-mini for 5 users", "T4", 4),
    ("我们机房里闲置着6块旧的V100 32G，想跑Qwen2.5-32B，10个并发，8k上下文", "V100 SXM2 32GB", 6),
    ("我們公司機房裡閒置著4塊舊的A10，想行Qwen2.5-14B，8個併發", "A10", 4)])
def test_owned_cards_behind_an_adjective_are_all_counted(text, card, n):
    p = extract(text).patch
    assert (p.gpu_preference, p.num_gpus, p.owned_gpus) == (card, n, True)
    assert p.budget is None  # 6块 before 旧的V100 counts cards, it is no ¥6 budget


@pytest.mark.parametrize("text, amount", [
    ("预算5万块，租A100跑Qwen2.5-72B", 50000.0),
    ("花3000块租4090跑Qwen2.5-7B可以吗", 3000.0)])
def test_kuai_as_money_still_reads_as_a_budget(text, amount):
    b = extract(text).patch.budget
    assert b is not None and (b.amount, b.currency) == (amount, "CNY")
