"""A corpus embedded once plus its new items a month (whatever the verb: re-embed, index, 向量化, 建索引) is a one-off
batch of the corpus with its monthly increment priced beside it — never that many a month, never an endpoint's
requests a day — in English, 简体 and 繁體."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.corpus_once_read import corpus_once
from advisor.core.store import Store
from tests.conftest import module_home
from tools.corpus_increment import increment_hours

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, want", [
    ("Paid product: index 35M product pages once with e5-mistral-7b-instruct, ~300 tokens each, then ~1.5M new "
     "pages a month", (35_000_000, 1_500_000)),
    ("先把 3000 万篇文档向量化一次，每篇约 400 token，之后每月新增 200 万篇", (30_000_000, 2_000_000)),
    ("我們要一次建索引 1,500 萬篇文件，每篇約 600 token，每月再加 100 萬篇", (15_000_000, 1_000_000)),
    ("vectorise 8M chunks one-off, plus 400k chunks/month", (8_000_000, 400_000)),
])
def test_the_corpus_and_its_increment_are_read(text, want):
    assert corpus_once(text) == want


@pytest.mark.parametrize("text", ["embed 10M docs a month", "index 5M docs once", "每月向量化 200 万篇文档"])
def test_without_both_it_is_no_increment(text):
    assert corpus_once(text) is None


def test_the_increment_scales_the_run_not_the_start_up():
    # a 10.25 h one-off (10 h run + 0.25 h start-up) for 20M items → 2M a month: 10 × 0.1 + 0.25 = 1.25 h
    assert abs(increment_hours(10.25, 20_000_000, 2_000_000) - 1.25) < 1e-9


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_english_paid_saas_is_a_one_off_with_its_month(tmp_path):
    # 35M × 300 = 1.05e10 tokens, e5-mistral (Mistral-7B body) ≈ 14.1 GFLOP a token → ≈ 1.48e20 FLOP ≈ 83 H100-hours
    # once; 1.5M a month is 4 % of that; index 35M × 4,096 × 4 B = 573.4 GB fp32, growing 1.5M × 16 KiB ≈ 24.6 GB a month
    out = _ask(tmp_path, "Our paid search product: index 35M product pages once with e5-mistral-7b-instruct, ~300 "
                         "tokens each, then ~1.5M new pages a month. Cheapest GPU plan? Index size?")
    assert "requests/s" not in out and "requests a day" not in out
    assert "35,000,000 items" in out and "1,500,000 new items a month" in out and "4%" in out
    assert "573.4 GB" in out and "24.6 GB a month" in out


@pytest.mark.slow
def test_simplified_is_a_one_off_with_its_month(tmp_path):
    # 30M × 400 tokens once; 2M a month = 7 % of it; the index grows 2M × 4,096 × 4 B ≈ 32.8 GB a month
    out = _ask(tmp_path, "我们的付费搜索产品要用 e5-mistral-7b-instruct：先把 3000 万篇文档向量化一次，每篇约 400 token，之后"
                         "每月新增 200 万篇。最便宜的方案？索引多大？")
    assert "之后每月新增 2,000,000 条" in out and "32.8 GB" in out and "7%" in out


@pytest.mark.slow
def test_traditional_is_a_one_off_with_its_month(tmp_path):
    # 15M × 600 tokens once (NV-Embed-v2 on Mistral-7B); 1M a month ≈ 7 %; 1M × 4,096 × 4 B ≈ 16.4 GB a month
    out = _ask(tmp_path, "我們要用 NV-Embed-v2 一次建索引 1,500 萬篇文件，每篇約 600 token，每月再加 100 萬篇，索引多大？")
    assert "每月新增 1,000,000 條" in out and "16.4 GB" in out
