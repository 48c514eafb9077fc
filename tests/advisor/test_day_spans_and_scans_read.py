"""The readers: a daily volume said to come in over a span of the day ("集中在白天10小时", "arriving during 10 daytime
hours", "都在白天8小時內") is that span's deadline, never a 24-hour batch; a served VLM question that carries scans or
drawings counts their images ("a couple of drawings per question" → 2) and reads an unsized scan as an A4 page."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import day_span_said
from advisor.core.photo_prompt import PHOTO, SCAN, photos_each


@pytest.mark.parametrize(("text", "hours"), [
    ("每天5万张单据图片，集中在白天10小时，每张输出300字", 10.0),
    ("每天3萬張掃描件，集中在白天8小時", 8.0),
    ("每天2万张发票，白天十个小时内进来", 10.0),
    ("50,000 scanned documents a day, arriving during 10 daytime hours", 10.0),
    ("50,000 invoices a day, all arriving within a 10-hour working day", 10.0),
    ("20k forms per day concentrated in 9 business hours", 9.0),
    # office hours with no number: the office day, 09:00–18:00 = 9 h (tools.schedule)
    ("30,000 scanned forms a day, all submitted during office hours", 9.0),
    ("每天1万张发票，集中在上班时间", 9.0),
    ("每天1萬張發票，都在上班時間進來", 9.0),
])
def test_a_day_span_beside_a_daily_volume_is_read(text, hours):
    got = day_span_said(text)
    assert got is not None and got[0] == hours


@pytest.mark.parametrize("text", [
    "50,000 documents, all within 10 hours",  # no volume a day: a one-off job's deadline (read_deadline's)
    "每天5万张，24小时内完成",  # no span of the day
    "we work 10 daytime hours",  # no daily volume
    "a chatbot for 40 staff during office hours",  # no daily volume: a service's hours (read_usage_hours')
])
def test_no_day_span_without_a_daily_volume_and_a_span(text):
    assert day_span_said(text) is None


@pytest.mark.parametrize(("text", "n"), [
    ("a couple of drawings per question", 2),
    ("three scanned pages per question", 3),
    ("每次两张图纸", 2),
    ("每次兩張圖紙", 2),
    ("one scan per question", 1),
])
def test_images_a_question_counts_drawings_and_scans(text, n):
    assert PHOTO.search(text) and photos_each(text) == n


def test_scan_words_are_scans_and_a_docker_image_is_no_photo():
    assert SCAN.search("P&ID drawings (scans ~4000x3000 px)") and SCAN.search("扫描件") and SCAN.search("圖紙")
    assert not SCAN.search("each user sends a photo") and not PHOTO.search("pull the docker image")


def test_a_span_to_finish_in_is_a_plain_deadline():
    # "白天10小时内出完" (SDXL images done within 10 daytime hours): no arrivals said — read_deadline's 10 h, no
    # arrival note
    assert day_span_said("每天2万张，1024x1024，白天10小时内出完") is None
