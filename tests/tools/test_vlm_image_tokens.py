"""A VLM's visual tokens for one image come from its family's processor (Qwen2.5-VL 28 px, Qwen3-VL 32 px, InternVL
448² tiles × 256, Gemma 3 / MedGemma 256), with the resolution cap and the vision encoder's FLOPs."""

import pytest

from tools.vlm_image import A4_200DPI, cap_saving, family_of, image_tokens, internvl_tiles, qwen_grid


def test_phone_photo_on_qwen3_vl_is_eleven_thousand_tokens_uncapped():
    # 3000 / 32 = 93.75 → 94, 4000 / 32 = 125 → 94 × 125 = 11,750 tokens (under the 16,777,216-pixel default)
    t = image_tokens("Qwen3-VL-8B", 3000, 4000)
    assert t is not None and t.family == "qwen3"
    assert t.tokens == 11_750


def test_max_pixels_cap_cuts_a_phone_photo_to_about_sixteen_hundred_tokens():
    # beta = sqrt(12e6 / 1280²) = 2.706; 4000 / 2.706 = 1,478 → 46 × 32; 3000 / 2.706 = 1,109 → 34 × 32: 34 × 46 = 1,564
    t = image_tokens("Qwen3-VL-8B", 3000, 4000)
    assert t is not None and t.capped == 1_564 and "max_pixels=1280×1280" in t.cap
    # prompt with 300 text tokens: (11,750 + 300) / (1,564 + 300) = 6.46× less prefill
    assert cap_saving(t, 300) == pytest.approx(12_050 / 1_864)


def test_product_image_at_2000_square_on_qwen3_vl_matches_the_config():
    # 2000 / 32 = 62.5 → 62 (Python's round to even, which smart_resize uses); 62 × 62 = 3,844
    assert qwen_grid(2000, 2000, 32, 65_536, 16_777_216) == (62, 62)
    assert image_tokens("Qwen3-VL-30B-A3B-Instruct", 2000, 2000).tokens == 3_844


def test_qwen25_vl_uses_28_pixel_tokens():
    # 1280 / 28 = 45.7 → 46, 960 / 28 = 34.3 → 34: 46 × 34 = 1,564 (already under the cap: capped the same)
    t = image_tokens("Qwen2.5-VL-7B-Instruct", 1280, 960)
    assert t.family == "qwen2" and t.tokens == 1_564 and t.capped == 1_564


def test_internvl_scanned_a4_page_is_tiles_times_256():
    # 1654 × 2339 (A4 at 200 dpi), aspect 0.707: closest grid within 12 tiles is 2 × 3 (0.667) → 6 tiles + thumbnail
    # = 7 × 256 = 1,792 tokens; max_num 4 → 1 × 2 grid + thumbnail = 3 × 256 = 768
    w, h = A4_200DPI
    t = image_tokens("InternVL3-78B", w, h)
    assert t.family == "internvl" and t.tokens == 1_792 and t.capped == 768 and t.cap == "max_num=4"
    # InternViT-6B 5,540 M × 2 × 1,024 patches × 7 tiles = 79.4 TFLOP a page
    assert t.encoder_flops == pytest.approx(2 * 5_540e6 * 1_024 * 7)


def test_internvl_phone_photo_uses_all_twelve_tiles():
    # 3000 × 4000, aspect 0.75 = the 3 × 4 grid exactly: 12 tiles + thumbnail = 13 × 256 = 3,328
    assert internvl_tiles(3000, 4000) == 13
    assert image_tokens("InternVL3-78B", 3000, 4000).tokens == 3_328


def test_medgemma_image_is_256_tokens_whatever_its_size():
    # Gemma 3: every image to 896², 4,096 SigLIP patches pooled to 256; encoder 2 × 400 M × 4,096 = 3.28 TFLOP
    t = image_tokens("MedGemma-4B", 2048, 2500)
    assert t.family == "gemma3" and t.tokens == 256 and t.capped == 256
    assert t.encoder_flops == pytest.approx(2 * 400e6 * 4_096)


def test_qwen3_vl_encoder_flops_count_every_patch():
    # Qwen3-VL-8B ViT ≈ 0.57 B, 4 patches a token: 2 × 0.57e9 × 4 × 11,750 = 53.6 TFLOP a 3000×4000 photo
    t = image_tokens("Qwen3-VL-8B", 3000, 4000)
    assert t.encoder_flops == pytest.approx(2 * 0.57e9 * 4 * 11_750)
    assert t.capped_encoder_flops == pytest.approx(2 * 0.57e9 * 4 * 1_564)


def test_family_is_read_from_the_model_name_in_any_spelling():
    assert family_of("qwen3 vl 8b") == "qwen3"
    assert family_of("Qwen2.5-VL-72B") == "qwen2"
    assert family_of("internvl3-38b") == "internvl"
    assert family_of("medgemma 27b") == "gemma3"
    assert family_of("Qwen3-8B") is None


def test_internvl3_78b_is_a_catalog_vlm_with_the_internvit_6b_encoder():
    # InternVL3-78B = InternViT-6B (5,540 M) + Qwen2.5-72B: 80 layers, 8 KV heads × 128; BF16 language tower
    # 72.7 B × 2 = 145 GB; encoder 2 × 5.54e9 × 4 patches = 44.3 GFLOP a visual token (1,792 a scanned page)
    from catalog.registry import get as get_arch
    from tools.vision import encoder_flops_per_prompt_token

    arch = get_arch("InternVL3-78B")
    assert arch.vision_tower and arch.layers == 80 and arch.kv_heads == 8
    assert encoder_flops_per_prompt_token(arch, 1_792, 1_792) == pytest.approx(2 * 5_540e6 * 4)
