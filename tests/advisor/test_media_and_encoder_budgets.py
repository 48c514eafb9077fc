"""Stated constraints on Whisper / SDXL / FLUX and encoder answers.

Seen: "transcribe 100 hours of audio with Whisper large, budget $0.01" named a $0.78 plan and no line said the
budget (SDXL alike, $0.60); an encoder endpoint or a budget per hour on an encoder job was dropped the same way; the
stated GPU ("on an H100") and spot are held since tools.batch_filters (kept here as controls). Expected: every budget
judged by its own measure, as the LLM path does (tools.constraints): a job's total by its cost, a budget per hour by
the machines' hourly price, a live load or endpoint on a monthly budget by $/h against budget ÷ 730 h, a total on a
live load by how long it runs it; over it, the overrun and what the budget pays for.
"""

import re

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _money(s: str) -> float:
    return float(s.replace(",", ""))


def test_a_total_budget_on_a_speech_job_is_judged(ask):
    out = ask("transcribe 100 hours of audio with Whisper large, budget $0.01")
    m = re.search(r"over your \$0\.01 budget: even the cheapest plan \((.+?)\) costs \$([\d.,]+), (\d+)% over", out)
    assert m, out[:600]
    cost, pct = _money(m.group(2)), int(m.group(3))
    # the overrun is the cost over $0.01 (the cost is shown to the cent: ±1 % on the share)
    assert pct == pytest.approx(100 * (cost / 0.01 - 1), rel=0.01), (cost, pct)
    # $0.01 at ≈ $0.15/h is 4 minutes: less than the 15-minute start-up every machine pays
    assert "less than one machine's 15-min start-up" in out, out[:600]


def test_what_a_budget_pays_for_counts_the_start_up_once(ask):
    out = ask("transcribe 100 hours of audio with Whisper large, budget $0.50")
    price = _money(re.search(r"\(1 × RTX A4000\) at \$([\d.]+)/h", out).group(1))  # type: ignore[union-attr]
    gpu_h = _money(re.search(r"Work: ≈ ([\d.]+) GPU-hours on the RTX A4000", out).group(1))  # type: ignore[union-attr]
    m = re.search(r"the budget pays for about ([\d.,]+) h of audio on one machine", out)
    assert m, out[:600]
    # by hand: $0.50 ÷ $0.15/h = 3.33 machine-hours, less the 0.25 h start-up = 3.08 h of work; 100 h of audio take
    # ≈ 5.0 GPU-hours, so the budget transcribes 100 × 3.08 / 5.0 ≈ 62 h (scaling 100 h by $0.50 / $0.78 would say
    # 64 h and not fit: the start-up is paid whatever the size). The GPU-hours line is rounded to 0.1: ±3 %.
    expected = 100 * (0.50 / price - 0.25) / gpu_h
    assert _money(m.group(1)) == pytest.approx(expected, rel=0.03), (m.group(1), expected)


def test_a_daily_budget_an_image_job_fits_is_said_within(ask):
    out = ask("generate 1000 images with SDXL, budget $100 a day")
    assert "within your $100.00/day budget: the cheapest plan (RTX A4000) costs $0.60" in out, out[:600]


def test_an_hourly_budget_on_an_image_job_is_held_per_hour(ask):
    out = ask("generate 1000 images with FLUX.1-dev, budget $0.10 an hour")
    m = re.search(r"over your \$0\.10/h budget: even the cheapest plan \((.+?)\) costs \$([\d.]+)/h, (\d+)% over", out)
    assert m and int(m.group(3)) == round(100 * (_money(m.group(2)) / 0.10 - 1)), out[:600]


def test_a_monthly_budget_on_live_streams_is_judged_per_hour(ask):
    out = ask("live transcription, 200 concurrent streams, Whisper large, budget $500 a month")
    hourly = _money(re.search(r"rent \d+ × .+? at \$([\d.,]+)/h", out).group(1))  # type: ignore[union-attr]
    # by hand: $500 a month is $500 / 730 h = $0.685/h for a service always on; a fleet at $X/h is X / 0.685 − 1
    # over (a live fleet rents sellers' own rows: 19 × RunPod 4 × RTX A4500 at $19.00/h: 2674 %), and $0.685/h
    # carries 200 × 0.685 / X streams (≈ 7)
    per_h = 500 / 730
    assert re.search(r"over your \$500\.00/month budget: even the cheapest plan \(.+?\) costs "
                     + re.escape(f"${hourly:.2f}/h, {round(100 * (hourly / per_h - 1))}% over"), out), out[:600]
    assert f"about {200 * per_h / hourly:,.0f} live streams" in out, out[:600]


def test_a_total_budget_on_live_streams_says_how_long_it_runs(ask):
    out = ask("live transcription, 200 concurrent streams, Whisper large, budget $1000")
    hourly = _money(re.search(r"rent \d+ × .+? at \$([\d.,]+)/h", out).group(1))  # type: ignore[union-attr]
    # $1,000 ÷ the fleet's $/h (149 × RTX A4000 at $22.35/h: 44.7 h) = 1.9 days
    assert f"your $1,000.00 budget runs this load for {1000 / hourly / 24:.1f} days" in out, out[:600]


def test_an_encoder_endpoint_and_an_hourly_encoder_budget_are_judged(ask):
    out = ask("serve a DeBERTa-v3-large classifier at 500 requests per second, budget $100 a month")
    hourly = _money(re.search(r"rent (?:\d+ × )?.+? at \$([\d.,]+)/h", out).group(1))  # type: ignore[union-attr]
    # $100 / 730 h = $0.137/h against the endpoint's $/h; it carries 500 × 0.137 / hourly requests a second
    assert re.search(r"over your \$100\.00/month budget: even the cheapest plan \(.+?\) costs "
                     + re.escape(f"${hourly:.2f}/h"), out), out[:600]
    assert f"about {500 * (100 / 730) / hourly:,.1f} requests/s" in out, out[:600]
    out = ask("classify 2M support tickets with DeBERTa-v3-large, budget $0.05 an hour")
    assert re.search(r"over your \$0\.05/h budget: even the cheapest plan \(.+?\) costs \$[\d.]+/h", out), out[:600]


def test_a_simplified_chinese_budget_is_judged_in_chinese(ask):
    out = ask("用 Whisper large 转写 100 小时音频，预算 1 元")
    assert "超出 ¥1.00 预算：最省的方案（RTX A4000）也要 ¥" in out and "这个预算只够一台机器转写约" in out, out[:600]


@pytest.mark.parametrize(("text", "said", "head"), [
    # controls (held before this fix): the stated card ranked alone; spot allowed keeps the on-demand headline and
    # prices the same job on the catalog's spot rows in the line under it (tools/batch_filters.py)
    ("transcribe 100 hours of audio with Whisper large on an H100", "✅ H100 (honoured)", "H100"),
    ("classify 2M support tickets with DeBERTa-v3-large on an H100", "✅ H100 (honoured)", "H100"),
    ("generate 1000 images with SDXL on spot instances", "on spot / interruptible prices", "on-demand"),
])
def test_the_stated_card_and_spot_are_held(ask, text, said, head):
    out = ask(text)
    first = next(line for line in out.split("\n") if line.startswith("**"))  # the headline, past any note
    assert said in out and (head in first or head == "on-demand"), out[:600]
