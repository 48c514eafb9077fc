"""People counted with their desk or domain between the number and the noun ("60 equity analysts", "25 credit-risk
analysts", 60个股票分析师, 60位股票分析師) are a head count, sized at the office peak's share (tools.traffic), never
dropped to one user (Qwen3-32B for 60 equity analysts was sized for "1 user"). Hand: 60 × 15 % ≈ 9 at once."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "n"), [
    ("We own one server with 2x H100 NVL (94GB each). Want Qwen3-32B for 60 equity analysts, they paste 10-K filings "
     "up to 128k tokens.", 60),
    ("serve Qwen3-32B for our 25 credit-risk analysts", 25),
    ("部署Qwen3-32B给60个股票分析师用，他们会贴最长128k token的年报", 60),
    ("部署Qwen3-32B給60位股票分析師用，他們會貼最長128k token的年報", 60),
])
def test_a_desk_before_the_people_keeps_the_head_count(text, n):
    p = extract(text).patch
    assert p.head_count == n, p
