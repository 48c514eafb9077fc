"""A call's stated length beside a text job over the calls' transcripts sizes each request (tools.call_length), never
the chat default's 3,584 tokens in and 512 out."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.call_length import call_request


@pytest.mark.parametrize("text, n, prompt, out", [
    # Hand: 7-minute calls in English → 7 × 150 words × 4/3 tokens = 1,400 tokens in, a quarter (350) out
    ("Insurer: 40,000 claims calls a day, 7-minute calls, already transcribed; classify them nightly with Qwen3-8B "
     "by 6 am. GPUs?", 40000, 1400, 350),
    # 简体 Hand: 每通约 8 分钟 → 8 × 310.8 字 × 0.6 = 1,491.8 → 1,492 token 入，1,492 // 4 = 373 出
    ("每天大概5万通客服电话，每通约8分钟，已有转写文本，想用Qwen3-14B晚上批量做摘要，怎么配卡？", 50000, 1492, 373),
    # 繁體 Hand: 平均 4 分鐘 → 4 × 186.5 = 746 token 入，186 出
    ("每天約3萬通電話，平均4分鐘，已經有逐字稿，用Llama-3.1-8B每晚批次摘要，要什麼機器？", 30000, 746, 186),
])
def test_the_call_length_is_each_requests_tokens(text, n, prompt, out):
    p = extract(text).patch
    assert p.batch_requests == n
    assert (p.prompt_tokens, p.output_tokens, p.seq_len) == (prompt, out, prompt + out)


def test_no_call_length_keeps_the_default():
    p = extract("每天約3萬通電話，已經有逐字稿，用Llama-3.1-8B每晚批次摘要，要什麼機器？").patch
    assert p.prompt_tokens is None and p.seq_len is None


def test_a_stated_prompt_wins_over_the_call_length():
    # Hand: the user's own 900-token prompt is the request, not 6 × 200 = 1,200
    p = extract("30,000 support calls a day, 6 minutes each, already transcribed, summarise each with Llama-3.1-8B; "
                "each prompt is 900 tokens").patch
    assert p.prompt_tokens == 900


def test_call_request_by_hand():
    # 5 min English → 1,000 in, 250 out; 3 h+ is no call
    r = call_request(5, chinese=False)
    assert r is not None and (r.prompt_tokens, r.output_tokens, r.seq_len) == (1000, 250, 1250)
    assert call_request(0, chinese=True) is None and call_request(240, chinese=False) is None
