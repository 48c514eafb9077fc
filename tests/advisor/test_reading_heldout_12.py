"""Held-out reading set 12 (tests/advisor/data/reading_heldout_12.json), one test per case.

The 160 phrasings (72 EN, 48 简体, 22 繁體 Taiwan, 18 繁體 Hong Kong; 25 that state nothing or only small talk) were
written and committed (8730483) before the reader was run on any of them, by a writer who had not read the reader, its
tests or the other labelled sets' texts; the writer's note is reading_heldout_12.md beside the data. No label was
changed after measuring. Each case lists only the Workload fields its text states; the judge is
scripts/measure_reading_heldout.py. Labelling choices (the note has them all): "money no object" / 錢不是問題 is the
fastest intent; "speed matters more than price" is fastest; a calendar limit (今天之内, "by next monday") states no
duration; "either lora or qlora" is task finetune; "just for fun" / "nothing serious" is personal use; one's own card
given by count word only (有張3090) is one GPU; cards given only by size are a memory ceiling; 1兆 (Taiwan) is 10^12.

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

DATA = Path(__file__).resolve().parent / "data" / "reading_heldout_12.json"
CASES = load_cases(DATA)

# Measured at 8730483 (reader as on main d5380ad): 526/558 fields (94.3 %), 7 spurious in 7 cases, 132/160 cases read
# exactly (`python scripts/measure_reading_heldout.py --data tests/advisor/data/reading_heldout_12.json --misses`).
MISSES: dict[str, str] = {
    # negation and its scope
    "en-04": "'fine-tune every weight … not lora, bf16': precision bf16 not read",
    "en-41": "'w/o gradient checkpointing': read as gradient_checkpointing true (the negation dropped)",
    "en-60": "'can't use spot': read as billing spot (label: a refused spot is on_demand)",
    "tw-06": "'全參數微調，不是LoRA': task read as lora (the negated method)",
    "hk-04": "'full finetune … 唔係lora': task read as lora (the negated method)",
    "tw-10": "'AWS的ap-northeast-1，Azure就免了': providers read as aws + azure (the refusal 就免了 not read)",
    "hk-18": "'h100 定 h200 好啲' (a comparison): gpu_preference set to H100",
    # batch jobs in words
    "en-07": "'embed 40 million rows …, we have about 6 hours': deadline_hours not read",
    "en-68": "'caption 2 million product photos': read as a data set of 2M examples; no batch, no task, no vision",
    "zh-29": "'批量生成20万张图片，用扩散模型': read as a data set of 200k images; no batch, no task, no diffusion",
    "tw-19": "'生成10萬張商品圖，用擴散模型': modality diffusion not read",
    "hk-06": "'每份入1000 token出150 token': read as seq_len 1250, output_tokens 250",
    # methods, intents, typos
    "en-62": "'speed matters more than price': priority fastest not read",
    "en-64": "'tight budget, like $0.5/h tops': priority cheapest set (label: a budget cap is no cheapest intent)",
    "tw-12": "'部屬Yi-34B' (typo of 部署): task not read",
    # load, cards, places, amounts
    "en-65": "'for like 3 friends, nothing serious': concurrency and personal_use not read",
    "en-63": "'qlora 70b with 2 48gb gpus': num_gpus and max_gpu_memory_gib not read",
    "hk-08": "'我自己有張3090': num_gpus 1 not read",
    "en-67": "'in the us': regions not read",
    "zh-32": "'3k刀一个月': budget not read; '3k' read as a 3,072-token context",
    "tw-18": "'資料量1兆token': train_tokens (10^12) not read",
    # labelling choice the reader does not share
    "zh-30": "'今天之内搞定': deadline_hours set from the clock (label: a calendar limit states no duration)",
}


@pytest.fixture(scope="module")
def readings(tmp_path_factory, once_per_run) -> dict[str, dict[str, Any]]:
    return once_per_run("reading_heldout_12", lambda: read_set(CASES, tmp_path_factory.mktemp("home")))


@pytest.mark.parametrize("case", params(CASES, MISSES))
def test_heldout_12_case(case: dict[str, Any], readings: dict[str, dict[str, Any]]) -> None:
    assert_read(case, readings[case["id"]])


def test_heldout_12_set_shape() -> None:
    assert_shape(CASES, MISSES, size=160, empty=25)
