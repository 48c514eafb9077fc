"""A whole scanned document sent to a VLM as page images in one request: pages × a page's visual tokens against the
model's context (tools.page_prompt). Hand figures in each test."""

from __future__ import annotations

from tools.page_prompt import RETRIEVED_PAGES, whole_document


def test_two_hundred_a4_pages_overflow_qwen25_vl_context_and_the_retrieval_prompt_is_ten_pages():
    # A4 at 200 dpi = 1654 × 2339 (3.87 MP < max_pixels 12.8 MP: unresized) → 59 × 84 = 4,956 tokens; the 1280² cap
    # (1,638,400 px, β = √(3,868,706 / 1,638,400) = 1.537) → 1,076 × 1,522 → 38 × 54 = 2,052. 200 × 2,052 + 161 =
    # 410,561 > 128,000 (3.2×); 10 retrieved page images: 20,520 + 161 = 20,681; + 338 answer = 21,019 context
    d = whole_document("Qwen2.5-VL-72B", 200, 128_000)
    assert d is not None
    assert (d.per_page, d.capped_per_page) == (4956, 2052)
    assert d.prompt == 410_561 and d.default_prompt == 200 * 4956 + 161
    assert not d.fits and round(d.times_over, 1) == 3.2
    assert d.retrieved == RETRIEVED_PAGES == 10
    assert (d.retrieval_images, d.retrieval_prompt, d.seq_len) == (20_520, 20_681, 21_019)
    assert d.text_prompt == 10 * 600 + 161  # parsed text: 600 tokens a page (tools.dataset)


def test_internvl_pages_are_tiles_with_no_cap_and_sixty_pages_overflow_32k():
    # 1654 × 2339 (aspect 0.707) → 2 × 3 tiles + thumbnail = 7 × 256 = 1,792 a page; 60 × 1,792 + 161 = 107,681
    d = whole_document("InternVL3-78B", 60, 32_768)
    assert d is not None and d.per_page == d.capped_per_page == 1792
    assert d.prompt == 107_681 and not d.fits


def test_a_short_document_fits_and_is_sized_whole():
    # 30 pages × 2,052 + 161 = 61,721 ≤ 128,000: the whole document is each question's prompt; + 338 = 62,059
    d = whole_document("Qwen2.5-VL-7B", 30, 128_000)
    assert d is not None and d.fits and d.prompt == 61_721 and d.seq_len == 62_059
    # a retrieval step never sends more pages than the document has
    assert whole_document("Qwen2.5-VL-7B", 4, 128_000).retrieved == 4  # type: ignore[union-attr]


def test_a_model_with_no_image_rule_or_no_pages_is_not_sized():
    assert whole_document("Llama-3.1-70B", 200, 128_000) is None
    assert whole_document("Qwen2.5-VL-72B", 0, 128_000) is None
