"""Stated facts read as said in the workload line: machines said with their card count, a rerank depth after a
reranker's model name, a count said to be generating at once, images generated to be a training set, a document's
length in pages asked about whole, and an instruction block and output length said per item (en, 简体, 繁體)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract, generated_for_training
from advisor.core.extract_stated import rerank_depth
from tests.advisor.reading_checks import assert_has, read


@pytest.mark.parametrize("text, want", [
    # Hand: "three used 4x3090 boxes" = 3 machines × 4 cards = 12 cards over 3 machines (never 4 × 30 = 120)
    ("three used 4x3090 boxes, can I LoRA a 70B across them", {"num_gpus": 12, "max_nodes": 3}),
    # Hand: "4 cheap 2x4090 servers" = 4 × 2 = 8 cards over 4 machines (never 2 machines × 40 = 80)
    ("4 cheap 2x4090 servers on runpod for a 13B full finetune", {"num_gpus": 8, "max_nodes": 4}),
    # Hand: two 8 × H100 servers = 16 cards, 2 machines (the plain form still reads)
    ("our two 8xH100 servers", {"num_gpus": 16, "max_nodes": 2}),
    # 繁體: 兩台 8 卡 4090 = 2 × 8 = 16
    ("兩台 8 卡 4090 的機器，可以全參微調 Qwen2.5-32B 嗎", {"num_gpus": 16, "max_nodes": 2}),
])
def test_machines_said_with_their_card_count_are_machines_times_cards(text, want):
    assert_has(text, want)


@pytest.mark.parametrize("text, depth", [
    ("then a cross-encoder over the top 30 hits per query", 30),  # en: the reranker, then "over the top N"
    ("mxbai-rerank-large-v1 on the top 25 at query time", 25),  # a reranker named by its model
    ("召回后用 bge-reranker-v2-m3 对前 40 条精排", 40),  # 简体
    ("召回後用 bge-reranker 對前 60 條重排", 60),  # 繁體
])
def test_a_rerank_depth_said_after_the_reranker_is_the_candidates_per_query(text, depth):
    assert rerank_depth(text) == depth


def test_a_reranker_with_no_depth_keeps_the_assumed_one():
    assert rerank_depth("bge-reranker on 8 GPUs") is None  # 8 is GPUs, not candidates


@pytest.mark.parametrize("text, n", [
    # the head count (500 staff / 1,200 employees) is not the load: the count generating at once is
    ("support bot for 500 staff, at most 25 conversations generating simultaneously, Qwen2.5-14B", 25),
    ("serve Qwen2.5-14B to 1,200 employees, about 60 requests in flight at peak", 60),
    ("客服有 500 个坐席，高峰同时 35 个在生成，用 Qwen2.5-14B", 35),
    ("客服有 500 個坐席，高峰時同時有 35 個對話在生成，用 Qwen2.5-14B", 35),
])
def test_a_count_said_generating_at_once_is_the_concurrency(text, n):
    assert_has(text, {"concurrency": n}, absent=("head_count",))


@pytest.mark.parametrize("text, n", [
    ("generate 50k images with FLUX.1-dev as training data for a classifier", 50_000),
    ("用 SDXL 生成 10 万张图当训练数据，最便宜怎么做", 100_000),  # 10 万 = 100,000
    ("用 SDXL 生成 10 萬張圖做訓練資料", 100_000),
])
def test_images_generated_for_a_training_set_are_a_generation_batch(text, n):
    assert_has(text, {"task": "inference", "batch_requests": n, "modality": "diffusion"}, absent=("dataset",))
    assert any("not training" in x or "不是训练" in x for x in extract(text).notes + list(extract(text).zh_notes.values()))


@pytest.mark.parametrize("text", [
    "fine-tune SDXL on our synthetic training set of 10k images",  # the set is what SDXL trains on
    "LoRA FLUX on 5k images from our training set",
])
def test_a_training_set_an_image_model_trains_on_stays_training(text):
    assert read(text)["task"] in ("finetune", "lora")
    assert generated_for_training(text)[1] == []


@pytest.mark.parametrize("text, tokens", [
    # Hand: 600 tokens a page (tools.dataset.tokens_from_pages): 120 pages → 72,000 tokens, each request's prompt
    ("we want to paste entire reports, around 120 pages each, into Llama 3.1 70B and ask questions, ~50 reports a day",
     72_000),
    ("leases (up to ~90 pages) pasted into Qwen2.5-72B to ask questions about them", 54_000),  # 90 × 600
    ("律所，每份合同 80 页，想整份放进 Mixtral 8x7B 里问问题，每天 20 份", 48_000),  # 80 × 600
    ("律師事務所，每份合約約 150 頁，想整份貼進 Mixtral 8x7B 問問題", 90_000),  # 150 × 600
])
def test_a_document_in_pages_asked_about_whole_is_each_prompt_never_a_count(text, tokens):
    got = read(text)
    assert got.get("task") == "inference" and got.get("seq_len") == tokens, got
    assert "dataset" not in got and got.get("batch_requests") != tokens // 600, got


@pytest.mark.parametrize("text, shared, out, seq", [
    # Hand: 80 words × 4/3 = 106.7 → 107 + 250 instruction + 12 out = 369
    ("label 2M support emails (~80 words each) with Qwen2.5-7B, 250-token instruction block, output is a short label "
     "list (about 12 tokens)", 250, 12, 369),
    # Hand: 100 words × 4/3 = 133 + 400 system prompt + 10 out = 543
    ("classify 5M tickets (~100 words each) with Qwen2.5-7B, 400-token system prompt, output ~10 tokens", 400, 10, 543),
    # Hand: 100 字 × 0.67 (Qwen's tokenizer, tools.cjk_tokens) = 67 + 200 instruction + 12 out = 279
    ("用 Qwen2.5-7B 给 300 万条评论打标签，每条约 100 字，指令部分约 200 token，输出是一个很短的 JSON（约 12 token）",
     200, 12, 279),
    # Hand: 繁體 on Qwen: 0.67 × 1.25 = 0.8375 → 0.84; 100 字 × 0.84 = 84 + 400 + 10 = 494
    ("用 Qwen2.5-7B 給 500 萬條評論打標籤，每條約 100 字，系統提示 400 token，輸出約 10 token", 400, 10, 494),
])
def test_an_instruction_block_and_output_said_per_item_are_kept(text, shared, out, seq):
    assert_has(text, {"shared_prefix_tokens": shared, "output_tokens": out, "seq_len": seq})


@pytest.mark.parametrize("text, amount, currency", [
    ("how does running it at home compare with renting? electricity costs 0.12 USD per kWh here", 0.12, "USD"),
    ("power is £0.28/kWh, is it worth keeping the box on?", 0.28, "GBP"),
    ("电费 0.6 元一度，自己的 4 张 4090 一直开着和租比哪个划算", 0.6, "CNY"),
    ("電費每度 NT$4，自己的機器 24 小時開著和租比呢", 4.0, "TWD"),
])
def test_a_power_price_is_an_electricity_price_never_a_budget(text, amount, currency):
    got = read(text)
    assert got.get("power_price") == {"amount": amount, "currency": currency}, got
    assert "budget" not in got and "budget_per_hour" not in got, got


def test_a_budget_beside_no_kwh_stays_a_budget():
    assert read("serve llama 3 8b for $300 a month")["budget"]["amount"] == 300


def test_the_owned_cards_power_is_tdp_times_hours_times_price():
    from tools.power import power_cost, power_kw, power_line

    # Hand: 4 × RTX 4090 at 450 W = 1.80 kW; a month around the clock 730 h × 1.80 = 1,314 kWh × $0.15 = $197.10
    assert power_kw(450, 4) == pytest.approx(1.8)
    assert power_cost(450, 4, 0.15, 730) == pytest.approx(197.1)
    # Hand: an hour is 1.80 × 0.15 = $0.27 against $1.60 rented: 1.60 / 0.27 = 5.9× the power
    en = power_line("RTX 4090", 450, 4, 0.15, 1.60, 730, "USD")
    assert en is not None
    assert "1.80 kW" in en.text("en") and "$0.27 an hour" in en.text("en") and "$197 a month" in en.text("en")
    assert "renting costs 5.9× your power an hour" in en.text("en"), en.text("en")
    # Hand: 2 × 350 W = 0.70 kW × ¥0.6 = ¥0.42 an hour; × 730 = ¥306.6 → ¥307; rented at ¥0.30 an hour, the power
    # is 0.42 / 0.30 = 1.4× the rent
    zh = power_line("RTX 3090", 350, 2, 0.6, 0.30, 730, "CNY")
    assert zh is not None
    assert "0.70 kW" in zh.text("zh") and "¥0.42" in zh.text("zh") and "¥307" in zh.text("zh"), zh.text("zh")
    assert "你每小时的电费是租金的 1.4 倍" in zh.text("zh"), zh.text("zh")
    assert power_line("RTX 4090", None, 4, 0.15, 1.6, 730, "USD") is None  # no TDP listed: no figure made up


# whole answers, one per class, each with a figure worked by hand


def _answer(tmp_path, *turns: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(tmp_path / "s.db"))
    out = ""
    for t in turns:
        out = engine.handle("t", t).text
    return out


@pytest.mark.slow
def test_boxes_said_with_their_cards_are_sized_as_all_the_cards(tmp_path):
    # Hand: three 4x3090 boxes = 3 × 4 = 12 cards over 3 machines (never 4 machines × 30)
    out = _answer(tmp_path, "found three cheap 4x3090 boxes on vast. can I full fine-tune Qwen2.5-14B across them? "
                            "dataset is ~20M tokens")
    assert "12 GPUs" in out.splitlines()[0] and "3 machines × 4 cards read as 12 cards on 3 machines" in out, out


@pytest.mark.slow
def test_a_rerank_depth_after_the_reranker_sizes_the_endpoint(tmp_path):
    # Hand: 10 queries/s × top-20 = 200 pairs/s; each pair a 32-token query + a 200-token chunk = 232 tokens
    out = _answer(tmp_path, "search over 10M chunks (~200 tokens each) with bge-m3, then bge-reranker-v2-m3 on the "
                            "top-20, ~10 queries/sec at peak. what do we rent for serving?")
    assert "10 queries/s × 20 = 200 pairs/s of 232 tokens" in out, out


@pytest.mark.slow
def test_a_count_generating_at_once_is_sized_not_the_head_count(tmp_path):
    # Hand: 25 conversations generating at once are the load; 500 staff is who could use it (never 15 % of 500 = 75)
    out = _answer(tmp_path, "internal assistant for 500 staff; at peak about 25 conversations are generating at the "
                            "same time. Qwen2.5-14B, 4k context. what do we rent?")
    assert "25 users" in out.splitlines()[0] and "25 concurrent" in out and "75" not in out.splitlines()[0], out


@pytest.mark.slow
def test_images_for_a_training_set_are_sized_as_a_generation_batch(tmp_path):
    # Hand: 50k images × 3.31 s measured on the A100 80GB (diffusers docs) = 165,500 s = 46 A100-hours: a batch to
    # generate, sized and priced, never refused as training SDXL
    out = _answer(tmp_path, "generate 50k SDXL images at 1024x1024 (30 steps) to build a synthetic training set for "
                            "a detector, within 3 days. cheapest?")
    assert "SDXL, 50,000 images at 1024×1024" in out and "Not sized here" not in out, out


@pytest.mark.slow
def test_a_contract_in_pages_is_the_prompt_and_the_model_limit_is_said(tmp_path):
    # Hand: 80 页 × 600 token = 48,000 token per prompt, over Mixtral-8x7B's 32,768: said openly with both figures
    out = _answer(tmp_path, "律所，每份合同 80 页，想整份放进 Mixtral 8x7B 里问问题，租什么卡？")
    assert "所问 48,000，超出模型上限" in out.splitlines()[0] and "最长上下文为 32,768" in out, out
    assert "微调" not in out.splitlines()[0], out


@pytest.mark.slow
def test_an_instruction_block_and_output_per_item_size_the_batch(tmp_path):
    # Hand: 80 words × 4/3 = 107 + 250 instruction = 357 in, 12 out → 369 context
    out = _answer(tmp_path, "tag 2M support emails (~80 words each) with Qwen2.5-7B, 250-token instruction block, "
                            "output is a short label list (about 12 tokens), within 2 days. cheapest?")
    assert "369 context" in out.splitlines()[0] and "357 tokens in, 12 out" in out, out


@pytest.mark.slow
def test_a_power_price_compares_the_own_cards_with_renting(tmp_path):
    # Hand: 4 × RTX 4090 at 450 W = 1.80 kW × $0.15 = $0.27 an hour; × 730 h = $197 a month around the clock
    out = _answer(tmp_path, "I have 4x RTX 4090 at home, want to run Qwen2.5-32B for myself",
                  "electricity here is $0.15 per kWh, how does that compare with renting?")
    assert "1.80 kW" in out and "$0.27 an hour" in out and "$197 a month" in out, out
    assert "budget" not in out.splitlines()[0] and "changed: power price — → $0.15/kWh" in out, out


@pytest.mark.slow
def test_a_chinese_power_price_compares_the_own_cards_with_renting(tmp_path):
    # Hand: 2 × RTX 3090 at 350 W = 0.70 kW × ¥0.6 = ¥0.42 an hour; × 730 h = ¥306.6 → ¥307 a month
    out = _answer(tmp_path, "我家里有 2 张 RTX 3090，想自己跑 Qwen2.5-32B", "电费 0.6 元一度，一直开着和租比呢？")
    assert "0.70 kW" in out and "¥0.42" in out and "¥307" in out, out
    assert "预算" not in out.splitlines()[0], out
