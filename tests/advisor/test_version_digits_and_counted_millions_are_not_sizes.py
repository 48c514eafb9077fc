"""A model name whose trailing digits are a version (ColQwen2, Qwen2-VL, Florence-2, SAM2, YOLO11) and millions of
things counted after a figure ("~2M scanned policy pages") are never read as a parameter count; a business saying
what it is ("events company.", "we're a logistics firm") is read as a business use (Workload.commercial_use)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "insurance co. we want colqwen2 (colpali style) search over ~2M scanned policy pages, ~50 queries/min",
    "index 3M support tickets with colqwen2",
    "run sam2 on 1M video frames",
    "qwen2-vl OCR over 2 million scanned pages",
    "florence-2 captioning of 5M product photos",
    "yolo11 on 2m images for our shelf cameras",
    "serve colqwen2.5 for 4 users",
])
def test_no_parameter_count_is_read(text):
    assert extract(text).patch.params_b is None


@pytest.mark.parametrize("text, size", [
    ("run a 350M model for 20 users", 0.35),  # a size said as a model's stays one
    ("a 2M model on a CPU", 0.002),
])
def test_a_stated_size_is_still_read(text, size):
    assert extract(text).patch.params_b == pytest.approx(size)


@pytest.mark.parametrize("text", [
    "events company. we want live AI interpretation at conferences",
    "insurance co. we want colqwen2 search over our policy pages",
    "we're a logistics firm and want to fine-tune yolo11 on 20k pallet photos",
    "live interpretation for paid conferences, 6 rooms",
])
def test_a_business_saying_what_it_is_is_a_business_use(text):
    assert extract(text).patch.commercial_use is True


@pytest.mark.parametrize("text", [
    "which company rents the cheapest H100?",  # a question about providers, not the user's business
    "fine-tune yolo11 on 20k photos",
])
def test_no_business_is_read_where_none_is_said(text):
    assert extract(text).patch.commercial_use is None
