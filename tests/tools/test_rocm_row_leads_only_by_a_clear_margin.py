"""A ROCm (AMD) plan leads the table only when it saves more than the stack preference over the best CUDA plan
(tools/ranking.py prefer_cuda_on_tie with STACK_PREFERENCE, 15 %); otherwise the CUDA plan leads, and an AMD row is
marked "ROCm, not CUDA" in the table (tools/summary.py marks).

By hand: an MI300X at $2.40/h on 1 GPU first (a tie rule such as "fewer GPUs that are also faster" put it there):
- a CUDA plan at $2.20 on 2 GPUs is cheaper outright → it leads, whatever its GPU count;
- a CUDA plan at $2.60 on 1 GPU: the MI300X saves 1 − 2.40/2.60 = 7.7 %, inside 15 % → CUDA leads;
- a CUDA plan at $2.75 on 1 GPU: saves 12.7 % → CUDA still leads (the old 10 % band gave it to ROCm);
- a CUDA plan at $2.60 on 2 GPUs in one machine: 2 × H100 on NVLink is no caveat beside ROCm → CUDA leads;
- a CUDA plan at $2.90 on 1 GPU: saves 17.2 % → the MI300X keeps its place (cheaper by a clear margin);
- a CUDA plan at $2.60 on two machines: more spread → the MI300X stays.
"""

from __future__ import annotations

from types import SimpleNamespace as NS

import pytest

from tools.ranking import STACK_PREFERENCE, prefer_cuda_on_tie, rocm_saves_clearly


def offer(vendor: str, cost: float, gpus: int = 1, machines: int = 1):
    return NS(gpu=NS(vendor=vendor, max_tp=8), rank_value=cost, work_cost=cost, total_gpus=gpus, instances=machines,
              train_hours=None, layout=NS(tp=gpus // machines, pp=1, num_gpus=gpus, zero_stage=None))


@pytest.mark.parametrize("cost, gpus, machines, cuda_first", [
    (2.20, 2, 1, True),  # cheaper outright, on more GPUs
    (2.60, 1, 1, True),  # ROCm saves 7.7 %: inside the preference
    (2.75, 1, 1, True),  # saves 12.7 %: still inside 15 %
    (2.60, 2, 1, True),  # two GPUs in one machine: no caveat that outweighs the stack
    (2.90, 1, 1, False),  # saves 17.2 %: the ROCm plan is cheaper by a clear margin
    (2.60, 2, 2, False),  # on two machines: one caveat for another
])
def test_rocm_first_only_when_it_saves_more_than_the_stack_preference(cost, gpus, machines, cuda_first):
    amd, cuda = offer("AMD", 2.40), offer("NVIDIA", cost, gpus, machines)
    first = prefer_cuda_on_tie([amd, cuda], STACK_PREFERENCE)[0]
    assert (first is cuda) is cuda_first


def test_the_saving_is_measured_on_the_cuda_plans_price():
    # 1 × MI300X $2.39 against 2 × H100 $4.33: saves 1 − 2.39/4.33 = 44.8 % → clear; against $2.80: 14.6 % → not
    assert rocm_saves_clearly(2.39, 4.33)
    assert not rocm_saves_clearly(2.39, 2.80)
    assert rocm_saves_clearly(2.39, 2.85)  # 16.1 %


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
