"""Chinese characters become tokens at the tokenizer family of the model that reads them, not at one figure.

Hand figures (tools.cjk_tokens, each from its published source):
* Qwen: Alibaba DashScope docs "1 token ≈ 1.5–1.8 汉字", taken at 1.5 → 1 / 1.5 = 0.667 → 0.67 token a character;
* DeepSeek and the general figure (no model named): DeepSeek API docs "1 Chinese character ≈ 0.6 token";
* Llama-2 (32k SentencePiece): tokenizer-arena cc100-zh-Hans 0.7 character a token → 1 / 0.7 = 1.43;
* Llama-3 (128k): the same table, 1.24 characters a token → 1 / 1.24 = 0.806 → 0.81;
* ChatGLM3: the same table, 4.2 GB per billion tokens on 2,633,047 bytes / 927,311 characters → 0.63;
* borrowed (no published figure): Mistral-7B / Mixtral → Llama-2's, Yi → Qwen's, GLM-4 → ChatGLM3's;
* 繁體: the family's figure × 1.25 (an assumption, said), rounded to 2 places.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.cjk_tokens import cjk_rate, tokenizer_family, tokens_from_cjk_chars


@pytest.mark.parametrize("model,traditional,per_char,family,borrowed", [
    ("Qwen3-8B", False, 0.67, "qwen", ""),
    ("QwQ-32B", False, 0.67, "qwen", ""),
    ("DeepSeek-V3", False, 0.6, "deepseek", ""),
    ("DeepSeek-R1-Distill-Qwen-14B", False, 0.67, "qwen", ""),  # the distill keeps its base's tokenizer
    ("DeepSeek-R1-Distill-Llama-8B", False, 0.81, "llama3", ""),
    ("Llama-2-7B", False, 1.43, "llama2", ""),
    ("Llama-3.1-70B", False, 0.81, "llama3", ""),
    ("Mixtral-8x7B", False, 1.43, "llama2", "Mistral"),
    ("Yi-34B", False, 0.67, "qwen", "Yi"),
    ("GLM-4.5-Air", False, 0.63, "chatglm", "GLM-4"),
    ("Gemma-2-9B", False, 0.6, "general", ""),  # no sourced neighbour: the general figure
    (None, False, 0.6, "general", ""),
    ("Qwen2.5-32B", True, 0.84, "qwen", ""),  # 0.67 × 1.25 = 0.8375 → 0.84
    ("Llama-2-70B", True, 1.79, "llama2", ""),  # 1.43 × 1.25 = 1.7875 → 1.79
    ("DeepSeek-V3", True, 0.75, "deepseek", ""),  # 0.6 × 1.25
])
def test_each_family_has_its_sourced_figure(model, traditional, per_char, family, borrowed):
    r = cjk_rate(model, traditional)
    assert (r.per_char, r.family, r.borrowed, r.traditional) == (per_char, family, borrowed, traditional)
    assert r.source  # every figure names where it comes from


def test_families_order_as_their_vocabularies():
    # Llama-2's 32k vocabulary spends the most on Chinese, Llama-3's 128k less, the Chinese-built ones least
    rates = {m: cjk_rate(m).per_char for m in ("Llama-2-13B", "Llama-3-8B", "Qwen2.5-7B", "DeepSeek-R1")}
    assert rates["Llama-2-13B"] > 1 > rates["Llama-3-8B"] > rates["Qwen2.5-7B"] > rates["DeepSeek-R1"]
    # 繁體 costs more than 简体 for every family
    for m in ("Llama-2-13B", "Llama-3-8B", "Qwen2.5-7B", "DeepSeek-R1", "GLM-4-9B", None):
        assert cjk_rate(m, True).per_char > cjk_rate(m).per_char


def test_character_counts_convert_at_the_rate():
    # 3,000 字: Qwen 3,000 × 0.67 = 2,010; Llama-2 3,000 × 1.43 = 4,290; the general figure 3,000 × 0.6 = 1,800
    assert tokens_from_cjk_chars(3000, cjk_rate("Qwen3-32B")) == 2010
    assert tokens_from_cjk_chars(3000, cjk_rate("Llama-2-13B")) == 4290
    assert tokens_from_cjk_chars(3000) == 1800
    assert tokenizer_family("mistral-nemo-12b") == ("llama3", "Mistral (Tekken)")  # Tekken 131k: nearest Llama-3


@pytest.mark.parametrize("text,field,value", [
    # 简体, Mistral-7B: 12 字/s × 1.43 (Llama-2's, borrowed) = 17.16 → 17 tokens/s
    ("用Mistral-7B做客服机器人，回答每秒12个字就行", "target_tokens_per_s", 17.0),
    # 繁體, Qwen2.5-14B: 18 字/s × 0.84 = 15.12 → 15 tokens/s
    ("我們用Qwen2.5-14B做客服，回覆每秒18個字", "target_tokens_per_s", 15.0),
    # 简体, DeepSeek-R1-Distill-Llama-8B: one 2.5 万字 report in one prompt: 25,000 × 0.81 = 20,250 tokens
    ("用DeepSeek-R1-Distill-Llama-8B一次读完一份2.5万字的报告再给意见", "seq_len", 20_250),
    # 繁體, Llama-2-13B: 6000 字 read whole: 6,000 × 1.79 = 10,740 tokens
    ("用Llama-2-13B整份讀完合約再回答，合約通常6000字", "seq_len", 10_740),
    # no model named: the general figure, 15 字/s × 0.6 = 9 tokens/s
    ("政务问答，30人同时问，回答每秒15个字", "target_tokens_per_s", 9.0),
])
def test_a_length_in_characters_is_read_at_the_named_models_figure(text, field, value):
    assert extract(text).patch.model_dump(exclude_none=True).get(field) == value


def test_the_conversion_says_its_figure_and_source_in_both_languages():
    e = extract("用Mixtral-8x7B，回答每秒10個字")
    # 繁體 on Mixtral: Llama-2's 1.43 borrowed × 1.25 = 1.79; 10 × 1.79 = 17.9 → 18 tokens/s
    assert e.patch.target_tokens_per_s == 18.0
    en = next(n for n in e.notes if "Chinese characters at" in n)
    assert "1.79" in en and "Llama-2" in en and "Mistral" in en and "繁體" in en
    zh = e.zh_notes[en]
    assert "1.79" in zh and "Mistral 无公开数字" in zh and "繁体按简体的 1.25 倍假设" in zh


def test_a_message_has_one_figure_for_every_length():
    # Qwen3-14B: a 2,000-字 prompt and a 300-字 answer both at 0.67 → 1,340 and 201, seq 1,541
    p = extract("客服机器人用 Qwen3-14B，每次提问大概 2000 字，每次回复大概300字").patch
    assert (p.prompt_tokens, p.seq_len) == (1340, 1541)


@pytest.mark.parametrize("text,tokens", [
    # a search query is tools.rerank.QUERY_TOKENS (32) wherever it is said: in the note and in the sizing
    ("embed 5M search queries with bge-m3", 32),
    ("用 bge-m3 把 500 万条查询词做向量化", 32),
])
def test_a_batch_of_queries_is_sized_and_said_at_the_query_length(text, tokens):
    e = extract(text)
    assert e.patch.prompt_tokens == tokens
    assert any(f"read as {tokens} tokens each (a search query" in n for n in e.notes)


def test_served_queries_leave_the_passage_length_to_the_plan():
    # 400 queries/s with a reranker: the queries are the plan's QUERY_TOKENS, never the passages' length
    e = extract("search backend: 300 queries/sec, embed with bge-m3, rerank top 20 with bge-reranker-v2-m3")
    assert e.patch.prompt_tokens is None
    assert any("read as 32 tokens each" in n for n in e.notes) and not any("128 tokens" in n for n in e.notes)


@pytest.mark.parametrize("text,seq,out", [
    # 简体, Qwen: 2000 字 × 0.67 = 1,340 in; "生成 120 字" is characters, never 120 tokens: 120 × 0.67 = 80.4 → 80 out;
    # the context holds 1,340 + 80 = 1,420, the same 80 the note says
    ("有 200 万篇稿件，每篇平均 2000 字，用 Qwen2.5-14B 生成 120 字左右的摘要，两天内跑完", 1420, 80),
    # 繁體, Llama-3: 1.01 a character; a record's length after a two-word noun (病歷內容): 3,000 × 1.01 = 3,030 in,
    # 300 × 1.01 = 303 out → 3,333
    ("每天約 500 份，每份病歷內容約 3,000 字，用 Llama-3.1-70B 批次摘要，輸出 300 字左右", 3333, 303),
])
def test_an_output_said_in_characters_is_one_figure_in_the_note_and_the_context(text, seq, out):
    e = extract(text)
    assert (e.patch.seq_len, e.patch.output_tokens) == (seq, out)
    assert any(f"→ {out} tokens" in n for n in e.notes)


def test_an_english_message_with_a_chinese_length_uses_the_models_figure():
    # English words, a 简体 length: Llama-3's 0.81 → 3,000 × 0.81 = 2,430 tokens a document
    # the 1M articles are the batch (they were once dropped), and the context is the document plus its summary
    e = extract("We have 1M Chinese news articles, 每篇约3000字, summarize each with Llama-3.1-8B within 2 days")
    assert e.patch.batch_requests == 1_000_000
    assert e.patch.seq_len == 2430 + (e.patch.output_tokens or 0)
    assert any("0.81 token per character (Llama-3's tokenizer" in n for n in e.notes)


def test_a_follow_up_with_no_model_reads_at_the_threads_model():
    # the thread is about Llama-2-13B; "每秒15个字" alone: 15 × 1.43 = 21.45 → 21 tokens/s (the general figure would
    # say 9); a model named in the follow-up wins: Qwen 15 × 0.67 = 10.05 → 10
    assert extract("回答要每秒15个字", thread_model="Llama-2-13B").patch.target_tokens_per_s == 21.0
    assert extract("换成Qwen2.5-7B，回答每秒15个字", thread_model="Llama-2-13B").patch.target_tokens_per_s == 10.0


def test_a_batch_follow_up_reads_its_item_length_at_the_threads_model():
    from advisor.core.conversation import said_item_length
    from tools.schema import WorkloadPatch

    # 繁體 "每份大約 2000 字" in a Llama-3.1-70B batch thread: 2,000 × 1.01 = 2,020 tokens each
    assert said_item_length("其實每份大約 2000 字", WorkloadPatch(), "Llama-3.1-70B")[0] == 2020
