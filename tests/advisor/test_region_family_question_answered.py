"""A question whether a cloud region has instance families ("is there g6e or p5 in AWS UAE?", "AWS me-central-1 有没有
g6e 或 p5", 有冇) is answered from the catalog beside the plan: yes or no per family named, a listed variant of the
name (p5en for p5), the families listed there and the snapshot's date. It was never answered."""

from __future__ import annotations

import pytest

from advisor.core.region_family_lines import asked_families, family_msgs
from tests.conftest import module_home
from tools.schema import InstanceRow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _row(itype: str, gpu: str, n: float, region: str = "me-central-1", as_of: str = "2026-11-09") -> InstanceRow:
    return InstanceRow(provider="aws", instance_type=itype, region=region, gpu=gpu, gpu_count=n, as_of=as_of)


ROWS = [_row("g5.xlarge", "A10G", 1), _row("g6.16xlarge", "L4", 1), _row("p5en.48xlarge", "H200 SXM", 8),
        _row("g6e.xlarge", "L40S", 1, "us-east-1"), _row("p5.48xlarge", "H100 SXM", 8, "us-east-1")]


@pytest.mark.parametrize("text", ["is there g6e or p5 in me-central-1?", "AWS me-central-1 有没有 g6e 或 p5？",
                                  "AWS阿聯酋有冇g6e或者p5？"])
def test_the_families_named_are_read(text):
    assert asked_families(text, ROWS) == ("aws", ["g6e", "p5"])


def test_each_family_is_yes_or_no_with_what_is_listed():
    # me-central-1 holds g5, g6 and p5en only: g6e no, p5 no (p5en, H200, is), g5 yes
    msg = family_msgs("aws", "me-central-1", ["g6e", "p5", "g5"], ROWS)
    en, zh = msg.text("en"), msg.text("zh")
    assert "g6e — no" in en and "p5 — no (listed: p5en (H200 SXM))" in en and "g5 — yes: g5.xlarge (1 × A10G)" in en
    assert "per our catalog snapshot (as of 2026-11-09)" in en and "Listed there: g5 (A10G), g6 (L4), p5en" in en
    assert "g6e——没有" in zh and "目录快照" in zh and "2026-11-09" in zh


@pytest.mark.slow
@pytest.mark.parametrize("q, no", [
    ("Dubai fintech, we want gpt-oss-20b for 20 staff, data must stay in the UAE, is there g6e or p5 in AWS UAE?",
     "g6e — no"),
    ("迪拜金融科技公司，gpt-oss-20b 给20个员工用，数据必须留在阿联酋，AWS me-central-1 有没有 g6e 或 p5？", "g6e——没有"),
    ("杜拜金融科技公司，gpt-oss-20b 俾20個員工用，資料一定要留喺阿聯酋，AWS阿聯酋有冇g6e或者p5？", "g6e——沒有"),
])
def test_the_question_is_answered_beside_the_plan(tmp_path, q, no):
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", q)
    first = reply.text.splitlines()[0]
    assert "me-central-1" in first and no in first, first
    assert "gpt-oss-20b" in reply.text  # the plan is still there
