"""A named image, video or voice model — one of tools.nonllm_jobs' rows, or one no table holds said beside a non-text
job word (try-on, detection / boxes, background removal, video generation, speaker verification, form fields, OCR) —
gets a provisional non-LLM plan in the job's unit (the work counted, a pilot card, "time it on a pilot"), never a chat
LLM (Qwen2.5-7B) in its place and never a bare "which model?". A card the user proposes is said against the job's
need; a non-commercial licence leads for a business. English, 简体 and 繁體, other names and numbers than any review's.

Hand reasoning:
- "OmDet-Turbo" boxes on 600k warehouse photos, a colleague proposes 4 × H100: an open-vocabulary detector is a small
  model; the work is 600,000 images, time it on one card; 4 × H100 is far more than it needs.
- "StableVITON" try-on, 30k images a day, for a shop (商用): unheld, so its licence is to be read (no guess); 30,000
  images a day, on one 24 GB card's pilot time.
- "WeSpeaker" voiceprints, 5,000 calls a day, IT wants two L40S: speaker embeddings are CPU work — no GPU server.
- OWLv2 boxes on 8,000 shelf photos a day, the boss wants to buy an RTX 4090 in Hong Kong: more card than it needs,
  and the card needs a US export licence there.
- LayoutLMv3 for a bank's forms: weights CC-BY-NC-SA-4.0 → the licence leads, LiLT / Donut the permissive route.
- A chat model named beside a text task ("情感检测" on reviews) is no image job: left to the LLM path.
"""

import pytest

from advisor.core.nonllm_jobs import counted, job_of, proposed_card, thread_text
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, name, task", [
    ("Draw bounding boxes on 600k warehouse photos with OmDet-Turbo", "OmDet-Turbo", "detection"),
    ("用StableVITON做虚拟试衣，每天3万张", "StableVITON", "tryon"),
    ("想用 WeSpeaker-2 做聲紋驗證", "WeSpeaker-2", "speaker"),
    ("用 Open-Sora-2 每天生成 120 条短视频", "Open-Sora-2", "video"),
    ("Remove the backgrounds of our catalogue with InSPyReNet", "InSPyReNet", "matting"),
    ("用 Calamari2 做 OCR，80萬張收據", "Calamari2", "ocr"),  # Tesseract is a held row now (tools.media_models)
])
def test_a_model_no_table_holds_beside_a_job_word_is_that_job(text, name, task):
    got = job_of(text)
    assert got is not None and (got.name, got.task, got.licence_held) == (name, task, False)


@pytest.mark.parametrize("text", [
    "用 FooLM-3 做评论情感检测",  # a text task: the LLM path
    "segment customer reviews with Zeta-2",
    "用Bar-2做视频字幕翻译",  # subtitles, not video generation
    "Convert 1M scanned pages to text with olmOCR",  # an OCR VLM on a held base: sized on the held vision model
])
def test_a_text_job_or_an_ocr_named_vlm_is_no_provisional_job(text):
    assert job_of(text) is None


@pytest.mark.parametrize("text, unit, backlog, daily", [
    ("600k warehouse photos", "image", 600_000, None),
    ("每天大概4万张", "image", None, 40_000),
    ("每日有8000張產品相", "image", None, 8_000),
    ("每日大概5000通電話", "call", None, 5_000),
    ("每天生成120条短视频", "clip", None, 120),
    ("50 clips a day", "clip", None, 50),
])
def test_the_work_is_counted_in_images_calls_or_clips(text, unit, backlog, daily):
    c = counted(text, unit)
    assert (c.backlog, c.daily) == (backlog, daily)


def test_a_proposed_card_is_read():
    assert proposed_card("老板说直接租一台4卡H800") == (4, "H800")
    assert proposed_card("want to buy an RTX 5080") == (None, "RTX 5080")


ask = pytest.fixture(scope="module", name="ask")(module_ask)


def _no_llm(out: str) -> None:
    assert "Qwen" not in out and "Llama" not in out and "tokens/s" not in out and "token" not in out


@pytest.mark.slow
def test_an_unheld_detector_with_a_proposed_server_english(ask):
    out = ask("We need OmDet-Turbo to draw bounding boxes on 600k warehouse photos this weekend; a colleague says "
              "rent 4x H100. Is that right?")
    _no_llm(out)
    # no time held: said not known with the 1-hour timing run, GPU-hours = 600,000 ÷ D (no 1 s placeholder)
    assert "600,000 images" in out and "not known" in out and "600,000 ÷ D" in out and "not in my tables" in out
    assert "4 × H100" in out and "far more than this job needs" in out


@pytest.mark.slow
def test_an_unheld_try_on_model_simplified(ask):
    out = ask("我们服装网店想用StableVITON做虚拟试衣，每天大概3万张，商用，怎么部署最便宜")
    _no_llm(out)
    # a daily flow with no time held: 未知, the 1-hour run, GPU 小时 = 30,000 ÷ D, cards for the day's 24 h
    assert "每天 30,000 张图" in out and "不在我的表里" in out and "未知" in out and "30,000 ÷ D" in out
    assert "RTX 4090" in out


@pytest.mark.slow
def test_an_unheld_speaker_model_needs_no_gpu_traditional(ask):
    out = ask("銀行客服想用 WeSpeaker-2 做聲紋驗證，每日大概5000通電話，IT話要買兩張L40S，使唔使？")
    _no_llm(out)
    assert "每天 5,000 通電話" in out and "不需要 GPU 伺服器" in out and "L40S" in out and "不需要——" in out


@pytest.mark.slow
def test_a_non_commercial_form_model_for_a_bank_leads_with_the_licence_traditional(ask):
    out = ask("銀行想用LayoutLMv3微調抽開戶表單欄位，有1萬張標註好的，之後每天3000張，要什麼GPU？")
    _no_llm(out)
    assert out.startswith("**⚠️") and "CC-BY-NC-SA-4.0" in out and "LiLT" in out and "每天 3,000 張圖" in out


@pytest.mark.slow
def test_a_detector_bought_in_hong_kong_is_said_with_its_export_licence_traditional(ask):
    # OWLv2 (Apache-2.0) boxes on 8,000 shop photos a day: a small model, one card is more than enough; an RTX 4090
    # bought in Hong Kong needs a US export licence (tools.compat.purchase_licensed) — said, with the 5090D / 4090D route
    out = ask("公司想用OWLv2幫每日8000張貨架相自動打框，老細想喺旺角買張RTX 4090擺公司自己跑，使唔使？")
    _no_llm(out)
    assert "每天 8,000 張圖" in out and "出口管制" in out and "Apache-2.0" in out and "RTX 4090：一張就夠" in out


def test_a_price_follow_up_re_reads_the_threads_job():
    # "and on Alibaba Cloud, a month?" names no model and no count: the thread's try-on job is re-read, never a bare
    # "which model?"; a follow-up with nothing of the job or its price is left alone
    said = ["那放阿里云上一个月多少钱", "用 StableVITON 做虚拟试衣，每天 2 万张"]
    assert thread_text(said) == "\n".join(said)
    assert thread_text(["谢谢", "用 StableVITON 做虚拟试衣，每天 2 万张"]) is None


@pytest.mark.slow
def test_a_follow_up_moving_the_job_to_a_provider_traditional(tmp_path):
    # StableVITON try-on, 20,000 images a day; "如果淨係用 AWS，一個月幾多錢？" → the same job re-planned on AWS's cards
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("c", "我哋網店想用 StableVITON 做虛擬試衣，每日大概2萬張，點部署最平？")
    out = eng.handle("c", "如果淨係用 AWS，一個月幾多錢？").text
    _no_llm(out)
    assert "每天 20,000 張圖" in out and "aws" in out.lower() and "不在我的表" in out
