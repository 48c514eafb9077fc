"""Expert classes, each as a class with new cases (tools/offers.py, ranking.py,
recommend.py): batch jobs scaled out, spot under a deadline, thin margins against a floor or limit, near ties won
by fewer and faster cards, and ways forward on stated cards. Each test says the expert reasoning it checks."""

from __future__ import annotations

import pytest

from advisor.core.service import advise
from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.constants import JOB_SETUP_HOURS
from tools.defaults import resolve
from tools.offers import (
    SPEED_MODEL_ERROR,
    Search,
    at_full_context,
    batch_machines,
    offer,
    per_user_at_context,
    prefilter,
    search,
    suspect_spot,
    wall_hours,
)
from tools.ranking import TIE, prefer_fewer_faster, rank
from tools.recommend import PER_USER_ERROR, Options, recommend
from tools.schema import InstanceRow, Workload
from tools.score import PRESETS

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


def stated(w: Workload) -> set[str]:
    return {k for k, v in w.model_dump().items() if v is not None}


def ask(**kw):
    w = Workload(**kw)
    return advise(w, stated=stated(w))


def row(gpu: str, count: int = 1, price: float = 1.0, **kw) -> InstanceRow:
    base = dict(provider="p", instance_type=f"{gpu}-{count}x-{price}", region="us-east-1", gpu=gpu, gpu_count=count,
                vcpu=8 * count, ram_gib=64 * count, price_on_demand=price, interconnect="nvlink" if count > 1 else "pcie")
    base.update(kw)
    return InstanceRow(**base)


def codes(msgs) -> list[str]:
    return [m.code for m in msgs]


# --- A. batch work scaled out ---------------------------------------------------------------------------------------

def test_a_batch_that_meets_its_deadline_by_minutes_gets_the_machine_that_gives_margin():
    # 23.9 h of a 24 h deadline on one machine: met only if the estimate is not 0.5 % optimistic. Batch replicas are
    # independent (no RDMA, no all-reduce), so 2 machines take ~12 h for the same machine-hours plus one more 15-min
    # start-up: hours of margin at about the same job cost.
    k = batch_machines(23.9 - JOB_SETUP_HOURS, 24.0, fastest=False)
    assert k >= 2
    assert wall_hours((23.9 - JOB_SETUP_HOURS) / k) * (1 + SPEED_MODEL_ERROR) <= 24.0
    cost = lambda n: (23.9 - JOB_SETUP_HOURS) + n * JOB_SETUP_HOURS  # noqa: E731  machine-hours billed
    assert cost(k) <= cost(1) * 1.03


def test_a_fastest_batch_scales_out_while_the_job_costs_about_the_same():
    # 13 h on one 8-GPU node: "fastest" must not stop at one node. Each extra machine adds only its start-up, so
    # machines are added while the job's cost stays within the 5 % price tie of one machine, and no further.
    run = 13.0
    k = batch_machines(run, None, fastest=True)
    assert k > 1
    assert run + k * JOB_SETUP_HOURS <= (run + JOB_SETUP_HOURS) * (1 + TIE)
    assert run + (k + 1) * JOB_SETUP_HOURS > (run + JOB_SETUP_HOURS) * (1 + TIE)
    assert batch_machines(run, None, fastest=False) == 1  # the default objective keeps one machine


@pytest.mark.slow
def test_a_fastest_batch_answer_uses_several_machines_at_about_one_machines_cost():
    # 2M prompts × (1,000 in, 300 out) through a 70B: one 8-GPU node takes over half a day; the fastest answer rents
    # several, and its cost stays within a few percent of the same card on one machine.
    r = ask(model="llama-3.1-70b", task="inference", batch_requests=2_000_000, seq_len=1300, output_tokens=300,
            priority="fastest")
    top = r.candidates[0]
    assert top.instances > 1
    assert r.cost_table[0].cost.job_hours and r.cost_table[0].cost.job_hours < 8


# --- B. cheapest under a deadline, suspect spot ------------------------------------------------------------------------

@pytest.mark.slow
def test_b_cheapest_with_a_stated_deadline_stays_on_demand():
    # A reclaim can miss a hard deadline: "cheapest" with a deadline is priced on demand and spot stays a lever.
    r = ask(model="llama-3.1-8b", task="full_finetune", train_tokens=2e9, priority="cheapest", deadline_hours=48)
    assert r.candidates and all(c.billing == "on_demand" for c in r.candidates)
    assert "recommend.cheapest_deadline_on_demand" in codes(r.assumptions)


@pytest.mark.slow
def test_b_a_spot_price_under_15_percent_of_on_demand_on_8_gpus_is_not_used_blindly():
    # AWS and GCP advertise spot up to 90 % off; 8-GPU nodes list at 60-75 % off. $2/h spot for a $24/h 8-GPU node is
    # a per-GPU or stale quote: priced on demand under "cheapest", and named in the answer.
    odd = row("A100 80GB SXM", count=8, price=24.0, price_spot=2.0, instance_type="odd8")
    fair = row("A100 80GB SXM", count=8, price=26.0, price_spot=9.0, instance_type="fair8")
    one = row("A100 80GB SXM", count=1, price=3.0, price_spot=0.3, instance_type="one")  # one GPU: not a node quote
    assert suspect_spot(odd) and not suspect_spot(fair) and not suspect_spot(one)
    rec = recommend(registry.get("llama-3.1-8b"), Workload(model="llama-3.1-8b", task="full_finetune", train_tokens=1e9,
                                                            priority="cheapest"), GPUS, [odd, fair], Options())
    by = {c.instance: c for c in rec.candidates}
    # "cheapest" without spot said prices every row on demand: the odd quote is never the pick's price
    assert by["odd8"].billing == "on_demand" and by["fair8"].billing == "on_demand"
    assert by["odd8"].price_per_hour.amount == 24.0


@pytest.mark.slow
def test_b_spot_asked_for_leaves_a_suspect_spot_row_out_with_its_reason():
    odd = row("A100 80GB SXM", count=8, price=24.0, price_spot=2.0, instance_type="odd8")
    fair = row("A100 80GB SXM", count=8, price=26.0, price_spot=9.0, instance_type="fair8")
    rec = recommend(registry.get("llama-3.1-8b"), Workload(model="llama-3.1-8b", task="lora", billing="spot"),
                    GPUS, [odd, fair], Options())
    assert [c.instance for c in rec.candidates] == ["fair8"]
    assert any(x.reason == "suspect_spot" for x in rec.rejected)


# --- C. thin margins against a floor or limit --------------------------------------------------------------------------

def test_c_per_user_speed_is_checked_at_the_context_the_memory_is_sized_for():
    # No context stated: requests are ShareGPT-sized (≈ 330 tokens of KV read per step) while the KV cache is sized
    # for 4,096 tokens per user. A stream that has reached the sized context reads ~12× the KV per step, so its
    # per-user speed is lower; the floor check must use that figure (or say which one it used).
    w, _ = resolve(Workload(model="mistral-7b", task="inference", concurrency=100))
    s = Search(arch=registry.get("mistral-7b"), w=w, gpus=GPUS, currency="USD", usd_cny=7.2, headroom=1.2,
               billing="on_demand", deadline_hours=None)
    assert at_full_context(s) is not None
    priced, regions = prefilter(s, [row("A40", count=2, price=0.9, interconnect="pcie")])
    o = search(s, priced, regions)[0]
    full = per_user_at_context(s, o)
    assert full is not None and o.per_user_tps is not None and full < 0.9 * o.per_user_tps


@pytest.mark.slow
def test_c_a_stated_target_met_inside_the_models_error_names_the_plan_with_margin():
    # 64 users of a 70B at ≥ 18 tok/s each: a pick at ~19 tok/s meets 18 only inside the at-load model's 37 % error
    # (18 × 1.371 ≈ 24.7). The answer names the plan that keeps the margin (or promotes it), early, since the target is
    # the user's own. (The case read 30 tok/s until a refit, docs/ENGINE.md "Sixth pass": MI300X tensor-parallel plans now pay
    # RCCL's fitted all-reduce latency, so the thin 4-card plan at ~28 fell under 30 and the 30 tok/s pick keeps its margin.)
    floor = 18
    r = ask(model="llama-3.1-70b", task="inference", concurrency=64, target_tokens_per_s_per_user=floor,
            target_ttft_ms=2000)
    # Since the narrow-miss lever rule, FP8 on 1 × MI300X ($2.39/h) leads: 70.6 GB of FP8 weights + 64 × 4,096 × 320 KiB
    # ≈ 86 GB of KV fit 192 GB; ≈ 26 tok/s at the typical request (past 18 × 1.371), ≈ 17 with every stream at 4,096
    # tokens. The plan holding 18 there (2 × MI300X, ≈ 25 tok/s, $4.78/h) costs 2× — past the floor's cap — so the
    # margin line is `serving_floor_capped`, naming that plan: any of serving_margin_line's codes. A pick that leads
    # while thin says it in its headline (recommend.headline_floor_capped / headline_thin_margin); a promoted margin
    # plan's line stays early beneath it.
    head = r.headline
    said = next((got for code in ("recommend.serving_floor_capped", "recommend.headline_thin_margin")
                 if head is not None and (got := head.find(code)) is not None), None)
    thin = [m for m in r.beside_pick if m.code.startswith(("recommend.serving_thin", "recommend.serving_floor"))]
    assert said is not None or (thin and r.beside_pick.index(thin[0]) <= 1)
    m = said if said is not None else thin[0]
    assert m.args["tps"] < floor * (1 + PER_USER_ERROR)
    if m.args.get("tps_2") is not None:
        assert m.args["tps_2"] >= floor * (1 + PER_USER_ERROR)


# --- D. near ties won by fewer, faster cards ----------------------------------------------------------------------------

@pytest.mark.slow
def test_d_one_fast_card_beats_fsdp_over_two_pcie_cards_a_few_percent_cheaper():
    # 8B full fine-tune on 200M tokens: 2 × RTX PRO 6000 (PCIe, FSDP) at ≈ $13 in 6.5 h vs 1 × B200 at ≈ $14 in 2.6 h.
    # The single card is simpler (no sharding over PCIe) and 2.5× faster for ~5 % more: an expert picks it.
    r = ask(model="llama-3.1-8b", task="full_finetune", train_tokens=2e8)
    top = r.candidates[0]
    assert int(top.gpu_count) * top.instances == 1


def test_d_fewer_and_faster_comes_first_within_the_band_but_not_beyond():
    # 4 × L40S (two TP-2 replicas over PCIe) against 1 × H200 that is faster per user: within 10 % the one card
    # leads; at 30 % more the cheaper plan keeps the first place (the band is list-price noise, not a licence to spend).
    w, _ = resolve(Workload(model="qwen2.5-32b", task="inference", concurrency=8))
    s = Search(arch=registry.get("qwen2.5-32b"), w=w, gpus=GPUS, currency="USD", usd_cny=7.2, headroom=1.2,
               billing="on_demand", deadline_hours=None)
    offers = []
    for r_ in (row("L40S", count=4, price=2.0, interconnect="pcie"), row("H200 SXM", count=1, price=2.1)):
        z = s.sized(GPUS[r_.gpu], r_)
        offers.append(offer(s, r_, GPUS[r_.gpu], r_.price_on_demand, z))
    many, one = offers
    one.per_user_tps, many.per_user_tps = 60.0, 30.0
    many.rank_value, one.rank_value = 1.0, 1.05
    assert prefer_fewer_faster([many, one])[0] is one
    one.rank_value = 1.3
    assert prefer_fewer_faster([many, one])[0] is many
    ranked = rank([many, one], precision="bf16", training=False, weights=PRESETS["inference"], by_score=False,
                  fewer_faster=0.0)
    assert ranked[0][0] is many  # off under "fastest" / user weights


# --- E. stated hardware with a way forward -----------------------------------------------------------------------------

@pytest.mark.slow
def test_e_stated_cards_that_refuse_serving_get_fewer_users_and_a_shorter_context_on_those_cards():
    # 2 × RTX 4090 for 50 users of a 32B at 32k: no precision holds all of them. An expert re-runs the memory on the
    # same cards: how many users fit at 32k, and the context at which all 50 fit (each computed, with its figure).
    r = ask(model="qwen2.5-32b", task="inference", concurrency=50, seq_len=32768, num_gpus=2, gpu_preference="RTX 4090")
    got = codes(r.nothing_fits) + codes(r.beside_pick)
    assert "recommend.way.fewer_users" in got and "recommend.way.shorter_context" in got
    short = next(m for m in r.nothing_fits + r.beside_pick if m.code == "recommend.way.shorter_context")
    assert short.args["ctx"] < 32768 and short.args["users"] == 50


@pytest.mark.slow
def test_e_two_cards_in_one_box_never_need_an_rdma_cluster_and_get_the_nearest_single_card():
    # QLoRA 70B on the user's 2 × RTX 4090: the 4-bit base is already sharded (FSDP-QLoRA) and still does not fit.
    # "A cluster with RDMA is required" is wrong for two cards in one box; the nearest single card that holds it is
    # the useful pointer.
    r = ask(model="llama-3.1-70b", task="qlora", num_gpus=2, gpu_preference="RTX 4090")
    got = codes(r.nothing_fits)
    assert "recommend.more_gpus_the_listed" not in got
    single = [m for m in r.nothing_fits if m.code == "recommend.way.single_card"]
    # the pointer is the single-card line, or — when that card is also the cheapest plan without the stated cards —
    # the "cheapest plan" line naming it once (the same plan was printed twice)
    cheapest = [m for m in r.nothing_fits if m.code == "recommend.the_cheapest_plan_that"]
    if single:
        assert GPUS[single[0].args["gpu"]].memory_gb > 24
    else:
        fleet = cheapest[0].args["fleet"] if cheapest else None
        assert fleet is not None and fleet.args["machines"] == 1 and fleet.args["per"] == 1, fleet
        assert GPUS[fleet.args["gpu"]].memory_gb > 24


@pytest.mark.slow
def test_e_a_stated_count_below_the_default_floor_is_answered_on_that_count_at_its_speed():
    # "Will 4 × L40S serve Llama-3.3-70B FP8 to 30 users at 8k, and at what speed per user?" By hand: 70.6 GB of FP8
    # weights + 30 × 8,192 × 327,680 B ≈ 80.5 GB of 16-bit KV cache ≈ 38 GB per card on TP 4: it fits the 43.2 GB vLLM
    # pool of each L40S. Decode over PCIe TP 4 gives ~10 tokens/s per user, under the 20 tokens/s interactive default
    # the user never stated. The answer must be "yes, on your 4 cards, at ≈ 10 tokens/s each" — not "4 GPUs: not
    # possible" above a 16-card plan — with the plan that gives each user more speed named beside it, dearer.
    r = ask(model="llama-3.3-70b", task="inference", precision="fp8", concurrency=30, seq_len=8192, num_gpus=4,
            gpu_preference="L40S", prefix_cache=False)
    top = r.candidates[0]
    assert int(top.gpu_count) * top.instances == 4
    assert top.per_user_tokens_per_s and top.per_user_tokens_per_s < 20
    count = next(c for c in r.constraints if c.name == "gpus")  # the card and its count, one line
    assert count.status == "honoured"
    more = [m for m in r.beside_pick if m.code == "recommend.floor_plan_beside"]
    assert more and more[0].args["n"] > 4 and more[0].args["tps"] > top.per_user_tokens_per_s


@pytest.mark.slow
def test_e_a_stated_floor_still_refuses_a_count_that_misses_it():
    # The same 4 cards with the user's own "at least 25 tokens/s each": their floor is a requirement, so the 4-card
    # plan is not offered as meeting it (the count is refused openly, or a plan that meets 25 is shown instead).
    r = ask(model="llama-3.3-70b", task="inference", precision="fp8", concurrency=30, seq_len=8192, num_gpus=4,
            gpu_preference="L40S", target_tokens_per_s_per_user=25)
    for c in r.candidates:
        assert c.per_user_tokens_per_s is None or c.per_user_tokens_per_s >= 25
