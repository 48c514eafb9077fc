"""A residency rule for a company's data, with no personal-data words, leaves marketplace and community hosts out
inside the place too, unless the user allows them (advisor/core/residency_market_read.py, extract_rules.read_providers,
tools/batch_filters.RowFilter).

Hand reasoning (the expert's): "our data must stay in Italy" is a rule about who holds the data as well as where: a
community host (Vast, a broker's resale of one) is an unknown party with access to the disk and no processing contract,
so a Milan row on such a host breaks the rule it was kept for. The rule holds for every kind of job (the filter reads
exclude_marketplace), and the note says why. "Marketplaces are fine" / 社区主机也可以 keeps them; a negated rule
("the data doesn't need to stay in Poland") and a hobbyist's own project are no rule of this kind.
"""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from tools.batch_filters import row_filter
from tools.schema import Workload


def read(text: str) -> dict:
    return extract(text).patch.model_dump(exclude_none=True)


@pytest.mark.parametrize("text", [
    "Our Milan agency will render 25,000 FLUX.1-dev banners; the company's data must stay in Italy.",
    "我们工厂要用 Whisper large-v3 转写 2000 小时质检录音，数据不能出境",  # 简体
    "本公司嘅資料要留喺台灣，想用 SDXL 生成 3 萬張產品圖",  # 繁體 / 粵語
])
def test_a_residency_rule_keeps_marketplaces_out(text):
    got = extract(text)
    assert got.patch.exclude_marketplace is True, got.patch
    assert any("unknown party" in n for n in got.notes), got.notes  # the why is said


@pytest.mark.parametrize("text", [
    "Our Milan agency will render 25,000 FLUX.1-dev banners; the company's data must stay in Italy; marketplaces are fine.",
    "我们工厂要用 Whisper large-v3 转写 2000 小时质检录音，数据不能出境，社区主机也可以",
    "A weekend project: 2,000 SDXL images for my hobby site, data stays in Poland",
])
def test_an_allowed_marketplace_or_a_hobby_keeps_them(text):
    assert read(text).get("exclude_marketplace") is not True


def test_the_shared_row_filter_leaves_the_marketplace_row_out_inside_the_place():
    from catalog.gpus import all_gpus
    from tools.schema import InstanceRow

    w = Workload(**read("Nightly SDXL batch of 10,000 images; our data must stay in Germany."))
    gpus = all_gpus()
    g = gpus["RTX 4090"]
    market = InstanceRow(provider="vast", instance_type="x", gpu="RTX 4090", gpu_count=1, region="de",
                         on_demand_usd_per_hour=0.4, marketplace=True, ram_gib=64)
    assert not row_filter(w, gpus, 0.0).admits(market, g)
