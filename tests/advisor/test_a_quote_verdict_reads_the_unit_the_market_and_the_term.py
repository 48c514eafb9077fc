"""Whole answers to "is this quote fair?": the price said for the machine (一台, 整机, per node) is the machine's,
never × its cards; a quote on a commitment (6 months, 合約一年, 包年, 包月) is judged against committed prices (the
published discount band off on-demand, cited, or a held reserved month), never "a good price" against on-demand
alone; and a quote in yuan with no mainland row for its card names the mainland platforms and labels the row abroad a
reference, never "低于目录最低价，价格不错"."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _lead(tmp_path_factory, q: str) -> str:
    text = Engine(store=Store(tmp_path_factory.mktemp("chat") / "s.db")).handle("t", q).text
    return next(ln for ln in text.splitlines() if "Is the quote fair?" in ln or "是否合理" in ln)


def test_a_yearly_box_price_in_taiwan_dollars_is_the_boxs_month(tmp_path_factory):
    # NT$1,200,000 a month for the 8 × H200 box ÷ 730 h = NT$1,643.84 an hour; the cheapest seller's own 8 × H200
    # (gcp, ≈ NT$1,171.28/h ≈ NT$855,036 a month) makes it 1.4× — never "× 8 卡" (NT$9,600,000, 11.2 倍). A year
    # is typically 20–55 % below on-demand: NT$855,036 × 0.45 … × 0.8 ≈ NT$384,766 … NT$684,029 a month
    line = _lead(tmp_path_factory, "廠商報價 H200 141GB 8 卡一台，月租 NT$1,200,000，合約一年，這樣合理嗎？")
    assert "× 8 卡" not in line and "11.2" not in line and "1.4 倍" in line
    assert "20–55%" in line and "384,766" in line and "684,029" in line and "14,400,000" in line


def test_a_box_month_in_simplified_chinese_said_as_the_whole_machine(tmp_path_factory):
    # ¥600,000 a month for the 8 × H100 box (整机), never × 8; 包年: the year's band is said
    line = _lead(tmp_path_factory, "供应商报价 H100 x8 整机每月 ¥600,000，包年，合理吗？")
    assert "× 8 卡" not in line and "20–55%" in line and "承诺" in line


def test_a_six_month_per_gpu_quote_is_fair_at_the_bands_upper_end(tmp_path_factory):
    # $3.50 × 8 × 730 = $20,440 a month: 0.8× gcp's on-demand 8 × H200 ($36.60/h ≈ $26,720), inside the 6-month
    # band 20–40 % off ($16,032 … $21,376, $2.74 … $3.66 a GPU-hour): fair, upper half, room to negotiate
    line = _lead(tmp_path_factory, "A reseller offers 8x H200 in one node at $3.50 per GPU-hour on a 6-month contract. "
                                   "Is that a fair price?")
    assert "a fair committed price" in line and "upper half" in line and "20–40 %" in line
    assert "$16,032–$21,376" in line and "a good price" not in line and "packet.ai" in line


def test_a_yuan_4090_quote_names_the_mainland_platforms(tmp_path_factory):
    # ¥2.2 per 4090-hour on 包月 (¥1,606 a month): no mainland row prices a 4090, so runpod abroad (≈ ¥5.33/h) is a
    # labelled reference and no cheap-or-dear verdict is drawn
    line = _lead(tmp_path_factory, "某云给我报价 RTX 4090 24G 每卡每小时 2.2 元，包月，合理吗？")
    assert "境外参考价" in line and "AutoDL" in line and "恒源云" in line and "价格不错" not in line


def test_a_glued_yuan_4090_quote_names_the_mainland_platforms(tmp_path_factory):
    line = _lead(tmp_path_factory, "4090每卡每小时1.8元包月这个价格合理吗")
    assert "境外参考价" in line and "AutoDL" in line and "价格不错" not in line


def test_an_english_yuan_quote_in_china_names_the_mainland_platforms(tmp_path_factory):
    # ¥2.2/h per GPU on monthly billing, the cloud in China: runpod (CA) at ≈ ¥5.33/h is a foreign reference only
    line = _lead(tmp_path_factory, "A cloud in China quoted RTX 4090 at ¥2.2/h per GPU, monthly billing. Is that fair?")
    assert "a foreign reference" in line and "AutoDL" in line and "a good price" not in line
