"""Isolated tenants on MIG slices (tools.tenant_slices): each tenant's need, its smallest slice, the cards, the month."""

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
