"""One answer, one set of numbers (review classes F2, F5, F6): the time to first token is met by wider
tensor parallelism before a card is dropped and never claimed where it cannot be computed; tiers, table,
refusals and pitfalls agree on the same figures; the levers behind "cheapest" and "fastest" are said."""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.recommend import Options, recommend
from tools.schema import InstanceRow, Workload

pytestmark = pytest.mark.slow  # every test here runs a whole answer (tests/answer_calls.py)

# no test here opens or writes its home: one home for the module, not a catalog copy per test
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


def row(gpu: str, count: int = 1, price: float | None = 1.0, **kw) -> InstanceRow:
    base = dict(provider="p", instance_type=f"{gpu}-{count}x-{price}", region="us-east-1", gpu=gpu, gpu_count=count,
                vcpu=8 * count, ram_gib=128 * count, price_on_demand=price, interconnect="nvlink" if count > 1 else "pcie")
    base.update(kw)
    return InstanceRow(**base)


def _no_tflops_gpu() -> str:
    # GB300 (per GPU): 288 GB and 8 TB/s listed, tensor figures blank (no NVIDIA figure in our sources). The RTX PRO
    # 6000 and then the B300 played this part until third-party transcriptions of their tables gave them derived ones.
    return "GB300 (per Blackwell Ultra GPU)"


# -- F2: time to first token ----------------------------------------------------------------------

def test_ttft_limit_met_by_wider_tp_inside_one_node():
    # Llama-3.3-70B in FP8, 2 users, 24k-token prompts, first token within 1.5 s. Two H100s hold the
    # weights and cache, but a TP-2 replica prefills 24k tokens in well over 1.5 s; TP-8 on the same
    # 8-GPU machine has 4× the prefill compute. Before, only the narrowest replica was sized, it missed
    # the limit and the whole machine was rejected on TTFT, leaving nothing (or a far dearer card).
    # every prompt is a fresh 24k (prefix_cache=False): a cached chat history would prefill only its new turn
    w = Workload(model="llama-3.3-70b", precision="fp8", concurrency=2, seq_len=24576, target_ttft_ms=1500,
                 prefix_cache=False)
    r = recommend(registry.get("llama-3.3-70b"), w, GPUS, [row("H100 SXM", 8, price=16.0)], Options())
    assert r.candidates, [x.reason for x in r.rejected]
    c = r.candidates[0]
    assert c.ttft_s is not None and c.ttft_s <= 1.5
    assert c.layout.tp >= 4  # the narrow replica (TP 2) cannot prefill 24k tokens in 1.5 s on H100
    k = next(k for k in r.constraints if k.name == "ttft")
    assert k.status == "honoured"


def test_card_without_tflops_never_passes_a_ttft_check():
    # A card with memory and bandwidth figures but no tensor TFLOPS has no prefill rate: its first-token
    # time is unknown. Before, such a card slipped through the TTFT filter (ttft_s None counted as met)
    # and the assumptions still said "sees the first token within 2 s". Now it is marked not checked and
    # the claim is not made.
    g = _no_tflops_gpu()
    w = Workload(model="qwen2.5-7b", concurrency=4, seq_len=65536)
    r = recommend(registry.get("qwen2.5-7b"), w, GPUS, [row(g, 1, price=0.5, ram_gib=512)], Options())
    assert r.candidates and r.candidates[0].ttft_s is None
    assert any("first token" in s for s in r.not_checked)
    assert not any("sees the first token within" in m.en for m in r.assumptions)
    assert any("NOT checked" in m.en for m in r.assumptions)


def test_stated_ttft_prefers_a_verified_row_over_an_unverifiable_cheaper_one():
    # Stated limit: a cheaper card whose TTFT cannot be computed must not beat a dearer card that was
    # verified to meet it (the user asked for a promise we can only give on the verified card).
    g = _no_tflops_gpu()
    w = Workload(model="qwen2.5-7b", concurrency=2, seq_len=8192, target_ttft_ms=2000)
    rows = [row(g, 1, price=0.3, ram_gib=512), row("H100 SXM", 1, price=2.0)]  # RAM ≥ half the GB300's 288 GB
    r = recommend(registry.get("qwen2.5-7b"), w, GPUS, rows, Options())
    assert r.candidates[0].gpu == "H100 SXM"
    assert r.candidates[0].ttft_s is not None and r.candidates[0].ttft_s <= 2.0
    assert any(x.reason == "ttft_unchecked" for x in r.rejected)


# -- F5: one set of numbers -----------------------------------------------------------------------

def _tier_time(t) -> float | None:
    return t.train_hours


def test_no_tier_beats_the_pick_on_both_job_cost_and_time():
    # Full fine-tune of Qwen2.5-3B on 300M tokens over H100 machines of 2, 4 and 8 GPUs at the same price
    # per GPU-hour. The smallest layout needs gradient checkpointing; the bigger machines shard the state
    # over more GPUs (ZeRO) and do not. Before, every machine was priced with checkpointing (+20–40 % step
    # time) while the safe tier priced the same machine without it, so a tier was cheaper AND faster than
    # the first row, and one instance showed two different times. The first row must be the best by the
    # kind's objective among everything shown.
    rows = [row("H100 SXM", n, price=1.3 * n) for n in (2, 4, 8)]
    w = Workload(model="qwen2.5-3b", task="full_finetune", train_tokens=300_000_000, seq_len=4096)
    r = recommend(registry.get("qwen2.5-3b"), w, GPUS, rows, Options())
    pick = r.candidates[0]
    pick_cost, pick_h = r.cost_table[0].cost.job_on_demand, pick.speed.train_hours
    for t in r.spec_range:
        if t.job_cost is None or t.train_hours is None:
            continue
        assert not (t.job_cost.amount < pick_cost * 0.999 and t.train_hours < pick_h * 0.999), t.instance
        # the same instance shows one time in the tier and in the table
        same = [c for c in r.candidates if c.instance == t.instance and c.instances == t.instances]
        for c in same:
            assert abs(c.speed.train_hours - t.train_hours) <= 1e-6 * t.train_hours


def test_headroom_label_is_the_real_multiple():
    # Training pick: the tier note prints usable ÷ estimate, not the × 1.2 asked for (the review saw
    # "with × 1.2 headroom" on plans at × 1.05–1.12). Serving pick: the engine pre-allocates its pool, so
    # no × 1.2 claim at all; the note says the plan is judged against the pool.
    w = Workload(model="qwen2.5-7b", task="lora")
    r = recommend(registry.get("qwen2.5-7b"), w, GPUS, [row("L40S", 1, price=0.9)], Options())
    rec_t = next(t for t in r.spec_range if t.tier == "recommended")
    real = rec_t.usable_bytes / rec_t.per_gpu_bytes
    assert f"× {real:.2f} headroom" in rec_t.note.en
    w2 = Workload(model="qwen2.5-7b", concurrency=12)
    r2 = recommend(registry.get("qwen2.5-7b"), w2, GPUS, [row("L40S", 1, price=0.9)], Options())
    note = next(t for t in r2.spec_range if t.tier == "recommended").note.en
    assert "× 1.2 headroom" not in note and "pool" in note


def test_refusal_table_and_pitfall_state_one_per_gpu_figure():
    # "Can two L40S full-fine-tune Qwen2.5-14B?" — no. The refusal, the memory table and pitfall 1 must
    # quote the same per-GPU need (the review found 80.2 / 161 GB and 69.1 / 97 / 138.2 GB in one answer:
    # one figure with checkpointing, one without, one × headroom, one × the GPU count).
    w = Workload(model="qwen2.5-14b", task="full_finetune", num_gpus=2, gpu_preference="L40S")
    r = recommend(registry.get("qwen2.5-14b"), w, GPUS, [row("L40S", 2, price=2.0), row("H100 SXM", 8, price=20.0)],
                  Options(stated={"num_gpus", "gpu_preference", "task", "model"}))
    assert not r.candidates
    table = f"{r.per_gpu.total / 1e9:,.1f} GB"
    assert table in r.nothing_fits[0].en
    p1 = next(p for p in r.pitfalls if p.id == 1)
    assert table in p1.why.en
    assert f"{2 * r.per_gpu.total / 1e9:,.1f} GB" not in r.nothing_fits[0].en + p1.why.en


def test_one_copy_is_per_replica_not_times_the_data_parallel_gpus():
    # Full fine-tune of a 1.5B model on an 8-GPU H100 machine: each data-parallel GPU holds a whole copy
    # (≈ 16 B/param ≈ 25 GB plus activations). "One copy needs X" must be that, not X × 8 (the review:
    # "one copy needs 1,098 GB" for a 137 GB DDP copy).
    w = Workload(model="qwen2.5-1.5b", task="full_finetune", train_tokens=50_000_000)
    r = recommend(registry.get("qwen2.5-1.5b"), w, GPUS, [row("H100 SXM", 8, price=10.0)], Options())
    lay = r.candidates[0].layout
    copy_gpus = lay.num_gpus if lay.zero_stage else lay.tp * lay.pp
    assert r.total_bytes == r.per_gpu.total * copy_gpus
    assert r.total_bytes < r.per_gpu.total * lay.num_gpus or lay.num_gpus == copy_gpus
    for p in r.pitfalls:
        assert f"{r.per_gpu.total * lay.num_gpus / 1e9:,.0f} GB" not in p.why.en or copy_gpus == lay.num_gpus


def test_batch_job_cost_column_and_no_online_spot_pitfall():
    # A batch of 200k summaries on spot: the cost column is the job's cost (not "month of serving"), and
    # pitfall 6 ("spot for online serving") does not fire: a batch resumes from its finished shards.
    from advisor.core.render import to_markdown

    w = Workload(model="qwen2.5-7b", batch_requests=200_000, output_tokens=200, seq_len=1500, billing="spot")
    r = recommend(registry.get("qwen2.5-7b"), w, GPUS, [row("L40S", 1, price=0.9, price_spot=0.4)], Options())
    assert r.candidates
    assert not next(p for p in r.pitfalls if p.id == 6).triggered
    md = to_markdown(r, "en")
    header = next(line for line in md.splitlines() if line.startswith("| # |"))
    assert "month of serving" not in header and "job" in header
    assert "月成本" not in next(line for line in to_markdown(r, "zh").splitlines() if line.startswith("| # |"))


# -- F6: the levers behind "cheapest" and "fastest" are said ----------------------------------------

def test_cheapest_on_spot_says_so_with_the_on_demand_price():
    # LoRA of Mistral-7B, "cheapest" on spot (said: spot is never chosen unasked): a spot price at 20 % of on-demand.
    # The headline must say it is spot and give the on-demand price beside it (before: the caveat was elsewhere and
    # the headline price silently depended on the discount).
    w = Workload(model="mistral-7b", task="lora", train_tokens=100_000_000, priority="cheapest", billing="spot")
    r = recommend(registry.get("mistral-7b"), w, GPUS, [row("A100 80GB SXM", 8, price=16.0, price_spot=3.2)],
                  Options())
    assert r.candidates[0].billing == "spot"
    assert r.headline.en.startswith("On spot") and "$16.00/h" in r.headline.en
    assert "$3.20/h" in r.headline.en


def test_fastest_serving_names_fp8_weights_with_its_speed():
    # "fastest" serving of Qwen2.5-32B in BF16 on FP8-capable cards: FP8 weights halve the bytes each
    # decode step reads, so FP8 is faster per user; with no precision stated, "fastest" leads with it (its
    # quality caveat), the BF16 plan and both per-user speeds named beside it (before: "fastest" kept BF16).
    w = Workload(model="qwen2.5-32b", concurrency=20, seq_len=8192, priority="fastest")
    rows = [row("H100 SXM", 2, price=5.0), row("H100 SXM", 4, price=10.0), row("H100 SXM", 1, price=2.5)]
    r = recommend(registry.get("qwen2.5-32b"), w, GPUS, rows, Options())
    assert r.workload.precision == "fp8"
    assert r.headline is not None and "In BF16:" in r.headline.en and "faster per user than" in r.headline.en
    assert "tokens/s per user" in r.headline.en and "test quality" in r.headline.en


def test_fp8_kv_cache_lever_when_the_cache_dominates():
    # Llama-3.1-8B, 40 users × 32k: the KV cache is several times the 16 GB of weights; an FP8 KV cache
    # halves it, so fewer GPUs hold the load. The lever is named with its plan and price.
    w = Workload(model="llama-3.1-8b", concurrency=40, seq_len=32768)
    r = recommend(registry.get("llama-3.1-8b"), w, GPUS, [row("H100 SXM", 1, price=2.0)], Options())
    assert r.per_gpu.kv_cache > r.per_gpu.weights
    kv = [m.en for m in r.beside_pick if "FP8 KV cache" in m.en]
    assert kv and "/h" in kv[0]
