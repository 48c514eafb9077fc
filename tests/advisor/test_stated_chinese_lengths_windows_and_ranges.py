"""Numbers the user stated in Chinese are used, never replaced by defaults and called unstated.

An expert saw "摘要 200 字左右" answered with "未说明输出长度 … 225 token", "凌晨 2 点到 6 点之间跑完" with "按 22:00 开始 …
10 小时", "30 个字左右" titles with the 128-token default, "十几个人" as 10, and "每秒要有 25 個字" never converted. Rules
(said in each answer's notes):
- an LLM's text in Chinese characters: 0.6 token per character (DeepSeek API docs; Qwen's BPE is similar, ≈ 1.4–1.7
  characters a token), so 200 字 → 120 tokens, 25 字/s → 15 tokens/s;
- a BERT-style encoder (bge-*-zh) gives every CJK character its own token (google-research/bert's tokenizer), plus [CLS]
  and [SEP]: 30 字 → 32 tokens;
- two clocks joined by 到/至 are a window: 02:00 → 06:00 is 4 h;
- 十几 is 11–19, sized for the top (19); 二十几 is 21–29 (29).
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_engine

SUMMARIES = "有 50 万篇新闻要用 Qwen2.5-14B 做摘要,每篇平均 1500 字,摘要 200 字左右,要求 48 小时内跑完,怎么租最省钱?"
TITLES = ("每天晚上要把当天新增的 200 万条商品标题(很短,30 个字左右)用 bge-large-zh-v1.5 算向量,凌晨 2 点到 6 点之间跑完,"
          "租什么最便宜?")
TEENS = "公司有2张4090,想部署Llama 3.1 70B给十几个人用,要注意啥"
HK_SPEED = "我哋想喺香港部署 Qwen2.5-7B 做客服,大概 30 個人同時用,每人每秒要有 25 個字,邊度租最平?"


def test_a_summary_length_in_characters_is_the_output():
    # Qwen's 0.67 token a character (tools.cjk_tokens): 1500 字 × 0.67 = 1,005 in; 200 字 × 0.67 = 134 out;
    # context 1,005 + 134 = 1,139
    p = extract(SUMMARIES)
    assert p.patch.output_tokens == 134 and p.patch.seq_len == 1139 and p.patch.batch_requests == 500_000
    assert not any("output not stated" in n for n in p.notes)


def test_a_clock_window_and_a_title_length_are_read():
    # 02:00 → 06:00 = 4 h; 30 字 → 30 tokens + [CLS] + [SEP] = 32 for bge-large-zh (BERT tokenizer)
    p = extract(TITLES)
    assert p.patch.deadline_hours == 4.0 and p.patch.prompt_tokens == 32 and p.patch.batch_period == "day"


@pytest.mark.parametrize("text, hours", [
    ("凌晨2點至6點跑完", 4.0),
    ("晚上11点到早上7点之间要跑完", 8.0),  # 23:00 → 07:00 across midnight
])
def test_two_clocks_joined_by_dao_are_a_window(text, hours):
    from advisor.core.extract_rules import clock_window

    w = clock_window(text)
    assert w is not None and w[0] == hours


def test_a_peak_hour_range_is_no_deadline():
    # "高峰在晚上 8 点到 10 点" says when the load comes, not that a job must finish then
    from advisor.core.extract_rules import clock_window

    assert clock_window("高峰在晚上8点到10点,延迟要低") is None


@pytest.mark.parametrize("text, users", [(TEENS, 19), ("部署Llama 3.1 70B给二十几位同事用", 29)])
def test_a_teens_count_is_sized_for_its_top(text, users):
    p = extract(text)
    # 给十几个人用 / 给二十几位同事用: people who use it, a head count read at the top of its range (19, 29)
    assert p.patch.head_count == users and any("sized for the top" in n for n in p.notes)


def test_characters_a_second_are_tokens_a_second():
    # 繁體 on Qwen: 0.67 × 1.25 = 0.8375 → 0.84 token a character; 25 字/s × 0.84 = 21 tokens/s for each user (每人)
    p = extract(HK_SPEED)
    assert p.patch.target_tokens_per_s_per_user == 21.0 and p.patch.concurrency == 30


@pytest.mark.parametrize("text, tokens", [
    # a reply verb between 每秒 and the count: 每秒回 15 个字 on an unnamed-tokenizer model is 15 × 0.6 = 9 tokens/s;
    # 每秒打 20 个字 on Qwen (0.67 a character) ≈ 13; never dropped for the 20 tokens/s default
    ("电商客服用ChatGLM3-6B，高峰60个人在聊，每秒回15个字就行", 9.0),
    ("每秒打20个字，Qwen2.5-14B给50人用", 13.0),
])
def test_a_reply_verb_inside_a_characters_a_second_speed_is_read(text, tokens):
    p = extract(text).patch
    assert (p.target_tokens_per_s or p.target_tokens_per_s_per_user) == tokens, p


@pytest.mark.parametrize("text, field, n", [
    # 位 counts people only: any role noun after it is a head count (理專 = financial advisers, 營養師 dietitians)
    ("銀行想給 60 位理專用 Llama-3.1-70B 做研究報告問答", "head_count", 60),
    ("医院想给 25 位营养师用 Qwen2.5-14B 写食谱", "head_count", 25),
    # Cantonese 同時喺度用 (are using at the same time): the people at once
    ("Qwen2.5-14B 做功課助手，大概 300 個學生同時喺度用", "concurrency", 300),
])
def test_people_said_with_a_role_noun_or_in_cantonese_are_read(text, field, n):
    assert getattr(extract(text).patch, field) == n


def test_bits_after_wei_are_no_people():
    p = extract("Qwen2.5-7B 用 8 位量化部署").patch
    assert p.head_count is None and p.precision == "int8"


engine = pytest.fixture(scope="module", name="engine")(module_engine)


@pytest.mark.slow
def test_the_summary_batch_says_the_stated_output_back(engine):
    r = engine.handle("sum-zh", SUMMARIES)
    assert r.kind == "answer", r.text
    # Qwen2.5-14B: 200 字 × 0.67 = 134 tokens out, said with the same figure in the note and the workload line
    assert "未说明输出长度" not in r.text and "每条输出 134 token" in r.text and "200 字 → 134 token" in r.text


@pytest.mark.slow
def test_the_nightly_titles_use_the_stated_window_not_a_22_00_night(engine):
    r = engine.handle("titles-zh", TITLES)
    assert r.kind == "answer", r.text
    assert "按 22:00 开始" not in r.text and "10 小时" not in r.text
    assert "02:00 → 06:00" in r.text and "期限 4.0 小时" in r.text and "32 token" in r.text


def test_an_english_window_still_reads():
    # the English form was read before; it must stay: 2 am → 6 am = 4 h
    assert extract("embed 2 million titles with bge-large every night, starting at 2am and done by 6am").patch \
        .deadline_hours == 4.0
