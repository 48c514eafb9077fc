"""Face restoration, medical-image segmentation, licence-plate recognition, weather forecasting and protein structure
said in the user's words (EN / 简体 / 繁體, Cantonese too), with a held model, a model the tables do not hold, or no
model at all, get a provisional non-LLM plan: the unit and count, a per-item time from a held figure, the cards for the
window, the cost, and the licence first where it bars the use — never an LLM in its place, a bare "which model?" or
"not sized here".

Hand reasoning (tests/tools/test_domain_jobs.py has the arithmetic):
- OmegaFold (not held) folding 9,000 proteins within a week: ColabFold's 5 models × 66 s (AlphaFold2 paper, V100) =
  330 s a protein → 9,000 × 330 ÷ 3,600 = 825 GPU-h; 825 ÷ 168 h = 4.9 → 5 L4s; its licence is to be read.
- GFPGAN in a paid app, 15,000 photos a day × 0.09 s (RTX 3060, a GFPGAN user's measurement) = 1,350 s = 0.4 GPU-h a day →
  1 card; Apache-2.0, so no licence leads; an app's photos arrive all day, so 1 card × its hour × 730 h is said too.
- 520 car-park cameras reading plates, one frame a second each (assumed) = 520 frames/s; RT-DETR-R18 4.6 ms a frame on
  a T4 (217 FPS) → 520 ÷ 217 = 2.4 → 3 T4s held all month.
- MONAI segmenting 6,000 brain MRIs within 10 days: 140 s a scan (TotalSegmentator README, an estimate for MONAI) →
  233.3 GPU-h ÷ 240 h → 1 card.
- An energy company selling Pangu-Weather forecasts: weights BY-NC-SA → the licence leads, AIFS / Aurora the route.
- A restoration app with no model named: GFPGAN's row sizes it (never "which model?").
"""

import pytest

from advisor.core.nonllm_jobs import counted, job_lines, job_of
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, key, name", [
    ("We want OmegaFold to fold 9,000 proteins within a week", "unheld", "OmegaFold"),
    ("用 MedNeXt 分割 4000 例腹部 CT", "unheld", "MedNeXt"),
    ("我們想用AI修復老照片，每天3千張", "gfpgan", "GFPGAN"),  # no model named: the job's held row
    ("segment 2,500 liver CT scans, which GPU?", "totalsegmentator", "TotalSegmentator"),
    ("我哋有80個閘口要認車牌", "plate", None),
    ("研究所想用AI做天氣預報，每天跑四次", "graphcast", None),
    ("predict structures for 700 antibodies with AlphaFold2", "colabfold", None),
    ("用可图每天出3000张海报", "kolors", None),
    # the jobs said other ways, no model named: the job's held row (never "MRIs" or "CT" as a model's name)
    ("放疗科要做器官勾画，每天80例", "totalsegmentator", None),
    ("tumor segmentation on 3,000 brain MRIs", "totalsegmentator", None),
    ("fix blurry faces in 10,000 wedding photos", "gfpgan", None), ("氣象預測每天跑兩次", "graphcast", None),
    ("predict the weather 4 times a day for farms", "graphcast", None), ("老照片上色和修复，每天2000张", "gfpgan", None),
    ("segment 900 CTs with SAM-Med3D", "unheld", "SAM-Med3D"),
])
def test_the_job_is_read_in_every_language(text, key, name):
    got = job_of(text)
    assert got is not None and got.key == key, text
    assert name is None or got.name == name


@pytest.mark.parametrize("text, unit, backlog, daily", [
    ("segment 2,500 liver CT scans", "scan", 2_500, None), ("3千例腦部MRI", "scan", 3_000, None),
    ("fold 9,000 proteins", "protein", 9_000, None), ("跑 1200 个蛋白", "protein", 1_200, None),
    ("forecast 3 times a day", "run", None, 3), ("每天跑两次预报", "run", None, 2),
    ("我哋有80個閘口", "camera", 80, None), ("520 car park cameras", "camera", 520, None),
])
def test_the_work_is_counted_in_the_jobs_unit(text, unit, backlog, daily):
    c = counted(text, unit)
    assert (c.backlog, c.daily) == (backlog, daily)


def test_a_scan_word_is_never_the_unheld_models_name():
    # "CT" and "MRI" are shaped like a model's name (capitals) but are the scans: the job's held row sizes it
    got = job_of("We must segment 1,200 CT volumes for a study")
    assert got is not None and got.key == "totalsegmentator"


@pytest.mark.parametrize("text", ["我們要用 nnU-Net 訓練 5 折，每折 1000 輪，600 例 MRI",
                                  "train YOLOv8 on 20,000 licence plate images for 100 epochs"])
def test_training_the_jobs_network_is_left_to_the_training_sizer(text):
    # folds and epochs are a training run (tools.vision_train sizes it from its epoch times), not 600 scans inferred
    assert job_of(text) is None


@pytest.mark.parametrize("text", ["a chatbot answering weather forecast questions for 500 users",
                                  "Qwen2.5-7B to extract licence plate numbers from complaint emails",
                                  "停車場車牌投訴客服機器人，每天2000次對話"])
def test_a_chat_product_about_the_job_stays_an_llms(text):
    # a chatbot about the weather or plates is a language model's load (users, chats), not forecast runs or cameras
    assert job_of(text) is None


def test_the_plate_plan_is_a_stream_held_all_month():
    # 520 cameras × 1 frame/s = 520 frames/s ÷ 217 a T4 → 3 T4s; at $0.50/h held 730 h: 3 × 0.5 × 730 = $1,095
    def pick(card, min_gb, own_only):
        return ("T4", "g4dn.xlarge", 0.50, False, 16.0)

    lines = job_lines("520 car park cameras reading licence plates", False, None, pick, "USD")
    plan = next(m for m in lines if m.code == "dj.plate")
    assert plan.args["cards"] == 3 and plan.args["fps"] == 520 and plan.args["month"] == "$1,095.00"
    assert "3 × T4" in plan.en and "3 张 T4" in plan.zh


def test_a_proposed_node_for_a_per_protein_job_is_said_against_the_plans_cards():
    # AlphaFold2, 6,000 proteins × 330 s = 550 GPU-h within 168 h → ceil(3.27) = 4 single-card workers; the 8×H100
    # node is 8 independent workers at a node's price (no multi-GPU per protein)
    def pick(card, min_gb, own_only):
        return (card, "some-row", 0.80, False, 24.0)

    lines = job_lines("AlphaFold2 on 6,000 proteins, our CTO wants to rent an 8×H100 node", False, 168.0, pick, "USD")
    node = next(m for m in lines if m.code == "dj.node")
    assert node.args["n"] == 8 and node.args["card"] == "H100" and node.args["need"] == 4
    assert "8 independent workers" in node.en and "8 个独立 worker" in node.zh


ask = pytest.fixture(scope="module", name="ask")(module_ask)
_NO_LLM = ("LoRA", "which model", "用哪个模型", "用哪個模型", "参数量", "參數量", "Not sized here", "不做估算", "tok/s")


def _sized_not_asked(out: str) -> None:
    assert not any(w in out for w in _NO_LLM), out


@pytest.mark.slow
def test_an_unheld_folding_model_gets_the_jobs_plan_in_english(ask):
    out = ask("We want OmegaFold to fold 9,000 proteins within a week. Which GPUs and what will it cost?")
    _sized_not_asked(out)
    assert "825.0 GPU-hours" in out and "5 × L4" in out and "not in my tables" in out and "MSA" in out


@pytest.mark.slow
def test_face_restoration_in_a_paid_app_simplified(ask):
    out = ask("我们公司想用GFPGAN做收费的老照片修复小程序，每天1.5万张，用什么GPU，一个月多少钱？")
    _sized_not_asked(out)
    assert "Apache-2.0" in out and "15,000 张图" in out and "0.4 GPU 小时" in out and "/月" in out
    assert "在线服务全天留着卡约" in out  # a paid app's photos arrive all day: the card held all month is said too


@pytest.mark.slow
def test_licence_plates_on_car_park_cameras_cantonese(ask):
    out = ask("我哋有520個停車場鏡頭要認車牌，租咩GPU server？每個月幾錢？")
    _sized_not_asked(out)
    assert "520 個攝像頭" in out and "3 張 T4" in out and "/月" in out and "搶佔式" in out


@pytest.mark.slow
def test_mri_segmentation_within_days_traditional(ask):
    out = ask("研究計畫要用MONAI分割6000例腦部MRI，10天內跑完，要租什麼GPU？")
    _sized_not_asked(out)
    assert "6,000 例影像" in out and "233.3 GPU 小時" in out and "1 張" in out


@pytest.mark.slow
def test_a_non_commercial_weather_model_sold_leads_with_the_licence_simplified(ask):
    out = ask("我们是能源公司，想用盘古气象每天跑三次预报卖给客户，租什么GPU？")
    _sized_not_asked(out)
    head = out.split("\n", 1)[0]
    assert "许可" in head and "BY-NC-SA" in head and "AIFS" in head
    assert "每天 3 次预报" in out


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # a text-to-image model no table holds is sized on SDXL, the held generator closest in size (tools.t2i_stand_ins:
    # Playground v2.5 is SDXL's 2.6 B UNet; PixArt-Σ's 0.6 B DiT is nearer SDXL's 2.6 B than FLUX's 12 B), and said to
    # be unheld — never "no model named" (it was named) and never an LLM: 6,000 images a day is an SDXL batch
    ("We want to generate 6,000 marketing images a day with Playground-v2.5, what GPU?",
     "Playground v2.5 is not in my measured table"),
    ("我們想用 PixArt-Sigma 每天生成 7000 張插圖，租什麼卡？", "PixArt-Σ 不在我的實測表裡"),
])
def test_an_unheld_image_generator_is_said_unheld_and_sized_on_the_default(ask, text, said):
    out = ask(text)
    _sized_not_asked(out)
    assert said in out and "SDXL" in out and "No model named" not in out and "沒有說用哪個模型" not in out


@pytest.mark.slow
def test_a_few_seconds_of_weather_runs_are_not_shown_as_zero_hours(ask):
    # FourCastNet, a week-long forecast in under 2 s (paper, A100): 6 runs a day × 2 s = 12 s = 0.0033 GPU-h a day —
    # shown with its two figures, never "0.0 GPU-hours"; BSD-3-Clause, so no licence leads
    out = ask("We want FourCastNet forecasts 6 times a day for our wind farms. Which GPU, and the monthly cost?")
    _sized_not_asked(out)
    assert "0.0033 GPU-hours" in out and "0.0 GPU-hours" not in out and "BSD-3-Clause" in out


@pytest.mark.slow
def test_kolors_for_a_business_says_its_registration_and_an_sdxl_class_time_simplified(ask):
    # Kolors is SDXL-class: SDXL's 3.31 s at 30 steps × 50 / 30 steps (its README's default) = 5.5 s an image on the
    # A100; a business use must register with Kuaishou first — said in Chinese words, never a bare "which model?"
    out = ask("我们是设计公司，用可图每天出3000张海报卖给客户，租什么卡？")
    _sized_not_asked(out)
    assert "商用须先向快手提交商业授权登记表" in out and "3,000 张图" in out and "5.5 秒" in out
