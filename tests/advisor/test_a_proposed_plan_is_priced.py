"""A plan the user proposes or was quoted ("the vendor says rent 4x A100 for two weeks", "IT wants a 4xA100 node
24/7", 廠商建議租 8 張 A100 全天候, 顧問建議租 4 張 H100 兩週) is priced from the catalog beside the pick and said as a
multiple of what the work needs, and every non-LLM answer that is asked its cost carries one: a nightly forecast a
night and a month, a page-retrieval index's serving machine a month. In English, 简体 and 繁體, with other models,
counts and spans than the review's (a week of 8 × H100 for Qwen3-30B-A3B tickets, 8 × A100 24/7 for 5 M SKUs, 2 M
ColPali pages).

Hand figures (the GPU-hours are count × span, catalog-proof; the multiple is plan ÷ pick, ≥ 10× in every case):
- 8 × H100 for a week ("we planned"): 8 × 168 = 1,344 GPU-hours; 3 M descriptions on Qwen2.5-7B, a ≈ $25 job.
- 2 nodes of 8 × MI300X for a month: 16 × 730 = 11,680 GPU-hours, no 16-card row: 16 × the cheapest GPU-hour.
- 4 × A100 for two weeks: 4 × 336 = 1,344 GPU-hours; 1 M reviews of ≈ 270 tokens on Llama-3.1-8B is a few GPU-hours.
- 4 × A100 for a month (简体, Qwen2.5-14B, 500 k articles): 4 × 730 = 2,920 GPU-hours against a ≈ 6.5 h job.
- 4 × H100 for two weeks (繁體, Llama-3.1-8B LoRA, 200 M tokens × 3): 1,344 GPU-hours against ≈ 15 GPU-hours.
- 4 × H100 for two weeks (繁體, Whisper large-v3, 300 h of audio × 3 epochs ≈ 7.5e17 FLOP): a job under an hour.
- Chronos-Bolt-Small, 800 k series: 2 × 48 M × 129 tokens = 12.4 GFLOP × 800 k = 9.9e15 FLOP ÷ (121 TFLOPS × 10 %)
  ≈ 14 min a night on one L4; 4 × A100 24/7 = 2,920 GPU-hours a month.
- Chronos-Bolt-Base, 3 M series (繁體): 52.9 GFLOP × 3 M = 1.6e17 FLOP → ≈ 3.6 h a night; 8 × A100 全天候 = 5,840
  GPU-hours a month.
- ColQwen2, 500 k pages (简体), 200 queries a minute: binarised 500e3 × 1,030 × 128 ÷ 8 = 8.24 GB × 1.5 ≈ 12 GiB of
  RAM; FP16 131.8 GB × 1.5 ≈ 184 GiB. ColPali, 8 M pages (繁體): binarised 131.8 GB ≈ 184 GiB; FP16 2,109 GB.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

PLAN = re.compile(r"(?:The proposed plan priced|按提议的方案算|按提議的方案算)[^\n]*?([\d,]+) GPU[- ](?:hours|小时|小時)"
                  r"[^\n]*?([\d,]+)(?:×| 倍)")


@pytest.mark.parametrize(("text", "gpu_hours"), [
    ("we need to classify 1 million product reviews (~200 words each, one-word label) with llama-3.1-8b by friday. "
     "the vendor says rent 4x A100 for two weeks, is that sensible? what will it cost?", 1344),
    ("我们要用 Qwen2.5-14B 给 50 万篇文章写摘要（每篇约 1000 字，摘要 100 字），老板想租 4 张 A100 一个月，合理吗？要花多少钱？",
     2920),
    ("廠商建議租4張H100兩週，用 LoRA 微調 Llama-3.1-8B，資料 2 億 token、3 個 epoch，這樣合理嗎？費用多少？", 1344),
    ("我們有 300 小時客語錄音加逐字稿，想全參數微調 whisper large-v3（不要 lora），顧問建議租 4 張 H100 兩週，合理嗎？", 1344),
    ("we have 800k store-item series, want a nightly forecast with chronos-bolt-small. our IT team wants a 4xA100 node "
     "running 24/7, is that overkill? monthly cost?", 2920),
    ("we planned 8xH100 for a week to translate 3 million product descriptions (~150 words each) with "
     "qwen2.5-7b-instruct. is that overkill? cost?", 1344),
    ("每晚用 Chronos-Bolt-Base 預測 300萬條時間序列，廠商建議租 8 張 A100 全天候跑，這樣合理嗎？每月多少錢？", 5840),
])
def test_the_proposed_plan_is_priced_and_held_against_the_work(tmp_path, text, gpu_hours):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    m = PLAN.search(out)
    assert m is not None, out[-2500:]
    assert int(m.group(1).replace(",", "")) == gpu_hours
    assert int(m.group(2).replace(",", "")) >= 10, m.group(0)  # a small job: the plan is many times the work


def test_a_service_plan_with_no_row_of_its_count_is_the_gpu_hour_times_the_count(tmp_path):
    # 2 nodes of 8 × MI300X for a month: 16 × 730 = 11,680 GPU-hours; no 16-card row, so 16 × the cheapest MI300X
    # GPU-hour, said as such; against the pick's hourly price over the same 730 h (a service: its month)
    out = Engine(store=Store(tmp_path / "s.db")).handle(
        "k", "the AMD rep says we need 2 nodes of 8x MI300X for a month to serve llama-3.1-70b to 200 users. is that "
        "true? cost?").text
    assert "16 × MI300X for a month = 11,680 GPU-hours" in out and "no 16-card row in the catalog" in out, out[-2000:]
    assert "for the same hours" in out


@pytest.mark.parametrize(("text", "needles"), [
    ("we have 800k store-item series, want a nightly forecast with chronos-bolt-small. our IT team wants a 4xA100 node "
     "running 24/7, is that overkill? monthly cost?", ("one L4", "≈ 14 min a night", "a month")),
    ("每晚用 Chronos-Bolt-Base 預測 300萬條時間序列，廠商建議租 8 張 A100 全天候跑，這樣合理嗎？每月多少錢？",
     ("一張 L4", "每晚約 3.6 小時", "每月")),
])
def test_a_nightly_forecast_is_priced_a_night_and_a_month(tmp_path, text, needles):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    for n in needles:
        assert n in out, out


@pytest.mark.parametrize(("text", "needles"), [
    ("我们想用 ColQwen2 给 50 万页扫描文档做检索，每分钟约 200 次查询，要几张 GPU 建索引和服务？每月多少钱？",
     ("每秒 3.33 次", "二值化 8 GB", "约需 12 GiB 内存", "FP16 原样保存 132 GB", "约需 184 GiB 内存", "≈ 每月")),
    ("我們想用 colpali 替 800 萬頁掃描檔做檢索，每分鐘大約 20 次查詢，建索引跟上線各要幾張 GPU？每月費用多少？",
     ("每秒 0.33 次", "二值化 132 GB", "FP16 原樣保存 2,109 GB", "≈ 每月")),
    ("colqwen2 retrieval over 300k scanned invoices, about 10 queries per second, what does serving cost a month?",
     ("binarised 5 GB", "kept in FP16 79 GB", "a month")),
])
def test_a_page_index_is_served_a_month(tmp_path, text, needles):
    out = Engine(store=Store(tmp_path / "s.db")).handle("k", text).text
    for n in needles:
        assert n in out, out
