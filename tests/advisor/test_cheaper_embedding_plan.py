""""Cheaper?" asked of an embedding plan answers with the same load on spot prices where that is cheaper, or says
plainly why nothing is (the stated filters, the fewest machines, no spot price, an assumed length), never the
previous answer word for word (a bge-m3 search endpoint on GCP was repeated unchanged)."""

from __future__ import annotations

import pytest

from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _plans(providers: list[str]):  # type: ignore[no-untyped-def]
    from advisor.core.service import catalog_rows
    from catalog.gpus import all_gpus
    from tools.embedding import encoder_named, plan

    enc = encoder_named("bge-m3")
    assert enc is not None
    w = Workload(target_requests_per_s=500, embed_queries=True, providers=providers)
    kw = {"currency": "USD", "usd_cny": 7.2, "fx": {}}
    rows = catalog_rows()[0]
    return plan(enc, w, all_gpus(), rows, **kw), plan(enc, w, all_gpus(), rows, **kw, billing="spot")


def test_spot_leads_where_it_is_cheaper() -> None:
    from tools.embedding import cheaper_line

    p, spot = _plans(["gcp"])
    assert p is not None and spot is not None and p.rows and spot.rows
    m = cheaper_line(p, spot)
    assert m is not None
    # GCP lists preemptible L4 well under its on-demand hour (≈ 44 % of it): below the 5 % tie, so spot leads
    assert spot.rows[0].cost < p.rows[0].cost * 0.95
    assert m.code == "embedding.cheaper_spot" and m.args["share"] < 0.95
    assert "spot" in m.text("en") and "抢占式" in m.text("zh")


def test_no_spot_price_says_why_nothing_is_cheaper() -> None:
    from tools.embedding import cheaper_line

    p, _ = _plans(["gcp"])
    assert p is not None and p.rows
    m = cheaper_line(p, None)
    assert m is not None and m.code == "embedding.cheaper_none"
    # 500 QPS × 32 tokens ≈ 10 TFLOP/s: one machine carries it, so fewer replicas are no lever
    assert p.rows[0].machines == 1
    en, zh = m.text("en"), m.text("zh")
    assert "already the cheapest plan under your stated filters" in en and "one machine" in en, en
    assert "32 tokens per request are assumed" in en, en
    assert "已经是在你给出的限制下最便宜的方案" in zh and "只有一台机器" in zh, zh


@pytest.mark.slow
@pytest.mark.parametrize("turns, said", [
    (["幫我估算 bge-m3 做即時向量檢索，每秒 500 個查詢", "只能用 GCP", "更便宜呢？"], "更便宜"),
    (["帮我估算 bge-m3 做实时向量检索，每秒500个查询", "只能用GCP", "还能更便宜吗"], "更便宜"),
    (["bge-m3 semantic search endpoint, 500 QPS", "only GCP", "anything cheaper?"], "Cheaper than"),
])
def test_the_third_turn_is_not_the_second_repeated(tmp_path, turns: list[str], said: str) -> None:  # type: ignore[no-untyped-def]
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    outs = [eng.handle("t", x).text for x in turns]
    assert outs[2] != outs[1], outs[2]
    assert said in outs[2].split("\n\n")[0], outs[2]
