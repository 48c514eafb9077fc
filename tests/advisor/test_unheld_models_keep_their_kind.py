"""A non-LLM model the tables do not hold keeps the kind its name or the user's words say (OCR, depth) and is sized as
a typical model of that kind, never as a chat LLM; the commonly asked models of each kind are held rows with their
sizes and licences, and a licence whose hub tag and README disagree is said both ways."""

from __future__ import annotations

import pytest

from advisor.core.nonllm_jobs import job_of
from tests.conftest import module_ask, module_home
from tools.kind_models import KIND_JOBS, params_of, typical_params

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, name", [
    # English: Nanonets-OCR-s is a Qwen2.5-VL-3B OCR fine-tune no table holds; "OCR" in its name is the kind, so it is
    # an OCR job counted in pages (images) on an L4 pilot, never Llama-3.1-8B chat on 600-token text pages
    ("We will OCR 300k scanned receipts a month with Nanonets-OCR-s for a paid product. GPU and monthly cost?",
     "Nanonets-OCR-s"),
    # 简体: MonkeyOCR (a document parser) said with 识别 but no "OCR" word on its own: its name says the kind
    ("我们公司要用 MonkeyOCR 每天识别 2 万页扫描合同，收费服务，用什么 GPU？", "MonkeyOCR"),
    # 繁體: Chandra-OCR (a document-OCR VLM) is no held row: still an OCR model by its name, never a chat LLM
    ("我哋想用 Chandra-OCR 每個月處理 80 萬頁掃描文件，要租咩 GPU？", "Chandra-OCR"),
])
def test_an_unheld_ocr_model_is_a_typical_ocr_model(text: str, name: str) -> None:
    job = job_of(text)
    assert job is not None and job.name == name and job.task == "ocrunheld" and job.unit == "image"
    assert job.seconds_each is None and job.licence_held is False  # no time guessed: time it on a pilot


def test_typical_sizes_come_from_the_held_rows() -> None:
    # OCR rows: GOT-OCR2.0 0.58 B, dots.ocr 2.9 B (1.7 B LLM + 1.2 B vision), olmOCR-7B 8.3 B → median 2.9 B;
    # depth rows: Depth Anything V2 Large 0.335 B, Marigold's UNet 0.87 B, Depth Pro 0.952 B → median 0.87 B
    assert typical_params("ocr") == pytest.approx(2.9e9)
    assert typical_params("depth") == pytest.approx(0.87e9)
    assert params_of("jina-embeddings-v3") == pytest.approx(0.572e9) and typical_params("chat") is None


@pytest.mark.parametrize("text, key, task", [
    # English: GOT-OCR2.0 (≈ 0.58 B: an 80 M encoder, a 0.5 B decoder) is its own row, not the Llama-3.1-8B proxy
    ("Transcribe 2 million scanned forms with GOT OCR 2.0 for our SaaS; which GPU and cost?", "got-ocr2", "ocrvlm"),
    # 简体: dots.ocr, MIT, 1.7 B LLM + 1.2 B vision: its own row
    ("用 dots.ocr 解析每月 30 万页 PDF，租什么卡？", "dotsocr", "ocrvlm"),
    # 繁體: Marigold is SD2-UNet diffusion (steps × ensemble passes an image), never single-pass Depth Anything
    ("我們要用 Marigold 為 20 萬張產品照片生成深度圖，要幾張卡？", "marigold", "depthdiff"),
])
def test_commonly_asked_models_are_held_rows(text: str, key: str, task: str) -> None:
    job = job_of(text)
    assert job is not None and job.key == key and job.task == task and job.licence


def test_got_licence_says_both_and_the_stricter_applies() -> None:
    got = next(j for j in KIND_JOBS if j.key == "got-ocr2")
    assert "apache-2.0" in got.licence and "research use only" in got.licence and "stricter" in got.licence
    assert got.commercial is False  # the README's research-only reading governs a paid product


@pytest.mark.slow
@pytest.mark.parametrize("text, said", [
    # English: an unheld OCR model in a paid product: the typical OCR size said, never a Llama stand-in
    ("Our invoicing startup will run Nanonets-OCR-s on 150k pages a month. What GPU and monthly cost?",
     "typical OCR model"),
    # 简体: Marigold on video frames: the diffusion passes said, not Depth Anything's single pass
    ("我们要用 marigold 给 50 万帧视频做深度图，3 天内完成，用什么卡？", "去噪步"),
])
def test_answer_keeps_the_kind(ask, text: str, said: str) -> None:
    out = ask(text)
    assert "Llama" not in out and "Qwen" not in out and said in out
