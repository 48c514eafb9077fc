"""A translation batch said the spoken way (翻成 for 翻译成, the names run together: 翻成日语韩语; 繁體 names: 韓文) is
one request per item and target language, each answer as long as its input: it was read as one language with a
quarter of the input as its answer (18 tokens for a 72-token item), > 10× under the tokens the job writes."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "requests", "out"), [
    # 2,000,000 items × 2 languages = 4,000,000 requests; 50 字 × 0.67 (Qwen, DashScope) = 33.5 → 34 tokens out each
    ("把200万条评论（平均50个汉字）翻成日语韩语，用Qwen2.5-7B", 4_000_000, 34),
    # 3,000,000 × 3 = 9,000,000; 80 字 × 0.84 (繁體: 0.67 × 1.25) = 67 tokens out each
    ("300萬條商品描述（平均80個字）要翻成英文、日文同韓文，用Qwen2.5-7B", 9_000_000, 67),
    # 1,000,000 × 4 = 4,000,000; 100 字 × 0.67 = 67 tokens out each
    ("100万条商品标题（平均100个汉字）要翻成英语、德语、法语和西班牙语，用Qwen2.5-7B批量跑", 4_000_000, 67),
])
def test_each_target_language_is_a_request_as_long_as_its_input(text, requests, out):
    p = extract(text).patch
    assert p.batch_work == "translate" and p.batch_requests == requests
    assert p.output_tokens == out and p.seq_len == 2 * out
