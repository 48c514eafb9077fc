"""A tool-calling agent's sessions at once are answered as sessions in progress: the calls generating at once by the
response-time law, every live session's history in the prefix cache at half its growth, in English, 简体 and 繁體.

Hand figures (an ML-infrastructure engineer's key, GLM-4.5-Air: 106 B total / 12 B active MoE, KV 46 layers × 8 KV
heads × 128 × 2 × 2 B = 188,416 B a token; 4 tool calls a turn → 5 model calls; a call R = 2 + 150 ÷ 30 = 7 s, between
calls Z = (4 × 1 s + 45 s) ÷ 5 = 9.8 s):
- generating at once: 500 × 7 ÷ 16.8 = 208.3 → 209 (the key: ≈ 200), never 500; ≈ 29.8 model calls/s;
- the live sessions' KV: 500 × 7,500 (half of 15,000) × 188,416 B ≈ 706.6 GB; FP8 weights ≈ 108 GB;
- so ≈ 16 cards of 80–192 GB (the key: 2 × 8 × H20 or 1 × 8 × H800), never the 56–144 cards of 500 at once.
The Qwen3-32B case (3 tools, 300 sessions, 20k growth, 200 tokens at 25 tokens/s): R = 10 s, Z = (3 + 45) ÷ 4 = 12 s
→ 300 × 10 ÷ 22 = 136.4 → 137 generating; KV 300 × 10,000 × 262,144 B (64 × 8 × 128 × 2 × 2) ≈ 786 GB.
"""

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # every test here runs a whole answer

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

GLM_ZH = ("我们是OTA，做订机票酒店的对话agent，用GLM-4.5-Air，每轮用户提问agent平均调4次工具（查航班、查价格、下单），"
          "系统提示+工具定义6k token，一个会话上下文会涨到15k左右。高峰同时500个会话，每次模型回复150 token左右，"
          "要每秒30 token。要什么卡几张？")
QWEN_EN = ("We run a travel-booking assistant agent on Qwen3-32B. Each user turn the agent makes about 3 tool calls "
           "(search, price, book); system prompt plus tool schemas are 5k tokens and a session grows to 20k. Peak is 300 "
           "concurrent sessions, replies ~200 tokens at 25 tokens/s per user. What GPUs?")
MOE_HANT = ("我們做保險理賠的客服agent，用Qwen3-30B-A3B，每輪平均呼叫3次工具，系統提示加工具定義4k token，"
            "一個會話上下文會漲到12k。高峰同時300個會話，每次回覆200 token，每秒要25 token。要什麼卡幾張？")


def _answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def _cards(text: str) -> int:
    """The cards of the headline's plan: "2 台 … （每台 8 × MI300X" → 16, "rent runpod 8x_… (8 × MI300X" → 8."""
    head = next(ln for ln in text.splitlines() if ln.startswith("**") and ("租" in ln or "rent" in ln))
    m = re.search(r"(?:(\d+) (?:台|臺|×) )?(?:[a-z]+ )?\S+ ?[（(](?:每[台臺] )?(\d+) × ", head)
    assert m, head
    return int(m.group(1) or 1) * int(m.group(2))


def test_glm_agent_sessions_zh(tmp_path):
    out = _answer(tmp_path, GLM_ZH)
    assert "同时约 209 路在生成（500 个 agent 会话" in out
    assert "上下文 15,000" in out  # the growth, not the 6k system prompt
    assert "每秒 29.76 次模型调用" in out
    assert "500 路并发" not in out
    assert _cards(out) <= 24


def test_qwen_agent_sessions_en(tmp_path):
    out = _answer(tmp_path, QWEN_EN)
    assert "≈ 137 generating at once (of 300 agent sessions" in out
    assert ("20,000 context" in out) or ("20,200 context" in out)  # the 20k growth (+ the 200-token reply written on it)
    assert _cards(out) <= 16


def test_moe_agent_sessions_hant(tmp_path):
    # A Taiwan insurer's claims agent (保險理賠) handles the insured's personal data: with no place said it is kept in
    # Taiwan (個資法 note; the FSC's outsourcing rules restrict claims data leaving Taiwan), so it is priced on the
    # Taiwan rows (GCP asia-east1), no longer on a RunPod 2 × MI300X abroad (the old "≤ 4 cards" check).
    # Hand figures, Qwen3-30B-A3B (48 layers × 4 KV heads × 128 × 2 × 2 B = 98,304 B a token): R = 2 + 200 ÷ 25 = 10 s,
    # Z = (3 × 1 + 45) ÷ 4 = 12 s → 300 × 10 ÷ 22 = 136.4 → 137 generating; live KV 300 × 6,000 × 98,304 B ≈ 177 GB +
    # FP8 weights ≈ 30.5 GB ≈ 208 GB → at least 10 L4s (21.6 GB usable each) or 3 H100s by memory. Speed decides on L4:
    # a TP-2 L4 pair (600 GB/s) at ≈ 5 streams reads ≈ 28 % of the experts (1 − (120/128)^5) ≈ 8 GB + ≈ 3 GB of KV a
    # step → ≈ 30 tokens/s, so 137 ÷ 5 ≈ 28 pairs = 56 L4s (7 × g2-standard-96); sized for 300 at once it would be
    # ≈ 60 pairs (120 cards). One 8 × H100 machine (47 tokens/s) is the ≈ 58 % dearer alternative.
    out = _answer(tmp_path, MOE_HANT)
    assert "同時約 137 路在生成（300 個 agent 會話" in out
    assert "上下文 12,000" in out
    assert "臺灣 區域" in out and "個資法" in out, out[:1500]
    rows = [ln for ln in out.splitlines() if re.match(r"\| \d+ \|", ln)]
    assert rows and all("asia-east1" in ln for ln in rows), rows
    assert 10 <= _cards(out) <= 64, out[:1500]
