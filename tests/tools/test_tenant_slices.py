"""Isolated tenants on MIG slices (tools.tenant_slices): each tenant's need, its smallest slice, the cards, the month."""

import pytest

from tools.tenant_slices import month_cost, pack, slice_tokens_per_s, smallest_slice, tenant_fleet, tenant_need_bytes

LLAMA_8B = 8_030_261_248  # Llama-3.1-8B parameters
KV_8B = 131_072  # 2 × 32 layers × 8 KV heads × 128 × 2 bytes = 128 KiB a token


def test_an_8b_tenant_at_8k_fits_a_1g_20gb_slice():
    # 8.03 GB 8-bit weights + 128 KiB × 8,192 × 6 at once (6.44 GB) + 0.81 GB engine ≈ 15.3 GB ≤ 20 × 0.9 = 18 GB
    need = tenant_need_bytes(LLAMA_8B, KV_8B, 8192, 6)
    assert 15.0e9 < need < 15.5e9
    assert smallest_slice(need)[0] == "1g.20gb"


def test_a_32k_tenant_outgrows_20gb_and_takes_3g_40gb():
    # 5 at once × 32,768 × 128 KiB = 21.5 GB KV + 8.03 + 0.81 ≈ 30.3 GB > 18 GB → 3g.40gb (36 GB usable)
    assert smallest_slice(tenant_need_bytes(LLAMA_8B, KV_8B, 32768, 5))[0] == "3g.40gb"
    # nothing holds more than a whole card's 72 GB usable
    assert smallest_slice(75e9) is None


def test_thirty_tenants_pack_four_to_a_card():
    # 1g.20gb takes 2 of 8 memory slices: 4 a card → ⌈30 ÷ 4⌉ = 8 cards, not 30
    need = tenant_need_bytes(LLAMA_8B, KV_8B, 8192, 6)
    assert pack([need] * 30).cards == 8
    # one 3g.40gb tenant (3 compute, 4 memory) shares its card with two 1g.20gb: still 8 cards
    big = tenant_need_bytes(LLAMA_8B, KV_8B, 32768, 5)
    p = pack([need] * 29 + [big])
    assert p.cards == 8 and dict(p.counts) == {"1g.20gb": 29, "3g.40gb": 1}


def test_the_month_and_speed_by_hand():
    assert month_cost(8, 2.0) == 8 * 2.0 * 730
    # H100 SXM 3,350 GB/s × 2/8 × 0.7 ÷ (8.03 + 6.44) GB ≈ 40.5 tokens/s per user
    assert 40 < slice_tokens_per_s(3350, 2, 8.03e9, 6.44e9) < 41


def test_the_fleet_takes_the_cheaper_month_and_prices_16_bit():
    f = tenant_fleet(LLAMA_8B, KV_8B, [(8192, 6)] * 30,
                     {"H100 SXM": (1.79, "h", 3350.0), "A100 80GB PCIe": (3.673, "azure a", 1935.0)})
    assert f is not None and f.gpu == "H100 SXM" and f.plan.cards == 8
    assert round(f.figures["month"]) == round(8 * 1.79 * 730)
    assert round(f.figures["whole_month"]) == round(30 * 1.79 * 730)
    # 16-bit: 16.06 + 6.44 + 0.81 = 23.3 GB > 18 → 3g.40gb, 2 a card → 15 cards
    assert f.plan16.cards == 15
    assert tenant_fleet(LLAMA_8B, KV_8B, [(8192, 6)], {}) is None


def test_cards_are_rented_in_whole_machines():
    # 8 cards on 8-GPU machines: 1; 15 cards: 2 (16 paid for); 5 cards on 4-GPU machines: 2
    from tools.tenant_slices import machines_for

    assert machines_for(8, 8) == 1 and machines_for(15, 8) == 2 and machines_for(5, 4) == 2 and machines_for(8, 1) == 8


def test_the_fleet_is_priced_on_the_machines_that_hold_its_cards():
    # 8 cards: one 8 × A100 machine at $8.28/h (8.28 × 730 ≈ $6,044) beats eight 1 × A100 rows at $1.20 ($9.60/h);
    # a row listed twice (two regions, one price) is one offer; 12 cards need 2 of the 8-GPU machines ($16.56/h)
    # and then 12 × $1.20 = $14.40/h is cheaper
    from tools.tenant_slices import rentals

    offers = {"A100 80GB PCIe": [(8.28, 8, "p big8"), (8.28, 8, "p big8"), (1.20, 1, "q one")]}
    bw = {"A100 80GB PCIe": 1935.0}
    r = rentals(8, offers, bw, 2, 8.03e9, 6.44e9)
    assert [x.row for x in r] == ["p big8", "q one"]
    assert r[0].machines == 1 and r[0].gpus == 8 and round(r[0].month) == round(8.28 * 730)
    assert round(r[0].gpu_hour, 3) == 1.035 and round(r[0].tokens_per_s) == round(1935 * 2 / 8 * 0.7 / 14.47)
    r12 = rentals(12, offers, bw, 2, 8.03e9, 6.44e9)
    assert r12[0].row == "q one" and round(r12[0].per_hour, 2) == 14.40 and r12[1].machines == 2


def test_the_priced_fleet_takes_its_card_and_a_card_each_on_the_same_rows():
    # 30 tenants at 8k × 6 → 8 cards: 1 × 8-GPU A100 machine ($8.28/h) ≈ $6,044; a card each: 30 cards → 4 such
    # machines (32 cards paid) ≈ $24,178; H100 at $2.50 × 8 = $20/h loses
    from tools.tenant_slices import priced_fleet

    base = tenant_fleet(LLAMA_8B, KV_8B, [(8192, 6)] * 30, {"A100 80GB PCIe": (1.035, "p big8", 1935.0),
                                                          "H100 SXM": (2.50, "h one", 3350.0)})
    got = priced_fleet(base, 30, {"A100 80GB PCIe": [(8.28, 8, "p big8")], "H100 SXM": [(2.50, 1, "h one")]},
                       {"A100 80GB PCIe": 1935.0, "H100 SXM": 3350.0})
    assert got is not None
    f, rent = got
    assert f.gpu == "A100 80GB PCIe" and f.row == "p big8" and round(f.figures["month"]) == round(8.28 * 730)
    assert round(f.figures["whole_month"]) == round(4 * 8.28 * 730) and rent[1].row == "h one"
    assert priced_fleet(base, 30, {}, {}) is None


def test_fleet_in_currency_converts_every_money_figure_and_says_the_rate():
    """A Taiwan answer's fleet is in TWD: by hand at 32 TWD a USD, $1.20/GPU-h → 38.40, $2.40/h → 76.80, $1,752 a
    month → 56,064, a card each $10,512 → 336,384, 16-bit $2,957 → 94,624; CNY at the usd_cny given (7.2): $2.40 →
    ¥17.28. Speeds, GB and counts are untouched; the options' rows convert too."""
    from tools.schema import Msg
    from tools.tenant_slices import fleet_in_currency

    args = {"price": 1.20, "per_hour": 2.40, "month": 1752.0, "whole_month": 10512.0, "month16": 2957.0, "tps": 22.0,
            "cards": 2, "options": [Msg(code="tenants.option", args={"per_hour": 2.40, "month": 1752.0, "tps": 22.0})]}
    got = fleet_in_currency(args, "TWD", 7.2, {"TWD": 32.0})
    assert (got["price"], got["per_hour"], got["month"]) == pytest.approx((38.40, 76.80, 56064.0))
    assert (got["whole_month"], got["month16"]) == pytest.approx((336384.0, 94624.0))
    assert (got["tps"], got["cards"], got["currency"], got["per_usd"]) == (22.0, 2, "TWD", 32.0)
    assert got["options"][0].args["per_hour"] == pytest.approx(76.80) and got["options"][0].args["tps"] == 22.0
    assert fleet_in_currency(args, "CNY", 7.2, {})["per_hour"] == pytest.approx(17.28)
    assert args["per_hour"] == 2.40  # the USD args are left as they were (the reader's note is re-worded from them)
    usd = fleet_in_currency(args, "USD", 7.2, {})
    assert usd["month"] == 1752.0 and usd["per_usd"] == 1.0
