"""A document's length said in 万字 (ten thousand characters) is the context it needs, never a default.

"每份大概8万字，要一次性放进上下文" was read as no length, so the answer sized a 4,096-token
context for 80,000-character contracts. 万/萬 is 10,000, as 千 is 1,000; the characters become tokens at
the named model's tokenizer figure (tools.cjk_tokens: Qwen 0.67 token a 简体 character, 繁體 × 1.25), the same rate
as every other 字 length in the message.
The expected values are the hand arithmetic in each comment, never the reader's output.
"""

from __future__ import annotations

import pytest

from tests.advisor.test_reading_classes import check


@pytest.mark.parametrize("text,tokens", [
    # 8万字 = 80,000 characters × 0.67 = 53,600 tokens per contract
    ("需要用Qwen2.5-7B-Instruct处理长合同，每份大概8万字，要一次性放进上下文，20个人同时用，租什么卡？", 53_600),
    # 每份合約約 5 萬字 = 50,000 × 0.84 (繁體: 0.67 × 1.25 = 0.8375 → 0.84) = 42,000 tokens
    ("用 Qwen2.5-14B 讀合約，每份合約約5萬字，10 個人同時用", 42_000),
    # 每篇报告3万字 = 30,000 × 0.67 = 20,100 tokens
    ("部署Qwen2.5-7B做报告问答，每篇报告3万字，15个人同时用", 20_100),
    # 每篇8000字 = 8,000 × 0.67 = 5,360; 每篇3千字 = 3,000 × 0.67 = 2,010
    ("部署Qwen2.5-7B，每篇8000字，20个人同时用", 5_360),
    ("部署Qwen2.5-7B，每篇3千字，20个人同时用", 2_010),
])
def test_a_length_in_wan_characters_is_the_context(text, tokens):
    check(text, {"seq_len": tokens})
