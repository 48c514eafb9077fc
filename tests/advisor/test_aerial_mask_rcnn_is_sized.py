"""Mask R-CNN over an area of aerial imagery (or a tile count) is read in English, 简体 and 繁體 and sized as tiles ×
the model zoo's time a tile — card-hours, a one-card run and its cost, the proposed month held against it — never
"這裡不做估算" with a question about the input size."""

import pytest

from advisor.core.aerial_read import area_km2, backbone, gsd_m, tiles_said
from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

TW = ("我們是測繪公司，每季要把全台灣 0.5 公尺解析度的航照跑一次建物偵測（detectron2 的 Mask R-CNN），"
      "主管想租台智雲 H100 一個月，資料不能出台灣。需要嗎？實際要多少算力跟錢")
EN = ("We need to run detectron2 Mask R-CNN R101 over 5,000 km² of 30 cm orthophotos to extract building footprints "
      "every quarter; my boss wants to rent 4x A100 for a month. Is that needed? How much compute and cost?")
ZH = "我们要用 Mask R-CNN 对 20万张 航拍切片做建筑物检测，领导想租一台 H100 一个月，有必要吗？要多少算力和钱"


def test_the_area_resolution_tiles_and_backbone_are_read():
    assert area_km2(TW) is not None and area_km2(TW)[0] == 36_197.0 and gsd_m(TW) == 0.5
    assert backbone(TW) == "R50-FPN"
    assert area_km2(EN) == (5_000.0, "said") and gsd_m(EN) == 0.3 and backbone(EN) == "R101-FPN"
    assert tiles_said(ZH) == 200_000 and tiles_said(TW) is None


def _answer(text: str, tmp_path) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
def test_all_of_taiwan_is_about_157k_tiles_and_a_couple_of_card_hours(tmp_path):
    # 36,197 km² ÷ (0.5 m × 960 px)² ≈ 157,105 tiles × ≈ 0.044 s ≈ 1.9 card-hours; a month of an H100 is 730 GPU-hours
    a = _answer(TW, tmp_path)
    assert "不做估算" not in a and "157,105" in a and "1.9 卡時" in a and "730 GPU 小時" in a
    assert "CPU 核" in a and "NVMe" in a


@pytest.mark.slow
def test_english_area_and_simplified_tile_count_are_sized(tmp_path):
    # 5,000 km² at 0.3 m: 5,000e6 ÷ 288² ≈ 60,282 tiles; a month of 4 × A100 = 2,920 GPU-hours
    a = _answer(EN, tmp_path)
    assert "Not sized here" not in a and "60,282 tiles" in a and "2,920 GPU-hours" in a
    (tmp_path / "zh").mkdir()
    z = _answer(ZH, tmp_path / "zh")
    # 200,000 tiles × ≥ 0.043 s ≥ 2.4 card-hours; a month of one H100 = 730 GPU-hours
    assert "不做估算" not in z and "200,000" in z and "730 GPU 小时" in z
