"""The figures behind an image classifier's input pipeline and a proposed machine's yes/no (tools.vision_train),
a backlog's cards × wall time (tools.nonllm_jobs.spread) and an English text's Chinese translation in tokens
(tools.target_tokens.chinese_output), each checked against the hand figures."""

import pytest

from catalog.gpus import all_gpus
from tools.embedding import EmbeddingRow
from tools.nonllm_jobs import spread
from tools.target_tokens import chinese_output
from tools.vision_train import MODELS, VisionJob, VisionPlan, decode_hours, image_loader, job_flops, proposed_fit

IMAGENET = 1_281_167


def _plan(rows: list[EmbeddingRow], deadline: float | None = None, images: float = IMAGENET) -> VisionPlan:
    m = MODELS["resnet50"]
    job = VisionJob(m, images=images, epochs=90)
    return VisionPlan(job, 90, 224, 5, job_flops(m, images, 90, 224), 0.0, "RTX 4090", rows, "USD", deadline=deadline)


def test_decode_hours_is_images_over_the_vcpus_decode_rate():
    # 1,281,167 × 90 = 1.153e8 decodes ÷ (8 vCPUs × 400 a second) = 36,026 s ≈ 10.0 h; 24 vCPUs ≈ 3.3 h
    job = VisionJob(MODELS["resnet50"], images=IMAGENET, epochs=90)
    assert decode_hours(job, 90, 8) == pytest.approx(10.0, abs=0.05)
    assert decode_hours(job, 90, 24) == pytest.approx(3.34, abs=0.05)
    assert decode_hours(job, 90, None) is None
    assert decode_hours(VisionJob(MODELS["yolo11m"], images=60_000, epochs=100), 100, 8) is None  # a detector's own


def test_image_loader_says_when_the_vcpus_bind():
    # an H100 SXM at 20 % of 989.4 TFLOPS: 197.9e12 ÷ 24.58e9 ≈ 8,050 images/s → 21 vCPUs at 400; 8 vCPUs decode
    # 3,200/s, so a row whose hours are the decoder's (10.0 h) is bound; 24 vCPUs keep up (hours = the card's)
    card_h = job_flops(MODELS["resnet50"], IMAGENET, 90, 224) / (989.4e12 * 0.2) / 3600
    fed = image_loader(_plan([EmbeddingRow("p", "i", "H100 SXM", 1, 1, 2.0, card_h + 0.25, 0.0, vcpus=24)]))
    assert fed is not None and fed.args["cores"] == 21 and fed.args["bound"] is False
    assert fed.args["per_card"] == pytest.approx(8050, rel=0.01)
    starved = image_loader(_plan([EmbeddingRow("p", "i", "H100 SXM", 1, 1, 2.0, 10.0 + 0.25, 0.0, vcpus=8)]))
    assert starved is not None and starved.args["bound"] is True


def test_proposed_fit_answers_yes_with_the_vcpus_it_needs():
    # 2.83e18 FLOP on 8 × H100 PCIe (756.5 TFLOPS at 20 %): 2.83e18 ÷ (8 × 151.3e12) ≈ 2,340 s + 15 min ≈ 0.9 h,
    # within a 64.9 h deadline; 1.153e8 ÷ 2,340 ≈ 49,300 images/s ≈ 124 vCPUs at 400 a second
    gpus = all_gpus()
    got = proposed_fit(_plan([EmbeddingRow("p", "i", "RTX 6000 Ada", 1, 1, 0.77, 11.0, 8.5)], 64.9),
                       gpus["H100 PCIe"], gpus, 8)
    assert got is not None and got.args["enough"] is True and got.args["oversized"] is True
    assert got.args["cores"] == pytest.approx(124, abs=2)
    short = proposed_fit(_plan([], 0.5), gpus["H100 PCIe"], gpus, 8)  # 0.9 h against 0.5 h: no
    assert short is not None and short.args["enough"] is False


def test_spread_gives_cards_within_a_day():
    # AlphaFold3 5,000 × 62 s = 86.1 GPU-h: one card 86.1 h; ceil(86.1 ÷ 24) = 4 cards → 21.5 h; 20 h fits one card
    one, cards, wall = spread(5000 * 62 / 3600) or (0, 0, 0)
    assert one == pytest.approx(86.1, abs=0.05) and cards == 4 and wall == pytest.approx(21.5, abs=0.05)
    assert spread(20.0) is None


def test_chinese_output_is_characters_at_the_tokenizer_figure():
    # 2,048 tokens ÷ 4/3 = 1,536 words × 1.75 字 = 2,688 字 × Qwen's 繁體 0.84 = 2,258; × 简体 0.67 = 1,801
    assert chinese_output(2048, 0.84) == 2258
    assert chinese_output(2048, 0.67) == 1801
