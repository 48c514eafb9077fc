"""Answer classes an expert found wrong in docs/expert_review15_grades.md, each asked in EN / 简体 / 繁體.

The reasoning an expert does by hand is in each test's comments; the assertion is the class of answer that reasoning
allows, on the shipped catalog through the same reader, engine and renderer the CLI and Slack use.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.dataset import dataset_train_tokens
from tools.defaults import kind_of
from tools.schema import Dataset, WorkKind, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def answer(tmp_path, text: str):
    """One question through the chat engine (the reader, the recommender and the renderer `ask` uses)."""
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text)


# --- 1. a fine-tune on images is a training job, never judged by serving floors -----------

def test_images_in_a_training_set_count_as_samples_of_at_most_one_sequence():
    # Hand: Qwen2.5-VL makes one token of 28 × 28 pixels, so a 1024² page is 1024² / 784 ≈ 1,337 visual tokens: one
    # image with its text fits the 2,048-token default sequence. 10,000 images × 2,048 × 1 epoch = 20,480,000.
    tokens, _ = dataset_train_tokens(Dataset(amount=10_000, unit="images"), 2048)
    assert tokens == 20_480_000
    w = Workload(model="Qwen2.5-VL-7B", task="lora", dataset=Dataset(amount=10_000, unit="images"))
    assert kind_of(w) is WorkKind.SIZED_TRAINING
    # hours of audio have no stated token rate: no job size, so the job is priced per token, never "too slow"
    audio = Workload(model="Qwen2.5-7B", task="lora", dataset=Dataset(amount=100, unit="audio_hours"))
    assert kind_of(audio) is WorkKind.OPEN_TRAINING


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "LoRA fine-tune Qwen2.5-VL-7B for OCR on 10k images",          # in English
    "用 LoRA 微调 Qwen2.5-VL-7B 做 OCR，1 万张图",                    # 简体
    "Fine-tune Qwen2.5-VL-7B 做 OCR，1 萬張圖，用 LoRA",              # 繁體 (HK), as asked
])
def test_an_image_fine_tune_is_ranked_as_a_job(tmp_path, text):
    # Hand: a 7B LoRA in BF16 is ~15 GB of frozen weights + adapters, optimizer and activations: one 24–48 GB card.
    # 20.5M tokens × 6 × 7.6e9 ≈ 9.3e17 FLOP (LoRA's backward skips weight gradients, a bit less) → at 40 % of an
    # RTX 6000 Ada's 364 dense TFLOPS ≈ 1.8 h; the answer is a one-card plan finishing in hours, never a refusal for
    # a chat speed floor or for a cross-machine (RDMA) split.
    r = answer(tmp_path, text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    assert top.gpu_count * top.instances == 1, r.text[:600]
    assert top.speed is not None and top.speed.train_hours is not None and top.speed.train_hours < 12
    for floor_words in ("20 tokens/s", "20 token/s", "RDMA"):
        assert floor_words not in r.text, r.text[:600]


# --- 2. an embedding batch with no deadline: answered first, the budget used, one question at most ----------------

def test_an_embedding_budget_over_the_cheapest_row_says_the_length_it_pays_for():
    # Hand: cost ∝ tokens (slightly less than ∝: the 4·L·d·s attention term shrinks too), so a ¥500 budget against a
    # ¥1,000 cheapest row at 8,192 tokens per item pays for ≈ 8,192 × 500 / 1,000 = 4,096 tokens per item.
    from tools.embedding import EmbeddingPlan, EmbeddingRow, Encoder, budget_line

    enc = Encoder(name="bge-m3", aliases=("bge-m3",), params=568_000_000, layers=24, hidden=1024, max_tokens=8192, source="hf")
    rows = [EmbeddingRow("p", "i", "H100", 8, 1, 100.0, 11.0, 1100.0), EmbeddingRow("q", "j", "A4000", 1, 1, 1.0, 1000.0,
                                                                                    1000.0)]
    p = EmbeddingPlan(enc, 8192, True, 10_000_000, None, None, rows, "CNY", budget=500.0)
    said = budget_line(p)
    assert said is not None and said.code == "embedding.budget_over" and said.args["fits"] == 4096
    assert said.args["gpu"] == "A4000"  # the cheapest row, not the first (the first may lead for CUDA or speed)
    ok = budget_line(EmbeddingPlan(enc, 8192, True, 10_000_000, None, None, rows, "CNY", budget=1500.0))
    assert ok is not None and ok.code == "embedding.budget_ok"


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "bge-m3 给 1000 万篇文档做向量，预算 500 块以内",                 # as asked
    "用 bge-m3 把 1000 萬篇文件轉向量，預算 500 元以內",               # 繁體
    "embed 10 million documents with bge-m3, budget under 500 yuan",  # the English that was already answered
])
def test_an_embedding_batch_without_a_deadline_is_answered_with_its_budget(tmp_path, text):
    # Hand: 10M documents × 8,192 tokens (bge-m3's maximum, the stated default) ≈ 8.2e10 tokens × (2 × 568M + 4 × 24 ×
    # 1024 × 8192 ≈ 1.94e9) FLOP ≈ 1.6e20 FLOP → ~90 H100-hours at 50 % of 989 TFLOPS ≈ $160–200 ≈ ¥1,150+: over ¥500,
    # so the answer gives the plan and its time, says the budget is exceeded, and asks the one question that decides
    # it (the average document length); ¥500 buys ≈ 8,192 × 500 / 1,150 ≈ 3,500 tokens per document.
    r = answer(tmp_path, text)
    assert r.recommendation is not None or "rent" in r.text or "租" in r.text, r.text[:600]
    assert "500" in r.text and ("budget" in r.text or "预算" in r.text or "預算" in r.text), r.text[:600]
    assert r.text.count("?") + r.text.count("？") <= 1, r.text[:900]
    assert "每秒多少请求" not in r.text and "requests per second" not in r.text


# --- 3. "cheapest" on spot (said) names the cheapest ON-DEMAND plan too, with its own machine and price -------------------

@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "用竞价实例，用 LoRA 微调 Qwen2.5-14B，5 万条对话数据，平均 1500 token，最便宜的方案是什么？",  # spot said
    "用競價執行個體，用 LoRA 微調 Qwen2.5-14B，5 萬條對話資料，平均 1500 token，最便宜的方案是什麼？",
    "Cheapest way to LoRA fine-tune Qwen2.5-14B on 50k conversations of 1500 tokens, on spot instances",
])
def test_a_spot_pick_names_the_cheapest_on_demand_plan(tmp_path, text):
    # Hand: 50k × 1,500 = 75M tokens × 6 × 14.8e9 ≈ 6.7e18 FLOP (LoRA skips weight gradients: less) → ≈ 4.7 h on one
    # H100 at 40 % of 989 TFLOPS, ≈ $2.2/h → ≈ $10 on demand; the spot pick's own machine (an A100 80GB PCIe at
    # ≈ $3.7/h on demand for ≈ 7 h) is ≈ $25 on demand. So the cheapest on-demand plan is another machine at well under
    # half the same-machine on-demand figure, and the spot answer must name it.
    r = answer(tmp_path, text)
    head = r.recommendation.headline.text(r.language) if r.recommendation and r.recommendation.headline else r.text
    assert r.recommendation.candidates[0].billing == "spot", head
    said = ("cheapest on-demand plan is", "最省的按量方案是", "最省的按需方案是")
    assert any(s in head for s in said), head


# --- 4. a barely-fitting plan never leads as if it had room --------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "我自己有一张 A100 40G，能跑 Qwen2.5-32B 吗？给 5 个人用",           # as asked
    "我自己有一張 A100 40G，能跑 Qwen2.5-32B 嗎？給 5 個人用",
    "I have one A100 40GB of my own. Can it run Qwen2.5-32B for 5 people?",
])
def test_an_owned_card_with_no_room_leads_with_the_roomy_way(tmp_path, text):
    # Hand: Qwen2.5-32B is 32.8B params: FP8 ≈ 32.8 GB of weights + ~3 GB activations/buffers against vLLM's pool of
    # 0.9 × 42.3 GB ≈ 38 GB → about 0–2 GB spare, inside the memory model's error; INT4 AWQ ≈ 18 GB of weights → ~12 GB
    # spare. So the headline must say the plan is tight and name AWQ before the thin plan, not only under it.
    # The stated card (owned, 1 card) at ≈ 38.0 of 38.1 GB is 99.7 % of the pool, past the 90 % serving limit: the
    # stated-machine lead ("Not with room to serve: your 1 × A100 40GB SXM loads it", INT4 AWQ ≈ 55 % of the pool as the smallest
    # change) says it, and the older "thin on your cards" lead is not said beside it (one lead only); either says tight.
    r = answer(tmp_path, text)
    head = r.recommendation.headline.text(r.language)
    assert "AWQ" in head, head
    thin_words = ("Thin on your cards", "在你的卡上偏紧", "在你的卡上偏緊")
    edge_words = ("your 1 × A100 40GB SXM loads it", "你的 1 × A100 40GB SXM 能加载，但没有部署余量",
                  "你的 1 × A100 40GB SXM 能載入，但沒有部署餘量")
    assert sum(any(w in head for w in words) for words in (thin_words, edge_words)) == 1, head
    assert head.index("AWQ") < head.index("A100 40GB SXM ("if "your own" in head else "A100 40GB SXM 上"), head


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "DeepSeek-V3 满血版部署，20 个并发，推理要多少张卡？大概多少钱一个月？",   # as asked
    "DeepSeek-V3 滿血版部署，20 個並發，要幾張卡？一個月多少錢？",
    "Deploy full DeepSeek-V3 for 20 concurrent users, how many GPUs and how much a month?",
])
def test_a_serving_pick_that_fills_its_pool_says_tight_and_names_the_wider_machine(tmp_path, text):
    # Hand: 671B in FP8 ≈ 704 GB with its embeddings and MTP layer → 176 GB per MI300X at TP 4, against vLLM's pool of
    # 0.9 × 206 GB (192 GiB) ≈ 185 GB: ~95 %, a fit to test. On 8 × MI300X in TP 8 it is ≈ 88 GB + KV per GPU, under
    # half the pool: the roomy plan, ~2× the price. The headline says "tight" and names the 8-card machine.
    r = answer(tmp_path, text)
    head = r.recommendation.headline.text(r.language)
    top = r.recommendation.candidates[0]
    assert (top.gpu, top.gpu_count * top.instances) == ("MI300X", 4), head  # the cheapest plan that holds it
    assert any(w in head for w in ("Tight", "偏紧", "偏緊")), head
    assert "8 × MI300X" in head and "TP 8" in head, head


# --- 5. at almost the same cost, the much sooner plan leads a job -------------------------------------------------

def test_a_weekly_embedding_tie_goes_to_the_plan_done_in_hours():
    # Hand: $9.40 for 2.4 days (57.6 h) on one A4000 vs $9.47 for 4.7 h on one H100: +0.7 %, inside the 5 % tie, and
    # 57.6 / 4.7 ≈ 12× sooner: the H100 leads; a 3.6 h MI300X at $9.39 is sooner still but ROCm, so CUDA first.
    from tools.embedding import EmbeddingRow, sooner_on_tie

    a4000 = EmbeddingRow("p", "a", "RTX A4000", 1, 1, 0.163, 57.6, 9.40)
    h100 = EmbeddingRow("c", "h", "H100 SXM", 1, 1, 2.01, 4.7, 9.47)
    mi300x = EmbeddingRow("r", "m", "MI300X", 1, 1, 2.6, 3.6, 9.39, vendor="AMD")
    assert sooner_on_tie([a4000, mi300x, h100])[0] is h100
    # 13 % dearer is no tie: the cheaper slow plan keeps the lead
    dear = EmbeddingRow("c", "h", "H100 SXM", 1, 1, 2.27, 4.7, 10.62)
    assert sooner_on_tie([a4000, dear])[0] is a4000


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "我哋要每星期幫 50 萬份 PDF 做 embedding，用 bge-m3，邊個平啲？",  # as asked (HK)
    "我们每周要给 50 万份 PDF 做 embedding，用 bge-m3，哪个便宜？",
    "Every week we embed 500k PDFs with bge-m3, which is cheaper?",
])
def test_an_embedding_job_at_a_tie_leads_with_hours_not_days(tmp_path, text):
    # Hand: 500k × 8,192 = 4.1e9 tokens × ~1.9e9 FLOP ≈ 7.9e18 FLOP: ~4.4 h on an H100 at 50 % of 989 TFLOPS, ~2.4
    # days on an A4000 (76.7 TFLOPS): the same GPU-hour cost within a percent, so the first row finishes in hours.
    r = answer(tmp_path, text)
    first = r.text.split("\n")[0]
    assert re.search(r"(?:约|約) [\d.]+ (?:小时|小時)完成|done in [\d.]+ h\b", first), first


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "用 QLoRA 微调 Llama 3.1 70B，2 万条数据，竞价",          # spot
    "用 QLoRA 微調 Llama 3.1 70B，2 萬條資料，競價",
    "QLoRA fine-tune Llama 3.1 70B on 20k examples, on spot",
])
def test_a_spot_job_of_a_day_gives_way_to_one_of_an_hour_at_six_percent_more(tmp_path, text):
    # Hand: 20k × 2,048 = 41M tokens × 6 × 70.6e9 ≈ 1.7e19 FLOP (+ NF4 dequant): ~32 h on one A100 80GB PCIe with
    # checkpointing, ~1.4 h on 8 × H200; spot ¥104 vs ¥110 (+6 %, under the 10 % band for a ≥ 4× sooner finish).
    r = answer(tmp_path, text)
    top = r.recommendation.candidates[0]
    assert top.speed is not None and top.speed.train_hours is not None and top.speed.train_hours < 24, r.text[:500]


# --- 6. an impossible answer-time target is refused with the closest plan named ------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("text, words", [
    # every prompt new keeps all 10 users at the full 128k (the subject is the closest plan, not chat length)
    ("Run Llama 3.3 70B with 128k context for 10 users, every prompt is a new document, each answer within 20 "
     "seconds", "Closest plan"),
    ("用 Llama 3.3 70B，128k 上下文，10 个用户，每次都是新文件，每个回答 20 秒内出完", "最接近的方案"),
    ("用 Llama 3.3 70B，128k 上下文，10 個使用者，每次請求都是新文件，每個回答 20 秒內完成", "最接近的方案"),
])
def test_an_unreachable_answer_time_names_the_closest_plan(tmp_path, text, words):
    # Hand: a fresh 128k prompt is ≈ 2 × 70.6e9 × 131k ≈ 1.85e16 FLOP (+ attention) → tens of seconds on TP 2, so 10
    # simultaneous fresh prompts cannot all answer in 20 s: refused. With the prefix cache a plan at ≈ 26 tok/s and a
    # ≈ 4.5 s first token writes a 338-token answer in 4.5 + 338 / 26 ≈ 17.5 s: the closest plan, named with its time.
    # The verdict follows the plans' own figures: the pick misses it, so never ✅; "not possible" (refused) only when
    # no plan meets it either, else adjusted, the closest plan named as meeting it.
    r = answer(tmp_path, text)
    c = next(c for c in r.recommendation.constraints if c.name == "answer_time")
    close = c.message.args["closest"]
    assert c.status == ("adjusted" if close is not None and close.args["met"] else "refused")
    assert close is not None and words in r.text, r.text[:800]
    a = close.args
    assert a["answer_s"] == pytest.approx(a["ttft_s"] + a["out"] / a["tps"], rel=1e-6)
    assert "用户" not in r.text or "个用户" in text  # 繁體 keeps 使用者 (checked again in class 7)


# --- 7. minor: the legend agrees with the rows; 繁體 keeps 使用者; image jobs are not asked for a context ------------

@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "QLoRA fine-tune Llama 3.1 70B on 20k examples, on spot",
    "用 QLoRA 微调 Llama 3.1 70B，2 万条数据，竞价",
    "用 QLoRA 微調 Llama 3.1 70B，2 萬條資料，競價",
])
def test_the_order_legend_agrees_with_the_rows(tmp_path, text):
    # Hand: a row moved up by a rule (8 × H200 1.4 h at ¥110 above a 1.3-day A100 at ¥104) is out of price order, so a
    # legend saying "lowest first" would contradict the table; when the figures rise row by row it may say so.
    from advisor.core.render import in_price_order

    r = answer(tmp_path, text)
    legend = next(line for line in r.text.split("\n") if line.startswith("- ↑"))
    plain = ("↑ lowest first", "↑ 从低到高", "↑ 從低到高")  # "不严格从低到高" starts otherwise
    assert any(legend.startswith("- " + p) for p in plain) == in_price_order(r.recommendation, 3), legend


@pytest.mark.parametrize("hk", [True, False])
def test_a_traditional_reply_never_prints_the_simplified_household_character(hk):
    # Hand: OpenCC's s2hk writes 戶 in the Hong Kong glyph 户 ("每用户"), which a reader takes for Simplified; HK pages
    # write 用戶 / 客戶, Taiwan pages 使用者 (TAIWAN_TERMS). Neither output may contain 户.
    from advisor.core.script import to_script

    out = to_script("每用户 20 tokens/s；客户与用户", "zh-Hant", hk=hk)
    assert "户" not in out, out
    assert ("每用戶" in out) if hk else ("每使用者" in out), out


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "Caption 1M images per week with Qwen2.5-VL-7B, cost per month?",
    "每天晚上要用 Qwen2.5-7B 处理 100 万条评论做情感分类，早上 8 点前必须完成，怎么租最省钱？",
    "每週要用 Qwen2.5-VL-7B 為 100 萬張圖片生成描述，每月多少錢？",
])
def test_a_batch_of_images_or_reviews_is_not_asked_for_a_context_length(tmp_path, text):
    # Hand: a caption or a sentiment label is one request per item; its size is the item's input (an image's tokens,
    # a review's text) and its output, not a chat's context window: the pitfall names those, never "context length".
    r = answer(tmp_path, text)
    assert "context length" not in r.text and "上下文长度" not in r.text and "上下文長度" not in r.text, r.text[-900:]


@pytest.mark.slow
@pytest.mark.parametrize("text, label", [
    ("I have one A100 40GB of my own. Can it run Qwen2.5-32B for 5 people?", "to rent instead (second option)"),
    ("我自己有一张 A100 40G，能跑 Qwen2.5-32B 吗？给 5 个人用", "若改为租用（备选）"),
    ("我自己有一張 A100 40G，能跑 Qwen2.5-32B 嗎？給 5 個人用", "若改為租用（備選）"),
])
def test_rented_rows_under_an_owned_card_answer_are_labelled_a_second_option(tmp_path, text, label):
    # Hand: the user owns the card, so the answer is about running on it; a table of rentals beside it is an
    # alternative, and must say so where it is drawn (the table's offer column).
    r = answer(tmp_path, text)
    table_head = next(line for line in r.text.split("\n") if line.startswith("| #"))
    assert label in table_head, table_head


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "Gemma 2 27B 給 30 個使用者用，要多少錢？",         # Taiwan
    "Gemma 2 27B 给 30 个用户用，要多少钱？",
    "Serve Gemma 2 27B to 30 concurrent users, what does it cost?",
])
def test_a_pick_below_the_floor_at_full_context_does_not_lead(tmp_path, text):
    # Hand: 54.4 GB of BF16 weights + 368 KiB × 4,096 × 30 ≈ 46 GB of KV ≈ 108 GB per copy: on 4 × A40 (TP 4 over PCIe,
    # 0.70 TB/s each) a full-context step reads ≈ 27 GB per GPU → ≈ 18 tok/s at 70 % before the all-reduce (13.8 by
    # the model): under the 20 tok/s floor. One MI300X (5.3 TB/s) reads 108 GB → ≈ 34 tok/s. The first row must hold
    # the floor at full context, whatever it costs more.
    r = answer(tmp_path, text)
    top = r.recommendation.candidates[0]
    assert not (top.gpu == "A40" and top.gpu_count == 4), r.text[:600]
