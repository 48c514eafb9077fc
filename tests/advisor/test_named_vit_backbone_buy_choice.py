"""A named domain ViT backbone fine-tuned (RETFound, a ViT-L/16 pre-trained with MAE on retinal images) is a vision
full fine-tune sized from parameters × tokens × images × epochs, never an unknown LLM asked "which model?"; when the
user weighs two cards to buy ("an H100 server or one RTX 5090 workstation?") the answer gives the hours on each and
says the workstation card is enough, with the weights' CC BY-NC 4.0 licence. English, 简体 and 繁體, other counts."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from advisor.core.vision_train_read import vision_job
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

FUNDUS_TW = ("醫院眼科想用RETFound在5萬張眼底照片上微調做糖尿病視網膜病變分級，資料不能出院。資訊室說要買一台H100伺服器"
             "（報價好幾百萬），還是買一張RTX 5090的工作站就夠？")
OCT_EN = ("Our clinic wants to fine-tune RETFound on 120k OCT scans for 20 epochs. Should we buy an A100 server or an "
          "RTX 4090 workstation?")
DINO_ZH = "想用 DINOv2 ViT-L 在 20 万张工业缺陷图片上微调 10 轮，买 H200 还是 RTX 4090 就够？"


def _job(text: str):
    w = Workload(**{k: v for k, v in extract(text).patch.model_dump().items() if v is not None})
    return vision_job(w, text), w


def test_retfound_is_read_as_a_vision_training_with_its_figures():
    job, w = _job(FUNDUS_TW)
    assert w.modality == "vision" and w.model is None and w.params_b is None
    assert job is not None and job.model.key == "retfound" and job.images == 50_000
    job, _ = _job(OCT_EN)
    assert job is not None and job.model.key == "retfound" and (job.images, job.epochs) == (120_000, 20)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_traditional_fundus_question_gets_the_5090_verdict_and_the_licence(tmp_path):
    # Hand: 2 × 307e6 × 197 = 121.0 GFLOP; 50,000 × 30 epochs (assumed) × 3 × 121.0e9 = 5.44e17 FLOP;
    # RTX 5090 0.40 × 209.5 TFLOPS → 6,500 s ≈ 1.8 h; H100 PCIe 0.40 × 756 → ≈ 0.5 h; states 307 M × 16 B ≈ 4.9 GB.
    out = _ask(tmp_path, FUNDUS_TW)
    assert "用哪個模型" not in out and "方法：LoRA" not in out, out
    assert "5.44e+17 FLOP" in out and "RTX 5090 1.8 小時" in out and "買 RTX 5090 即可" in out, out
    assert "CC BY-NC 4.0" in out and "4.9 GB" in out, out


@pytest.mark.slow
def test_english_oct_question_gets_the_4090_verdict(tmp_path):
    # Hand: 120,000 × 20 × 3 × 121.0e9 = 8.71e17 FLOP; RTX 4090 0.40 × 165.2 TFLOPS = 66.1 → 13,200 s ≈ 3.7 h;
    # A100 40GB PCIe 0.40 × 312 = 124.8 → ≈ 1.9 h: the 4090 finishes within a working day, so it is enough.
    out = _ask(tmp_path, OCT_EN)
    assert "which model" not in out.lower(), out
    assert "RTX 4090 3.7 h" in out and "A100 40GB PCIe 1.9 h" in out and "buy the RTX 4090" in out, out
    assert "CC BY-NC 4.0" in out, out


@pytest.mark.slow
def test_simplified_dinov2_question_gets_the_4090_verdict_without_a_licence_warning(tmp_path):
    # Hand: 2 × 300e6 × 257 = 154.2 GFLOP; 200,000 × 10 × 3 × 154.2e9 = 9.25e17 FLOP; RTX 4090 at 66.1 TFLOP/s →
    # 14,000 s ≈ 3.9 h; H200 SXM (989.4 TFLOPS) → ≈ 0.6 h. DINOv2 is Apache-2.0: no non-commercial line.
    out = _ask(tmp_path, DINO_ZH)
    assert "9.25e+17 FLOP" in out and "RTX 4090 3.9 小时" in out and "买 RTX 4090 即可" in out, out
    assert "CC BY-NC" not in out, out
