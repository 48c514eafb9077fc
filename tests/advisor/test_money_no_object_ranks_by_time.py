"""Money said to be no object ("Money is no object, I just want it fastest", 不在乎钱，要最快, 錢不是問題，越快越好,
"ASAP regardless of price") makes the job's wall-clock time the objective: the fastest plan that runs leads, a multi-node
plan over RDMA included, never the value knee ("fastest worth paying for") that a plain "fastest" stops at."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("said", [
    "Money is no object, I just want it fastest.", "cost doesn't matter, fastest please", "不在乎钱，要最快",
    "錢不是問題，越快越好", "ASAP regardless of price", "as fast as possible, price is irrelevant", "不惜成本，越快越好",
])
def test_money_said_not_to_bind_is_read_with_the_fastest(said):
    got = extract("Full fine-tune of Llama 3.1 8B on 2B tokens. " + said).patch
    assert (got.priority, got.spend_no_object) == ("fastest", True), got


@pytest.mark.slow  # whole answers
@pytest.mark.parametrize("text", [
    "Full fine-tune (not LoRA) of Llama 3.1 8B on 2B tokens. Money is no object, I just want it fastest.",
    "Llama 3.1 8B 全量微调（不是LoRA），20亿token，不在乎钱，要最快",
    "Llama 3.1 8B 全參數微調，20億token，錢不是問題，越快越好",
])
def test_money_no_object_leads_with_the_shortest_job(tmp_path, text):
    # By hand (the catalog's B200 rows): 8 × B200 at $39.20/h finishes in 3.7 h for ≈ $146 (the value knee a plain
    # "fastest" stops at); 2 nodes × 8 × B200 over RDMA finish in 2.0 h (the price tie's stop). With money no object
    # the nodes double while data parallelism pays (tools.dp_scale): B_opt = 0.2920 × (6 × 8e9 × 2e9)^0.3271 ≈ 1.0M
    # tokens; a B200 rank at ≈ 12k tokens/s needs 0.64 s × 12k ≈ 7.6k tokens to hide its 32 GB all-reduce over 50 GB/s,
    # so ≈ 130 ranks: 8 nodes (64 GPUs) in ≈ 44 min lead; no ranked plan is faster.
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    rec = r.recommendation
    assert rec is not None and rec.candidates and rec.workload.spend_no_object, r.text[:900]
    hours = [c.speed.train_hours if c.speed else None for c in rec.candidates]
    assert hours[0] is not None and all(h is None or h >= hours[0] - 1e-9 for h in hours), (hours, r.text[:1500])
    assert rec.candidates[0].instances >= 8 and hours[0] < 1.0, r.text[:1500]  # 8+ B200 nodes, under an hour
    assert not any(m.code == "recommend.fastest_knee_job" for m in rec.beside_pick), r.text[:2500]


@pytest.mark.parametrize("said", [
    "fastest that's still worth the money", "quickest option with the best bang for the buck",
    "性价比最高的最快方案", "最快又划算的方案", "性價比最高的最快方案", "fastest, but it has to be cost-effective",
])
def test_speed_asked_as_value_is_read_beside_the_fastest(said):
    # a sized job's "fastest" stops at the value knee only when value was asked with it (tools.recommend.job_knee)
    got = extract("Full fine-tune of Llama 3.1 8B on 2B tokens. " + said).patch
    assert (got.priority, got.speed_for_money, got.spend_no_object) == ("fastest", True, None), got


@pytest.mark.parametrize("said", ["最快多久能训完", "fastest please", "越快越好", "最快要多久", "Money is no object, fastest"])
def test_a_plain_fastest_asks_no_value(said):
    got = extract("LoRA of Llama 3.1 8B on 30k examples. " + said).patch
    assert got.priority == "fastest" and not got.speed_for_money, got
