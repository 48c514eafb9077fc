"""Pages photographed or scanned and read by a vision-language model are images: each page's visual tokens come from
the model family's processor at the stated size (tools.vlm_image), with Qwen's max_pixels cap said and applied, never
600 tokens of typed text a page."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


# Hand figures (Qwen3-VL-8B, 3 phone photos of 3000×4000 a homework): 94 × 125 = 11,750 visual tokens a page at the
# processor's default; with max_pixels = 1280² the page is 34 × 46 = 1,564 tokens → 3 × 1,564 = 4,692 visual tokens +
# 161 instruction = 4,853 in (as text it was 3 × 600 = 1,800); 35,411 / 4,853 ≈ 7.3× less at the cap.
@pytest.mark.parametrize("text", [
    "We grade 20k homework submissions a night with Qwen3-VL-8B, 3 pages each, phone photos about 3000x4000, short "
    "feedback, must finish by 7am",
    "我们补习班想用Qwen3-VL-8B批改手写数学作业，每晚2万份，每份3页照片（手机拍，大概3000x4000），写简短评语，早上7点前要出结果",
    "我哋網上補習社想用Qwen3-VL-8B改學生手寫數學功課，每晚大概2萬份，每份3頁相(手機影，大概3000x4000)，要改錯+寫簡短評語，"
    "朝早7點前要出，晚上11點開始跑。學生資料唔想出香港，預算每月HK$8,000，點搞？",
])
def test_phone_photos_of_pages_on_qwen3_vl_are_capped_visual_tokens(text):
    e = extract(text)
    p = e.patch
    assert p.batch_requests == 20_000, text
    assert p.image_tokens == 3 * 1_564, (p.image_tokens, text)
    assert p.seq_len == 4_853 + (p.output_tokens or 0), (p.seq_len, text)
    note = " ".join(e.notes)
    assert "11,750" in note and "max_pixels=1280×1280" in note and "7.3×" in note, note


# Hand figures (InternVL3-38B, scanned record pages, no size said): an A4 page at 200 dpi = 1654 × 2339, aspect 0.707 →
# the 2 × 3 tile grid + thumbnail = 7 × 256 = 1,792 tokens (the default max_num 12 kept); 4 pages = 7,168 + 161 =
# 7,329 in; max_num 4 → 3 tiles = 768 a page, (4 × 768 + 161) = 3,233 → 7,329 / 3,233 ≈ 2.3× less, said as a lever.
def test_scanned_pages_on_internvl_are_tiles_and_the_size_assumed_is_said():
    e = extract("用InternVL3-38B把扫描的病历转成JSON，每天5000份，每份4页")
    p = e.patch
    assert p.image_tokens == 4 * 1_792, p.image_tokens
    assert p.seq_len == 7_329 + (p.output_tokens or 0), p.seq_len
    note = " ".join(e.notes)
    assert "A4" in note and "200 dpi" in note and "max_num=4" in note and "2.3×" in note, note


def test_pages_of_a_text_model_stay_text():
    # Qwen3-8B reads no images: 3 pages × 600 = 1,800 tokens of text
    e = extract("summarise 20k contracts with Qwen3-8B, 3 pages each")
    assert e.patch.image_tokens is None
    assert any("600 tokens a page" in n and "1,800" in n for n in e.notes), e.notes
