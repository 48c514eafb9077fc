"""Budgets said back as the user said them, and the plan quoted over one chosen by the budget's own measure.

Over an hourly budget, "nothing fits" quoted the cheapest *job* ("LoRA Llama-3-70B on 1B tokens, budget $3 an
hour" → 8 × H100 SXM at $14.34/h, 378 % over) while plans at $3.5–3.6/h held the job. Expected by hand: the user
bounds the hour, so the nearest plan is the one with the smallest $/h over $3 — a plan at $3.60/h is 3.60 / 3 − 1 = 20 %
over, $14.34/h is 14.34 / 3 − 1 = 378 % over; whatever the catalog's nearest is, its overrun is the smallest of all
the plans that fit, and far under 378 %.

"$0.405 per hour" printed "$0.41" in the header and in "Just over your $0.41 per hour", beside a $0.41/h price
(0.41 / 0.405 − 1 = +1.2 %, read +0.9 % on the exact price): the budget and the price read the same. Expected: the
budget as stated, $0.405, wherever cents would round it.
"""

import re

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from tests.conftest import module_home
from tools.wording import budget_digits, budget_text

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_an_hourly_budget_quotes_the_nearest_hourly_plan():
    out = _ask("LoRA Llama-3-70B on 1B tokens, budget $3 an hour")
    m = re.search(r"Nothing fits a budget of \$3\.00/h\. The cheapest plan that fits is .*? at \$([\d.,]+)/h .*?"
                  r"(\d+)% over the budget", out)
    assert m, out[:600]
    hourly, pct = float(m.group(1).replace(",", "")), int(m.group(2))
    # the overrun said is the hourly price's own: hourly / 3 − 1, and far from the cheapest job's 378 %
    assert pct == round(100 * (hourly / 3 - 1)), (hourly, pct)
    assert hourly < 5.0 and pct < 60, out[:600]


@pytest.mark.slow
def test_a_total_budget_still_quotes_the_cheapest_job():
    # a total bounds the job, so its nearest plan is the cheapest job (the same measure as before the fix): the
    # job's cost is quoted and the overrun is that cost over the budget
    out = _ask("LoRA Llama-3-70B on 1B tokens, budget $300")
    m = re.search(r"\(≈ \$([\d.,]+) for the job\), (\d+)% over the budget", out)
    assert m, out[:600]
    cost, pct = float(m.group(1).replace(",", "")), int(m.group(2))
    assert pct == round(100 * (cost / 300 - 1)), (cost, pct)


@pytest.mark.slow
def test_a_budget_under_a_cent_of_its_price_is_printed_as_stated():
    # BF16 stated: Llama-3-8B 16 GB of weights + KV 128 KiB × 4,096 × 10 = 5.4 GB ≈ 22.2 GB on a 24 GB RTX A5000 (cudo
    # $0.41/h), 0.9% over $0.405; with no precision stated the edge-of-memory lead (tools/edge_lead.py) plans FP8
    # (8 GB of weights, ≈ 16.3 GB) on an RTX A4500 at $0.25/h, inside the budget, so the overrun needs BF16 said
    free = _ask("serve Llama-3-8B for 10 users, budget $0.405 per hour")
    assert "budget $0.405/h" in free and "budget $0.41/h" not in free and "Planned with FP8" in free, free[:600]
    out = _ask("serve Llama-3-8B in BF16 for 10 users, budget $0.405 per hour")
    assert "budget $0.405/h" in out and "Just over your $0.405 per hour" in out, out[:600]
    assert "$0.41 per hour" not in out and "budget $0.41/h" not in out, out[:600]


@pytest.mark.parametrize(("amount", "digits", "said"), [
    (0.405, 2, "$0.405"),    # three decimals stated: kept
    (3.0, 2, "$3.00"),       # whole: cents as every price
    (2.5, 2, "$2.50"),
    (0.0125, 2, "$0.0125"),  # four decimals stated: kept
    (1000.0, 0, "$1,000"),   # the header's whole-dollar column for a whole budget
    (100.5, 0, "$100.50"),   # … but not for one with cents (was "$101")
])
def test_budget_text_keeps_the_stated_digits(amount, digits, said):
    assert budget_text(amount, "USD", digits) == said


def test_float_noise_is_not_a_stated_digit():
    # 0.1 + 0.2 = 0.30000000000000004: two decimals, not seventeen
    assert budget_digits(0.1 + 0.2) == 2
