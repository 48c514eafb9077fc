"""A request's prompt handed in as text ("每次带N token前文", "前文一般給N token", "N tokens of story so far") and the
answer as what the model writes ("续写N字", "續寫N字左右", "writes about N words") reach the workload as prompt and
output tokens: a daily count of such requests was sized on ShareGPT's 161-token prompts and 338-token answers."""

from __future__ import annotations

from advisor.core.extract_rules import extract


def test_simplified_story_continuation_reads_its_context_and_characters() -> None:
    # Hand: 2,500 tokens of 前文 are the prompt; 续写1500字 at Qwen's 0.67 token a character (DashScope: 1 token ≈ 1.5
    # characters) = 1,005 tokens out; 30 万次 a day stays a serving rate (≈ 8.3 requests/s at a 10 % busiest hour).
    p = extract("我们的小说App用Qwen2.5-14B，每天30万次请求，每次带2500 token前文，续写1500字").patch
    assert p.prompt_tokens == 2500 and p.output_tokens == 1005
    assert p.requests_per_day == 300_000 and p.batch_requests is None


def test_traditional_context_given_then_characters_written() -> None:
    # Hand: 前文 4,000 tokens is the prompt; 續寫1200字 at the nearest family's figure for Yi (Qwen, 0.67) × 1.25 for
    # 繁體 ≈ 0.84 → ≈ 1,008 tokens out; never 161 / 338.
    p = extract("我們的小說App用Yi-1.5-34B，每天20萬次請求，前文一般給4000token，每次續寫1200字左右").patch
    assert p.prompt_tokens == 4000 and 950 <= (p.output_tokens or 0) <= 1_100
    assert p.requests_per_day == 200_000


def test_english_story_so_far_and_words_written() -> None:
    # Hand: 3,500 tokens of story so far are the prompt; about 900 words × 4/3 token a word (OpenAI Help Center) =
    # 1,200 tokens out.
    p = extract("Our story app runs Mistral-Small-24B: 250k requests a day; each request carries 3,500 tokens of story "
                "so far and it writes about 900 words per request").patch
    assert p.prompt_tokens == 3500 and p.output_tokens == 1200
    assert p.requests_per_day == 250_000


def test_a_written_character_count_that_is_a_context_word_is_not_an_output() -> None:
    # 字节 / 字符 are bytes and characters of a file, never the written answer
    p = extract("用Qwen2.5-7B做客服，每天1万次请求，写入512字节的日志").patch
    assert p.output_tokens is None
