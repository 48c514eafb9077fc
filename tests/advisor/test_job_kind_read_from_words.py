"""The kind of work is read from the verbs and objects of a non-LLM job, in English, 简体 and 繁體: a detector that is
trained ("train D-FINE-L … 72 epochs", "訓練骨折偵測模型") is a training job sized by tools.vision_train (never a
per-image pass of a detector, never a chat LLM's inference); pages or case files a vision-language model pulls fields
from ("~400k claim files, about 5 scanned pages each", "pull ~20 fields from 2M scanned claim pages") are a batch of
that many requests by the deadline (never one user's chat)."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.nonllm_jobs import job_of
from advisor.core.store import Store
from advisor.core.vision_train_read import vision_job
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# Qwen2.5-VL reads an A4 page at 200 dpi (1654×2339) capped at max_pixels = 1280×1280: 2,052 visual tokens a page
# (tools.vlm_image; the same figure test_pages_read_by_a_vlm_are_images.py holds)
PAGE_TOKENS = 2052


def _patch(text: str):
    return extract(text).patch


def _job(text: str):
    w = Workload(**{k: v for k, v in _patch(text).model_dump().items() if v is not None})
    return vision_job(w, text)


@pytest.mark.parametrize("text, key, images, epochs", [
    ("need to train D-FINE-L (object detection) on 300k labeled images at 640px, 72 epochs, AWS only", "dfine-l",
     300_000, 72),
    ("fine-tune D-FINE-M for object detection on 45k photos, 120 epochs, cheapest GPU?", "dfine-m", 45_000, 120),
    ("用 D-FINE-S 训练目标检测，12万张图片，60轮，租什么卡", "dfine-s", 120_000, 60),
    ("我們要用 D-FINE-X 訓練物件偵測，3 萬張圖，50 輪，要租什麼 GPU？", "dfine-x", 30_000, 50),
])
def test_a_named_detector_trained_is_a_training_job_not_a_per_image_pass(text, key, images, epochs):
    # "object detection" beside a trained detector once made the per-image provisional plan ("300,000 images … time it
    # on a pilot"): the training words win, and the held row (tools.detector_rows) is sized with the user's figures
    assert job_of(text) is None
    job = _job(text)
    assert job is not None and job.model.key == key and not job.stand_in
    assert (job.images, job.epochs) == (images, epochs)


@pytest.mark.parametrize("text, images", [
    ("醫院想用8萬張已標註的X光片訓練骨折偵測模型，資料不能出院", 80_000),
    ("我們有 2.5 萬張已標註的胸部 X 光，想訓練結節偵測模型，預算 NT$20 萬", 25_000),
    ("工厂想用3万张标注图片训练一个缺陷检测模型，数据不出厂", 30_000),
    ("we want to train a fracture detection model on 60k labelled x-ray images, on-prem only", 60_000),
])
def test_a_detector_said_by_its_kind_and_trained_is_sized_on_the_apache_stand_in(text, images):
    # no model named: RT-DETR-R50 (Apache-2.0) stands in, said; never Llama-3.1-70B's inference
    p = _patch(text)
    assert p.modality == "vision" and p.model is None and p.params_b is None, p
    job = _job(text)
    assert job is not None and job.model.key == "rtdetr-r50" and job.stand_in and job.images == images


def test_a_detector_served_is_still_no_training_job():
    assert _job("serve a fracture detection model on 200 x-ray images a day") is None


@pytest.mark.parametrize("text, requests, pages", [
    # 400k files × 5 pages = 2 M pages, each request 5 page images
    ("insurance co. ~400k claim files, about 5 scanned pages each, want qwen2.5-vl-32b to pull ~20 fields per page "
     "into json. data has to stay in canada, within 2 weeks", 400_000, 5),
    ("we have 250k loan files, 8 pages each; extract fields with qwen2.5-vl-7b within 10 days", 250_000, 8),
    ("want Qwen2.5-VL-32B to pull ~12 fields per page from 1.5M scanned claim pages within 3 weeks", 1_500_000, 1),
    ("use qwen2.5-vl-7b to pull fields from 300k scanned invoice pages within 10 days", 300_000, 1),
    ("40万份理赔文件，每份约5页扫描件，用qwen2.5-vl-32b提取字段，两周内跑完", 400_000, 5),
    ("12萬份貸款文件，每份約6頁掃描，用qwen2.5-vl-7b抽欄位，十天內完成", 120_000, 6),
])
def test_pages_a_vlm_pulls_fields_from_are_a_batch_not_one_user(text, requests, pages):
    p = _patch(text)
    assert p.task == "inference" and p.batch_requests == requests, p
    assert p.image_tokens == pages * PAGE_TOKENS, p


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_dfine_training_gets_hours_a_machine_and_a_cost(tmp_path):
    # Hand: 300,000 × 72 = 21.6 M image-passes × 3 × 91 GFLOP (D-FINE-L at 640 px) = 5.90e18 FLOP; a DETR trains at
    # the DEIM maintainers' published speed (a COCO epoch ≈ 1 h on a 4090 = 30.4 ms an image = 5.4 % of its 165.2
    # TFLOPS) → 21.6 M × 30.4 ms ≈ 183 h ≈ 7.6 days on an RTX 4090; an L40S (362 TF × 5.4 %) ≈ 83 h, inside the
    # expert's 40–100 GPU-h (the flat 20 % said 49.6 h on the 4090 and 22.8 h on the L40S).
    out = _ask(tmp_path, "need to train D-FINE-L (object detection) on 300k labeled images at 640px, default 72 "
                         "epochs, done by friday. AWS only, spot is fine. what instance and what will it cost?")
    assert "D-FINE-L training, 300,000 images × 72 epochs at 640 px" in out and "7.6 days on one RTX 4090" in out, out
    assert "rent aws " in out and "time it on a pilot" not in out and "Apache-2.0" in out, out


@pytest.mark.slow
def test_traditional_hospital_detector_training_is_no_chat_llm(tmp_path):
    out = _ask(tmp_path, "醫院想用8萬張已標註的X光片訓練骨折偵測模型（之後可能做成產品賣給其他醫院），資料不能出院。"
                         "預算NT$30萬買一台機器，買什麼卡？要訓練多久？")
    assert "Llama" not in out and "推論" not in out and "72 輪" in out, out


@pytest.mark.slow
def test_claim_pages_are_sized_as_a_batch_by_the_deadline(tmp_path):
    # Hand: 400,000 requests × (5 × 2,052 + 161) = 4.17 B prefill tokens (≈ 2 M pages), a batch within 14 days
    out = _ask(tmp_path, "insurance co in toronto. ~400k claim files, about 5 scanned pages each, want qwen2.5-vl-32b "
                         "to pull ~20 fields per page into json. data has to stay in canada. need it done within 2 "
                         "weeks. what do we run it on and total cost?")
    assert "batch of 400,000 requests" in out and "10,421 tokens in" in out and "1 user" not in out, out
