"""A batch item's output said as a multiple or fraction of its input sets the output from the input.

"输出大概是原文两倍长", "the rewritten text is roughly twice as long", "summaries half the length of the report",
譯文和原文差不多長: the ratio is the user's own shape. Dropped, a translation was priced at the house default (as long
as its input) and a rewrite at a quarter of it, so a job whose output doubles its input (decode is most of a batch's
time) was priced at half its tokens. The expert's reading: output = input × the stated ratio, context = both."""

from __future__ import annotations

import pytest

from advisor.core.output_ratio_read import output_ratio
from tests.advisor.test_reading_classes import check
from tests.conftest import module_home
from tools.output_ratio import output_from_ratio

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "want"), [
    # 简体: 1,500 tokens in × 1.5 = 2,250 out; context 1,500 + 2,250 = 3,750 (the default was 1,500 out, a translation's)
    ("用Qwen2.5-32B把5万篇论文摘要翻译成英文，每篇约1500 token，译文大概是原文的1.5倍，三天内做完，国内租什么卡",
     {"output_tokens": 2250, "seq_len": 3750, "batch_requests": 50000}),
    # 繁體: a rewrite of 2,000-token articles to half their length: 2,000 × 0.5 = 1,000 out, context 3,000 (the
    # 2,000 is the input here, never the output)
    ("用 Llama-3.1-70B 改寫 3 萬篇文章，每篇約 2000 token，改寫後大約是原文的一半，一週內完成",
     {"output_tokens": 1000, "seq_len": 3000, "batch_requests": 30000}),
    # English, "twice as long": 1,200 in × 2 = 2,400 out, context 3,600 (the default was a quarter: 300)
    ("Rewrite 80,000 product pages with Qwen2.5-14B, each ~1,200 tokens in; the rewritten text is roughly twice as long "
     "as the input. Done in 2 days, cheapest GPUs?", {"output_tokens": 2400, "seq_len": 3600}),
    # English, "half the length": 3,000 × 0.5 = 1,500 out, context 4,500 (the default was 512, the quarter's cap)
    ("Summarise 40,000 reports with Llama-3.1-8B, each about 3,000 tokens; summaries are half the length of the report.",
     {"output_tokens": 1500, "seq_len": 4500}),
    # 简体, books as a total: 300 × 80,000 字 = 24M 字 × 0.67 = 16,080,000 tokens, cut into 2,048-token requests
    # (7,852); each writes 3 × 2,048 = 6,144, context 8,192 (the default was 2,048 out, "as long as its input")
    ("地方志办公室：300本旧方志，每本大概8万字，用Qwen2.5-32B加注释并翻成白话文（输出大概是原文三倍长），一个月内做完",
     {"output_tokens": 6144, "seq_len": 8192, "batch_requests": 7852}),
])
def test_an_output_said_as_a_multiple_of_its_input(text, want):
    check(text, want, ())


@pytest.mark.parametrize(("text", "want"), [
    ("譯文和原文差不多長", 1.0),
    ("translations about the same length as the source", 1.0),
    ("输出大概是原文两倍长", 2.0),
    ("the prompt is twice as long as last year's", None),  # no output word: no output ratio
    ("生成速度要两倍", None),  # a speed, not a length
    ("outputs at twice the price", None),
])
def test_the_ratio_is_read_only_for_an_output_length(text, want):
    got = output_ratio(text)
    assert (got[0] if got else None) == want, (text, got)


def test_output_from_ratio():
    assert output_from_ratio(2048, 2.0) == 4096  # 2,048 × 2
    assert output_from_ratio(1, 0.1) == 1  # never below one token
