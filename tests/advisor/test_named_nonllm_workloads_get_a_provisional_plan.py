"""A named non-LLM workload (stem separation, Gaussian splatting, PDF-to-Markdown, pathology tile encoders, gradient-
boosted trees, face recognition) gets a provisional, sized answer with its licence line — never a "0.002B LoRA
fine-tune", never a bare "which model / how many parameters?" — in English, 简体 and 繁體 (Cantonese wording too).
The licence leads where it bars the stated business use; a job that needs no GPU says so.

Hand reasoning (tests/tools/test_nonllm_jobs.py has the arithmetic):
- Spleeter, 300k tracks × 4 min = 20,000 h of audio in a week (168 h) → 119× real time in all; 5k a day = 333 h a day →
  13.9× on one card keeps up. No published speed is held: the answer gives the formula and says "pilot".
- 3DGS 41 min 33 s a scene on an A6000 (paper, Table 1): 80 show flats a day = 55.4 GPU-h → 3 cards within 24 h; the
  official code is non-commercial (Inria), a decor company → the licence leads, gsplat (Apache-2.0) the way out.
- Nougat, 1.2M pages, a company: weights CC-BY-NC → licence first; no per-page time held → "time it on a pilot".
- CONCH, 3,000 slides, a startup selling a product: CC-BY-NC-ND → licence first, Prov-GigaPath the way out.
- LightGBM, 500M rows × 120 features: 500e6 × 120 × 4 B = 240 GB raw; 1 B a cell = 60 GB binned.
- InsightFace for an 80-employee office: no GPU server (CPU / edge box); pretrained models non-commercial; biometric.
"""

import pytest

from advisor.core.nonllm_jobs import BUSINESS, counted, job_of, monthly_count
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, key", [
    ("我们用高斯泼溅重建门店", "3dgs"), ("高斯潑濺重建 80 個物件", "3dgs"),
    ("用marker把论文转成markdown，一共30万页", "marker"), ("用 Marker 轉 40萬頁", "marker"),
    ("找 marker 基因", None),
])
def test_chinese_names_are_read(text, key):
    got = job_of(text)
    assert (got.key if got else None) == key


@pytest.mark.parametrize("text, unit, backlog, daily", [
    ("300k tracks averaging 4 minutes, plus 5k tracks per day after", "song", 300_000, 5_000),
    ("存量120万首歌，之后每天3000首", "song", 1_200_000, 3_000),
    ("每天重建80个样板间", "scene", None, 80),
    ("每日重建 150 個物件", "scene", None, 150),
    ("把 120萬頁論文PDF 轉成 Markdown", "page", 1_200_000, None),
    ("3,000 slides", "slide", 3_000, None),
    ("5亿行、120个特征", "row", 500_000_000, None),
    ("Our 80-employee office", "person", 80, None),
])
def test_the_work_is_counted_in_its_unit(text, unit, backlog, daily):
    c = counted(text, unit)
    assert (c.backlog, c.daily) == (backlog, daily)


@pytest.mark.parametrize("text, monthly", [
    ("we want to turn ~500 apartment photo sets a month into 3D gaussian splatting tours. monthly cost?", True),
    ("每個月大約1200間房源要用gsplat做導覽", True), ("每月 300 套房源", True),
    ("80 show flats in one batch — monthly cost?", False),  # "monthly cost" is no monthly count
    ("每天重建80个样板间", False),
])
def test_a_count_said_per_month_is_read_as_the_months_work(text, monthly):
    assert monthly_count(text, "scene") is monthly


def test_a_business_said_in_words_the_reader_left():
    # "學術出版社" carries 學術 (read as research by the licence reader), but revenue makes it a business
    assert BUSINESS.search("我們是學術出版社（年營收大概新台幣20億）")
    assert BUSINESS.search("我哋係香港銀行") and BUSINESS.search("hospital AI startup here")
    assert not BUSINESS.search("for my PhD thesis")


ask = pytest.fixture(scope="module", name="ask")(module_ask)
_NO_LLM = ("LoRA", "0.002B", "which model", "用哪个模型", "用哪個模型", "参数量", "參數量")


def _sized_not_asked(out: str) -> None:
    assert not any(w in out for w in _NO_LLM), out


@pytest.mark.slow
def test_stem_separation_backlog_and_daily_flow_in_english(ask):
    out = ask("We're a podcast remix company: run Spleeter over 300k tracks averaging 4 minutes within a week, plus 5k "
              "tracks per day after. Which GPU and what cost?")
    _sized_not_asked(out)
    assert "20,000 h of audio" in out and "119× real time" in out and "13.9× real time" in out
    assert "MIT" in out and "pilot" in out and "/h" in out


@pytest.mark.slow
def test_official_gaussian_splatting_for_a_business_leads_with_the_licence_simplified(ask):
    out = ask("我们是家装公司，用高斯泼溅（graphdeco官方代码）每天重建80个样板间，第二天交付，租什么卡？每月多少钱")
    _sized_not_asked(out)
    head = out.split("\n", 1)[0]
    assert "许可" in head and "gsplat" in head and "Apache-2.0" in head  # the licence leads, with the way out
    assert "55.4 GPU 小时" in out and "3 张" in out and "/月" in out and "COLMAP" in out


@pytest.mark.slow
def test_nougat_pages_for_a_company_traditional(ask):
    out = ask("我們公司要用 Nougat 把 120萬頁論文PDF 轉成 Markdown，租什麼卡？")
    _sized_not_asked(out)
    assert out.split("\n", 1)[0].count("CC-BY-NC") == 1 and "Docling" in out.split("\n", 1)[0]
    assert "1,200,000 頁" in out and "試跑" in out


@pytest.mark.slow
def test_pathology_encoder_for_a_product_leads_with_the_licence(ask):
    out = ask("hospital AI startup here: we want CONCH features for 3,000 slides to train our own classifier. GPU and cost?")
    _sized_not_asked(out)
    head = out.split("\n", 1)[0]
    assert "CC-BY-NC-ND-4.0" in head and "Prov-GigaPath" in head
    # no time per slide is held: said not known, the 24-hour plan's 1-hour run on 20 slides, GPU-hours = 3,000 ÷ D
    assert "3,000 slides" in out and "not known" in out and "3,000 ÷ D" in out and "health data" in out
    # the hospital's data note (the law may restrict hosting) is said under the licence head, not above it
    assert "personal or regulated data ('hospital')" in out.split("\n\n", 1)[1]


@pytest.mark.slow
@pytest.mark.parametrize("text, head, note", [
    # patients' slides from a 简体 writer are kept in mainland China (PIPL) and a 繁體 writer's in Taiwan (個資法): the
    # note is said, but a licence that bars the product (CONCH, CC-BY-NC-ND-4.0) is still the first line
    ("我们是医疗AI创业公司，要用 CONCH 给 3000 张病理切片的病人数据提特征，训练自己的分类器做产品，要什么GPU，多少钱？",
     "先看许可", "个人信息保护法"),
    ("我們是醫療AI新創，要用 CONCH 幫 3000 張病理切片（病人資料）抽特徵，訓練自己的分類器做產品，要什麼GPU、多少錢？",
     "先看許可", "個資法"),
])
def test_a_barring_licence_leads_above_the_residency_note(ask, text, head, note):
    out = ask(text)
    first, rest = out.split("\n\n", 1)
    assert head in first and "CC-BY-NC-ND-4.0" in first and "Prov-GigaPath" in first, out[:600]
    assert rest.startswith("> ") and note in rest.split("\n\n", 1)[0], out[:600]


@pytest.mark.slow
def test_gradient_boosted_trees_get_the_matrix_memory_simplified(ask):
    out = ask("我们是电商公司，LightGBM 训练，5亿行、120个特征，每天重训，想用GPU，要什么卡")
    _sized_not_asked(out)
    assert "240 GB" in out and "60 GB" in out and "MIT" in out


@pytest.mark.slow
def test_face_recognition_needs_no_gpu_server_cantonese(ask):
    out = ask("我哋公司有120個員工，想喺4道門用InsightFace做人臉識別，使唔使租GPU server？")
    _sized_not_asked(out)
    assert out.split("\n", 1)[0].startswith("**⚠️") and "YuNet" in out  # the licence leads, the permissive route
    assert "不需要 GPU 伺服器" in out or "不用租 GPU 伺服器" in out
    assert "生物識別" in out and "120 人" in out


@pytest.mark.slow
def test_cogvideox_clip_time_from_its_card_and_its_licence_simplified(ask):
    # the card: ~90 s a 720×480 6 s clip on one H100 (50 steps); 720x480 is the 480P class, never 720P; 300 clips a
    # day on an H100-class card ≈ 300 × 90 s = 7.5 GPU-h; commercial use needs registering with Zhipu AI — the licence
    # line is now written in the asker's language: "在智谱 AI 登记后可商用"
    out = ask("我们是电商公司，想用CogVideoX-5B每天做300条6秒商品视频，720x480，租什么卡最便宜？")
    _sized_not_asked(out)
    assert "480P" in out and "720P" not in out and "6 秒一条 90 秒" in out and "智谱 AI 登记后可商用" in out


@pytest.mark.slow
def test_a_follow_up_count_keeps_the_named_job_traditional(tmp_path):
    # turn 2 names no model: the thread's gsplat job is re-sized at 150 scenes a day: 150 × 2,493 s = 103.9 GPU-h → 5
    # cards within 24 h; gsplat is Apache-2.0, so no licence warning leads
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    first = eng.handle("t", "我們用 gsplat 每天重建 60 個物件，隔天要交付，要租幾張卡？").text
    assert "Apache-2.0" in first and "⚠️" not in first.split("\n", 1)[0]
    out = eng.handle("t", "如果改成每天 150 個物件呢？").text
    _sized_not_asked(out)
    assert "103.9 GPU 小時" in out and "5 張" in out


@pytest.mark.slow
def test_gaussian_splatting_a_month_gets_cards_for_the_month_and_one_scene_one_gpu(ask):
    # Hand (EN): 500 scenes a month × 2,493 s (paper, A6000; 4090 held no slower) = 346.2 GPU-h; the month is 730 h →
    # 1 × RTX 4090 (47 % busy), ≈ 346.2 × $0.74 ≈ $256 a month; one scene trains on one GPU — a multi-GPU H100 box does
    # not speed it; the Inria code is non-commercial (gsplat Apache-2.0).
    out = ask("proptech startup. we want to turn ~500 apartment photo sets a month (200-400 photos each) into 3D gaussian "
              "splatting tours. is a multi-gpu h100 box the right thing? monthly cost? we sell the tours")
    assert "500 scenes a month" in out and "346.2 GPU-hours → 1 × RTX 4090 can carry the month (730 h)" in out, out
    assert "a month" in out and "does not make a scene faster" in out and "gsplat" in out, out
    # Hand (繁體): 1,200 × 2,493 s = 831.0 GPU-h ÷ 730 h → 2 × RTX 4090
    out = ask("我們是做房仲的，每個月大約1200間房源要用gsplat做3D高斯潑濺導覽，要不要買8卡H100？每月多少錢？")
    assert "每月 1,200 個場景" in out and "831.0 GPU 小時" in out and "2 張 RTX 4090" in out, out
    assert "不會讓單個場景變快" in out and "/月" in out, out
