"""A text model named by family and size beside pictures to read is its vision-language release of that size.

"qwen2.5 7b 看图" was sized as the text model Qwen2.5-7B, which reads no pictures: no image's visual tokens were in the
prompt, the prefill or the KV cache. Now the held VL row of that family and size is read (advisor.core.vl_release_read)
and said, and the image readers count its visual tokens (tools.vlm_image). Pictures made, OCR text and "text only" keep
the text model; a size the VL family lacks keeps it too."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.advisor.test_reading_classes import read


@pytest.mark.parametrize(("text", "model"), [
    # en: Qwen3-8B is text-only; Qwen3-VL-8B (same family, same 8B) reads the receipt photos
    ("qwen3 8b to answer questions about receipt photos for 12 users", "Qwen3-VL-8B"),
    # 简体: Qwen2.5-32B → Qwen2.5-VL-32B (a held row) for product pictures
    ("部署 qwen2.5 32b，让客服上传商品图片后回答问题，15 个人同时用", "Qwen2.5-VL-32B"),
    # 繁體: "qwen2 7b" + 截圖 → Qwen2-VL-7B (its own row, never Qwen2.5)
    ("想用 qwen2 7b 讀取用戶截圖裡的錯誤訊息，6 個人用", "Qwen2-VL-7B"),
])
def test_a_text_model_beside_pictures_is_its_vl_release(text, model):
    e = extract(text)
    got = e.patch.model_dump(exclude_none=True)
    assert got.get("model") == model, got
    # the pictures are counted: a VL row's image tokens (a few hundred to a few thousand per picture), said in a note
    assert (e.assumed.get("image_tokens") or got.get("image_tokens") or 0) > 0 \
        or any("visual tokens" in n for n in e.notes), (got, e.notes)
    assert any(model in n and "vision-language" in n for n in e.notes), e.notes


@pytest.mark.parametrize(("text", "model"), [
    # pictures made by another model: the text model writes their prompts
    ("qwen2.5 7b writes prompts, then SDXL generates images for 5 designers", "Qwen2.5-7B"),
    # the text an OCR engine pulled out is what the LLM reads
    ("PaddleOCR first, then qwen3 8b summarises the scanned photos' text", "Qwen3-8B"),
    # 简体: 纯文本 rules pictures out
    ("qwen2.5 32b 纯文本问答，不看图片，10 个人", "Qwen2.5-32B"),
])
def test_pictures_not_read_keep_the_text_model(text, model):
    assert read(text).get("model") == model
