"""Training a 2-D semantic-segmentation model (SegFormer, DeepLabV3, or "語意分割" with none named) is read in
English, 简体 and 繁體 and sized as a vision training job (tools.seg_train on tools.vision_train) — never an LLM's
inference, never an image-matting batch — with SegFormer's non-commercial licence said."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from advisor.core.vision_train_read import vision_job
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

SEG_EN = ("Fine-tune SegFormer-B1 for semantic segmentation on 15k labelled 768x768 frames from our road cameras, done "
          "within 48 hours; we will sell the model to cities")
SEG_ZH = "我们要训练 SegFormer-B3 做语义分割：4万张 1024x1024 的卫星图，10天内完成，预算 2万元人民币，模型要商用"
LAB_TW = "我們要訓練 DeepLabV3 ResNet-50 做語意分割，2萬張 512x512 的街景圖，訓練 40 輪，3天內，預算 NT$5,000"
PLAIN_TW = "想訓練一個語意分割模型，果園無人機影像 3萬張，要租什麼GPU？"


def _job(text: str):
    w = Workload(**{k: v for k, v in extract(text).patch.model_dump().items() if v is not None})
    return vision_job(w, text), w


def test_the_segformer_size_and_figures_are_read():
    job, w = _job(SEG_EN)
    assert job is not None and job.model.key == "segformer-b1" and not job.stand_in
    assert (job.images, job.size) == (15_000, 768)
    assert w.modality == "vision"
    job, _ = _job(SEG_ZH)
    assert job is not None and job.model.key == "segformer-b3" and (job.images, job.size) == (40_000, 1024)


def test_deeplab_and_an_unnamed_semantic_segmentation_in_traditional():
    job, w = _job(LAB_TW)
    assert job is not None and job.model.key == "deeplabv3-r50" and (job.images, job.epochs) == (20_000, 40)
    assert w.modality == "vision"
    job, _ = _job(PLAIN_TW)  # none named: DeepLabV3-R101 (BSD-3-Clause) stands in, said
    assert job is not None and job.model.key == "deeplabv3-r101" and job.stand_in and job.images == 30_000


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_english_segformer_training_gets_hours_and_the_licence(tmp_path):
    # Hand: B1 243.7 G multiply-adds at 1024² × 2 = 487.4 GFLOP; × (768/1024)² = 274.2; × 3 = 822.5 GFLOP an image;
    # 160k × 8 = 1.28 M crops ÷ 15,000 = 85.3 epochs (rounded) → 1.2795 M × 822.5 GFLOP = 1.05e18 FLOP; RTX 4090 at
    # 20 % of 165.2 TFLOPS = 33.0 TFLOP/s → 31,850 s = 8.8 h. Sold as a product: NVIDIA's non-commercial licence must be said.
    out = _ask(tmp_path, SEG_EN)
    assert "SegFormer-B1 training, 15,000 images × 85.3 epochs at 768 px" in out and "8.8 h on one RTX 4090" in out, out
    assert "NVIDIA Source Code License" in out and "Llama" not in out, out


@pytest.mark.slow
def test_simplified_segformer_is_no_matting_batch(tmp_path):
    # Hand: B3 962.9 G multiply-adds × 2 × 3 = 5,777 GFLOP an image at 1024; 1.28 M ÷ 40,000 = 32 epochs →
    # 1.28 M × 5.777e12 = 7.39e18 FLOP; RTX 4090 at 33.0 TFLOP/s → 62 h ≈ 2.6 days.
    out = _ask(tmp_path, SEG_ZH)
    assert "SegFormer-B3 训练，40,000 张图 × 32 轮、1024 像素" in out and "2.6 天" in out, out
    assert "去背景" not in out and "NVIDIA Source Code License" in out, out


@pytest.mark.slow
def test_traditional_deeplab_is_sized_within_the_budget(tmp_path):
    # Hand: R50 178.72 G multiply-adds at 520 × 2 = 357.4; × (512/520)² = 346.5; × 3 = 1,039.5 GFLOP an image;
    # 20,000 × 40 = 8e5 passes → 8.32e17 FLOP; RTX 4090 at 33.0 TFLOP/s → 7.0 h. BSD code: no licence warning.
    out = _ask(tmp_path, LAB_TW)
    assert "DeepLabV3-ResNet50 訓練，20,000 張圖 × 40 輪、512 像素" in out and "7.0 小時" in out, out
    assert "Llama" not in out and "NVIDIA Source Code License" not in out, out
