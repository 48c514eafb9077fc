"""A count of GPUs above what is sized (100,000) was dropped without a word: "I have 99999999999999999999999 RTX 5090s"
and "I have 500000 RTX 5090s" were answered on "your own 1 × RTX 5090"; 我有5000000张RTX 5090 read one card (the last
three digits before 张 were taken as the count, "000"); 砌部機買5000000張RTX 5090 bought one; "rent 5000000 H100s"
lost the count in silence. Now the count is said not read, in the user's own digits, and no reader turns it into one
card. A count inside the range is read as before."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "said", "owned"), [
    ("I have 99999999999999999999999 RTX 5090s, serve Qwen2.5-7B", "99999999999999999999999", True),
    ("I have 500000 RTX 5090s, serve Qwen2.5-7B", "500000", True),
    ("我有5000000张RTX 5090，跑Qwen2.5-7B", "5000000", True),
    ("砌部機買5000000張RTX 5090，跑Qwen2.5-7B", "5000000", True),
    ("rent 5000000 H100s for Qwen2.5-7B", "5000000", None),
])
def test_a_card_count_over_the_bound_is_said_not_read(text, said, owned):
    e = extract(text)
    assert e.patch.num_gpus is None, e.patch
    assert e.patch.owned_gpus is owned
    assert any(n.startswith(f"'{said}' is not read: a count of GPUs is from 1 to 100,000") for n in e.notes), e.notes
    assert any(z.startswith(f"“{said}”未读取：GPU 数量为 1 到 100,000") for z in e.zh_notes.values())


@pytest.mark.parametrize(("text", "n"), [
    ("I have 100000 RTX 5090s", 100_000),  # the bound itself is read
    ("I have 2 RTX 5090s, serve Qwen2.5-7B", 2),
    ("I have a RTX 5090, serve Qwen2.5-7B", 1),
    ("我有张4090", 1),  # 有张: one card
    ("砌部機買張RTX 5090，跑Qwen2.5-7B", 1),
    ("砌部機買2張RTX 5090，跑Qwen2.5-7B", 2),
])
def test_a_card_count_in_range_is_read_as_before(text, n):
    assert extract(text).patch.num_gpus == n
