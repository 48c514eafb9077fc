"""Business documents counted a period ("~200k receipts a day", 每天3万张表单, "5,000 contracts a week") are a batch of
that many items, and a vision-language model reading a picture of each (receipt photos, 掃描的報銷單) reads one image an
item, not a 3,584-token text prompt: "What GPU for ~200k receipts a day?" was sized as one user's chat. "A paid expense
app" is a business use, so a non-commercial licence is flagged first."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "n", "period"), [
    ("Llama-3.1-8B to pull the totals out of 40k invoices a week", 40000, "week"),
    ("用Qwen2.5-7B審核合約，每天大概800份合約", 800, "day"),
    ("we screen 12,000 resumes a month with Qwen3-8B", 12000, "month"),
])
def test_business_documents_are_a_batch(text, n, period):
    p = extract(text).patch
    assert (p.batch_requests, p.batch_period) == (n, period), (p.batch_requests, p.batch_period)


@pytest.mark.parametrize("text", [
    # one picture an item: a 768×768 image is 729 visual tokens (28-px tokens after the 2×2 merge) + 161 of instruction
    "Our expense tool will use Qwen2.5-VL-7B to read receipt photos, roughly 60k receipts a day. Which GPU?",
    "用Qwen2.5-VL-7B识别拍照的报销单，每天大概2万张表单",
])
def test_pictured_documents_are_one_image_each(text):
    e = extract(text)
    assert e.patch.batch_requests and any("729 visual tokens" in n or "729 个视觉 token" in n for n in e.notes), e.notes


def test_scanned_documents_are_an_a4_page_each():
    # a scan (掃描的保單) is a page, not a downscaled upload: an A4 sheet at 200 dpi, 1654 × 2339, read with
    # max_pixels 1280² (β = √(3,868,706 / 1,638,400) = 1.537: 38 × 54) = 2,052 visual tokens (4,956 at the default),
    # not 768² → 729 (it was 729 before scans were read as pages)
    e = extract("用Qwen2.5-VL-7B識別掃描的保單，每天約8千份表單")
    assert e.patch.batch_requests == 8000
    assert any("1654×2339" in n and "2,052" in n for n in e.notes) and not any("729" in n for n in e.notes), e.notes


@pytest.mark.parametrize(("text", "commercial"), [
    ("We're building a paid expense app on Qwen2.5-VL-3B", True),
    ("a paid B2B platform using Qwen2.5-7B", True),
    ("we paid 3k last month to host Qwen2.5-7B", None),  # a payment said, no use
])
def test_a_paid_product_is_a_business_use(text, commercial):
    assert extract(text).patch.commercial_use is commercial
