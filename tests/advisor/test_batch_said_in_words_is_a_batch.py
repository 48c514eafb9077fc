"""A batch job said in words is a batch of inference over its items: screening, flagging and judging counted items is
classification (a label out each), never a LoRA fine-tune over "samples" and never one chat user."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.screening_read import as_screening_text
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, n, seq", [
    # 400k articles a night, ~900 tokens each, a label out: 400,000 requests a day; context 900 + the 8-token label
    # classification assumes = 908
    ("Every night we screen 400k news articles with Qwen2.5-14B-Instruct for adverse mentions of our clients, "
     "~900 tokens each", 400_000, 908),
    # 筛查 20 万条评论, 判定是否违规, 每条约 150 token: 200,000 requests, 150 in + 8 out = 158
    ("风控每天要用GLM-4-9B筛查20万条用户评论，判定是否违规，每条约150 token", 200_000, 158),
    # 篩 30 萬篇新聞「樣本」: still 300,000 items judged (a label each), 800 in + 8 out = 808; 樣本 names no training
    ("合規部每晚用Qwen2.5-14B-Instruct篩30萬篇新聞樣本，判定有冇負面消息，每篇平均800 token", 300_000, 808),
])
def test_screening_counted_items_is_classification(text, n, seq):
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == n and p.batch_work == "classify", p
    assert p.dataset is None, p  # never a LoRA over the items
    assert p.seq_len == seq, p.seq_len
    assert not p.concurrency and not p.users_online


@pytest.mark.parametrize("text", [
    "fine-tune Qwen2.5-7B as a screening classifier on 50k labelled samples",  # training said: the set it learns from
    "what screen size does the H100 console need",  # no count, no job
    "判断一下 Llama-3.1-8B 能不能跑在 4090 上",  # a judgement with no count of items (4090 is a card)
])
def test_left_as_said(text):
    assert as_screening_text(text) == (text, None)


@pytest.mark.parametrize("text, n", [
    # 75,000 olympiad/geometry problems (two kinds joined by a slash): 75,000 requests, each a short prompt
    ("Generate worked solutions for 75,000 olympiad/geometry problems with DeepSeek-R1-Distill-Qwen-14B", 75_000),
    # 45,000 exercises: 45,000 requests
    ("Use Phi-4 to generate step-by-step hints for 45,000 algebra exercises", 45_000),
])
def test_problems_counted_are_the_batch(text, n):
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == n and p.batch_work == "generate", p
    assert not p.concurrency and not p.users_online  # never one user chatting


@pytest.mark.parametrize("text, hours", [
    # said at 16:00, due at midnight: 24 − 16 = 8 h (never a default hour, never 1 h)
    ("It's 4pm now. Summarize 60,000 support tickets with Llama-3.1-8B-Instruct by midnight", 8.0),
    # 而家下午三點 = 15:00, 午夜前 = 24:00: 9 h
    ("而家下午三點，用Qwen2.5-7B-Instruct總結6萬條工單，午夜前要", 9.0),
    # 现在周三上午10点; 周五晚上之前 = the midnight ending Friday (Sat 00:00): Wed 10:00 → Sat 00:00 = 14 + 24 + 24 = 62 h
    ("现在周三上午10点，用Qwen2.5-7B-Instruct给8万条评论写摘要，周五晚上之前跑完", 62.0),
    # it's Monday 6pm; by Thursday night = Fri 00:00: 6 h left of Monday + 3 × 24 = 78 h
    ("It's Monday 6pm now. Translate 90k product listings with Gemma-2-27B-it by Thursday night", 78.0),
])
def test_a_clock_or_weekday_deadline_counts_from_the_time_said(text, hours):
    p = extract(text).patch
    assert p.deadline_hours == hours, p.deadline_hours
    assert p.batch_requests


def test_weekday_night_is_the_midnight_ending_it():
    from datetime import datetime

    from tools.deadlines import deadline_moment

    # Saturday 5 Dec 2026 07:00 (a Saturday); Sunday night ends at Mon 7 Dec 00:00
    now = datetime(2026, 12, 5, 7, 0)
    assert deadline_moment("weekday_night", now, weekday=6) == datetime(2026, 12, 7, 0, 0)


@pytest.mark.parametrize("text, total, requests", [
    # 8000万字 with Yi (planned at the Qwen-family figure, 0.67 token a 简体 character): 80,000,000 × 0.67 = 53.6M
    # tokens; cut at the assumed 512 tokens a request: 53,600,000 / 512 = 104,687.5 → 104,688 requests
    ("用Yi-1.5-9B批量生成中文客服对话数据，总共大概8000万字，十天内完成", "53.6M", 104_688),
    # 1.5億字 in 繁體 with Qwen: 0.67 × 1.25 = 0.8375 → 0.84 a character; 150,000,000 × 0.84 = 126M tokens;
    # 126,000,000 / 512 = 246,093.75 → 246,094 requests
    ("用Qwen2.5-32B-Instruct批量生成繁體中文多輪對話資料，合共大約1.5億字，兩星期內交", "126M", 246_094),
    # 300 million English words × 4/3 token a word = 400M tokens; 400,000,000 / 512 = 781,250 requests
    ("Generate about 300 million words of English product FAQs with Mistral-Small-24B within 10 days", "400M", 781_250),
])
def test_a_total_in_characters_or_words_is_the_jobs_tokens(text, total, requests):
    e = extract(text)
    p = e.patch
    assert p.task == "inference" and p.batch_requests == requests and p.batch_work == "generate", p
    assert p.deadline_hours and not p.serving_hours  # the window is the batch's deadline, never hours of service
    assert any(f"{total} tokens" in n for n in e.notes), e.notes


@pytest.mark.parametrize("text", [
    "用Qwen2.5-7B写产品文案，每篇约2000字，每天500篇",  # a per-item length, never a total
    "用30亿字的语料继续预训练Qwen2.5-7B",  # training: the corpus the model reads
])
def test_item_lengths_and_training_corpora_are_no_generated_total(text):
    assert not any("read as the text the model writes" in n for n in extract(text).notes)


@pytest.mark.parametrize("text, tokens", [
    # 一筆 HK$200萬 經費 is a sum of money, never one training example; 12億 tokens = 1,200,000,000 tokens
    ("我哋研究中心有一筆HK$200萬嘅經費，想用12億tokens對Qwen2.5-72B做全參數微調，唔要LoRA", 1_200_000_000),
    # 一笔 50 万的预算; 8亿 tokens = 800,000,000
    ("我们有一笔50万元的预算，用8亿tokens对Qwen2.5-14B做全参数微调", 800_000_000),
])
def test_a_sum_of_money_is_no_sample(text, tokens):
    p = extract(text).patch
    assert p.train_tokens == tokens and p.dataset is None, p
