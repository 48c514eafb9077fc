"""A context raised to a long window says, beside the verdict, one full-length session's KV, how many such sessions
the plan holds at once (the rest queue or are preempted), a full-length prompt's first token on those cards and the
levers (tools.checked.full_length_sessions): on a card asked about (tools.recommend._checked_full_sessions) and on the
user's own unpriced cards (tools.recommend._owned_speed). Before, "用 FP8 KV cache 基本够" (8 × H20, Qwen3-Coder-480B,
128k) and "装得下" (8 owned modified 4090 48 GB, Qwen3-235B, 128k) gave no count of whole long sessions."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow


def chat(tmp_path, *turns: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    got = ""
    for t in turns:
        got = eng.handle("t", t).text
    return got


def test_128k_on_8_h20_with_fp8_kv_says_about_15_whole_sessions_and_the_first_token(tmp_path):
    # Qwen3-Coder-480B FP8 on 8 × H20: FP8 KV 124 KiB a token → 16.6 GB a 131,072-token session; ≈ 31.9 GB of pool a
    # card × 8 ≈ 255 GB → ≈ 15 at once. A new 128k prompt: 2 × 35e9 × 131,072 ≈ 9.2 PFLOP of weights plus ≈ 26 PFLOP
    # of attention (2 × 62 layers × 12,288 × 131,072²) at ≈ 50 % of 8 × 148 TFLOPS → ≈ 60 s (the key's 20–40 s counts
    # FP8 attention): said in seconds, never left out.
    got = chat(tmp_path, "公司研发800人想私有化部署Qwen3-Coder-480B-A35B做代码助手，国内机房，8卡H20 96G一台够吗？每月大概多少钱",
               "很多人要把整个仓库塞进去，上下文要128k，还够吗")
    assert "用 FP8 KV cache" in got, got[:2000]
    assert "满长 131,072 token 时每个会话的 FP8 KV cache 约 16.6 GB" in got, got[:2000]
    assert "8 × H20 同时约能放 15 个满长会话" in got, got[:2000]
    assert "在引擎队列里等" in got and "一个新的 131,072 token 提示在这些卡上首 token 约" in got, got[:2000]
    assert "prefix cache" in got and "限制长会话数" in got, got[:2000]


@pytest.mark.parametrize("first,second,held", [
    ("公司已经有一台8卡4090 48G魔改版服务器，想跑qwen3-235b-a22b给100个员工用，fp8能跑吗，速度大概多少？电费一个月多少",
     "能不能把上下文开到128k，给法务看长合同", "同时约能放 2 个满长会话"),
    ("公司已經有一台8卡4090 48G魔改版伺服器，想跑qwen3-235b-a22b給100個員工用，fp8能跑嗎？",
     "能不能把上下文開到128k，給法務看長合約", "同時約能放 2 個滿長會話"),
])
def test_128k_on_owned_modified_4090s_says_whole_contracts_held_and_levers(tmp_path, first, second, held):
    # Qwen3-235B: 188 KiB a token → 25.2 GB a 131,072-token session in BF16 (12.6 GB in FP8); TP 8 over 4 KV heads
    # stores each head twice: ≈ 6.3 GB of every card a session; ≈ 15 GB of pool a card → 2 at once, ≈ 5 with FP8 KV
    # (TP 4 × PP 2 would store each head once: about twice that).
    got = chat(tmp_path, first, second)
    assert "KV cache 约 25.2 GB" in got or "KV cache 約 25.2 GB" in got, got[:2500]
    assert held in got, got[:2500]
    assert "12.6 GB" in got and ("TP = KV 头数" in got or "TP = KV 頭數" in got), got[:2500]


def test_english_asked_card_at_128k_says_whole_sessions(tmp_path):
    # the same H20 box asked in English for 300 developers (45 at once) with FP8 weights and a 16-bit KV cache:
    # 33.3 GB a session → ≈ 7 at once, ≈ 15 with an FP8 KV cache (half the bytes a token).
    got = chat(tmp_path, "Is one 8 x H20 server enough for Qwen3-Coder-480B-A35B for 300 developers with a 128k context?")
    assert "at the full 131,072 tokens one session's KV cache is ≈ 33.3 GB" in got, got[:2500]
    assert "8 × H20 hold ≈ 7 such sessions at once (≈ 15 with an FP8 KV cache" in got, got[:2500]
    assert "a new 131,072-token prompt waits ≈" in got and "levers: an FP8 KV cache" in got, got[:2500]


def test_owned_h20_box_in_traditional_chinese_says_one_count_of_whole_sessions(tmp_path):
    # 8 × H20 owned, 300 engineers → 45 at once at 128k, 16-bit KV: the tight-fit lead's whole pool is ≈ 31.5 GB of KV
    # a card × 8 ≈ 252 GB ÷ 253,952 B a token ≈ 1.0 M tokens ≈ 7 whole 131,072-token sessions (tools.stated_edge
    # with the load's held tokens: most of the 45 chats are short), the same 7 the long-window line says; it was
    # "≈ 7.2 M tokens, ≈ 55 sessions", the 45 chats scaled as if each were 131,072 tokens.
    got = chat(tmp_path, "我們有一台 8 卡 H20 96G，想跑 Qwen3-Coder-480B-A35B 給 300 個工程師用，上下文要 128k，一台夠嗎？")
    assert "約 7 路 131,072 token 的對話" in got, got[:2500]
    assert "同時約能放 7 個滿長會話" in got and "約 15 個" in got, got[:2500]
    assert "約 55 路" not in got, got[:2500]
