"""Money no object and "fastest" keep the model's published precision: a lower precision that a stated place holds
is a labelled quality compromise below the plan, never its headline, and "fastest" is never ticked for it.

By hand (catalog/data/instances.csv, the model configs):
* DeepSeek-R1 and DeepSeek-V3 publish FP8 weights: 671B × 1 B ≈ 671 GB, plus MLA KV (≈ 70 KB a token) and the
  runtime, ≈ 700 GB with headroom. Taiwan (GCP asia-east1) prices 8 × H100 SXM at most: 8 × 80 = 640 GB < 700, and
  two of them have no RDMA between them in the catalog. INT4 (≈ 336 GB + scales) fits one 8 × H100, which is what a
  place-first answer used to lead with. One 8 × B200 (8 × 180 = 1,440 GB) holds the FP8 weights: Lambda's in Tokyo
  at $53.52/h = 1,712.64 TWD/h (× 32) is the nearest priced plan at the published precision.
* Llama-3.1-405B publishes BF16: 405B × 2 B ≈ 810 GB, more than 8 × H100; FP8 (≈ 405 GB) on one 8 × H100 is the
  compromise in Taiwan.
* "cheapest" keeps the INT4 plan in the place as the headline: the user trades quality for price there.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow  # whole answers

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def _head(answer: str) -> str:
    return next(line for line in answer.splitlines() if line.startswith("**") and "·" not in line)


@pytest.mark.parametrize(("text", "compromise"), [
    ("DeepSeek-R1 671B 給 30 位研究員用，錢不是問題，要最快，機房要在台灣", "品質上的折中"),
    ("DeepSeek-V3给20个研究员用，钱不是问题，要最快，机房要在台湾", "质量上的折中"),
    ("DeepSeek-R1 for 30 researchers, money is no object, fastest, servers must be in Taiwan", "quality compromise"),
    ("Llama-3.1-405B for 20 researchers, fastest, servers must be in Taiwan", "quality compromise"),
])
def test_money_no_object_never_leads_with_a_lower_precision(tmp_path, text, compromise):
    a = _answer(tmp_path, text)
    head = _head(a)
    # the headline keeps the published precision: no INT4 / FP8-to-fit plan in it, and the 8 × H100 that only a
    # quality cut fits is not the plan
    assert "INT4" not in head and "a3-highgpu-8g" not in head, head
    # the compromise is still said, labelled, below
    assert compromise in a and "a3-highgpu-8g" in a.split(head, 1)[1], a[:1500]
    # the plan at the published precision: one 8 × B200 (1,440 GB) holds ≈ 700 GB of FP8 or ≈ 810 GB of BF16
    assert "B200" in head, head


@pytest.mark.parametrize("text", [
    "DeepSeek-V3 for 20 researchers, cheapest, servers must be in Taiwan",
    "DeepSeek-V3給20位研究員用，要最便宜的，機房要在台灣",
])
def test_cheapest_in_the_place_still_leads_with_the_lower_precision(tmp_path, text):
    # 8 × H100 in Taiwan at 3,275.48 TWD/h holds INT4 (≈ 336 GB) but not FP8 (≈ 700 GB): with price asked, that
    # plan in the place is the answer
    head = _head(_answer(tmp_path, text))
    assert "INT4" in head and "a3-highgpu-8g" in head, head
