"""Alibaba Cloud cn-shanghai GPU prices as one dated third-party post reports them (docs/CATALOG.md "Chinese market"):
Arthur Chiao, "GPU Prices Quick Reference (2023)", section "2 AlibabaCloud (as of 2023.06)", region cn-shanghai,
read from github.com/ArthurChiao/arthurchiao.github.io @70bf99c _posts/2023-06-17-gpu-prices.md. The rows carry the
post's pay-as-you-go CNY/hour and 包月 CNY/month figures verbatim, `confidence = third-party` (a blog's reading of
Alibaba's price page, not Alibaba's own document), and are ranked like any dated row."""

import csv
from pathlib import Path

import pytest

from catalog import db as cdb
from catalog.check import reference_prices

SHIPPED = Path(cdb.DATA) / "instances.csv"


@pytest.fixture(scope="module")
def rows() -> list[dict[str, str]]:
    with open(SHIPPED, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def _row(rows, instance):
    return next(r for r in rows if r["provider"] == "alibaba" and r["instance_type"] == instance
                and r["region"] == "cn-shanghai")


@pytest.mark.parametrize("instance,gpu,count,vcpu,ram,hour,month", [
    # the post's "Flavors" tables, copied by hand:
    # ecs.gn7i-c8g1.2xlarge | 8 | 30 GiB | 1 * NVIDIA A10 | 1 * 24 GB | ￥9.53/Hour | ￥4575.66/Month
    ("ecs.gn7i-c8g1.2xlarge", "A10", "1", "8", "30", "9.53", "4575.66"),
    # ecs.gn6v-c8g1.8xlarge | 32 | 128 GiB | 4 * NVIDIA V100 | 4 * 16 GB | ￥105.84/Hour | ￥30480.0/Month
    ("ecs.gn6v-c8g1.8xlarge", "V100 SXM2 16GB", "4", "32", "128", "105.84", "30480.0"),
    # ecs.gn6e-c12g1.3xlarge | 12 | 92 GiB | 1 * NVIDIA V100 | 1 * 32 GB | ￥19.73/Hour | ￥9475.0/Month
    ("ecs.gn6e-c12g1.3xlarge", "V100 SXM2 32GB", "1", "12", "92", "19.73", "9475.0"),
    # ecs.gn6i-c4g1.xlarge | 4 | 15 GiB | 1 * NVIDIA T4 | 1 * 16 GB | ￥11.63/Hour | ￥3348.0/Month
    ("ecs.gn6i-c4g1.xlarge", "T4", "1", "4", "15", "11.63", "3348.0"),
])
def test_shanghai_rows_carry_the_posts_figures_in_yuan(rows, instance, gpu, count, vcpu, ram, hour, month):
    r = _row(rows, instance)
    assert (r["gpu"], r["gpu_count"], r["vcpu"], r["ram_gib"], r["price_on_demand"], r["price_reserved_month"],
            r["currency"]) == (gpu, count, vcpu, ram, hour, month, "CNY")


def test_shanghai_rows_are_labelled_third_party_dated_and_ranked(rows):
    sh = [r for r in rows if r["provider"] == "alibaba" and r["region"] == "cn-shanghai"]
    # the post lists 7 A100 + 8 V100 + 8 T4 + 7 A10 shapes in cn-shanghai
    assert len(sh) == 30
    for r in sh:
        assert r["confidence"] == "third-party" and "third-party-reported" in r["notes"], r["instance_type"]
        assert r["as_of"] == "2023-06-17" and "arthurchiao.github.io @70bf99c" in r["source"]
        assert r["quarantined"] == "", (r["instance_type"], r["quarantined"])


def test_a_reported_mainland_price_sets_no_outlier_band_for_other_clouds(rows):
    # Hand: the post's A10 prices (¥9.53 … ¥53.23/4) are ~$1.3–2.5 per GPU-hour at 7.2 ¥/$; counted as a hyperscaler
    # they would move the A10 reference the other clouds are judged by. The reference must not change.
    without = [r for r in rows if r["provider"] != "alibaba"]
    assert reference_prices(rows) == reference_prices(without)


@pytest.mark.slow
def test_a_mainland_question_ranks_the_reported_price_and_marks_it_third_party():
    # "在上海部署 Qwen2.5-7B 推理，10并发，只要国内的云": BF16 weights ≈ 7.6 B × 2 bytes ≈ 15 GB plus KV for 10 × 4,096
    # tokens fit one 24 GB A10, and the cheapest priced mainland machine holding that is the post's
    # ecs.gn7i-c8g1.2xlarge at ¥9.53/h (the other Shanghai A10 sizes are dearer: ¥10.09 …; Tencent's V100/T4 lack BF16).
    from advisor.core.service import advise
    from tools.schema import Workload
    from tools.summary import table_rows

    r = advise(Workload(task="inference", model="Qwen/Qwen2.5-7B-Instruct", params_b=7.6, precision="bf16",
                        concurrency=10, seq_len=4096, regions=["cn-east"]), currency="CNY")
    top = table_rows(r)[0]
    assert (top.candidate.provider, top.candidate.instance, top.candidate.region) == (
        "alibaba", "ecs.gn7i-c8g1.2xlarge", "cn-shanghai")
    assert top.candidate.price_per_hour.currency == "CNY" and top.candidate.price_per_hour.amount == pytest.approx(9.53)
    assert "third_party_price" in top.marks
