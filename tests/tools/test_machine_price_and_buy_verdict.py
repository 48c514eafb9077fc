"""An Apple box bought to run a model is priced as a machine (list price × machines, its wall power), paid back
against the cheapest rental of the same job at the hours said or at 8 h and 24 h a day, with a one-line verdict."""

import pytest

from tools.buy_verdict import break_even_hours, verdict
from tools.machine_price import at_least, machine_line, machine_list, machine_payback


def test_two_mac_studios_are_two_machines_priced_and_powered_twice() -> None:
    # By hand: 2 × Mac Studio M4 Max at $1,999 = $3,998, 2 × 480 W = 960 W; against a $0.60 rental hour at $0.13 a kWh,
    # 24 h a day: 730 h → rent $438.00, power 0.96 kW × 730 h × $0.13 = $91.10 → 3,998 ÷ 346.90 = 11.5 months;
    # 8 h a day: 243.3 h → rent $146.00, power $30.37 → 3,998 ÷ 115.63 = 34.6 months.
    m = machine_list("Apple M4 Max")
    assert m is not None and m.usd == 1999.0
    p = machine_payback(m.usd, 2, m, False, 0.60, 0.13, None)
    assert p.price == pytest.approx(3998.0) and p.watts == pytest.approx(960.0)
    eight, day = p.days
    assert eight.hours_a_day == 8.0 and eight.payback_months == pytest.approx(34.6, abs=0.1)
    assert day.hours_a_day == 24.0 and day.payback_months == pytest.approx(11.5, abs=0.1)


def test_the_hours_said_replace_the_two_examples() -> None:
    # By hand: one Mac Studio M3 Ultra $3,999 (480 W) 12 h a day against $0.88 an hour: 12 × 30.4 = 365 h → rent
    # $321.20, power 0.48 × 365 × 0.13 = $22.78 → 3,999 ÷ 298.42 = 13.4 months.
    m = machine_list("Apple M3 Ultra")
    assert m is not None
    p = machine_payback(m.usd, 1, m, False, 0.88, 0.13, 12.0)
    assert len(p.days) == 1 and p.days[0].payback_months == pytest.approx(13.4, abs=0.1)


def test_the_base_price_is_a_floor_only_when_the_work_needs_more_memory() -> None:
    # Mac mini M4 Pro base 24 GB, GPU share 0.75: 24 × 1.0737 × 0.75 = 19.3 GB usable. An 8B model in 4-bit needs
    # ≈ 5.4 GB → the base box; a 32B in 4-bit ≈ 20 GB → a bigger build, the $1,399 is "at least"; 48 GB said → floor.
    m = machine_list("Apple M4 Pro")
    assert m is not None
    assert not at_least(m, None, 5.4, 0.75)
    assert at_least(m, None, 20.0, 0.75)
    assert at_least(m, 48.0, 5.4, 0.75) and not at_least(m, 24.0, 5.4, 0.75)


def test_break_even_hours_and_the_three_verdicts() -> None:
    # By hand: $2,500 at 300 W against $0.40 an hour at $0.15 a kWh over 36 months: power an hour 0.3 × 0.15 = $0.045
    # → margin $0.355; 36 × 30.4167 = 1,095 days → 2,500 ÷ (1,095 × 0.355) = 6.43 h a day.
    assert break_even_hours(2500, 300, 0.40, 0.15) == pytest.approx(6.43, abs=0.01)
    assert verdict(2500, 300, 0.40, 0.15, None).verdict == "depends"
    assert verdict(2500, 300, 0.40, 0.15, 10).verdict == "buy"
    assert verdict(2500, 300, 0.40, 0.15, 4).verdict == "rent"
    # $20,000 against a $0.50 hour: 20,000 ÷ (1,095 × 0.455) = 40.1 h a day > 24 → rent whatever the hours
    assert verdict(20000, 300, 0.50, 0.15, 24).verdict == "rent"
    # the power alone costs more than the rent: never pays back
    assert verdict(2500, 3000, 0.40, 0.15, 24).break_even_h is None


def test_the_line_is_worded_in_both_languages_as_machines_never_gpu_hours() -> None:
    # 20 GB needed: the 36 GB base box's 75% GPU share (≈ 29 GB) holds it, so Apple's list price is the price
    msg = machine_line("Apple M4 Max", 2, (None, 20.0, 0.75), 0.60, "runpod 1x_A40", "USD", 1.0, 0.13, False, None)
    assert msg is not None
    en, zh = msg.en, msg.zh
    assert "2 machines bought outright" in en and "$3,998" in en and "Verdict: depends" in en, en
    assert "2 台整机" in zh and "不按 GPU 小时计价" in zh and "结论" in zh, zh
    assert "GPU-hour" not in en.replace("not GPU-hours", "")
    assert machine_line("NVIDIA DGX Spark", 1, (None, 30.0, 1.0), 0.6, "x", "USD", 1.0, 0.13, False, None) is None


def test_the_verdict_line_words_each_case_in_both_languages() -> None:
    from tools.buy_verdict import verdict_line

    # By hand: one RTX 5090 ($1,999, 575 W) against $0.70 an hour at $0.13 a kWh: power an hour $0.075 → margin
    # $0.625; 1,095 days → 1,999 ÷ (1,095 × 0.625) = 2.92 h a day. 6 h said → buy; 2 h → rent (below it, not "even
    # 24 h"); none → depends.
    buy = verdict_line(1999, 575, 0.70, 0.13, 6.0)
    assert buy.args["verdict"] == "buy" and "break-even of 2.9 h a day" in buy.en and "结论：买" in buy.zh
    below = verdict_line(1999, 575, 0.70, 0.13, 2.0)
    assert "Verdict: rent (your hours are below the break-even of 2.9 h" in below.en, below.en
    assert "低于盈亏平衡的每天 2.9 小时" in below.zh
    assert "buy above 2.9 h a day" in verdict_line(1999, 575, 0.70, 0.13, None).en
    never = verdict_line(1999, 575, 0.08, 0.13, 24.0)  # 1,999 ÷ (1,095 × 0.005) ≫ 24 h
    assert "even 24 h a day does not pay back" in never.en and "每天用满 24 小时也回不了本" in never.zh


def test_a_configured_mac_over_the_base_memory_is_said_unpriced_not_priced_at_the_base() -> None:
    # A 512 GB M3 Ultra said (base 96 GB at $3,999): no sourced price of that configuration is held, so no payback is
    # computed from the base price (it said "≥ 1.2 months" at ¥28,793). The rent it replaces is still shown: $14.32 an
    # hour × 8 h × 30.4 days = $3,485 a month; 480 W × 243.3 h × $0.13 = $15 of power.
    msg = machine_line("Apple M3 Ultra", 1, (512.0, 405.0, 0.75), 14.32, "runpod 8x_A100", "USD", 1.0, 0.13, False, None)
    assert msg is not None and msg.code == "machine.buy_unheld"
    en, zh = msg.en, msg.zh
    assert "Mac Studio M3 Ultra as configured (512 GB) is not in my data" in en and "$3,999 is only the 96 GB" in en, en
    assert "rent ≈ $3,485 a month" in en and "pays back" not in en and "Verdict" not in en, en
    assert "512 GB 配置）的价格我没有收录" in zh and "96 GB 基础款的标价" in zh and "回本" in zh, zh
    # a price the user gave is that box's price, never unpriced
    said = machine_line("Apple M3 Ultra", 1, (512.0, 405.0, 0.75), 14.32, "r", "USD", 1.0, 0.13, False, None,
                        said_unit=9499.0)
    assert said is not None and said.code == "machine.buy"
