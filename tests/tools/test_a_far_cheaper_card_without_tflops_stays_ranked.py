"""A card whose first token cannot be timed (no TFLOPS figure in the catalog: AWS's A10G, NVIDIA publishes no A10G
datasheet) is not dropped for that alone when the cheapest checked plan costs over PLACE_USABLE_PREMIUM (1.5) × it and
no first-token limit is stated: its decode at the stated users is computed from its bandwidth, so it holds the same
per-user floor, and the answer says its first token is not checked (tools.recommend._unchecked_far_cheaper).

Before, AWS me-central-1 led gpt-oss-20b for 20 staff with g6.16xlarge (1 × L4, $4.17/h ≈ $3,045 a month) and said
nothing fits a $1,500 budget, while g5.xlarge (1 × A10G, $1.234/h ≈ $901) holds the model."""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home
from tools.small_load_floor import PLACE_USABLE_PREMIUM

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_the_rule_by_hand():
    # the checked L4 plan at $4.17/h against the unchecked A10G at $1.234/h: 4.17 > 1.5 × 1.234 = 1.85 → the A10G stays;
    # an unchecked card at $3.00/h would not: 1.5 × 3.00 = 4.50 > 4.17 → the checked plan is preferred
    assert PLACE_USABLE_PREMIUM == 1.5
    assert PLACE_USABLE_PREMIUM * 1.234 < 4.17
    assert not PLACE_USABLE_PREMIUM * 3.00 < 4.17


@pytest.mark.slow
@pytest.mark.parametrize("text", [
    # Expert by hand: gpt-oss-20b in MXFP4 ≈ 13 GB of weights (21 B params, experts at 4.25 bits, the rest 16-bit);
    # 20 staff → 5 at once; KV (24 layers, half of them 128-token sliding window, 8 KV heads × 64 × 2 × 2 B) ≈ 1.5 GB
    # at 5 × 12,288 tokens → ≈ 17 GB on a 22.35 GiB A10G. Decode reads ≈ 4 GB of active weights + KV a step at
    # 600 GB/s → ≈ 55 tok/s a user. g5.xlarge $1.234/h × 730 h ≈ $901 a month, within $1,500; the L4 row there is
    # g6.16xlarge at $4.17/h ≈ $3,045, over it.
    "Dubai company: we want to run gpt-oss-20b for 20 staff in AWS me-central-1, budget $1,500/month",
    "迪拜公司，20个员工用 gpt-oss-20b，部署在 AWS me-central-1，预算每月1500美元",
    "杜拜公司，20位員工使用 gpt-oss-20b，部署在 AWS me-central-1，預算每月1500美元",
])
def test_the_a10g_leads_within_the_budget(tmp_path, text):
    e = Engine(store=Store(tmp_path / "s.db"))
    r = e.handle("k", text)
    rec = r.recommendation
    assert rec is not None and rec.candidates, r.text[:600]
    top = rec.candidates[0]
    assert top.instance == "g5.xlarge", r.text[:800]
    assert top.region == "me-central-1"
