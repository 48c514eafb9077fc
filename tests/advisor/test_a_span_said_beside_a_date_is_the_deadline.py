"""A span the user counts beside a calendar deadline ("deadline friday (4 days)", "周五之前（4天）", "due monday, i.e. 3
days") is the deadline: their count, not the weekday worked out on our clock (asked on a Monday and read on a Friday,
"friday (4 days)" became 163 h, and a 4-day job was planned with a week)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, hours", [
    ("full finetune Llama-3.1-8B, 20k samples, deadline friday (4 days), budget $1k", 96.0),
    ("LoRA Qwen3-8B 10k examples, due monday, i.e. 3 days", 72.0),
    ("周五之前（4天）要训完 Qwen3-8B LoRA 1万条", 96.0),
    ("週一前（約 36 小時）要跑完 Qwen3-8B 的 LoRA，1 萬條資料", 36.0),  # 繁體
])
def test_the_span_said_beside_the_date_wins(text, hours):
    e = extract(text)
    assert e.patch.deadline_hours == hours
    assert any("you said" in n or "你说的" in n for n in e.notes), e.notes


def test_brackets_that_are_no_span_leave_the_date():
    e = extract("LoRA Qwen3-8B 10k examples by friday (we have 8 A100s)")
    assert e.patch.deadline_hours is not None and e.patch.deadline_hours not in (8.0, 192.0)
