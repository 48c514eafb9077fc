"""Quantities the user gave are read, and read as the field they are: hours of video to subtitle are hours of audio,
a sweep's runs × tokens each are training tokens (never examples of a 20M-token context), a latency at a percentile
is a latency target at that percentile (never the number 99,300), lakh and crore are Indian number words in rupees
(never "$5 a month"), and a contrastive set's count, bracketed parts and passage length size its examples (never a
bare question asking for them)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import stated_speech_load
from advisor.core.extract_figures import rewrite_figures
from advisor.core.extract_rules import extract
from tools.schema import Workload


def _read(text: str):
    e = extract(text)
    return e.patch, e.notes


# ---- hours of video, recordings or shows on a speech job are hours of audio -------------------------------------

@pytest.mark.parametrize("text, hours, period", [
    # 繁體: 每週 100 小時的影片 → 100 h of audio a week (≈ 430 h a month)
    ("我們是 YouTuber 工作室，每週大概 100 小時的影片要用 Whisper large-v3 上中文字幕，一個月大概多少？", 100, "week"),
    # 简体: 每周 200 小时的视频
    ("每周大概200小时的视频要用Whisper large-v3出字幕，一个月多少钱？", 200, "week"),
    # 粵語: 每天 8 個鐘嘅會議錄影
    ("每天大概 8 個鐘嘅會議錄影要用 Whisper large-v3 轉文字，每月幾錢？", 8, "day"),
    # English: episodes of a podcast, hours a month
    ("podcast network here, about 300 hrs of episodes a month to transcribe with whisper large-v3. monthly cost?",
     300, "month"),
])
def test_hours_of_video_or_shows_on_a_speech_job_are_hours_of_audio(text, hours, period):
    w = Workload(**extract(text).patch.model_dump(exclude_none=True))
    w, _ = stated_speech_load(w, text)
    assert w.dataset is not None and w.dataset.unit == "audio_hours" and w.dataset.amount == hours
    assert w.batch_period == period


# ---- a sweep: runs × tokens each are training tokens ------------------------------------------------------------

@pytest.mark.parametrize("text, total", [
    # 繁體: 每組 2000 萬 token × 100 組 = 2,000,000,000 tokens (4 × 8.03e9 × 2e7 ≈ 6.4e17 FLOP a run)
    ("碩士生，論文要跑超參數實驗：Llama-3.1-8B 做 LoRA，每組大約 2000 萬 token，總共想跑 100 組，指導教授給 NT$2萬，不趕，"
     "用什麼最划算？", 2_000_000_000),
    # 简体, the count first: 60 组 × 3000 万 = 1,800,000,000
    ("Qwen2.5-7B LoRA 调参，一共 60 组实验，每组大概 3000 万 token，怎么最省钱", 1_800_000_000),
    # English, "each" after the runs: 100 × 20M = 2,000,000,000
    ("LoRA sweep on Llama-3.1-8B: 100 runs, ~20M tokens each, cheapest?", 2_000_000_000),
    # English, the run's tokens first: 40 × 50M = 2,000,000,000
    ("hyperparameter sweep, LoRA on Qwen2.5-7B, each run trains on about 50M tokens, 40 runs total", 2_000_000_000),
])
def test_a_sweeps_runs_times_tokens_each_are_training_tokens_not_examples(text, total):
    patch, notes = _read(text)
    assert patch.train_tokens == total
    assert patch.dataset is None  # never 100 examples of 20,000,000 tokens each (read as a 20M-token context)
    assert patch.seq_len is None
    assert any("runs ×" in n for n in notes)


@pytest.mark.parametrize("text, amount, each", [
    # no run word: 50,000 examples × 2,048 tokens (2k, a length: binary)
    ("fine-tune llama 3.1 8b on 50k examples, 2k tokens each", 50_000, 2048),
    # 组 with no experiment said and 2,000 tokens a group (under a million): examples and their length
    ("微调 Qwen2.5-7B，3000 组问答，每组大约 2000 token，用什么卡", 3000, 2000),
])
def test_examples_with_their_length_each_stay_a_data_set(text, amount, each):
    patch, _ = _read(text)
    assert patch.train_tokens is None
    assert patch.dataset is not None and patch.dataset.amount == amount and patch.dataset.tokens_per_unit == each


# ---- a latency at a percentile --------------------------------------------------------------------------------

@pytest.mark.parametrize("text, ms, pct", [
    # 简体, glued: 要求P99 300ms以内 → 300 ms at p99 (was the number 99,300)
    ("Qwen2.5-7B 客服，100 并发，要求P99 300ms以内", 300, 99),
    # 繁體: 99分位延遲 300 毫秒
    ("Qwen2.5-7B 客服，100 並發，99分位延遲要在300毫秒內", 300, 99),
    # English, the percentile first
    ("serve llama 3.1 8b chat for 100 users, p95 latency under 500 ms", 500, 95),
    # English, the percentile after the limit
    ("serve llama 3.1 8b chat for 100 users, latency under 800 ms at p99", 800, 99),
    ("serve llama 3.1 8b chat for 100 users, P99 300ms", 300, 99),
])
def test_a_latency_at_a_percentile_is_a_target_at_that_percentile(text, ms, pct):
    patch, notes = _read(text)
    assert patch.target_ttft_ms == ms and patch.ttft_percentile == pct
    assert not any("99,300" in n for n in notes)
    assert any("first token within" in n for n in notes)  # the reading is said, so a whole-answer target is corrected


def test_a_whole_answer_latency_at_a_percentile_stays_a_whole_answer():
    patch, _ = _read("serve llama 3.1 8b, p95 end-to-end latency under 5 s")
    assert patch.target_answer_s == 5 and patch.target_ttft_ms is None


@pytest.mark.parametrize("said, kept", [
    ("要求P99 300ms以内", "P99 300ms"),  # a percentile's digits and the limit after them
    ("8 H100 200 hours", "H100 200"),  # a card's digits and a count of hours
])
def test_digits_glued_to_a_name_start_no_spaced_thousand(said, kept):
    out, notes = rewrite_figures(said)
    assert kept in out and not notes


def test_a_currency_code_glued_to_a_spaced_thousand_still_groups():
    out, _ = rewrite_figures("budget RMB5 000 a month")
    assert "RMB5000" in out


# ---- lakh and crore ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, rupees", [
    # 5 lakh = 5 × 100,000 = ₹500,000
    ("self host mistral nemo 12b for our 300 support agents, monthly cost? budget roughly 5 lakh rupees a month", 500_000),
    ("serve llama 3.1 8b for 50 users, budget ₹5L a month", 500_000),
    ("serve llama 3.1 8b for 50 users, budget 5L a month", 500_000),  # "L" after a budget word
    # 2.5 crore = 2.5 × 10,000,000 = ₹25,000,000
    ("serve llama 3.1 8b for 50 users, budget Rs 2.5 crore a year", 25_000_000),
    ("serve llama 3.1 8b for 50 users, budget 2.5 crore a year", 25_000_000),
])
def test_lakh_and_crore_are_rupees_never_dollars(text, rupees):
    patch, notes = _read(text)
    # read in rupees, never as $5: catalog/data/fx.csv prices INR at 95.76 per USD (ECB reference of 2026-06-11)
    assert patch.budget is not None and patch.budget.currency == "INR" and patch.budget.amount == rupees
    assert any(f"₹{rupees:,}" in n for n in notes)


def test_lakh_of_a_count_is_the_count():
    # 5 lakh requests a day = 500,000 requests a day, no money
    patch, notes = _read("serve llama 3.1 8b, about 5 lakh requests a day")
    assert patch.requests_per_day == 500_000 and patch.budget is None


def test_a_bare_l_is_no_lakh_without_a_rupee():
    out, notes = rewrite_figures("we have a 5L water cooler")
    assert "5L" in out and not notes


# ---- a contrastive set: its count, parts and passage length ---------------------------------------------------

@pytest.mark.parametrize("text, amount, passage, negs, epochs", [
    # 2M examples, 1 query (32) + 1 positive + 3 negatives of 300 → 32 + 4 × 300 = 1,232 tokens an example;
    # 2,000,000 × 1,232 = 2.464e9 tokens an epoch
    ("we want to fine tune bge-m3 on ~2M (query, positive, 3 hard negatives) examples from our search logs, passages "
     "~300 tokens. 1 epoch, maybe 2. we're on GCP. which gpu, how long, what cost?", 2_000_000, 300, 3, 1),
    # 简体: 200 万条, 3 个难负例, 段落 400 → 32 + 4 × 400 = 1,632
    ("想用 bge-m3 微调检索模型，大概 200 万条（query、正例、3 个难负例）训练数据，段落平均 400 token，训练 2 轮，"
     "用什么卡多少钱？", 2_000_000, 400, 3, 2),
    # 繁體: 50 萬筆, 7 個困難負例, 文檔 256 → 32 + 8 × 256 = 2,080
    ("bge-m3 微調，約 50 萬筆 (查詢, 正例, 7 個困難負例) 樣本，文檔大約 256 token，1 個 epoch，要多久？", 500_000, 256, 7, 1),
    # English triplets: one negative, 200-token passages → 32 + 2 × 200 = 432
    ("fine-tune e5-large on 500k triplets (anchor, positive, negative) with ~200-token passages, 3 epochs",
     500_000, 200, 1, 3),
])
def test_a_contrastive_sets_count_parts_and_passages_size_its_examples(text, amount, passage, negs, epochs):
    patch, notes = _read(text)
    ds = patch.dataset
    assert ds is not None and ds.amount == amount and ds.epochs == epochs
    assert ds.tokens_per_unit == passage
    example = 32 + (1 + negs) * passage
    assert ds.sequences_per_unit is not None and round(ds.tokens_per_unit * ds.sequences_per_unit) == example
    assert patch.params_b is None  # "~2M" is the examples, never a 2M-parameter model
    assert any(f"{example:,} tokens" in n for n in notes)


def test_a_contrastive_example_is_its_query_and_every_passage():
    from tools.dataset import contrastive_example_tokens

    assert contrastive_example_tokens(300, 3, 32) == 1232  # 32 + 4 × 300


def test_an_embedding_fine_tunes_tokens_count_every_sequence_of_an_example():
    from tools.embedding import _training_load
    from tools.schema import Dataset

    w = Workload(task="finetune", dataset=Dataset(amount=2_000_000, unit="examples", epochs=1, tokens_per_unit=300,
                                                  sequences_per_unit=1232 / 300))
    load = _training_load(w, 300)
    assert load is not None and load[2] == pytest.approx(2_464_000_000)  # 2M × 1,232


def test_a_sample_of_several_sequences_is_said_with_its_whole_tokens():
    from tools.embedding import _sample_tokens
    from tools.schema import Dataset

    # 300-token passages, 1,232 / 300 sequences a sample: the headline says 1,232 tokens a sample, the memory 300
    w = Workload(task="finetune", dataset=Dataset(amount=2_000_000, unit="examples", tokens_per_unit=300,
                                                  sequences_per_unit=1232 / 300))
    assert _sample_tokens(w, 300) == 1232
    assert _sample_tokens(w.model_copy(update={"dataset": Dataset(amount=10, unit="examples")}), 300) == 0
