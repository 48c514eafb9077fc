"""Pictures counted in sheets with a word between the count and the noun (8000張標註好嘅相, 8000张标注好的图片) and scanned
papers a vision model is trained on (8,000 張收據, 8000张发票) are the training set: both were dropped, and the answer said
no data volume was given."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text", [
    "我哋係初創，想用QLoRA train Qwen2.5-VL-32B做港式收據同發票抽取（中英夾雜），有8000張標註好嘅相，預算HK$2萬，租咩卡？幾耐？",
    "用QLoRA微调Qwen2.5-VL-32B做发票抽取，有8000张标注好的图片",
    "想用QLoRA train Qwen2.5-VL-32B做收據抽取，有8,000 張收據",  # 繁體, thousands comma
    "用QLoRA微调Qwen2.5-VL-32B做发票抽取，8000张收据",
])
def test_labelled_photos_and_scans_are_the_training_images(text):
    d = extract(text).patch.dataset
    assert d is not None and d.amount == 8000 and d.unit == "images"


def test_invoices_served_are_no_training_set():
    # serving a vision model on invoices trains nothing: no data set of 8,000 images
    assert extract("用Qwen2.5-VL-7B每天处理8000张发票").patch.dataset is None
