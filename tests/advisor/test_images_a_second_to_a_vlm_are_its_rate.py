"""Images counted per second or per minute for a named VLM (每秒 50 张图, 每分钟 3000 张图片, 每秒50張圖, "50 images/s",
"3,000 photos per minute") are the service's request rate, one request an image: `target_requests_per_s`, so the
service is sized by its prefill at that rate and its requests in flight (Little's law), never as one user. A diffusion
model's images a second are made, not read: left to its own reader."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from advisor.core.said_rates import image_rate


@pytest.mark.parametrize("text, rate", [
    # Hand: 50 a second → 50 requests/s, one an image
    ("Qwen2.5-VL-7B 做图片审核，每秒 50 张图，服务器要在国内，每月预算 2 万人民币", 50),
    # 繁體, glued: 每秒50張圖 → 50/s
    ("用Qwen2.5-VL-7B做圖片審核每秒50張圖", 50),
    # a minute's count: 3,000 ÷ 60 = 50/s
    ("InternVL2-8B 商品图审核，每分钟 3000 张图片", 50),
    # en: "20 images/s" → 20/s
    ("Moderate 20 images/s with Qwen2-VL-7B, servers in Singapore", 20),
    # en, a minute: 1,200 photos per minute ÷ 60 = 20/s
    ("We need MiniCPM-V 2.6 to tag 1,200 photos per minute", 20),
])
def test_images_a_second_to_a_vlm_are_its_request_rate(text, rate):
    w = extract(text).patch
    assert w.target_requests_per_s == pytest.approx(rate)
    assert w.task == "inference"
    assert not w.concurrency  # never one user, never the image count as people


def test_the_rate_is_said_back():
    notes = " ".join(extract("Qwen2.5-VL-7B 做图片审核，每秒 50 张图").notes)
    assert "'每秒 50 张图' read as 50 images a second" in notes


@pytest.mark.parametrize("text", ["每秒 50 个请求", "每人每秒 2 张图", "每秒生成 30 token"])
def test_what_is_no_image_rate(text):
    # requests are read by the request reader; a pace each person keeps is no service rate
    assert image_rate(text) is None


def test_a_diffusion_model_s_images_a_second_are_not_read_as_vlm_requests():
    r = extract("SDXL 每秒生成 5 张图")
    assert not any("VLM" in n for n in r.notes)


def test_the_note_names_the_image_size_lever():
    # Hand: 640×480 at 28 px a token (Qwen2.5-VL) → round(640 ÷ 28) × round(480 ÷ 28) = 23 × 17 = 391 visual tokens,
    # about a fifth of the 2,028 of the assumed 12 MP photo: the prefill and the cards fall with it
    notes = " ".join(extract("Qwen2.5-VL-7B 做图片审核，每秒 50 张图").notes)
    assert "640×480, an image is ≈ 391 visual tokens" in notes
