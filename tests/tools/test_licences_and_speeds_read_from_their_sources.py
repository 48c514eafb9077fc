"""Licences, speeds and shapes re-read from their stored sources carry that source and no "(from memory, re-check)";
the ones no stored source confirmed keep the mark. Each test pins the figure to what the source says, names the
source, and checks the mark's absence (or, where nothing was read, its presence), so a figure that drifts back to an
unread value, a mark that comes back on a read figure, or a mark dropped without a reading fails here.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

import tools.asr_families as asr_families
import tools.detector_rows as detector_rows
import tools.domain_jobs as domain_jobs
import tools.encoder_family as encoder_family
import tools.generated_media as generated_media
import tools.launch_price as launch_price
import tools.media_models as media_models
import tools.model_origin as model_origin
import tools.vision as vision
import tools.voice_conversion as voice_conversion

ROOT = Path(__file__).resolve().parents[2]
MARK = "re-check"


def _licence_rows() -> dict[str, dict]:
    rows = json.loads((ROOT / "catalog/data/licences.json").read_text())["rows"]
    return {r["model"]: r for r in rows}


def _clause(doc: str | None, anchor: str) -> str:
    """The docstring's text from `anchor` to the end of its bullet, folded to single spaces."""
    text = doc or ""
    start = text.index(anchor)
    ends = [i for i in (text.find("\n- ", start), text.find("\n\n", start)) if i >= 0]
    return " ".join(text[start:min(ends) if ends else len(text)].split())


# Each licence as its own file says it (read 2026-12-05): GroundingDINO, mmdetection, scenic, RT-DETR LICENSE are the
# Apache License 2.0 text; YOLO-World's LICENSE is the GNU GPL v3; RIFE's and RVC's are MIT; DeepFilterNet's README
# "dual-licensed under either MIT ... or Apache-2.0"; DETR's README "released under the Apache 2.0 license"; the model
# pages: IDM-VTON and LayoutLMv3-base cc-by-nc-sa-4.0 (non-commercial), AIFS cc-by-4.0, Moirai-1.0-R cc-by-nc-4.0.
@pytest.mark.parametrize("model, licence, commercial, where", [
    ("Grounding DINO", "Apache-2.0", True, "GroundingDINO LICENSE"),
    ("YOLO-World", "GPL-3.0", True, "YOLO-World LICENSE"),
    ("RTMDet", "Apache-2.0", True, "mmdetection LICENSE"),
    ("DETR", "Apache-2.0", True, "detr README"),
    ("Tesseract OCR", "Apache-2.0", True, "tesseract LICENSE"),
    ("RIFE", "MIT", True, "ECCV2022-RIFE LICENSE"),
    ("DeepFilterNet", "MIT or Apache-2.0", True, "DeepFilterNet README"),
    ("RVC (Retrieval-based Voice Conversion WebUI)", "MIT", True, "Voice-Conversion-WebUI LICENSE"),
    ("OWLv2", "Apache-2.0", True, "scenic LICENSE"),
    ("IDM-VTON", "CC-BY-NC-SA-4.0", False, "yisol/IDM-VTON README.md"),
    ("LayoutLMv3", "CC-BY-NC-SA-4.0", False, "layoutlmv3-base model page"),
    ("AIFS (ECMWF)", "CC BY 4.0", True, "aifs-single model page"),
    ("Moirai (Salesforce)", "CC BY-NC 4.0", False, "moirai-1.0-R-base README.md"),
    ("Licence-plate recognition (detector + OCR)", "RT-DETR / YOLOX Apache-2.0", True, "RT-DETR LICENSE"),
])
def test_a_job_licence_read_from_its_file_carries_no_memory_mark(model, licence, commercial, where):
    r = _licence_rows()[model]
    assert r["licence"].startswith(licence) and r["commercial"] is commercial
    assert where in r["source"] and MARK not in r["source"] and "read 2026-12-05" in r["source"]


def test_the_weather_and_forecasting_alternatives_are_read_too():
    # AIFS cc-by-4.0 (its model page) and Aurora MIT (microsoft/aurora LICENSE.txt); TimesFM and Chronos-Bolt
    # apache-2.0 (their model pages): the commercial way out a non-commercial weights licence points to
    rows = _licence_rows()
    for model in ("GraphCast (DeepMind)", "Pangu-Weather"):
        assert rows[model]["alternative_licence"] == "CC BY 4.0 / MIT"
        assert "aurora LICENSE.txt" in rows[model]["alternative_source"]
    moirai = rows["Moirai (Salesforce)"]
    assert moirai["alternative_licence"] == "Apache-2.0" and "chronos-bolt" in moirai["alternative_source"]
    text = (ROOT / "catalog/data/licences.json").read_text()
    assert "from memory" not in text


def test_svd_is_the_community_licence_with_its_one_million_dollar_line():
    # Stability AI Community License (July 5, 2024), I. Introduction: free for organisations "generating annual
    # revenue of less than US $1,000,000"; the enterprise licence above
    row = _licence_rows()["Stable Video Diffusion (SVD / SVD-XT)"]
    assert row["revenue_cap"] == 1_000_000.0 and "US $1,000,000" in row["source"] and MARK not in row["source"]
    job = media_models.media_job("svd")
    assert job is not None and MARK not in job.licence_source


@pytest.mark.parametrize("key, licence", [
    # Seed-VC's LICENSE was replaced on 2024-09-14 by the GNU GPL v3; so-vits-svc's default 4.1-Stable branch carries
    # the GNU AGPL v3; RVC's is MIT
    ("seed-vc", "GPL-3.0"), ("so-vits-svc", "AGPL-3.0"), ("rvc", "MIT"),
])
def test_a_voice_conversion_licence_is_its_license_file(key, licence):
    m = voice_conversion.VC_MODELS[key]
    assert m.licence == licence and "LICENSE, read 2026-12-05" in m.licence_source and MARK not in m.licence_source


@pytest.mark.parametrize("key, fps, where", [
    # YOLO-World abstract: "35.4 AP with 52.0 FPS on V100" → 1 ÷ 52 = 19.2 ms; RTMDet abstract "300+ FPS on an
    # NVIDIA 3090 GPU" → 3.3 ms; RIFE abstract "30+ FPS for 2X 720p interpolation on a 2080Ti" → 33 ms
    ("yolo-world", 52.0, "abstract"), ("rtmdet", 300.0, "abstract"), ("rife-720p", 30.0, "abstract"),
])
def test_a_detector_speed_read_from_its_abstract_carries_no_memory_mark(key, fps, where):
    item = media_models.MEDIA_ITEMS[key]
    assert item["measured_s"] == pytest.approx(1 / fps) and where in item["source"] and MARK not in item["source"]


def test_deepfilternets_rtf_is_the_abstracts_and_its_one_core_is_said_as_assumed():
    # DeepFilterNet2 abstract: "reducing the real-time factor to 0.04 on a notebook Core-i5 CPU" → 0.04 × 3,600 = 144
    # core-seconds an hour of audio; the paper does not say one thread, so that is ASSUMED in the docstring
    item = media_models.MEDIA_ITEMS["deepfilternet"]
    assert item["cpu_core_s"] == pytest.approx(144) and "Core-i5" in item["source"] and MARK not in item["source"]
    assert "ASSUMED" in _clause(media_models.__doc__, "- DeepFilterNet (speech enhancement)")


def test_unread_speeds_keep_their_mark():
    # Grounding DINO's 8.37 FPS, DETR's 28 FPS and Tesseract's 2 core-seconds a page: no stored source read here
    for key in ("grounding-dino", "detr", "tesseract"):
        assert MARK in media_models.MEDIA_ITEMS[key]["source"], key
    # the China-market launch prices: no NVIDIA press release stored
    assert MARK in (ROOT / "tools/launch_price.py").read_text() and launch_price is not None


def test_the_plate_detector_and_weather_figures_name_what_was_read():
    # RT-DETR README model table: RT-DETR-R18 "T4 TensorRT FP16(FPS)" 217 → 4.6 ms a frame
    assert pytest.approx(1 / 217) == domain_jobs.PLATE_FRAME_S and MARK not in domain_jobs.PLATE_SRC
    rows = {j.key: j for j in domain_jobs.DOMAIN_JOBS}
    # FourCastNet abstract: "a week-long forecast in less than 2 seconds"; the card (A100) was not read: marked
    fcn = rows["fourcastnet"]
    assert fcn.seconds_each == 2 and "less than 2 seconds" in fcn.figure_source and MARK in fcn.figure_source
    assert MARK not in rows["aifs"].licence_source and "cc-by-4.0" in rows["aifs"].licence_source


def test_parakeet_v3s_rtfx_is_its_leaderboard_file():
    # parakeet-tdt-0.6b-v3 .eval_results/open_asr_leaderboard.yaml: rtfx 3332.74 (v2's file: 3386.02)
    row = next(r for r in asr_families.ASR_ROWS if r.key == "parakeet-tdt-0.6b-v3")
    assert row.rtfx == pytest.approx(3332.74) and "open_asr_leaderboard.yaml" in row.source and MARK not in row.source


def test_rf_detr_xl_parameters_and_the_t4s_decode_streams_are_read():
    # RF-DETR docs, Pretrained models: XL 126.4 M, 2XL 126.9 M; NVIDIA's T4 text: up to 38 full-HD streams × 30 fps
    # (the 30 said as assumed) = 1,140 frames a second
    assert MARK not in detector_rows._RFX and detector_rows.T4_DECODE_FPS == 38 * 30
    doc = detector_rows.__doc__ or ""
    assert "126.4 / 126.9" in doc and "38 full-HD video streams" in doc and "from memory" not in doc


def test_cogvideox_speeds_and_licence_are_the_readme_and_license():
    # CogVideo README: "Single H100: ~90 seconds" (5B) and ~45 s (2B); CogVideoX License 2: commercial use after
    # registering for a basic commercial licence, up to 1 million visits a month
    assert MARK not in generated_media.COGVIDEOX_SOURCE and MARK not in generated_media.COGVIDEOX_LICENCE
    assert "1 million visits a month" in generated_media.COGVIDEOX_LICENCE
    five = generated_media.VIDEO_MODELS["cogvideox-5b"].figures[0]
    assert five.seconds == 90.0 and MARK not in five.source


def test_origins_encoders_and_vision_towers_read_from_their_pages():
    origins = {o.family: o for o in model_origin.ORIGINS}
    assert MARK not in origins["ui-tars"].source and MARK not in origins["showui"].source
    assert MARK in origins["os-atlas"].source  # its lab was not confirmed by a stored page
    doc = encoder_family.__doc__
    for anchor in ("- e5-small-v2 and gte-small", "- gte-base is"):
        assert MARK not in _clause(doc, anchor), anchor
    # Mllama: 32 + 8 global layers × 1,280, intermediate 5,120; Qwen3-VL-8B: 27 × 1,152, intermediate 4,304
    assert MARK not in vision.MLLAMA and MARK not in vision.QWEN3_VL and "27 layers × 1,152" in vision.QWEN3_VL
    # MiniCPM-V 2.6 is now read from its model card and config.json (448-px slices, 64 query tokens); Phi-3-vision is not
    assert MARK in vision.PHI3_VISION and MARK not in vision.MINICPM_V26


def test_titan_rtx_int8_is_twice_its_tensor_fp16_as_turing_says():
    # AnandTech's Turing deep dive: INT8 at double the FP16 tensor rate, INT4 quadruple: 130.5 × 2 = 261, × 4 = 522
    with open(ROOT / "catalog/data/gpus.csv", newline="") as f:
        rows = {r["name"]: r for r in csv.DictReader(f)}
    titan = rows["Titan RTX"]["source"]
    assert "261" in titan and "522" in titan and "anandtech.com" in titan and MARK not in titan
    assert MARK in rows["MI50 32GB"]["source"]  # its INT8 53 TOPS: no stored page read
