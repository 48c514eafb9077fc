"""A serving precision lever whose plan costs at most half the pick's hour is named first under the pick
(tools.recommend.big_saving_levers), before the place and tier lines the short answer also shows.

The case: Llama-3.1-8B for 50 users at once with the data kept in Taiwan. In BF16 one L4 (300 GB/s) reads 16 GB of
weights a decode step: ≤ 18.7 tokens/s a stream at best, under the 20 tokens/s interactive floor, so the only
Taiwan machine that holds the floor is 8 × H100 (GCP a3-highgpu-8g). In FP8 the weights are 8 GB and 3 × L4 hold it
(≈ 25 tokens/s each) at a few per cent of that hour: the lever the expert names first, never cut behind the place line.
"""

from __future__ import annotations

import pytest

from advisor.core.service import advise
from tests.conftest import module_home
from tools.schema import Workload

pytestmark = pytest.mark.slow  # whole answers

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_fp8_on_l4_is_named_first_under_an_h100_pick_in_taiwan():
    w = Workload(model="Llama-3.1-8B", task="inference", concurrency=50, regions=["tw"], data_residency=True)
    r = advise(w, stated={"model", "task", "concurrency", "regions", "data_residency"})
    assert r.candidates and "H100" in r.candidates[0].gpu, r.candidates[0].gpu
    first = r.beside_pick[0]
    assert first.code == "recommend.lever_the_pick_at", [m.code for m in r.beside_pick]
    assert "L4" in first.text("en") and "FP8" in first.text("en"), first.text("en")

