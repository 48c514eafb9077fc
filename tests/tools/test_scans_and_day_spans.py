"""Scanned pages and drawings sent to a served VLM are read at the processor's default (an A4 scan at 200 dpi when no
size is said), a request past (or near) the model's native window names max_pixels or YaRN, and a daily volume coming
in over a span of the day is a rate over that span with the pick up for the whole span (tools.photo_request,
tools.batch_peak). Fast: pure functions, no recommender."""

from __future__ import annotations

import pytest

from tools.batch_peak import day_span
from tools.photo_request import native_fit, photo_request


def test_two_4000x3000_drawings_on_qwen25_vl_are_15301_tokens_each():
    # By hand: 4000 / 28 = 142.9 → 143, 3000 / 28 = 107.1 → 107; 4004 × 2996 = 11,995,984 px ≤ max_pixels 12,845,056,
    # so no downscale: 143 × 107 = 15,301 a drawing; 2 × 15,301 + 161 = 30,763. A stated size is read as sent.
    p = photo_request("Qwen2.5-VL-72B", (4000, 3000), 2, scan=True)
    assert p is not None and p.per_image == 15_301 and p.prompt_tokens == 30_763 and not p.assumed


def test_an_unsized_scan_is_an_a4_page_at_200_dpi_read_at_the_default():
    # 210 / 25.4 × 200 = 1654, 297 / 25.4 × 200 = 2339; 1654 / 28 → 59, 2339 / 28 → 84: 4,956 tokens at the default
    # (the 1280² cap, 2,052, is only a lever: small print must stay legible). A phone photo keeps the cap applied.
    scan = photo_request("Qwen2.5-VL-32B", None, 1, scan=True)
    assert scan is not None and (scan.width, scan.height) == (1654, 2339) and scan.assumed
    assert scan.per_image == 4_956 and not scan.capped and scan.lever_per_image == 2_052
    photo = photo_request("Qwen2.5-VL-32B", None, 1)
    assert photo is not None and (photo.width, photo.height) == (4000, 3000) and photo.capped


def test_an_unsized_scan_on_internvl_is_its_tiles():
    # A4 aspect 0.707 → the 2 × 3 grid of 448² tiles + a thumbnail = 7 × 256 = 1,792 (never Qwen's 28-px grid)
    p = photo_request("InternVL3-78B", None, 1, scan=True)
    assert p is not None and p.per_image == 1_792


def test_three_drawings_pass_the_native_32768_and_name_the_cap():
    # 3 × 15,301 + 161 = 46,064 + 338 answer = 46,402 > 32,768; each may keep (32,768 − 161 − 338) ÷ 3 = 10,756
    # tokens → max_pixels 10,756 × 28² = 8,432,704.
    p = photo_request("Qwen2.5-VL-72B", (4000, 3000), 3, scan=True)
    assert p is not None
    fit = native_fit(p, 32_768, 338)
    assert fit is not None and fit.past and fit.needed == 46_402
    assert fit.per_image == 10_756 and fit.max_pixels == 8_432_704


def test_two_drawings_are_near_the_edge_and_a_third_is_budgeted():
    # 30,763 + 338 = 31,101 = 95 % of 32,768 (≥ 90 %): near; a third image needs each at 10,756 tokens.
    p = photo_request("Qwen2.5-VL-72B", (4000, 3000), 2, scan=True)
    assert p is not None
    fit = native_fit(p, 32_768, 338)
    assert fit is not None and not fit.past and fit.images == 3 and fit.per_image == 10_756


def test_one_drawing_fits_with_room_and_says_nothing():
    # 15,301 + 161 + 338 = 15,800, under half of 32,768
    p = photo_request("Qwen2.5-VL-72B", (4000, 3000), 1, scan=True)
    assert p is not None and native_fit(p, 32_768, 338) is None


@pytest.mark.parametrize(("per_day", "span", "job_h", "hourly", "rate", "month"), [
    # 50,000 claim scans over 10 daytime hours: 50,000 ÷ 36,000 s = 1.39/s; ¥17.21/h × 10 h × 30.42 days = ¥5,234
    (50_000, 10, 4.1, 17.208, 1.389, 5_234),
    # 20,000 invoices over 8 h: 0.69/s; 8 h × 30.42 × ¥17.21 = ¥4,187
    (20_000, 8, 2.1, 17.208, 0.694, 4_187),
    # a job longer than the span (12 h of work in an 8 h span) is priced on its own hours: 12 × 30.42 × $1 = $365
    (30_000, 8, 12.0, 1.0, 1.042, 365),
])
def test_a_day_span_is_a_rate_over_the_span_and_a_month_up_for_it(per_day, span, job_h, hourly, rate, month):
    d = day_span(per_day, span, job_h, hourly)
    assert d.per_s == pytest.approx(rate, abs=0.001)
    assert d.month == pytest.approx(month, abs=1)
