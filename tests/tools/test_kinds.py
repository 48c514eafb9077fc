"""The kind of work as a value with one policy table, serving judged per user,
intents that change the objective, tiers by meaning, and no silent Workload fields."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

from advisor.core.service import advise
from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.defaults import kind_of, resolve
from tools.kinds import POLICIES, SAFE_HEADROOM
from tools.offers import INTERACTIVE_TOKENS_PER_S
from tools.recommend import CONSUMED, CONSUMED_ELSEWHERE, Options, not_checked, recommend
from tools.schema import Budget, InstanceRow, Money, WorkKind, Workload

# read-only answers: one home (and one catalog load) for the module; no test here writes state
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ROOT = Path(__file__).resolve().parents[2]
GPUS = all_gpus()


def ask(**kw):
    w = Workload(**kw)
    return advise(w, stated={k for k, v in w.model_dump().items() if v is not None})


def row(gpu: str, count: int = 1, price: float | None = 1.0, **kw) -> InstanceRow:
    base = dict(provider="p", instance_type=f"{gpu}-{count}x-{price}", region="us-east-1", gpu=gpu, gpu_count=count,
                vcpu=8 * count, ram_gib=128 * count, price_on_demand=price, interconnect="nvlink" if count > 1 else "pcie")
    base.update(kw)
    return InstanceRow(**base)


# -- structure ----------------------------------------------------------------------------------

def test_no_literal_inference_test_outside_the_kind_resolver():
    # The kind is resolved once (tools.defaults.serves / kind_of); a module that tests the task string
    # itself re-derives it and drifts (31 such tests before the policy table).
    pat = re.compile(r'task (==|!=) "inference"')
    hits = [f"{p.relative_to(ROOT)}:{i}" for d in ("tools", "advisor") for p in (ROOT / d).rglob("*.py")
            for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if pat.search(line)]
    assert hits == []


def test_each_kind_resolves_and_has_one_policy():
    # serving / batch / sized training / open-ended training: the four rows of the policy table.
    cases = {WorkKind.SERVING: Workload(), WorkKind.BATCH: Workload(batch_requests=1000),
             WorkKind.SIZED_TRAINING: Workload(task="lora", train_tokens=10**8),
             WorkKind.OPEN_TRAINING: Workload(task="lora")}
    for kind, w in cases.items():
        assert kind_of(resolve(w)[0]) is kind
    assert set(POLICIES) == set(WorkKind) and all(POLICIES[k].kind is k for k in WorkKind)


@pytest.mark.slow
def test_recommend_is_a_short_skeleton():
    # recommend() reads like its docstring (was 171 lines of policy glue).
    assert len(inspect.getsource(recommend).splitlines()) <= 60


# -- serving per user -----------------------------------------------------------------------------

@pytest.mark.slow
def test_70b_for_32_users_gives_each_user_the_interactive_floor():
    # Unstated per-user speed: each user must decode at ≥ 20 tokens/s (the interactive default), judged on
    # the per-stream figure AT LOAD (tools.load: what the replica's decode steps keep after the prefill of the
    # requests its users keep sending), not on the idle figure (aggregate ÷ users) nor on the aggregate over all
    # replicas. At load a user never decodes faster than on the idle replica.
    r = ask(model="llama-3.1-70b", concurrency=32, precision="fp8")
    c = r.candidates[0]
    idle = c.speed.decode_aggregate_expected / c.users_per_replica
    assert INTERACTIVE_TOKENS_PER_S <= c.per_user_tokens_per_s < idle
    # the first-token time is computed, or the answer says it was not checked (a card with no TFLOPS figure)
    assert (c.ttft_s is not None and c.ttft_s > 0) or any("first token" in x for x in r.not_checked)
    assert any("20 tokens/s" in m.en and "default" in m.en for m in r.assumptions)


@pytest.mark.slow
def test_per_user_target_is_judged_per_stream():
    # "≥ 40 tok/s per user" for 64 users of an 8B: every user at ≥ 40, not 40 in total.
    r = ask(model="llama-3.1-8b", concurrency=64, target_tokens_per_s_per_user=40)
    c = r.candidates[0]
    assert c.per_user_tokens_per_s >= 40  # at load (tools.load), so the idle figure is higher still
    assert c.speed.decode_aggregate_expected / c.users_per_replica > c.per_user_tokens_per_s
    # honoured, or honoured at the typical request and said short at the full context when the plan holding it there
    # costs over FLOOR_GIVES_WAY × as much (tools.ranking): never "honoured" on the aggregate
    k = next(k for k in r.constraints if k.name == "per_user_speed")
    assert k.status == "honoured" or (k.status == "adjusted" and k.message is not None
                                      and k.message.code == "recommend.each_user_short_at_full"
                                      and k.message.args["got"] >= 40 > k.message.args["full"]), k


@pytest.mark.slow
def test_unreachable_ttft_is_refused_not_marked_honoured():
    # 70B at 32k tokens of prompt: prefill at half of dense peak takes seconds on any listed card;
    # a 50 ms limit cannot be met, and the answer says so instead of ignoring the field.
    r = ask(model="llama-3.1-70b", concurrency=4, seq_len=32768, precision="fp8", target_ttft_ms=50)
    k = next(k for k in r.constraints if k.name == "ttft")
    assert k.status == "refused"


@pytest.mark.slow
def test_faster_per_user_plan_is_named_under_the_pick():
    # An 8B in FP8 for one user: an L4 (300 GB/s) decodes ≈ 26 tok/s, an H100 (3.35 TB/s) ≈ 10× that;
    # the H100 at 20 % more per hour must be named under the L4 pick (≥ 2× faster for ≤ 25 % more).
    rows = [row("L4", price=0.50), row("H100 SXM", price=0.60)]
    w = Workload(model="llama-3.1-8b", precision="fp8")
    r = recommend(registry.get("llama-3.1-8b"), w, GPUS, rows, Options())
    assert r.candidates[0].gpu == "L4"
    assert any("H100" in m.en and "faster per user" in m.en.lower() for m in r.beside_pick)


# -- intents --------------------------------------------------------------------------------------

@pytest.mark.slow
def test_fastest_lora_picks_a_faster_card_than_the_cheapest_hour():
    # "fastest" ranks open-ended training by time per training token; the balanced pick is a cheap-hour
    # 24 GB card. The fastest pick must train faster, and the cheapest plan is named beside it.
    base = ask(task="lora", params_b=7)
    fast = ask(task="lora", params_b=7, priority="fastest")
    assert fast.candidates[0].speed.train_tokens_per_s > base.candidates[0].speed.train_tokens_per_s
    assert any("cheapest plan" in m.en for m in fast.beside_pick)


@pytest.mark.slow
def test_cheapest_without_spot_said_prices_every_row_on_demand():
    # priority cheapest with no billing said: "cheapest" is not consent to be reclaimed mid-run, so every row is priced
    # on demand (the H100 at its $3.00 on-demand, not its $2.00 spot) and the cheap on-demand L40S stays; spot is the
    # lever the user can take (docs/RECOMMENDER.md, "spot under cheapest").
    rows = [row("L40S", price=0.80), row("H100 SXM", price=3.0, price_spot=2.0)]
    w = Workload(model="llama-3.1-8b", task="lora", priority="cheapest")
    r = recommend(registry.get("llama-3.1-8b"), w, GPUS, rows, Options())
    by_gpu = {c.gpu: c for c in r.candidates}
    assert by_gpu["L40S"].billing == "on_demand" and by_gpu["H100 SXM"].billing == "on_demand"
    assert by_gpu["H100 SXM"].price_per_hour.amount == pytest.approx(3.0)


@pytest.mark.slow
def test_stated_cards_that_cannot_train_get_no_because_and_a_working_plan():
    # 70B full fine-tune in bf16 needs ≈ 16 B/param of model states (≈ 1.1 TB) before activations:
    # two 24 GB cards cannot hold it. The answer says no with the reason, the cheapest plan that works
    # without that constraint, and the borderline options an expert would test, marked as such.
    r = ask(model="llama-3.1-70b", task="full_finetune", gpu_preference="RTX 4090", num_gpus=2)
    assert not r.candidates
    text = " ".join(m.en for m in r.nothing_fits)
    # the need is quoted by the engine's own fit test (tools.fit): training is estimate × 1.2 against the card
    assert "No, 2 × RTX 4090 cannot hold this with the optimizer states on the GPUs, because on 2 GPUs of RTX 4090: ≈" \
        in text and "× 1.2 headroom" in text
    assert "cheapest plan that works without that constraint" in text
    # the options an expert would test are computed on the stated cards, each with its figure: offload and
    # FSDP-QLoRA do not fit two 24 GB cards at 2k either (≈ 84 and ≈ 33 GB per GPU), and the answer says so
    assert "ZeRO-Offload" in text and "FSDP-QLoRA" in text and text.count("does not fit") >= 3


@pytest.mark.slow
def test_a_place_with_no_prices_is_a_catalog_gap_not_a_verdict_on_the_card():
    # The stated provider sells the card, but the catalog holds its prices only in the US: a filter to Japan leaves
    # nothing. That is a gap in the catalog, not "L40S cannot do this": the answer says so, names the regions it
    # has for that provider, and gives the cheapest plan without the place filter (the Tokyo-less US row here).
    rows = [row("L40S", price=1.1, provider="lambda", region="us-east-1"),
            row("L40S", price=0.9, provider="cudo", region="us-west-2"),
            row("L40S", price=0.5, provider="lambda", region="ap-northeast-1", quarantined="price_outlier: test")]
    w = Workload(model="llama-3.1-8b", task="inference", providers=["lambda"], regions=["jp"], gpu_preference="L40S")
    r = recommend(registry.get("llama-3.1-8b"), w, GPUS, rows, Options(stated={"providers", "regions", "gpu_preference"}))
    assert not r.candidates
    text = " ".join(m.en for m in r.nothing_fits)
    assert "cannot do this" not in text and "cannot do this" not in r.headline.en
    assert "no priced offers from lambda in jp" in text
    assert "cover: us-east-1." in text  # the quarantined Tokyo row is not a price the catalog offers
    assert "without the provider/region filter: cudo" in text and "$0.90/h" in text
    zh = " ".join(m.zh for m in r.nothing_fits)
    assert "目录中没有 lambda在 jp 的报价" in zh and "us-east-1" in zh


@pytest.mark.slow
def test_a_stated_card_that_is_sold_there_but_too_small_still_gets_no_because():
    # When the place has priced offers, the refusal is about the card: a 24 GB L4 in the US cannot hold a 70B model
    # in BF16, and the place fallback must not hide that.
    rows = [row("L4", price=0.8, provider="lambda", region="us-east-1"), row("H100 SXM", count=8, price=20.0)]
    w = Workload(model="llama-3.1-70b", task="inference", providers=["lambda"], gpu_preference="L4", num_gpus=1)
    r = recommend(registry.get("llama-3.1-70b"), w, GPUS, rows,
                  Options(stated={"providers", "gpu_preference", "num_gpus"}))
    text = " ".join(m.en for m in r.nothing_fits)
    assert "No, 1 × L4 cannot do this" in text and "no priced offers" not in text


# -- tiers ----------------------------------------------------------------------------------------

@pytest.mark.slow
def test_tiers_respect_the_budget_and_identical_tiers_show_once():
    # Every tier comes from offers inside the stated hourly cap (before, the comfortable tier could
    # exceed it), and no two tiers print the same plan.
    r = ask(model="llama-3.1-8b", concurrency=16, budget_per_hour=Money(amount=3, currency="USD"))
    assert r.spec_range
    for t in r.spec_range:
        assert t.price_per_hour is not None and t.price_per_hour.amount <= 3 + 1e-9
    plans = [(t.provider, t.instance, t.count, t.instances) for t in r.spec_range]
    assert len(plans) == len(set(plans))


@pytest.mark.slow
def test_smallest_tier_never_dearer_than_the_pick_and_safe_has_more_headroom():
    # The smallest machine that holds the work is at most the pick's hour; the safe tier uses × 1.3.
    r = ask(model="qwen2.5-32b", task="lora", dataset={"amount": 20000, "unit": "examples"})
    rec = next(t for t in r.spec_range if t.tier == "recommended")
    small = next((t for t in r.spec_range if t.tier == "minimum"), rec)
    assert small.price_per_hour.amount <= rec.price_per_hour.amount + 1e-9
    safe = next((t for t in r.spec_range if t.tier == "comfortable"), None)
    if safe is not None:
        assert safe.headroom == SAFE_HEADROOM


@pytest.mark.slow
def test_min_gpu_memory_is_a_candidate_filter():
    # "80G显存": no ranked card has less than 80 GB.
    r = ask(model="llama-3.1-8b", concurrency=8, min_gpu_memory_gib=80)
    assert r.candidates and all(GPUS[c.gpu].memory_gb >= 80 for c in r.candidates)
    assert next(k for k in r.constraints if k.name == "gpu_memory").status == "honoured"


# -- no silent fields -----------------------------------------------------------------------------

def test_every_workload_field_is_consumed_or_said_unchecked():
    # Each field is read by a calculator or constraint (verified: its name is read in tools/, advisor/
    # or catalog/ outside the schema), or is handled by another module's owner, or a stated value is
    # named in the answer as not checked.
    code = "\n".join(p.read_text(encoding="utf-8") for d in ("tools", "advisor", "catalog")
                     for p in (ROOT / d).rglob("*.py") if p.name != "schema.py")
    for f in Workload.model_fields:
        if f in CONSUMED:
            assert re.search(rf"\.{f}\b|\"{f}\"", code), f"{f} is listed as consumed but nothing reads it"
        elif f not in CONSUMED_ELSEWHERE:
            assert not_checked(Workload.model_validate({f: _sample(f)})) == [f], f


def _sample(field: str) -> object:
    # a Literal field takes one of its values (batch_period: the LLM recommender does not price a recurring batch, the
    # embedding answer does, so an LLM answer names it as not checked)
    return {"target_requests_per_s": 100.0, "batch_period": "day"}.get(field, 1)


@pytest.mark.slow
def test_unchecked_field_is_named_in_the_answer():
    # A request-rate target is not modelled: the answer says so rather than dropping it silently.
    r = ask(model="llama-3.1-8b", target_requests_per_s=100)
    assert "target_requests_per_s" in r.not_checked
    # named in the user's words in both languages, never by the field's id
    line = next(m for m in r.assumptions if m.code == "recommend.not_checked_by_this")
    assert "request-rate target" in line.en and "请求速率目标" in line.zh
    assert "target_requests_per_s" not in line.en + line.zh


@pytest.mark.slow
def test_budget_total_sized_job_still_ranks():
    # A sized job with a total budget keeps its policy's objective (the job's cost) under the new table.
    r = ask(model="llama-3.1-8b", task="lora", train_tokens=10**8, budget=Budget(amount=500, currency="USD", per="total"))
    assert r.kind is WorkKind.SIZED_TRAINING and r.candidates and r.candidates[0].speed.train_hours


# -- one answer, one set of facts -----------------------------------------------------------------

@pytest.mark.slow
def test_validation_plan_uses_the_picks_driver_floor_and_counts_activations():
    # A Blackwell pick needs driver ≥ r570 (tools.compat); the plan once said r525 beside it. The lower
    # bound names activations and now includes them, so the target is not 8 GB against 48 GB expected.
    rows = [row("B200 (HGX)", price=6.0)]
    r = recommend(registry.get("llama-3.1-8b"), Workload(model="llama-3.1-8b", task="lora"), GPUS, rows, Options())
    assert r.candidates and r.candidates[0].gpu == "B200 (HGX)"
    step3 = r.validation_plan[2].en
    assert "r570" in step3 and "r525" not in step3
    per = r.per_gpu
    lower = per.weights + per.gradients + per.optimizer + per.activations + per.kv_cache
    assert f"{lower / 1e9:,.1f} GB" in r.validation_plan[1].en and "activations" in r.validation_plan[1].en


@pytest.mark.slow
def test_pitfall_one_names_the_budget_that_emptied_the_list():
    # A $0.01/h cap leaves nothing; that is the budget, not "no machine can hold it".
    r = ask(model="llama-3.1-8b", budget_per_hour=Money(amount=0.01, currency="USD"))
    p1 = next(p for p in r.pitfalls if p.id == 1)
    assert not r.candidates and "budget" in p1.why.en and p1.triggered is False


def test_examples_do_not_grow_with_the_context_window():
    # 20k examples at 2k context and at 32k context are the same data: raising the window changes memory
    # and speed, not the training tokens (before: 16× the tokens, 27× the cost).
    short = resolve(Workload(task="lora", params_b=8, seq_len=2048, dataset={"amount": 20000, "unit": "examples"}))[0]
    long = resolve(Workload(task="lora", params_b=8, seq_len=32768, dataset={"amount": 20000, "unit": "examples"}))[0]
    assert short.train_tokens == long.train_tokens == 20000 * 2048


# -- levers and reasons that are computed ---------------------------------------------------------

@pytest.mark.slow
def test_cheaper_levers_are_priced_by_re_running_and_never_raise_precision():
    # An FP8 model gets no "FP8 weights" lever (it is already there); the levers that apply are re-run
    # through the recommender and only those that cost less are named, ordered by saving.
    from tools.recommend import cheaper_levers, cheaper_workloads

    r = ask(model="llama-3.1-8b", concurrency=20, precision="fp8", providers=["gcp"])
    levers = cheaper_workloads(r)
    labels = [m.en for m, _ in levers]
    assert not any(lbl.startswith("FP8 weights") for lbl in labels)
    assert any("any provider" in lbl for lbl in labels)
    priced = [(m, advise(w, stated=set(), currency=r.currency)) for m, w in levers]
    note = cheaper_levers(r, priced).en
    # ordered by saving within each group: the levers that keep "only GCP" first, then those that
    # drop it, under their own label
    # (the pick is 1 × L4 at 91 % of its pool since a pool short only of some streams' KV keeps the 2× cap — 20 FP8
    # streams of 8B: 8 GB + 20 × 4,096 × 128 KiB ≈ 10.7 GB of KV; the A100 40GB at 5.2× no longer leads — so nothing
    # cheaper keeps "only GCP", said "… ; outside them — …")
    kept, _, loose = re.split(r"(outside (?:the constraints you set|them))", note, maxsplit=1)
    for part in (kept, loose):
        savings = [int(x) for x in re.findall(r"\((\d+)% less\)", part)]
        assert savings == sorted(savings, reverse=True)
    assert 1 <= len(re.findall(r"% less\)", note)) <= 4
    assert "any provider" in loose and "any provider" not in kept


@pytest.mark.slow
def test_why_puts_the_first_two_rows_side_by_side_on_the_ranking_key():
    # Serving is ranked by the hourly price of the plan that holds the load: "why?" shows both rows' prices.
    from tools.explain import why_order

    r = ask(model="llama-3.1-8b", concurrency=16)
    text = why_order(r)[-1].en
    a, b = r.candidates[0], r.candidates[1]
    assert text.startswith("ranked by the hourly price")
    assert f"1. {a.provider} {a.instance}" in text and f"2. {b.provider} {b.instance}" in text


@pytest.mark.slow
def test_training_shards_are_not_called_tensor_parallel_in_hf():
    # HF Trainer / PEFT has no training TP: a sharded 405B LoRA (the engine's plan splits it two ways and
    # ZeRO-3 over the node) is named FSDP / ZeRO-3 over the GPUs, never "TP N".
    # On H200 (stated: the unstated pick was Amaya's H200 via Shadeform, whose only price is an undated snapshot with no
    # seller list, now `unconfirmed_price`; the new unstated pick is a B200 node that holds a copy without splitting it)
    r = ask(model="llama-3.1-405b", task="lora", gpu_preference="H200")
    assert r.candidates and r.candidates[0].layout.tp > 1  # the case this guards
    assert "TP " not in r.headline.en and "FSDP/ZeRO-3 over" in r.headline.en


# -- training sized for what limits it ------------------------------------------------------------

@pytest.mark.slow
def test_activation_bound_training_names_the_levers_with_their_plans():
    # 8B LoRA at 32k tokens: activations dwarf the 16 GB of weights, and ZeRO/FSDP do not shard them, so
    # the answer names the levers that shrink activations, each with the plan a re-run gives, and marks the
    # rows that need gradient checkpointing.
    # At 32k with no framework named, the fused loss (Unsloth / Liger: no whole FP32 logits, 32,768 × 128,256 × 4 B =
    # 16.8 GB of them, twice with their gradient) is what makes one smaller card fit: the answer is planned with it and
    # the HF default's machine is named in the headline (tools.recommend.fused_loss_route), not only as a lever.
    routed = ask(model="llama-3.1-8b", task="lora", seq_len=32768)
    assert routed.headline is not None and routed.headline.code == "recommend.fused_loss_route"
    assert routed.workload.framework == "unsloth"
    assert routed.candidates[0].gpu_count * routed.candidates[0].instances == 1
    assert routed.headline.args["need"] * 1e9 > routed.candidates[0].per_gpu_bytes
    # At 16k the default-loss pick is still activation-bound: the levers are named, each with its plan.
    r = ask(model="llama-3.1-8b", task="lora", seq_len=16384)
    lever = next(m.en for m in r.beside_pick if m.en.startswith("Activations are"))
    assert "context parallelism" in lever
    assert re.search(r"→ \d+ × .+ at \$[\d.]+/h", lever)
    assert all(c.gradient_checkpointing is not None for c in r.candidates)
    assert r.per_gpu.activations >= 0.5 * r.per_gpu.total


@pytest.mark.slow
def test_a_small_rate_for_many_users_is_read_per_user():
    # "64 users at 35 tokens/s": as a total that is 0.55 tok/s each, no one's target; it is each user's
    # speed. Before, 40 was compared with the aggregate (2,283 tok/s) and marked honoured while each user
    # got 36. Now each user gets ≥ 35 and the reading is stated. (The case read 40 until a refit, docs/ENGINE.md "Sixth pass": the
    # MI300X TP-4 pick now pays RCCL's all-reduce latency and meets 40 only at short prompts, not at the full 4k
    # context, which is the "adjusted" warning's own test.)
    r = ask(model="qwen2.5-72b", concurrency=64, target_tokens_per_s=35)
    c = r.candidates[0]
    assert c.speed.decode_aggregate_expected / c.users_per_replica >= 35
    # With no precision stated the FP8 plan on 3 × MI300X ($7.17/h) leads: ≈ 37 tok/s each at the typical request,
    # ≈ 29.5 at the full 4,096 tokens (cap 35 ÷ 29.5 × 1.15 ≈ 1.36×, BF16 on 8 × MI300X is 2.67×), so the per-user
    # level is said "adjusted" with the full-context figure, never "honoured" as if it held there
    speed = next(k for k in r.constraints if k.name == "per_user_speed")
    assert c.per_user_tokens_per_s >= 35 and speed.status in ("honoured", "adjusted")
    assert speed.status == "honoured" or (c.per_user_full_tps or 0) < 35 and "full 4,096-token context" in speed.message.en
    assert not any(k.name == "throughput" for k in r.constraints)
    assert any("read as each user's speed" in m.en for m in r.assumptions)


@pytest.mark.slow
def test_cheaper_note_never_offers_weights_the_model_is_already_below():
    # An INT4 model asked "cheaper?" with nothing cheaper: the levers must not suggest FP8/INT8 weights.
    from tools.recommend import cheaper_note

    r = ask(model="llama-3.1-8b", precision="int4", concurrency=4)
    note = cheaper_note(r).en
    assert "FP8/INT8" not in note and "a smaller model" in note
