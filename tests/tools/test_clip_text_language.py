"""An English-only CLIP text tower asked to read another language's queries (tools/clip_text_language.py,
advisor/core/query_language_read.py): a ⚠️ naming models whose text tower reads it (model cards)."""

from __future__ import annotations

import pytest

from advisor.core.query_language_read import query_language, query_language_warning
from tools.clip_text_language import reads_language, text_tower_warning


@pytest.mark.parametrize("text, lang", [
    ("Embed 3M listings with CLIP ViT-B/16; buyers search by typing Korean keywords", "ko"),
    ("2 million catalogue photos, customers will search in Spanish", "es"),
    ("用 CLIP ViT-B/32 给 200 万张图建索引，用户用中文描述来搜", "zh"),  # 简体: typed Chinese descriptions
    ("用戶會用繁體中文搜尋商品圖片", "zh"),  # 繁體
    ("做以文搜图，图库 100 万张", "zh"),  # a text-to-image search said in Chinese words, no language named
])
def test_the_query_language_is_read(text, lang):
    assert query_language(text) == lang


@pytest.mark.parametrize("text", ["以图搜图，图库 100 万张", "We have Chinese product images to dedupe with CLIP"])
def test_no_query_language_when_none_is_typed(text):
    # image-to-image search, or Chinese images with no typed query: the text tower reads nothing
    assert query_language(text) is None


def test_an_english_only_tower_is_warned_with_models_that_read_the_language():
    # OpenAI CLIP ViT-B/16 was trained on English pairs (its model card): Korean queries need SigLIP 2 or an
    # XLM-RoBERTa-towered multilingual CLIP; Chinese queries get Chinese-CLIP first
    ko = text_tower_warning("clip-b16", "CLIP ViT-B/16", "ko")
    assert ko is not None and "Korean" in ko.en and "SigLIP 2" in ko.en and "xlm-roberta" in ko.en
    zh = text_tower_warning("siglip-b16", "SigLIP ViT-B/16", "zh")
    assert zh is not None and zh.zh.startswith("⚠️") and "Chinese-CLIP" in zh.zh and "中文" in zh.zh


@pytest.mark.parametrize("key, lang", [("cn-clip-l14", "zh"), ("jina-clip-v2", "ja"), ("clip-l14", "en")])
def test_a_tower_that_reads_the_language_is_not_warned(key, lang):
    # Chinese-CLIP reads Chinese; jina-clip-v2's card lists 89 languages; English queries on CLIP are its own
    assert reads_language(key, lang) is True
    assert text_tower_warning(key, "x", lang) is None


def test_the_warning_follows_the_words():
    assert query_language_warning("clip-bigg14", "CLIP ViT-bigG/14", "商品图用 ViT-bigG 抽向量，用户输入日文查询") is not None
    assert query_language_warning("clip-bigg14", "CLIP ViT-bigG/14", "商品图用 ViT-bigG 抽向量，以图搜图") is None


@pytest.mark.slow
def test_a_sized_batch_carries_the_warning_under_its_headline():
    # 简体: 2 M shop photos with CLIP ViT-B/32 (OpenAI, English pairs) searched by typed Chinese: the sizing stands
    # (its image tower does the build) and the ⚠️ names Chinese-CLIP right under the headline
    from advisor.core.vision_batch import vision_batch_lines
    from tools.schema import Workload

    text = "200万张店铺照片用 CLIP ViT-B/32 抽向量，一天内跑完，顾客会用中文文字搜图，租什么？"
    lines = vision_batch_lines(Workload(deadline_hours=24), text, "CNY")
    assert lines is not None and lines[1].code == "clip_text_language.english_only"
    assert "Chinese-CLIP" in lines[1].zh
