"""A named DETR-family detector (RT-DETRv2, D-FINE, RF-DETR) is sized on its held row (or the family's nearest in
size, said), never refused as "DETR, not an LLM" or asked "which model?"; cameras × fps is the frame rate the plan is
sized on, with the decode load said, in English, 简体 and 繁體; a fine-tune is images × epochs × 3 × FLOPs an image
with the variant's licence."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.detector_read import camera_rate, camera_rate_or_assumed, named_detector, proposed_cards
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from advisor.core.vision_train_read import vision_job
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

CAM_TW = "停車場有60支攝影機，每秒12張就夠，想用D-FINE-M偵測車輛同行人，要用什麼卡？"
CAM_ZH = "工地有45路监控，每秒4帧，用RT-DETRv2-S识别安全帽，需要几张卡？"
CAM_EN = "Our warehouse has 90 IP cameras streaming 30 fps; we'd run RF-DETR Small on 6 fps of each. Which GPUs?"
TRAIN_EN = "Fine-tune RF-DETR XL on 30k drone images for 40 epochs for a closed-source commercial product, what GPU?"
TRAIN_ZH = "想用D-FINE-S在1.5万张零件图片上训练90轮，租什么卡？"


def _w(text: str) -> Workload:
    return Workload(**{k: v for k, v in extract(text).patch.model_dump().items() if v is not None})


@pytest.mark.parametrize(("text", "key", "rate"), [
    (CAM_TW, "dfine-m", (60, 12, None)), (CAM_ZH, "rtdetrv2-s", (45, 4, None)), (CAM_EN, "rfdetr-s", (90, 6, 30))])
def test_the_detector_and_the_camera_rate_are_read(text, key, rate):
    det = named_detector(text)
    assert det is not None and det[0].key == key
    assert camera_rate(text) == rate


def test_a_detr_family_fine_tune_is_a_vision_training_job():
    # 30k images × 40 epochs of RF-DETR-XL; 1.5万 = 15,000 images × 90 epochs of D-FINE-S
    job = vision_job(_w(TRAIN_EN), TRAIN_EN)
    assert job is not None and job.model.key == "rfdetr-xl" and (job.images, job.epochs) == (30_000, 40)
    job = vision_job(_w(TRAIN_ZH), TRAIN_ZH)
    assert job is not None and job.model.key == "dfine-s" and (job.images, job.epochs) == (15_000, 90)


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_cameras_in_traditional_are_a_frame_rate_with_the_decode(tmp_path):
    # Hand: 60 × 12 = 720 frames/s; D-FINE-M 180 FPS on a T4 at batch 1 × 1.5 batched = 270 → 2.7 → 3 T4s, an L4
    # 270 × 121 ÷ 65 = 503 → 2; decode 60 × 25 (assumed) = 1,500 frames/s ÷ 1,140 → 2 T4s (÷ 2,280 → 1 L4), a 12 fps
    # sub-stream 720 → 1.
    out = _ask(tmp_path, CAM_TW)
    assert "不做估算" not in out and "每秒多少" not in out, out
    assert "每秒 720 幀" in out and "3 張 T4 或 2 張 L4" in out and "NVDEC" in out and "子碼流" in out, out


@pytest.mark.slow
def test_cameras_in_simplified_and_english_are_sized(tmp_path):
    # Hand: 45 × 4 = 180 frames/s ÷ (217 FPS × 1.5 = 326, RT-DETRv2-S batched) → 1 T4; decode 45 × 25 = 1,125 → 1 T4.
    out = _ask(tmp_path, CAM_ZH)
    assert "每秒 180 帧" in out and "1 张 T4" in out and "解码" in out, out
    # Hand: 90 × 6 = 540 frames/s ÷ (284 FPS × 1.5 = 426, RF-DETR-S batched) → 2 T4s (an L4 793 → 1); decode 90 × 30
    # (said) = 2,700 ÷ 1,140 → 3 T4 (÷ 2,280 → 2 L4).
    out = _ask(tmp_path, CAM_EN)
    assert "540 frames/s" in out and "2 T4 or 1 L4 for the detector" in out and "2,700 1080p frames/s" in out, out
    assert "T4 (2 NVDEC) 3, L4 (4 NVDEC) 2" in out and "Apache-2.0" in out, out


@pytest.mark.slow
def test_an_unpublished_size_fine_tune_is_sized_on_the_nearest_row_with_its_licence(tmp_path):
    # Hand: 30,000 × 40 × 3 × 259 GFLOP (RT-DETRv2-X, nearest in size to 126.4 M) = 9.32e17 FLOP; a DETR trains at
    # the DEIM maintainers' published speed (an L-size one: a COCO epoch ≈ 1 h on a 4090 = 5.4 % of its 165.2 TFLOPS)
    # = 8.97 TFLOP/s → 104,000 s ≈ 28.9 h = 1.2 days (the flat 20 % said 7.8 h). XL is under PML-1.0, not Apache-2.0.
    out = _ask(tmp_path, TRAIN_EN)
    assert "Not sized here" not in out and "Which model" not in out, out
    assert "30,000 images × 40 epochs" in out and "1.2 days on one RTX 4090" in out, out
    assert "RT-DETRv2-X" in out and "Platform Model License" in out, out
    # Hand: 15,000 × 90 × 3 × 25 GFLOP (D-FINE-S) = 1.01e17 FLOP → at the DETR 5.4 % of 165.2 TFLOPS ≈ 11,300 s ≈ 3.1 h
    out = _ask(tmp_path, TRAIN_ZH)
    assert "15,000 张图 × 90 轮" in out and "Apache-2.0" in out and "LoRA" not in out, out


@pytest.mark.slow
def test_a_named_encoder_of_a_held_family_is_sized_in_three_scripts(tmp_path):
    # Hand: gte-small ≈ bge-small-en-v1.5's shape: (2 × 21.7 M + 4 × 12 × 384 × 250) ≈ 48 MFLOP a token × 250 ×
    # 3,000,000 ≈ 3.6e16 FLOP — minutes on one small card, never "which model?" or "how many requests a second?"
    out = _ask(tmp_path, "Index 3 million support tickets (~250 tokens each) with gte-small, which GPU?")
    assert "3,000,000 items" in out and "gte-small" in out and "sized on bge-small-en-v1.5" in out, out
    # 800万条 = 8,000,000 reviews on an XLM-R-base body (multilingual-e5-base)
    out = _ask(tmp_path, "我们有800万条商品评论，平均120字，想用multilingual-e5-base建向量索引，要什么卡、多久？")
    assert "8,000,000 条" in out and "multilingual-e5-base" in out and "xlm-roberta-base" in out, out
    assert "用哪个模型" not in out, out
    # 1,200萬篇 = 12,000,000 posts with multilingual-e5-small (held now: 12 L, hidden 384)
    out = _ask(tmp_path, "我們有1200萬篇論壇文章，平均300字，打算用multilingual-e5-small建索引，要用什麼卡？")
    assert "12,000,000 條" in out and "multilingual-e5-small" in out and "用哪個模型" not in out, out
    # e5-base with "index" (not "embed"): the corpus is the batch, never "how many requests a second?"
    out = _ask(tmp_path, "I want to index 6 million product descriptions (about 150 tokens each) with e5-base. What GPU?")
    assert "6,000,000 items" in out and "requests per second" not in out, out


@pytest.mark.slow
def test_yolo_on_cameras_is_a_frame_rate_not_a_refusal(tmp_path):
    # Hand: 50 × 10 = 500 frames/s ÷ (316 FPS × 1.5 = 475: YOLOv8s timed on YOLO11s, the nearest in parameters)
    # → 2 T4s (an L4 884 → 1)
    out = _ask(tmp_path, "We run YOLOv8s on 50 cameras at 10 fps for intrusion alerts. Which GPUs?")
    assert "Not sized here" not in out and "How many images per second" not in out, out
    assert "500 frames/s" in out and "YOLO11s" in out and "2 T4 or 1 L4 for the detector" in out and "AGPL" in out, out


@pytest.mark.parametrize(("text", "rate", "proposal"), [
    # the count is the cameras, never the resolution; no rate said → 5 fps assumed for counting (said)
    ("我哋管幾個商場，120部1080p CCTV，想用YOLO11做人流統計同熱點圖。老闆話租張H100喺雲度跑", (120, 5, None, False),
     (1, "H100")),
    ("商场有300路1080P监控，用YOLOv8n统计客流，一张L4够吗", (300, 5, None, False), (1, "L4")),
    ("200 4K cameras at 10 fps, the CTO wants to rent an H100", (200, 10, None, True), (1, "H100")),
    ("80 PTZ cameras running YOLO11s, we thought 2 A100s", (80, 5, None, False), (2, "A100")),
])
def test_a_camera_count_without_a_rate_is_counted_at_the_assumed_rate(text, rate, proposal):
    assert camera_rate_or_assumed(text) == rate and proposed_cards(text) == proposal


@pytest.mark.slow
def test_yolo_people_counting_with_no_rate_is_sized_with_the_one_h100_set_against_it(tmp_path):
    # Hand (粵語): 120 × 5 fps (assumed) = 600 frames/s; YOLO11m 5.13 ms → 195 FPS × 1.5 = 292 a T4 → 3 T4, an L4
    # 292 × 121 ÷ 65 = 544 → 2; decode 120 × 25 = 3,000 1080p frames/s → 3 T4 (1,140 each) or 2 L4 (2,280); one H100
    # (7 NVDEC ≈ 3,990) would do it but at several times two L4s' month; ingest 120 × 2–6 Mbit/s = 0.2–0.7 Gbit/s.
    out = _ask(tmp_path, "我哋管幾個商場，120部1080p CCTV，想用YOLO11做人流統計同熱點圖。老闆話租張H100喺雲度跑，"
                         "每個月幾錢？有冇更好方法？")
    assert "不做估算" not in out and "高峯每秒" not in out, out
    assert "120 路攝像頭 × 每秒 5 幀" in out and "假設" in out and "3 張 T4 或 2 張 L4" in out, out
    assert "1 張 H100" in out and "0.2–0.7 Gbit/s" in out and "AGPL" in out, out
    # Hand (简体): 300 × 5 = 1,500 frames/s; YOLOv8n timed on YOLO11n 2.49 ms → 402 × 1.5 = 602 a T4 → 3 T4 (2.49),
    # an L4 1,121 → 2; decode 300 × 25 = 7,500 → 7 T4 or 4 L4 (the decode sizes it)
    out = _ask(tmp_path, "商场有300路1080P监控，用YOLOv8n统计客流，一张L4够吗？每月多少钱")
    assert "300 路摄像头 × 每秒 5 帧" in out and "每秒 7,500 帧 1080p" in out and "L4（4 个 NVDEC）4 张" in out, out
