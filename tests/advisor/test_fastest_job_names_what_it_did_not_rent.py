"""Under "fastest" a sized job's answer names the faster plan past its stop with that plan's time and cost, and the
pick is the one whose extra cost the time saved does not pay for (tools.recommend.fastest_knee_line)."""

from __future__ import annotations

import re

import pytest

from tests.conftest import module_engine, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


engine = pytest.fixture(scope="module", name="engine")(module_engine)


def _money(s: str) -> float:
    return float(re.sub(r"[^\d.]", "", s))


def _hours(s: str) -> float:
    n = float(re.search(r"[\d.]+", s).group())  # type: ignore[union-attr]
    return n / 60 if ("min" in s or "分钟" in s) else n * 24 if ("day" in s or "天" in s) else n


@pytest.mark.parametrize("question, pat", [
    # Qwen2.5-72B LoRA on 300M tokens: one 8 × B200 node ≈ 4.8 h, two nodes at a dearer provider ≈ half the time at
    # about twice the job's cost: the one node leads and the two are named with their time and cost
    ("fastest way to LoRA fine-tune Qwen2.5-72B on 300M tokens?",
     r"past this pick \((.+?), (\$[\d,.]+)\).*?finishes in (.+?) for (\$[\d,.]+), ([\d.]+)× the cost"),
    ("用最快的方式全参微调 Qwen2.5-32B，数据 1亿 token，大概多少钱？",
     r"在此之上（(.+?)，(¥[\d,.]+)）.*?([\d.]+ ?(?:分钟|小时|天))完成、共 (¥[\d,.]+)，是 ([\d.]+) 倍的花费"),
])
def test_fastest_job_names_the_dearer_faster_plan_it_did_not_rent(engine, question, pat):
    out = engine.handle(f"fastjob-{len(question)}", question).text
    m = re.search(pat, out)
    assert m, out
    took, cost, took_2, cost_2, times = m.groups()
    # the named plan is faster, dearer, and its extra cost outruns its time saved (else it would have been the pick)
    assert _hours(took_2) < _hours(took) and _money(cost_2) > _money(cost)
    assert abs(_money(cost_2) / _money(cost) - float(times)) < 0.06
    assert _money(cost_2) / _money(cost) > _hours(took) / _hours(took_2)
