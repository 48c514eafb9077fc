"""A speech batch with a per-item limit ("results within 1 hour of the call", 每通电话挂断后1小时内出结果) over a month's
audio says the always-on cards it needs and their month (hourly × 730 h), beside the batch's GPU-hours — in English,
简体 and 繁體. Hand: 3,000 h a month → 4.1 h of audio an hour, 9.9 h in the busiest hour (× 2.4); 2,000 h → 2.7 and
6.6 (2,000 ÷ 730 = 2.74 × 2.4 = 6.58)."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow  # whole answers


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def _num(s: str) -> float:
    return float(s.replace(",", ""))


@pytest.mark.parametrize("text, avg, peak, pattern", [
    ("~3,000 hours of calls a month to transcribe, results within 1 hour of the call. Data must stay in France. "
     "GPU + monthly cost?", "4.1 h an hour", "9.9 h in the busiest hour",
     r"\$([\d.,]+)/h × 730 h ≈ \*\*\$([\d,]+) a month"),
    ("每月大约2000小时的客服录音要转写，每通电话挂断后1小时内出结果，用什么GPU，每月多少钱？", "约 2.7 小时", "约 6.6 小时",
     r"每小时 ¥([\d.,]+) × 730 小时 ≈ \*\*每月 ¥([\d,]+)"),
    ("每個月大約2000個鐘嘅客服錄音要轉文字，每通電話掛斷後1小時內要有結果，用咩GPU，每月幾錢？", "約 2.7 小時",
     "約 6.6 小時", r"每小時 ([\d.,]+) HKD × 730 小時 ≈ \*\*每月 ([\d,]+) HKD"),
])
def test_a_per_item_limit_prices_the_cards_kept_up_all_month(tmp_path, text, avg, peak, pattern):
    out = _ask(tmp_path, text)
    line = next((x for x in out.splitlines() if "730" in x and (avg in x)), "")
    assert peak in line, out
    got = re.search(pattern, line)
    assert got is not None, line
    assert _num(got.group(2)) == pytest.approx(_num(got.group(1)) * 730, rel=0.01)
