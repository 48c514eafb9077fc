"""A live job whose model writes a few tokens per input (a safety guard's verdict, a router's intent, a label) is
sized on that answer (tools.short_output), never on a chat's 338-token ShareGPT reply; the guard rows are read by
their spaced names ("Llama Guard 3 8B"); the answer says the length it assumed and why."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.short_output import GUARD_VERDICT_TOKENS, live_output_tokens


def test_a_guard_verdict_is_fewer_tokens_than_a_label():
    # "unsafe" (1-2 tokens) + newline (1) + "S1" (2) + end of turn (1) ≈ 5; a label keeps the classifier's 8
    assert live_output_tokens(True) == (GUARD_VERDICT_TOKENS, "short_output.guard") and GUARD_VERDICT_TOKENS == 5
    assert live_output_tokens(False)[0] == 8


@pytest.mark.parametrize(("text", "model", "per_s"), [
    # ShieldGemma-2B, 4M prompts a day of ~300 tokens: peak = 4M × 10 % ÷ 3600 = 111 → 110 requests/s; tokens in at
    # peak ≈ 110 × 305 = 33,550 /s; prefill = 2 × 2.6e9 params × 33,550 ≈ 175 TFLOP/s: one H100 (989 dense BF16
    # TFLOPS, about half of it in prefill) holds it, where 338-token answers would have held ≈ 1,900 in flight
    ("Screen 4M prompts a day of about 300 tokens each with ShieldGemma 2B, p99 under 400 ms", "ShieldGemma-2B", 110.0),
    # 简体: Llama-Guard-3-1B on 50M danmaku a day: 50M × 10 % ÷ 3600 = 1,389 → 1400 requests/s; × 65 tokens in ≈ 91,000
    # tokens/s; prefill = 2 × 1.5e9 × 91,000 ≈ 273 TFLOP/s: one H100-class card by compute; a verdict of 5 tokens
    # adds 5 decode steps (≈ 0.25 s at 20 tokens/s), the p95 first token is prefill + queueing
    ("每天 5000 万条弹幕要过 Llama Guard 3 1B 审核，每条约 60 token，p95 200 毫秒以内", "Llama-Guard-3-1B", 1400.0),
    # 繁體: ShieldGemma-27B over 9M comments a day: 9M × 10 % ÷ 3600 = 250 requests/s; at ~400 tokens each ≈ 100,000
    # tokens/s in; prefill = 2 × 27.2e9 × 100,000 ≈ 5.4 PFLOP/s ≈ 11 H100s at half their 989 TFLOPS
    ("每日 900 萬則留言要經 ShieldGemma 27B 安全審核先可以發佈，p95 要喺 500 毫秒內", "ShieldGemma-27B", 250.0),
])
def test_a_guard_answers_a_verdict(text, model, per_s):
    p = extract(text).patch
    assert p.model == model and p.output_tokens == GUARD_VERDICT_TOKENS
    assert p.target_requests_per_s == per_s and p.batch_requests is None


@pytest.mark.parametrize("text", [
    # a router: 3M queries a day → 3M × 10 % ÷ 3600 = 83 requests/s, each answering an intent id (8 tokens), so
    # Little's law holds 83 × (2 s + 8 ÷ 20) ≈ 200 in flight, not 83 × 18.9 s ≈ 1,569 for chat replies
    "Route 3M user queries a day to one of 12 intents with Qwen2.5-3B",
    # 繁體: 6M customer messages a day → 6M × 10 % ÷ 3600 = 167 → 170 requests/s of intent labels
    "每日 600 萬則客服訊息用 Qwen2.5-7B 做意圖識別，p95 300 毫秒",
    # 简体: 8M messages a day routed to queues: 8M × 10 % ÷ 3600 = 222 requests/s, each a queue name
    "每天 800 万条工单用 Qwen2.5-7B 做意图分类，分流到各个客服组，p99 150 毫秒",
])
def test_a_router_answers_a_label(text):
    p = extract(text).patch
    assert p.output_tokens == 8 and p.target_requests_per_s and p.batch_requests is None


def test_a_guard_row_is_read_by_its_spaced_name():
    # four words, one of them a lone digit: the row, never a generic 8B
    assert extract("serve Llama Guard 3 8B for our chat app").patch.model == "Llama-Guard-3-8B"


def test_a_chat_on_a_guard_free_model_keeps_its_chat_answer():
    # no guard, label or route word: a chat's answer stays unstated (sized by tools.defaults)
    assert extract("Qwen2.5-7B assistant answering 5M messages a day").patch.output_tokens is None


@pytest.mark.parametrize("text", [
    # 繁體, no latency: a day's batch of 9M comments through ShieldGemma-27B, each a Yes / No verdict: a classification
    # batch (its answer a label, tools.defaults' 8 tokens), not the extraction a bare 審核 read as before
    "每日 900 萬則留言要經 ShieldGemma 27B 安全審核先可以發佈",
    # en: 2M stored chat logs through Llama-Guard-3-8B this week: 2M verdicts, a classify batch
    "Run Llama Guard 3 8B over 2M stored chat logs this week",
])
def test_a_guard_batch_is_a_classification(text):
    assert extract(text).patch.batch_work == "classify"
