"""Credits on a provider are said in the whole answer: the pick on that provider and the hours they cover.

Hand-worked: "$5k of credits on GCP" for Llama 3.1 8B serving 20 users; the pick's hourly price P on GCP; the line
says 5,000 ÷ P hours (at $3.67/h: 1,362 h), never a $5,000 budget.
"""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


def test_credits_on_gcp_price_the_pick_there_and_say_the_hours(tmp_path):
    text = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "Serve Llama 3.1 8B for 20 concurrent users; we have $5k of credits on GCP").text
    assert "rent gcp " in text, text[:400]
    line = next(x for x in text.splitlines() if "credits on GCP" in x)
    m = re.search(r"cover ≈ ([\d,]+) h .* at \$([\d.]+)/h", line)
    assert m is not None, line
    hours, hourly = float(m.group(1).replace(",", "")), float(m.group(2))
    assert hours == pytest.approx(5000 / hourly, rel=0.01)  # credits ÷ the pick's hourly price
    assert "budget $5,000" not in text


def test_voucher_in_chinese_is_said_back(tmp_path):
    text = Engine(store=Store(tmp_path / "s.db")).handle("t", "部署 Qwen2.5-14B 给 30 人用，我们有阿里云的代金券").text
    assert "阿里云的代金券" in text and "ecs." in text, text[:400]
