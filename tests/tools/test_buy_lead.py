"""The card a purchase question buys (tools.buy_lead): the smallest held-price card that holds the job with a fifth of
its memory spare, the China-market variant in mainland China, and the months its price pays back against the rent."""

from __future__ import annotations

import pytest

from tools.buy_lead import MEMORY_MARGIN, buy_payback, card_to_buy, month_gpu_hours, rent_to_compare

SPECS = {"RTX 4090": (24.0, 450.0), "RTX 4090D": (24.0, 425.0), "RTX 5090": (32.0, 575.0), "RTX 5070 Ti": (16.0, 300.0),
         "RTX 3090": (24.0, 350.0), "RTX 5090D": (32.0, 575.0)}


def test_the_smallest_card_with_a_fifth_spare_is_bought() -> None:
    # Pangu-Weather needs 16 GB: 16 GB × 0.8 = 12.8 < 16, so the 5070 Ti is too tight; 24 GB × 0.8 = 19.2 ≥ 16 → the
    # RTX 4090 at NVIDIA's $1,599 launch price. The RTX 3090 (24 GB, $1,499) is cheaper but two generations old:
    # never named to buy new. A 12 GB job fits the 5070 Ti (12.8 ≥ 12) at $749.
    assert MEMORY_MARGIN == 0.2
    c = card_to_buy(16, False, SPECS)
    assert c is not None and (c.gpu, c.price, c.currency) == ("RTX 4090", 1599.0, "USD")
    small = card_to_buy(12, False, SPECS)
    assert small is not None and (small.gpu, small.price) == ("RTX 5070 Ti", 749.0)


def test_mainland_china_buys_the_variant_at_its_sourced_price_only() -> None:
    # In China the RTX 4090 needs a US export licence: the RTX 4090D (24 GB) at its sourced ¥12,999. A 25 GB job needs
    # 31.25 GB of card: only the RTX 5090D (32 GB) holds it, and its ¥16,499 is marked "from memory": no price is
    # quoted from it, so no card (the answer asks a supplier); elsewhere the RTX 5090's 25.6 GB does not hold 30 GB.
    c = card_to_buy(16, True, SPECS)
    assert c is not None and (c.gpu, c.price, c.currency) == ("RTX 4090D", 12999.0, "CNY")
    assert card_to_buy(25, True, SPECS) is None
    assert card_to_buy(30, False, SPECS) is None


def test_payback_of_a_small_daily_job() -> None:
    # 200 runs × 14 s = 0.778 GPU-hours a day × 30.42 days = 23.66 h a month. Against a ¥4.50 GPU-hour: rent ¥106.5,
    # power 0.425 kW × 23.66 h × ¥0.936 = ¥9.41 → 12,999 ÷ 97.1 ≈ 133.9 months. Against a ¥0.30 GPU-hour the rent
    # (¥7.10) is under the power: buying never pays back (None).
    hours = month_gpu_hours(200 * 14 / 3600, True)
    assert hours == pytest.approx(23.66, abs=0.01)
    assert month_gpu_hours(5.0, False) == 5.0
    assert buy_payback(12999, 425, hours, 4.5, 0.936) == pytest.approx(133.9, abs=0.2)
    assert buy_payback(12999, 425, hours, 0.3, 0.936) is None


def test_the_rent_compared_is_the_cheapest_card_that_holds_the_job() -> None:
    # A 16 GB job: the T4 (16 GB × 0.8 = 12.8) is too small however cheap; of the 24 GB cards the L4 at 2.5 is cheaper.
    assert rent_to_compare([("A10", 24, "a", 3.0), ("T4", 16, "b", 1.0), ("L4", 24, "c", 2.5)], 16) == ("L4", "c", 2.5)
    assert rent_to_compare([("T4", 16, "b", 1.0)], 16) is None


def test_a_card_holds_a_job_with_a_fifth_spare():
    from tools.buy_lead import holds

    # T4 16 GB × 0.8 = 12.8 ≥ 12 GB (PaddleOCR-VL's need): a checked T4 holds it; 8 GB × 0.8 = 6.4 < 12 does not
    assert holds(16, 12) and not holds(8, 12) and not holds(16, 13)


def test_a_job_with_no_memory_need_buys_the_card_it_is_timed_on() -> None:
    from tools.buy_lead import timed_box

    specs = {**SPECS, "L40S": (48.0, 350.0), "L20": (48.0, 275.0)}
    # UNI on whole-slide images is timed on the L40S: 1 card, host ≥ 4 cores (4 a card), RAM ≥ ⌈48e9 B ÷ 2³⁰⌉ = 45 GiB,
    # power 350 W + 575 W of server a card = 925 W; no launch price is held for an L40S (sold by quote) → None.
    b = timed_box("L40S", specs, False)
    assert b is not None and (b.gpu, b.cards, b.cores, b.ram_gib, b.watts, b.price) == ("L40S", 1, 4, 45, 925.0, None)
    # shipped to mainland China the L40S needs a US export licence: the L20 (48 GB, 275 W) in its place, 850 W
    c = timed_box("L40S", specs, True)
    assert c is not None and (c.gpu, c.watts, c.price) == ("L20", 850.0, None)
    # a GeForce card keeps its held launch price and source: RTX 4090 $1,599 (GTC 2022-09-20); RTX 4090D ¥12,999
    g = timed_box("RTX 4090", specs, False)
    assert g is not None and g.price is not None and g.price[:2] == (1599.0, "USD")
    d = timed_box("RTX 4090", specs, True)
    assert d is not None and d.gpu == "RTX 4090D" and d.price is not None and d.price[:2] == (12999.0, "CNY")
    # the RTX 5090D's ¥16,499 is marked "from memory": never quoted as a price to pay
    e = timed_box("RTX 5090", specs, True)
    assert e is not None and e.gpu == "RTX 5090D" and e.price is None
    assert timed_box("no such card", specs, False) is None


def _specs() -> dict:
    from catalog.gpus import all_gpus

    return all_gpus()


def test_a_new_box_is_never_built_on_a_card_out_of_production() -> None:
    # V100 (Volta), T4 (Turing), P100 (Pascal) are second-hand stock in 2026; A10G is AWS's own part; in China the
    # parts needing a US export licence (H100, A100, H20) are out and the licence-free L20 / RTX 4090D are in;
    # elsewhere the China-market parts (A800, L20) are not sold.
    from tools.buy_lead import sold_new

    g = _specs()
    assert not sold_new(g["V100 SXM2 32GB"], False) and not sold_new(g["T4"], True) and not sold_new(g["A10G"], False)
    assert sold_new(g["H100 SXM"], False) and not sold_new(g["H100 SXM"], True) and not sold_new(g["H20"], True)
    assert sold_new(g["L20"], True) and sold_new(g["RTX 4090D"], True)
    assert not sold_new(g["A800 80GB PCIe"], False) and not sold_new(g["L20"], False)


def test_the_box_to_buy_is_the_fewest_boxes_of_a_card_sold_new() -> None:
    # Qwen2.5-32B FP16 for 50 users at 4,096 tokens: weights 32.8e9 × 2 B ≈ 65.5 GB; KV 2 × 64 layers × 8 KV heads ×
    # 128 × 2 B = 262 kB a token × 50 × 4,096 = 53.7 GB → ≈ 119 GB. The cheapest mainland rentals were 8 × and
    # 4 × V100 SXM2 32GB (Volta: out); 4 × L20 (4 × 48 GB, ≈ 30 GB a card) and 8 × RTX 4090D both fill one box:
    # the fewer cards win → 4 × L20. Elsewhere 48 × V100 (six boxes) loses to one box, and 1 × MI300X is an OAM part
    # bought as a board of 8, so 1 × H200 NVL (one PCIe card of 141 GB) is the box.
    from tools.buy_lead import bought_cards, choose_box_card

    g = _specs()
    china = [("V100 SXM2 32GB", 8), ("V100 SXM2 32GB", 4), ("L20", 4), ("RTX 4090D", 8)]
    assert choose_box_card(china, g, True) == ("L20", 4)
    assert choose_box_card([("V100 SXM2 32GB", 48), ("MI300X", 1), ("H200 NVL", 1)], g, False) == ("H200 NVL", 1)
    assert bought_cards(g["MI300X"], 1) == 8 and bought_cards(g["H100 SXM"], 12) == 16 and bought_cards(g["L20"], 4) == 4
    assert choose_box_card([("V100 SXM2 32GB", 8), ("T4", 4)], g, True) is None  # nothing new: the rented pick stays
