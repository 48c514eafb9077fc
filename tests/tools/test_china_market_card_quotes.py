"""A China-market card (H20, H800, A800, L20, RTX 4090D) named with no stored price: the answer says the mainland
price is not in the data and whom to ask (tools.china_card_quotes); never a price. The RTX 4090D has its own spec
row, so "4090D" is read as that card, not as the RTX 4090 or a foreign substitute."""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from catalog.places import gazetteer
from tools import china_card_quotes as cq
from tools.schema import InstanceRow

PLACES = gazetteer()


def _row(provider: str, itype: str, gpu: str, price: float | None = None, q: str = "", notes: str = "") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=itype, region="", gpu=gpu, gpu_count=8, notes=notes,
                       price_on_demand=price, currency="CNY", price_scope="instance", quarantined=q)


def test_the_4090d_spec_row_is_the_china_cut_not_the_4090():
    # By hand (third-party spec databases, re-check against NVIDIA China): 114 of 128 SMs, so FP32 ≈ 82.6 × 114/128
    # ≈ 73.5 TFLOPS; the same 24 GB GDDR6X at 21 Gbps on 384 bits = 1,008 GB/s as the RTX 4090.
    g = all_gpus()["RTX 4090D"]
    assert g.memory_gb == 24 and g.bandwidth_gb_s == 1008
    assert g.fp32_tflops is not None and 73 < g.fp32_tflops < 74
    assert g.fp32_tflops < (all_gpus()["RTX 4090"].fp32_tflops or 0)


@pytest.mark.parametrize("card, rows, families", [
    # H800 (an 8-GPU Alibaba bare-metal shape set aside only for want of a price): named, shape and platforms
    ("H800 SXM", [_row("alibaba", "ecs.ebmgn8v.48xlarge", "H800 SXM", q="no_price: none in the source")],
     ["alibaba ecs.ebmgn8v"]),
    # L20 whose only shape is noted as sold outside China: the platforms alone
    ("L20", [_row("alibaba", "ecs.gn8is-8x.32xlarge", "L20", notes="Alibaba doc notes gn8is only outside China")], []),
    # RTX 4090D: no catalog row at all, the mainland platforms still named
    ("RTX 4090D", [], []),
])
def test_an_unpriced_china_market_card_names_whom_to_ask(card, rows, families):
    c = cq.china_card_check(card, None, rows, PLACES)
    assert c is not None and c.message.code == "china_card_quotes.unpriced"
    assert cq.unpriced_families(card, rows) == families
    text = c.message.en
    assert "AutoDL" in text and "Mainland price not in my data" in text
    assert "¥" not in text and "/h" not in text  # never a price


@pytest.mark.parametrize("card, regions, rows", [
    # a priced H20 row (imported quote, ¥ per hour) makes it rankable: nothing to add
    ("H20", None, [_row("autodl", "h20.1x", "H20", price=9.9)]),
    # not a China-market part (the A100 is older stock, the RTX 4090 the export-licensed card)
    ("A100 80GB SXM", None, []),
    ("RTX 4090", None, []),
    # a place outside mainland China / Hong Kong / Taiwan: the local platforms are not the market there
    ("L20", ["us-east"], []),
    ("H20", ["eu"], []),
])
def test_no_line_for_a_priced_card_another_card_or_another_place(card, regions, rows):
    assert cq.china_card_check(card, regions, rows, PLACES) is None


@pytest.mark.parametrize("regions", [["cn"], ["hk"], ["tw"], ["cn-east"]])
def test_a_mainland_hong_kong_or_taiwan_place_keeps_the_line(regions):
    # data kept in mainland China, Hong Kong or Taiwan: the China-market card is still rented there, so say it
    assert cq.china_card_check("A800 80GB PCIe", regions, [], PLACES) is not None


@pytest.mark.parametrize("providers, families, asked", [
    # "只用阿里云": Alibaba is whom to ask, and its unpriced H800 bare-metal shape is the one to quote
    (["alibaba"], ["alibaba ecs.ebmgn8v"], "Alibaba"),
    # "only Tencent Cloud": Tencent is asked; Alibaba's shape is not theirs, so it is not listed
    (["tencent"], [], "Tencent"),
])
def test_named_providers_are_the_ones_to_ask(providers, families, asked):
    rows = [_row("alibaba", "ecs.ebmgn8v.48xlarge", "H800 SXM", q="no_price: none in the source")]
    c = cq.china_card_check("H800 SXM", None, rows, PLACES, providers)
    assert c is not None
    fam = c.message.args["families"]
    assert (fam.args["families"] if fam is not None else []) == families
    assert asked in c.message.en and "AutoDL" not in c.message.en
