"""Buy a quoted GPU server or rent the same GPUs: rent = GPUs × years × 8,760 h × utilisation × $/GPU-hour; buy =
quote + (TDP + 575 W host) × GPUs × PUE 1.58 × the busy hours × $/kWh; break-even u* = quote ÷ (GPUs × hours × price −
the power at 100 %)."""

from tools.buy_or_rent import (
    HOST_W_PER_GPU,
    PUE,
    RentPrice,
    break_even,
    buy_or_rent,
    power_kw,
    rent_prices,
)
from tools.schema import InstanceRow


def test_an_8_gpu_h100_server_draws_its_dgx_figure():
    # (700 + 575) × 8 = 10,200 W: the DGX H100 datasheet's 10.2 kW maximum
    assert HOST_W_PER_GPU == 575.0 and PUE == 1.58
    assert abs(power_kw(700, 8) - 10.2) < 1e-9


def test_the_quote_against_rent_at_sixty_percent_over_three_years():
    # 8 × 26,280 h × 0.6 = 126,144 GPU-h; × $2.00 = $252,288 rent
    # power: 10.2 kW × 1.58 × 15,768 h × $0.13 = $33,035.2; buy = $283,035.2
    # break-even at $2.00: 250,000 ÷ (8 × 26,280 × 2 − 10.2 × 1.58 × 26,280 × 0.13) = 250,000 ÷ (420,480 − 55,058.7)
    #   = 0.684; at $4.00: 250,000 ÷ (840,960 − 55,058.7) = 0.318
    p2, p4 = RentPrice("a x", 2.0), RentPrice("b y", 4.0)
    b = buy_or_rent(250_000, 8, "H100 SXM", 700, 3, 0.6, (p2, p4), 0.13)
    assert abs(b.busy_gpu_hours - 126_144) < 1e-6
    assert abs(b.rent_cheapest - 252_288) < 1e-6 and abs(b.rent_typical - 504_576) < 1e-6
    assert abs(b.power_cost - 33_035.2) < 0.1 and abs(b.buy - 283_035.2) < 0.1
    assert abs((b.break_even_cheapest or 0) - 0.6841) < 1e-3
    assert abs((b.break_even_typical or 0) - 0.3181) < 1e-3


def test_no_utilisation_said_rents_every_hour():
    b = buy_or_rent(100_000, 4, "A100", 400, 2, None, (RentPrice("a x", 1.0), RentPrice("a x", 1.0)), 0.13)
    assert abs(b.busy_gpu_hours - 4 * 2 * 8760) < 1e-6  # 70,080 GPU-hours at 100 %


def test_power_dearer_than_renting_never_breaks_even():
    # 1 GPU × 8,760 h × $0.10 = $876 rent a year < (700 + 575) W × 1.58 × 8,760 h × $0.13 = $2,294 of power
    assert break_even(10_000, 1, 8760, 0.10, 2294.0) is None


def _row(provider, inst, gpus, price, currency="USD"):
    return InstanceRow(provider=provider, instance_type=inst, gpu="H100 SXM", gpu_count=gpus, price_on_demand=price,
                       currency=currency)


def test_rent_prices_take_the_servers_count_and_each_seller_once():
    rows = [_row("a", "a8", 8, 16.0), _row("a", "a8-eu", 8, 17.6), _row("a", "a8-us", 8, 18.4),
            _row("b", "b8", 8, 24.0), _row("c", "c8", 8, 32.0), _row("d", "d1", 1, 1.0)]
    cheap, typical = rent_prices(rows, "H100 SXM", 8, "USD", 7.2, None)
    # 8-GPU rows only (the 1-GPU $1.00 row is not this server); per GPU-hour: a $2.00, b $3.00, c $4.00 —
    # seller a's three regions count once, so the median of (2, 3, 4) is b's $3.00, not a's $2.20
    assert (cheap.row, cheap.per_gpu_hour) == ("a a8", 2.0)
    assert (typical.row, typical.per_gpu_hour) == ("b b8", 3.0)
    assert rent_prices(rows, "H200 SXM", 8, "USD", 7.2, None) is None
