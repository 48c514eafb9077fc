"""A missed monthly video budget: each lever the answer names (480P, the measured steps, the tuned stack, the 1.3B
model) priced as a month of the same clips (tools.generated_media.lever_months), so the answer says which fits.

Figures by hand from the module's published times and catalog/data/gpus.csv dense BF16 TFLOPS (H100 SXM 989.5, the
measured H200's; RTX 4090 165.2 as the 1.3B's measured card): 500 clips a day, a month = 730 / 24 = 30.42 days.
"""

from __future__ import annotations

import pytest

from catalog.gpus import all_gpus
from tools.generated_media import VIDEO_MODELS, ClipLoad, figure_for, lever_months
from tools.schema import InstanceRow

GPUS = all_gpus()
WAN = VIDEO_MODELS["wan-14b"]
DAYS = 730 / 24


def row(gpu: str, price: float) -> InstanceRow:
    return InstanceRow(provider="p", instance_type=f"{gpu}-1x", region="us-east-1", gpu=gpu, gpu_count=1,
                       vcpu=8, ram_gib=64, price_on_demand=price)


def test_each_lever_is_a_month_of_the_same_clips():
    # H100 at $2/h, RTX 4090 at $0.40/h, 500 clips a day at 720P:
    # 480P 457.5 s → 500 × 457.5 / 3600 = 63.54 GPU-h a day × 30.42 × $2 = $3,865.5
    # 40 steps at 720P: 974 s → 135.28 h a day → $8,230.0
    # tuned stack: 107 s × 50/40 = 133.75 s → 18.58 h a day → $1,130.1
    # 1.3B 480P on the 4090: 240 s → 33.33 h a day × 30.42 × $0.40 = $405.6
    rows = [row("H100 SXM", 2.0), row("RTX 4090", 0.40)]
    got = {x.kind: x for x in lever_months(WAN, figure_for(WAN, "720p"), ClipLoad(500, 24), GPUS, rows, "USD", 7.2, {})}
    assert got["480p"].month == pytest.approx(500 * 457.5 / 3600 * DAYS * 2.0)
    assert got["480p"].month == pytest.approx(3865.5, rel=1e-3)
    assert got["steps"].month == pytest.approx(8230.0, rel=1e-3)
    assert got["tuned"].month == pytest.approx(1130.1, rel=1e-3)
    assert got["small"].gpu == "RTX 4090" and got["small"].month == pytest.approx(405.6, rel=1e-3)


def test_a_lever_with_no_priced_card_is_left_out_not_invented():
    # only an H100 priced: the 1.3B's cheapest card is the H100 itself (240 s, never faster than the measured 4090)
    # → 33.33 h × 30.42 × $2 = $2,027.8; with no row at all nothing is priced
    rows = [row("H100 SXM", 2.0)]
    got = {x.kind: x for x in lever_months(WAN, figure_for(WAN, "720p"), ClipLoad(500, 24), GPUS, rows, "USD", 7.2, {})}
    assert got["small"].month == pytest.approx(2027.8, rel=1e-3)
    assert lever_months(WAN, figure_for(WAN, "720p"), ClipLoad(500, 24), GPUS, [], "USD", 7.2, {}) == []
