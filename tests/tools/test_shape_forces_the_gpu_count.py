"""A load that needs a few cards of a card whose only on-demand shape in the region holds 8 rents 8: the compute line
says what the load needs against what the shape forces, never that the load set the 8, and names the smaller shapes
of that card sold there only as spot / flex-start, with the spot price (tools.shape_floor)."""
from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.schema import InstanceRow
from tools.shape_floor import needed_gpus, shape_floor, spot_only_smaller

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _row(name: str, n: int, od: float | None, spot: float | None, region: str = "us-east4") -> InstanceRow:
    return InstanceRow(provider="gcp", instance_type=name, region=region, gpu="A100 80GB SXM", gpu_count=n,
                       price_on_demand=od, price_spot=spot, currency="USD")


def test_the_need_is_the_load_over_one_card_at_the_busy_share():
    # Hand: 5,000 pairs/s × 300 tokens = 1.5 M tokens/s; one card serves 400k tokens/s, at ≤ 50 % busy 200k:
    # 1.5 M ÷ 200k = 7.5 → 8. An exact 2.0 stays 2; a tiny load still needs 1.
    assert needed_gpus(1.5e6, 4e5, 0.5) == 8
    assert needed_gpus(4e5, 4e5, 0.5) == 2
    assert needed_gpus(10.0, 4e5, 0.5) == 1


def test_the_smallest_spot_only_shape_that_holds_the_need_is_named():
    # Hand: an 8-GPU shape on demand at $40.00/h; the 1- and 2-GPU shapes there have only spot prices ($1.50, $3.00);
    # the 4-GPU shape is on demand (not spot-only, so not named). A load needing 2 → the 2-GPU shape; needing 3 → no
    # spot-only shape holds 3, so the largest of them (2 GPUs); another region's rows never count.
    rows = [_row("a2-ultragpu-8g", 8, 40.0, 12.0), _row("a2-ultragpu-1g", 1, None, 1.5),
            _row("a2-ultragpu-2g", 2, None, 3.0), _row("a2-ultragpu-4g", 4, 20.0, 6.0),
            _row("a2-ultragpu-2g", 2, None, 2.0, region="europe-west4")]
    pick = rows[0]
    got = spot_only_smaller(rows, pick, 2)
    assert got is not None and got.instance_type == "a2-ultragpu-2g" and got.price_spot == 3.0
    got3 = spot_only_smaller(rows, pick, 3)
    assert got3 is not None and got3.instance_type == "a2-ultragpu-2g" and got3.region == "us-east4"
    floor = shape_floor(rows, pick, 2, 8)
    assert floor is not None and (floor.needed, floor.rented, floor.spot_instance, floor.spot_price) == (
        2, 8, "a2-ultragpu-2g", 3.0)
    assert shape_floor(rows, pick, 8, 8) is None  # the load itself sets the count


def answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def line(text: str, start: str) -> str:
    i = text.find(start)
    assert i >= 0, text[:1500]
    return text[i:i + 500]


@pytest.mark.slow
def test_english_iowa_h100_reranker_needs_four_and_names_the_spot_shape(tmp_path):
    # Hand: bge-reranker-base, 100 queries/s × top 60 = 6,000 pairs/s × 512 tokens × 0.19 GFLOP ≈ 0.59 PFLOP/s; one
    # H100 at a small encoder's 33.4 % of its 989.5 TFLOPS dense FP16 (tools.embedding.encoder_mfu) and ≤ 50 % busy
    # ≈ 0.165 PFLOP/s: 0.59 ÷ 0.165 = 3.6 → 4, still under the 8 the on-demand shape forces. us-central1
    # sells H100 on demand only as a3-highgpu-8g ($88.49/h); a3-highgpu-4g is spot-only there at 4 × $6.6367 = $26.55/h.
    text = answer(tmp_path, "RAG with bge-m3 embeddings and bge-reranker-base reranking on H100s on GCP in Iowa: peak "
                            "100 queries per second, rerank the top 60 for each query")
    got = line(text, "Compute:")
    assert "needs ≈ 4 × H100 SXM" in got and "at 33% of their dense FP16 peak" in got, got
    assert "forces 8, not the load" in got, got
    assert "spot / flex-start only: a3-highgpu-4g (4 GPUs) at $26.55/h spot" in got, got
    assert "which is what sets the count" not in got, got


@pytest.mark.slow
def test_simplified_tokyo_h100_reranker_needs_four(tmp_path):
    # Hand: bge-reranker-large, 60 × 30 = 1,800 pairs/s × 512 tokens = 921,600 tokens/s × 0.66 GFLOP ≈ 0.61 PFLOP/s
    # ÷ 0.165 PFLOP/s an H100 (33.4 % of its peak, ≤ 50 % busy) ≈ 3.7 → 4. asia-northeast1's a3-highgpu-4g is
    # spot-only: 4 × $3.07243 = $12.29/h × 7.2 ¥/$ = ¥88.49/h.
    text = answer(tmp_path, "用 bge-m3 做向量、bge-reranker-large 做重排，只用 H100，GCP 东京，高峰每秒 60 个查询，"
                            "每个查询重排 top30")
    got = line(text, "算量")
    assert "只需约 4 张 H100 SXM" in got and "强制 8 张" in got, got
    assert "a3-highgpu-4g（4 卡），Spot 每小时 ¥88.49" in got, got


@pytest.mark.slow
def test_traditional_taiwan_h100_reranker_needs_five(tmp_path):
    # Hand: gte-multilingual-reranker-base, 150 × 40 = 6,000 pairs/s × 512 tokens = 3.07 M tokens/s × 0.25 GFLOP
    # ≈ 0.76 PFLOP/s ÷ 0.165 ≈ 4.6 → 5. asia-east1's a3-highgpu-4g is spot-only: 4 × $7.27218 = $29.09/h × 32 = TWD 930.84.
    text = answer(tmp_path, "用 bge-m3 做向量、gte-multilingual-reranker-base 做重排，只用 H100，GCP 台灣，高峰每秒 150 個查詢，"
                            "每個查詢重排 top40")
    got = line(text, "算量")
    assert "只需約 5 張 H100 SXM" in got and "強制 8 張" in got, got
    assert "a3-highgpu-4g（4 卡），Spot 每小時 930.84 TWD" in got, got
