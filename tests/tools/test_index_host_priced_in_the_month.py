"""An embedding backfill with a search service beside it: the vector index lives in a host's RAM, and that host is
priced into the serving month (tools.vector_index.index_hosts / chosen_host, tools.rerank.with_index_host), in float32
or, when a monthly budget is said and float32 breaks it, the first smaller format that keeps it (FP16, int8, PQ), said.
A second budget said for running the search beside the job's one-off one is read (Workload.serving_budget) and both
get a verdict."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.vector_index import HostOffer, chosen_host, format_gb, index_hosts, index_size


def _o(name: str, ram: float, price: float) -> HostOffer:
    return HostOffer("p", name, "r", "L40", 1, ram, price)


OFFERS = [_o("small", 16, 0.10), _o("mid", 128, 0.80), _o("big", 256, 1.60), _o("huge", 512, 3.20)]


def test_the_formats_with_their_links():
    # 50 M × 1,024 dims (bge-m3): float32 50e6 × 1,024 × 4 = 204.8 GB; HNSW links 50e6 × 32 × 2 × 4 = 12.8 GB
    # → 217.6 GB; FP16 102.4 + 12.8 = 115.2; int8 51.2 + 12.8 = 64.0; PQ 50e6 × 64 = 3.2 + 12.8 = 16.0 GB
    s = index_size(50_000_000, 1024)
    assert [round(format_gb(s, f), 1) for f in ("float32", "fp16", "int8", "pq")] == [217.6, 115.2, 64.0, 16.0]


def test_each_format_on_the_cheapest_host_with_that_ram():
    # 217.6 GB = 202.7 GiB → the 256 GiB host ($1.60/h × 730 = $1,168); 115.2 GB = 107.3 GiB → 128 GiB ($584);
    # 64.0 GB → 128 GiB ($584); 16.0 GB = 14.9 GiB → the 16 GiB host ($73)
    hosts = index_hosts(index_size(50_000_000, 1024), OFFERS, 730)
    assert [(h.fmt, h.offer.instance, round(h.month)) for h in hosts] == [
        ("float32", "big", 1168), ("fp16", "mid", 584), ("int8", "mid", 584), ("pq", "small", 73)]


@pytest.mark.parametrize("budget,other,fmt", [
    (None, 100.0, "float32"),  # no monthly budget: FAISS's default float32
    (2000.0, 100.0, "float32"),  # $1,168 + $100 within $2,000
    (700.0, 100.0, "fp16"),  # float32 $1,268 over; FP16 $684 within $700
    (300.0, 100.0, "pq"),  # only PQ: $173
    (100.0, 100.0, "pq"),  # nothing within: the cheapest, said over
])
def test_the_budget_picks_the_format(budget, other, fmt):
    hosts = index_hosts(index_size(50_000_000, 1024), OFFERS, 730)
    assert chosen_host(hosts, other, budget).fmt == fmt  # type: ignore[union-attr]


@pytest.mark.parametrize("text,total,month,cur", [
    ("embed 12M support tickets with bge-m3, then 40 queries/s. we have $900 one-off for the backfill and "
     "$350/month to run it", 900, 350, "USD"),
    ("用bge-m3把2000万段文本向量化（每段300 token），之后每秒30个查询。一次性预算1万元做向量化，之后每月5000元跑检索，够吗",
     10000, 5000, "CNY"),
    ("我們要用 bge-m3 把 5000 萬段判決書向量化，之後每秒 15 個查詢。一次性預算 2000 美元，之後每個月 600 美元跑檢索，可以嗎？",
     2000, 600, "USD"),
])
def test_a_one_off_and_a_monthly_budget_are_both_read(text, total, month, cur):
    p = extract(text).patch
    assert p.budget is not None and (p.budget.amount, p.budget.per, p.budget.currency) == (total, "total", cur)
    assert p.serving_budget is not None and (p.serving_budget.amount, p.serving_budget.per) == (month, "month")
    assert p.batch_period is None  # 之后每月5000元 is a budget's month, never a monthly re-embed


def test_one_budget_alone_is_no_serving_budget():
    assert extract("embed 5M docs with bge-m3 for $300 total").patch.serving_budget is None


@pytest.mark.slow
@pytest.mark.parametrize("text,fmt,verdict", [
    # by hand: 80 M × 1,024 (bge-m3) float32 327.7 GB + links 20.5 GB = 348.2 GB → a ≥ 325 GiB host ≈ $1,445 a month
    # (the catalog's cheapest), over $300 with the ≈ $110 query card; FP16 184.3 GB, int8 102.4 GB also over; PQ
    # 80e6 × 64 = 5.1 + 20.5 = 25.6 GB → a 35 GiB RTX A4000 host ≈ $182 → ≈ $292 a month, within $300
    ("我們要用 bge-m3 把 8000 萬段判決書向量化（每段約 300 token），之後每秒 15 個查詢。"
     "一次性預算 2000 美元，之後每個月 300 美元跑檢索，可以嗎？", "PQ", "預算內"),
    ("embed 30M passages (avg 350 tokens) with bge-m3, then serve ~20 queries/sec. budget: $1,000 one-off for the "
     "embedding, $2,500/month to run search. doable?", "float32", "within your $2,500/month budget"),
])
def test_the_index_host_is_in_the_month_and_both_budgets_judged(tmp_path, monkeypatch, text, fmt, verdict):
    from click.testing import CliRunner

    from advisor.cli import cli

    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    out = CliRunner().invoke(cli, ["ask", text]).output
    line = next(x for x in out.splitlines() if "HNSW" in x)
    assert fmt in line and ("/h" in line or "每小時" in line), out[-2500:]
    assert verdict in out and ("within your" in out or "預算" in out), out[-1500:]
