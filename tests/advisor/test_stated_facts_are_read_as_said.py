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
    # Hand: 100 字 × 0.6 = 60 + 200 instruction + 12 out = 272
    ("用 Qwen2.5-7B 给 300 万条评论打标签，每条约 100 字，指令部分约 200 token，输出是一个很短的 JSON（约 12 token）",
     200, 12, 272),
    # Hand: 100 字 × 0.6 = 60 + 400 + 10 = 470
    ("用 Qwen2.5-7B 給 500 萬條評論打標籤，每條約 100 字，系統提示 400 token，輸出約 10 token", 400, 10, 470),
])
def test_an_instruction_block_and_output_said_per_item_are_kept(text, shared, out, seq):
    assert_has(text, {"shared_prefix_tokens": shared, "output_tokens": out, "seq_len": seq})
