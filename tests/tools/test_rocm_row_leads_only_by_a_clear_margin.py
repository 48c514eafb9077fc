"""A ROCm (AMD) plan leads the table only when it is the cheapest by a clear margin (tools/ranking.py
prefer_cuda_on_tie with ROCM_LEAD_MARGIN, 10 %); otherwise the CUDA plan leads, and an AMD row is marked "ROCm, not
CUDA" in the table (tools/summary.py marks).

By hand: an MI300X at $2.40/h on 1 GPU first (a tie rule such as "fewer GPUs that are also faster" put it there):
- a CUDA plan at $2.20 on 2 GPUs is cheaper outright → it leads, whatever its GPU count;
- a CUDA plan at $2.60 on 1 GPU is 8.3 % dearer, inside the 10 % margin → it leads;
- a CUDA plan at $2.70 on 1 GPU is 12.5 % dearer → the MI300X keeps its place (cheapest by a clear margin);
- a CUDA plan at $2.60 on 2 GPUs (dearer and wider) → the MI300X stays.
"""

from __future__ import annotations

from types import SimpleNamespace as NS

import pytest

from tools.ranking import ROCM_LEAD_MARGIN, prefer_cuda_on_tie


def offer(vendor: str, cost: float, gpus: int = 1):
    return NS(gpu=NS(vendor=vendor), rank_value=cost, work_cost=cost, total_gpus=gpus, instances=1,
              train_hours=None, layout=NS(tp=1, pp=1, num_gpus=gpus, zero_stage=None))


@pytest.mark.parametrize("cost, gpus, cuda_first", [
    (2.20, 2, True),  # cheaper outright, on more GPUs
    (2.60, 1, True),  # 8.3 % dearer: inside the margin
    (2.70, 1, False),  # 12.5 % dearer: the ROCm plan is cheapest by a clear margin
    (2.60, 2, False),  # dearer and on more GPUs: one caveat for another
])
def test_rocm_first_only_when_cheapest_by_a_clear_margin(cost, gpus, cuda_first):
    amd, cuda = offer("AMD", 2.40), offer("NVIDIA", cost, gpus)
    first = prefer_cuda_on_tie([amd, cuda], ROCM_LEAD_MARGIN)[0]
    assert (first is cuda) is cuda_first


def test_off_under_fastest_or_user_weights():
    # a 0 band (priority "fastest", user weights) changes nothing, even for a cheaper CUDA plan
    amd, cuda = offer("AMD", 2.40), offer("NVIDIA", 2.20)
    assert prefer_cuda_on_tie([amd, cuda], 0.0)[0] is amd


def test_an_amd_row_is_marked_rocm_in_the_table():
    from advisor.core.render import MARK_NAMES
    from tools.summary import marks

    amd = NS(gradient_checkpointing=False, marketplace=False, confidence="list", broker=None, billing="on-demand",
             far_below_public=False, pcie_tp=0, no_bf16=False, vendor="AMD", memory_thin=False, memory_past_limit=False)
    assert "rocm" in marks(amd)  # type: ignore[arg-type]
    assert "rocm" not in marks(NS(**{**vars(amd), "vendor": "NVIDIA"}))  # type: ignore[arg-type]
    en, zh = MARK_NAMES["rocm"]
    assert "ROCm" in en and "not CUDA" in en and "非 CUDA" in zh
