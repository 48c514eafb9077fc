"""A stated volume is the job's size, never dropped for the default one-user chat: a count of items qualified by two
words in a summarising or translating job ("2M open-access biomedical papers"), items × the target languages
(Swahili, Hausa, Amharic were not known languages), a daily count in 万 (每天2万条 was cut as a daily budget of ¥20k),
cases counted in 件 (每天約3000件), photos with who took them between the count and the noun (5萬張司機影嘅送貨單相)
and Cantonese 抽 (pull out) as the extraction that makes pictures requests."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "n", "work"), [
    # 400k × 1 request each; the job summarises, so two words may qualify the items
    ("we need 150-word summaries for ~400k open-access clinical articles (avg ~5000 words) using Qwen2.5-14B, spot ok",
     400_000, "summarize"),
    ("please summarise 1.5M peer-reviewed medical papers with Llama-3.1-8B", 1_500_000, "summarize"),
    # 简体: 2万 a day is a count of reviews, not money (万 before 条)
    ("每天2万条用户评论，用Qwen2.5-7B写摘要", 20_000, "summarize"),
])
def test_a_qualified_count_in_a_batch_job_is_its_requests(text, n, work):
    p = extract(text).patch
    assert p.batch_requests == n and p.batch_work == work and p.task == "inference", p


@pytest.mark.parametrize(("text", "n"), [
    # 8M snippets × 3 languages (Yoruba, Zulu, Swahili) = 24M translations
    ("Need about 8M product FAQ snippets translated to Yoruba, Zulu and Swahili within 2 weeks, cheapest GPUs", 24_000_000),
    # 2M × 2 (Amharic, Hausa) = 4M
    ("translate 2M customer support tickets into Amharic and Hausa with MADLAD-400-3B", 4_000_000),
    # 繁體: 500 萬 × 3 (斯瓦希里語, 豪薩語, 約魯巴語) = 1,500 萬
    ("把 500 萬條商品評論翻譯成斯瓦希里語、豪薩語和約魯巴語，兩週內，用 MADLAD-400-3B", 15_000_000),
    # 简体: 100 万 × 2 (乌尔都语, 孟加拉语) = 200 万
    ("把100万条商品描述翻译成乌尔都语和孟加拉语，用Qwen2.5-7B", 2_000_000),
])
def test_a_translation_into_less_common_languages_is_items_times_languages(text, n):
    p = extract(text).patch
    assert p.batch_requests == n and p.batch_work == "translate", p


@pytest.mark.parametrize(("text", "n"), [
    # 繁體 香港: 3 萬 a day, photos the couriers took, 抽 = pull out → 30,000 requests a day
    ("我哋每日有3萬張速遞員影嘅簽收單相，想用Qwen2.5-VL-7B抽收件人同地址，用咩機？", 30_000),
    # 简体: 骑手拍的 between the count and 照片
    ("我们每天有2万张骑手拍的签收单照片，用Qwen2.5-VL-7B提取收件人和地址", 20_000),
    ("每日8000張單據相，Qwen2.5-VL-7B 抽資料", 8_000),
])
def test_daily_photos_for_a_vision_model_are_a_daily_batch(text, n):
    p = extract(text).patch
    assert p.batch_requests == n and p.batch_period == "day" and p.dataset is None, p
    assert p.batch_work == "extract", p


@pytest.mark.parametrize(("text", "n", "prompt"), [
    # 繁體 台灣: 1,500 件 a day, 每件 800 字 × ≈ 1.0 token/字 (Llama-3's tokenizer on 简体 ≈ 0.81, 繁體 × 1.25) ≈ 800
    # tokens in; classify AND summarise
    ("區公所每天約1500件民眾陳情，每件800字，想用Llama-3.1-8B分類並寫摘要", 1_500, 800),
    # 简体: 1,200 件 a day, 每件 2000 字 at Qwen's 0.67 token/字 ≈ 1,340 tokens in
    ("法院每天约1200件诉状，用Qwen2.5-14B分类并写摘要，每件2000字", 1_200, 1_340),
])
def test_cases_counted_in_jian_a_day_are_a_daily_batch_with_a_summary(text, n, prompt):
    p = extract(text).patch
    assert p.batch_requests == n and p.batch_period == "day", p
    # the summary is the longer answer: more than a label's 8 tokens
    assert p.output_tokens and p.output_tokens > 8, p
    assert p.seq_len and abs(p.seq_len - p.output_tokens - prompt) <= 0.1 * prompt, p


@pytest.mark.parametrize("text", [
    "每天预算2万，用Qwen2.5-7B",  # a daily budget stays money
    "每天3件事要问Qwen2.5-7B",  # 件事 is no text to run through a model
])
def test_money_and_errands_are_no_batch(text):
    p = extract(text).patch
    assert not p.batch_requests, p


def test_a_summary_length_in_words_is_each_requests_output():
    # "150-word plain-language summaries": 150 words × 1.33 tokens a word ≈ 200 tokens out each; 5,000 words ≈ 6,667 in
    p = extract("we need 150-word plain-language summaries for ~400k open-access clinical articles (avg ~5000 words) "
                "using Qwen2.5-14B, spot ok").patch
    assert p.batch_requests == 400_000 and p.output_tokens == 200, p
    assert p.seq_len == 6_667 + 200, p
