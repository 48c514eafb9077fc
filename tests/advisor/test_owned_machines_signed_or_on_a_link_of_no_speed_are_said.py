"""Owned machines counted with a sign ("-2 8-card H20 boxes": read as 2 machines × 8 cards, no word) and a link of no
speed ("on 0G ethernet", 0G以太网: dropped with no word) are said not read (extract_rules.drop_impossible_counts), and
nothing is sized on them; "2 8-card H20 boxes on 25G ethernet" is read (16 H20 on 2 machines, 25G, no RDMA)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import drop_impossible_counts


@pytest.mark.parametrize("text, said", [
    ("we have -2 8-card H20 boxes on 25G ethernet, serve DeepSeek-V3 for 50 users", "'-2 8-card H20 boxes' is not read"),
    ("0 8-card boxes", "'0 8-card boxes' is not read"),
    ("we have two 8-card H20 boxes on 0G ethernet, serve DeepSeek-V3 for 50 users", "'0G ethernet' is not read"),
    ("我们有两台8卡H20，0G以太网，给50个用户部署DeepSeek-V3", "'0G以太网' is not read"),
    ("我們有兩台8卡H20，0G以太網，給50個用戶部署DeepSeek-V3", "'0G以太網' is not read"),
])
def test_the_figure_is_said_not_read(text, said):
    notes = drop_impossible_counts(text)[1]
    assert any(said in en for en, _ in notes), notes


def test_owned_machines_on_a_real_link_are_read():
    assert drop_impossible_counts("we have 2 8-card H20 boxes on 25G ethernet, serve DeepSeek-V3 for 50 users")[1] == []
