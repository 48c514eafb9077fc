"""tools.domain_jobs: the rows of face restoration, medical segmentation, licence plates, weather, proteins and Kolors,
their licences, the class fallback for a model the tables do not hold, and the plate stream's arithmetic."""

import pytest

from tools.domain_jobs import (
    DOMAIN_JOBS,
    always_on_month,
    frame_ms_and_rate,
    provisional_domain,
    stream_cards,
)
from tools.nonllm_jobs import blocks_use, cards_within, gpu_hours, job_by_key, named_job, provisional_job


@pytest.mark.parametrize("text, key", [
    ("restore faces with GFPGAN", "gfpgan"), ("CodeFormer for a photo booth", "codeformer"),
    ("run TotalSegmentator on our scans", "totalsegmentator"), ("an nnU-Net for kidney MRI", "nnunet"),
    ("a MONAI bundle for spleen CT", "monai"), ("ANPR at the car park", "plate"), ("HyperLPR on gates", "plate"),
    ("FourCastNet ensembles", "fourcastnet"), ("Pangu-Weather rollouts", "pangu-weather"),
    ("DeepMind's GraphCast", "graphcast"), ("AlphaFold3 on complexes", "alphafold3"), ("AF3 jobs", "alphafold3"),
    ("AlphaFold2 monomers", "colabfold"), ("ColabFold batch", "colabfold"), ("Kolors posters", "kolors"),
    ("Microsoft Aurora for weather", "aurora"), ("the Aurora model's 10-day forecast", "aurora"), ("ECMWF AIFS", "aifs"),
    ("Boltz-2 on complexes", "boltz"), ("Chai-1 jobs", "chai"), ("ESMFold on metagenomes", "esmfold"),
    ("our Aurora PostgreSQL database", None), ("a marker gene panel", None),
])
def test_the_rows_are_read_by_name(text, key):
    got = named_job(text)
    assert (got.key if got else None) == key


def test_licences_that_bar_a_business_and_those_that_do_not():
    # CodeFormer NTU S-Lab (non-commercial), GraphCast / Pangu-Weather weights BY-NC-SA, AlphaFold3 parameters
    # non-commercial: a paid product is barred; GFPGAN Apache-2.0, ColabFold MIT + CC BY 4.0 parameters are not
    barred = {j.key for j in DOMAIN_JOBS if blocks_use(j, True)}
    # ProPainter (NTU S-Lab) and Moirai 1.0-R weights (CC BY-NC 4.0): tools.solver_jobs' rows, merged in
    # Stable Video Diffusion (Stability Community License, under US$1M revenue only): tools.media_models' row
    # GOT-OCR2.0 (catalog/data/licences.json, an OCR row now held in the table): Apache-2.0 on the HF tag but
    # "research use only … the license agreement of Vary" in the GitHub README; the stricter reading binds a paid
    # product, so it is barred; dots.ocr (MIT), Marigold and Depth Pro stay out of the set
    assert barred == {"codeformer", "graphcast", "pangu-weather", "alphafold3", "propainter", "moirai", "svd", "got-ocr2"}
    assert job_by_key("codeformer").alternative.startswith("GFPGAN")  # the permissive route is named
    assert all(j.licence_source for j in DOMAIN_JOBS)


def test_an_unheld_model_of_a_job_takes_the_jobs_held_figure():
    # "OmegaFold" folding proteins: ColabFold's 5 × 66 s = 330 s a protein on a V100, on an L4, its licence unread;
    # 9,000 proteins × 330 s ÷ 3,600 = 825 GPU-h; within a week (168 h) → ceil(4.91) = 5 cards
    job = provisional_job("OmegaFold", "protein")
    assert job is not None and job.name == "OmegaFold" and not job.licence_held and job.licence == ""
    assert job.seconds_each == 330 and job.card == "L4" and "estimate" in job.figure_source
    hours = gpu_hours(9000, job.seconds_each)
    assert hours == pytest.approx(825.0) and cards_within(hours, 168) == 5
    assert provisional_domain("X", "unknown-task") is None


def test_a_camera_stream_needs_cards_by_frames_a_second():
    # RT-DETR-R18 217 FPS on a T4 → 4.6 ms a frame; 90 cameras × 1 frame a second = 90 frames/s → 0.41 of a T4 → 1;
    # 520 cameras → 520 / 217 = 2.40 → 3 cards; 3 held all month at $0.60 an hour: 3 × 0.60 × 730 = $1,314
    ms, rate = frame_ms_and_rate()
    assert ms == pytest.approx(4.608, abs=0.01) and rate == pytest.approx(217)
    assert stream_cards(90, 1.0, 1 / 217) == (90, 1)
    assert stream_cards(520, 1.0, 1 / 217) == (520, 3)
    assert always_on_month(3, 0.60) == pytest.approx(1314.0)


def test_an_audio_driven_wan_model_keeps_its_own_name():
    # Wan2.2-S2V-14B (speech-to-video) is a 14 B DiT: timed as the A14B's one 14 B expert a step, but named as itself,
    # never "Wan2.2-T2V-A14B" in its place; "wan2.2 s2v" said loosely is the same model
    from tools.generated_media import VIDEO_MODELS, video_model

    for said in ("Wan2.2-S2V-14B for talking heads", "wan2.2 s2v avatars"):
        m = video_model(said)
        assert m is not None and m.name == "Wan2.2-S2V-14B" and "S2V" in m.licence_source
        assert m.clip_seconds == VIDEO_MODELS["wan22-a14b"].clip_seconds
    assert video_model("Wan2.2-T2V-A14B").name == "Wan2.2-T2V-A14B"


@pytest.mark.parametrize("text, key", [
    ("score variants with evo 2 (the 40B one)", "evo2"), ("Evo 2 7B on our L40S", "evo2-7b"),
    ("evo2_7b embeddings", "evo2-7b"), ("Evo2 40B", "evo2"), ("an evolution of our model", None),
])
def test_evo2_rows_are_read_by_name_and_size(text, key):
    got = named_job(text)
    assert (got.key if got else None) == key


def test_a_compute_capability_floor_is_checked_against_the_card():
    from tools.domain_jobs import EVO2_MIN_CC, below_cc_floor

    # Evo 2 40B's FP8 layers (cc ≥ 8.9): an A100 / A800 (8.0) is under it; an L40S (8.9) and an H100 (9.0) clear it;
    # no floor held, or an AMD ISA name, never blocks
    assert below_cc_floor(EVO2_MIN_CC, "8.0") and not below_cc_floor(EVO2_MIN_CC, "8.9")
    assert not below_cc_floor(EVO2_MIN_CC, "9.0") and not below_cc_floor(0.0, "7.5")
    assert not below_cc_floor(EVO2_MIN_CC, "gfx942")


def test_a_price_a_month_against_the_plan_held_all_month():
    from tools.domain_jobs import quote_against_plan

    # HK$40,000 a month against 2 × T4 at HK$3.28/h × 730 h = HK$4,788.80 → 8.35 ×; the ratio only, no dear/cheap word
    assert round(quote_against_plan(40_000, 2 * 3.28 * 730), 2) == 8.35
    assert round(quote_against_plan(300, 730), 2) == 0.41


def test_a_budget_a_month_against_the_plan_held_all_month():
    from tools.domain_jobs import plan_within_budget

    # 2 × T4 at HK$6.32/h × 730 h = HK$9,227.20: 23 % of a HK$40,000 budget (within), 185 % of HK$5,000 (over)
    share, within = plan_within_budget(40_000, 2 * 6.32 * 730)
    assert round(share, 2) == 0.23 and within
    share, within = plan_within_budget(5_000, 2 * 6.32 * 730)
    assert round(share, 2) == 1.85 and not within


def test_the_month_said_from_a_quoted_price():
    from tools.derived_generation import month_said
    from tools.schema import QuotedPrice, Workload

    fx = {"HKD": 7.8, "CNY": 7.2}
    assert month_said(Workload(), "USD", 7.2, fx) is None
    # 报价每月3万元租1张A100: one card said, 1 × ¥30,000 = ¥30,000
    w = Workload(quoted_price=QuotedPrice(amount=30_000, currency="CNY", per="month", scope="gpu", gpus=1))
    assert month_said(w, "CNY", 7.2, fx) == pytest.approx(30_000)
    # 8卡A100，每卡每月¥5,000: the machine's month is 8 × 5,000 = ¥40,000, never ¥5,000
    w = Workload(quoted_price=QuotedPrice(amount=5_000, currency="CNY", per="month", scope="gpu", gpus=8))
    assert month_said(w, "CNY", 7.2, fx) == pytest.approx(40_000)
    # 每卡每月¥5,000 with the GPU count said apart ("8 GPUs"): 8 × 5,000 = ¥40,000; with no count at all: None
    w = Workload(num_gpus=8, quoted_price=QuotedPrice(amount=5_000, currency="CNY", per="month", scope="gpu"))
    assert month_said(w, "CNY", 7.2, fx) == pytest.approx(40_000)
    w = Workload(quoted_price=QuotedPrice(amount=5_000, currency="CNY", per="month", scope="gpu"))
    assert month_said(w, "CNY", 7.2, fx) is None
    # a machine's $8 an hour held 730 h = $5,840 a month
    w = Workload(quoted_price=QuotedPrice(amount=8, currency="USD", per="hour", scope="machine"))
    assert month_said(w, "USD", 7.2, fx) == pytest.approx(5_840)
    # a per-GPU hour is no price of the whole service
    w = Workload(quoted_price=QuotedPrice(amount=2, currency="USD", per="hour", scope="gpu"))
    assert month_said(w, "USD", 7.2, fx) is None
