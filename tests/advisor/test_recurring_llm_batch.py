"""A recurring LLM batch ("1M tickets a day", 每天 5 万页, 每週 80 萬篇) is a job that must finish within its period,
priced per period and per month ("每天 5 万页" was priced once, and earlier as one interactive user).

Hand check: a month is 730 h (the product's month), i.e. 730 / 24 = 30.42 days or 730 / 168 = 4.35 weeks, so the
monthly figure is the per-period job cost × 30.42 (daily) or × 4.35 (weekly); a daily batch's pick must finish in
under 24 h when no other deadline is stated (the next day's batch arrives then)."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def _num(s: str) -> float:
    return float(s.replace(",", ""))


@pytest.mark.parametrize("text, per_month, period_words", [
    ("Summarize 1M support tickets a day with Llama 3.1 8B, 1k tokens in, 200 out",
     730 / 24, (r"every day: ≈ \$([\d,.]+) a day, ≈ \$([\d,.]+) a month", "batch of 1,000,000 requests every day")),
    ("Qwen2-VL-72B 做文档 OCR 理解，每天 5 万页",
     730 / 24, (r"每天 ≈ ¥([\d,.]+)，每月 ≈ ¥([\d,.]+)", "每天批量 50,000 条")),
    ("每週 80 萬篇文章做摘要，用 Qwen2.5-7B，輸入 2k，輸出 300",
     730 / 168, (r"每週 ≈ ([\d,.]+) TWD，每月 ≈ ([\d,.]+) TWD", "每週批量 800,000 條")),
])
def test_a_recurring_batch_is_priced_per_period_and_per_month(tmp_path, text, per_month, period_words):
    out = answer(tmp_path, text)
    money, line = period_words
    assert line in out, out
    m = re.search(money, out)
    assert m, out
    assert _num(m.group(2)) == pytest.approx(_num(m.group(1)) * per_month, rel=0.01)


def test_a_daily_batch_finishes_within_the_day(tmp_path):
    # 20M × (1,024 in + 200 out) with a 70B model is ~12 days on one 8-GPU node (the one-off answer); a daily batch
    # must be done before the next arrives, so the sizer adds machines until the day holds it.
    out = answer(tmp_path, "Summarize 20M support tickets a day with Llama 3.1 70B, 1k tokens in, 200 out")
    took = re.search(r"done in ≈ ([\d.]+) (h|days)", out)
    assert took, out
    assert took.group(2) == "h" and float(took.group(1)) < 24, took.group(0)
    assert re.search(r"rent \d+ × ", out)  # more than one machine
