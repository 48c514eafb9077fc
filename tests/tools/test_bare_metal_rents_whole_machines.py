"""A bare-metal instance is rented as the whole physical server (Alibaba Cloud's ECS Bare Metal families, "ecs.ebm…";
AWS "….metal"), so a plan on it pays for every GPU of the machines it takes, never for the one or two it uses
(tools.recommend.billed_gpus). A family sold by the GPU (Tencent GT4, Alibaba gn7e-c16g1) pays for what it uses."""

from __future__ import annotations

import pytest

from tools.recommend import billed_gpus, whole_machine_only
from tools.schema import InstanceRow


def _row(provider: str, it: str, n: int | None = None) -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=it, region="", gpu="H800 SXM", gpu_raw="H800", gpu_count=n,
                       currency="CNY", source="test")  # type: ignore[arg-type]


@pytest.mark.parametrize("provider,it,whole", [
    ("alibaba", "ecs.ebmgn8v.48xlarge", True),
    ("alibaba", "ecs.ebmgn7e.32xlarge", True),
    ("aws", "g4dn.metal", True),
    ("alibaba", "ecs.gn7e-c16g1.4xlarge", False),
    ("tencent", "GT4", False),
    ("alibaba", "gn6i", False),
])
def test_bare_metal_is_told_from_a_family_sold_by_the_gpu(provider, it, whole):
    assert whole_machine_only(_row(provider, it)) is whole


def test_a_bare_metal_plan_pays_for_whole_machines():
    # 1 H800 used on an 8-GPU ebmgn8v → 8 billed; 2 → 8; 9 → 2 machines = 16; on a GT4 the 2 used are the 2 billed
    ebm, gt4 = _row("alibaba", "ecs.ebmgn8v.48xlarge"), _row("tencent", "GT4")
    assert [billed_gpus(ebm, n, 8) for n in (1, 2, 8, 9)] == [8, 8, 8, 16]
    assert billed_gpus(gt4, 2, 8) == 2
