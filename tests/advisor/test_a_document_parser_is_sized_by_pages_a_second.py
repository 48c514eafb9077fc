"""A named document-parsing VLM (MinerU2.5) over a stated corpus is a vision batch sized by its measured pages a
second (the paper's 2.12 on one A100, tools.media MEASURED "mineru2.5"), documents × pages each in all, with its
AGPL-3.0 line (tools/named_licences.py); never a default chat LLM "summarising" each paper (tools/vision_batch.py)."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from advisor.core.vision_batch import read_items
from tests.conftest import module_home
from tools.schema import Workload
from tools.vision_batch import JOBS, vision_job

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

ZH = "要把100万篇PDF论文（平均15页，有公式表格）用MinerU2.5解析成markdown进知识库，一周内搞完，用什么卡，多少钱"


@pytest.mark.parametrize("text, pages", [
    (ZH, 15_000_000),  # 1,000,000 × 15
    ("Parse 2 million PDF papers, 12 pages each, into Markdown with MinerU2.5", 24_000_000),
    ("用 MinerU 把 3 萬份合約（每份約 20 頁）轉成 Markdown", 600_000),
])
def test_documents_times_pages_each_are_the_pages(text, pages):
    job = vision_job(text)
    assert job is JOBS["mineru2.5"]
    assert read_items(job, Workload(), text)[0] == pages


@pytest.mark.slow
def test_a_million_papers_in_a_week_is_a_pages_batch_with_its_licence(tmp_path):
    # Hand: 15 M pages ÷ 2.12 pages/s ÷ 3,600 = 1,965 A100-hours; in 7 days (168 h) ≈ 12 A100s as shards
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", ZH).text
    assert "15,000,000 页" in out and "2.12" in out and "Qwen2.5-7B" not in out
    # MinerU's LICENSE.md from 3.1.0 (read 2026-12-06): Apache-2.0 with a separate licence past 100 M monthly users or
    # US$20 M monthly revenue and an online service's attribution; releases up to 3.0.x were AGPL-3.0 (was: AGPL only)
    assert "Apache-2.0" in out and "2000 万美元" in out and "3.1.0 之前的版本采用 AGPL-3.0" in out


@pytest.mark.slow
def test_an_english_parse_job_is_sized_in_gpu_hours(tmp_path):
    # Hand: 24 M pages ÷ 2.12 ÷ 3,600 = 3,145 A100-hours
    out = Engine(store=Store(tmp_path / "s.db")).handle("t", (
        "We need to parse 2 million PDF papers, 12 pages each, into Markdown with MinerU2.5 within 10 days. Which "
        "GPUs and what cost?")).text
    assert "24,000,000 pages parsed to Markdown" in out and "GPU-hours" in out and "AGPL-3.0" in out
