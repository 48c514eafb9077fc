"""tools.nonllm_jobs: named non-LLM workloads (stem separation, Gaussian splatting, PDF conversion, pathology tiles,
gradient-boosted trees, face recognition) with their unit, licence and provisional arithmetic, checked by hand."""

import pytest

from tools.nonllm_jobs import (
    JOBS,
    CardOption,
    audio_hours,
    blocks_use,
    cards_holding,
    cards_within,
    gpu_hours,
    job_cost,
    named_job,
    not_slower_card,
    per_month,
    pilot_card,
    provisional_job,
    speed_needed,
    tree_matrix_gb,
)


@pytest.mark.parametrize("text, key", [
    ("split 40k tracks into stems with HTDemucs", "demucs"),
    ("用Spleeter分离伴奏", "spleeter"),
    ("train splats with gsplat for each flat", "gsplat"),
    ("我们想用3DGS重建门店", "3dgs"),
    ("Gaussian-Splatting for 80 listings", "3dgs"),
    ("convert 2M pages with marker-pdf", "marker"),
    ("用 surya 做 OCR", "marker"),
    ("the Marker tool on our PDFs", "marker"),
    ("run Nougat over arXiv papers", "nougat"),
    ("用UNI2-h抽特徵", "uni"),
    ("CONCH embeddings for 3k slides", "conch"),
    ("LightGBM on 50M rows", "lightgbm"),
    ("xgboost 每周重训", "xgboost"),
    ("arcface door access", "insightface"),
    # a plain word is no model: "uni" (university) in lower case, "marker genes"
    ("our uni lab needs a GPU", None),
    ("find marker genes in single-cell data", None),
])
def test_the_family_is_read_from_its_name(text, key):
    got = named_job(text)
    assert (got.key if got else None) == key


def test_every_row_has_a_unit_a_licence_source_and_a_gpu_verdict():
    for j in JOBS:
        assert j.unit and j.licence and j.licence_source and j.gpu in ("yes", "optional", "no")
        assert (j.card is None) == (j.gpu == "no")  # no GPU needed: no pilot card
        assert (j.seconds_each is None) == (not j.figure_source)  # a per-item time always cites its source
        assert j.commercial or j.alternative  # a licence that bars business use names the permissive route


def test_audio_hours_and_the_speed_a_deadline_needs():
    # 500,000 songs × 4 min = 33,333 h of audio; in 7 days (168 h) that is 198.4× real time in all
    assert audio_hours(500_000, 4) == pytest.approx(33_333.3, abs=0.1)
    assert speed_needed(33_333.3, 168) == pytest.approx(198.4, abs=0.1)
    assert speed_needed(10, 0) == 0.0


def test_gpu_hours_cards_and_cost_at_a_published_time():
    # 3DGS 41 min 33 s a scene (2,493 s): 120 scenes a day = 83.1 GPU-h → 4 cards within 24 h; at $0.50/h $41.55 a
    # day, × 30.4 days (tools.constants) ≈ $1,263 a month
    h = gpu_hours(120, 2493)
    assert h == pytest.approx(83.1, abs=0.05)
    assert cards_within(h, 24) == 4 and cards_within(24, 24) == 1 and cards_within(5, 0) == 0
    assert job_cost(h, 0.5) == pytest.approx(41.55, abs=0.01)
    assert per_month(41.55) == pytest.approx(41.55 * 30.4, rel=1e-3)
    # Marker 0.44 s a page: 1.2M pages = 146.7 GPU-h
    assert gpu_hours(1_200_000, 0.44) == pytest.approx(146.7, abs=0.1)


def test_tree_matrix_memory_raw_and_quantised():
    # 500M rows × 120 features: 240 GB raw float32 (4 B a cell), 60 GB quantised (1 B); on 80 GB cards: 1 card
    # quantised, 3 raw; on 24 GB cards 3 quantised
    raw, q = tree_matrix_gb(500e6, 120)
    assert (raw, q) == (pytest.approx(240.0), pytest.approx(60.0))
    assert cards_holding(q, 80) == 1 and cards_holding(raw, 80) == 3 and cards_holding(q, 24) == 3


def test_the_licence_bars_only_a_business_use_of_a_non_commercial_model():
    uni, xgb = named_job("UNI"), named_job("XGBoost")
    assert blocks_use(uni, True) and not blocks_use(uni, None) and not blocks_use(uni, False)
    assert not blocks_use(xgb, True)


def test_the_pilot_card_is_the_familys_own_else_the_cheapest_that_holds_else_the_largest():
    opts = [CardOption("T4", 16, "aws g4dn", 0.5), CardOption("A10G", 24, "aws g5", 1.0),
            CardOption("L40S", 48, "x l40s", 1.8)]
    assert pilot_card("L40S", opts, 30).card == "L40S"  # its own card, rented here
    assert pilot_card("H100 SXM", opts, 20).card == "A10G"  # not rented here: the cheapest holding 20 GB
    assert pilot_card("H100 SXM", opts, 60).card == "L40S"  # none holds 60 GB: the most memory
    assert pilot_card("H100 SXM", [], 1) is None


def test_a_timed_job_in_a_place_without_its_card_takes_a_card_no_slower_there():
    # ESMFold's time is held for the L4 (300 GB/s, 121 TF dense BF16); "国内租卡" rents only mainland clouds, where
    # the L4 is not rented: the T4 (320 GB/s, 65 TF) is cheaper but slower in compute, the A10 (600 GB/s, 125 TF)
    # reaches both and is cheaper than the A100 (2,039 GB/s, 312 TF): the time holds on the A10, not on the T4
    l4 = CardOption("L4", 24, "", 0.0, 300, 121)
    opts = [CardOption("T4", 16, "tencent t4", 9.07, 320, 65), CardOption("A10", 24, "alibaba a10", 9.53, 600, 125),
            CardOption("A100 80GB SXM", 80, "alibaba a100", 40.0, 2039, 312)]
    assert not_slower_card(l4, opts, 0).card == "A10"
    assert not_slower_card(l4, opts, 40).card == "A100 80GB SXM"  # 40 GB asked: only the A100 holds it
    # an RTX A6000 time (3D Gaussian Splatting: 768 GB/s, 155 TF): the A10 falls short on bandwidth
    assert not_slower_card(CardOption("RTX A6000", 48, "", 0.0, 768, 155), opts, 24).card == "A100 80GB SXM"
    assert not_slower_card(l4, opts[:1], 0) is None  # only slower cards there: none (priced elsewhere, marked)
    assert not_slower_card(CardOption("X", 24, "", 0.0, None, None), opts, 0) is None  # unknown figures: no claim


@pytest.mark.parametrize("text, key, task, commercial", [
    # image, video and voice families: each read by its own name in other phrasings than any one question
    ("IDM VTON on our catalogue", "idm-vton", "tryon", False),  # weights CC-BY-NC-SA-4.0
    ("label crates with owl-v2", "owlv2", "detection", True),  # Apache-2.0
    ("Genmo's mochi 1 for ads", "mochi", "video", True),  # Apache-2.0
    ("fine-tune layoutlm v3 on claims", "layoutlmv3", "form", False),  # weights CC-BY-NC-SA-4.0
    ("paddleocr on receipts", "ppocr", "ocr", True),
    # a 0.9B vision-language model: its own row now (Apache-2.0, its accelerated backends need cc 8.0), never PP-OCR's
    ("PaddleOCR-VL for handwriting", "paddleocr-vl", "ocr", True),
    ("CAMPPlus embeddings", "campp", "speaker", True),
])
def test_image_video_and_voice_families_are_read_with_their_licence(text, key, task, commercial):
    got = named_job(text)
    assert (got.key, got.task, got.commercial) == (key, task, commercial) if key else got is None


def test_a_voice_check_needs_no_gpu_and_a_video_generator_an_80_gb_card():
    # CAM++ (about 7M parameters) embeds a 10 s call on a CPU: no GPU, no pilot card. Mochi-1's reference code needs
    # ~60 GB on one GPU (genmoai/mochi README): its pilot card holds 60 GB (an H100's 80 GB)
    cam, mochi = named_job("CAM++"), named_job("Mochi-1")
    assert (cam.gpu, cam.card, cam.unit) == ("no", None, "call")
    assert (mochi.min_gb, mochi.card, mochi.unit) == (60, "H100 SXM", "clip")


@pytest.mark.parametrize("task, unit, gpu", [
    ("tryon", "image", "yes"), ("detection", "image", "optional"), ("video", "clip", "yes"),
    ("speaker", "call", "no"), ("matting", "image", "optional"),
])
def test_a_model_no_table_holds_gets_its_tasks_unit_and_no_licence_or_time(task, unit, gpu):
    # a name the tables do not hold: the task's unit and GPU need, no licence held (the answer says to read it) and no
    # per-item time (time it on a pilot); an unknown task gives nothing, never a chat LLM
    j = provisional_job("Zeta-9", task)
    assert j is not None and (j.name, j.unit, j.gpu) == ("Zeta-9", unit, gpu)
    assert not j.licence_held and j.seconds_each is None and not blocks_use(j, True)
    assert provisional_job("Zeta-9", "chat") is None
