"""The machine to buy under no cloud with a one-off budget (tools/offprem_buy.py): the cheapest plan on a card with a
held launch price, priced as cards to buy, against the budget; cards sold only by quote never get a price."""

from __future__ import annotations

from tools.offprem_buy import choose_box, priced_boxes


def test_the_cheapest_priced_box_leads_and_quote_only_cards_are_left_out() -> None:
    # by hand: 4 × RTX 3090 = 4 × $1,499 = $5,996; 2 × RTX 5090 = 2 × $1,999 = $3,998 (cheaper, leads);
    # 2 × MI300X and 4 × RTX A5000 have no held purchase price: never priced
    boxes = priced_boxes([("RTX 3090", 4, 23.0), ("MI300X", 2, 40.0), ("RTX 5090", 2, 30.0), ("RTX A5000", 4, 20.0)])
    assert [(b.gpu, b.cards, b.usd) for b in boxes] == [("RTX 5090", 2, 3998.0), ("RTX 3090", 4, 5996.0)]
    assert boxes[0].servers == 1


def test_more_than_eight_cards_fill_two_servers() -> None:
    # 12 × RTX 4090 → ⌈12 ÷ 8⌉ = 2 servers, 12 × $1,599 = $19,188
    (b,) = priced_boxes([("RTX 4090", 12, None)])
    assert (b.servers, b.usd) == (2, 19188.0)


def test_within_and_over_the_budget() -> None:
    # $15,000 against $5,996: within, $9,004 left; $5,000 against it: over by $996
    ok = choose_box([("RTX 3090", 4, 23.0)], 15000.0)
    assert ok.within and ok.left_usd == 9004.0
    over = choose_box([("RTX 3090", 4, 23.0)], 5000.0)
    assert not over.within and over.left_usd == -996.0


def test_no_priced_card_holds_the_work() -> None:
    # only quote-only cards (Llama 4 Scout BF16 needs ≈ 375 GB: MI300X, A40 rows): no box is priced, none within
    c = choose_box([("MI300X", 2, None), ("A40", 8, None)], 15000.0)
    assert c.pick is None and not c.within
