"""A few users on one rented card: the pay-per-token API break-even (tools.small_load_api). Hand arithmetic each."""

import pytest

from tools.small_load_api import SMALL_LOAD_USERS, small_load_api


def test_five_users_at_fifteen_tokens_a_second_on_a_fifteen_cent_card():
    # month: 0.15 × 730 = $109.50; ceiling: 5 × 15 × 3,600 × 730 = 197.1 M tokens; break-even 109.50 / 197.1 = $0.556
    got = small_load_api(5, 15.0, 1, 0.15)
    assert got is not None
    assert got.month == pytest.approx(109.5)
    assert got.ceiling_tokens == pytest.approx(197.1e6)
    assert got.break_even_per_m == pytest.approx(0.5556, abs=1e-3)


def test_one_user_in_yuan():
    # ¥1.8/h × 730 = ¥1,314; 1 × 20 × 3,600 × 730 = 52.56 M tokens → ¥25.0 per 1M
    got = small_load_api(1, 20.0, 1, 1.8)
    assert got is not None and got.break_even_per_m == pytest.approx(25.0, abs=0.01)


@pytest.mark.parametrize("users, gpus, tps, per_hour", [
    (SMALL_LOAD_USERS + 1, 1, 15.0, 0.15),  # more users than a mostly idle card serves
    (5, 2, 15.0, 0.30),                     # a plan of two cards is not a small load
    (5, 1, None, 0.15),                     # no per-user speed read: no ceiling to say
    (5, 1, 15.0, None),                     # no price: no month to set against an API
    (None, 1, 15.0, 0.15),                  # no users read
])
def test_no_line_outside_a_small_priced_one_card_load(users, gpus, tps, per_hour):
    assert small_load_api(users, tps, gpus, per_hour) is None
