"""A count a day said of a live service is its traffic (a peak request rate), not a batch; media model names glued
together and hours of audio said after the audio are read. Phrasings are not the reviews' own; expected values are
worked out by hand beside each assertion."""

import pytest

from advisor.core.conversation import STATED_COUNTS
from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.non_llm import named_model, stated_count

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text,rate", [
    # 36k a day, 10 % in the busiest hour = 3,600 in 3,600 s → 1.0/s
    ("Our invoice OCR endpoint will get ~36k documents per day. Which GPUs?", 1.0),
    # 简体: 每天1.2万个文档 → 1,200 in the busiest hour / 3,600 s = 0.333 → 0.33/s
    ("线上接口：每天大概1.2万个文档用bge-m3做向量化，用什么卡", 0.33),
    # a month's queries for an online service: 1,460,000 × 24 / 730 = 48,000 a day → 4,800 / 3,600 = 1.33 → 1.3/s
    ("Online service: rerank with bge-reranker-v2-m3, about 1,460,000 queries a month, p95 under 200 ms", 1.3),
])
def test_a_live_service_count_is_its_peak_rate(text, rate):
    p = extract(text).patch
    assert p.target_requests_per_s == pytest.approx(rate) and p.batch_requests is None and p.batch_period is None


@pytest.mark.parametrize("text", [
    "Generate 36k SDXL images per day in a nightly batch, 1024x1024",  # "nightly batch": a batch stays a batch
    "SDXL每天出2万张图，跑批就行，不用接口实时返回",  # 跑批 (a batch run) beside 接口: still a batch
])
def test_an_offline_job_stays_a_batch(text):
    # (an image API's day stays a count too: advisor.core.service sizes it at its peak, tested with whole answers)
    p = extract(text).patch
    assert p.batch_requests and p.batch_period == "day" and p.target_requests_per_s is None


@pytest.mark.parametrize("text,name", [
    ("whispermediumv3 转写会议录音", "Whisper medium-v3"),  # glued size + version
    ("用whisper_large_v2跑粤语", "Whisper large-v2"),  # underscores
    ("Transcribe with WhisperLarge please", "Whisper large"),  # glued size, no version
])
def test_glued_whisper_names_are_read(text, name):
    m = named_model(text)
    assert m is not None and m.name == name and m.family == "speech"


def test_other_words_starting_with_whisper_are_no_model():
    assert named_model("whispers in the hall") is None and named_model("run whisperx") is None


@pytest.mark.parametrize("text,hours", [
    ("每天的客服通话录音大约1500小时，用whisper转写", 1500),  # 录音 … 1500小时: hours of that audio
    ("錄音每日約800小時，隔天出結果", 800),  # 繁體
    ("we record support calls, roughly 2,500 hours a week, whisper large", 2500),  # calls … 2,500 hours
])
def test_hours_said_after_the_audio_are_audio_hours(text, hours):
    d = stated_count(text, STATED_COUNTS)
    assert d is not None and d.unit == "audio_hours" and d.amount == hours


def test_segments_are_not_hours_of_the_whole():
    # "10 recordings, 3 hours each": the hours are each one's, not the audio's total (audio_items sums them)
    assert stated_count("录音10段，每段3小时", STATED_COUNTS) is None
