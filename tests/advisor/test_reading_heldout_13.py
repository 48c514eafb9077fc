"""Held-out reading set 13 (tests/advisor/data/reading_heldout_13.json), one test per case.

The 152 phrasings (68 EN, 46 简体, 22 繁體 Taiwan, 16 繁體 Hong Kong; 23 that state nothing or only small talk) were
written and committed (22a3709) before the reader was run on any of them, by a writer who had not read the reader, its
tests or the other labelled sets' texts; the writer's note is reading_heldout_13.md beside the data. No label was
changed after measuring. Each case lists only the Workload fields its text states; the judge is
scripts/measure_reading_heldout.py. Labelling choices (the note has them all): a calendar limit ("by end of week",
"by tonight") states no duration; hours of audio to transcribe are not a data set; a batch of images to caption is
inference, not a training data set; an embedding batch has no output tokens; an exact region id gets no tag added
for the city named beside it; "fp8的kv cache" alone sets kv_precision, not the weights' precision.

A case passes when every stated field is read with its value and no unstated field is set. The cases the reader
missed when the set was first measured are strict xfails with what went wrong, so a later fix shows as XPASS (then
move the id out of MISSES). Labels are not changed to fit the reader.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scripts.measure_reading_heldout import load_cases
from tests.advisor.heldout_sets import assert_read, assert_shape, params, read_set
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

DATA = Path(__file__).resolve().parent / "data" / "reading_heldout_13.json"
CASES = load_cases(DATA)

# Measured at 22a3709 (reader as on main 3c2f754): 511/554 fields (92.2 %), 12 spurious in 12 cases, 125/152 cases read
# exactly (`python scripts/measure_reading_heldout.py --data tests/advisor/data/reading_heldout_13.json --misses`).
MISSES: dict[str, str] = {
    # negation and its scope
    "tw-11": "'別用vast跟runpod社群那種，要正規雲端': exclude_marketplace not read",
    # batch jobs in words
    "en-04": "'tranlsate 80,000 product descriptions (about 250 tokens each …) by end of week': no task, no batch, "
             "seq_len 250; 'by end of week' turned into a 63-hour deadline (label: calendar, no duration)",
    "en-15": "'embed 12 million documents …, avg 300 tokens': seq_len 375 with 75 output tokens assumed (an embedding "
             "has no output)",
    "en-16": "'caption 200k product photos, each caption ~60 tokens': read as a data set of 200k images; no task, no "
             "vision, no batch, no output_tokens",
    "en-32": "'rows: 600k, each row ~150 tokens in & 30 out … by tonight': no task, no batch, no output_tokens; "
             "'by tonight' turned into a 21-hour deadline",
    "en-37": "'batch: 1.2M reviews …': the word batch read as batch_size 1",
    "zh-11": "'50万篇文档向量化，平均500token': seq_len 625 with 125 output tokens assumed (an embedding has no output)",
    "zh-35": "'有800小时的录音要转写': read as a data set of 800 audio hours",
    "zh-36": "'给5万张图片生成描述': read as a data set of 50k images; no task, no vision, no batch, no output_tokens",
    "tw-19": "'10萬張商品圖要產生描述文字': no task, no vision, no batch, no output_tokens",
    "hk-08": "'20萬份合約 … 每份大概3000 token入，200 token出': read as a training data set; no task, no batch, "
             "no seq_len, no output_tokens",
    # load in words and rates
    "zh-28": "'我们团队8个人': concurrency not read",
    "hk-07": "'50個user同時用': concurrency not read",
    "hk-10": "'每秒10個request': target_requests_per_s not read",
    # intents and personal use
    "en-14": "'speed over price': priority fastest not read",
    "zh-23": "'就我自己玩玩': personal_use not read",
    "tw-13": "'單純自己玩玩': personal_use not read",
    # cards, amounts, places, typos
    "en-27": "'at least 80gb per gpu, 4 of them': num_gpus not read",
    "en-45": "'h100 x8': num_gpus not read",
    "zh-20": "'fp8的kv cache': read as the weights' precision fp8, kv_precision not set",
    "tw-15": "'東京區ap-northeast-1，部屬llama3 8b': jp added beside the exact region id; typo 部屬 gives no task",
}


@pytest.fixture(scope="module")
def readings(tmp_path_factory, once_per_run) -> dict[str, dict[str, Any]]:
    return once_per_run("reading_heldout_13", lambda: read_set(CASES, tmp_path_factory.mktemp("home")))


@pytest.mark.parametrize("case", params(CASES, MISSES))
def test_heldout_13_case(case: dict[str, Any], readings: dict[str, dict[str, Any]]) -> None:
    assert_read(case, readings[case["id"]])


def test_heldout_13_set_shape() -> None:
    assert_shape(CASES, MISSES, size=152, empty=23)
