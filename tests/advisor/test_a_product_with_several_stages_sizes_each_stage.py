"""A question that names several stages of one product sizes every stage, not one of them: a RAG stack (an embedder
that indexes the documents once, a reranker and query embeddings at the query rate, an LLM that answers the people)
leads with the LLM serving and says each other stage in one line with its machine and month, then the month summed over
the stages against the budget; a speech pipeline (ASR, then an LLM on each recording) sizes the audio a day as its own
stage and the recordings a day as the LLM's requests. Follow-ups (hours, place) keep the stages.
advisor.core.extract_stated.read_rag_stages, advisor.core.extract_rules.read_speech_stages,
advisor.core.service.side_stages / side_speech, tools.stages. docs/RECOMMENDER.md "Several stages of one product"."""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import Workload
from tools.stages import speech_stage_month, stage_query_rate, stages_month

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, size, docs", [
    # 12 万份 = 120,000 contracts; "一个 14B 左右的模型" is the LLM's size, not bge-m3's (568 M)
    ("法务部门要做合同检索问答，大约 12 万份合同，员工 60 人，用 bge-m3 + 一个 14B 左右的模型，租什么？", 14.0, 120_000),
    # Traditional: 2 萬份 = 20,000 documents; 重排 names the reranking stage
    ("醫院要做病歷知識庫問答，約 2 萬份文件，員工 300 人，用 bge-m3 加重排，再配一個 8B 的模型，要租什麼？", 8.0, 20_000),
    ("support wiki Q&A for 90 agents: 25k articles embedded with bge-m3, a reranker, and a ~70B model. what to rent?",
     70.0, 25_000),
])
def test_an_llm_size_beside_a_named_embedder_is_the_served_model(text, size, docs):
    p = extract(text).patch
    assert (p.modality, p.params_b, p.index_items, p.batch_requests) == (None, size, docs, None)


@pytest.mark.parametrize("text", [
    "embed 80k documents with a 7B embedding model",  # the size is the embedder's own: an embedding job
    "embed 300k documents with bge-m3, cheapest?",  # an embedder alone: an embedding job
    "用 Qwen3-Embedding-8B 把 50 万条商品标题向量化",  # the 8B is in the embedder's name
])
def test_an_embedding_job_alone_stays_an_embedding_job(text):
    p = extract(text).patch
    assert p.modality == "embedding" and p.index_items is None


@pytest.mark.parametrize("text, per_day", [
    # one summary per recording: 1,200 meeting recordings a day are 1,200 LLM requests a day
    ("每天 1,200 段会议录音，每段约 20 分钟，用 Whisper 转写后用 Qwen2.5-14B 写纪要，租什么？", 1200.0),
    ("our clinic gets 600 voicemails a day, 2 minutes each; transcribe them and summarise each with Llama-3.1-8B. "
     "what GPU?", 600.0),
    ("每日 900 通客服電話，每通約 4 分鐘，先用 Whisper 轉寫，再用 Qwen2.5-7B 做摘要", 900.0),
])
def test_recordings_a_day_are_the_llms_requests_beside_an_asr_stage(text, per_day):
    p = extract(text).patch
    assert (p.modality, p.requests_per_day, p.batch_requests) == (None, per_day, None)


def test_a_speech_job_alone_stays_a_speech_job():
    p = extract("Whisper large-v3 transcribes 4000 calls a day, 5 min each").patch
    assert p.modality == "speech" and p.requests_per_day is None


@pytest.mark.parametrize("text", ["如果只在上班时间开呢？", "如果只喺返工時間開呢？",
                                  "what if it's only on during business hours?"])
def test_office_hours_said_with_the_use_word_after_them_are_the_schedule(text):
    # the office words with no clock: 9:00–18:00 on weekdays (tools.schedule), 9 h a day, 5 days a week
    p = extract(text).patch
    assert (p.usage_hours_per_day, p.usage_days_per_week) == (9.0, 5.0)


def test_the_stage_query_rate_comes_from_the_people():
    # 120 staff × 5 questions a day (tools.traffic.MESSAGES_PER_DAILY_USER) = 600 a day; the busiest hour carries 10 %:
    # 600 × 0.10 ÷ 3,600 s = 0.0167/s → 0.017 to two significant figures
    assert stage_query_rate(Workload(head_count=120)) == 0.017
    # a stated day's count wins: 9,000 a day → 9,000 × 0.10 ÷ 3,600 = 0.25/s
    assert stage_query_rate(Workload(head_count=120, requests_per_day=9000)) == 0.25
    assert stage_query_rate(Workload()) is None


def test_the_month_adds_every_stage():
    # an LLM at 2.00/h around the clock: 2 × 730 = 1,460; a speech stage of 60 a month → 1,520
    assert stages_month(2.0, None, Workload(), 60.0) == pytest.approx(1520.0)
    # office hours only: 9 h × 21.7 weekdays (tools.schedule) ≈ 195.3 h → 2 × 195.3 = 390.6
    assert stages_month(2.0, None, Workload(usage_hours_per_day=9, usage_days_per_week=5)) == pytest.approx(390.6, 0.01)
    assert stages_month(None, None, Workload(), 60.0) is None
    # a speech batch of 3.00 a day × 30.4 days = 91.2 a month; a batch run once has no month
    assert speech_stage_month(3.0, "day") == pytest.approx(91.2, 0.01)
    assert speech_stage_month(3.0, None) is None


def _money(s: str) -> float:
    return float(s.replace(",", ""))


@pytest.mark.slow
def test_a_chinese_rag_stack_sizes_the_index_the_reranker_and_the_sum(tmp_path):
    # Hand: 200 员工 × 5 = 1,000 questions a day → 1,000 × 0.10 ÷ 3,600 = 0.0278 → 0.028/s; the reranker scores 10
    # candidates (assumed) → 0.28 pairs/s. 5 万份 = 50,000 documents indexed once. The total is the LLM's month plus the
    # query-embedding and reranker months, each said in the answer (checked by adding them here)
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "公司内部知识库问答：大约 5 万份文档，员工 200 人，用 bge-m3 召回 + 重排 + 一个 14B 左右的模型生成，每月预算 2 万元，"
        "租什么？")).text
    lines = out.splitlines()
    assert "5 万" not in lines[0] and "50,000 份文档的检索" in lines[0], lines[0]
    index = next(x for x in lines if "一次性——文档向量化" in x)
    assert "bge-m3" in index and "50,000 条" in index and "总价约 ¥" in index, index
    rerank = next(x for x in lines if "重排：bge-reranker-v2-m3" in x)
    assert "每秒 0.028 个查询 × 10 = 0.28 对" in rerank, rerank
    total = next(x for x in lines if "全部环节合计" in x)
    llm = _money(re.search(r"每月 ≈ ¥([\d,]+)（730 小时）", out).group(1))
    sides = [_money(re.search(r"每月约 ¥([\d,]+)", x).group(1)) for x in lines if x.startswith("> 在线服务（每月）")]
    said = _money(re.search(r"每月约 ¥([\d,]+)", total).group(1))
    assert len(sides) == 2 and abs(said - (llm + sum(sides))) <= 2, (said, llm, sides)
    assert "¥20,000 的预算" in total, total


@pytest.mark.slow
def test_an_english_asr_then_llm_pipeline_sizes_the_audio_stage(tmp_path):
    # Hand: 600 voicemails × 2 min = 1,200 min = 20 h of audio a day (the ASR stage); 600 summaries a day → the LLM
    # at 600 × 0.10 ÷ 3,600 = 0.0167 → 0.017 requests/s at the busiest hour
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "our clinic gets 600 voicemails a day, 2 minutes each; transcribe them and summarise each with Llama-3.1-8B. "
        "what GPU, and what a month?")).text
    assert "0.017 requests/s" in out.splitlines()[0], out.splitlines()[0]
    stage = next(x for x in out.splitlines() if "Speech-to-text stage" in x)
    assert "20 h of audio" in stage and "rent" in stage, stage
    assert any("Speech-to-text with no model named" in x for x in out.splitlines())
    assert any("All stages together (LLM + speech-to-text)" in x for x in out.splitlines())


@pytest.mark.slow
def test_a_traditional_rag_follow_up_on_office_hours_keeps_every_stage(tmp_path):
    # Hand: 150 員工 × 5 = 750 a day → 750 × 0.10 ÷ 3,600 = 0.0208 → 0.021/s; office hours: 9 h × 21.7 days = 195.3
    # → said as 195 or 196 h, never 730
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "公司內部知識庫問答：大約 3 萬份文件，員工 150 人，用 bge-m3 檢索 + reranker + Qwen2.5-14B 回答，"
                    "每月預算 NT$60,000，租什麼？")
    out = eng.handle("t", "如果只在上班時間開呢？").text
    assert "超出了我的範圍" not in out and "超出了我的范围" not in out
    rerank = next(x for x in out.splitlines() if "重排：bge-reranker-v2-m3" in x)
    assert "每秒 0.021 個查詢" in rerank and "730 小時" not in rerank, rerank
    assert any("全部環節合計" in x for x in out.splitlines())


@pytest.mark.slow
@pytest.mark.parametrize("text, peak", [
    # 3,000 a day ÷ 86,400 s × 2.4 (10 % of the day in its busiest hour) = 0.0833/s = 5 a minute
    ("we're making an app where people turn selfies into cartoon avatars with SDXL, around 3000 images a day. which GPU "
     "and what per month?", "5 images a minute at peak"),
    # 5,000 张 a day → 5,000 ÷ 86,400 × 2.4 = 0.139/s = 8.3 a minute, said as 8
    ("小程序让用户自己生成头像，用 SDXL，每天大概 5000 张，租什么卡，每月多少钱？", "高峰每分钟 8 张"),
])
def test_an_image_app_people_use_is_sized_at_its_peak_not_as_a_batch(tmp_path, text, peak):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", text).text
    assert peak in out.splitlines()[0] and "done in" not in out.splitlines()[0], out.splitlines()[0]


@pytest.mark.slow
def test_an_overnight_image_job_stays_a_batch(tmp_path):
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", "generate 50k product images with SDXL overnight for our "
                                                             "catalog").text
    assert "50,000 images" in out and "done in" in out
