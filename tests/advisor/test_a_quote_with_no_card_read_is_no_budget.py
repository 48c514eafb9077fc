"""A price the user says they were quoted is a quote, never a budget, even when no card is read beside it. Before, a
quote with no card ("we were quoted $2.5/h for a GPU box, fair?"), or whose card count was said not read ("for 1e309
H100s", "for -8 H100s", which blanked the card with it), became a budget the plans were held to: silently in the box
case, and as "'$2.50' read as a budget per GPU-hour" in the others, a limit the user never set. Now it is said as a
quote with what to add to have it judged, and no budget is taken; a quote with its card, and a budget, read as before."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "said"), [
    ("we were quoted $2.5/h for a GPU box, fair?", "$2.5/h"),  # was a budget of $2.50/h, no word
    ("we were quoted $2.5/GPU-hour, is that fair?", "$2.5/GPU-hour"),  # was a budget per GPU-hour
    ("we were quoted $2.5/GPU-hour for 1e309 H100s, fair?", "$2.5/GPU-hour"),  # the count (and card) not read
    ("we were quoted $2.5 per GPU-hour for -8 H100s, fair?", "$2.5 per GPU-hour"),
    ("供应商报价每卡每小时20元，合理吗？", "20元"),
    ("供應商報價每卡每小時20元，合理嗎？", "20元"),
    ("the vendor says 3000 EUR a month for the box, is that reasonable?", "3000 EUR a month"),
])
def test_a_quote_with_no_card_read_is_said_as_a_quote_and_no_budget(text, said):
    e = extract(text)
    assert e.patch.budget is None and e.patch.quoted_price is None, e.patch
    assert any(n.startswith(f"'{said}' read as a price you were quoted, not a budget") for n in e.notes), e.notes
    zh = [z for z in e.zh_notes.values() if z.startswith(f"“{said}”理解为你拿到的报价，不是预算")]
    assert zh, e.zh_notes


@pytest.mark.parametrize(("text", "amount", "per"), [
    ("serve llama-3-8b for 10 users, budget $2/h", 2.0, "hour"),
    ("serve llama-3-8b for 10 users under $1/h", 1.0, "hour"),
    ("给10个用户部署Qwen2.5-7B，预算每月5000元", 5000.0, "month"),
    ("serve llama-3-8b for 50 users, we were offered $5000 in credits", 5000.0, "total"),  # credits, no quote
])
def test_a_budget_is_still_a_budget(text, amount, per):
    b = extract(text).patch.budget
    assert b is not None and (b.amount, b.per) == (amount, per)


def test_a_quote_with_its_card_is_still_judged_as_the_machines_price():
    # $2.5 a GPU-hour for 8 × H100: the machine's quote, 8 × $2.5 = $20/h
    q = extract("we were quoted $2.5/GPU-hour for 8x H100, fair?").patch.quoted_price
    assert q is not None and (q.amount, q.scope, q.gpus) == (2.5, "gpu", 8)
