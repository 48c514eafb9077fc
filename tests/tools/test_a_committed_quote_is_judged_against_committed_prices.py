"""A quote on a commitment (N months, a year, 包月, 包年, reserved) is judged against committed prices, not on-demand
alone: the catalog's reserved month where one is held (Alibaba's 包月 list prices), else the on-demand comparator less
the published commitment discounts (tools.quoted_price.COMMIT_BAND_SHORT / COMMIT_BAND_YEAR), said as a band. And a
quote in yuan is judged against the mainland market where its rows price the card, else the row abroad is a labelled
reference with no cheap-or-dear verdict (tools.quoted_price.MarketSplit)."""

from __future__ import annotations

import pytest

from tools.cost import convert_amount
from tools.defaults import resolve
from tools.quoted_price import CommitBand, MarketSplit, commit_band, commit_place, fair_quote, fair_quote_msg
from tools.schema import GPUSpec, InstanceRow, QuotedPrice, Resolved, Workload

GiB = 2**30
GPUS = {"H200 SXM": GPUSpec(name="H200 SXM", memory_gb=141, memory_bytes=141 * GiB),
        "RTX 4090": GPUSpec(name="RTX 4090", memory_gb=24, memory_bytes=24 * GiB),
        "A10": GPUSpec(name="A10", memory_gb=24, memory_bytes=24 * GiB)}


def _row(provider: str, gpu: str, n: int, price: float, region: str = "us", reserved: float | None = None,
         currency: str = "USD") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=f"{provider}_{n}x", region=region, gpu=gpu, gpu_count=n,
                       price_on_demand=price, price_reserved_month=reserved, currency=currency,
                       source="test sheet", as_of="2026-11-01")


ROWS = [_row("gcp", "H200 SXM", 8, 36.60), _row("runpod", "RTX 4090", 1, 0.74),
        _row("alibaba", "A10", 1, 10.0, "cn-beijing", reserved=4000.0, currency="CNY")]


def _same(amount: float, cur: str) -> float | None:
    return convert_amount(amount, cur, "USD", 7.2, None)


def _cny(amount: float, cur: str) -> float | None:
    return convert_amount(amount, cur, "CNY", 7.2, None)


def _job(q: QuotedPrice, card: str) -> Resolved:
    return resolve(Workload(gpu_preference=card, quoted_price=q))[0]


def test_a_six_month_term_band_is_twenty_to_forty_percent_off_on_demand():
    # 8 × H200 at $36.60/h × 730 h = $26,718 a month on demand; 6 months: 20–40 % off → $16,031 … $21,374 a month
    b = commit_band(6, 26_718)
    assert (round(b.lo), round(b.hi), b.pcts) == (16_031, 21_374, (0.20, 0.40))
    # a year: 20–55 % off → $12,023 … $21,374
    y = commit_band(12, 26_718)
    assert (round(y.lo), round(y.hi)) == (12_023, 21_374)


@pytest.mark.parametrize("month, place", [
    (20_440, "upper"),  # $3.50 × 8 × 730: above the midpoint $18,703, under the top $21,374
    (17_000, "lower"),
    (23_000, "above"),  # over the top × 1.05 = $22,443
    (14_000, "under"),  # under the floor × 0.95 = $15,230
])
def test_a_committed_quote_is_placed_in_its_band(month, place):
    assert commit_place(month, CommitBand(16_031, 21_374)) == place


def test_the_six_month_h200_quote_is_fair_at_the_bands_upper_end_not_a_good_price():
    # $3.50 per GPU-hour × 8 × 730 = $20,440 a month: 0.77× on-demand ($26,718) — under on-demand, yet in the upper
    # half of the 6-month committed band ($16,031 … $21,374 a month)
    q = QuotedPrice(amount=3.5, scope="gpu", gpus=8, said="$3.50 per GPU-hour", term_months=6)
    f = fair_quote(_job(q, "H200 SXM"), None, ROWS, GPUS, _same)
    assert f is not None and f.commit is not None and f.commit.place == "upper"
    a = fair_quote_msg(f, q, None, 1, 4096).args
    # $36.60 ÷ 8 = $4.575 a GPU-hour × 0.6 = $2.745 (a float just under: "$2.74"); × 0.8 = $3.66
    assert a["commit_lo_hour"] == "$2.74" and a["commit_hi_hour"] == "$3.66" and a["commit_pcts"] == [20, 40]
    said = fair_quote_msg(f, q, None, 1, 4096).text("en")
    assert "a fair committed price" in said and "a good price" not in said and "packet.ai" in said


def test_a_yearly_machine_quote_over_on_demand_is_dear_with_the_band_said():
    # NT$1,200,000 a month for the 8 × H200 box (never × 8): at 32 TWD a dollar, the box's on-demand month is
    # 36.60 × 32 × 730 = NT$855,005; 1.40×: over; a year's band 20–55 % off: NT$384,752 … NT$684,004
    q = QuotedPrice(amount=1_200_000, currency="TWD", per="month", gpus=8, said="NT$1,200,000", term_months=12)
    f = fair_quote(_job(q, "H200 SXM"), None, ROWS, GPUS, lambda x, c: x * 32 if c == "USD" else None)
    assert f is not None and round(f.quote_month) == 1_200_000 and f.commit is not None
    assert f.commit.place == "above"
    a = fair_quote_msg(f, q, None, 1, 4096).args
    assert a["times"] == 1.4 and a["over"]


def test_a_held_reserved_month_is_the_committed_comparator():
    # alibaba's A10 is held at ¥4,000 a month reserved: a ¥3,900 包年 quote is within 5 % of it → "upper"
    q = QuotedPrice(amount=3900, currency="CNY", per="month", gpus=1, said="¥3,900", term_months=12)
    f = fair_quote(_job(q, "A10"), None, ROWS, GPUS, _cny)
    assert f is not None and f.commit is not None and f.commit.pcts is None and round(f.commit.lo) == 4000


def test_a_yuan_quote_with_no_mainland_row_is_a_foreign_reference_only():
    # ¥2.2 per 4090-hour on 包月: no mainland row prices a 4090, so runpod's $0.74 × 7.2 = ¥5.33 is a reference
    # abroad, and the verdict names the mainland platforms instead of calling ¥2.2 "a good price"
    market = MarketSplit(domestic=lambda r: r.region.startswith("cn-"), unpriced=("autodl", "gpushare", "matpool"))
    q = QuotedPrice(amount=2.2, currency="CNY", scope="gpu", said="2.2 元", term_months=1)
    f = fair_quote(_job(q, "RTX 4090"), None, ROWS, GPUS, _cny, market)
    assert f is not None and f.foreign_only == ("autodl", "gpushare", "matpool")
    zh = fair_quote_msg(f, q, None, 1, 4096).text("zh")
    assert "境外参考价" in zh and "AutoDL" in zh and "价格不错" not in zh


def test_a_yuan_quote_with_a_mainland_row_is_compared_with_it():
    # the A10 is priced in cn-beijing (¥10/h): the mainland row is the comparator, no foreign label
    market = MarketSplit(domestic=lambda r: r.region.startswith("cn-"), unpriced=("autodl",))
    q = QuotedPrice(amount=9.0, currency="CNY", scope="gpu", said="9 元")
    f = fair_quote(_job(q, "A10"), None, ROWS, GPUS, _cny, market)
    assert f is not None and f.listed is not None and f.listed.provider == "alibaba" and f.foreign_only == ()
