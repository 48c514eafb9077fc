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


# Hand figures (Qwen3-VL-30B-A3B, product photos of 2000×2000): 62 × 62 = 3,844 visual tokens at the default; with
# max_pixels = 1280² → 40 × 40 = 1,600; + 161 instruction = 1,761 in; (3,844 + 161) / 1,761 = 2.27 → "2.3×" less.
@pytest.mark.parametrize("text", [
    "有2000万张商品图（原图大多2000x2000左右），想用Qwen3-VL-30B-A3B-Instruct抽取品类/颜色/材质/风格，输出json大概150token，"
    "一周内跑完，国内，越便宜越好",
    "extract category, colour and material from 20M product photos (about 2000x2000) with Qwen3-VL-30B-A3B, 150-token "
    "JSON out, within a week",
    "有2000萬張商品圖（原圖大多2000x2000左右），想用Qwen3-VL-30B-A3B-Instruct抽取品類/顏色/材質，輸出json大概150token，一週內跑完",
])
def test_large_product_images_on_qwen3_vl_are_sized_at_the_max_pixels_cap(text):
    e = extract(text)
    p = e.patch
    assert p.batch_requests == 20_000_000, text
    assert p.image_tokens == 1_600 and p.prompt_tokens == 1_761, (p.image_tokens, p.prompt_tokens, text)
    note = " ".join(e.notes)
    assert "3,844" in note and "max_pixels=1280×1280" in note and "2.3×" in note, note


# Hand figures (MedGemma-4B drafting chest X-ray reports, 3,000 images a day): Gemma 3's processor makes every image
# 896² → 256 visual tokens, + 161 instruction = 417 in; a daily batch of 3,000 requests (≈ 1.25 M prompt tokens a day,
# minutes on one card), never a one-user chat; and the not-a-medical-device line is said.
@pytest.mark.parametrize("text", [
    "我們是區域醫院放射科，想用MedGemma幫忙寫胸部X光的報告初稿，一天約3000張，資料不能出醫院。預算NT$50萬買設備，應該買什麼？"
    "要不要買到H100？",
    "我们医院想用MedGemma-4B给胸片写报告初稿，每天大概3000张，数据不能出院，预算15万人民币买服务器",
    "Our radiology department wants MedGemma-4B to draft chest X-ray reports, about 3,000 images a day, data must stay "
    "on site, budget $15k to buy hardware. What should we buy? Do we need an H100?",
])
def test_medgemma_x_rays_a_day_are_a_daily_batch_of_256_token_images(text):
    e = extract(text)
    p = e.patch
    assert p.batch_requests == 3_000 and p.batch_period == "day", (p.batch_requests, p.batch_period)
    assert p.image_tokens == 256 and p.prompt_tokens == 417, (p.image_tokens, p.prompt_tokens)
    assert p.buy_server, text
    assert any("not a medical device" in n for n in e.notes), e.notes


# Hand figures (pages counted as the items, read by the thread's or the message's VLM, no size said → A4 at 200 dpi,
# 1654 × 2339): InternVL3-78B 2 × 3 tiles + thumbnail = 1,792 tokens + 161 = 1,953 a page; Qwen2.5-VL-72B at 28 px:
# 59 × 84 = 4,956 by default, max_pixels 1280² → beta = sqrt(1654·2339 / 1280²) = 1.537: 1,521 → 54 × 28, 1,076 → 38 × 28
# = 38 × 54 = 2,052 + 161 = 2,213.
def test_pages_counted_as_items_of_the_threads_vlm_are_page_images():
    p = extract("一天大概2万页，跑得完吗？跑不完怎么办", thread_model="InternVL3-78B").patch
    assert p.batch_requests == 20_000 and p.image_tokens == 1_792 and p.prompt_tokens == 1_953, p
    p = extract("we OCR 20k scanned pages a day with Qwen2.5-VL-72B into JSON on our own 4x L40S").patch
    assert p.batch_requests == 20_000 and p.image_tokens == 2_052 and p.prompt_tokens == 2_213, p
    assert extract("summarise 20k pages a day with Qwen3-8B").patch.image_tokens is None


def _ask(text: str) -> str:
    from click.testing import CliRunner

    from advisor.cli import cli

    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


# Hand figures (the homework night in Cantonese): 3 × 1,564 + 161 = 4,853 tokens in a homework at the 1280² cap (11,750
# a page at the default said); HK$8,000 a month over 730 / 24 = 30.4 nightly runs: a run may cost ≈ HK$263, so the
# answer holds each night's cost × 30.4 against the month (never one night's HK$447 against HK$8,000).
@pytest.mark.slow
def test_homework_photos_night_is_sized_as_capped_images_and_its_month_of_runs():
    out = _ask("我哋網上補習社想用Qwen3-VL-8B改學生手寫數學功課，每晚大概2萬份，每份3頁相(手機影，大概3000x4000)，要改錯+"
               "寫簡短評語，朝早7點前要出，晚上11點開始跑。學生資料唔想出香港，預算每月HK$8,000，點搞？")
    assert "11,750" in out and "max_pixels=1280×1280" in out and "4,853" in out, out
    assert "1,800 token" not in out, out
    assert "30.4" in out or "每月 ≈ 7," in out or "超出預算" in out, out


# Scans counted as the items ("N scanned invoices", "receipt scans", 扫描件) are pages too, whatever the reading verb
# (OCR, parse, 识别 glued to the model's name). Hand figures (Qwen2.5-VL-7B, an A4 page at 300 dpi said): 210 / 25.4 ×
# 300 = 2480, 297 / 25.4 × 300 = 3508 px; smart_resize to multiples of 28: 89 × 125 = 11,125 visual tokens at the
# default; max_pixels = 1280² scales by √(2492·3500 / 1,638,400) ≈ 2.31 → 38 × 54 = 2,052 tokens; + 161 = 2,213 in.
# 识别 ends in 别 ("don't"): it once blanked the count after it as a negation, and the job became a LoRA fine-tune.
@pytest.mark.parametrize("text", [
    "OCR 2 million scanned invoices (A4, 300 dpi) with Qwen2.5-VL-7B this month",
    "用Qwen2.5-VL-7B识别200万张发票扫描件，300dpi，一个月内完成",
    "用Qwen2.5-VL-7B識別200萬張發票掃描件，300 dpi",
])
def test_scans_counted_are_pages_at_the_stated_dpi(text):
    e = extract(text)
    p = e.patch
    assert p.task == "inference" and p.batch_requests == 2_000_000, (p.task, p.batch_requests, text)
    assert p.image_tokens == 2_052 and p.prompt_tokens == 2_213, (p.image_tokens, p.prompt_tokens, text)
    assert "2480×3508" in " ".join(e.notes) and "11,125" in " ".join(e.notes), e.notes


def test_a_scan_with_no_dpi_is_the_a4_200_dpi_page_said():
    e = extract("run Qwen2.5-VL-7B over 300k receipt scans")
    assert e.patch.batch_requests == 300_000
    assert "1654×2339" in " ".join(e.notes) and "200 dpi" in " ".join(e.notes), e.notes


@pytest.mark.parametrize("text, n", [
    ("用Qwen2.5-VL-7B识别200万张发票图片", 2_000_000),    # 识别 glued to the name and the count
    ("parse 300k PDFs with Qwen2.5-VL-7B", 300_000),          # parse is reading each item, never a training set
    ("run Qwen2.5-7B over 2M customer emails to tag them", 2_000_000),  # the dot in the name does not end the clause
])
def test_reading_verbs_make_a_counted_set_a_batch(text, n):
    p = extract(text).patch
    assert p.task == "inference" and p.batch_requests == n, (p.task, p.batch_requests, text)


def test_bie_alone_is_still_a_negation():
    assert extract("别用AWS，部署Qwen2.5-72B给100人用").patch.excluded_providers == ["aws"]  # 别 alone says "don't"
