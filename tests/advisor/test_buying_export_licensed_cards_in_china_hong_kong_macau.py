"""A team in mainland China, Hong Kong or Macau that means to BUY data-centre cards under US export licensing is told
the licence (tools.compat.purchase_licensed; EAR ECCN 3A090, BIS rules of Oct 2022, Oct 2023 and Jan 2025).
"我哋公司喺香港，想買部8張H100嘅server擺自己機房" was answered with a Dallas rental and no word of it."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog.gpus import all_gpus
from tools.compat import purchase_licensed


def _licence(e):
    return [n for n in e.notes if n.startswith("⚠️ US export controls: shipping")]


@pytest.mark.parametrize("text,gpu,place", [
    ("我哋公司喺香港，想買部8張H100嘅server擺自己機房，大概要幾錢？定係租好啲？", "H100", "Hong Kong"),
    ("我们在深圳，想采购两台8卡A800服务器跑Qwen2.5-72B", "A800", "mainland China"),
    ("我們公司在上海，打算買4張L40S放機房", "L40S", "mainland China"),
    ("we're a startup in Macau, want to buy 4 L40S for our office", "L40S", "Macau"),
    ("our company is based in Hong Kong and we plan to purchase an 8x H200 server", "H200", "Hong Kong"),
])
def test_buying_a_licensed_card_there_says_the_licence(text, gpu, place):
    said = _licence(extract(text))
    assert said and f"shipping {gpu} to {place} needs a US export licence" in said[0], said


@pytest.mark.parametrize("text", [
    "我们在深圳，想买4张L20跑推理",  # a China-market card: no licence
    "我們在香港，想租8張H100",  # renting: the rental note covers it (tools.compat.export_check)
    "we're in Singapore, buying 8 H100",  # not a licensed destination
])
def test_no_licence_line_where_none_is_needed(text):
    assert not _licence(extract(text))


@pytest.mark.parametrize("name,licensed", [
    ("H100 SXM", True), ("A100 80GB SXM", True), ("A800 80GB PCIe", True), ("H800 SXM", True), ("L40S", True),
    ("RTX 4090", True), ("L20", False), ("L4", False), ("T4", False),
])
def test_which_cards_need_a_licence_to_ship_there(name, licensed):
    g = all_gpus().get(name)
    assert g is not None and purchase_licensed(g) is licensed
