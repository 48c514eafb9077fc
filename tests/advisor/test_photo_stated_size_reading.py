"""The photo size a message states — megapixels, a single side, width × height — in English, 简体 and 繁體, and a
photo count said per day read as a volume, not one request's photos (advisor.core.photo_prompt)."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.photo_prompt import photo_size, photos_each


@pytest.mark.parametrize(("text", "size"), [
    ("the app uploads the original 12 megapixel photos", (4000, 3000)), ("users upload 12MP photos", (4000, 3000)),
    ("用户直接上传 1200万像素的原图", (4000, 3000)), ("使用者上傳 4800萬畫素的照片", (8000, 6000)),
    ("assume photos get resized to ~1280px", (1280, 960)), ("4000x3000 photos", (4000, 3000)), ("a photo", None)])
def test_photo_size(text: str, size: tuple[int, int] | None) -> None:
    assert photo_size(text) == size


@pytest.mark.parametrize(("text", "n"), [
    ("each maybe 6 photos a day", 1), ("每人每天拍 6 张照片", 1), ("每次上传 2 张照片", 2), ("two 1024x768 pictures", 2),
    ("4000x3000 photos", 1)])
def test_photos_each(text: str, n: int) -> None:
    assert photos_each(text) == n


@pytest.mark.parametrize("text", [
    "我们用 Qwen2.5-VL-7B 部署菜单翻译服务，用户直接上传 1200万像素的原图照片，每天 2 万用户，租什么卡？",
    "we serve qwen2.5-vl-7b for receipt scanning, users upload 12MP photos, 3k users a day"])
def test_a_12_mp_photo_is_15k_tokens_and_the_context_holds_it(text: str) -> None:
    # 15,301 visual + 161 instruction = 15,462 prompt tokens; the context grows to hold prompt + a 338-token answer
    e = extract(text)
    assert e.patch.prompt_tokens == 15_462 and e.patch.seq_len and e.patch.seq_len > 15_462
    assert any("2,028" in n for n in e.notes)  # the cap named as the lever


def test_traditional_chinese_48_mp_on_qwen3_vl() -> None:
    e = extract("我們用 Qwen3-VL-8B 部署收據翻譯服務，使用者上傳 4800萬畫素的照片，每天一萬人，要租什麼卡？")
    assert e.patch.image_tokens == 16_170 and e.patch.prompt_tokens == 16_331
