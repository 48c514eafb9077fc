"""One busiest-hour rate for every service counted per day (tools.traffic.peak_rate_per_s).

Text services were sized with 10 % of the day's requests in the busiest hour while image services used 3× the 24-hour
average (30 % more load for the same count). Both now go through one function. Hand-worked figures:
- 10 % of a day in one hour: 0.10 × 24 h = 2.4× the 24-hour average rate.
- 180,000 requests a day: 18,000 in the busiest hour ÷ 3,600 s = 5.0/s (an expert's key: "peak hour 10 % → 5 req/s").
- 20,000 images a day: 2,000 in the busiest hour ÷ 3,600 s = 0.5556/s = 33.3 a minute.
- a stated 3× peak: 86,400 a day = 1.0/s on average × 3 = 3.0/s.
"""

import pytest

from tools.traffic import busy_hour_factor, peak_rate_per_s, peak_requests_per_s


def test_ten_percent_in_the_busiest_hour_is_two_point_four_times_the_average():
    assert busy_hour_factor() == pytest.approx(2.4)


def test_text_and_image_counts_share_the_busiest_hour():
    assert peak_rate_per_s(180_000) == pytest.approx(5.0)  # 18,000 ÷ 3,600
    assert peak_requests_per_s(180_000) == 5.0
    # an image service at the assumed busiest hour: the same rate as a text service's requests
    assert peak_rate_per_s(20_000, busy_hour_factor()) == pytest.approx(2_000 / 3_600)  # 0.5556/s
    assert peak_rate_per_s(20_000, busy_hour_factor()) == pytest.approx(peak_rate_per_s(20_000))
    assert peak_rate_per_s(20_000, busy_hour_factor()) * 60 == pytest.approx(33.33, abs=0.01)


def test_a_stated_peak_replaces_the_share():
    assert peak_rate_per_s(86_400, 3) == pytest.approx(3.0)
    assert peak_rate_per_s(86_400, 1.0) == pytest.approx(1.0)  # the 24-hour average


@pytest.mark.parametrize("text", [
    "SDXL, about 20,000 images a day, users expect an image within 10 seconds",
    "SDXL 每天 2 万张图，用户等着出图",
    "SDXL 每日 2 萬張，要實時出圖",
    "FLUX, 5,000 images a day, customers wait for each one",
])
def test_a_wait_beside_a_daily_count_is_a_live_service(text):
    from advisor.core.service import _live_service

    assert _live_service(text)


@pytest.mark.parametrize("text", [
    "SDXL, 20,000 images a day for our catalogue, done overnight",
    "SDXL 每天 2 万张，不用实时，第二天给就行",
])
def test_a_daily_batch_stays_a_batch(text):
    from advisor.core.service import _live_service

    assert not _live_service(text)


def test_a_text_service_with_a_wait_is_sized_at_its_busiest_hour():
    # 20,000 a day with users waiting: 2,000 in the busiest hour ÷ 3,600 s = 0.556 → 0.56 requests a second; the
    # "within 10 seconds" is each request's wait, never a 10-second deadline said as "not read"
    from advisor.core.extract_rules import extract

    e = extract("Qwen2.5-7B summarises 20,000 support tickets a day, users expect a summary within 10 seconds")
    assert e.patch.target_requests_per_s == 0.56 and e.patch.batch_requests is None
    assert e.patch.deadline_hours is None and not any("deadline" in n for n in e.notes)


def test_a_one_off_batch_in_seconds_still_says_it_is_not_read():
    from advisor.core.extract_rules import extract

    e = extract("Classify 20,000 tickets with Qwen2.5-7B within 30 seconds")
    assert e.patch.batch_requests == 20_000 and any("not read" in n for n in e.notes)
