"""The recommender's pieces on hand-built catalog rows: eligibility with reasons, sizing, ranking,
tiers and constraints (tools/offers.py, ranking.py, tiers.py, constraints.py)."""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from catalog.places import gazetteer
from tests.conftest import module_home
from tools.arch import derive_arch
from tools.constraints import effective_budget, hourly_limit, region_ok
from tools.defaults import resolve
from tools.offers import MIN_STREAM_TOKENS_PER_S, Search, eligible, offer, prefilter, search
from tools.ranking import objective_key, rank
from tools.recommend import Options, recommend
from tools.schema import Budget, InstanceRow, Money, Workload
from tools.score import PRESETS
from tools.tiers import tier

# nothing here reads or writes a home: one for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


def row(gpu: str, count: int = 1, price: float = 1.0, **kw) -> InstanceRow:
    base = dict(provider="p", instance_type=f"{gpu}-{count}x-{price}", region="us-east-1", gpu=gpu, gpu_count=count,
                vcpu=8 * count, ram_gib=64 * count, price_on_demand=price, interconnect="nvlink" if count > 1 else "pcie")
    base.update(kw)
    return InstanceRow(**base)


def run(w: Workload, rows: list[InstanceRow], arch=None, **opts):
    w, _ = resolve(w)
    s = Search(arch=arch or registry.get(w.model) if w.model else arch, w=w, gpus=GPUS, currency="USD", usd_cny=7.2,
               headroom=1.2, billing=w.billing or "on_demand", deadline_hours=opts.get("deadline"))
    priced, regions = prefilter(s, rows)
    return search(s, priced, regions), s


def test_each_rejection_has_its_reason():
    rows = [
        row("V100 SXM2 32GB", price=0.5),                      # bf16 on sm_70: no kernels
        row("RTX 4090", price=0.3),                            # consumer card for online serving
        row("H100 SXM", price=0.9, marketplace=True),          # marketplace: no SLA for serving
        row("L40S", price=0.8, vcpu=2),                        # 2 vCPU for one GPU starve it
        row("A100 80GB SXM", price=0.7, quarantined="spot ≥ on-demand"),
        row("L4", price=None),                                 # no price for on-demand
        row("A10G", price=1.0),                                # kept
    ]
    offers, s = run(Workload(model="llama-3.1-8b", concurrency=2), rows)
    assert [o.gpu.name for o in offers] == ["A10G"]
    c = s.rejected.counts
    assert c == {"precision": 1, "consumer_serving": 1, "marketplace_serving": 1, "vcpu": 1, "quarantined": 1,
                 "no_price": 1}
    assert "sm_70" in s.rejected.messages["precision"].en


def test_marketplace_and_consumer_cards_are_fine_for_training():
    rows = [row("RTX 4090", price=0.3, marketplace=True)]
    # 1,024 tokens: at 2,048 the HF path's fp32 logits for a 128k vocabulary (an earlier memory term) put Llama-3.1-8B
    # LoRA at 22 GB, over a 24 GiB card with × 1.2 headroom; this test is about marketplace rows, not that
    offers, s = run(Workload(task="lora", model="llama-3.1-8b", seq_len=1024), rows)
    assert offers and offers[0].gpu.name == "RTX 4090"


def test_a_replica_never_crosses_machines_without_rdma():
    # 70B bf16 ≈ 141 GB of weights: one 4 × L4 machine (89 GiB) can't hold it; below 400 B a replica
    # never spans machines, so two such machines are not an answer either.
    rows = [row("L4", count=4, price=4.0, rdma=False, network_gbit_s=50)]
    offers, s = run(Workload(model="llama-3.1-70b", concurrency=1), rows)
    assert not offers and s.rejected.counts == {"no_fit": 1}


def test_big_models_span_nodes_only_over_rdma():
    # DeepSeek-V3 bf16 ≈ 1.3 TB: two 8 × H100 nodes over 3,200 Gbps InfiniBand hold one replica.
    arch = registry.get("deepseek-v3")
    ib = row("H100 SXM", count=8, price=20.0, rdma=True, network_gbit_s=3200, vcpu=192)
    eth = row("H100 SXM", count=8, price=19.0, rdma=False, network_gbit_s=100, vcpu=192, instance_type="eth")
    offers, s = run(Workload(model="deepseek-v3", precision="bf16", concurrency=1), [ib, eth], arch=arch)
    assert [o.row.instance_type for o in offers] == [ib.instance_type]
    assert offers[0].instances >= 2 and offers[0].layout.num_gpus > 8
    assert s.rejected.counts == {"rdma": 1}


def test_small_model_high_load_gets_single_gpu_replicas():
    # Llama-3.1-8B at 200 users: replicas of one GPU each, never TP, and every replica decodes each
    # stream at ≥ 10 tokens/s.
    offers, _ = run(Workload(model="llama-3.1-8b", concurrency=200), [row("H100 SXM", count=8, price=20.0, vcpu=192)])
    (o,) = offers
    assert o.layout.num_gpus == 1 and o.layout.tp == 1 and o.replicas >= 2
    assert o.replicas * o.users_per_replica >= 200
    assert o.speed.decode_aggregate_expected / o.users_per_replica >= MIN_STREAM_TOKENS_PER_S


def test_training_scales_out_to_meet_the_deadline_and_stops_there():
    # 1B on 100B tokens: 6e20 FLOPs ≈ 17 days on one A100; 3 days needs ≈ 6× that compute.
    rows = [row("A100 80GB SXM", count=8, price=16.0, rdma=True, network_gbit_s=1600, vcpu=96)]
    offers, _ = run(Workload(task="pretrain", params_b=1, train_tokens=10**11), rows, arch=derive_arch(10**9),
                    deadline=3 * 24)
    (o,) = offers
    assert o.train_hours <= 72 and o.meets_deadline
    half = o.instances // 2
    assert half == 0 or o.train_hours * o.instances / max(half, 1) > 72  # one step fewer would miss it


def test_objective_ties_go_to_fewer_gpus():
    # the same price per GPU-hour: 2 GPUs train (almost) twice as fast for twice the hourly price, so
    # the work costs the same within the 5 % tie, and the simpler single GPU goes first
    w, _ = resolve(Workload(task="lora", model="llama-3.1-8b"))
    s = Search(arch=registry.get("llama-3.1-8b"), w=w, gpus=GPUS, currency="USD", usd_cny=7.2, headroom=1.2,
               billing="on_demand", deadline_hours=None)
    a, b = row("A100 80GB SXM", count=1, price=2.0), row("A100 80GB SXM", count=2, price=4.0, instance_type="two")
    offers = [offer(s, r, GPUS[r.gpu], r.price_on_demand, s.sized(GPUS[r.gpu], r)) for r in (b, a)]
    ranked = rank(offers, precision="bf16", training=True, weights=PRESETS["training"], by_score=False)
    assert ranked[0][0].row.gpu_count == 1
    assert objective_key(ranked[0][0]) < objective_key(ranked[1][0])


def test_tier_is_priced_from_its_offer():
    offers, _ = run(Workload(model="llama-3.1-8b", concurrency=4), [row("L40S", price=1.5)])
    t = tier("recommended", offers[0], offers, note=pytest.importorskip("tools.schema").Msg(en="x", zh="x"),
             headroom=1.2, currency="USD")
    assert t.gpu == "L40S" and t.gpu_memory_gb == 48 and t.usable_bytes == GPUS["L40S"].usable_bytes
    assert t.price_per_hour.amount == pytest.approx(offers[0].hourly) and t.breakdown is not None


@pytest.mark.parametrize("region,wanted,ok", [
    ("us-east-1", ["us-east"], True), ("eastus", ["us-east"], True), ("europe-west4", ["EU"], True),
    ("westeurope", ["欧洲"], True), ("us-central1", ["EU"], False), ("ap-northeast-1", ["asia"], True),
    ("eu-north1", ["eu-north1"], True), ("", ["us"], False),
])
def test_region_words(region, wanted, ok):
    assert region_ok(InstanceRow(provider="x", instance_type="y", region=region), wanted, gazetteer()) is ok


def test_china_region_words_match_chinese_clouds():
    assert region_ok(InstanceRow(provider="alibaba", instance_type="ecs.gn7i"), ["国内"], gazetteer())
    assert not region_ok(InstanceRow(provider="aws", instance_type="p5", region="us-east-1"), ["华东"], gazetteer())


@pytest.mark.parametrize("region,wanted,ok", [
    # Alibaba's priced rows are in cn-shanghai (华东, regions.csv pattern ^cn-(?:east|shanghai|…)): a 华北 or 华南
    # request must not rank them; 华东, 上海 and the whole mainland do. A family row with no region stays a candidate.
    ("cn-shanghai", ["华北"], False), ("cn-shanghai", ["华南"], False), ("cn-shanghai", ["华东"], True),
    ("cn-shanghai", ["国内"], True), ("", ["华北"], True),
])
def test_a_mainland_area_keeps_to_its_own_regions(region, wanted, ok):
    row = InstanceRow(provider="alibaba", instance_type="ecs.gn7i-c8g1.2xlarge", region=region)
    assert region_ok(row, wanted, gazetteer()) is ok


def test_budget_periods():
    assert hourly_limit(Budget(amount=730, per="month"), None) == pytest.approx(1.0)
    assert hourly_limit(Budget(amount=48, per="day"), None) == pytest.approx(2.0)
    assert hourly_limit(Budget(amount=100, per="total"), None) is None
    # a total over the job's billed hours: 50 run hours + 0.25 h start-up (tools.constants.JOB_SETUP_HOURS) = 50.25 h
    # (the start-up is billed too: tools.offers.wall_hours counts a job's hours the way it is billed)
    assert hourly_limit(Budget(amount=100, per="total"), 50) == pytest.approx(100 / 50.25)
    w = Workload(budget_per_hour=Money(amount=3, currency="CNY"))
    assert effective_budget(w) == Budget(amount=3, currency="CNY", per="hour")


@pytest.mark.slow
def test_nothing_fits_names_what_left_offers_out():
    # BF16 stated (the workload as asked carries it): Volta and Turing have no BF16, so both rows are refused
    arch = registry.get("llama-3.1-8b")
    r = recommend(arch, Workload(model="llama-3.1-8b", precision="bf16"), GPUS, [row("V100 SXM2 32GB"), row("T4")],
                  Options())
    assert not r.candidates
    assert any(x.reason == "precision" and x.count == 2 for x in r.rejected)
    assert any("kernels cannot run" in m.en for m in r.nothing_fits)


@pytest.mark.slow
def test_cheaper_note_says_why_nothing_cheaper_or_names_the_minimum_tier():
    from tools.recommend import cheaper_note

    arch = registry.get("llama-3.1-8b")
    rows = [row("L40S", price=1.5), row("A10G", price=1.0, instance_type="small")]
    r = recommend(arch, Workload(model="llama-3.1-8b", concurrency=1), GPUS, rows, Options())
    note = cheaper_note(r)
    assert r.candidates[0].instance in note.en and "already the cheapest" in note.en
    assert "首选" in note.zh


@pytest.mark.parametrize("task,precision", [("full_finetune", "q4_k_m"), ("pretrain", "awq"), ("full_finetune", "nf4"),
                                            ("lora", "q8_0"), ("qlora", "mxfp4")])
def test_training_in_an_inference_format_is_refused(task, precision):
    from tools.defaults import WorkloadError, validate

    with pytest.raises(WorkloadError, match="inference|not supported|qlora"):
        validate(Workload(task=task, precision=precision, params_b=7))


def test_one_row_per_provider_card_and_price():
    # a provider listing one H100 at one price with three vCPU/RAM splits filled a top ten with one offer
    from tools.ranking import distinct

    w, _ = resolve(Workload(task="lora", model="llama-3.1-8b"))
    s = Search(arch=registry.get("llama-3.1-8b"), w=w, gpus=GPUS, currency="USD", usd_cny=7.2, headroom=1.2,
               billing="on_demand", deadline_hours=None)
    rows = [row("H100 SXM", price=1.29, instance_type=f"1x-H100-{v}") for v in (28, 32, 224)]
    rows.append(row("H100 SXM", price=1.39, instance_type="1x-H100-dear"))
    offers = [offer(s, r, GPUS[r.gpu], r.price_on_demand, s.sized(GPUS[r.gpu], r)) for r in rows]
    kept = distinct(offers)
    assert [o.row.instance_type for o in kept] == ["1x-H100-28", "1x-H100-dear"]


@pytest.mark.parametrize("spot,billing,flagged", [(1.0, "spot", True), (5.0, "spot", False), (1.0, "on_demand", False)])
def test_a_spot_pick_far_below_its_on_demand_names_the_fallback(spot, billing, flagged):
    # a spot listing under a fifth of its own on-demand price (8 × B200 at 11 % was seen) is kept but
    # flagged with the on-demand price to fall back on; a normal discount, or on-demand billing, is not
    from tools.recommend import _deep_spot

    w, _ = resolve(Workload(task="lora", model="llama-3.1-8b"))
    s = Search(arch=registry.get("llama-3.1-8b"), w=w, gpus=GPUS, currency="USD", usd_cny=7.2, headroom=1.2,
               billing=billing, deadline_hours=None)
    r = row("A100 80GB SXM", price=10.0, price_spot=spot)
    o = offer(s, r, GPUS[r.gpu], spot if billing == "spot" else 10.0, s.sized(GPUS[r.gpu], r))
    msg = _deep_spot(o, billing, "USD", 7.2)
    assert (msg is not None) is flagged
    if flagged:
        assert "10 %" in msg.en and "$10.00/h" in msg.en


def _prefilter(w: Workload, rows: list[InstanceRow], memo: dict | None, arch=None):
    w, _ = resolve(w)
    s = Search(arch=arch or registry.get(w.model), w=w, gpus=GPUS, currency="USD", usd_cny=7.2, headroom=1.2,
               billing="on_demand", deadline_hours=None, memo=memo, places=gazetteer())  # one gazetteer, as the service's
    priced, _ = prefilter(s, rows)
    return [p[1].name for p in priced], s.rejected


def test_a_shared_prefilter_memo_never_answers_for_another_models_formats():
    # FP8 weights run weight-only (FP8 Marlin) on an Ampere A40 for a dense model under vLLM, not for an MoE model:
    # the memo shared by every question (advisor.core.service) once keyed on the precision alone, so an MoE question
    # after a dense one with the same filters was handed the dense model's eligible rows
    rows = [row("A40", price=0.4), row("H100 SXM", price=2.0)]
    dense, moe = Workload(model="llama-3.1-8b", precision="fp8"), Workload(model="mixtral-8x7b", precision="fp8")
    alone_dense, alone_moe = _prefilter(dense, rows, None)[0], _prefilter(moe, rows, None)[0]
    assert "A40" in alone_dense and "A40" not in alone_moe  # the premise: the two questions differ on the A40
    memo: dict = {}
    assert _prefilter(dense, rows, memo)[0] == alone_dense
    assert _prefilter(moe, rows, memo)[0] == alone_moe
    assert _prefilter(Workload(model="llama-3.1-8b", precision="fp8", framework="tgi"), rows, memo)[0] == ["H100 SXM"]


def test_the_prefilter_memos_half_gives_the_rejections_a_row_by_row_pass_gives_in_the_same_order():
    # the card half of eligibility (filters, quarantine) is kept per filter set and the rest recomputed per format,
    # and the two tallies merged: counts, first messages, first three examples and the order of the reasons (ties in
    # the answer's list keep it) must be those of `eligible` taken row by row
    rows = [row("V100 SXM2 32GB", price=0.5), row("A100 80GB SXM", price=0.7, quarantined="spot ≥ on-demand"),
            row("RTX 4090", price=0.3), row("A100 80GB SXM", price=0.6, quarantined="another reason",
                                             instance_type="q2"),
            row("L4", price=None), row("MI300X", price=3.0), row("A10G", price=1.0), row("T4", price=0.2),
            row("A40", price=0.4, provider="other"), row("L40S", price=0.8, vcpu=2), row("T4", price=0.1, vcpu=1),
            row("V100 SXM2 32GB", price=0.4, instance_type="v2"), row("H100 SXM", price=0.1, quarantined="third")]
    memo: dict = {}
    _prefilter(Workload(model="llama-3.1-8b"), rows, memo)  # fills the card half for these filters
    for w in (Workload(model="llama-3.1-8b", precision="fp8"), Workload(model="llama-3.1-8b", task="lora"),
              Workload(model="llama-3.1-8b", kv_precision="fp8", billing="spot")):
        names, got = _prefilter(w, rows, memo)
        rw, _ = resolve(w)
        one = Search(arch=registry.get("llama-3.1-8b"), w=rw, gpus=GPUS, currency="USD", usd_cny=7.2, headroom=1.2,
                     billing="on_demand", deadline_hours=None)
        kept = [eligible(one, r) for r in rows]
        assert names == [g.name for g, _ in filter(None, kept)]
        assert list(got.counts.items()) == list(one.rejected.counts.items())
        assert got.examples == one.rejected.examples and got.messages == one.rejected.messages
        assert {"quarantined", "precision"} <= set(got.counts) and len(got.counts) >= 5


def test_a_prefilter_memo_hit_adds_the_same_tally_a_miss_adds_whatever_the_search_held_before():
    # one process answers many questions: a search that already held a rejection (a row refused before the catalog
    # pass) once had it replaced by the tally kept from the first question with these filters, so the answer's
    # `rejected` examples depended on which question came first (the MCP server's JSON and the CLI's in a long test
    # worker differed); a hit must add this pass's tally to what the search held, as a miss does
    rows = [row("V100 SXM2 32GB", price=0.5), row("L4", price=None), row("A40", price=0.4, provider="other"),
            row("H100 SXM", price=0.1, quarantined="third")]
    w, _ = resolve(Workload(model="llama-3.1-8b"))
    memo: dict = {}

    def prefiltered(m, held: bool):
        s = Search(arch=registry.get("llama-3.1-8b"), w=w, gpus=GPUS, currency="USD", usd_cny=7.2, headroom=1.2,
                   billing="on_demand", deadline_hours=None, memo=m, places=gazetteer())
        if held:
            s.rejected.add("nodes", row("A100 80GB SXM", price=9.0, instance_type="held-before"))
        prefilter(s, rows)
        return s.rejected

    prefiltered(memo, held=False)  # the first question with these filters fills the memo
    hit, alone = prefiltered(memo, held=True), prefiltered(None, held=True)
    assert hit.counts == alone.counts and hit.examples == alone.examples
    assert hit.counts["nodes"] == 1 and hit.examples["nodes"] == ["p held-before"]


def test_a_prefilter_memo_entry_is_not_used_for_another_gpu_table_that_took_its_id():
    # the memo's key names the GPU table and the gazetteer by id(); CPython hands a freed dict's id to the next dict
    # made, so a table built per question and dropped left an entry that the next question's table (here one without
    # the A40) matched, and the A40 was offered from a table that does not have it; an entry holds what it read
    rows = [row("A40", price=0.4), row("H100 SXM", price=2.0)]
    w, _ = resolve(Workload(model="llama-3.1-8b"))
    memo: dict = {}

    def names(gpus):
        s = Search(arch=registry.get("llama-3.1-8b"), w=w, gpus=gpus, currency="USD", usd_cny=7.2, headroom=1.2,
                   billing="on_demand", deadline_hours=None, memo=memo, places=gazetteer())
        return [p[1].name for p in prefilter(s, rows)[0]]

    first = dict(GPUS)  # a table made for one question alone, dropped after it
    assert names(first) == ["A40", "H100 SXM"]
    freed, tables = id(first), []
    del first
    for _ in range(500):  # the next question's table: the first one made at the freed id, when that id is free
        tables.append({k: v for k, v in GPUS.items() if k != "A40"})
        if id(tables[-1]) == freed:
            break
    assert names(tables[-1]) == ["H100 SXM"]


@pytest.mark.parametrize("order", [1, -1])
def test_a_pcie_row_without_its_bridge_is_sized_as_its_own_card(order):
    # two A100 PCIe pairs, one with the NVLink bridge stated and one plain PCIe: a TP 2 replica's all-reduce runs over
    # the bridge on one and over PCIe on the other (tools.speed), so the two decode at different speeds whichever row
    # comes first (sizing once shared one cache entry per card name, and the first row's link won)
    rows = [row("A100 40GB PCIe", count=2, price=2.0, interconnect="nvlink", instance_type="bridged"),
            row("A100 40GB PCIe", count=2, price=2.0, interconnect="pcie", instance_type="bare")][::order]
    offers, _ = run(Workload(model="qwen2.5-32b", concurrency=1), rows)
    tps = {o.row.instance_type: o.per_user_tps for o in offers if o.layout.tp == 2}
    assert tps.keys() == {"bridged", "bare"} and tps["bridged"] > tps["bare"]
