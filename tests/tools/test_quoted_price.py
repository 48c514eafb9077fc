"""A price the user quotes for the machine they name prices that machine (tools.quoted_price): the named card at the
named provider, the machine quote on its GPU count, a per-GPU quote × the row's GPUs, a month ÷ 730 h; every other
row keeps its listed price, and the listed price is said beside the quote."""

from __future__ import annotations

import pytest

from tools.quoted_price import is_quoted, quote_constraint, quote_hour, quote_note, quoted_rows
from tools.schema import GPUSpec, InstanceRow, QuotedPrice, Workload

GPUS = {"H200 SXM": GPUSpec(name="H200 SXM", memory_gib=141, bandwidth_tbps=4.8),
        "H100 SXM": GPUSpec(name="H100 SXM", memory_gib=80, bandwidth_tbps=3.35)}


def _row(provider: str, inst: str, gpu: str, n: int, price: float, **kw) -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=inst, region="eu-north1", gpu=gpu, gpu_count=n,
                       price_on_demand=price, source="https://nebius.com/prices (read 2026-10-07)", as_of="2026-10-07",
                       **kw)


ROWS = [_row("nebius", "h200_8", "H200 SXM", 8, 43.20), _row("nebius", "h200_1", "H200 SXM", 1, 5.40),
        _row("nebius", "h100_8", "H100 SXM", 8, 36.0), _row("lambda", "gh_h200_8", "H200 SXM", 8, 30.0)]


def _w(q: QuotedPrice, providers=("nebius",), gpus=8) -> Workload:
    return Workload(model="x", gpu_preference="H200", providers=list(providers) or None, num_gpus=gpus, quoted_price=q)


def test_a_machine_quote_prices_that_machine_only():
    # "nebius has 8xH200 for $28/hr": the 8-GPU Nebius H200 row at $28.00 (listed $43.20); the 1-GPU H200, the H100
    # box and Lambda's H200 box keep their listed prices; a month at the quote = 28 × 730 = $20,440
    q = QuotedPrice(amount=28, said="$28/hr", gpus=8)
    rows, done = quoted_rows(ROWS, _w(q), GPUS)
    assert [r.price_on_demand for r in rows] == [28.0, 5.40, 36.0, 30.0]
    assert is_quoted(rows[0]) and not any(is_quoted(r) for r in rows[1:])
    note = quote_note(done, q)
    assert note is not None and note.args["listed"] == "$43.20" and note.args["month"] == "$20,440"
    assert note.args["same"] is False and note.args["as_of"] == "2026-10-07"


def test_a_per_gpu_quote_prices_every_count_of_the_card_there():
    # 每卡每小時 NT$90 on Nebius H200: the 8-GPU box 8 × 90 = 720 TWD/h, the 1-GPU one 90 TWD/h, in TWD
    q = QuotedPrice(amount=90, currency="TWD", scope="gpu", said="NT$90")
    rows, done = quoted_rows(ROWS, _w(q), GPUS)
    assert [(r.price_on_demand, r.currency) for r in rows[:2]] == [(720.0, "TWD"), (90.0, "TWD")]
    assert rows[0].price_spot is None  # a listed USD spot price is not kept beside a TWD quote
    # the line names the picked machine, not the first repriced row
    note = quote_note(done, q, pick=("nebius", "h200_8"))
    assert note is not None and note.args["n"] == 8 and note.args["quote"] == "720.00 TWD"


def test_a_month_quote_is_an_hour_of_730():
    # "$14,600 a month" for the box: 14,600 ÷ 730 = $20.00/h
    assert quote_hour(QuotedPrice(amount=14600, per="month"), 8) == pytest.approx(20.0)
    assert quote_hour(QuotedPrice(amount=3.5, scope="gpu"), 8) == pytest.approx(28.0)


def test_no_provider_named_reprices_nothing():
    # "an H200 costs about $3/h": the user's belief of the market, not one seller's row
    q = QuotedPrice(amount=3.0, scope="gpu", said="$3/h")
    rows, done = quoted_rows(ROWS, _w(q, providers=()), GPUS)
    assert rows == ROWS and done == [] and quote_constraint(done, q) is None


def test_a_quote_equal_to_the_listed_price_is_said_as_the_same():
    q = QuotedPrice(amount=43.2, said="$43.20/h", gpus=8)
    rows, done = quoted_rows(ROWS, _w(q), GPUS)
    c = quote_constraint(done, q)
    assert c is not None and c.status == "honoured" and c.message.args["same"] is True


def test_a_re_run_keeps_the_listed_price_of_the_first():
    # the recommender re-runs itself (levers, routes) on rows it already priced: never "listed at your quote"
    q = QuotedPrice(amount=28, said="$28/hr", gpus=8)
    rows, _ = quoted_rows(ROWS, _w(q), GPUS)
    again, done = quoted_rows(rows, _w(q), GPUS)
    assert again == rows and done == []


def test_one_conversion_of_a_quote_between_an_hour_and_a_month():
    # tools.quoted_price.quote_price is the one formula (a month = HOURS_PER_MONTH = 730 h): the rows' hour
    # (quote_hour) and the month a derived-generation budget compares (tools.derived_generation.month_said) both call it
    from tools.constants import HOURS_PER_MONTH
    from tools.derived_generation import month_said
    from tools.quoted_price import quote_price

    assert HOURS_PER_MONTH == 730
    # "$8/hr" for the machine: $8 an hour on the row, $8 × 730 = $5,840 a month
    hourly = QuotedPrice(amount=8, per="hour", scope="machine")
    assert quote_hour(hourly, 8) == pytest.approx(8.0) and quote_price(hourly, 8, "month") == pytest.approx(5_840)
    assert month_said(Workload(quoted_price=hourly), "USD", 7.2, {}) == pytest.approx(5_840)
    # 每卡每月 ¥5,000 on 8 cards: ¥40,000 a month for the machine, 40,000 ÷ 730 = ¥54.79 an hour on its row
    monthly = QuotedPrice(amount=5_000, currency="CNY", per="month", scope="gpu", gpus=8)
    assert month_said(Workload(quoted_price=monthly), "CNY", 7.2, {}) == pytest.approx(40_000)
    assert quote_hour(monthly, 8) == pytest.approx(54.79, abs=0.005)
    assert quote_hour(monthly, 8) * HOURS_PER_MONTH == pytest.approx(quote_price(monthly, 8, "month"))
    # "$14,600 a month" for the box: $14,600 ÷ 730 = $20.00 an hour, and back to $14,600
    box = QuotedPrice(amount=14_600, per="month")
    assert quote_price(box, 8, "hour") == pytest.approx(20.0) and quote_price(box, 8, "month") == pytest.approx(14_600)
