"""A CLIP fine-tune on image-text pairs (Chinese-CLIP, OpenAI CLIP) is sized, in English, 简体 and 繁體: its FLOPs,
card-hours, a machine and a cost, the data loader's CPU cores, and a proposed "8 cards for a month" held against the
job — never "这里不做估算", never read as an LLM's LoRA."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from advisor.core.vision_train_read import clip_model, vision_job
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

CN_ZH = ("电商公司想用自己1000万对商品图文微调Chinese-CLIP ViT-L/14（224分辨率），训3个epoch，算法同事说要租8卡A800一个月，"
         "这合理吗？实际要多久多少钱")
EN = ("We want to fine-tune OpenAI CLIP ViT-B/16 on 2M image-text pairs for 5 epochs; our ML lead wants to rent 4x "
      "H100 for a week. Reasonable? how long and what cost?")
TW = "我們想用 500 萬對圖文微調 Chinese-CLIP ViT-H/14，訓練 2 個 epoch，同事說要租 8 張 H100 兩週，合理嗎？要多久多少錢"


def _job(text: str):
    w = Workload(**{k: v for k, v in extract(text).patch.model_dump().items() if v is not None})
    return vision_job(w, text)


def test_the_clip_named_and_its_pairs_are_read():
    job = _job(CN_ZH)
    assert job is not None and job.model.key == "cn-clip-l14" and not job.stand_in
    assert (job.images, job.epochs, job.size) == (10_000_000, 3, 224)
    job = _job(EN)
    assert job is not None and job.model.key == "clip-b16" and (job.images, job.epochs) == (2_000_000, 5)
    job = _job(TW)
    assert job is not None and job.model.key == "cn-clip-h14" and (job.images, job.epochs) == (5_000_000, 2)


def test_a_clip_with_no_size_is_the_families_l14_said_as_a_stand_in():
    assert clip_model("fine-tune CLIP on our 1M product photos") == ("clip-l14", "", True)
    assert clip_model("中文CLIP ViT-L/14@336px 微调") == ("cn-clip-l14-336", "", False)
    assert clip_model("fine-tune a YOLO11m") is None


def _answer(text: str, tmp_path) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_chinese_clip_ten_million_pairs_is_tens_of_card_hours_not_a_month_of_eight_a800(tmp_path):
    # by hand: 3e7 pairs × 3 × 166.9 GFLOP = 1.50e19 FLOP; 8 × A800 at 40 % of 312 TFLOPS → ≈ 4.2 h, ≈ 33 card-hours;
    # a month of 8 A800 = 5,840 GPU-hours, a couple hundred times the job's cost
    a = _answer(CN_ZH, tmp_path)
    assert "不做估算" not in a and "LoRA" not in a
    assert "1.50e+19 FLOP" in a and "5,840 GPU 小时" in a and "4.2 小时" in a
    assert "CPU 核" in a and "DALI" in a


@pytest.mark.slow
def test_english_and_traditional_clip_fine_tunes_are_sized_with_the_proposal_priced(tmp_path):
    a = _answer(EN, tmp_path)
    assert "Not sized here" not in a and "contrastive fine-tune" in a and "672 GPU-hours" in a
    assert "CPU cores a GPU" in a
    (tmp_path / "tw").mkdir()
    t = _answer(TW, tmp_path / "tw")
    assert "不做估算" not in t and "對比學習微調" in t and "2,688 GPU 小時" in t


@pytest.mark.slow
def test_nnunet_on_a_quoted_big_box_is_answered_with_a_priced_card_and_the_verdict(tmp_path):
    # 5 folds × ≈ 23.7 h on an RTX 4090 (its launch price held: tools.launch_price), run in two rounds on one box of
    # 3 cards (≈ 47.3 h; 3 × $1,599 = $4,797) against the quoted 8 × H100, which runs the 5 folds at once in ≈ 12.4 h
    # with 3 cards idle: the box is not what the job needs
    tw = ("醫院放射科要用 nnU-Net 訓練肝臟腫瘤 CT 分割，500 例，資料不能出院。廠商推薦一台 8 張 H100 的伺服器報價 400 萬，"
          "我們需要這麼大嗎？該買什麼")
    a = _answer(tw, tmp_path)
    assert "V100" not in a.split("\n\n")[1] and "3 張 RTX 4090" in a and "$4,797" in a
    assert "報價的 8 × H100" in a and "3 張沒有折可訓練" in a
    (tmp_path / "en").mkdir()
    en = _answer("Our hospital wants to train nnU-Net 3d_fullres for kidney tumour CT segmentation on 300 cases, data "
                 "can't leave the hospital. A vendor quoted a 4x H100 server. Do we need that? What should we buy?",
                 tmp_path / "en")
    assert "The quoted 4 × H100" in en and "1.0 day" in en
