"""A whole scanned document sent to a served VLM as page images in one request is pages × a page's visual tokens
against the model's context (tools.page_prompt), never one 12 MP photo. Over the context the shape is refused in a
note with the parse-then-retrieve route, and each question is sized with the pages a retrieval step sends. Before,
"整本200页扫描版年报当图片一次性丢给 Qwen2.5-VL-72B, 50 个分析师" was sized as one user sending one 4000×3000 photo
(2,189 tokens) — the 410k-token prompt past the 128k context never noticed."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, model, images, prompt, words", [
    # Qwen2.5-VL: A4 200 dpi → 2,052 tokens a page with the 1280² cap; 200 × 2,052 + 161 = 410,561 > 128,000 (3.2×):
    # each question is sized at 10 retrieved page images, 10 × 2,052 = 20,520 + 161 = 20,681 (context + 338 = 21,019)
    ("投研部50个分析师，想把整本200页的扫描版年报（PDF图片）直接当图片一次性丢给Qwen2.5-VL-72B问问题，数据不能出公司机房，"
     "要买什么服务器？大概多少钱", "Qwen2.5-VL-72B", 20_520, 20_681, ("410,561", "128,000", "3.2")),
    # InternVL3: 2 × 3 tiles + thumbnail = 1,792 a page; 150 × 1,792 + 161 = 268,961 > 128,000 (2.1×); ten pages
    # 17,920 + 161 = 18,081 (the pages were first read as 90,000 tokens of text: the images replace that reading)
    ("Our 30 lawyers want to send the whole 150-page scanned contract as images in one prompt to InternVL3-78B and ask "
     "questions. Data stays on-prem. What server?", "InternVL3-78B", 17_920, 18_081, ("268,961", "2.1")),
    # 繁體, Qwen2.5-VL-32B: 80 × 2,052 + 161 = 164,321 > 128,000 (1.3×)
    ("法務部20位律師想把整份80頁的掃描合約當圖片一次丟給Qwen2.5-VL-32B問問題，要什麼伺服器？", "Qwen2.5-VL-32B",
     20_520, 20_681, ("164,321", "1.3")),
])
def test_a_document_past_the_context_is_refused_and_sized_on_retrieved_pages(text, model, images, prompt, words):
    e = extract(text)
    assert e.patch.model == model, (e.patch.model, e.notes)
    assert (e.patch.image_tokens, e.patch.prompt_tokens) == (images, prompt), (e.patch, e.notes)
    assert e.patch.seq_len == prompt + 338, e.patch  # the retrieved pages + ShareGPT's mean answer
    # each question brings its own retrieved pages: no reused document prefix is credited
    assert e.patch.prompt_new_tokens == prompt, e.patch
    note = next((n for n in e.notes if "OCR" in n), "")
    assert all(w in note for w in words), e.notes
    assert not any("4000×3000" in n for n in e.notes), e.notes  # never one phone photo
    assert not any("600 tokens a page (≈ 500 words" in n for n in e.notes), e.notes  # nor pages read as text


def test_the_fifty_analysts_are_a_head_count():
    # "投研部50个分析师" (the desk before the count) is 50 people, ≈ 8 at once at the office peak — not 1 user
    e = extract("投研部50个分析师，想把整本200页的扫描版年报直接当图片一次性丢给Qwen2.5-VL-72B问问题，要什么服务器？")
    assert e.patch.head_count == 50, e.patch
    assert any("≈ 8 active at once" in n for n in e.notes), e.notes


def test_a_document_that_fits_is_sized_whole():
    # 30 pages × 2,052 + 161 = 61,721 ≤ 128,000: each question prefills the whole document (prefix cache may reuse it)
    e = extract("10 users send a whole 30-page scanned report as images at once to Qwen2.5-VL-72B to ask questions")
    assert (e.patch.image_tokens, e.patch.prompt_tokens, e.patch.seq_len) == (61_560, 61_721, 62_059), e.patch
    assert any("it fits" in n for n in e.notes), e.notes


def test_a_text_model_or_a_single_photo_is_not_read_as_page_images():
    # a text LLM reads the pages as text (600 tokens a page): unchanged
    e = extract("Our 30 lawyers send the whole 150-page contract in one prompt to Llama-3.1-70B and ask questions")
    assert e.patch.seq_len == 90_000 and e.patch.image_tokens is None, e.patch
    # one photo a request (no page count, no whole document) stays the photo reader's
    e = extract("Serve Qwen2.5-VL-32B for 50 concurrent users; each sends a phone photo and gets a one-line reply")
    assert not any("OCR" in n for n in e.notes), e.notes


def test_a_conversion_of_the_pages_is_no_question_prompt():
    # 5,000 scanned pages turned into text "in one go" is an OCR job, not one request holding every page
    e = extract("用Qwen2.5-VL-7B把5000页扫描件一次性全部转成文字，要多久")
    assert not any("page images in one request" in n for n in e.notes), e.notes
