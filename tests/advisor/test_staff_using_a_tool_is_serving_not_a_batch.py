"""People who use a tool ("120 claims assessors want it to summarise claim files", 80位核保人員, 60个理赔员) are a head
count served at once, never a batch of that many requests: a count of people is no count of items
(extract_rules.PEOPLE_COUNTED), and a request's in/out pair ("~6k tokens in, 400 out") is each request's shape, never a
batch's token total. Items counted with a deadline ("summarise 30,000 files tonight") stay a batch."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


def test_english_inspectors_with_a_monthly_budget_are_served() -> None:
    # Hand: 90 people, 15 % at the office peak ≈ 14 at once; each request 5,000 in + 300 out = 5,300 tokens.
    # Qwen3-32B KV = 2 × 64 layers × 8 kv heads × 128 × 2 B = 256 KiB a token → 14 × 5,300 × 0.25 MiB ≈ 18 GiB.
    f = _fields("90 building inspectors want qwen3-32b to summarise site reports (~5k tokens in, 300 out), "
                "budget around $4k a month")
    assert f["head_count"] == 90 and "batch_requests" not in f, f
    assert f["prompt_tokens"] == 5000 and f["output_tokens"] == 300 and f["seq_len"] == 5300, f


def test_simplified_staff_count_is_no_batch() -> None:
    f = _fields("60个理赔员要用Qwen3-32B总结理赔材料（每份约5k token输入，输出300），每月预算2万元")
    assert f["head_count"] == 60 and "batch_requests" not in f, f


def test_traditional_staff_count_is_no_batch() -> None:
    f = _fields("80位核保人員用Qwen3-32B摘要保單文件（每份約5k token輸入，輸出300），每月預算10萬台幣")
    assert f["head_count"] == 80 and "batch_requests" not in f, f


def test_items_with_a_deadline_stay_a_batch() -> None:
    # 30,000 files tonight: a batch of 30,000 requests, 400 tokens out each
    f = _fields("summarise 30,000 claim files tonight with qwen3-32b (~6k tokens in, 400 out)")
    assert f["batch_requests"] == 30000 and f["output_tokens"] == 400, f
