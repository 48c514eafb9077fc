"""People who will use a service are a head count, sized at the share active at once (tools.traffic); a stated
at-once figure is taken as said. Expected figures are worked by hand: 15 % of the people, rounded up, at least 5
(a team of 5 or fewer: all of them)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _load(text: str) -> tuple[int | None, int | None]:
    p = extract(text).patch
    return p.head_count, p.concurrency


@pytest.mark.parametrize("text, people", [
    ("We want a private ChatGPT-style assistant on Llama 3.1 8B for about 50 people in the office.", 50),
    ("部署Qwen2.5-7B，公司150人用", 150),
    ("部署Qwen2.5-7B，80 人用", 80),
    ("部署Qwen2.5-7B，給 20 個工程師用", 20),
    ("our 30 analysts will use Llama 3.1 8B", 30),
    # read it as 1 user: the people said just after who it is for
    ("想部署满血版 DeepSeek-V3 给公司用，大概 100 人，必须在国内。要什么配置？", 100),
])
def test_people_who_use_it_are_a_head_count(text, people):
    assert _load(text) == (people, None)


@pytest.mark.parametrize("text, at_once", [
    ("serve Llama 3.1 8B for 50 people, all 50 at the same time", 50),  # all of them, said with the number
    ("serve Llama 3.1 8B for 50 people, all of them at the same time", 50),  # all of them, said without it
    ("serve Llama 3.1 8B, 50 at once", 50),
    ("serve Llama 3.1 8B for 50 concurrent users", 50),
    ("部署Qwen2.5-7B，50人同时在用", 50),  # 在用: in use (50人同时在线 is 50 online: tests/advisor/test_people_online.py)
    ("部署Qwen2.5-7B，峰值50", 50),
    ("部署Qwen2.5-7B，公司150人用，全部都会同时用", 150),  # all of them using it at once (全部同时在线: all online)
    ("serve Llama 3.1 8B for about 5 people at once", 5),  # the at-once word after the count, in its clause
    ("組里20个人一起用的代码助手，qwen2.5 32b", 20),  # 一起: together
    # "maybe 3 at the same time" of 10 lawyers is 3 at once (once read as 10)
    ("Our legal team (10 lawyers, maybe 3 using it at the same time) wants Llama 3.3 70B", 3),
])
def test_a_stated_at_once_figure_stays_as_said(text, at_once):
    assert _load(text)[1] == at_once


@pytest.mark.slow
def test_the_answer_says_the_share_and_shows_both_figures(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(Store(tmp_path / "s.db"))
    r = engine.handle("t", "serve Llama 3.1 8B for about 50 people")
    # 15 % of 50 = 7.5 → 8 at once; the line names the at-once figure and the people it came from
    assert (r.recommendation.workload.head_count, r.recommendation.workload.concurrency) == (50, 8)
    assert "8 users at once (of 50 people)" in r.lead
    assert any("'about 50 people' read as ≈ 8 active at once" in n for n in r.notes)
    # a new head count replaces the at-once figure: 100 × 15 % = 15
    r = engine.handle("t", "make it 100 people")
    assert (r.recommendation.workload.head_count, r.recommendation.workload.concurrency) == (100, 15)
    # a stated concurrency replaces the head count
    r = engine.handle("t", "actually 20 concurrent users")
    assert (r.recommendation.workload.head_count, r.recommendation.workload.concurrency) == (None, 20)


@pytest.mark.slow
def test_the_chinese_line_names_both_figures(tmp_path):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    r = Engine(Store(tmp_path / "s.db")).handle("z", "部署Qwen2.5-7B，公司150人用")
    # 15 % of 150 = 22.5 → 23 at once
    assert "23 路并发（共 150 人）" in r.lead
    assert any("同时约 23 人" in n for n in r.notes)
