"""Stated lengths and times are read as said, and no optimistic default makes the headline:

- an answer's length said with the model's writing verb ("writes ~800 tokens of comments", 每次输出约800 token,
  產出大概800字) is each request's output, never the 338-token ShareGPT default;
- "mostly 9-6", 朝九晚六, 9點到6點 is a 9-hour working window the day's traffic comes in: its average sets the peak
  (tools.busy_period.working_window_factor), never a range read as its top 9, nor a service switched off;
- a new item's length per request ("reads each PR, ~25k tokens", 每份合同约2万token) is the request's prompt, prefilled in
  full (a new diff shares no prefix with the last one), never a context credited as an 81–95 % cached chat history.

Hand check of the PR reviewer: 3,000 PRs × 25,000 tokens = 75 M prefill tokens in ~9 h → 75e6 ÷ 32,400 s = 2,315
tokens/s of prefill; 2 × 32.8e9 × 2,315 ≈ 1.5e14 FLOP/s ≈ 15 % of one H100's 989 TFLOP/s dense BF16: one card holds it.
Peak: 3,000 ÷ 9 h = 333 an hour = 0.0926/s (the 10 % busiest hour of a 24-hour day gave 300 an hour, 0.083/s: under
the window's own average). KV: 25,800 tokens × 2 × 64 layers × 8 kv heads × 128 × 2 bytes = 6.8 GB a request."""

from __future__ import annotations

import pytest

import advisor.core.messages  # noqa: F401  (installs the wording)
from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

PR_EN = ("qwen2.5-coder-32b-instruct reads each PR (diff + related files, ~25k tokens) and writes ~800 tokens of "
         "comments. ~3000 PRs a day, mostly 9-6 US time")


def read(text: str) -> tuple[dict, list[str]]:
    ex = extract(text)
    return ex.patch.model_dump(exclude_none=True), ex.notes


def test_the_pr_reviewer_reads_its_output_window_and_fresh_prompt_en():
    f, notes = read(PR_EN)
    assert f["output_tokens"] == 800  # "writes ~800 tokens of comments", not the 338 default
    assert f["prompt_tokens"] == 25_000 and f["seq_len"] == 25_800  # 25k in + 800 out, inside the 32k native context
    # 24 ÷ 9 = 2.67× the day's average: 3,000 × 2.67 ÷ 86,400 s = 0.0926 → 0.093/s
    assert f["peak_to_average"] == pytest.approx(24 / 9, rel=1e-3)
    assert f["target_requests_per_s"] == pytest.approx(0.093)
    assert "usage_hours_per_day" not in f  # "mostly": traffic comes then, the service is not switched off
    assert not any("read as its top" in n for n in notes)  # "9-6" is no range of amounts
    assert any("9 h of '9-6'" in n for n in notes)


@pytest.mark.parametrize("text", [
    "serve qwen2.5-14b, replies of about 500 tokens, 40 users",
    "our bot generates about 500 tokens of notes per ticket, Llama-3.1-8B, 20 agents",
])
def test_an_answer_length_said_with_its_verb_or_noun_is_the_output_en(text: str):
    f, _ = read(text)
    assert f["output_tokens"] == 500


def test_a_writing_rate_is_no_answer_length():
    # "generates 2000 tokens per second": a speed, never each answer's length
    f, _ = read("Llama-3.1-8B for 10 users, it generates 2000 tokens per second in total")
    assert f.get("output_tokens") != 2000


def test_the_pr_reviewer_zh_hans():
    # 每个PR约2.5万token → 25,000 in; 每次输出约800 token → 800 out; 朝九晚六 = 9 h → 24 ÷ 9 = 2.67×
    f, notes = read("用Qwen2.5-Coder-32B审PR，每个PR约2.5万token，每次输出约800 token，每天3000个PR，主要在朝九晚六")
    assert f["output_tokens"] == 800
    assert f["prompt_tokens"] == 25_000 and f["seq_len"] == 25_800
    assert f["target_requests_per_s"] == pytest.approx(0.093)
    assert "usage_hours_per_day" not in f


def test_the_pr_reviewer_zh_hant():
    # 產出大概800字 → 800 字 × 0.84 token/字 ≈ 672 tokens (the house's per-character rate); 9點到6點 = 9 h
    f, notes = read("我們用Qwen2.5-Coder-32B審PR，每個PR大約25000 token，產出大概800字的評論，每天3000個PR，大多在9點到6點")
    assert 600 <= f["output_tokens"] <= 800
    assert f["prompt_tokens"] == 25_000
    assert f["peak_to_average"] == pytest.approx(24 / 9, rel=1e-3)
    assert any("9點到6點" in n for n in notes)


def test_a_ticket_per_request_is_prefilled_in_full_en():
    # ~6k tokens of a new ticket each request: prompt 6,000, context 6,000 + 338 default answer = 6,338, said in full
    f, notes = read("Llama-3.1-70B drafts a reply for each ticket (~6k tokens with the customer's attachments), "
                    "2 requests/s at peak")
    assert f["prompt_tokens"] == 6000 and f["seq_len"] == 6338
    assert any("prefilled in full" in n for n in notes)


def test_a_chat_history_keeps_its_prefix_cache_en():
    # a chat's re-sent history is a shared prefix: no fresh-item prompt is set over it
    f, notes = read("200 users chatting with qwen2.5-14b, each conversation history about 6k tokens")
    assert not any("prefilled in full every time" in n for n in notes)


def test_office_hours_said_mostly_after_them_zh_hant():
    # 每天2400個請求，上班時間為主: 9 office hours → 2,400 ÷ (9 × 3,600 s) = 0.074/s (10 % of the day: 0.067/s)
    f, _ = read("我們想用Qwen2.5-14B做內部問答，每天2400個請求，上班時間為主")
    assert f["peak_to_average"] == pytest.approx(24 / 9, rel=1e-3)
    assert f["target_requests_per_s"] == pytest.approx(0.074)
