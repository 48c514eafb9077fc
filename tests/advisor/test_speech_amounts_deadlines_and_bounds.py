"""Speech synthesis read at any magnitude, sized to its deadline and bounded like every other batch.

Found probing the TTS path after ASR, images and video were bounded (not TTS):
- "1,000 hours of speech" was read as 0 h (the digits after the comma), "100万小时" and "10 billion hours" not at all
  (a bare "how many hours?"): the hours now take the magnitude words of every reader (advisor.core.magnitudes);
- the speech was priced on one card whatever the deadline; the cards at once are now ⌈GPU-hours ÷ window⌉
  (tools.generated_media.tts_cards), and more than tools.offers.MAX_NODES (64) is said as more than a provider rents;
- a first question with a deadline opened with "changed: deadline — → within 7.24 days".

Hand figures: CosyVoice2's own RTF is 0.0891 on one L20 (59.35 FP32 TFLOPS; its repository's Triton + TensorRT-LLM
runtime, one request at a time). 1,000 h × 0.0891 = 89.1 L20-hours. 100万 h a day × 0.0891 = 89,100 GPU-hours a day: on
the fastest card at ≥ 1× the L20 that is ≥ 89,100 ÷ 24 = 3,713 cards at once, far over 64.
"""

from __future__ import annotations

import math
import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.generated_media import speech_said
from advisor.core.magnitudes import scaled_count
from advisor.core.store import Store
from tests.conftest import module_home
from tools.generated_media import tts_cards

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,hours,period", [
    ("synthesize 1,000 hours of speech with F5-TTS", 1000, None),  # was 0 h: "000" after the comma
    ("用CosyVoice2每天合成100万小时语音", 1_000_000, "day"),  # was not read
    ("synthesize 10 billion hours of speech with F5-TTS", 10**10, None),  # was not read
    ("每周 2.5万 小时旁白", 25_000, "week"),
    ("5 hours of narration a week", 5, "week"),  # unchanged
])
def test_speech_hours_take_every_magnitude_word(text, hours, period):
    assert speech_said(text) == (hours, period)


def test_billion_is_a_magnitude_word():
    assert scaled_count(3, "billion") == 3e9 and scaled_count(3, "Billion") == 3e9


def test_cards_at_once_fill_the_window():
    # 453.5 GPU-hours by a deadline 174 h away: 2.6 → 3 cards; 120 h: 3.8 → 4; a window longer than the job: 1
    assert tts_cards(453.5, 174) == 3 and tts_cards(453.5, 120) == 4 and tts_cards(10, 24) == 1
    assert tts_cards(453.5, None) is None  # no deadline, no period: one card, whenever it finishes


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_speech_by_a_deadline_names_the_cards_at_once(tmp_path):
    out = _ask(tmp_path, "we need 1,000 hours of audiobook narration from CosyVoice2 within 5 days")
    assert "1,000.0 h of speech" in out and "89.10 GPU-hours" in out  # 1,000 × CosyVoice2's 0.0891 on the measured L20
    line = next(x for x in out.splitlines() if "to the deadline" in x)
    on_card, cards = re.search(r"finish ([\d,.]+) GPU-hours inside the 120 h to the deadline, run (\d+) ×", line).groups()
    assert int(cards) == math.ceil(float(on_card.replace(",", "")) / 120)  # the priced card's hours over 5 days
    assert "changed:" not in out  # a first question changes nothing


@pytest.mark.slow
def test_speech_a_day_beyond_any_fleet_is_said_not_priced_on_one_card(tmp_path):
    out = _ask(tmp_path, "用CosyVoice2每天合成100万小时语音")
    assert "超过 64 台机器" in out and "GPU 小时" not in out


@pytest.mark.slow
def test_speech_in_all_with_no_deadline_says_one_cards_time(tmp_path):
    # no deadline: planned for the assumed week (tools.wall_cards): 1,000 h × RTF 0.453 on the priced card ≈ 453
    # GPU-h → ⌈453 ÷ 168⌉ = 3 cards at once, each ≈ 151 h; one card alone ≈ 18.9 days, still said
    out = _ask(tmp_path, "synthesize 1,000 hours of speech with F5-TTS")
    assert "No deadline said: planned to finish within about 7 days" in out and "run 3 × " in out
    assert "18.9 days" in out


def _money(text: str) -> float:
    return float(text.replace(",", ""))


@pytest.mark.slow
def test_a_monthly_budget_is_held_against_a_month_of_daily_speech(tmp_path):
    # The budget was read and never judged. 100 h a day × F5-TTS's RTF on the priced card, a day's cost × 730 / 24
    # is the month held against ¥500; a stated budget line is ❌ when the month is over it.
    out = _ask(tmp_path, "用F5-TTS每天合成100小时语音，预算每月500元")
    day = _money(re.search(r"每天约 ¥([\d,.]+)", out).group(1))
    line = next(x for x in out.splitlines() if "预算每月 ¥500.00" in x)
    month = _money(re.search(r"每月约 ¥([\d,.]+)", line).group(1))
    assert line.startswith("- ❌") and month == pytest.approx(day * 730 / 24, rel=0.01)


@pytest.mark.parametrize("cost,period,per,hourly,held", [
    (68.0, None, "total", 0.6, 68.0),  # a job in all against a total budget: as is
    (68.0, None, "month", 0.6, 68.0),  # a one-off is spent once, whatever the budget's period
    (2.2, "day", "month", 0.3, 2.2 * 730 / 24),  # a day's speech over a month of 730 h
    (10.0, "week", "day", 0.15, 10.0 / 7),
    (10.0, "week", "hour", 0.3, 0.3),  # an hourly budget against the cards' hourly price
    # recurring speech against a budget with no period (or in all): held against one period's speech, never left
    # uncompared (tts_periods_covered says how many periods it pays for as a total)
    (10.0, "week", "total", 0.3, 10.0),
])
def test_speech_cost_over_the_budgets_period(cost, period, per, hourly, held):
    from tools.generated_media import tts_budget_cost

    got = tts_budget_cost(cost, period, per, hourly)
    assert got == (None if held is None else pytest.approx(held))


@pytest.mark.slow
def test_bare_hours_beside_a_named_speech_model_are_its_speech(tmp_path):
    # "F5-TTS 10 hours a week" asked "how many hours of speech?": with a TTS model named, bare hours are its speech
    out = _ask(tmp_path, "F5-TTS 10 hours a week, under $1 an hour")
    assert "10.0 h of speech a week" in out and "1.47 GPU-hours a week" in out  # 10 × 0.1467
    assert "✅ budget $1.00 an hour" in out
