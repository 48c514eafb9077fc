"""A purchase quote for cards no catalog row rents: the nearest priced card of the same class as a reference, the
break-even rent a GPU-hour, and the model's fit on the quoted box (tools.unpriced_quote)."""

import pytest

from advisor.core.service import catalog_rows, load_arch
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.schema import Workload
from tools.unpriced_quote import box_fit, break_even_rate, nearest_priced, priced_names

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("card, count, ref", [
    ("A800 80GB SXM", 8, "A100 80GB SXM"),  # the China-market A100: same Ampere die, memory and bandwidth
    ("H200 NVL", 2, "H200 SXM"),  # same 141 GB Hopper part in another form factor
    ("L20", 4, "L40"),  # Ada 48 GB, rented as 4-GPU boxes; never a Hopper or a 24 GB card
])
def test_the_reference_is_the_nearest_priced_card_of_the_class(card, count, ref):
    gpus, rows = all_gpus(), catalog_rows()[0]
    assert card not in priced_names(rows)  # the case is an unpriced card
    got = nearest_priced(gpus[card], gpus, rows, count, "USD", 7.2, None)
    assert got is not None and got[0].name == ref and got[1][0].per_gpu_hour > 0


def test_the_break_even_rent_by_hand():
    # ¥950,000 for 8 × A800 SXM (400 W), 3 years, every hour, ¥0.94 a kWh:
    # busy 8 × 3 × 8,760 = 210,240 GPU-hours; power (400 + 575) × 8 = 7.8 kW × 1.58 × 26,280 h × 0.94 = ¥304,442
    # → buy ¥1,254,442 → ÷ 210,240 ≈ ¥5.97 a GPU-hour
    b = break_even_rate(950_000, 8, 400, 3, None, 0.94)
    assert b.busy_gpu_hours == pytest.approx(210_240)
    assert b.buy == pytest.approx(1_254_442, rel=1e-3)
    assert b.rate == pytest.approx(5.97, abs=0.01)


def test_the_break_even_rent_at_a_share_of_the_day():
    # $95,000 for 4 × L20 (275 W) 10 h a day for 2 years: 4 × 17,520 × 10/24 = 29,200 GPU-hours; power 3.4 kW × 1.58 ×
    # 7,300 h × $0.13 = $5,098 → $100,098 ÷ 29,200 ≈ $3.43
    b = break_even_rate(95_000, 4, 275, 2, 10 / 24, 0.13)
    assert b.busy_gpu_hours == pytest.approx(29_200)
    assert b.rate == pytest.approx(3.43, abs=0.01)


@pytest.mark.parametrize("model, users, ctx, card, count, fits", [
    # Qwen2.5-72B BF16: 72.7 B × 2 B ≈ 145 GB ÷ 8 ≈ 18 GB a card + KV, far below an 80 GiB A800 → fits
    ("Qwen2.5-72B", 20, 16384, "A800 80GB SXM", 8, True),
    # Llama-3.1-405B BF16: 405 B × 2 B ≈ 810 GB ÷ 8 ≈ 101 GB a card > 80 GiB → does not fit
    ("Llama-3.1-405B", 10, 8192, "A800 80GB SXM", 8, False),
    # the same on 8 × H200 NVL (141 GB): 101 GB + KV fits
    ("Llama-3.1-405B", 10, 8192, "H200 NVL", 8, True),
])
def test_the_model_on_the_quoted_box(model, users, ctx, card, count, fits):
    g = all_gpus()[card]
    f = box_fit(load_arch(model, None), Workload(model=model, task="inference", concurrency=users, seq_len=ctx), g, count)
    assert f is not None and f.fits is fits and f.users == users
    assert (f.per_user_tok_s or 0) > 0
