"""Answer classes a grader found wrong (docs/expert_review9_grades.md), each with other questions than the grader's.

The reasoning an expert does by hand is in each test's comments; the assertion is the class of answer that reasoning
allows, on the shipped catalog through the same service (and, where the wording matters, the same reader, engine and
renderer) the CLI and Slack use.
"""

from __future__ import annotations

import math
import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.render import to_markdown
from advisor.core.service import advise
from advisor.core.store import Store
from catalog import registry
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.defaults import resolve
from tools.embedding import ENCODERS, encoder_named, flops_per_token
from tools.load import MAX_CACHED_SHARE, SHAREGPT_PROMPT_TOKENS, request_shape
from tools.recommend import DEADLINE_ERROR, Options, recommend
from tools.schema import InstanceRow, Workload
from tools.speed import PREFILL_MFU, link_label, peak_tflops

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
GPUS = all_gpus()


def ask(**kw):
    w = Workload(**kw)
    return advise(w, stated={k for k, v in w.model_dump().items() if v is not None})


def chat(tmp_path, *turns: str):
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t) for t in turns]


# --- 1. a long-context chat is priced with its history served from the prefix cache, the worst case beside it --------

def test_a_context_filling_chat_prompt_prefills_only_its_new_turn():
    # Llama-3.1-8B at 32k: the prompt fills the context less ShareGPT's 338-token answer, 32,430 tokens. vLLM's prefix
    # cache (on by default in V1) serves the conversation so far; the new turn is the last answer + a ShareGPT-mean
    # message, 338 + 161 = 499 tokens, but never less than 5 % of the prompt (Character.AI's 95 % inter-turn rate is
    # the best credited): ⌈0.05 × 32,430⌉ = 1,622 new, 30,808 cached. At 4k the turn decides: 3,758 − 499 = 3,259.
    # One user is the long chat of the long-chat cap (tools.chat_kv: max(1, ⌈0.1 × 1⌉) = 1), so it fills the context.
    w, _ = resolve(Workload(task="inference", model="llama-3.1-8b", seq_len=32768, concurrency=1))
    sh = request_shape(w)
    assert (sh.prompt, sh.prefilled, sh.cached) == (32430, 1622, 30808)
    assert sh.attention_span == 32430 + 30808  # the new tail attends to the whole cached prefix
    assert sh.decode_kv_tokens == 32430 + 169  # decode reads the user's whole context
    # 100 users: 10 at 32,768 and 90 at 4,096 hold 90 × 4,096 + 10 × 32,768 = 696,320 tokens, 6,963 a user (floor);
    # the average chat's prompt 6,963 − 338 = 6,625; its new turn max(499, ⌈0.05 × 6,625⌉ = 332) = 499, 6,126 cached
    w100, _ = resolve(Workload(task="inference", model="llama-3.1-8b", seq_len=32768, concurrency=100))
    sh100 = request_shape(w100)
    assert (sh100.prompt, sh100.prefilled, sh100.cached) == (6625, 499, 6126)
    w4, _ = resolve(Workload(task="inference", model="llama-3.1-8b", seq_len=4096, concurrency=4))
    assert request_shape(w4).prefilled == 338 + SHAREGPT_PROMPT_TOKENS == 499
    assert MAX_CACHED_SHARE == 0.95


@pytest.mark.parametrize("update", [
    {"prefix_cache": False},  # stated: every prompt new (RAG over fresh documents)
    {"prompt_tokens": 8000},  # a stated prompt is charged as stated
    {"framework": "llama.cpp"},  # no prefix cache by default there
    {"batch_requests": 1000},  # a batch's prompts are its documents
])
def test_the_cache_is_assumed_only_for_a_chat_on_a_caching_engine(update):
    w, _ = resolve(Workload(task="inference", model="llama-3.1-8b", seq_len=32768, concurrency=8, **update))
    assert request_shape(w).cached == 0


def _worst_line(rec):
    return next(m for m in rec.beside_pick if m.code.startswith("recommend.worst_case"))


@pytest.mark.slow
@pytest.mark.parametrize(("model", "users", "extra"), [
    # unstated precision: where an FP8 plan leads (tools.precision_lead), its worst case is priced in FP8 too
    ("llama-3.1-8b", 100, {}),  # once $38/h (16 × MI300X) at the worst case
    ("qwen2.5-32b", 20, {}),  # once 8 × MI300X at the worst case
    ("llama-3.3-70b", 20, {}),
    ("llama-3.3-70b", 10, {"precision": "fp8", "gpu_preference": "L40S"}),  # a card a graded question named
])
def test_a_32k_chat_is_priced_on_the_cache_and_names_the_worst_case(model, users, extra):
    # Each user's KV cache is still reserved for the whole 32k context (the cache keeps every history between turns):
    # the pick's per-GPU memory is at least its users' share of users × 32,768 × KV bytes per token (Llama-3.1-8B:
    # 2 · 32 layers · 8 KV heads · 128 · 2 B = 128 KiB). Only the prefill shrinks, so the pick costs less than the
    # worst case (every request a fresh 32k prompt), which the answer names with its plan and price, and which
    # `prefix_cache: false` turns into the pick.
    rec = ask(model=model, task="inference", seq_len=32768, concurrency=users, **extra)
    top = rec.candidates[0]
    kv = registry.get(model)
    per_token = 2 * kv.layers * kv.kv_heads * kv.head_dim * 2  # the KV cache stays 16-bit unless stated
    shard = top.layout.tp if kv.kv_heads >= top.layout.tp else kv.kv_heads
    # the long-chat cap (tools.chat_kv): of a replica's u users, max(1, ⌈0.1 u⌉) hold 32,768 tokens, the rest 4,096
    u = top.users_per_replica
    long = max(1, -(-u // 10))
    assert top.per_gpu_bytes >= ((u - long) * 4096 + long * 32768) * per_token / shard
    said = " ".join(a.en for a in rec.assumptions)
    assert "priced as a multi-turn chat" in said and "95%" in said
    line = _worst_line(rec)
    if line.code == "recommend.worst_case":
        worst = ask(model=model, task="inference", seq_len=32768, concurrency=users, prefix_cache=False, **extra)
        w0 = worst.candidates[0]
        assert w0.price_per_hour.amount > top.price_per_hour.amount
        assert w0.instance in line.en and f"{w0.price_per_hour.amount:,.2f}" in line.en
        assert "--no-prefix-cache" in line.en
        said0 = " ".join(a.en for a in worst.assumptions)
        assert "every prompt is new, as stated" in said0


@pytest.mark.slow
def test_c1_costs_a_quarter_of_the_worst_case(tmp_path):
    # A graded chat: Llama-3.1-8B, 100 users, 32k as a limit (tools.chat_kv): 90 × 4,096 + 10 × 32,768 = 696,320
    # tokens × 128 KiB = 91.3 GB of KV (every user at 32k would be 429 GB). The average chat's prompt is
    # 696,320 ÷ 100 = 6,963 − 338 = 6,625 tokens, its new turn 499, so 6,126 ÷ 6,625 = 92% is cached; the worst case
    # (every request a fresh 32,430-token prompt, sized in full) costs at least twice the pick.
    r = chat(tmp_path, "I want to serve Llama 3.1 8B for 100 concurrent users with 32k context")[0]
    rec = r.recommendation
    assert rec is not None and "92% of each from the prefix cache" in r.text
    assert "Worst case, every request a fresh 32,430-token prompt" in r.text
    worst = ask(model="llama-3.1-8b", task="inference", seq_len=32768, concurrency=100, prefix_cache=False)
    assert rec.candidates[0].price_per_hour.amount * 2 <= worst.candidates[0].price_per_hour.amount


@pytest.mark.slow
def test_a_chinese_chat_says_the_cache_assumption_in_chinese(tmp_path):
    r = chat(tmp_path, "我想跑qwen2.5 32b推理 20人同时用 32k上下文")[0]
    assert "来自前缀缓存" in r.text and "最坏情况" in r.text


# --- 2. "monthly cost" asks what a month costs; only a commitment chooses reserved billing --------------------------

@pytest.mark.parametrize("text", [
    "EU-only deployment of Mixtral 8x7B for 15 users, monthly cost in EUR?",
    "serve llama 3.1 8b for 10 users, what's the monthly bill?",
    "部署qwen2.5 7b 10个人用 每月多少钱",
    "serve qwen2.5 14b for 20 users, yearly cost?",
])
def test_a_month_or_a_year_is_a_period_not_a_billing(text):
    assert extract(text).patch.billing is None, text


@pytest.mark.parametrize("text", [
    "serve llama 3.1 8b for 10 users on a 1-year commitment",
    "serve llama 3.1 8b for 10 users, monthly reserved",
    "部署qwen2.5 7b 10个人用 包月多少钱",
    "serve llama 3.1 8b with reserved instances",
])
def test_a_commitment_chooses_reserved_billing(text):
    assert extract(text).patch.billing == "reserved", text


@pytest.mark.slow
def test_a_monthly_cost_question_is_answered_on_demand_for_730_hours(tmp_path):
    # A graded question read "monthly cost" as monthly reserved billing and ranked nothing; on-demand × 730 h answers it
    r = chat(tmp_path, "EU-only (GDPR) deployment of Mixtral 8x7B for internal use, 15 users. Which provider and "
                       "GPU, monthly cost in EUR?")[0]
    rec = r.recommendation
    assert rec is not None and rec.candidates and rec.candidates[0].billing == "on_demand"
    assert "a month (730 h)" in r.text


# --- 3. no-fit reports that do not contradict themselves -------------------------------------------------------------

@pytest.mark.slow
def test_amd_links_are_infinity_fabric_not_nvlink():
    # gpus.csv keeps MI300X's 896 GB/s in its nvlink column ("nvlink col = Infinity Fabric"): the words follow the vendor
    assert link_label("AMD", "nvlink") == "Infinity Fabric" and link_label("NVIDIA", "nvlink") == "NVLink"
    assert link_label("NVIDIA", "nvlink-bridge") == "NVLink bridge" and link_label("AMD", "pcie") == "PCIe"
    # a 70B over TP 2 on MI300X (141 GB of weights need two cards): no "NVLink" anywhere in its report
    # BF16 stated: unstated, FP8's 70 GB fit one MI300X and lead for under 60 % of the TP 2 plan (tools.precision_lead)
    rec = ask(model="llama-3.1-70b", task="inference", concurrency=30, seq_len=8192, gpu_preference="MI300X",
              prefix_cache=False, precision="bf16")
    # every prompt new: each user at the whole context (no long-chat cap, tools.chat_kv)
    top = rec.candidates[0]
    assert top.gpu == "MI300X" and top.layout.tp >= 2
    md = to_markdown(rec, "en") + to_markdown(rec, "zh")
    assert "NVLink" not in md and "nvlink" not in md and "Infinity Fabric" in md
    assert "rocm-smi --showtopo" in md and "nvidia-smi topo" not in md


@pytest.mark.slow
def test_an_amd_picks_validation_plan_measures_with_rocm_smi():
    # A graded answer: the 24-hour plan of an MI300X serving pick said "`nvidia-smi` will show about … per GPU", a tool that
    # is not on a ROCm host. The plan's memory step names the vendor's tool (rocm-smi), in both languages.
    rec = ask(model="llama-3.1-8b", task="inference", concurrency=64, gpu_preference="MI300X")
    assert rec.candidates[0].gpu == "MI300X"
    plan = "\n".join(m.en + m.zh for m in rec.validation_plan)
    assert "rocm-smi" in plan and "nvidia-smi" not in plan


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "Can I run Llama 3.1 405B on a single H100?",
    "full fine-tune Llama 3.1 70B on 2 x RTX 4090",
    "能用一张4090全量微调llama 3.1 70b吗",
    "用一張MI300X跑Llama 3.1 405B推理可以嗎",
    "can 2 x L40S run Llama 3.3 70B in fp8 with 32k context for 10 users?",
])
def test_a_no_fit_full_report_prints_each_section_once(tmp_path, text):
    r = chat(tmp_path, text)[0]
    full = r.full or r.text
    heads = re.findall(r"(?m)^#{1,3} .+$", full)
    assert len(heads) == len(set(heads)), [h for h in heads if heads.count(h) > 1]
    # AMD's link is not NVLink: no line about an MI300X names NVLink (another row's "no NVLink" PCIe mark may)
    assert not [ln for ln in full.lower().splitlines() if "mi300x" in ln and "nvlink" in ln]


@pytest.mark.slow
def test_a_place_filter_is_held_beside_the_plan_over_budget(tmp_path):
    # A graded question: NT$150k a month for Llama-3.1-70B in Japan: the cheapest plan is in Tokyo but over the budget, so
    # "jp" is honoured (the plan named is there) and only the budget is refused as asked. FP8 weights with an FP8 KV
    # cache fit the budget there, so that priced lever is the answer, its headline saying BF16 is over the budget.
    r = chat(tmp_path, "想在日本機房跑Llama 3.1 70B 推論，大概30個使用者同時用，每月預算台幣15萬夠嗎？")[0]
    rec = r.recommendation
    status = {c.name: c.status for c in rec.constraints}
    assert status["region"] == "honoured"
    assert status["budget"] == "refused" or (
        rec.headline is not None and rec.headline.args["prefix"].code == "recommend.budget_route_prefix")
    assert "❌ jp" not in r.text


@pytest.mark.slow
def test_a_budget_with_no_priced_plan_is_not_checked_rather_than_refused(tmp_path):
    # A graded question: only unpriced Chinese clouds hold the work, so no price stands against the budget: "not checked",
    # never "❌ … the cheapest plan is shown with its price" beside no price. (华北: Alibaba's priced rows, a third-party
    # report, are in Shanghai, 华东)
    r = chat(tmp_path, "想部署qwen2.5-72b给公司内部用大概50人同时在线预算每月3万块以内华北地区有啥推荐")[0]
    c = next(c for c in r.recommendation.constraints if c.name == "budget")
    assert c.status == "unchecked" and "未核对" in r.text and "下面给出最便宜的方案及价格" not in r.text


@pytest.mark.slow
def test_why_puts_the_reason_for_the_pick_before_the_memory(tmp_path):
    # Graded chats: "why?" answered with GB per GPU. The first lines now rank the first two rows and say why the
    # pick has its GPU count; the memory derivation follows.
    r = chat(tmp_path, "serve llama 3.3 70b for 20 users, 32k context", "only AWS", "why?")[-1]
    assert r.kind == "explain"
    why, memory = r.text.index("Why this answer"), r.text.index("How the memory was computed")
    assert why < memory
    head = r.text[why:memory]
    assert "ranked by" in head and "replica" in head
    zh = chat(tmp_path, "我想跑qwen2.5 32b推理 20人同时用 32k上下文", "只要阿里云北京机房", "为什么选这个?")[-1]
    head = zh.text[:zh.text.index("显存是怎么算的")]
    assert "没有可引用的公开按小时价格" in head  # nothing ranked: the reason, not the memory



@pytest.mark.slow
def test_why_a_job_has_more_gpus_than_memory_needs_names_cost_not_memory_and_keeps_no_spot(tmp_path):
    # After "no spot", "why?" said the job was "ranked by the whole job's cost (on spot, with its
    # rework)", and "the layout that holds the work uses 8" although the table's own second row, 4 × the same card, held
    # it too. Full fine-tune of a 9.24B model: 16 B/param = 148 GB of model states, ZeRO-sharded → 37 GB per GPU on 4
    # cards or 18.5 GB on 8, plus ~23 GB of activations: both fit an 80 GB H100, so the count is the job cost's choice.
    r = chat(tmp_path, "full fine-tune gemma 2 9b on 500M tokens", "no spot", "why?")[-1]
    head = r.text[:r.text.index("How the memory was computed")]
    assert "(on spot, with its rework)" not in head
    first = r.recommendation.candidates[0] if r.recommendation else None
    if first is None or int(first.gpu_count) * first.instances == 1:
        pytest.fail("the pick should be a multi-GPU plan for 500M tokens of a full 9B fine-tune")
    assert "the layout that holds the work uses" not in head and "fewer hold the work too" in head

# --- 4. a full fine-tune of an 8B on one H100 gets the optimizer route in every phrasing -----------------------------

@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "full fine-tune llama 3 8b on 1 H100 with AdamW",
    "full fine-tune llama 3.1 8b on one H100 80GB using deepspeed",
    "full fine-tune llama 3.1 8b on one H100 80GB with HF Trainer",
    "full fine-tune llama 3.1 8b on one H100 with unsloth",
    "用一张H100全参微调llama3.1 8b，AdamW优化器",
    "full fine-tune llama 3.1 8b on one H100 with adamw 8bit",
])
def test_full_fine_tune_of_an_8b_on_one_h100_takes_the_route_that_fits(tmp_path, text):
    # 16 B/param of mixed-precision AdamW is 128 GB for 8B: no. HF + 8-bit AdamW keeps the FP32 master copy (4 + 2 + 2
    # + 2 = 10 B/param, 80 GB): no. torchtune's single-device recipe (pure BF16, 8-bit paged AdamW, the step inside
    # backward) keeps ≈ 2 + 2 B/param + one gradient: 16 + 16 GB + activations ≈ 47 GB: yes, on the stated card. A
    # stated AdamW is AdamW with 32-bit moments, so its 8-bit form is tried, as a stated BF16 gets FP8 tried.
    rec = chat(tmp_path, text)[0].recommendation
    assert rec is not None and rec.candidates, text
    top = rec.candidates[0]
    # "H100" is the family (SXM, PCIe, NVL: 80–94 GB); "H100 80GB" reads as the SXM part
    assert top.gpu.startswith("H100") and int(top.gpu_count) * top.instances == 1
    assert rec.workload.framework == "torchtune" and rec.workload.optimizer == "adamw_8bit"
    assert rec.per_gpu.total < 80e9
    assert rec.headline is not None and rec.headline.en.startswith("Not with")


def test_a_stated_sgd_gets_no_optimizer_route(tmp_path):
    from tools.routes import training_routes

    w = Workload(task="full_finetune", model="llama-3.1-8b", num_gpus=1, optimizer="sgd")
    assert training_routes(w, w, GPUS["H100 SXM"]) == []


# --- 5. nothing within the budget: the nearest plan, and how far over -----------------------------------------------

@pytest.mark.slow
def test_the_cheapest_plan_over_budget_says_how_far_over(tmp_path):
    # A graded chat: Llama-3.3-70B, 20 users at 32k, NT$100k a month. The cheapest plan as asked is named with its month;
    # "% over the budget" is its month ÷ NT$100,000 − 1, checked here from the plan's own hourly price × 730.
    # 同時 keeps the graded 20 at once (給 20 人用 alone is now a head count, sized 5 at once)
    r = chat(tmp_path, "想跑 Llama 3.3 70B 給 20 人同時用，32k context，做合同審查，預算台幣10萬/月")[0]
    rec = r.recommendation
    # the headline leads with the nearest plan over the budget when a precision route comes nearer; the plan as
    # asked is still named with how far over it is
    first = next(m for m in rec.nothing_fits if m.code == "recommend.nothing_fits_a_budget")
    hourly = float(re.search(r"([\d,.]+) TWD", str(first.args["money_2"])).group(1).replace(",", ""))
    over = first.args["over"].args["share"]
    assert over == pytest.approx(hourly * 730 / 100_000 - 1, rel=1e-3)
    # FP8 weights and KV at the readable 10 tokens/s hold all 20 users on one MI300X (NT$76.48 × 730 = NT$55,830):
    # that way meets the budget, so it leads, before "2 users instead of 20" on the same card; no lower-precision
    # plan over the budget is called nearest beside a way within it
    codes = [m.code for m in rec.nothing_fits]
    assert "recommend.budget_way_slower" in codes and "recommend.lower_precision_over" not in codes, codes
    if "recommend.budget_way_fewer" in codes:
        assert codes.index("recommend.budget_way_slower") < codes.index("recommend.budget_way_fewer"), codes
    assert "每人約 14 token/s" in r.text and r.text.index("每人約 14 token/s") < r.text.index("2 人（而不是 20 人）")


@pytest.mark.slow
def test_a_lower_precision_inside_the_budget_is_named(tmp_path):
    # A graded question: BF16 Llama-3.1-70B for 30 users needs 2 × B200 in Tokyo (NT$322k a month); in FP8 weights with an
    # FP8 KV cache a smaller plan exists there: a route inside the budget is the answer itself (its precision in the
    # headline, with how far over the BF16 plan is); one over it is named with its month.
    r = chat(tmp_path, "想在日本機房跑Llama 3.1 70B 推論，大概30個使用者同時用，每月預算台幣15萬夠嗎？")[0]
    rec = r.recommendation
    codes = [m.code for m in rec.nothing_fits]
    adopted = bool(rec.candidates) and rec.workload.precision == "fp8"
    assert adopted or "recommend.lower_precision" in codes or "recommend.lower_precision_over" in codes
    assert "超出預算" in r.text


# --- 6. a deadline met only on the optimistic estimate ---------------------------------------------------------------

def _row(gpu: str, price: float) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu} x1", region="us-east-1", gpu=gpu, gpu_count=1, vcpu=16,
                       ram_gib=128, price_on_demand=price, interconnect="pcie")


def _c3(rows):
    w = Workload(task="lora", model="mistral-7b", seq_len=512, deadline_hours=6.0,
                 dataset={"amount": 100_000, "unit": "examples", "tokens_per_unit": 512})
    return recommend(registry.get("mistral-7b"), w, GPUS, rows, Options(stated=set(w.model_dump(exclude_none=True))))


@pytest.mark.slow
def test_a_thin_deadline_margin_promotes_the_plan_with_headroom_when_it_costs_little_more():
    # A graded chat: 51 M tokens of LoRA on an RTX 4090 take ≈ 5.2 h + 15 min of start-up of a 6 h deadline; the speed
    # model's held-out error is ±27 %, so 5.5 × 1.27 ≈ 7 h could miss it. An RTX PRO 6000 at $0.99/h does it in ≈ 2 h
    # for ≈ 5 % more: it comes first, and the line says the margin it replaced.
    rec = _c3([_row("RTX 4090", 0.34), _row("RTX PRO 6000 Blackwell", 0.99)])
    top = rec.candidates[0]
    assert top.gpu == "RTX PRO 6000 Blackwell"
    line = next(m for m in rec.beside_pick if m.code == "recommend.deadline_thin_promoted")
    assert "RTX 4090" in line.en and "to spare" in line.en and "comes first" in line.en
    assert pytest.approx(0.27) == DEADLINE_ERROR


@pytest.mark.slow
def test_a_thin_margin_names_the_safer_plan_when_it_costs_much_more():
    rec = _c3([_row("RTX 4090", 0.34), _row("RTX PRO 6000 Blackwell", 3.00)])  # ≈ $6 a job against ≈ $1.9: named only
    assert rec.candidates[0].gpu == "RTX 4090"
    line = next(m for m in rec.beside_pick if m.code == "recommend.deadline_thin")
    assert "RTX PRO 6000 Blackwell" in line.en and "more" in line.en


@pytest.mark.slow
def test_a_thin_margin_with_no_safer_plan_says_to_measure_first():
    rec = _c3([_row("RTX 4090", 0.34)])
    assert any(m.code == "recommend.deadline_thin_none" for m in rec.beside_pick)


@pytest.mark.slow
def test_a_comfortable_margin_says_nothing(tmp_path):
    # 300 M tokens of LoRA in 10 h: the pick's ≈ 6.4 h × 1.27 ≈ 8.1 h still meets it
    rec = chat(tmp_path, "LoRA fine-tune Llama-3-8B on 300M tokens within 10 hours")[0].recommendation
    assert not any(m.code.startswith("recommend.deadline_thin") for m in rec.beside_pick)


# --- 7. embedding models are sized, not refused ---------------------------------------------------------------------

@pytest.mark.slow
def test_an_embedding_job_is_sized_from_the_encoders_forward_pass(tmp_path):
    # A graded question: 50 M documents with bge-large in 5 days. bge-large-en-v1.5: 335 M parameters, 24 layers, hidden
    # 1024. The stated 400 tokens a document are read (an embedding job's context is its input alone, no output), and
    # said against the model's 512-token maximum. The 30,522 × 1,024 = 31.25 M token-embedding table (BERT vocabulary,
    # config.json) is a lookup, so N = 335 M − 31.25 M = 303.75 M. Per token 2 · 303.75 M + 4 · 24 · 1024 · 400 =
    # 607.49 M + 39.32 M = 646.8 MFLOP; 50 M × 400 = 20 B tokens = 1.2936e19 FLOP. One H100 SXM at half its 989.4 TFLOPS
    # FP16 peak does 4.947e14 FLOP/s: 26,150 s = 7.26 h, + 15 min of start-up = 7.5 h. The answer names the machines,
    # hours and cost.
    enc = encoder_named("bge-large")
    assert enc is not None and enc.params == 335_000_000
    per = flops_per_token(enc, 400)
    assert per == pytest.approx(646.8e6, rel=1e-3)
    h100 = 50_000_000 * 400 * per / (peak_tflops(GPUS["H100 SXM"], "fp16") * 1e12 * PREFILL_MFU) / 3600
    assert h100 == pytest.approx(7.26, abs=0.05)
    r = chat(tmp_path, "5000万篇文档要用bge-large做embedding 平均400token 5天内搞定 要几张卡 总共多少钱")[0]
    assert r.kind == "answer" and "bge-large-en-v1.5" in r.text and "50,000,000" in r.text
    assert "每条 400 token（最多 512）" in r.text  # the stated length, against the model's maximum
    assert "不做估算" not in r.text
    # one H100 takes the hand's 7.5 h; a CUDA box of 8 (led inside the stack preference over an MI300X, the same job
    # cost: the cards split the items) takes an eighth of it, so the hours are checked on the one-card plan only
    if re.search(r"[（(]1 × H100 SXM[)）]", r.text):
        assert re.search(r"H100 SXM[)）]，每小时 [^—]+—— 约 7\.5 小时", r.text)  # Chinese closes with a full-width ）


def test_an_embedding_pick_on_amd_or_blackwell_says_what_its_card_needs():
    # A graded question: an MI300X pick for a bge-large job carried no ROCm line, though every other answer on an AMD card
    # names the ROCm image and the CUDA-only wheels that do not load. The checks follow the first row's card.
    from tools.embedding import card_checks

    amd = card_checks(GPUS["MI300X"])
    assert amd and "ROCm" in amd[0].en and "rocm/vllm" in amd[0].en
    blackwell = card_checks(GPUS["RTX PRO 6000 Blackwell"])
    assert blackwell and "12.8" in blackwell[0].en
    assert card_checks(GPUS["H100 SXM"]) == ()  # Hopper's floor is an info line, not a warning for a one-line answer


@pytest.mark.slow
def test_an_embedding_endpoint_is_sized_by_its_requests_per_second(tmp_path):
    # 200 requests/s × 512 tokens on e5-large-v2 = 102,400 tokens/s at ≤ 50 % busy: each GPU gives peak × 0.5 ÷ 720 MFLOP
    # tokens/s, so the first row has ⌈102,400 ÷ (rate × 0.5)⌉ GPUs, rounded up to whole machines.
    r = chat(tmp_path, "serve an embedding endpoint with e5-large-v2 for 200 requests per second")[0]
    assert r.kind == "answer" and "requests/s" in r.text and "a month" in r.text
    enc = next(e for e in ENCODERS if e.name == "e5-large-v2")
    # the plan's machines: "2 × p inst (4 × L4 each) at" (several) or "p inst (4 × L4) at" (one): GPUs = machines × each
    gpu = re.search(r"(?:(\d+) × )?\S+ \S+ \((\d+) × ([^)]+?)( each)?\) at", r.text)
    n, name = int(gpu.group(1) or 1) * int(gpu.group(2)), gpu.group(3)
    rate = peak_tflops(GPUS[name], "fp16") * 1e12 * PREFILL_MFU / flops_per_token(enc, 512)
    need = math.ceil(200 * 512 / (rate * 0.5))  # GPUs; whole machines may add up to a machine's worth more
    assert need <= n < need + 8


@pytest.mark.slow
def test_an_unlisted_embedding_model_is_refused_with_the_reason(tmp_path):
    r = chat(tmp_path, "embed 1M docs with some embedding model")[0]
    assert r.kind == "question" and "Not sized here" in r.text and "Which model" in r.text


@pytest.mark.slow
@pytest.mark.parametrize("text, full_ctx", [
    ("deploy Llama 3.1 8B in Taiwan for a support bot, 50 users at once, budget $3000 a month",
     "at the full 4,096-token context"),
    # 繁體: the below-target headline now gives one verdict, "滿上下文時低於你的目標：每使用者約 13.6 tok/s（每路都到完整的
    # 4,096 token 上下文時）" (was "（在完整的 4,096 token 上下文）").
    ("想在台灣的機房部署 Llama 3.1 8B 做客服機器人，同時約 50 人使用，預算 3000 美金一個月",
     "每路都到完整的 4,096 token 上下文時"),
])
def test_a_pick_below_the_floor_at_its_sized_context_says_so_in_the_short_answer(tmp_path, text, full_ctx):
    # FP8 Llama-3.1-8B on an L4 with 17 users per replica: KV 2·32·8·128·2 B = 128 KiB a token;
    # at the full 4,096-token context 17 × 4,096 × 128 KiB ≈ 9 GB of KV plus 8 GB of weights are read per decode step,
    # ~17 GB at ~0.2 TB/s effective of the L4's 0.3 TB/s → ~12–15 tok/s per user, under the 20 tok/s default floor;
    # at ShareGPT-length prompts it is ~27. The short answer showed only the 27 and a memory note; the miss at full
    # context was in --full alone. It must be in the short answer's "what would change it" line.
    r = chat(tmp_path, text)[0]
    short = r.text
    assert full_ctx in short, short[:1500]
