"""A corpus said in words (existing / backfill / 存量 / 现有 / 一次性 items, then N new a month) is a one-off batch of the
corpus with its monthly increment, never that many requests a month or a day — for an embedder and for any batch
work over a corpus (summaries, labels, translations), in English, 简体 and 繁體, the count's unit in any script
(M, million, 万, 萬, 亿, 千萬, 百萬) and the size per item before or after."""

import pytest

from advisor.core.corpus_once_read import corpus_once
from advisor.core.extract_rules import extract


@pytest.mark.parametrize("text, want", [
    # 45M existing chunks (backfill) and 3M more a month, the per-item size before the count
    ("Backfill: our existing 45M chunks of ~256 tokens need to be vectorized, plus roughly 3M new a month",
     (45_000_000, 3_000_000)),
    # the increment said first, the corpus after: "each month we add 600k", 9.5 million pages once
    ("Each month we add 600k pages; first we index 9.5 million pages once", (9_500_000, 600_000)),
    # 1.2亿 = 120,000,000; 每月 800 万 = 8,000,000 (no item noun after the monthly count)
    ("存量1.2亿条商品描述要做一次性向量化，每条约120 token，每月新增800万", (120_000_000, 8_000_000)),
    # 三千五百萬 → 35,000,000; 一百五十萬 → 1,500,000
    ("歷史資料三千五百萬份文件要先做嵌入，每個月大約再加一百五十萬份", (35_000_000, 1_500_000)),
])
def test_the_corpus_and_its_increment_are_read_in_words(text, want):
    from advisor.core.extract_rules import normalise

    assert corpus_once(normalise(text)) == want


@pytest.mark.parametrize("text", ["embed 4M new docs a month", "每月新增 300 万篇文档做向量化",
                                  "existing 2M docs, 500 tokens each, embed them"])
def test_a_rate_alone_or_a_corpus_alone_is_no_increment(text):
    from advisor.core.extract_rules import normalise

    assert corpus_once(normalise(text)) is None


@pytest.mark.parametrize("text, items, month, work", [
    # English, summaries: 2.4M existing call transcripts once (≈ 1,200 tokens each), then 150k new a month
    ("Summarize our existing 2.4M call transcripts (~1,200 tokens each) with Llama-3.1-8B-Instruct, then about 150k "
     "new transcripts per month. Which GPU and what cost?", 2_400_000, 150_000, "summarize"),
    # 简体, classification: 存量 600 万条工单 once, 每月新增 40 万条 (a label each)
    ("用Qwen2.5-14B-Instruct给存量600万条工单做一次性分类，每条约300 token，之后每月新增40万条，要什么GPU，多少钱？",
     6_000_000, 400_000, "classify"),
    # 繁體, translation: 現有 八十萬 份 = 800,000 once, 每月 再加 五萬 份 = 50,000
    ("用Qwen2.5-14B-Instruct把現有八十萬份產品說明翻譯成英文，每份約900 token，之後每月再加五萬份，要什麼卡、多少錢？",
     800_000, 50_000, "translate"),
])
def test_batch_work_over_a_corpus_is_a_one_off_and_its_month(text, items, month, work):
    w = extract(text).patch
    assert (w.batch_requests, w.batch_monthly_items, w.batch_period) == (items, month, None)
    assert w.batch_work == work and w.requests_per_day is None


@pytest.mark.parametrize("text, items, month", [
    # 14M docs × ~350 tokens embedded once, 1.1M new a month: the corpus and its month, no rate a day
    ("We have 14M docs of ~350 tokens to embed once with bge-m3, then about 1.1M new a month", 14_000_000, 1_100_000),
    ("用bge-m3做向量化，存量3500万篇，每篇约250 token，之后每月新增120万篇", 35_000_000, 1_200_000),
    ("用bge-m3向量化：現有一千二百萬份文件，每份約450 token，每月再加九十萬份", 12_000_000, 900_000),
])
def test_an_embedder_corpus_in_words_is_no_rate(text, items, month):
    w = extract(text).patch
    assert (w.batch_requests, w.batch_monthly_items, w.batch_period) == (items, month, None)
    assert w.requests_per_day is None and w.params_b is None


def test_a_monthly_batch_without_a_one_off_stays_monthly():
    # "3M reviews a month" with no once / existing: a recurring batch of 3M each month
    w = extract("Classify 2.5M product reviews a month with Qwen2.5-7B-Instruct").patch
    assert w.batch_period == "month" and w.batch_monthly_items is None


def test_the_month_scales_the_run_not_the_start_up():
    from tools.batch_increment import month_run

    # a one-off of 20 h run (+ 0.25 h start-up = 20.25 h wall) costing $81 ($4/h): 300k new of 4M a month is
    # 20 × 0.075 = 1.5 h + 0.25 h = 1.75 h, × $4/h = $7
    hours, cost = month_run(20.0, 81.0, 4_000_000, 300_000)
    assert abs(hours - 1.75) < 1e-9 and abs(cost - 7.0) < 1e-9


def _ask(tmp_path, text: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_english_summaries_once_then_a_month_are_priced_apart(tmp_path):
    # 2.4M transcripts × (1,200 in + 300 out) once; 150k a month is 150k / 2.4M = 6 % of the one-off's run, on the
    # same machine plus one start-up: never 2.4M requests a month
    out = _ask(tmp_path, "Summarize our existing 2.4M call transcripts (~1,200 tokens each) with Llama-3.1-8B-Instruct, "
                         "then about 150k new transcripts per month. Which GPU and what cost?")
    assert "batch of 2,400,000 requests" in out and "that run is one-off" in out
    assert "150,000 new items a month (6% of it)" in out and "every month" not in out


@pytest.mark.slow
def test_simplified_classification_once_then_a_month(tmp_path):
    # 存量 600 万条 once (300 token in, a label out); 每月 40 万条 = 400k / 6M ≈ 7 % of the one-off's run a month
    out = _ask(tmp_path, "用Qwen2.5-14B-Instruct给存量600万条工单做一次性分类，每条约300 token，之后每月新增40万条，"
                         "要什么GPU，多少钱？")
    assert "批量推理 6,000,000 条" in out and "以上为一次性任务" in out and "之后每月新增 400,000 条（为其 7%）" in out


@pytest.mark.slow
def test_traditional_translation_once_then_a_month(tmp_path):
    # 現有 八十萬 = 800,000 份 once (900 in, 900 out: a translation as long as its input); 每月 五萬 = 50,000,
    # 50k / 800k = 6 % (6.25 %) of the one-off's run a month
    out = _ask(tmp_path, "用Qwen2.5-14B-Instruct把現有八十萬份產品說明翻譯成英文，每份約900 token，之後每月再加五萬份，"
                         "要什麼卡、多少錢？")
    assert "800,000 條" in out and "以上為一次性任務" in out and "之後每月新增 50,000 條（為其 6%）" in out


@pytest.mark.slow
def test_english_embedder_corpus_in_words_has_its_month_and_index(tmp_path):
    # 12M × 700 tokens once with bge-m3 (1,024 dims): index 12M × 1,024 × 4 B ≈ 49.2 GB float32; 1.5M new a month is
    # 1.5M × 700 = 1,050,000,000 tokens, 12.5 % of the one-off, and grows the index 1.5M × 4 KiB ≈ 6.1 GB a month
    out = _ask(tmp_path, "We have 12M docs of ~700 tokens to embed once with bge-m3, then about 1.5M new a month. "
                         "What GPU and cost? Index size?")
    assert "requests/s" not in out and "requests a day" not in out
    assert "1,500,000 new items a month (1,050,000,000 tokens" in out and "6.1 GB a month" in out and "49.2 GB" in out


@pytest.mark.parametrize("text", [
    # "once a month" / 每月一次 is the run's cadence: 6M docs each month, no one-off corpus
    "re-embed 6M docs once a month, plus 500k new docs a month",
    "每月一次把 800 万篇文档向量化，每月新增 50 万篇",
])
def test_once_a_month_is_a_cadence_not_a_one_off(text):
    from advisor.core.extract_rules import normalise

    assert corpus_once(normalise(text)) is None


@pytest.mark.parametrize("text, want", [
    # "a monthly increment of ~1.8M": 25M existing once, 1.8M a month
    ("bge-m3 for 25M existing docs (600 tokens each) plus a monthly increment of about 1.8M docs", (25_000_000, 1_800_000)),
    # 1.5亿 = 150,000,000 once; 每月 500 万 = 5,000,000
    ("用bge-large-zh-v1.5，一次性处理1.5亿条短文本，每条约60 token，以后每月新增500万条", (150_000_000, 5_000_000)),
])
def test_more_ways_to_say_the_month(text, want):
    from advisor.core.extract_rules import normalise

    assert corpus_once(normalise(text), None) == want  # the embedder is read by its name
