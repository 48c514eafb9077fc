"""Images that sit in one cloud's object store and a batch rented elsewhere (tools/data_transfer.py,
advisor/core/vision_batch.py CLOUDS): the store's cloud is read (S3, GCS, Blob, Alibaba OSS, Tencent COS, Huawei OBS,
Volcano TOS), its own rows are offered beside the pick, and a pick elsewhere says the copy's hours at labelled links and
its egress (AWS's sourced tiers; every other store "not priced here")."""

from __future__ import annotations

import pytest

from advisor.core.vision_batch import _cloud, _item_bytes, vision_batch_lines
from tools.data_transfer import transfer_hours, transfer_line
from tools.schema import Workload


@pytest.mark.parametrize("text, cloud", [
    ("1200万张图，平均150KB，放在腾讯云COS上", "tencent"),  # 简体: Tencent Cloud's COS
    ("影像都存在華為雲 OBS 裡，每張 2MB", "huawei"),  # 繁體: Huawei Cloud's OBS
    ("photos live in oss://catalog-2024/ (avg 400 KB each)", "alibaba"),
    ("the frames are in a TOS bucket on Volcano Engine", "volcano"),
])
def test_the_store_names_its_cloud(text, cloud):
    assert _cloud(text) == cloud


def test_open_source_oss_is_no_store():
    assert _cloud("we only run OSS models like CLIP") is None


def test_an_average_said_before_the_size_is_the_items_size():
    # 平均150KB: the Chinese "average" stands before the figure
    assert _item_bytes("1200万张图，平均150KB，放在腾讯云COS上") == 150_000


def test_the_copy_hours_at_each_labelled_link():
    # 6 TB over 1 Gbps: 6e12 × 8 ÷ 1e9 = 48,000 s = 13.3 h; over 10 Gbps 1.33 h
    assert transfer_hours(6_000, 1.0) == pytest.approx(13.33, abs=0.01)
    assert transfer_hours(6_000, 10.0) == pytest.approx(1.333, abs=0.001)


def test_a_pick_elsewhere_says_the_copy_and_no_unsourced_egress():
    # 40 M images × 150 KB = 6 TB in Tencent COS, pick on RunPod: 13.3 h at 1 Gbps; a 12 h job in a 24 h window
    # overruns (13.3 + 12 > 24); Tencent's egress has no sourced row here
    m = transfer_line(40e6, 150e3, "tencent", "runpod", job_hours=12, deadline_hours=24)
    assert m is not None and m.args["tb"] == pytest.approx(6.0) and m.args["usd"] is None and m.args["over"] is True
    assert "not priced here" in m.en and "⚠️" in m.en and "13.3 h" in m.en
    assert "腾讯云" in m.zh and "没有价格" in m.zh


def test_aws_egress_is_priced_from_its_tiers():
    # 3 TB out of S3: 3,000 GB × $0.09 (the first 10 TB tier) = $270
    m = transfer_line(10e6, 300e3, "aws", "lambda")
    assert m is not None and m.args["usd"] == pytest.approx(270.0)


def test_a_pick_in_the_stores_cloud_moves_nothing():
    assert transfer_line(10e6, 300e3, "alibaba", "alibaba") is None


@pytest.mark.slow
def test_a_batch_over_a_chinese_clouds_store_offers_that_cloud_and_the_copy():
    # 30 M images × 300 KB = 9 TB in Alibaba OSS, CLIP ViT-B/16, two days: the cheapest pick is a rented card
    # elsewhere, so the Alibaba row is offered beside it and the copy (≈ 20 h at 1 Gbps) and unpriced egress are said
    text = "电商平台，3000万张商品图（平均300KB，存在OSS上），用CLIP ViT-B/16抽向量，两天内跑完，租什么最省？"
    lines = vision_batch_lines(Workload(deadline_hours=48), text, "CNY")
    assert lines is not None
    codes = [m.code for m in lines]
    # the shipped catalog's cheapest CLIP row is not Alibaba's (a rented card elsewhere): the case this test is for
    assert lines[0].args["row"] and "alibaba" not in str(lines[0].args["row"]), lines[0].args
    assert "vision_batch.in_cloud" in codes and "data_transfer.copy_out" in codes
    moved = next(m for m in lines if m.code == "data_transfer.copy_out")
    assert moved.args["hours"][0] == pytest.approx(20.0)  # 9 TB × 8 ÷ 1 Gbps = 72,000 s = 20 h
