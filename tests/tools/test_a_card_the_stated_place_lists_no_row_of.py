"""A card the user limits the work to, on a cloud or in a place whose catalog rows hold no machine of that card at all
(priced or not), is refused openly as the catalog's fact — the rows' snapshot, its date and the cards that ARE listed
there — and the answer leads with the cheapest priced plan inside the stated clouds and places; never "only a price for
a L40S machine is missing, import a quote" over a card the place does not list, and never an unpriced family of the
place as the pick when a priced plan there holds the load (tools.card_claims.listed_nowhere,
tools.recommend.offered_not / priced_within)."""

from __future__ import annotations

import pytest

from advisor.core.service import catalog_rows
from catalog.places import gazetteer
from tools.card_claims import listed_nowhere
from tools.constraints import region_ok


def _nowhere(card_names: set[str], card: str, providers: list[str], regions: list[str]):
    places = gazetteer()

    def ok(x) -> bool:
        if providers and x.provider not in providers:
            return False
        return not regions or region_ok(x, regions, places, providers)

    return listed_nowhere(card_names, catalog_rows()[0], ok, card, providers, regions)


def test_aws_sydney_lists_no_l40s():
    # catalog/data/instances.csv, aws × ap-southeast-2: g4dn (T4), g5 (A10G), g6 / gr6 (L4), p3 (V100), p4d (A100 40GB),
    # p5 (H100), p5e (H200, capacity block) — no g6e (L40S) row at all
    m = _nowhere({"L40S"}, "L40S", ["aws"], ["au"])
    assert m is not None
    en, zh = m.text("en"), m.text("zh")
    assert en.startswith("AWS in Australia lists no L40S machine in my catalog (SkyPilot catalogs/"), en
    assert "snapshot of 2026-11-30" in en  # the v7 copy's date (the v8 rows state none)
    for card in ("L4", "A10G", "T4", "H100 SXM"):
        assert card in en
    assert "在我的目录里没有 L40S 机器" in zh and "AWS" in zh


@pytest.mark.parametrize(("names", "providers", "regions"), [
    # p5.48xlarge (8 × H100 SXM) is listed in ap-northeast-2 at $75.96/h: the card is there, nothing to refuse
    ({"H100 SXM", "H100 PCIe", "H100 NVL"}, ["aws"], ["kr"]),
    # GCP asia-northeast1 lists a3-highgpu / a3-megagpu (H100 SXM) and H100 PCIe attach rows
    ({"H100 SXM", "H100 PCIe", "H100 NVL"}, ["gcp"], ["jp"]),
    # Cudo au-melbourne-1 lists an L40S: only the place was stated, and the place has the card
    ({"L40S"}, [], ["au"]),
])
def test_a_card_listed_there_is_not_refused(names, providers, regions):
    assert _nowhere(names, "H100", providers, regions) is None


def test_a_cloud_with_nothing_priced_there_is_left_to_its_own_line():
    # Huawei's rows are unpriced families: "lists no X" would read as a priced catalog's coverage; its own path says
    # no public price and the families to ask about
    assert _nowhere({"L40S"}, "L40S", ["huawei"], []) is None


def _chat(tmp_path, *turns: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    e = Engine(store=Store(tmp_path / "s.db"))
    out = ""
    for t in turns:
        out = e.handle("k", t).text
    return out


def _headline(out: str) -> str:
    """The answer's bold headline: the first bold paragraph after the workload's header."""
    return next(p for p in out.split("\n\n")[1:] if p.startswith("**"))


@pytest.mark.slow
def test_aws_sydney_l40s_is_refused_and_a_priced_aws_sydney_plan_leads(tmp_path):
    # By hand: Llama-3.1-8B BF16 weights 8.03e9 × 2 B ≈ 16.1 GB; KV 2 × 32 layers × 8 KV heads × 128 × 2 B = 128 KiB a
    # token × 32,768 ≈ 4.3 GB; ≈ 22.1 GB with the runtime — over a 24 GB card's 90 % pool (21.6 GB), so the L4 / A10G
    # single-card shapes are tight, and ap-southeast-2 lists no 2-card g4dn/g5/g6: 4 × T4 (g4dn.12xlarge, $5.09/h,
    # ≈ 10.7 GB a card) is the cheapest roomy priced AWS Sydney shape
    out = _chat(tmp_path, "Sydney hospital wants Llama-3.1-8B for discharge summaries, data must stay in Australia",
                "32k context?", "only AWS Sydney, L40S")
    head = _headline(out)
    assert "AWS in Australia lists no L40S machine in my catalog" in out, out[:2000]
    assert "only a price for a L40S machine is missing" not in out
    assert "aws g4dn.12xlarge (4 × T4) at $5.09/h" in out
    assert out.count("lists no L40S machine") <= 2, out[:3000]  # the headline and the ❌ line, not a third "no"
    assert "cannot do this" not in head


@pytest.mark.slow
@pytest.mark.parametrize(("text", "said", "lead", "not_lead"), [
    # 繁體, Tencent only: its rows list V100 (GN10X/GN10Xp, priced) and T4 — no L40S. Qwen2.5-7B × 20 users × 4k:
    # 7.6e9 × 2 B ≈ 15.2 GB + KV 2 × 28 layers × 4 KV heads × 128 × 2 B = 56 KiB a token × 4,096 × 20 ≈ 4.7 GB ≈ 21.8 GB
    # with the runtime: 1 × V100 32 GB (GN10Xp.2XLARGE40, $7.64/h ≈ 55.04 TWD) holds it; the unpriced GT4 is no pick
    ("部署Qwen2.5-7B給客服用，只能用騰訊雲，要L40S，大概20人同時用", "騰訊雲在我的目錄裡沒有 L40S 機器",
     "tencent GN10Xp.2XLARGE40（1 × V100 SXM2 32GB）", "方案是 1 × A100 40GB SXM"),
    # 简体, Alibaba only: no L40S row; Qwen2.5-14B × 4 users: 14.7e9 × 2 ≈ 29.5 GB + KV 192 KiB × 4,096 × 4 ≈ 3.2 GB:
    # 2 × A10 (gn7i-c32g1.16xlarge, ¥26.61/h, ≈ 16.9 GB a card) is the cheapest priced Alibaba plan
    ("只用阿里云，部署Qwen2.5-14B，10个人用，要L40S", "阿里云在我的目录里没有 L40S 机器",
     "alibaba ecs.gn7i-c32g1.16xlarge（2 × A10）", "方案是 1 × A100 40GB SXM"),
])
def test_a_chinese_cloud_without_the_card_leads_with_its_priced_plan(tmp_path, text, said, lead, not_lead):
    out = _chat(tmp_path, text)
    head = _headline(out)
    assert said in head, out[:2000]
    assert lead in head, out[:2000]
    assert not_lead not in head


@pytest.mark.slow
def test_a_card_the_region_does_list_is_planned_on_it(tmp_path):
    # 只用AWS首尔，要H100: ap-northeast-2 lists p5.48xlarge (8 × H100 SXM, $75.96/h) — the card is there, no refusal
    out = _chat(tmp_path, "部署Llama-3.1-8B，10人同时用，只用AWS首尔，要H100")
    assert "没有 H100 机器" not in out
    assert "p5.48xlarge" in _headline(out)
