"""A first-token limit stated at a percentile ("p95 first token < 1 s", "P95 首字延迟 800ms", "99% of requests get
the first token within 2 s") is judged on that percentile of the queueing model, never on the mean: the prompt's own
time S plus the Erlang-C-form wait percentile (ρ of the prompts wait, the waiting ones' wait exponential with mean
W ÷ ρ), at most the other users' prompts ahead."""

from __future__ import annotations

import math

import pytest

from advisor.core.extract_rules import read_targets
from tools.load import LoadPoint, wait_percentile_s


def _point(ttft: float, idle: float, cap: float = math.inf) -> LoadPoint:
    return LoadPoint(per_user_tps=30.0, ttft_s=ttft, requests_per_s=4.0, prefill_share=0.3, idle_ttft_s=idle,
                     wait_cap_s=cap)


def test_p95_of_a_busy_replica_is_well_over_its_mean():
    # S = 0.12 s alone, mean first token 0.20 s → mean wait W = 0.08 s. P-K: W = ρS/(2(1−ρ)) → ρ = 2W/(S + 2W)
    # = 0.16 / 0.28 = 0.5714. Waiting prompts wait W/ρ = 0.08 / 0.5714 = 0.14 s on average.
    # p95 wait = 0.14 × ln(0.5714 / 0.05) = 0.14 × ln 11.43 = 0.14 × 2.436 = 0.3411 s → p95 = 0.12 + 0.341 = 0.461 s.
    # A 0.4 s limit: the mean (0.20 s) would pass, the p95 (0.46 s) does not.
    lp = _point(0.20, 0.12)
    assert lp.ttft_at(95) == pytest.approx(0.461, abs=0.001)
    assert lp.ttft_at(None) == lp.ttft_at(0) == 0.20  # no percentile named: the mean, as before
    # p99: 0.14 × ln(0.5714 / 0.01) = 0.14 × ln 57.14 = 0.14 × 4.046 = 0.5664 → 0.686 s
    assert lp.ttft_at(99) == pytest.approx(0.686, abs=0.001)


def test_the_tail_never_waits_longer_than_every_other_prompt():
    # the same replica with 3 users: at most 2 prompts ahead, 2 × 0.12 = 0.24 s of wait → p99 = 0.12 + 0.24 = 0.36 s
    lp = _point(0.20, 0.12, cap=0.24)
    assert lp.ttft_at(99) == pytest.approx(0.36)


def test_a_lightly_loaded_replica_keeps_its_p95_at_the_prompt_alone():
    # S = 0.1 s, mean wait 0.002 s: ρ = 0.004 / 0.104 = 0.038 < 0.05, fewer than 5 % of prompts wait → p95 = S
    assert _point(0.102, 0.1).ttft_at(95) == pytest.approx(0.1)
    assert wait_percentile_s(0.002, 0.038, 95) == 0.0


@pytest.mark.parametrize(("text", "ms", "pct"), [
    ("p95 first token < 1 s, 100 users on Llama 3.1 8B", 1000.0, 95),
    ("we need time to first token p99 under 700 ms", 700.0, 99),
    ("99% of requests should see their first token within 2 seconds", 2000.0, 99),
    ("first token under 1.5 s at p95", 1500.0, 95),
    ("P95 首字延迟 800ms 以内", 800.0, 95),
    ("首 token 延迟 P99 要在 1.2 秒以内", 1200.0, 99),
    ("95%的请求首字在1秒内", 1000.0, 95),
    ("首字延遲 p95 要 600 毫秒內", 600.0, 95),
])
def test_a_first_token_percentile_is_read(text, ms, pct):
    got, _ = read_targets(text)
    assert got["target_ttft_ms"] == ms
    assert got["ttft_percentile"] == pct


@pytest.mark.parametrize("text", ["first token under 1 s", "首字延迟 800ms 以内", "average first token under 500 ms"])
def test_no_percentile_named_keeps_the_mean(text):
    got, _ = read_targets(text)
    assert "target_ttft_ms" in got and not got.get("ttft_percentile")


@pytest.mark.slow
@pytest.mark.parametrize(("mean", "tail", "shown"), [
    ("Qwen2.5-14B chat, 150 concurrent users, first token under 400 ms. which GPU?",
     "Qwen2.5-14B chat, 150 concurrent users, p95 first token under 400 ms. which GPU?", "first token p95 ≈"),
    ("Qwen2.5-14B 聊天，150 路并发，首字延迟 400ms 以内，租什么卡？",
     "Qwen2.5-14B 聊天，150 路并发，P95 首字延迟 400ms 以内，租什么卡？", "首 token p95 约"),
])
def test_a_p95_limit_shows_its_tail_and_is_never_met_by_the_mean(tmp_path, mean, tail, shown):
    import re

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    a = Engine(store=Store(tmp_path / "a.db")).handle("t", mean).text
    b = Engine(store=Store(tmp_path / "b.db")).handle("t", tail).text
    assert shown in b and shown not in a, b
    # the figure the check line shows at p95 is within the limit it is marked as meeting
    m = re.search(r"p95 (?:≈|约) ([\d,]+) (?:ms|毫秒) ≤ 400", b)
    assert m is not None and float(m.group(1).replace(",", "")) <= 400, b


def test_a_reranker_beside_the_llm_gets_what_the_llms_first_token_leaves():
    from tools.rerank import rag_reranker_latency

    # "p95 first token under 1.5 s" read as the reranker's latency too (1.5 s = the 1,500 ms limit); the LLM's pick
    # gives its first token in 0.9 s at p95 → the reranker is held to 1.5 − 0.9 = 0.6 s
    left, line = rag_reranker_latency(1.5, 1500.0, 0.9, 95)
    assert left == pytest.approx(0.6)
    assert line is not None and line.args["left_ms"] == pytest.approx(600.0)
    en, zh = line.text("en"), line.text("zh")
    assert "1,500 ms first-token limit" in en and "≈ 900 ms at p95" in en and "600 ms left" in en
    assert "首 token 1,500 ms" in zh and "p95 约 900 ms" in zh and "剩下的 600 ms" in zh
    # an LLM whose first token alone is over the limit leaves nothing: 1.5 − 1.8 → 0 (no card can meet it)
    assert rag_reranker_latency(1.5, 1500.0, 1.8, 95)[0] == 0.0
    # a reranker latency said apart from the first token ("rerank under 300 ms" beside a 2 s first token) is kept
    assert rag_reranker_latency(0.3, 2000.0, 0.9, 95) == (0.3, None)
    # no LLM figure: kept
    assert rag_reranker_latency(1.5, 1500.0, None, 95) == (1.5, None)


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said"), [
    ("RAG: bge-reranker-v2-m3 reranks the top 20, Llama 3.1 8B answers, 10 queries/s at peak, p95 first token under "
     "1.2 s. which GPUs?", "The 1,200 ms first-token limit covers the reranking and the LLM"),
    ("RAG：bge-reranker-v2-m3 重排 top 20，Llama 3.1 8B 生成，高峰每秒 10 个查询，P95 首字延迟 1.2 秒以内，租什么卡？",
     "首 token 1,200 ms 的限制包括重排和大模型"),
])
def test_a_rag_first_token_limit_is_shared_by_the_reranker_and_the_llm(tmp_path, text, said):
    import re

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert said in out, out
    # the reranker's target is the limit less the LLM's p95 first token, as said: llm + left = 1,200 ms
    m = re.search(r"(?:takes ≈|p95 约) ([\d,]+) ms.*?(?:the|剩下的) ([\d,]+) ms", out)
    assert m is not None, out
    llm, left = (float(x.replace(",", "")) for x in m.groups())
    assert llm + left == pytest.approx(1200, abs=1)


def test_a_levers_first_token_says_its_percentile():
    import advisor.core.messages  # noqa: F401  (installs the catalog)
    from tools.schema import Msg

    # a lever's plan at 0.28 s p99 against a 0.3 s p99 limit: kept, and said at p99 (the figure is the tail's)
    m = Msg(code="recommend.keeps.ttft", args={"ok": True, "ttft": 0.28, "limit": 0.3, "pct": 99})
    assert m.text("en") == "keeps your 0.3 s first token at p99 (≈ 0.28 s)"
    assert m.text("zh") == "满足你要求的首 token p99 ≤ 0.3 秒（约 0.28 秒）"
    # no percentile named: worded as before
    m = Msg(code="recommend.keeps.ttft", args={"ok": False, "ttft": 0.41, "limit": 0.3, "pct": 0})
    assert m.text("en") == "misses your 0.3 s first token (≈ 0.41 s)"


@pytest.mark.parametrize(("text", "seconds", "pct"), [
    ("we serve Mistral 7B to 50 users, 99% of requests under 3 s", 3.0, 99),
    ("Llama 3.1 8B chat for 100 users, p95 end-to-end latency under 6 s", 6.0, 95),
    ("Qwen2.5-7B, 80 users, end-to-end latency p99 under 9 seconds", 9.0, 99),
    ("95% of requests should be answered within 15 seconds, 30 users on Qwen2.5-14B", 15.0, 95),
    ("Qwen2.5-7B 客服，100 路并发，99%的请求 10 秒内返回", 10.0, 99),
    ("Qwen2.5-7B 客服，100 路并发，P95 端到端延迟 8 秒以内", 8.0, 95),
])
def test_a_whole_answers_time_at_a_percentile_is_read(text, seconds, pct):
    from advisor.core.extract_rules import extract

    # the answer's time is read as target_answer_s, and its percentile sets the tail its first token is held at (the
    # part of a whole answer that queues: tools.load.LoadPoint.ttft_at)
    p = extract(text).patch.model_dump(exclude_none=True)
    assert p["target_answer_s"] == seconds
    assert p["ttft_percentile"] == pct
    assert "target_ttft_ms" not in p


def test_an_answer_time_label_names_its_percentile():
    import advisor.core.messages  # noqa: F401  (installs the catalog)
    from tools.schema import Msg

    # 338 tokens within 12 s less the 2 s first-token limit: 338 / 10 = 33.8 → ≥ 34 tokens/s per user, at p99
    m = Msg(code="recommend.answer_within", args={"answer_s": 12.0, "per_user": 34.0, "pct": 99})
    assert m.text("en") == "p99 answers within 12 s → ≥ 34 tokens/s per user"
    assert m.text("zh") == "p99 12 秒内出完整回答 → 每用户 ≥ 34 tokens/s"
    assert Msg(code="recommend.answer_within_s", args={"answer_s": 60.0}).text("en") == "answers within 60 s"
