"""A counted batch said with a measure word or in English words, and its deadline, are read; medical images are
health data.

- "N例 / 張 / 份 + a medical image" (CT, MRI, X光, 病理切片) and "N MRI scans" lost the count: the job was one chat
  user, no batch, no deadline to meet. They are now N images (advisor.core.medical_images_read), each sized at the
  vision model's visual tokens, with the deadline said.
- English counts in words ("three thousand leases") and "a fortnight" were lost (only "a thousand" and counts of
  people were digits): now digits and 2 weeks (advisor.core.spoken_counts_read).
- A patient's images are health data (GDPR Art. 9, PIPL Art. 28, HIPAA PHI) in every script: marketplace hosts are
  left out for them and the health-data rules said."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import data_kinds
from advisor.core.spoken_counts_read import as_spoken_counts_text, spoken_value
from tests.advisor.test_reading_classes import check


@pytest.mark.parametrize(("text", "n", "hours"), [
    # 简体: 1500例 = 1,500 chest X-rays, each one image request; 20天 = 20 × 24 = 480 h
    ("用 Qwen2.5-VL-72B 筛查 1500例X光片，20天内完成", 1500, 480.0),
    # 繁體: 2千 = 2,000 pathology slides (千 = 1,000); 三週 = 3 × 168 = 504 h
    ("我們要用 Qwen2.5-VL-7B 閱片 2千張病理切片，三週內完成", 2000, 504.0),
    # 简体: 350份 MRI 片子 = 350 images; 一周 = 168 h
    ("用 Qwen2.5-VL-7B 给 350份MRI片子 写报告初稿，一周内完成", 350, 168.0),
    # en: "seven hundred" = 700 CT studies; "a fortnight" = 14 days = 336 h
    ("triage seven hundred CT studies with Qwen2.5-VL-7B within a fortnight", 700, 336.0),
    # en: 2,400 mammograms; "in 9 days" = 216 h
    ("flag 2400 mammograms for a second read with Qwen2.5-VL-7B in 9 days", 2400, 216.0),
])
def test_a_counted_batch_of_medical_images_is_a_batch_with_its_deadline(text, n, hours):
    check(text, {"task": "inference", "batch_requests": n, "deadline_hours": hours, "exclude_marketplace": True},
          ("dataset",))


@pytest.mark.parametrize(("text", "n", "hours"), [
    # en: "three thousand" = 3,000 leases, one request each; "within a fortnight" = 336 h (it was no deadline at all)
    ("extract clauses from three thousand leases with Qwen2.5-14B within a fortnight", 3000, 336.0),
    # en: "four hundred and fifty" = 450; "two fortnights" = 4 weeks = 672 h
    ("summarise four hundred and fifty tenders with Llama-3.1-8B within two fortnights", 450, 672.0),
])
def test_counts_and_fortnights_in_words_are_read(text, n, hours):
    check(text, {"batch_requests": n, "deadline_hours": hours})


@pytest.mark.parametrize(("said", "value"), [
    ("twelve thousand", 12_000), ("one hundred twenty thousand", 120_000), ("forty-five thousand", 45_000),
    ("two million three hundred thousand", 2_300_000), ("ten", None), ("three", None),
])
def test_spoken_values(said, value):
    # a run with no hundred / thousand / million is left to the readers that read small words in place
    assert spoken_value(said) == value


def test_small_words_stay_words():
    # "two GPUs", "ten days": read in place by their own readers, never rewritten
    assert as_spoken_counts_text("two GPUs for ten days") == "two GPUs for ten days"


@pytest.mark.parametrize("text", [
    "我們有 5000 張胸片要判讀",  # 繁體: chest films
    "每天 800 例 CT 要出报告",  # 简体: CT alone beside CJK
    "screen 3000 knee MRI scans for tears",  # en
    "histopathology slides from the lab",  # en, no count
])
def test_medical_images_are_health_data(text):
    assert "health" in data_kinds(text)


@pytest.mark.parametrize("text", ["grade the ACT exam essays", "our CTO wants a chatbot", "meeting minutes for 300 people"])
def test_words_holding_the_letters_are_not_medical(text):
    assert "health" not in data_kinds(text)
