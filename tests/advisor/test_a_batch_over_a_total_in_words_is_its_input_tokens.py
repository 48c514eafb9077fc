"""A batch that works on a total of text said in words or 字 (translate / summarise N million words, 把N万字翻译成…) is
a batch over that many input tokens, cut into requests and multiplied by its target languages, with its deadline kept:
never that many items (one request a word), never a context of millions of tokens, never one chat user."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.dataset import BATCH_CHUNK_TOKENS, batch_requests_from_tokens


def _fields(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


def test_english_words_translated_into_two_languages_are_tokens_cut_and_doubled() -> None:
    # Hand: 25 M English words × 4/3 token a word (OpenAI's ¾ word a token) ≈ 33.3 M input tokens; cut at 2,048 tokens
    # → ≈ 16,260 chunks; into Japanese and Korean each chunk is translated twice → ≈ 32,520 requests, each writing about
    # as much as it reads; the 4 days are a 96 h deadline and spot is allowed.
    f = _fields("Translate 25 million words of help-centre articles into Japanese and Korean with Qwen2.5-72B "
                "within 4 days, spot is fine")
    chunks = batch_requests_from_tokens(33.3e6, BATCH_CHUNK_TOKENS)
    assert f["batch_requests"] == 2 * chunks
    assert 32_000 <= f["batch_requests"] <= 33_000
    assert f["batch_work"] == "translate" and f["deadline_hours"] == 96.0 and f["billing"] == "spot"
    assert f["batch_requests"] != 50_000_000  # never a request a word


def test_simplified_chinese_characters_to_translate_are_input_tokens_not_a_context() -> None:
    # Hand: 3000 万字 = 30 M Chinese characters × 0.67 token a character (Qwen's tokenizer, DashScope: 1 token ≈ 1.5
    # characters) ≈ 20.1 M tokens → ≈ 9,815 chunks of 2,048 → into English and Japanese ≈ 19,630 requests; 5 天 = 120 h.
    e = extract("用Qwen2.5-32B把3000万字的说明书翻译成英文和日文，5天内完成，可以用抢占式实例")
    f = e.patch.model_dump(exclude_none=True)
    assert 19_000 <= f["batch_requests"] <= 20_500
    assert f["deadline_hours"] == 120.0 and f["billing"] == "spot"
    assert f.get("seq_len", 0) < 100_000  # never a context of 20 M tokens
    assert any("3000万字" in n for n in e.notes)


def test_traditional_chinese_characters_to_summarise_are_input_tokens() -> None:
    # Hand: 1.2 億字 = 120 M characters; at the Llama-3 tokenizer's ≈ 1 token a Chinese character ≈ 120 M tokens →
    # ≈ 59,000 chunks of 2,048, each summarised once; 三天 = 72 h.
    f = _fields("用Llama-3.1-70B把1.2億字的合約做摘要，三天內完成")
    assert 55_000 <= f["batch_requests"] <= 65_000
    assert f["batch_work"] == "summarize" and f["deadline_hours"] == 72.0


def test_a_total_the_model_writes_or_trains_on_is_not_read_here() -> None:
    # a training corpus in words is a data set, never a batch's input
    f = _fields("Fine-tune Llama-3.1-8B on 30 million words of legal text")
    assert "batch_requests" not in f


@pytest.mark.slow
def test_the_translation_job_is_priced_as_a_batch_with_its_deadline(tmp_path) -> None:
    # Hand: 12 M words × 4/3 = 16 M tokens → 7,813 chunks × 3 languages = 23,439 requests of 2,048 in and ≈ 2,048 out
    # (≈ 48 M output tokens); the answer is a batch job with its hours and cost, not "1 user".
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(tmp_path / "s.db"))
    out = engine.handle("t", "Translate 12 million English words of manuals into Italian, Polish and Dutch with "
                       "Llama-3.3-70B in 3 days; spot instances are fine").text
    assert "batch of 23," in out and "1 user" not in out and "for the job" in out and "within 3 days" in out, out


def test_english_words_counted_in_chinese_are_english_tokens() -> None:
    # Hand: 1200 萬個英文單詞 = 12 M English words × 4/3 = 16 M tokens → 7,813 chunks of 2,048; into Chinese once;
    # 五天 = 120 h. Never 12 M items.
    f = _fields("用Qwen2.5-72B把1200萬個英文單詞的手冊翻譯成中文，五天內完成")
    assert f["batch_requests"] == 7_813 and f["deadline_hours"] == 120.0


def test_pages_with_their_characters_are_items_of_that_length() -> None:
    # Hand: 2 万页 × 每页 500 字: 20,000 items of 500 字 × 0.67 (Qwen, DashScope) = 335 tokens in, a translation as
    # long → 335 out; never a context of 2 万 × a default page's tokens.
    f = _fields("用Qwen2.5-72B翻译2万页的说明书成英文，每页约500字，一周内完成")
    assert f["batch_requests"] == 20_000 and f["output_tokens"] == 335 and f["deadline_hours"] == 168.0
    # Hand (繁體): 1.5 萬頁 × 每頁 800 字 at Llama-3's 1.01 token a character (tokenizer-arena, ×1.25 for 繁體) ≈ 808
    # tokens a page, 15,000 pages summarised in 72 h.
    f = _fields("用Llama-3.1-70B把1.5萬頁合約做摘要，每頁約800字，三天內完成")
    assert f["batch_requests"] == 15_000 and f["deadline_hours"] == 72.0 and 780 <= f["seq_len"] - f["output_tokens"] <= 830
