"""Held-out reading set 16 (tests/advisor/data/reading_heldout_16.json), one test per case.

The 163 phrasings (74 EN, 50 简体, 20 繁體 Taiwan, 19 繁體 Hong Kong; 19 that state nothing or only small talk) were
written and committed (694e13e) before the reader was run on any of them, by a writer who had not read the reader, its
tests or the other labelled sets' texts; the writer's note is reading_heldout_16.md beside the data. No label was
changed after measuring. Each case lists only the Workload fields its text states; the judge is
scripts/measure_reading_heldout.py. Labels follow the spec table at the top of docs/CONVERSATION.md where it speaks and
set 15's label rules elsewhere; the note lists every choice.

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

DATA = Path(__file__).resolve().parent / "data" / "reading_heldout_16.json"
CASES = load_cases(DATA)

# Measured blind at 694e13e (reader as on main cdc473c): 469/496 fields (94.6 %), 8 spurious in 8 cases, 131/163 cases
# read exactly (`python scripts/measure_reading_heldout.py --data tests/advisor/data/reading_heldout_16.json --misses`).
MISSES: dict[str, str] = {
    # answer-time limits (target_answer_s) not read
    "en-22": "'whole reply has to land inside 40 seconds': target_answer_s not read",
    "en-66": "'need answers … in under 15 sec, first token in 2 sec': target_answer_s 15 not read (TTFT 2000 is)",
    "zh-25": "'整个回答最多等一分半钟': target_answer_s 90 not read (一分半 in words)",
    "tw-16": "'20秒內就要拿到完整回覆': target_answer_s 20 not read",
    # first-token limits in other words
    "tw-06": "'1秒內要看到第一個token': target_ttft_ms 1000 not read",
    "hk-09": "'出第一隻字唔可以等多過半秒': target_ttft_ms 500 not read (半秒 in words)",
    # reasoning / answer lengths
    "zh-24": "'平均10k token的思考': read as seq_len 10240, not output_tokens (spec: never the context)",
    "tw-19": "'推理過程大概6000個token': output_tokens 6000 not read",
    "hk-11": "'每次作答大約3000個token': output_tokens 3000 not read",
    # daily people in other words
    "zh-14": "'日访问量一万五千人左右': daily_users 15000 not read",
    "tw-13": "'每天的使用人數約8000': daily_users 8000 not read",
    "hk-10": "'一日大約有一萬人用我哋個app': daily_users 10000 not read",
    # recurring batches
    "en-06": "'every night we summarise ~250k …': batch_period day not read (count, lengths read)",
    "hk-14": "'每個禮拜要將40萬份合約抽取重點': batch_period week not read (count read)",
    "en-47": "'transcribe about 45k customer calls': 45k read as concurrency, not batch_requests",
    # speeds, floors, knobs and options in other words
    "zh-13": "'人均输出速度不低于20 token/s': read as aggregate target_tokens_per_s, not per user",
    "zh-28": "'单卡显存不能低于96G': min_gpu_memory_gib 96 not read",
    "zh-05": "'秩设成64': lora_rank 64 not read",
    "zh-30": "'3万段对话做训练集（平均一段2000 token左右）': dataset not read (段 as the counter)",
    "zh-19": "follow-up '用4张就够了吧': num_gpus 4 not read (a card count with no card name)",
    "zh-39": "'不要市场上的散户机器，要正规云厂商': exclude_marketplace not read",
    "en-52": "'reserve for a year': billing reserved not read",
    "en-54": "'no cache reuse': prefix_cache false not read",
    # names
    "en-49": "bare 'mixtral,' (a registry alias) not read as Mixtral-8x7B",
    "en-60": "'405b llama' read as params_b 405 only, not Llama-3.1-405B",
    "en-10": "fit question 'can my two 3090s handle qwq 32b': task inference not read (cards, model, GGUF type read)",
    # small talk read as facts
    "zh-45": "off-topic '帮我把这段话翻译成英文': task inference set",
    "zh-49": "small talk about the bot '你们这个机器人是用什么写的': task inference set",
    "zh-50": "small talk '周末去杭州玩，有什么推荐吗': regions cn-east set",
    "hk-17": "small talk '今晚食咩好' (what to eat tonight): deadline_hours set from 今晚",
    # label disputes (reading_heldout_16.md "Measured"): the reader's reading is defensible, the label kept as written
    "en-58": "'I have a 5090 at home' given num_gpus 1 (label: a singular card states no count, set 15's rule)",
    "en-59": "'my friend says tpu v5e is cheap …': gpu_preference not set (label: the plan names the card; a friend's "
             "suggestion may be read as no choice)",
}


@pytest.fixture(scope="module")
def readings(tmp_path_factory, once_per_run) -> dict[str, dict[str, Any]]:
    return once_per_run("reading_heldout_16", lambda: read_set(CASES, tmp_path_factory.mktemp("home")))


@pytest.mark.parametrize("case", params(CASES, MISSES))
def test_heldout_16_case(case: dict[str, Any], readings: dict[str, dict[str, Any]]) -> None:
    assert_read(case, readings[case["id"]])


def test_heldout_16_set_shape() -> None:
    assert_shape(CASES, MISSES, size=163, empty=19)
