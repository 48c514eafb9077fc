"""A volume stated as input and output totals a month ("we send 3B input and 0.5B output tokens/month to an API") is
the load to size: the input cut into 2,048-token requests (tools.dataset.BATCH_CHUNK_TOKENS), each writing its share of
the output total (tools.dataset.output_per_request_from_totals). It was read as one chat user; in Chinese the output
total (输出4亿 token) was read as one request's answer and rejected."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.dataset import output_per_request_from_totals


def test_the_output_share_of_each_request():
    # 800M in ÷ 2,048 = 390,625 requests; 200M out ÷ 390,625 = 512 tokens each
    assert output_per_request_from_totals(800e6, 200e6) == 512
    # 3B in → 1,464,844 requests; 0.5B ÷ 1,464,844 ≈ 341
    assert output_per_request_from_totals(3e9, 0.5e9) == 341
    assert output_per_request_from_totals(1e6, 1) == 1  # never 0


@pytest.mark.parametrize(("text", "out"), [
    # 800M in / 200M out a month → 390,625 requests of 2,048 in + 512 out
    ("we push ~800M input and 200M output tokens a month through GPT-4o-mini; would Llama-3.3-70B on our own rented "
     "GPUs be cheaper?", 512),
    # 简体: 20亿 in → 976,563 requests; 4亿 ÷ 976,563 ≈ 410 out each
    ("我们每月调用API大约输入20亿、输出4亿token，自建Qwen2.5-72B会不会更便宜？", 410),
    # 繁體 粵語: 5億 in → 244,141 requests; 1億 ÷ 244,141 ≈ 410 out each
    ("我哋每個月用API大約輸入5億、輸出1億 token，自己租機跑Qwen2.5-32B會唔會平啲？", 410),
])
def test_monthly_totals_are_a_sized_load_not_one_chat(text, out):
    p = extract(text).patch
    assert p.task == "inference" and p.output_tokens == out, p
    assert p.seq_len == 2048 + out, p
    # a monthly batch, or (for a product's traffic) a daily request rate with its peak
    assert (p.batch_requests and p.batch_period == "month") or (p.requests_per_day and p.target_requests_per_s), p
    assert p.concurrency is None, p
