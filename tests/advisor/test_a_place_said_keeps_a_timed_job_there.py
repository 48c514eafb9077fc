"""A job timed on one card (ESMFold's per-protein time, 3D Gaussian Splatting's per-scene time) with a place to rent
said ("国内租卡", "在國內租", "must rent in mainland China", Cantonese "喺內地租卡"): the plan is priced on a card the place
rents that is no slower than the timed card (tools.nonllm_jobs.not_slower_card), never on the timed card rented
abroad ("runpod 1x_L4_SECURE, rented outside your place" was the answer to "国内租卡").

Hand reasoning (the expert's): ESMFold 14.2 s a 384-residue protein (Lin et al. 2023, V100), held for the L4. Mainland
clouds in the catalog rent T4, A10, V100 and A100, no L4: the A10 (600 GB/s, 125 TF) is at least the L4 (300 GB/s,
121 TF) in both, the T4 (65 TF) is not. 300,000 × 14.2 s = 1,183 GPU-h; in 240 h → ⌈4.9⌉ = 5 A10s; at ≈ ¥9.5/h
(alibaba gn7i) ≈ ¥11.3k. 3DGS at 41 min 33 s a scene on an RTX A6000 (768 GB/s): the A10 falls short on bandwidth,
the A100 reaches both.
"""

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
pytestmark = pytest.mark.slow

_ABROAD = ("outside your place", "所在地以外", "runpod", "shadeform", "vast")


@pytest.mark.parametrize("text, card", [
    ("我们有50万条蛋白序列，想用ESMFold全部预测结构，两周内出结果，国内租卡。用什么卡，要多少钱？", "A10"),
    ("我們有20萬條蛋白序列，想用ESMFold預測結構，一週內完成，要在國內租卡，多少錢？", "A10"),
    ("fold 300k protein sequences with ESMFold within 10 days, we must rent GPUs in mainland China. cost?", "A10"),
    ("我哋有10萬條蛋白序列，用ESMFold預測結構，兩星期內，喺內地租卡，幾錢？", "A10"),
    ("3D高斯泼溅训练300个场景，两周内，在国内租，要多少钱", "A100"),
])
def test_a_timed_job_is_priced_in_the_place_said(tmp_path, text, card):
    r = Engine(store=Store(tmp_path / "s.db")).handle("t", text)
    out = r.full or r.text
    plan = next(line for line in out.splitlines() if "L4" in line or card in line)
    assert card in plan and "L4" not in plan, plan
    assert not any(w in out for w in _ABROAD), out
    assert "¥" in out, out  # priced on a mainland row
