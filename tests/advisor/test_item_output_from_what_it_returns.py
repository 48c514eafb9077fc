"""A batch item's output is sized from what it returns (tools.item_output via advisor.core.item_output_read), never a
classifier's 8-token label: a caption (60 words × 4/3 = 80 tokens when its length is not said), N tags × 3, a JSON of
K fields × 10 + 2, a summary of N words (× 4/3) or N 字 (Qwen: × 0.67 简体, × 0.84 繁體).

Hand, the expert's way:
- "short captions + 5 tags" for 500k photos: 80 + 5 × 3 = 95 tokens an image (the old reader: 8);
- "a 30-word caption and 12 keywords": 30 × 4/3 = 40 + 12 × 3 = 36 → 76;
- "return a JSON with 6 fields": 6 × 10 + 2 = 62;
- 简体 "各写一段200字的摘要": 200 × 0.67 = 134;
- 繁體 "各生成一段圖片描述和8個標籤": 80 + 8 × 3 = 104.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.item_output import default_caption_tokens, item_output

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_parts_by_hand() -> None:
    # Hand: module doc
    assert default_caption_tokens() == 80
    assert item_output(caption=True, tags=5).tokens == 95
    assert item_output(caption=True, caption_tokens=40, tags=12).tokens == 76
    assert item_output(fields=6).tokens == 62
    assert item_output(text=134).tokens == 134


@pytest.mark.parametrize(("text", "out"), [
    ("need short captions + 5 tags for 500k listing photos with qwen2.5-vl-7b, deadline 3 days, cheapest?", 95),
    ("write a 30-word caption and 12 keywords for each of 2 million stock images with qwen2.5-vl-32b in a week", 76),
    ("tag 2 million news articles with llama-3.1-8b: return a JSON with 6 fields per article. deadline 2 days", 62),
    ("用qwen2.5-7b给100万篇新闻各写一段200字的摘要，两天内完成", 134),
    ("用Qwen2.5-VL-7B給80萬張商品圖各生成一段圖片描述和8個標籤，一週內完成", 104),
])
def test_a_batch_output_is_what_each_item_returns(text: str, out: int) -> None:
    e = extract(text)
    assert e.patch.output_tokens == out, (e.patch.output_tokens, e.notes)
    assert any("returns" in n or "返回" in n for n in e.notes), e.notes


def test_a_label_and_a_stated_output_are_kept() -> None:
    # Hand: "output is just a label" keeps the classifier's 8 (set in resolve); "120 tokens out" is as said
    assert extract("classify 3 million support tickets with llama-3.1-8b, output is just a label, 2 days"
                   ).patch.output_tokens is None
    e = extract("caption 400k photos with 5 tags each using qwen2.5-vl-7b, about 120 tokens out per image, 3 days")
    assert e.patch.output_tokens == 120
