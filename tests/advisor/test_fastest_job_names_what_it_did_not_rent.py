"""Under "fastest" asked as value for money ("fastest that's worth the money", 性价比最高的最快), a sized job's answer
names the faster plan past its stop with that plan's time and cost, and the pick is the one whose extra cost the time
saved does not pay for (tools.recommend.fastest_knee_line). A plain "fastest" (最快多久) ranks by the time alone: the
first row is the fastest plan that runs, a one-node 8-GPU machine among the candidates, and no value cap is said."""

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
    ("fastest way to LoRA fine-tune Qwen2.5-72B on 300M tokens that's still worth the money?",
     r"past this pick \((.+?), (\$[\d,.]+)\).*?finishes in (.+?) for (\$[\d,.]+), ([\d.]+)× the cost"),
    ("用性价比最高的最快方式全参微调 Qwen2.5-32B，数据 1亿 token，大概多少钱？",
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


@pytest.mark.parametrize("question", [
    "Llama3.1-8B做LoRA微掉，数据集3万条，最快多久能训完",
    "Llama3.1-8B做LoRA微調，資料集3萬條，最快多久能訓完",
    "Fastest way to LoRA fine-tune Llama-3.1-8B on 30k examples? How long at best?",
    "用最快的方式全参微调 Qwen2.5-32B，数据 1亿 token，大概多少钱？",
])
def test_plain_fastest_job_leads_with_the_fastest_plan(engine, question):
    # By hand (the catalog's B200 rows, Llama-3.1-8B LoRA on 30,000 × 2,048 = 61.4M tokens): 8 × H100 ≈ 25 min for
    # ¥43 was the value knee; one 8 × B200 node ≈ 19 min for ¥91 and 2 × 8 × B200 over RDMA ≈ 17 min for ¥282 are
    # sooner. "最快多久" asks for the time: the first row is the fastest one-machine plan, and a plan across machines
    # ranks above it only when clearly sooner (> 25 % and > 10 min: 2 min of 19 is neither), so the two nodes are named
    # beside with their time; no "worth paying for" stop is said.
    r = engine.handle(f"plainfast-{len(question)}", question)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:900]
    hours = [c.speed.train_hours if c.speed else None for c in rec.candidates]
    first = rec.candidates[0]
    assert hours[0] is not None, r.text[:1500]
    one_node = [h for c, h in zip(rec.candidates, hours) if h is not None and c.instances == 1]
    if first.instances == 1:
        assert all(h >= hours[0] - 1e-9 for h in one_node), (hours, r.text[:1500])
    assert not any(m.code == "recommend.fastest_knee_job" for m in rec.beside_pick), r.text[:2500]
    assert not re.search(r"worth paying for|值得花钱的最快|值得花錢的最快", r.text), r.text[:2500]
    sooner = [c for c, h in zip(rec.candidates, hours) if h is not None and h < hours[0] - 1e-9]
    assert all(c.instances > 1 for c in sooner), (hours, r.text[:1500])
    if sooner:
        # the two nodes it passed over are named with their time and cost, and why one machine leads
        more = next((m for m in rec.beside_pick if m.code == "recommend.multi_node_not_led"), None)
        assert more is not None and more.args["machines"] >= 2, r.text[:2500]
        assert re.search(r"Across \d+ machines|跨 \d+ 台机器|跨 \d+ 臺機器", r.text), r.text[:2500]
    if first.instances > 1:
        # a multi-node first row (clearly sooner) names the fastest one-machine plan beside it
        one = next((m for m in rec.beside_pick if m.code == "recommend.one_machine_beside"), None)
        assert one is not None and 0 < one.args["share"] < 1, r.text[:2500]
        assert re.search(r"On one machine|只用一台机器|只用一臺機器", r.text), r.text[:2500]
