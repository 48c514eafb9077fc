"""Stated output formats and lengths read, in English, 简体 and 繁體.

- Labels returned as a JSON (advisor.core.item_output_read.json_label_output, tools.item_output): "情緒+類別標註，輸出
  只要短短的json" is {"sentiment": "positive", "category": "apparel"}: 2 fields × 10 tokens (key ≈ 2–3, quotes,
  colon, comma ≈ 3, short value ≈ 4) + 2 for the braces = 22 tokens, inside the expert's ≈ 15–30; a bare label's 8
  (and a `max_tokens` of 8) would cut the JSON off mid-key. A JSON with no labels listed: the assumed 2 fields → 22.
  A label with no JSON keeps the classifier's 8.
- A transcribed page's stated length (advisor.core.page_transcript_read.page_length_said): "每页大概1000字" with Qwen's
  tokenizer at ≈ 0.67 tokens a 简体 character → 670 tokens out a page (the expert's 1,000 × 0.7 ≈ 700), never
  "output not stated, 512 assumed"; "each page has about 500 words" → 500 × 4/3 = 667.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize(("text", "out"), [
    ("我們要把500萬則商品評論(平均100個中文字)用llama 3.1 8b做情緒+類別標註，輸出只要短短的json。"
     "資料不能出台灣，預算大概3000台幣", 22),
    ("classify 2 million product reviews with llama 3.1 8b: sentiment + category labels, output a short json per review", 22),
    ("用qwen2.5-7b给300万条评论做情感、主题分类，输出json，最便宜怎么跑", 22),
    ("classify 1M support tickets by urgency with mistral 7b, return json, how much?", 22),
])
def test_labels_returned_as_json_are_sized_as_the_json(text: str, out: int) -> None:
    e = extract(text)
    assert e.patch.output_tokens == out, (e.patch.output_tokens, e.notes)
    assert any("JSON" in n for n in e.notes), e.notes


def test_a_label_with_no_json_keeps_the_label() -> None:
    e = extract("classify 3 million support tickets by sentiment with llama-3.1-8b, 2 days")
    assert e.patch.output_tokens in (None, 8), e.patch.output_tokens


@pytest.mark.parametrize(("text", "out"), [
    ("律所有100万页扫描合同(每页大概1000字)，想用qwen2.5-vl-7b识别成结构化文本，两周内完成，数据最好在国内", 670),
    ("OCR 200k scanned pages with qwen2.5-vl-7b to markdown, each page has about 500 words, within a week", 667),
])
def test_a_pages_stated_length_is_its_transcriptions_output(text: str, out: int) -> None:
    e = extract(text)
    assert e.patch.output_tokens == out, (e.patch.output_tokens, e.notes)
    assert not any("未说明输出长度" in n or "output not stated" in n.lower() for n in e.notes), e.notes
