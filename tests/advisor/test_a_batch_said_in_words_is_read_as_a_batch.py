"""A batch said in words (N items × tokens each, a window or deadline in words) is read as a batch, or as a
deadline-bound request stream, never as one chat user: long generated items ("2,000 complete novels, ~80k tokens
each"), one generated item for each of N people (给5000万用户每人生成一条文案), a code-review bot's pull requests a day
with each PR's length and its comment. The model's own window said in passing ("it has 256k context") is not the
request's context. Reading only (fast); the whole answers are in
tests/advisor/test_a_batch_said_in_words_is_sized_by_its_compute.py."""

from __future__ import annotations

from advisor.core.extract_rules import extract
from advisor.core.per_user_items_read import as_per_user_items_text
from tools.dataset import LONG_ANSWER_TOKENS, calls_for_answer, generated_sequence


def _p(text: str):
    return extract(text).patch


def test_novels_generated_whole_are_a_batch_with_their_output_in_the_context() -> None:
    # Hand: 2,000 novels × 80,000 tokens written = 160 M output tokens; the prompt is an instruction (161 tokens,
    # ShareGPT's mean), so each request holds 161 + 80,000 = 80,161 tokens — never the model's 262,144 window that
    # "it has 256k context" names (read as 182,144-token prompts), never a 4,096 default that cannot hold the answer.
    p = _p("we want to generate 2,000 complete novels, ~80k tokens each, with qwen3-30b-a3b-instruct-2507 (it has 256k "
           "context so we'll just ask for the whole book in one go). need them in 5 days. how many H100s?")
    assert p.batch_requests == 2000 and p.batch_work == "generate" and p.output_tokens == 80_000
    assert p.seq_len == 80_161 and p.deadline_hours == 120


def test_other_long_items_in_other_languages() -> None:
    # 繁體, 生成 … 本小說: 2,000 × 80k; 簡體 short stories: 500 × 3,000 written; English, another model and deadline.
    p = _p("用Qwen3-30B-A3B-Instruct-2507生成2000本小說，每本大約8萬token，5天內完成，要幾張H100？")
    assert p.batch_requests == 2000 and p.output_tokens == 80_000 and p.seq_len == 80_161
    p = _p("write 500 short stories of about 3k tokens each with Llama-3.1-8B by Friday")
    assert p.batch_requests == 500 and p.batch_work == "generate" and p.output_tokens == 3000
    p = _p("write 500 novels of about 60k tokens each with Llama-3.3-70B by the end of next week")
    assert p.batch_requests == 500 and p.output_tokens == 60_000 and p.seq_len == 60_161


def test_one_call_per_long_item_is_said_with_the_chapter_route() -> None:
    # Hand: 80,000 ÷ 16,384 (Qwen3-2507's recommended output) → ⌈4.9⌉ = 5 calls at least; 16,384 itself is one call.
    assert calls_for_answer(80_000) == 5 and calls_for_answer(LONG_ANSWER_TOKENS) is None
    assert generated_sequence(161, 80_000, 4096) == 80_161 and generated_sequence(161, 150, 4096) is None
    notes = extract("generate 2,000 complete novels, ~80k tokens each, with Qwen3-30B-A3B-Instruct-2507 in 5 days").notes
    assert any("at least 5 calls" in n and "16,384" in n for n in notes), notes


def test_one_item_for_each_of_n_people_is_n_items_not_n_users_at_once() -> None:
    # Hand: 50,000,000 push texts a night in 00:00–06:00 = a 6 h window; 600-token prompts; 60 字 at
    # Qwen's 0.67 token a character = 40 tokens out; thinking off for a hybrid Qwen3 (a short text, no reasoning).
    p = _p("每天凌晨0点到6点要给5000万用户每人生成一条个性化推送文案（60字左右），用Qwen3-8B，prompt里有用户画像和商品信息"
           "大概600 token，其中一半是固定的指令。要租多少卡，一个月多少钱？")
    assert p.batch_requests == 50_000_000 and p.batch_period == "day" and p.deadline_hours == 6
    assert p.output_tokens == 40 and p.seq_len == 640  # the request: 600 in + 40 out
    assert p.concurrency is None and p.thinking_use == "dialogue"
    # 繁體, another count, model and window: 8 M e-mails of 120 字 (Qwen's 繁體 rate ≈ 0.84 a 字 → 101 tokens)
    p = _p("每晚0點到6點要為800萬會員每人寫一封個人化郵件（約120字），用Qwen2.5-7B")
    assert p.batch_requests == 8_000_000 and p.batch_period == "day" and p.deadline_hours == 6
    assert p.concurrency is None and p.output_tokens is not None
    # English: 3 M e-mails in 10 hours, 150 tokens out each
    p = _p("generate a personalised recommendation email for each of our 3 million customers with Llama-3.1-8B within "
           "10 hours, ~150 tokens out")
    assert p.batch_requests == 3_000_000 and p.output_tokens == 150 and p.deadline_hours == 10


def test_the_rewrite_keeps_other_text() -> None:
    assert as_per_user_items_text("给5000万用户每人生成一条推送文案") == "生成5000万条推送文案"
    assert as_per_user_items_text("我们有5000万用户，每天问一次") == "我们有5000万用户，每天问一次"
    assert as_per_user_items_text("serve 500 users with Llama") == "serve 500 users with Llama"


def test_pull_requests_a_day_with_their_length_and_comment_are_a_request_stream() -> None:
    # Hand: 3,000 PRs a day → 10 % in the busiest hour = 300/h = 0.083/s; each PR 20,000 tokens in
    # (its prompt) + 800 written = 20,800 tokens held; the 5-minute CI limit is each answer's whole time (300 s).
    p = _p("我哋銀行IT想喺自己機房搭code review bot，用Qwen2.5-Coder-32B，每日大約3000個PR，每個PR連diff同相關檔案平均20k "
           "token，出大約800 token嘅comment，要喺CI入面5分鐘內出結果。買咩卡？幾張？大概幾錢？")
    assert p.requests_per_day == 3000 and p.target_requests_per_s == 0.083
    assert p.prompt_tokens == 20_000 and p.output_tokens == 800 and p.seq_len == 20_800
    assert p.target_answer_s == 300
    # 简体, another model and counts: 1,200 PRs a day, 30k in, 1,000 out, 5 minutes
    p = _p("每天1200个PR，用Qwen2.5-Coder-32B审查，每个PR平均30k token，输出约1000 token的评论，5分钟内出结果")
    assert p.requests_per_day == 1200 and p.output_tokens == 1000 and p.target_answer_s == 300
    # English: 5,000 pull requests a day, 15k in, 600 out → 0.14 requests/s at the busiest hour
    p = _p("about 5,000 pull requests a day with Qwen2.5-Coder-14B, each ~15k tokens, ~600-token review comment")
    assert p.requests_per_day == 5000 and p.prompt_tokens == 15_000 and p.output_tokens == 600
    assert p.seq_len == 15_600


def test_a_context_the_user_states_is_still_read() -> None:
    # "with 32k context" / "8k context" is the request's window, unlike "it has 256k context"
    assert _p("serve Qwen2.5-7B with 32k context for 10 users").seq_len == 32_768
    assert _p("serve Qwen2.5-7B, 8k context, 20 users").seq_len == 8192
