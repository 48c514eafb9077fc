"""Tiers that agree with the ranking, generic card names that admit every variant, a budget that is the only fact
about a serving load, what a "fastest" table is ranked by, and PCIe tensor parallelism quoted after its loss. Each
test says the reasoning an ML-infrastructure engineer would check the answer by."""

from __future__ import annotations

import pytest

from advisor.core.render import to_markdown, to_short_markdown
from advisor.core.service import advise
from catalog.gpus import all_gpus, preference_name
from tests.conftest import module_home
from tools.constants import HOURS_PER_MONTH, SAFE_HEADROOM
from tools.fit import fit_from
from tools.load import LoadPoint
from tools.offers import PCIE_TP_LOSS, after_pcie_loss, named_cards
from tools.schema import Budget, Layout, Recommendation, SpecTier, Workload

# read-only answers: one home (and one catalog load) for the module; no test here writes state
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


def ask(**kw) -> Recommendation:
    w = Workload(**kw)
    return advise(w, stated={k for k, v in w.model_dump().items() if v is not None})


def by_tier(r: Recommendation) -> dict[str, SpecTier]:
    return {t.tier: t for t in r.spec_range}


def cost(t: SpecTier) -> float:
    """A tier's cost by the ranking's objective: the job's cost for a sized job, else the hourly price."""
    if t.job_cost is not None:
        return t.job_cost.amount
    assert t.price_per_hour is not None
    return t.price_per_hour.amount


def plan_key(t: SpecTier) -> tuple:
    return (t.gpu, t.count, t.provider, t.instance, t.instances, t.replicas)


# ---- tiers that come from the same plans and feasibility as the table ----

TRAINING_CASES = [
    # 70B LoRA at 4k under HF PEFT: activations (≈ 1.4 GB a layer × 80 without checkpointing) outgrow an 80 GB card even
    # sharded, and HF PEFT has no training TP, so a "comfortable" TP 4 plan would OOM as rented
    {"model": "llama-3.1-70b", "task": "lora", "seq_len": 4096, "dataset": {"amount": 50_000, "unit": "examples"},
     "deadline_hours": 24},
    {"model": "qwen2.5-72b", "task": "lora", "seq_len": 4096, "dataset": {"amount": 20_000, "unit": "examples"}},
    {"model": "qwen2.5-14b", "task": "lora", "seq_len": 2048, "dataset": {"amount": 30_000, "unit": "examples"}},
]


@pytest.mark.slow
@pytest.mark.parametrize("kw", TRAINING_CASES)
def test_training_tiers_use_only_the_frameworks_layouts_and_never_undercut_the_pick(kw):
    # HF Trainer/PEFT shards with FSDP/ZeRO, never TP; the safe tier (× 1.3, no checkpointing) is the roomier plan, so
    # a safe tier cheaper than the first row would mean the first row is not the best shown; a tier needing gradient
    # checkpointing says so, as the ranked row for that machine does; the minimum is never more machine than the pick.
    r = ask(**kw)
    tiers = by_tier(r)
    pick = tiers["recommended"]
    for t in r.spec_range:
        assert t.layout is None or t.layout.tp == 1, (t.tier, t.layout)
        assert ("needs gradient checkpointing" in t.note.en) == bool(t.gradient_checkpointing), t.tier
    if "comfortable" in tiers:
        assert cost(tiers["comfortable"]) >= cost(pick) * 0.999
        assert not tiers["comfortable"].gradient_checkpointing
    if "minimum" in tiers:
        m = tiers["minimum"]
        assert m.count <= pick.count and m.instances <= pick.instances
        assert m.price_per_hour is not None and pick.price_per_hour is not None
        assert m.price_per_hour.amount <= pick.price_per_hour.amount


SERVING_CASES = [
    # 8B at 128k for 4 users: ≈ 69 GB of KV + 16 GB of weights; one big card holds it, so no minimum on two machines
    {"model": "llama-3.1-8b", "task": "inference", "seq_len": 131072, "concurrency": 4},
    {"model": "qwen2.5-32b", "task": "inference", "seq_len": 2048, "concurrency": 50},
    {"model": "llama-3.1-70b", "task": "inference", "seq_len": 4096, "concurrency": 40},
    # DeepSeek-V3 in FP8 (≈ 690 GB) on 4 × 192 GB is within 7 % of vLLM's pool: the thin case
    {"model": "deepseek-v3", "task": "inference", "concurrency": 8},
]


@pytest.mark.slow
@pytest.mark.parametrize("kw", SERVING_CASES)
def test_serving_tiers_are_distinct_no_larger_minimum_and_a_real_safe_margin(kw):
    # identical tiers are shown once; "minimum … no headroom" is printed only where the plan has little headroom
    # (usable ÷ estimate ≤ 1.2); the safe tier really has × 1.3 by the engine's own fit test (a pool engine's need
    # × 1.3 inside its pool); a pick thinner than that either gets such a tier or the answer says none exists.
    r = ask(**kw)
    tiers = by_tier(r)
    pick = tiers["recommended"]
    keys = [plan_key(t) for t in r.spec_range]
    assert len(keys) == len(set(keys))
    w = r.workload
    if "minimum" in tiers:
        m = tiers["minimum"]
        assert m.count <= pick.count and m.instances <= pick.instances
        if "no headroom" in m.note.en:
            assert m.usable_bytes <= 1.2 * m.per_gpu_bytes
    safe = tiers.get("comfortable")
    if safe is not None:
        assert safe.breakdown is not None
        f = fit_from(safe.breakdown, safe.usable_bytes, w, 1.0)
        assert f.need * SAFE_HEADROOM <= f.budget
        assert cost(safe) >= cost(pick) * 0.999
    assert pick.breakdown is not None
    f = fit_from(pick.breakdown, pick.usable_bytes, w, 1.0)
    if f.need * SAFE_HEADROOM > f.budget:  # a thin pick
        assert safe is not None or any(m.code == "tiers.no_safe_plan" for m in r.beside_pick)


@pytest.mark.slow
def test_a_thin_deepseek_plan_gets_a_roomier_safe_tier():
    # 4 × MI300X holds DeepSeek-V3's ≈ 172 GB a card inside a 185.6 GB pool (7 % spare); an engineer would show the
    # 8-card deployment beside it as the safe plan, not the same 4 cards again
    r = ask(model="deepseek-v3", task="inference", concurrency=8)
    tiers = by_tier(r)
    assert "comfortable" in tiers and tiers["comfortable"].count > tiers["recommended"].count


# ---- a generic card name admits every variant of its family ----

@pytest.mark.parametrize("said, want", [
    ("A100", "A100"), ("a100s", "A100"), ("H100", "H100"), ("V100", "V100"),
    ("A100 80GB", "A100 80GB SXM"), ("H100 SXM", "H100 SXM"), ("h100 nvl", "H100 NVL"), ("4090", "RTX 4090"),
])
def test_a_generic_card_name_stays_the_family_and_a_specific_one_resolves(said, want):
    # "A100" is four cards (40/80 GB, SXM/PCIe), "H100" three (SXM, PCIe, NVL); "A100 80GB" names one of them
    assert preference_name(said) == want


def test_the_family_admits_each_variant_and_a_specific_name_only_itself():
    assert set(named_cards("A100", GPUS)) == {"A100 40GB SXM", "A100 40GB PCIe", "A100 80GB SXM", "A100 80GB PCIe"}
    assert set(named_cards("H100", GPUS)) == {"H100 SXM", "H100 PCIe", "H100 NVL"}
    assert named_cards("H100 SXM", GPUS) == ("H100 SXM",)
    assert named_cards("L40", GPUS) == ("L40",)  # L40 is not L40S


@pytest.mark.slow
def test_how_many_a100s_is_answered_per_variant():
    # full fine-tuning of a 7.6B model: 16 B/param ≈ 122 GB of states, + activations: sharded over 8 × 40 GB, or over
    # fewer 80 GB cards; "how many A100s" has one answer per memory size, and both cards may be ranked
    r = ask(model="qwen2.5-7b", task="full_finetune", seq_len=1500, gpu_preference="A100",
            dataset={"amount": 200_000, "unit": "examples", "epochs": 3, "tokens_per_unit": 1500})
    gpus = {c.gpu for c in r.candidates}
    # Both variants used to be ranked; the only 40 GB one was Denvr's 8 × A100 40GB via Shadeform, an undated price no
    # seller list confirms (now `unconfirmed_price`); the dated 40 GB rows (GCP, AWS p4d, Lambda) are dearer than the 80
    # GB resales shown. The per-variant line below still answers both.
    assert gpus <= set(named_cards("A100", GPUS)) and {g.split()[1] for g in gpus} >= {"80GB"}
    line = next(m for m in r.beside_pick if m.code == "tiers.per_variant")
    assert "A100 40GB" in line.en and "A100 80GB" in line.en
    assert next(c for c in r.constraints if c.name == "gpu").status == "honoured"


@pytest.mark.slow
def test_a_specific_variant_filters_exactly():
    r = ask(model="qwen2.5-7b", task="full_finetune", seq_len=1500, gpu_preference="A100 80GB SXM",
            dataset={"amount": 200_000, "unit": "examples"})
    assert r.candidates and {c.gpu for c in r.candidates} == {"A100 80GB SXM"}
    assert not any(m.code == "tiers.per_variant" for m in r.beside_pick)


# ---- a budget that is the only fact about the load ----

@pytest.mark.slow
def test_a_monthly_budget_alone_is_answered_with_what_it_buys():
    # "$1,500 a month for a 13B chatbot, what can I get?": $1,500 ÷ 730 h ≈ $2.05/h. The answer says how many users at
    # once that buys at the per-user floor, on which plan, within the budget; one more step of users would not fit.
    # That figure is a ceiling, not the load: the plan is sized on the default load (1 at once, nobody said more) and
    # checked against the budget, never for the users the budget could pay for.
    budget = Budget(amount=1500, currency="USD", per="month")
    r = ask(params_b=13, task="inference", budget=budget)
    line = r.beside_pick[0]
    assert line.code == "tiers.budget_buys"
    users = line.args["users"]
    assert isinstance(users, int) and users > 1 and r.workload.concurrency == 1 and line.args["sized"] == 1
    assert "ceiling, not your load" in line.en and "sized for 1 at once" in line.en and "上限，不是你的负载" in line.zh
    c = r.candidates[0]
    assert c.price_per_hour.amount * HOURS_PER_MONTH <= 1500
    at_capacity = ask(params_b=13, task="inference", budget=budget, concurrency=users)
    assert (at_capacity.candidates[0].per_user_tokens_per_s or 0) >= 20
    more = ask(params_b=13, task="inference", budget=budget, concurrency=line.args["more"])
    # at the same weight and KV precision: a priced FP8 route inside the budget may answer the larger load, labelled
    # as FP8. With no precision stated the FP8 weights lead already, so the route left is the FP8 KV cache: by hand
    # 4 × A40 at $1.76/h × 730 h ≈ $1,285 ≤ $1,500 holds 176 users on FP8 weights with a 16-bit KV (43.4 of a 43.5 GB
    # pool per GPU); 192 is 192 ÷ 176 ≈ 9 % more KV, past the pool, so the same machine holds it only with the KV
    # cache's bytes halved (FP8 KV), said in that answer's headline
    assert not more.candidates or more.workload.precision != r.workload.precision \
        or more.workload.kv_precision != r.workload.kv_precision \
        or more.candidates[0].price_per_hour.amount * HOURS_PER_MONTH > 1500
    if more.candidates and more.workload.kv_precision != r.workload.kv_precision:
        assert more.headline is not None and "FP8 KV cache" in more.headline.en, more.headline


@pytest.mark.slow
def test_a_budget_beside_a_stated_load_is_a_ceiling_not_a_capacity_question():
    r = ask(params_b=13, task="inference", concurrency=10, budget=Budget(amount=1500, currency="USD", per="month"))
    assert r.workload.concurrency == 10 and not any(m.code == "tiers.budget_buys" for m in r.beside_pick)


# ---- a "fastest" table says what it is ranked by ----

@pytest.mark.slow
@pytest.mark.parametrize("kw, en, zh", [
    ({"model": "llama-3.1-70b", "task": "inference"}, "Ranked by speed per user", "按每个用户的速度"),
    ({"model": "llama-3.1-8b", "task": "lora", "dataset": {"amount": 5000, "unit": "examples"}},
     "Ranked by the job's time", "按任务用时"),
])
def test_a_fastest_table_is_never_said_to_be_ranked_by_price(kw, en, zh):
    # a speed-ordered table whose legend says "ranked by the hourly price" mis-explains its own order
    r = ask(priority="fastest", **kw)
    for lang, want in (("en", en), ("zh", zh)):
        md = to_markdown(r, lang)
        assert want in md and "Ranked by the hourly price" not in md and "按承载你的负载所需机器的每小时价格" not in md
    assert "↓" in to_short_markdown(r, "en") or "↑" in to_short_markdown(r, "en")


# ---- PCIe tensor parallelism quoted after its loss ----

def lp(per_user: float) -> LoadPoint:
    return LoadPoint(per_user_tps=per_user, ttft_s=0.5, requests_per_s=1.0, prefill_share=0.1, idle_ttft_s=0.3)


def test_pcie_tp4_keeps_at_most_the_warned_share_and_nvlink_or_tp2_keep_all():
    # the answer warns that a PCIe all-reduce can take 30–60 % of a step: a TP 4 group over PCIe is quoted at most at
    # 70 % of its communication-free speed; NVLink groups and TP 2 are unchanged
    from catalog import registry

    arch = registry.get("Qwen2.5-32B")
    l40s, h100 = GPUS["L40S"], GPUS["H100 SXM"]
    # by hand: 2 all-reduces × 64 layers × ≈ 24 µs of PCIe latency on a 4-card ring (6.6 + 6 × 2.97 µs, tools.speed)
    # ≈ 3.1 ms of a 33 ms step (≈ 9.5 %) are already in the modelled 30 tok/s; topped up to 30 %: 30 × 0.70 ÷ 0.905
    # ≈ 23 tok/s
    cut = after_pcie_loss(arch, l40s, Layout(num_gpus=4, tp=4), 4, lp(30.0))
    assert cut is not None and 22.0 < cut.per_user_tps < 25.0
    assert PCIE_TP_LOSS == 0.30
    assert after_pcie_loss(arch, h100, Layout(num_gpus=4, tp=4), 4, lp(30.0)).per_user_tps == 30.0
    assert after_pcie_loss(arch, l40s, Layout(num_gpus=2, tp=2), 4, lp(30.0)).per_user_tps == 30.0


@pytest.mark.slow
def test_a_pcie_tp_pick_is_judged_on_its_speed_after_the_loss():
    # Gemma-2-27B for 25 users at ≥ 20 tok/s on GCP L4s (PCIe only): whatever TP group is picked, the quoted per-user
    # figure is the one after the loss, it meets the floor, and the assumption says so when the group is TP ≥ 4
    r = ask(model="gemma-2-27b", task="inference", concurrency=25, target_tokens_per_s_per_user=20,
            gpu_preference="L4")
    c = r.candidates[0]
    assert (c.per_user_tokens_per_s or 0) >= 20
    if c.layout.tp >= 4:
        assert any(m.code == "offers.pcie_tp_loss" for m in r.assumptions)
