"""A generative captioner named over a count of images (Florence-2-large / -base) is sized per image — its DaViT
encoder, the language encoder over the visual tokens and a short decode with the output tokens stated — with caption
and OCR as two generate calls, and answered with GPU-hours, machines and a cost in English, 简体 and 繁體, never
"Not sized here" or a question about a figure the user gave."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from advisor.core.vision_batch import caption_passes
from tests.conftest import module_home
from tools.vision_batch import FLORENCE, JOBS, davit_flops, florence_flops, seconds_per_item, vision_job, with_passes

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

EN = ("We need detailed captions + OCR text for 50M product images (in S3 us-east-1, avg 600KB jpeg) using "
      "Florence-2-large, done in 5 days. AWS only, spot is fine. Instance type, count, $?")
ZH = "用Florence-2-large给2000万张商品图生成详细描述，3天内跑完，国内，要多少卡多少钱？"
TW = "我們要用 Florence-2-base 幫 500 萬張照片產生描述和 OCR 文字識別，一週內完成，租什麼 GPU？"


def test_davit_and_one_generate_call_by_hand():
    # Hand (large): stage tokens at 768² = 192², 96², 48², 24² = 36,864 / 9,216 / 2,304 / 576; 2 × 24 × (256² × 36,864
    # + 512² × 9,216 + 9 × 1,024² × 2,304 + 2,048² × 576) = 2 × 24 × 2.899e10 = 1.3916e12 FLOP; the language encoder
    # 2 × 12 × 1,024² × 12 × (577 + 10) = 1.773e11; decode 2 × 16 × 1,024² × 12 × 100 × 3 = 1.208e11 → 1.6896e12.
    assert davit_flops(*FLORENCE["large"][:2]) == pytest.approx(1.3916e12, rel=1e-4)
    assert florence_flops("large") == pytest.approx(1.6896e12, rel=1e-4)
    # base: a quarter of the vision work (half the widths) 3.479e11; 2 × 12 × 768² × 6 × 587 = 4.985e10;
    # 2 × 16 × 768² × 6 × 300 = 3.397e10 → 4.317e11.
    assert florence_flops("base") == pytest.approx(4.317e11, rel=1e-3)


def test_caption_and_ocr_are_two_passes_in_each_language():
    assert caption_passes(EN) == 2 and caption_passes(TW) == 2 and caption_passes(ZH) == 1
    job = with_passes(vision_job(EN), 2)
    assert job.key == "florence2-large" and job.flops == pytest.approx(2 * 1.6896e12, rel=1e-4)
    assert vision_job(TW).key == "florence2-base"


def test_images_a_second_on_an_l4_by_hand():
    # Hand: 3.379e12 FLOP an image (two passes) ÷ (121 TFLOPS × 0.3 = 36.3 TFLOP/s) = 0.0931 s → 10.7 images/s an L4;
    # 50 M images → 50e6 × 0.0931 / 3,600 = 1,293 L4-hours (the expert's 700–2,800).
    s = seconds_per_item(with_passes(JOBS["florence2-large"], 2), 121.0)
    assert 1 / s == pytest.approx(10.74, rel=0.01)
    assert 50e6 * s / 3600 == pytest.approx(1293, rel=0.01)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_english_gets_instances_a_count_and_dollars(tmp_path):
    # Hand: 50e6 × 3,379 GFLOP = 1.69e20 FLOP; an L40S at 362 TFLOPS × 0.3 = 108.6 TFLOP/s → 32 images/s → 432 GPU-h.
    out = _ask(tmp_path, EN)
    assert "Not sized here" not in out and "Which input size" not in out, out
    assert "Florence-2-large: 50,000,000 images captioned within 5.0 days" in out and "aws " in out, out
    assert "1.69e+20 FLOP" in out and "432.1 GPU-hours" in out and "× 2 generate calls an image" in out, out
    assert "spot" in out and "$" in out, out


@pytest.mark.slow
def test_simplified_caption_only_is_one_pass(tmp_path):
    # Hand: 20e6 × 1,690 GFLOP = 3.38e19 FLOP.
    out = _ask(tmp_path, ZH)
    assert "不做估算" not in out and "20,000,000 张图片生成描述" in out, out
    assert "3.38e+19 FLOP" in out and "每遍 1,690 GFLOP" in out and "2 次生成" not in out, out


@pytest.mark.slow
def test_traditional_base_with_ocr_is_two_passes(tmp_path):
    # Hand: 2 × 431.7 = 863.4 GFLOP an image × 5e6 = 4.32e18 FLOP.
    out = _ask(tmp_path, TW)
    assert "不做估算" not in out and "Florence-2-base：5,000,000 張圖片生成描述" in out, out
    assert "4.32e+18 FLOP" in out and "每張圖 2 次生成" in out, out
