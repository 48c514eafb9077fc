"""A PDF corpus's text step (tools.pdf_text): text-layer extraction on the CPU at marker 2.0's 23.7 pages/s, OCR of
scanned pages on an H100 at marker's projected 25 pages/s. By hand, 8,000,000 pages: 8e6 / 23.7 / 3,600 = 93.8
machine-hours; 8e6 / 25 / 3,600 = 88.9 H100-hours if every page is a scan."""

from __future__ import annotations

import pytest

from tools.pdf_text import pdf_text


def test_eight_million_pages():
    got = pdf_text(8_000_000)
    assert got.text_layer_hours == pytest.approx(93.76, abs=0.01)
    assert got.ocr_h100_hours == pytest.approx(88.89, abs=0.01)


def test_the_hours_scale_with_the_pages():
    assert pdf_text(200_000).ocr_h100_hours == pytest.approx(pdf_text(8_000_000).ocr_h100_hours / 40)
