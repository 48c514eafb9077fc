"""Answer classes a grader found wrong (docs/expert_review13_grades.md), each with other questions than the grader's.

The reasoning an expert does by hand is in each test's comments; the assertion is the class of answer that reasoning
allows, on the shipped catalog through the same reader, engine and renderer the CLI and Slack use.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Msg

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    """One question through the chat engine (the reader, the recommender and the renderer `ask` uses)."""
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


def headline_of(reply) -> str:
    rec = reply.recommendation
    assert rec is not None and rec.headline is not None, reply.text[:400]
    return rec.headline.text(reply.language)


# --- 1. cards the user owns are answered as running on them, not as a rental --------------------------------------

@pytest.mark.parametrize("text, n", [
    ("Can I fine-tune Llama 3.1 8B with LoRA on my RTX 3090 (24 GB)?", 1),  # "my <card>", no count: one card
    ("I have 2 × 4090. Serve Qwen2.5-32B at 32k context", 2),
    ("我手上有 4 张 A100 40G，想全参微调 Qwen2.5-7B", 4),
    ("台灣，我有兩張 4090，想用 QLoRA 微調 Qwen2.5-32B，資料 1 萬筆", 2),
    ("我部機有張 3090，跑唔跑到 Qwen2.5-7B？", 1),
    ("we own 8 H100s, can we serve DeepSeek-V3 for 20 users?", 8),
])
def test_owned_cards_are_read_as_owned_with_their_count(text, n):
    # "I have / my / 我手上有 / 我部機有" + a card: the user's hardware, and a card said without a count is one card
    p = extract(text).patch
    assert p.owned_gpus is True and p.num_gpus == n


@pytest.mark.parametrize("text", [
    "I want to rent 2 H100 to serve Llama 3.1 70B",  # a rental filter, nobody owns anything
    "Run my model on an H100 for 20 users, Llama 3.1 8B",  # "my model", not "my H100"
    "想租 4 张 A100 全参微调 Qwen2.5-7B",
])
def test_a_rental_request_is_not_owned(text):
    assert not extract(text).patch.owned_gpus


@pytest.mark.slow
def test_one_owned_3090_is_never_answered_with_two_rented(tmp_path):
    # Hand: Llama-3.1-8B LoRA in BF16 = 16 GB weights + ~0.3 GB adapter states + checkpointed
    # activations and fp32 logits (128k vocab × 2k × 4 B ≈ 1 GB, ×2–3) ≈ 20–22 GB: on one 3090 (25.8 GB usable)
    # only without the × 1.2 margin (22 × 1.2 ≈ 26.5); QLoRA (NF4 base ≈ 5.5 GB) is the comfortable answer. Either
    # way the plan is ONE card (the one owned), and the headline is about running on it, with no hourly price.
    r = answer(tmp_path, "Can I fine-tune Llama 3.1 8B with LoRA on my RTX 3090 (24 GB)?")
    rec = r.recommendation
    top = rec.candidates[0]
    assert top.gpu_count * top.instances == 1 and top.gpu == "RTX 3090"
    head = headline_of(r)
    assert "your own 1 × RTX 3090" in head and "rent " not in head and "$" not in head
    assert top.per_gpu_bytes / 1e9 < 25.8  # QLoRA ≈ 10–15 GB or LoRA ≈ 22 GB: inside the one card's 25.8 GB usable
    # a rental is still offered, labelled as the second option, with its price
    assert any(m.code == "recommend.owned.rent_instead" for m in rec.beside_pick)


@pytest.mark.slow
def test_owned_serving_pair_has_speed_and_no_month_in_the_headline(tmp_path):
    # Hand (E6): Qwen2.5-32B FP8 ≈ 33 GB / 2 = 16.4 GB + KV 256 KiB × 32k ≈ 8.6 GB / 2 = 4.3 GB → ≈ 22 GB of a 23.2 GB
    # pool per 24 GB card: yes in FP8 on their own two cards; ~33 GB read per token over 2 × 1 TB/s → ~30 tok/s.
    # Owned cards cost no rent: the month (730 h × price) is a rental's figure and is not the headline.
    r = answer(tmp_path, "I have 2 × RTX 4090. Serve Qwen2.5-32B for one user at 32k context")
    head = headline_of(r)
    assert "your own 2 × RTX 4090" in head and "a month" not in head and "/h" not in head
    assert "tokens/s per user" in head


@pytest.mark.slow
def test_a_thin_fit_on_owned_cards_names_the_route_with_room(tmp_path):
    # Hand (E6): FP8 Qwen2.5-32B on 2 × 4090 at 32k: ≈ 17.2 GB weights + 4.3 GB KV + buffers ≈ 22 GB of a 23.2 GB
    # pool (≈ 1 GB spare, under 5 %: a fit to test). An FP8 KV cache halves the KV to ≈ 2.1 GB per GPU → ≈ 20 GB,
    # ≈ 3 GB spare: the comfortable way to run on the cards they own, named with its figures.
    r = answer(tmp_path, "I have 2 × 4090. Serve Qwen2.5-32B at 32k context")
    # the route with room now leads the headline (a thin fit on owned cards must not lead as a plan)
    def nested(m):
        yield m
        for v in m.args.values():
            for x in (v if isinstance(v, list) else [v]):
                if isinstance(x, Msg):
                    yield from nested(x)

    # 22.1 of 23.2 GB is 95 % of the pool, past the 90 % serving limit: the stated-machine lead says it once, with the
    # FP8 KV cache as the smallest change (22.1 − 2.1 ≈ 20.0 GB, 86 %); no second "thin on your cards" lead beside it
    msgs = list(nested(r.recommendation.headline))
    m = next(x for x in msgs if x.code == "stated_edge.lead")
    assert m.args["pool"] - m.args["need"] < 1.5 and m.args["lever"] == "kv_fp8"
    assert 18.5 < m.args["lever_need"] < 21.5 and m.args["pool"] - m.args["lever_need"] > 2.0
    assert not any(x.code == "recommend.owned.margin" for x in msgs)


@pytest.mark.slow
def test_owned_a100s_full_finetune_answer_in_chinese_is_not_a_rental(tmp_path):
    # Hand: 7.6B × 16 B = 122 GB of model states / 4 = 30.5 GB per A100 40G + activations: AdamW with FP32
    # states does not fit with the × 1.2 margin, 8-bit AdamW (≈ 27 GB) does. The user has the four cards: 不说"租".
    r = answer(tmp_path, "我手上有 4 张 A100 40G，想全参微调 Qwen2.5-7B，数据 2 亿 token")
    head = headline_of(r)
    assert "在你自己的 4 × A100" in head and "：租" not in head and "每小时" not in head and "¥" not in head
    assert "小时完成" in head  # the job's time on their cards: 6 × 7.6e9 × 2e8 = 9.1e18 FLOP ≈ 4–6 h on 4 A100s


@pytest.mark.slow
def test_owned_cards_are_not_refused_for_a_region_the_user_lives_in(tmp_path):
    # Hand (T2): QLoRA Qwen2.5-32B: NF4 ≈ 18 GB + BF16 embeddings/head ≈ 3 GB → too tight on one card, FSDP-QLoRA
    # over the two owned 4090s fits. "台灣" is where the user is; their cards need no Taiwanese rental to exist.
    r = answer(tmp_path, "台灣，我有兩張 4090，想用 QLoRA 微調 Qwen2.5-32B，資料 1 萬筆")
    assert r.recommendation.candidates, r.text[:300]
    head = headline_of(r)
    assert "2 × RTX 4090" in head and "：租" not in head and "TWD" not in head


@pytest.mark.slow
def test_one_card_line_quotes_the_one_card_figure(tmp_path):
    # Hand (E14): a pick sharded over 2 × 24 GB cards needs ≈ 16 GB each; ONE 24 GB card needs the whole ≈ 22 GB.
    # "fits on one card" must quote the one-card figure (≈ 20–23 GB), not the two-card share.
    r = answer(tmp_path, "Fine-tune Llama 3.1 8B with LoRA, 24GB or less cards")
    c = next(k for k in r.recommendation.constraints if k.name == "gpu_memory_max")
    top = r.recommendation.candidates[0]
    if top.gpu_count * top.instances > 1:
        assert c.message is not None and c.message.code in ("recommend.one_card_yes", "recommend.one_card_no")
        if c.message.code == "recommend.one_card_yes":
            assert 19 < c.message.args["need"] < 24


# --- 2. a near tie goes to the stack that runs without caveats; one CUDA plan named -------------------------------

def _row(vendor: str, cost: float, gpu: str):
    from tools.embedding import EmbeddingRow
    return EmbeddingRow("p", "i", gpu, 1, 1, cost, 10.0, cost, vendor)


@pytest.mark.parametrize("cuda_cost, first", [
    (102.0, "H100"),  # the AMD row saves 2 %: inside the 15 % stack preference, TEI is CUDA-only → CUDA leads
    (111.0, "H100"),  # saves 1 − 100/111 = 9.9 %: still inside (the LLM ranking's STACK_PREFERENCE)
    (120.0, "MI300X"),  # saves 16.7 %: outside it, the saving is real → the AMD row stays first (with its ROCm note)
])
def test_embedding_tie_goes_to_cuda_only_inside_the_rocm_band(cuda_cost, first):
    from tools.embedding import cuda_on_tie
    rows = cuda_on_tie([_row("AMD", 100.0, "MI300X"), _row("NVIDIA", cuda_cost, "H100")])
    assert rows[0].gpu == first and len(rows) == 2


@pytest.mark.slow
def test_bge_m3_job_leads_with_the_cuda_card_on_a_two_percent_tie(tmp_path):
    # Hand (E7): 100M × 256 tokens = 25.6B tokens × (2 × 568M + 4·24·1024·256 ≈ 1.16 GFLOP) ≈ 3.0e19 FLOP; an H100
    # at 50 % of 989 TF → ≈ 17 h, MI300X (1.3 PF) ≈ 13 h; at $1.85/h and $2.39/h both ≈ $31 (2 % apart): a tie the
    # CUDA card takes, the MI300X named second with why.
    # The $1.85/h H100 was cudo's 8 GB-RAM host, which the LLM path leaves out (RAM below half the
    # GPU memory); without it no CUDA row is within 2 % of the MI300X's $30.79 (the next are ≈ $32–34, ≥ 5 % more), so
    # the MI300X may lead — and then its headline says it runs ROCm and names the nearest CUDA row (rocm_near_tie).
    r = answer(tmp_path, "Embed 100M passages with BGE-M3 (avg 256 tokens) for a RAG index. Which GPU, how long, how much?")
    first = r.text.split("\n")[0] if r.text else ""
    assert "x4v8gb" not in r.text, r.text[:600]
    if "MI300X" in first.split("—")[0]:
        assert "ROCm" in first and "nearest CUDA row" in first, first
    else:
        # the CUDA row leads inside the stack preference and says the MI300X's saving ("CUDA before ROCm: MI300X
        # costs 10% less, inside the 15% …"), or the older wording that it runs CUDA
        assert "runs CUDA" in r.text or "CUDA before ROCm" in r.text, r.text[:600]


def test_llm_tie_moves_a_cuda_plan_ahead_of_amd_within_the_band():
    # The same rule for the recommender's rows: AMD $100/h first, CUDA at $104 (4 % tie) → CUDA first; at $110 the
    # AMD plan keeps its place; a 0 band (under "fastest" or user weights) changes nothing.
    from types import SimpleNamespace as NS

    from tools.ranking import prefer_cuda_on_tie

    def offer(vendor, cost, gpus=4):
        return NS(gpu=NS(vendor=vendor), rank_value=cost, work_cost=cost, total_gpus=gpus, instances=1,
                  train_hours=None, layout=NS(tp=1, pp=1, num_gpus=gpus, zero_stage=None))

    amd, near, far = offer("AMD", 100.0), offer("NVIDIA", 104.0), offer("NVIDIA", 110.0)
    assert prefer_cuda_on_tie([amd, near, far], 0.05)[0] is near
    assert prefer_cuda_on_tie([amd, far], 0.05)[0] is amd
    assert prefer_cuda_on_tie([amd, near], 0.0)[0] is amd
    # a CUDA plan on more GPUs in the same one machine (8 cards against 4 MI300X) is no caveat beside the stack
    wide = offer("NVIDIA", 101.0, gpus=8)
    assert prefer_cuda_on_tie([amd, wide], 0.05)[0] is wide


@pytest.mark.slow
def test_the_headlines_cuda_plan_is_the_tables_cuda_row(tmp_path):
    # E1: 8B for 200 users at ≥ 20 tok/s: 16 GB + KV 128 KiB × 2.4k × 200 ≈ 61 GB → two GPUs. Whatever leads, an AMD
    # pick's "nearest CUDA plan" must be the first CUDA row of the same table that is one machine with no tensor
    # parallelism over 4+ PCIe cards (one function names it; tools.recommend.nearest_cuda).
    # BF16 stated: with a stated speed and no precision the answer is planned with the cheapest precision lever
    # (tools.recommend.lever_route), an FP8 plan far under every CUDA row; this class is the BF16 near tie
    r = answer(tmp_path, "We want to serve Llama 3.1 8B Instruct in BF16 to about 200 concurrent users, each should see "
                         "at least 20 tokens/s, prompts around 2k tokens. What GPU should we rent and what does it cost?")
    rec = r.recommendation
    if rec.candidates[0].vendor != "AMD":
        return
    cuda_rows = [c for c in rec.candidates if c.vendor != "AMD"]
    cuda = next((c for c in cuda_rows if c.instances == 1 and c.pcie_tp < 4), cuda_rows[0])
    head = headline_of(r)
    assert f"{cuda.instance} ({int(cuda.gpu_count * cuda.instances)} × {cuda.gpu})" in head


# --- 3. "cheaper?" offers levers that save only together ------------------------------------------------------------

@pytest.mark.parametrize("kw, expect", [
    # BF16 serving with a 16-bit cache: FP8 weights and an FP8 KV cache both apply → one combined lever with both
    ({"model": "llama-3.1-70b", "task": "inference", "concurrency": 100, "seq_len": 32768}, ("fp8", "fp8")),
    # the cache is already FP8: only the weight step is left, nothing to combine
    ({"model": "llama-3.1-70b", "task": "inference", "concurrency": 100, "kv_precision": "fp8"}, None),
    # training has no KV cache and no weight-precision lever: nothing to combine
    ({"model": "llama-3.1-8b", "task": "lora", "train_tokens": 1e8}, None),
])
def test_combined_levers_apply_only_where_both_levers_do(kw, expect):
    from tools.recommend import cheaper_workloads
    from tools.schema import Recommendation, Workload
    rec = Recommendation(workload=Workload(**kw), model=kw["model"], params=1.0, active_params=1.0, usd_cny=7.2)
    both = [x for label, x in cheaper_workloads(rec) if label.code == "recommend.weights_and_fp8_kv"]
    if expect is None:
        assert not both
    else:
        assert [(x.precision, x.kv_precision) for x in both] == [expect]


@pytest.mark.slow
def test_cheaper_on_aws_at_32k_finds_the_pair_that_saves(tmp_path):
    # Hand (E12): Llama-3.1-70B × 100 users × 32k on AWS. BF16 weights 141 GB + KV 320 KiB × 32k × 100 = 1.07 TB → the
    # B200 node class. FP8 weights (70.6 GB) + an FP8 KV cache (537 GB) ≈ 608 GB fit one 8 × H200 node (1,128 GB),
    # which AWS lists well below a p6-b200; either change alone leaves > 1 TB or needs the B200 class for speed. The
    # answer to "cheaper?" must price the pair as a lever that saves.
    e = Engine(store=Store(tmp_path / "s.db"))
    # BF16 stated: with a stated speed and no precision the answer itself would be planned with the cheapest lever
    # (tools.recommend.lever_route); this test is about the levers "cheaper?" prices under a BF16 plan
    # legal document analysis: every user at the full 32k (the subject is the lever pair, not chat length)
    for t in ("Serve Llama 3.1 70B in BF16 for 100 users at 15 tok/s each for legal document analysis",
              "what about 32k context?", "only AWS"):
        e.handle("t", t)
    r = e.handle("t", "cheaper?")
    text = r.text + "\n".join(r.notes)
    # the lever's own entry ("together (…): <plan> … (N% less)"), not the sentence above the list that names it, whose
    # first colon is another lever's (the family's smaller model, listed first at 73 % less)
    m = re.search(r"FP8 weights and an FP8 KV cache together \([^()]*\): (.*?)\((\d+)% less\)", text)
    assert m is not None and "H200" in m.group(1) and int(m.group(2)) > 0, text[-1500:]


# --- 4. a region holds for every family shown, unpriced Chinese ones too -------------------------------------------

def _catalog_row(instance: str):
    """The shipped catalog's row (catalog/data/instances.csv), with the columns a region check reads."""
    import csv
    from pathlib import Path

    from tools.schema import InstanceRow
    path = Path(__file__).resolve().parents[2] / "catalog" / "data" / "instances.csv"
    with path.open(encoding="utf-8") as f:
        x = next(r for r in csv.DictReader(f) if r["instance_type"] == instance)
    return InstanceRow(provider=x["provider"], instance_type=x["instance_type"], region=x["region"],
                       source=x["source"], notes=x["notes"])


def test_a_row_the_catalog_places_outside_china_is_not_in_a_china_region():
    # The catalog's own gn8is row says "Alibaba ECI doc notes gn8is only outside China": never inside 国内 / 中国大陆,
    # while ebmgn8v (no such note) is; outside a China request the note does not matter.
    from catalog.places import gazetteer
    from tools.constraints import outside_china, region_ok
    gn8is, ebm = _catalog_row("ecs.gn8is-8x.32xlarge"), _catalog_row("ecs.ebmgn8v.48xlarge")
    assert outside_china(gn8is) and not outside_china(ebm)
    assert not region_ok(gn8is, ["cn"], gazetteer()) and region_ok(ebm, ["cn"], gazetteer())


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "想在国内（阿里云或腾讯云）租卡跑 DeepSeek-V3 推理，20 个并发，怎么配？",
    "Serve DeepSeek-V3 on Alibaba in mainland China for 20 users",
    "在中國大陸用阿里雲跑 DeepSeek-V3 推論，20 個並發",
])
def test_china_families_listed_for_a_china_request_are_sold_in_china(tmp_path, text):
    # Hand: ~700 GB of FP8 weights → two 8 × 80 GB H800 nodes over RDMA (ebmgn8v); the L20 family gn8is is,
    # by the catalog's note, sold only outside China: it must not be offered, and the answer says it was left out.
    r = answer(tmp_path, text)
    head = headline_of(r)
    assert "ebmgn8v" in head and "gn8is" not in head
    assert "gn8is" in r.text  # named once, as left out for the region


@pytest.mark.slow
def test_without_a_region_the_family_is_still_listed(tmp_path):
    # No region stated: gn8is (sold outside China) is a family of the stated provider like any other; the headline is
    # the first family's plan, and the family list (gn8is among them) follows it
    r = answer(tmp_path, "Serve DeepSeek-V3 on Alibaba for 20 users")
    assert "gn8is" in r.text
    assert "plan " in headline_of(r)


# --- 6. minor: the asked currency's rate only; a priority change is a change; export says where --------------------

@pytest.mark.slow
@pytest.mark.parametrize("text, own, stray", [
    ("台灣，Llama-3.1-8B 客服，30 個使用者同時在線，預算每月 NT$20,000", "32 TWD", "7.2 CNY"),
    ("香港，Qwen2.5-7B 推理，10 個用户，預算每月 HK$5,000", "7.8 HKD", "7.2 CNY"),
    ("部署 Llama 3.1 8B，30 个并发，预算每月 1 万元", "7.2", None),  # a CNY answer keeps its own rate
])
def test_a_local_currency_answer_states_its_own_rate_only(tmp_path, text, own, stray):
    # NT$ is converted at 32 per USD and HK$ at 7.8 (catalog/data/fx.csv); the USD→CNY rate converts nothing in a TWD
    # or HKD answer (no priced CNY row exists), so it must not appear; a CNY answer needs it.
    r = answer(tmp_path, text)
    rec = r.recommendation
    words = " ".join(m.en for m in rec.assumptions)
    assert own in words or own in r.full
    if stray:
        assert stray not in words and "1 USD = 7.2 CNY" not in r.full


@pytest.mark.parametrize("lang, word", [("en", "priority"), ("zh", "优先级"), ("zh-Hant", "优先级")])
def test_a_priority_change_is_said_as_a_change(lang, word):
    # "cheaper?" / 平啲嘅方案 sets priority "cheapest", which may reprice the pick on spot: "changed: none" was wrong
    from advisor.core.render import changed_line
    from tools.schema import Workload
    before = Workload(model="llama-3.1-8b", task="full_finetune", train_tokens=5e8)
    line = changed_line(before, before.model_copy(update={"priority": "cheapest"}), lang)
    assert word in line and ("nothing" not in line and "无" not in line.split("：")[-1][:2])


@pytest.mark.slow
def test_chat_export_says_the_folder_and_the_chart(tmp_path):
    # The files land in a folder the user may not expect (the working directory by default): the reply names it,
    # with the chart written beside the markdown, and how to change it.
    from click.testing import CliRunner

    from advisor.cli import cli
    out = tmp_path / "exports"
    r = CliRunner().invoke(cli, ["chat", "--session", "e19", "--export-dir", str(out)],
                           input="Serve Llama 3.1 8B for 10 users\nexport\nquit\n")
    assert r.exit_code == 0, r.output
    assert str(out.resolve()) in r.output and "--export-dir" in r.output
    assert (out / "recommendation.md").exists()
