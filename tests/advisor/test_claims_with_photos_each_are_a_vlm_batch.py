"""Cases counted with 单 and the photos each carries (每天2万单理赔，每单6张照片) are a VLM batch, each case one request
holding all its photos, never one chat at the 4k default."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract, images_per_item


@pytest.mark.parametrize("text, cases, photos", [
    # 简体 Hand: 2 万单 × 6 张 → 20,000 requests a day, each with 6 images (768×768 assumed → 729 tokens each,
    # 6 × 729 = 4,374 visual tokens a request)
    ("我们是车险公司，每天进2万单理赔，每单6张照片，想用Qwen2.5-VL-7B晚上集中跑，早上7点前出结果，怎么配卡？", 20000, 6),
    # 繁體 Hand: 1.5 萬單 × 5 張 → 15,000 requests, 5 × 729 = 3,645 visual tokens each
    ("我們是產險公司，每天約1.5萬單理賠，每單5張照片，想用Qwen2.5-VL-7B晚上批次跑，早上8點前要出結果，要租什麼卡？", 15000, 5),
    # English Hand: 12,000 claims × 4 photos → 12,000 requests, 4 × 729 = 2,916 visual tokens each
    ("Every day 12,000 claims come in with 4 photos each; run Qwen2.5-VL-7B overnight to extract damage fields.", 12000, 4),
])
def test_cases_with_photos_each_are_a_batch_of_requests(text, cases, photos):
    got = extract(text)
    p = got.patch
    assert p.batch_requests == cases and p.batch_period == "day" and p.concurrency is None
    assert images_per_item(text) == photos
    image_tokens = (got.assumed or {}).get("image_tokens") or p.image_tokens
    assert image_tokens == photos * 729


def test_dan_of_other_things_is_no_batch():
    # 单 as "single" or "bill" with no case word after it is no count of cases
    assert extract("用Qwen2.5-VL-7B，单卡够不够？").patch.batch_requests is None



@pytest.mark.parametrize("text, hours", [
    # 简体 Hand: the cases now make a daily batch, so the night rule (advisor.core.conversation.nightly_batch: a night
    # from 22:00) gives 晚上跑 … 早上 7 点前 → 22:00 → 07:00 = 9 h
    ("我们是车险公司，每天进2万单理赔，每单6张照片，想用Qwen2.5-VL-7B晚上集中跑，早上7点前出结果，怎么配卡？", 9.0),
    # 繁體 Hand: 22:00 → 08:00 = 10 h
    ("我們是產險公司，每天約1.5萬單理賠，每單5張照片，想用Qwen2.5-VL-7B晚上批次跑，早上8點前要出結果，要租什麼卡？", 10.0),
])
def test_a_night_batch_of_cases_gets_its_night(text, hours):
    from advisor.core.conversation import nightly_batch
    from tools.schema import Workload

    w, said = nightly_batch(Workload(**extract(text).patch.model_dump(exclude_none=True)), text)
    assert w.deadline_hours == hours and said
