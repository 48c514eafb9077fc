"""Serving layouts an ML-infrastructure engineer would deploy: tensor parallel over PCIe on cards without NVLink,
FP8 weights weight-only on Ampere, and the levers and constraints the answer shows. Each case states the hand
figures it rests on."""

from __future__ import annotations

import re

import pytest

from advisor.core.render import to_short_markdown, workload_line
from advisor.core.service import advise
from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tests.fixtures import resolved
from tools.compat import kernel_problem, weight_only_fp8
from tools.defaults import resolve
from tools.kinds import POLICIES, Ask
from tools.schema import WorkKind, Workload

# read-only answers: one home (and one catalog load) for the module; no test here writes state
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GPUS = all_gpus()


def stated(w: Workload) -> set[str]:
    return {k for k, v in w.model_dump().items() if v is not None}


def ask(**kw):
    w = Workload(**kw)
    return advise(w, stated=stated(w))


@pytest.mark.slow
def test_70b_fp8_on_l40s_is_tp4_replicas_inside_machines_not_a_pipeline_fleet():
    # 70.6B × 1 byte = 70.6 GB of FP8 weights; KV 320 KiB × 8,192 per user. One replica is a TP group of 4 or 8 L40S
    # over PCIe inside one machine (vLLM --tensor-parallel-size 4 or 8), never pipeline stages across machines (the old rule,
    # TP only over NVLink, gave 15 machines of pipeline stages at 10 tokens/s per user).
    # At load (tools.load) each of the 30 users keeps sending a 7,854-token prompt (8,192 less a 338-token answer).
    # The pick is TP 8 over PCIe (one g6e.48xlarge a replica). It prefills a prompt in ≈ 2 s: 7,854 × 141 GFLOP at half
    # of 8 × 733 TFLOPS ≈ 0.38 s, plus the PCIe all-reduces 2 × 80 layers × 2 × ⅞ × 8,192 × 2 B ≈ 4.6 MB a token at
    # the ≈ 25 GB/s a PCIe 4.0 x16 link carries ≈ 184 µs a token ≈ 1.4 s, plus attention; it decodes a step in ≈ 22 ms
    # (8.8 GB of weights a card at 864 GB/s × 0.896 ≈ 11.4 ms, 80 layers × 40.8 µs of floor ≈ 3.3 ms, 160 all-reduces
    # × 48 µs over an 8-card PCIe ring ≈ 7.7 ms). Each user's cycle is ≈ 2 s + 338 ÷ 20 s ≈ 19 s, so k users take
    # ≈ 0.1·k of the replica for prefill, and the decode batch of k streams, quoted after the warned PCIe loss, keeps
    # ≥ 20 tokens/s for about 3 of them: ≈ 10 replicas for 30 users.
    # (prefix_cache=False: every prompt new, the premise above; a chat's cached history would prefill its new turn)
    # Over PCIe a TP 4/8 group keeps at most 70 % of that speed (tools.offers.PCIE_TP_LOSS, the low end of the 30–60 %
    # the answer warns of), so the floor is judged after the loss: still no pipeline fleet, every user held.
    r = ask(model="llama-3.1-70b", task="inference", precision="fp8", seq_len=8192, concurrency=30,
            providers=["aws"], gpu_preference="L40S", prefix_cache=False)
    c = r.candidates[0]
    assert c.layout.pp == 1 and c.layout.tp >= 4 and c.layout.num_gpus <= c.gpu_count
    assert c.per_user_tokens_per_s >= 20
    assert c.users_per_replica <= 4 and c.replicas * c.users_per_replica >= 30 and c.replicas >= 8


@pytest.mark.slow
def test_fp8_weights_run_weight_only_on_ampere_for_dense_serving_only():
    # vLLM runs FP8 checkpoints on Ampere as W8A16 through FP8 Marlin (vLLM docs "FP8 W8A8"); its fused-MoE path
    # needs FP8 hardware (sm_89+); training in FP8 needs FP8 tensor cores.
    a100 = GPUS["A100 40GB SXM"]
    dense, moe = registry.get("Llama-3.1-70B"), registry.get("Mixtral-8x7B")
    serve = resolved(task="inference", precision="fp8")
    assert weight_only_fp8(dense, serve) and not weight_only_fp8(moe, serve)
    assert not weight_only_fp8(dense, resolved(task="full_finetune", precision="fp8"))
    assert kernel_problem(a100, "fp8", weight_only_fp8=True) is None
    assert kernel_problem(a100, "fp8") is not None
    assert kernel_problem(GPUS["T4"], "fp8", weight_only_fp8=True) is not None  # sm_75: below the W8A16 floor here
    r = ask(model="llama-3.1-70b", task="inference", precision="fp8", seq_len=8192, concurrency=30,
            providers=["aws"], gpu_preference="A100 40GB SXM")
    assert r.candidates and any("W8A16" in c.message.en for c in r.compatibility)


@pytest.mark.slow
def test_a_16_bit_pick_dominated_by_weights_names_the_fp8_lever_in_the_short_answer():
    # BF16 70B on AWS for 30 users needs 8 × A100 40GB (235 GB with KV); FP8 weights halve 141 GB to 71 GB, which
    # 4 × L40S hold for about half the hourly price. An engineer names that lever under the pick.
    r = ask(model="llama-3.1-70b", task="inference", seq_len=8192, concurrency=30, providers=["aws"])
    assert any("FP8 weights" in m.en for m in r.beside_pick)
    assert "FP8 weights" in to_short_markdown(r, "en")


def test_every_stated_limit_is_in_the_workload_line():
    # The short answer hides the constraints section: the workload line must carry each stated filter and target.
    w = Workload(model="Qwen2.5-32B", task="inference", concurrency=20, target_tokens_per_s_per_user=40,
                 target_ttft_ms=1000, providers=["runpod", "lambda"], min_gpu_memory_gib=48, priority="fastest")
    line = workload_line(w, "en")
    for part in ("runpod, lambda", "≥ 40 tokens/s per user", "first token ≤ 1,000 ms", "≥ 48 GB per GPU", "fastest"):
        assert part in line, part
    assert "每用户 ≥ 40 tokens/s" in workload_line(w, "zh")


@pytest.mark.slow
def test_serving_tiers_do_not_mention_gradient_checkpointing():
    r = ask(model="llama-3.1-8b", task="inference", concurrency=8)
    assert r.spec_range and not any("checkpointing" in t.note.en for t in r.spec_range if t.note)
    # a training tier says "needs gradient checkpointing" exactly when its plan needs it, as its ranked row does
    # (a tier and the row for the same machine once disagreed on it)
    for kw in ({"seq_len": 4096}, {"seq_len": 32768}):
        t = ask(model="llama-3.1-8b", task="lora", **kw)
        assert t.spec_range
        for x in t.spec_range:
            assert ("needs gradient checkpointing" in x.note.en) == bool(x.gradient_checkpointing), (kw, x.tier)


@pytest.mark.slow
def test_the_validation_plan_names_the_terms_the_kind_has():
    serve = ask(model="llama-3.1-8b", task="inference", concurrency=8)
    train = ask(model="llama-3.1-8b", task="lora", seq_len=4096)
    assert "gradients" not in serve.validation_plan[1].en and "KV cache" in serve.validation_plan[1].en
    assert "optimizer" in train.validation_plan[1].en


def test_each_kind_asks_its_own_questions():
    # Serving asks the peak users (blocking) and the context; open-ended training the data; a sized long job its
    # deadline; a batch has no users to ask about.
    def fields(w: Workload, **ctx) -> list[tuple[str, bool]]:
        d, _ = resolve(w)
        from tools.defaults import kind_of

        return [(q.field, q.blocking) for q in POLICIES[kind_of(w)].questions(w, d, Ask(**ctx))]

    assert fields(Workload(task="inference", model="x")) == [("concurrency", True), ("context", False)]
    assert fields(Workload(task="inference", model="x", batch_requests=1000)) == [("context", False)]
    assert fields(Workload(task="pretrain", model="x")) == [("data", True)]
    assert fields(Workload(task="lora", model="x")) == [("data", False)]
    assert fields(Workload(task="full_finetune", model="x", train_tokens=10**9)) == [("deadline", False)]
    assert fields(Workload(task="inference", model="x"), asked=frozenset({"concurrency", "context"})) == []
    assert set(POLICIES) == set(WorkKind)


@pytest.mark.slow
def test_why_compares_the_first_two_rows_the_table_shows():
    # The table folds one provider's card at other GPU counts into its first row ("also 3 GPUs"); "why?" must put
    # the table's second row beside the first, not a folded sibling the user never sees.
    from tools.explain import why_order
    from tools.summary import table_rows

    r = ask(model="llama-3.1-8b", task="inference", seq_len=32768, concurrency=20)
    rows = table_rows(r, limit=2)
    assert len(rows) == 2
    text = why_order(r)[-1].en
    second = rows[1].candidate
    # the second row's machines as plan_machines names them ("2. 2 × runpod inst (4 × A4500 each)" or "2. runpod inst")
    assert re.search(rf"2\. (\d+ × )?{re.escape(second.provider)} {re.escape(second.instance)}", text)


@pytest.mark.slow
def test_a_tiny_job_rents_a_small_machine_not_an_8_gpu_one():
    # 5k examples × 800 tokens × 2 epochs = 8 M tokens of LoRA on an 8B: minutes on any modern card. Every job pays
    # start-up (boot, image, weights) by the hour too, so an 8 × B200 node "finishing in under a minute" costs more
    # than one card finishing in half an hour; an engineer rents the single card.
    from tools.constants import JOB_SETUP_HOURS
    from tools.schema import Dataset

    r = ask(model="llama-3.1-8b", task="lora", seq_len=800, priority="cheapest",
            dataset=Dataset(amount=5000, unit="examples", tokens_per_unit=800, epochs=2))
    c = r.candidates[0]
    assert int(c.gpu_count) * c.instances <= 2
    assert r.cost_table[0].cost.job_hours == pytest.approx(c.speed.train_hours + JOB_SETUP_HOURS)
    assert any("start-up" in m.en for m in r.assumptions)


def test_the_default_first_token_limit_grows_with_the_prompt_and_prefill_pays_attention():
    # 2 s is an interactive default for prompts up to 8k tokens; at 128k no card reads the prompt in 2 s (an H100
    # prefilling Llama-3.1-8B at 50 % of 989 TFLOPS: 128k × 16 GFLOP ≈ 4 s before attention). The default scales
    # (2 s per 8k: 32 s at 128k), and the attention term (2·L·s·d per token, causal) makes long prompts slower per
    # token than short ones on the same card.
    from tools.offers import ttft_limit_s
    from tools.schema import Layout
    from tools.speed import estimate_speed

    assert ttft_limit_s(resolved(seq_len=4096)) == 2.0
    assert ttft_limit_s(resolved(seq_len=131072)) == 32.0
    assert ttft_limit_s(resolved(seq_len=131072, target_ttft_ms=5000)) == 5.0
    arch = registry.get("Llama-3.1-8B")
    h100 = GPUS["H100 SXM"]
    short = estimate_speed(arch, resolved(task="inference", seq_len=4096), h100, Layout())
    long = estimate_speed(arch, resolved(task="inference", seq_len=131072), h100, Layout())
    assert long.prefill_tokens_per_s < 0.6 * short.prefill_tokens_per_s


@pytest.mark.slow
def test_a_serving_headline_gives_speed_first_token_and_the_month():
    # the figures a serving buyer asks for (an independent review found the month and the first-token time only in
    # --full): per-user speed, first token and the bill for a month of 730 h (= the hourly price × 730)
    from tools.constants import HOURS_PER_MONTH

    r = ask(model="llama-3.1-8b", task="inference", concurrency=16, seq_len=4096)
    c = r.candidates[0]
    assert "tokens/s per user" in r.headline.en and "first token ≈" in r.headline.en
    month = f"{c.price_per_hour.amount * HOURS_PER_MONTH:,.0f}"
    assert f"{month} a month (730 h)" in r.headline.en.replace("$", "") and "每月" in r.headline.zh
