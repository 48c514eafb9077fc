"""Online image search is sized and priced beside the one-off index build: the query rate (QPS, 每秒 N 次查询) × the
image tower's FLOPs a query over each card's share at ≤ 50 % busy gives the cards and their month; and a follow-up
asking for a model that may be used commercially after jina-clip-v2 (CC BY-NC) is sized on a permissive one, said —
in English, 简体 and 繁體."""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from advisor.core.vision_batch import _queries_per_s
from tests.conftest import module_home
from tools.vision_batch import JOBS, Facts, commercial_swap, serving_line

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

JINA_T1 = "我们是电商平台，打算用jina-clip-v2做以图搜图+文搜图，先问下部署要什么GPU"
JINA_T2 = "那换成能商用的模型，1亿张图建库，线上200 QPS查询，要多少卡多少钱，国内"
EN = ("Image search with SigLIP So400m: embed 20M product photos once, then serve 50 QPS of image queries on AWS. "
      "How many GPUs and what per month?")
TW = "我們用 CLIP ViT-B/16 幫 500 萬張圖建索引，之後每秒 300 次查詢，要幾張卡？"


def test_the_query_rate_is_read_as_qps_or_per_second_in_chinese():
    assert _queries_per_s(JINA_T2) == 200 and _queries_per_s(EN) == 50 and _queries_per_s(TW) == 300


def test_cards_for_200_qps_by_hand():
    # Hand: CLIP ViT-L/14 162.03 GFLOP a query × 200 = 32.4 TFLOP/s; an A10 125 TFLOPS × 0.5 util × 0.5 busy = 31.25
    # → ceil(1.04) = 2 cards. jina-clip-v2 at 512²: 2 × 304e6 × 1,297 = 788.6 GFLOP × 200 = 157.7 → ceil(5.05) = 6.
    m = serving_line(JOBS["clip-l14"], Facts(queries_per_s=200), "A10", 125.0, 1.0, 1, "USD")
    assert m is not None and m.args["cards"] == 2 and m.args["tflops"] == pytest.approx(32.4, rel=1e-3)
    assert m.args["month"] == "$1,460.00"  # 2 cards × $1.00 × 730 h
    jina = serving_line(JOBS["jina-clip-v2"], Facts(queries_per_s=200), "A10", 125.0, None, 1, "USD")
    assert jina is not None and jina.args["cards"] == 6 and jina.args["month"] is None


def test_a_light_load_still_keeps_two_cards_and_no_rate_no_line():
    # Hand: 10 QPS × 35.13 GFLOP = 0.35 TFLOP/s ≪ one card: still 2, so one failure does not take search down.
    # A 2-card machine at $2.00/h is $1.00 a card: 2 cards × $1.00 × 730 h = $1,460.00 a month.
    light = serving_line(JOBS["clip-b16"], Facts(queries_per_s=10), "L4", 121.0, 2.0, 2, "USD")
    assert light.args["cards"] == 2 and light.args["month"] == "$1,460.00"
    assert serving_line(JOBS["clip-b16"], Facts(), "L4", 121.0, 1.0, 1, "USD") is None


def test_jina_clip_is_swapped_for_a_permissive_model():
    assert JOBS["jina-clip-v2"].licence == "non_commercial"
    assert commercial_swap(JOBS["jina-clip-v2"]).key == "cn-clip-l14"
    assert commercial_swap(JOBS["clip-l14"]).key == "clip-l14"


def _chat(tmp_path, *turns: str) -> list[str]:
    eng = Engine(store=Store(tmp_path / "s.db"))
    return [eng.handle("t", t).text for t in turns]


@pytest.mark.slow
def test_the_commercial_swap_sizes_the_build_and_the_200_qps(tmp_path):
    # Hand: 1e8 × 162.03 GFLOP = 1.62e19 FLOP; 200 QPS → 2 × A10 at the A10's hourly price × 730 h.
    out = _chat(tmp_path, JINA_T1, JINA_T2)[1]
    assert "Chinese-CLIP ViT-L/14：100,000,000 张图片做向量" in out and "jina-clip-v2 是 CC BY-NC 4.0" in out, out
    assert "1.62e+19 FLOP" in out and "线上检索每秒 200 次以图查询" in out and "→ 2 张 A10，每月约 ¥" in out, out


@pytest.mark.slow
def test_english_serving_on_the_build_card(tmp_path):
    # Hand: 50 × 670.35 GFLOP = 33.5 TFLOP/s; an L40S 362 × 0.25 = 90.5 → 1, held at 2 cards.
    out = _chat(tmp_path, EN)[0]
    assert "Online search at 50 image queries/s" in out and "33.5 TFLOP/s" in out and "→ 2 × L40S" in out, out


@pytest.mark.slow
def test_traditional_serving(tmp_path):
    # Hand: 300 × 35.13 GFLOP = 10.5 TFLOP/s.
    out = _chat(tmp_path, TW)[0]
    assert "線上檢索每秒 300 次以圖查詢" in out and "10.5 TFLOP/s" in out, out


@pytest.mark.slow
def test_a_named_image_model_with_no_count_gets_its_work_an_image_and_two_questions(tmp_path):
    # Hand: 788.6 GFLOP an image; an L4 121 TFLOPS × 0.5 = 60.5 TFLOP/s → 76.7 images/s; RTX 4090 165.2 → 104.7.
    out = _chat(tmp_path, JINA_T1)[0]
    assert "不做估算" not in out and "输入多大" not in out, out
    assert "每张约 789 GFLOP" in out and "L4 每秒约 77 张" in out and "RTX 4090 每秒约 105 张" in out, out
    assert "一共多少张图片" in out and "高峰每秒多少次查询" in out and "CC BY-NC 4.0" in out, out


@pytest.mark.slow
def test_a_captioner_with_no_count_in_english_asks_only_the_count(tmp_path):
    # Hand: 1,689.6 GFLOP a pass; an L4 at 121 × 0.3 = 36.3 TFLOP/s → 21.5 images/s.
    out = _chat(tmp_path, "What GPU do I need to run Florence-2-large for product captions?")[0]
    assert "Not sized here" not in out and "≈ 1,690 GFLOP an image" in out and "21 images/s on an L4" in out, out
    assert "How many images" in out and "queries a second" not in out, out
