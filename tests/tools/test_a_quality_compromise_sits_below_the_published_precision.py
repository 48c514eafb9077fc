"""Speed asked with money no object, or "fastest": the plan keeps the model's published precision, and a lower
precision that fits the stated place is a labelled quality compromise below it (tools.recommend.keeps_published,
compromise_below), never the headline."""

from __future__ import annotations

import pytest

from tools.recommend import compromise_below, keeps_published
from tools.schema import Msg, Workload


@pytest.mark.parametrize(("w", "keeps"), [
    # money no object with the speed asked: DeepSeek-R1 keeps its FP8 (≈ 671 GB) on one 8 × H200 (1.13 TB) or two
    # 8 × H100 nodes, never INT4 on one 8 × H100 (640 GB) to fit
    (Workload(priority="fastest", spend_no_object=True), True),
    # "fastest" alone: a quality cut is no way to the fastest answer either
    (Workload(priority="fastest"), True),
    # "cheapest": the cheaper lower precision that fits the place may lead (the user trades quality for price)
    (Workload(priority="cheapest"), False),
    # nothing said about speed or money: the place's lower-precision plan still leads (a 72B in Hong Kong)
    (Workload(), False),
])
def test_speed_or_no_object_keeps_the_published_precision(w, keeps):
    assert keeps_published(w) is keeps


def test_each_lower_precision_plan_is_labelled_a_compromise():
    plans = [Msg(code="recommend.lower_precision", args={"name": "INT4", "fleet": "gcp a3-highgpu-8g",
                                                         "money": "3,275.48 TWD", "month": "", "over": None})]
    got = compromise_below(plans)
    # one label a plan, the plan kept whole inside it
    assert [m.code for m in got] == ["recommend.quality_compromise"] and got[0].args["plan"] == plans[0]
    assert compromise_below([]) == []
