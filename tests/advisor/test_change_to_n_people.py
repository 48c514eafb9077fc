"""A follow-up that changes the people with a change verb and the people word after the number ("改成50人", "換成 80 個人")
is read as the new head count, as "人数改成50" already was (it was answered "no change read")."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "n"), [
    ("改成80人", 80), ("換成 120 個人", 120), ("那就改为200位同事吧", 200),
])
def test_a_changed_head_count_is_read(text, n):
    assert extract(text).patch.head_count == n


def test_money_after_a_change_verb_is_no_people():
    # 人民币 is not 人: "改成50人民币" changes no head count
    p = extract("改成50人民币").patch
    assert p.head_count is None and p.concurrency is None
