"""Serving that must outlive a machine ("we need redundancy / HA / N+1", 高可用, 双机热备: Workload.redundancy): at least
2 replicas on separate machines, priced as such (tools.offers.redundant), said back as honoured, or refused for work that
is no online service; zones asked are said to be beyond the catalog's region rows (tools.recommend.redundancy_line).
Expected values are worked by hand in the comments."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tests.tools.test_offers import row
from tools.offers import redundant
from tools.recommend import Options, recommend
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


# ---- reading ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, kind", [
    ("Serve Llama-3-70B for 200 users, we need redundancy", "machines"),
    ("serve llama 3 8b for 20 users, no single point of failure", "machines"),
    ("We need N+1 for serving Llama 3 8B to 50 users", "machines"),
    ("Serve Llama-3-8B for 50 users; it has to be highly available", "machines"),
    ("部署 Llama-3-70B 给 200 人用，两台做高可用", "machines"),
    ("Llama-3-70B 推理，200并发，需要双机热备", "machines"),
    ("部署 Llama-3-70B，需要冗余", "machines"),
    ("Serve Llama-3-70B, needs HA across two zones", "zones"),
    ("部署 Llama-3-70B，要高可用，跨可用区", "zones"),
    # one machine lost at full load, said as a failure (N+1)
    ("serve Llama-3.1-70B for 40 users, must survive one server failure at full capacity", "machines"),
    ("serve Llama-3.1-70B for 40 users, it must keep full capacity if one server dies, only H100", "machines"),
    ("serve Qwen2.5-32B for 30 users and tolerate a node going down", "machines"),
    ("serve Qwen2.5-32B for 30 users; we must be able to lose any one machine", "machines"),
    ("部署 Llama-3.1-70B 给40人同时用，一台机器挂了也要能扛住全部负载", "machines"),
    ("部署 Llama-3.1-70B 給40人用，壞一台也要頂得住全部流量", "machines"),
    ("部署 Qwen2.5-32B，任意一台服务器宕机也不能影响服务", "machines"),
])
def test_redundancy_words_are_read(text, kind):
    assert extract(text).patch.redundancy == kind


@pytest.mark.parametrize("text", [
    "Serve Llama-3-70B for 200 users",
    "Serve Llama-3-70B for 200 users, we don't need HA",
    "部署 Llama-3-70B，不需要高可用",
    "ha ha, serve llama 3 8b for a few friends",
    "serve Llama-3.1-70B on one server with 8 GPUs",
    "can one machine handle a server with 4 GPUs? serve Qwen2.5-7B",
    "部署 Qwen2.5-7B，一台机器够吗",
])
def test_no_redundancy_without_the_words(text):
    assert extract(text).patch.redundancy is None


# "one server" in a failure phrase is no limit to one machine; said alone it still is
@pytest.mark.parametrize("text, one", [
    ("serve Llama-3.1-70B for 40 users, must survive one server failure at full capacity", None),
    ("serve Llama-3.1-70B for 40 users, keep full capacity if one server dies", None),
    ("serve Llama-3.1-70B for 40 users on one server", 1),
    ("serve Llama-3.1-70B for 40 users on a single machine", 1),
])
def test_a_machine_failure_is_not_one_machine(text, one):
    assert extract(text).patch.max_nodes == one


# ---- sizing: machines and replicas --------------------------------------------------------------------------------
@pytest.mark.parametrize("machines, nodes, replicas, want", [
    (1, 1, 1, (2, 2)),   # one replica on one machine → a second machine with its own replica
    (1, 1, 4, (2, 8)),   # 4 replicas × 2 GPU in one 8-GPU box → two boxes carrying 4 each: 8
    (2, 2, 1, (4, 2)),   # one copy over 2 machines → a second copy on 2 more machines: 4 machines, 2 copies
    (3, 1, 3, (4, 4)),   # the load needs 3 replicas on 3 machines: one machine more, so any 3 left carry it all
    (2, 1, 4, (3, 6)),   # 2 machines of 2 replicas: a third of 2 → 6; losing any one leaves 4, the load's need
    (3, 1, 4, (4, 6)),   # 4 replicas on 3 machines, the fullest holds ⌈4/3⌉ = 2: one more machine of 2 → 6, 4 left
    (4, 2, 2, (6, 3)),   # 2 copies of 2 machines each: a third copy on 2 more machines; one lost leaves 2 copies
])
def test_redundant_adds_one_machines_worth_so_the_rest_carry_the_whole_load(machines, nodes, replicas, want):
    assert redundant(machines, nodes, replicas) == want


# Llama-3-8B BF16 for 20 users at 4,096 tokens: 16 GB of weights + KV 2 × 32 layers × 8 heads × 128 × 2 bytes = 131 kB
# a token × 20 × 4,096 ≈ 10.7 GB ≈ 27 GB, one 80 GB H100 holds it and serves 20 streams fast: 1 × $2.00/h. Redundant:
# 2 machines of one H100, a replica each serving 10 → 2 × $2.00 = $4.00/h, ≈ 4 × 730 = $2,920 a month.
def _h100_8b(**kw):
    w = Workload(model="Llama-3-8B", concurrency=20, **kw)
    return recommend(registry.get("Llama-3-8B"), w, GPUS, [row("H100 SXM", 1, 2.0)], Options())


@pytest.mark.slow
def test_a_redundant_service_is_two_machines_priced_as_two():
    one, two = _h100_8b().candidates[0], _h100_8b(redundancy="machines")
    top = two.candidates[0]
    assert one.instances == 1 and one.price_per_hour.amount == pytest.approx(2.0)
    assert top.instances == 2 and top.replicas == 2 and top.users_per_replica == 10
    assert top.price_per_hour.amount == pytest.approx(4.0)
    line = next(c for c in two.constraints if c.name == "redundancy")
    assert line.status == "honoured"
    assert "2 replicas on 2 separate machines" in line.message.en and "leaves 1 replica serving" in line.message.en
    assert "2 台机器上 2 个副本" in line.message.zh


@pytest.mark.slow
def test_redundancy_asked_of_a_training_job_is_refused_openly():
    w = Workload(model="Llama-3-8B", task="lora", redundancy="machines")
    rec = recommend(registry.get("Llama-3-8B"), w, GPUS, [row("H100 SXM", 1, 2.0)], Options())
    line = next(c for c in rec.constraints if c.name == "redundancy")
    assert line.status == "refused" and "no online service" in line.message.en


# Zones: the hand-built row is in us-east-1 only, so the catalog names one region and cannot tell zones apart.
@pytest.mark.slow
def test_zones_are_said_to_be_beyond_the_catalog():
    rec = _h100_8b(redundancy="zones")
    zones = next(c for c in rec.constraints if c.name == "zones")
    assert zones.status == "unchecked"
    assert "by region, not by zone" in zones.message.en and "us-east-1 (1)" in zones.message.en
    assert "可用区" in zones.message.zh


# ---- whole answers ----------------------------------------------------------------------------------------------
def answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    ("Serve Llama-3-8B for 20 concurrent users, we need redundancy: no single point of failure",
     "redundancy (no single machine to lose)"),
    ("部署 Llama-3-70B 给 200 个并发用户，两台做高可用", "高可用（不怕单台机器故障）"),
    ("部署 Llama-3-70B 給 200 個並發用戶，要雙機熱備", "高可用"),
])
def test_a_redundant_answer_says_it_and_rents_at_least_two_machines(tmp_path, text, said):
    out = answer(tmp_path, text)
    first = out.splitlines()[0]
    assert said in first  # the workload line
    head = next(ln for ln in out.splitlines()[1:] if ln.startswith("**"))
    assert any(f"{n} × " in head or f"{n} 台" in head for n in (2, 3, 4))  # the pick rents machines, plural


# "survive one server failure at full capacity" is N+1, never one machine: Llama-3.1-70B for 40 users needs 141.1 GB of
# BF16 weights + 40 × 4,096 × 327,680 B (2 × 80 layers × 8 KV heads × 128 × 2 B) = 53.7 GB of KV ≈ 195 GB, which one
# machine holds; N+1 rents a second one, so the answer rents 2 or more machines and says what one lost machine leaves.
@pytest.mark.slow
@pytest.mark.parametrize("text, said, left", [
    ("serve Llama-3.1-70B for 40 users, must survive one server failure at full capacity",
     "redundancy (no single machine to lose)", "as many as the whole load of 40 needs"),
    ("部署 Llama-3.1-70B 给40人同时用，一台机器挂了也要能扛住全部负载", "高可用（不怕单台机器故障）", "足以承担全部 40 路负载"),
])
def test_a_machine_failure_at_full_capacity_is_sized_n_plus_one(tmp_path, text, said, left):
    e = Engine(store=Store(tmp_path / "s.db"))
    lines = e.handle("t", text).text.splitlines()
    out = e.handle("t", "details").text
    assert said in lines[0]
    assert not any("✅" in ln and ("one node" in ln or "单机" in ln) for ln in lines)
    assert left in out
