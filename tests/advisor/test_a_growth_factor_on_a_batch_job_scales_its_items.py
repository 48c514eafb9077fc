"""A growth follow-up on a thread whose plan is a batch sized by its items (CLIP embeddings of 300M images, a YOLO
training on 60k images, 5万小时录音 a day, SDXL images a day, SAM 2 on hours of video) scales the items and re-sizes
the batch, in the follow-up's language and script: it was answered with the same plan ("'double' is not read … say
the new count"), or refused as outside what the advisor does (如果录音加倍呢？ → 这超出了我的范围). A factor no batch
grows by (×0, negative, NaN, 1e300) is refused in words and the plan stands as asked (its daily period too)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _turns(tmp_path, *texts: str):
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t) for t in texts]


@pytest.mark.parametrize(("first", "follow", "said", "sized"), [
    # 300M × 2 = 600,000,000 images
    ("CLIP embeddings of 300M images", "what if we double the images?", "'double' applied to the batch's items",
     "600,000,000 images embedded"),
    ("CLIP embeddings of 300M images", "5x that", "'5x' applied", "1,500,000,000 images embedded"),
    # 60k × 3 = 180,000 images, epochs kept
    ("YOLO11 training on 60k images at 640px for 150 epochs", "what if the images triple?", "'triple' applied",
     "180,000 images × 150 epochs"),
    # 5万 × 2 = 100,000 hours of audio a day
    ("5万小时录音每天，ASR + 说话人分离 + 翻译 + 摘要", "如果录音加倍呢？", "“加倍”已用于批量任务的条目", "100,000 小时"),
    ("5万小时录音每天，ASR + 说话人分离 + 翻译 + 摘要", "量翻3倍呢", "“翻3倍”已用于批量任务的条目", "150,000 小时"),
    # an English follow-up on a Chinese thread is answered in English
    ("5万小时录音每天，ASR + 说话人分离 + 翻译 + 摘要", "what if the recordings double?", "'double' applied",
     "100,000 h of audio"),
    # 10k h × 3 = 30,000 h × 3,600 s × 23.976 fps = 2,589,408,000 frames
    ("SAM 2 video tracking on 10k hours of video", "what if we have 3x the footage?", "'3x' applied", "2,589,408,000"),
    ("SDXL 10000 images a day", "what if the images double?", "'double' applied", "20,000 images"),
])
def test_a_factor_in_range_scales_the_items_and_resizes(tmp_path, first, follow, said, sized):
    r = _turns(tmp_path, first, follow)[-1]
    assert said in r.text and sized in r.text, r.text[:500]
    assert "这超出了我的范围" not in r.text and "outside what I do" not in r.text, r.text[:400]


def test_traditional_chinese_is_answered_in_traditional(tmp_path):
    r = _turns(tmp_path, "5萬小時錄音每天，ASR + 說話人分離 + 翻譯 + 摘要", "如果錄音加倍呢？")[-1]
    assert "已用於批量任務的條目" in r.text and "100,000 小時" in r.text, r.text[:400]


@pytest.mark.parametrize(("first", "follow", "said", "kept"), [
    ("CLIP embeddings of 300M images", "0x that", "'0x' is not applied", "300,000,000 images embedded"),
    ("CLIP embeddings of 300M images", "-2x that", "'-2x' is not applied", "300,000,000 images embedded"),
    ("CLIP embeddings of 300M images", "1e300x that", "'1e300x' is not applied", "300,000,000 images embedded"),
    ("CLIP embeddings of 300M images", "what if the images grow NaN times?", "'NaN times' is not applied",
     "300,000,000 images embedded"),
    # the plan stands as asked: 50,000 h a day (每天), never the same hours as a one-off total (总价)
    ("5万小时录音每天，ASR + 说话人分离 + 翻译 + 摘要", "如果录音翻-3倍呢？", "“翻-3倍”未采用", "每天约"),
    ("5万小时录音每天，ASR + 说话人分离 + 翻译 + 摘要", "如果录音翻0倍呢？", "“翻0倍”未采用", "每天约"),
])
def test_a_factor_no_batch_grows_by_is_refused_and_the_plan_stands(tmp_path, first, follow, said, kept):
    r = _turns(tmp_path, first, follow)[-1]
    assert said in r.text and kept in r.text, r.text[:500]
    assert "这超出了我的范围" not in r.text and "outside what I do" not in r.text, r.text[:400]


def test_a_second_growth_scales_the_grown_count(tmp_path):
    # 300M × 2 = 600M, then × 5 = 3,000,000,000 images
    r = _turns(tmp_path, "CLIP embeddings of 300M images", "what if we double the images?", "5x that")[-1]
    assert "3,000,000,000 images embedded" in r.text, r.text[:400]
