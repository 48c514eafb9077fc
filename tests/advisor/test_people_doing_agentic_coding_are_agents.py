"""People who are not called developers but do agentic coding ("~40 researchers (agentic coding + analysis)", 60 个研究员用
agentic 编程, 30 位分析師 agentic coding) drive coding agents: an agent's load, never the office share of a head count.

Hand reasoning (an outside ML-infrastructure engineer's key for "kimi k2 instruct for ~40 researchers (agentic coding +
analysis, ~32k context) on 8xH200, the fp8 weights should fit in 1.1TB right?"): an agentic-coding session loops plan →
tool call → read the tool's output → plan, resending its whole growing context (files, tool output) each step, so a
researcher with an agent running keeps a request generating nearly all the time; it is not a chat user who sends one
short message a minute. The advisor's developers-with-agents rule (tools.traffic.agents_running_of_devs: 40 → max(20,
⌈50 % × 40⌉) = 20 running at the peak) applies; each session at AGENT_CONTEXT_SHARE of the 32k limit on average
(16,384 tokens). It was read as 15 % of 40 people ≈ 6 chats, 5 of them at 4k, which made FP8 Kimi-K2 look as if it
fitted one 8 × H200.

Kimi-K2 by hand: 1.03 T params in FP8 ≈ 1.03 TB of weights ÷ 8 ≈ 129 GB a card against vLLM's pool of 0.9 × 150.8 ≈
135.7 GB (95 % before any KV); MLA KV 61 layers × (512 + 64) × 2 B ≈ 69 KiB a token: 20 agents × 16,384 tokens ≈
21.6 GiB of KV (all 20 at the full 32,768 ≈ 46 GB), which one 8 × H200 cannot hold beside the weights under the 90 %
serving limit. So the premise "FP8 should fit" is answered no: the answer's 8-GPU line says "not possible", and no
headline calls a pick past the 90 % pool limit a fit.

Held-back contrasts: researchers or analysts who only chat with a model (summaries, a RAG chatbot) keep the office share.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "n"), [
    # 40 researchers with agentic coding → max(20, ⌈0.5 × 40⌉) = 20 agents running at once (not 15 % × 40 ≈ 6)
    ("we want kimi k2 instruct for ~40 researchers (agentic coding + analysis, ~32k context)", 20),
    # 25 quants (a team above 20) → max(20, ⌈12.5⌉) = 20
    ("25 quants doing agentic coding on DeepSeek-V3, 64k context", 20),
    # 简体: 60 个研究员 → ⌈0.5 × 60⌉ = 30
    ("我们有60个研究员用 agentic 编程，模型 Qwen3-Coder-480B，上下文64k", 30),
    # 繁體: 30 位分析師 → max(20, 15) = 20
    ("團隊 30 位分析師，用 agentic coding 跑 Qwen3-Coder-30B-A3B，上下文 32k", 20),
    # 12 data scientists: a team up to 20 is sized all at once → 12
    ("12 data scientists each doing agentic coding with Devstral-Small-2507, 48k context", 12),
])
def test_people_doing_agentic_coding_are_agents_at_once(text, n):
    e = extract(text)
    assert e.patch.concurrency == n  # was: a head count, ≈ 15 % of them at once
    assert e.patch.agents is True  # each session at a share of the stated context limit, not a typical 4k chat


@pytest.mark.parametrize("text", [
    "40 researchers will chat with Qwen3-32B to summarise papers",
    "30 analysts use a RAG chatbot on Llama 3.3 70B",
    "我们有50个研究员用 Qwen3-32B 做知识库问答",
])
def test_researchers_who_only_chat_keep_the_office_share(text):
    e = extract(text)
    assert e.patch.agents is not True and e.patch.concurrency is None and e.patch.head_count


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    "we want kimi k2 instruct for ~40 researchers (agentic coding + analysis, ~32k context). nebius has 8xH200 for "
    "$28/hr, the fp8 weights should fit in 1.1TB right? monthly cost?",
    "我们想给大约40个研究员部署 kimi k2 instruct（agentic coding 加数据分析，上下文约32k），nebius 的 8xH200 每小时28美元，"
    "fp8 权重应该放得下 1.1TB 吧？每月多少钱？",
    "我們想給約40位研究員部署 kimi k2 instruct（agentic coding 和分析，上下文約32k），nebius 的 8xH200 每小時28美元，"
    "fp8 權重應該放得下 1.1TB 吧？每月多少錢？",
])
def test_kimi_k2_fp8_for_forty_researchers_is_not_headlined_as_fitting_one_8x_h200(tmp_path, text):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    lines = out.splitlines()
    said = lines[0]  # the workload line: 20 agents (hand figure above), not 6 chats of 40 people
    assert any(w in said for w in ("20 users", "20 路并发", "20 路並發")), said
    head = next(x for x in lines if x.startswith("**") and "·" not in x)
    # no headline calls FP8 on 8 × H200 a fit: ≈ 135 GB of a 135.7 GB pool (99 %) is past the 90 % serving limit
    for fits in ("It fits your", "a fit to test", "装得下但没有余量", "裝得下但沒有餘量"):
        assert fits not in head, head
    assert any(w in head for w in ("past our 90% serving limit", "超过 90% 的部署上限", "超過 90% 的部署上限")), head
    # the premise: FP8 on the stated 8 GPUs is answered no (weights ≈ 129 GB a card of a 135.7 GB pool, no KV room)
    assert any(w in out for w in ("8 GPUs (not possible)", "8 张卡（无法满足）", "8 張卡（無法滿足）")), out
