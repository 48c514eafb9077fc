"""A Grace superchip's CPU memory counted as GPU memory ("lambda has gh200 … 96gb hbm plus 480gb memory … one gh200 =
done right?"), in English, 简体 and 繁體 / Cantonese: the premise corrected in words first, a direct "No" for the
open chats the user stated, and the one-machine fix named.

The expert's hand figures: Llama-3.3-70B FP8 weights ≈ 70.6 GB; 64 chats × 8,192 tokens × 320 KiB (16-bit KV)
≈ 172 GB, ≈ 86 GB in FP8; weights + FP8 KV ≈ 157 GB ≫ the GH200's ≈ 86 GB of usable HBM (the 480 GB is Grace LPDDR5X
at ≈ 512 GB/s, 4,000 ÷ 512 ≈ 8× slower than the HBM, reached over NVLink-C2C). One GH200 holds the weights and ≈ 12
such chats. The fix: 2 × H200 (TP2, ≈ 2 × 122 GB under the tenth spare) or 4 × H100 (TP4); 2 × H100 (≈ 2 × 69 GB)
is short of 157 GB.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_stated import grace_memory_said
from advisor.core.session_length_read import SESSION_GROWS
from tests.conftest import module_engine


@pytest.mark.parametrize("text, card, figures, word", [
    ("lambda has gh200 for $1.49/hr, thats 96gb hbm plus 480gb memory", "gh200", [96.0, 480.0], True),
    ("GH200 有 96G HBM 加 480G 内存", "GH200", [96.0, 480.0], False),
    ("GH200 號稱 576GB 統一記憶體", "GH200", [576.0], True),
    ("gb200 has 186gb hbm plus 480gb lpddr", "gb200", [186.0, 480.0], True),
])
def test_a_grace_card_with_its_memory_figures_is_read(text, card, figures, word):
    said = grace_memory_said(text)
    assert said is not None and said[0] == card and said[1] == figures and said[2] is word


def test_no_grace_card_no_premise():
    assert grace_memory_said("H100 with 80gb hbm plus 2tb ram") is None


@pytest.mark.parametrize("text", ["up to 64 chats at once, 8k context each", "40 concurrent sessions of 32k each",
                                  "20 chats at once, up to 16k tokens each"])
def test_chats_counted_at_once_with_a_length_each_hold_that_length(text):
    assert SESSION_GROWS.search(text)


def test_a_deployment_window_alone_is_not_each_chat_at_it():
    assert not SESSION_GROWS.search("we serve 64 users with an 8k context window")


engine = pytest.fixture(scope="module", name="engine")(module_engine)

Q2 = ("lambda has gh200 for $1.49/hr, thats 96gb hbm plus 480gb memory. we want llama 3.3 70b fp8 for our support "
      "chatbot, up to 64 chats at once, 8k context each. one gh200 = done right? need monthly cost")


@pytest.mark.slow
def test_the_gh200_premise_is_corrected_and_the_answer_is_no_with_the_fix(engine):
    text = engine.handle("gh200-en", Q2).text
    head = text.split("\n\n")
    assert "Not GPU memory" in text and "LPDDR5X" in text and "HBM" in text, text
    assert head[1].lstrip("> ").startswith("Not GPU memory"), text  # the premise first
    lead = next(p for p in head if p.startswith("**No"))
    assert "64 open sessions" in lead and "2 × H200 SXM or 4 × H100 SXM" in lead, text


@pytest.mark.slow
@pytest.mark.parametrize("key, q, said, no", [
    ("gh200-zh", "GH200 有 96G HBM 加 480G 内存，我们想跑 llama 3.3 70b fp8 做客服，最多 64 个会话同时在线，每个会话 8k "
                 "上下文。一张 GH200 够吗？每月多少钱", "这不是显存", "不够"),
    ("gh200-yue", "GH200 號稱 576GB 統一記憶體，用嚟跑 Qwen2.5-72B FP8 俾 50 個同事傾偈，每段對話最多 16k，一張 GH200 "
                  "得唔得？", "這不是顯存", "不夠"),
])
def test_the_premise_is_corrected_in_chinese_too(engine, key, q, said, no):
    text = engine.handle(key, q).text
    assert said in text and "LPDDR5X" in text, text
    lead = next(p for p in text.split("\n\n") if p.startswith("**") and "·" not in p)  # the headline, not the line
    assert no in lead, text
