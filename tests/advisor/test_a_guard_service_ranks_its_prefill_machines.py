"""A live guard or classifier answering a few tokens is one plan from the headline to the table: the ranked rows are
the machines (card × count) that carry its peak tokens/s in at tools.prefill_service.BUSY_TARGET (75 %) busy
(tools.prefill_rows), priced at that count, so the headline's card count is the first row's and the cost table counts
the same GPUs."""

from __future__ import annotations

import math

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store

pytestmark = pytest.mark.slow


@pytest.mark.parametrize(("text", "provider"), [
    # en: 30M reviews a day through Llama-Guard-3-1B on Lambda: 30e6 ÷ 86,400 × 2.4 = 833 → 830 requests/s × 400
    # tokens = 332,000 tokens/s in; a GH200 (989.5 dense BF16 TFLOPS) prefills 989.5e12 × 0.5 ÷ (2 × 1.5e9) ≈ 165,000
    # tokens/s, so ceil(332,000 ÷ 165,000 ÷ 0.75) = 3 GH200: three 1-card machines in the headline and the first row
    # alike (the chat sizing had ranked one machine)
    ("We screen 30M product reviews a day with Llama Guard 3 1B on Lambda, about 400 tokens each, p95 under 1 s",
     "lambda"),
    # 简体: 30M comments a day through Llama-Guard-3-8B: 833 → 830 requests/s × 250 tokens = 207,500 tokens/s; an
    # MI300X at FP8 (2,614.9 dense TFLOPS) prefills 2,614.9e12 × 0.5 ÷ (2 × 8.03e9) ≈ 81,400 tokens/s:
    # ceil(207,500 ÷ 81,400 ÷ 0.75) = 4 cards, whatever machine shape the first row takes
    ("每天 3000 万条评论用 Llama Guard 3 8B 做安全审核，每条约 250 token，p95 300 毫秒以内", None),
    # 繁體: 25M posts a day through ShieldGemma-9B on RunPod: 25e6 ÷ 86,400 × 2.4 = 694 → 690 requests/s × 600
    # tokens = 414,000 tokens/s; 2 × 9.24e9 FLOPs a token ≈ 7.65 PFLOP/s of prefill, at 75 % busy ≈ 10.2 PFLOP/s of
    # rated dense compute: tens of cards, never the one machine a chat sizing of a few hundred slots priced
    ("每日 2500 萬則貼文經 ShieldGemma 9B 安全審核，只用 RunPod，每則約 600 token，p95 要喺 1 秒內", "runpod"),
])
@pytest.mark.slow
def test_the_headline_counts_the_first_rows_gpus(tmp_path, text, provider):
    rec = Engine(store=Store(tmp_path / "s.db")).handle("t", text).recommendation
    assert rec is not None and rec.headline is not None and rec.headline.code == "prefill_service.headline"
    a, top = rec.headline.args, rec.candidates[0]
    assert a["offer"] == f"{top.provider} {top.instance}"
    assert a["gpus"] == top.instances * int(top.gpu_count) == rec.cost_table[0].gpus
    assert a["gpus"] >= math.ceil(a["tokens_in"] / a["per_gpu"] / 0.75)
    # each row is priced at its own prefill count, and the cost table counts the same GPUs row by row
    assert all(r.gpus == c.instances * int(c.gpu_count) for c, r in zip(rec.candidates, rec.cost_table))
    if provider:
        assert top.provider == provider


@pytest.mark.parametrize(("text", "said", "not_said"), [
    # en: 18M tickets a day through Llama-Guard-3-1B: 18e6 ÷ 86,400 × 2.4 = 500 requests/s; each stays well under a
    # second, so Little's law holds tens of requests in flight, never the hundreds of "users" a chat sizing counts
    ("Our help desk passes 18M tickets a day through Llama Guard 3 1B, ~300 tokens each, p95 under 500 ms",
     "requests in flight", " users"),
    # 繁體: 12M chats a day through ShieldGemma-2B: 12e6 ÷ 86,400 × 2.4 = 333 → 330 requests/s × a sub-second request
    ("每日 1200 萬則對話經 ShieldGemma 2B 安全審核，每則約 200 token，p95 要喺 300 毫秒內", "個請求", "路並發"),
])
@pytest.mark.slow
def test_the_workload_line_counts_requests_in_flight(tmp_path, text, said, not_said):
    reply = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    rec = reply.recommendation
    assert rec is not None and rec.headline is not None and rec.headline.code == "prefill_service.headline"
    first = reply.text.splitlines()[0]
    assert said in first and not_said not in first, first
    # the line's count is the headline's Little's-law count (rate × mean whole-request latency), and the limit is
    # said of the whole request, not of a first token
    assert f"{round(rec.headline.args['in_flight']):,}" in first
    assert "first token" not in first and "首 token" not in first
