"""A served vision-language model whose users send photos prefills each photo's visual tokens: the request's prompt is
the photos' tokens plus the instruction, so first-token time and the KV cache include them. Before, such a service was
sized on 161-token text prompts, a tenth or less of the real prefill."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.photo_prompt import photos_each
from tests.conftest import module_home
from tools.photo_request import photo_request

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_a_phone_photo_on_each_family_by_hand():
    # Qwen2-VL at the assumed 12 MP, 4000 × 3000: above the 1280² = 1,638,400-px resize, β = √(12e6 / 1,638,400) = 2.706;
    # 3000 / 2.706 = 1,108.6 → 39 × 28 = 1,092, 4000 / 2.706 = 1,478 → 52 × 28 = 1,456: 52 × 39 = 2,028 tokens + 161 =
    # 2,189 (at the processor's default, 143 × 107 = 15,301)
    p = photo_request("Qwen2-VL-2B")
    assert p is not None and p.assumed and p.capped
    assert (p.per_image, p.default_per_image, p.prompt_tokens) == (2028, 15301, 2189)
    # Qwen3-VL at 32 px: β = 2.706; 1,108.6 → 34 × 32 = 1,088, 1,478 → 46 × 32 = 1,472: 46 × 34 = 1,564 + 161 = 1,725
    p = photo_request("Qwen3-VL-4B")
    assert p is not None and (p.per_image, p.prompt_tokens) == (1564, 1725)
    # Gemma 3: every image 896² → 256 tokens; 3 photos a request: 3 × 256 + 161 = 929
    p = photo_request("MedGemma-4B", None, 3)
    assert p is not None and (p.image_tokens, p.prompt_tokens) == (768, 929)
    # a stated 1080 × 1920 portrait on Qwen2.5-VL is read as sent, at the processor's default (max_pixels 12,845,056
    # lets it through; the 1280² resize is the lever, no longer applied to a size the user states): 1080 → 39 × 28,
    # 1920 → 69 × 28: 39 × 69 = 2,691 each, two = 5,382 + 161 = 5,543. The capped 2,040 each (β = 1.125: 34 × 60) is
    # the lever
    p = photo_request("Qwen2.5-VL-3B", (1080, 1920), 2)
    assert p is not None and not p.assumed and (p.image_tokens, p.prompt_tokens) == (5382, 5543)
    assert p.lever_per_image == 2040
    assert photo_request("Llama-3.2-11B-Vision") is None  # cross-attention: no processor rule, said as not counted


def test_photos_a_request():
    assert photos_each("each visitor sends three pictures") == 3
    assert photos_each("每次传两张 1920x1080 的照片") == 2
    assert photos_each("a photo every 20 s") == 1
    assert photos_each("we get 3,000 photos a day") == 1  # a volume, not one request's photos


@pytest.mark.parametrize("text, model, image, prompt", [
    # InternVL3 at 1600 × 1200 (4:3): the 4 × 3 grid of 448² tiles + the thumbnail = 13 × 256 = 3,328 + 161 = 3,489
    ("We serve InternVL3-38B to 120 concurrent field inspectors, each sends a 1600x1200 photo and wants a short answer",
     "InternVL3-38B", 3328, 3489),
    # 简体: Qwen2.5-VL-7B, 两张 1280x960 照片: 1,280 × 960 = 1.23 Mpx, under the cap: 46 × 34 = 1,564 each, × 2 = 3,128 + 161
    ("部署 Qwen2.5-VL-7B 做识图客服，80 路并发，每次上传两张 1280x960 照片", "Qwen2.5-VL-7B", 3128, 3289),
    # 繁體: Qwen3-VL-8B, 一張 1024x768 相片: 32 × 24 = 768 + 161 = 929
    ("我們用 Qwen3-VL-8B 做商品辨識服務，同時 60 人使用，每次傳一張 1024x768 相片", "Qwen3-VL-8B", 768, 929),
])
def test_a_stated_photo_is_the_prompt(text, model, image, prompt):
    e = extract(text)
    assert e.patch.model == model, (e.patch.model, e.notes)
    assert (e.patch.image_tokens, e.patch.prompt_tokens) == (image, prompt), (e.patch, e.notes)
    assert any("photo" in n for n in e.notes), e.notes


def test_an_unstated_photo_is_an_assumed_phone_photo():
    # Qwen2.5-VL-32B, no size: the 12 MP phone photo, 2,028 + 161 = 2,189 tokens, applied as an assumption
    e = extract("Serve Qwen2.5-VL-32B for 50 concurrent users; each sends a phone photo and gets a one-line reply")
    assert e.patch.prompt_tokens is None  # an assumption, not a stated field
    assert (e.assumed.get("image_tokens"), e.applied().prompt_tokens) == (2028, 2189), (e.assumed, e.notes)
    assert any("12 MP phone photo assumed" in n for n in e.notes), e.notes


def test_a_text_model_a_batch_or_no_photo_is_left_alone():
    assert extract("serve Qwen2.5-14B to 40 users who describe their photos in words").patch.image_tokens is None
    assert extract("serve Qwen2.5-VL-7B to 40 concurrent users").patch.image_tokens is None
    e = extract("serve Qwen2.5-VL-7B to 40 concurrent users from our own docker image")  # software, not a photo
    assert e.patch.image_tokens is None and "image_tokens" not in e.assumed
    e = extract("fine-tune Qwen2.5-VL-7B on 20k product photos")
    assert e.patch.image_tokens is None and e.patch.prompt_tokens is None


@pytest.mark.slow
def test_the_whole_answer_prefills_the_photo(tmp_path):
    # Gemma-3-12B, 60 concurrent, one photo of any size: 256 visual tokens + 161 instruction = 417-token prompts in the
    # headline's first-token figure, never the 161-token text prompt
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    text = Engine(store=Store(tmp_path / "s.db")).handle(
        "t", "We serve Gemma-3-12B to 60 concurrent shoppers; each sends a photo of a product and gets a short reply. "
             "Which GPU?").text
    assert "417-token prompts" in text and "161-token prompts" not in text, text[:1500]


def test_a_photo_said_in_megapixels_is_its_frame():
    # 简体: 500 万像素 → a 4:3 frame of 5e6 px, 2582 × 1936, read as sent at Qwen3-VL's default (max 16,777,216 px):
    # 1936 / 32 = 60.5 → 60, 2582 / 32 = 80.7 → 81: 81 × 60 = 4,860 visual tokens + 161 = 5,021. The 1280² cap is the
    # lever said beside it: β = 1.747 → 46 × 34 = 1,564
    e = extract("部署 Qwen3-VL-8B 做拍照识物，40 路并发，每张照片约 500 万像素")
    assert (e.patch.image_tokens, e.patch.prompt_tokens) == (4860, 5021), (e.patch, e.notes)
    assert any("1,564" in n for n in e.notes)
