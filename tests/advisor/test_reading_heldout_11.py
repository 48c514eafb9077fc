"""Held-out reading set 11 (tests/advisor/data/reading_heldout_11.json), one test per case.

The 187 phrasings (83 EN, 52 简体, 28 繁體 Taiwan, 24 繁體 Hong Kong; 38 that state nothing or only small talk) were
written and committed (01e2852) before the reader was run on any of them, by a writer who had not read the reader, its
tests or the other labelled sets' texts; the writer's note is reading_heldout_11.md beside the data. One label was
corrected after the first measurement (932d02b: en-06 "on a 24gb card, is that enough?" states one card, by the note's
own fit-question rule). Each case lists only the Workload fields its text states; the judge is
scripts/measure_reading_heldout.py. Labelling choices (the note has them all): a calendar deadline (by Friday, 周五前)
states no duration; a lone "no spot" is on_demand; "LoRA vs QLoRA" is task finetune; a prompt and an answer length in
serving are prompt_tokens and seq_len = prompt + answer; messages per user and monthly actives set no load field; a
vague amount ("a few hundred bucks") is no budget; an amount with no currency in Taiwan wording with Taiwan servers is
TWD.

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

DATA = Path(__file__).resolve().parent / "data" / "reading_heldout_11.json"
CASES = load_cases(DATA)

# Measured at 01e2852 (reader as on main 1f12b39): 512/549 fields (93.3 %), 7 spurious in 7 cases; with the en-06
# label corrected (932d02b): 513/550 fields (93.3 %), 6 spurious in 6 cases, 156/187 cases read exactly.
# After the fourth reading round (read20e, whose writer never opened this set): 523/550 (95.1 %), 10 spurious in 9
# cases, 161/187 exact. Of the 10 spurious, 6 are the two labelling conventions the product does not share: a calendar
# deadline read as hours from the clock (3) and requests per user per day read as a peak rate (3).
MISSES: dict[str, str] = {
    # batch jobs in words
    "en-04": "'batch job: 800k product descriptions, ~350 tokens in and ~120 tokens out': batch_requests, output_tokens not read",
    "en-71": "'10,000 ocr'd invoices -> json extraction … ~1000 tokns in / 150 out': seq_len 1000, no batch, no task",
    "en-73": "'6 hour turnaround: score 1.2M reviews': deadline_hours not read",
    "en-82": "'generate 20k product images with a diffusion model': batch_requests not read",
    "zh-22": "'做向量化，1200万个文档切片': batch_requests not read",
    "tw-15": "'把50萬筆商品描述翻成英文': read as a data set of 500,000 examples; no batch_requests, no task",
    "zh-20": "'每篇输入1500 token输出1800 token': output_tokens read as 1500 (the input); '周五前' read as hours from now",
    # calendar deadlines (the label: no duration from the text) read as hours from the present clock
    "en-20": "'need it by end of week': deadline_hours set from the clock (label: a calendar deadline states no duration)",
    "tw-16": "'下禮拜三前': deadline_hours set from the clock; '20萬張圖片分類': modality vision not read",
    # serving sizes and targets in words
    "zh-35": "'QPS大概15，提示词平均800 token': target_requests_per_s and prompt_tokens not read",
    "en-72": "'ttft < 2 secs': target_ttft_ms not read",
    # counts, loads and memory in other words
    "en-39": "'just need 4 of them' (H100s): num_gpus not read",
    "en-55": "'80 gigs or more vram': min_gpu_memory_gib not read",
    "tw-01": "'同時上線大概 30 位使用者': concurrency not read",
    "tw-27": "'批次大小8': batch_size not read",
    "hk-22": "'租8張H100一個月幾多錢': neither the count nor the card read",
    # places
    "tw-03": "'別用AWS，GCP的asia-east1就好': GCP not read, the region id widened to asia",
    "en-47": "'I flew into Singapore yesterday' (small talk): regions sg set",
    # models
    "zh-37": "'华为云昇腾910B能跑deepseek r1吗': model read as DeepSeek-V3",
    # labelling choices the reader reads otherwise (the note's rules)
    "en-33": "'15 messages a day' per user × 400 users read as a peak request rate (0.5/s, shown in the workload line); "
             "the label: messages per user size no field",
    "tw-26": "'平均每人問10個問題' × 800 users a day read as a peak request rate; the label: questions per user size nothing",
    "hk-16": "'畀10個同事用，每人每日大概問50條' read as 10 users a day plus a request rate; the label: 10 users at once",
    "en-24": "'a few hundred bucks a month': read as a 300 USD monthly budget (label: a vague amount is no budget)",
    "en-63": "'LoRA vs QLoRA for qwen2.5-32b': task not read (label: a fine-tune with the method open, finetune)",
    "tw-20": "'月預算10萬 … 機房在台灣': budget read as CNY (label: TWD in Taiwan wording with Taiwan servers)",
    "zh-36": "'跑个小模型qwen2.5 1.5b玩玩': personal_use not read",
}


@pytest.fixture(scope="module")
def readings(tmp_path_factory, once_per_run) -> dict[str, dict[str, Any]]:
    return once_per_run("reading_heldout_11", lambda: read_set(CASES, tmp_path_factory.mktemp("home")))


@pytest.mark.parametrize("case", params(CASES, MISSES))
def test_heldout_11_case(case: dict[str, Any], readings: dict[str, dict[str, Any]]) -> None:
    assert_read(case, readings[case["id"]])


def test_heldout_11_set_shape() -> None:
    assert_shape(CASES, MISSES, size=185, empty=38)
