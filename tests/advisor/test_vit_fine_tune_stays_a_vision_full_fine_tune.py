"""A DINOv2 / DINOv3 ViT fine-tune is read as a vision model's training with the images, epochs and size the user
gave, in English, 简体 and 繁體, and sized from its patch tokens; a follow-up that swaps in DINOv3's ViT-7B "一樣全部微調"
stays a full fine-tune of that ViT (its AdamW states sharded over several cards), never LoRA of a generic 7B LLM."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from advisor.core.vision_train_read import vision_job
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

WAFER_TW = ("我們要用DINOv2 ViT-L/14 在200萬張晶圓缺陷影像上微調分類 (224x224, 30 epochs)，公司規定資料只能在台灣，"
            "用什麼GPU、多久、多少錢？")
SWAP_TW = "老闆說3天內要，而且要改用DINOv3最大的ViT-7B，一樣全部微調"
VIT7B_EN = "full fine-tune DINOv3 ViT-7B on 1M images at 224px for 10 epochs, what do I rent and how much?"
DINO_ZH = "用DINOv3 ViT-L/16全参微调一个分类模型，50万张图片，训练20轮，224像素，租什么卡，多少钱？"


def _job(text: str):
    w = Workload(**{k: v for k, v in extract(text).patch.model_dump().items() if v is not None})
    return vision_job(w, text), w


def test_a_dino_backbone_is_read_with_its_figures_in_traditional():
    job, w = _job(WAFER_TW)
    assert w.modality == "vision" and w.model is None
    assert job is not None and job.model.key == "dinov2-l"
    assert (job.images, job.epochs, job.size) == (2_000_000, 30, 224)


def test_vit_7b_glued_to_chinese_is_a_vision_backbone_not_a_7b_llm():
    e = extract(SWAP_TW)
    assert e.patch.modality == "vision" and e.patch.model is None and e.patch.params_b is None
    job, _ = _job(SWAP_TW)
    assert job is not None and job.model.key == "dinov3-7b"


def test_the_size_named_in_english_and_simplified_is_kept():
    assert _job(VIT7B_EN)[0].model.key == "dinov3-7b"
    job = _job(DINO_ZH)[0]
    assert job.model.key == "dinov3-l" and (job.images, job.epochs, job.size) == (500_000, 20, 224)


def _chat(tmp_path, *turns: str) -> list[str]:
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t).text for t in turns]


@pytest.mark.slow
def test_the_swap_to_vit_7b_keeps_the_full_fine_tune_and_the_thread_figures(tmp_path):
    # Hand (T1): 2e6 × 30 × 3 × 154.2 GFLOP = 2.78e19 FLOP; H100 SXM 989.5 TFLOPS × 0.4 = 395.8 TFLOP/s → 19.5 GPU-h.
    # Hand (T2): 2e6 × 30 × 3 × 2,699.8 GFLOP = 4.8597e20 FLOP / 3.958e14 → 341.1 H100-h; 107.5 GB of states ≥ 3 × 80 GB cards;
    # on 8 × H100 ≈ 42.7 h + start-up ≈ 1.8 days, inside 3 days. Frozen features: 2e6 × 2.7 TFLOP = 5.40e18 FLOP.
    one, two = _chat(tmp_path, WAFER_TW, SWAP_TW)
    assert "不做估算" not in one and "方法：LoRA" not in one, one
    assert "2.78e+19 FLOP" in one and "19.5 個 H100 SXM 卡時" in one, one
    assert "LoRA 微調" not in two and "方法：LoRA" not in two and "通用 7B" not in two, two
    assert "DINOv3 ViT-7B/16 全參微調" in two and "4.86e+20 FLOP" in two and "341.1 個 H100 SXM 卡時" in two, two
    assert "8 × H100" in two and "107.5 GB" in two and "≥ 3 張卡" in two and "5.40e+18 FLOP" in two, two
    assert "DINOv3 License" in two, two


@pytest.mark.slow
def test_an_english_vit_7b_full_fine_tune_is_sized_on_several_cards(tmp_path):
    # Hand: 1e6 × 10 × 3 × 2,699.8 GFLOP = 8.10e19 FLOP → 8.0997e19 / 3.958e14 = 2.046e5 s = 56.8 H100-h.
    out = _chat(tmp_path, VIT7B_EN)[0]
    assert "Not sized here" not in out and "method: LoRA" not in out and "LoRA fine-tune" not in out, out
    assert "8.10e+19 FLOP" in out and "56.8 H100 SXM GPU-hours" in out and "never one card" in out, out


@pytest.mark.slow
def test_a_simplified_dinov3_fine_tune_is_sized(tmp_path):
    # Hand: 2 × 300e6 × 201 = 120.6 GFLOP; × 3 × 500,000 × 20 = 3.62e18 FLOP → 3.618e18 / 3.958e14 = 9,141 s = 2.5 H100-h.
    out = _chat(tmp_path, DINO_ZH)[0]
    assert "不做估算" not in out and "LoRA 微调" not in out and "方法：LoRA" not in out, out
    assert "3.62e+18 FLOP" in out and "2.5 个 H100 SXM 卡时" in out and "一张卡放得下" in out, out
