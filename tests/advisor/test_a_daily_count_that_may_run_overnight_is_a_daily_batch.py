"""A daily count of requests the user lets run overnight or as a batch is a batch a day with each request's stated
lengths (its 字 / words as output tokens), never dropped (one chat user) nor read as that many concurrent users."""

from __future__ import annotations

from advisor.core.extract_rules import extract


def test_simplified_daily_requests_run_offline_are_a_daily_batch_with_their_characters() -> None:
    # Hand: 20 万次 a day run offline → a batch of 200,000 a day; 3,000 tokens in; 输出800字 at ChatGLM's 0.63 token a
    # character (tokenizer-arena, the nearest family for GLM-4) ≈ 504 tokens out → each request 3,504 tokens.
    p = extract("我们用GLM-4-9B，每天大概20万次请求，每次输入3000 token，输出800字，可以离线跑").patch
    assert p.batch_requests == 200_000 and p.batch_period == "day"
    assert p.output_tokens == 504 and p.seq_len == 3504
    assert p.requests_per_day is None and p.concurrency is None


def test_traditional_story_requests_run_at_night_keep_context_and_characters() -> None:
    # Hand: 30 萬次 a day 晚上批量跑 → 300,000 a day as a batch; 前文 2,500 tokens in; 續寫1500字 at Qwen's 0.67 × 1.25
    # (繁體) ≈ 0.84 → 1,260 tokens out; each request 3,760 tokens.
    p = extract("我們的小說App用Qwen2.5-14B，每天30萬次請求，每次帶2500 token前文，續寫1500字，可以晚上批量跑").patch
    assert p.batch_requests == 300_000 and p.batch_period == "day"
    assert p.output_tokens == 1260 and p.seq_len == 3760


def test_english_nightly_batch_is_never_that_many_concurrent_users() -> None:
    # Hand: a nightly batch of 80k prompts → 80,000 a day, not 80,000 users at once; 700 words × 4/3 = 933 tokens out.
    p = extract("Run a nightly batch of 80k prompts on Qwen2.5-14B, input 2,500 tokens, output 700 words").patch
    assert p.batch_requests == 80_000 and p.batch_period == "day" and p.concurrency is None
    assert p.output_tokens == 933


def test_english_daily_continuations_run_overnight() -> None:
    # Hand: 150k continuations a day that may run overnight → a daily batch of 150,000.
    p = extract("We get 150k chapter continuations a day on Llama-3.1-8B, 2,000-token prompts, ~600-token outputs; "
                "it can all run overnight").patch
    assert p.batch_requests == 150_000 and p.batch_period == "day"


def test_a_daily_count_with_no_batch_words_stays_a_serving_rate() -> None:
    p = extract("Our app on Qwen2.5-14B gets 300k requests a day, 2,500-token prompts, ~1,000-token outputs").patch
    assert p.batch_requests is None and p.requests_per_day == 300_000
