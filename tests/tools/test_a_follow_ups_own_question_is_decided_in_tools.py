"""The pure halves of four follow-ups that once carried the wrong constraint or left the question unanswered: a move
to renting drops the owned box's count and memory (tools.followup.merge_workload), "spot?" on a batch job prices the
pilot card's spot GPU-hour and saving (tools.nonllm_jobs.spot_saving, tools.generated_media.cheapest_gpu_hour),
"fastest" names the far cheaper plan nearly as fast (tools.recommend.near_top)."""

from types import SimpleNamespace
from typing import Any

import pytest

from tools.followup import merge_workload
from tools.generated_media import cheapest_gpu_hour
from tools.nonllm_jobs import reclaim_every_hours, spot_saving
from tools.recommend import near_top
from tools.schema import InstanceRow, Workload, WorkloadPatch


def test_a_move_to_renting_drops_the_owned_box_and_keeps_the_card_as_a_check():
    # "我自己有一张4090 24G … QLoRA" then "全参微调呢，去AutoDL租什么卡": the owned 1 × RTX 4090 (≤ 24 GB) is no limit on
    # the rental (full FT of 30.5 B ≈ 16 B a parameter ≈ 490 GB needs 8 × 80 GB); the 4090 stays only as a card checked
    before = Workload(model="Qwen3-30B-A3B", task="qlora", gpu_preference="RTX 4090", num_gpus=1,
                      max_gpu_memory_gib=24, owned_gpus=True)
    after = merge_workload(before, WorkloadPatch(task="full_finetune", providers=["autodl"], owned_gpus=False,
                                                 checked_gpu="RTX 4090"))
    assert after.owned_gpus is False and after.gpu_preference is None, after
    assert after.num_gpus is None and after.max_gpu_memory_gib is None, after
    assert after.checked_gpu == "RTX 4090" and after.providers == ["autodl"], after


def test_a_rented_card_named_on_owned_cards_keeps_the_count_said():
    # "改租 H100" names a card of its own: not this move (rent_other_card_followup), the count said stays
    before = Workload(model="Qwen2.5-14B", task="lora", gpu_preference="L40S", num_gpus=2, owned_gpus=True)
    after = merge_workload(before, WorkloadPatch(gpu_preference="H100 SXM", owned_gpus=False))
    assert after.num_gpus == 2 and after.gpu_preference == "H100 SXM", after


@pytest.mark.parametrize("on_demand,spot,saving", [
    (2.17, 1.14, 1 - 1.14 / 2.17),  # H100 SXM: cudo on demand against GCP's spot GPU-hour ≈ 47 %
    (1.29, 0.52, 1 - 0.52 / 1.29),  # A100 ≈ 60 %
    (1.0, None, None),  # no spot price listed
    (1.0, 1.2, None),  # spot not cheaper: no saving claimed
])
def test_the_spot_saving_is_one_minus_the_price_ratio(on_demand, spot, saving):
    got = spot_saving(on_demand, spot)
    assert got == (pytest.approx(saving) if saving is not None else None)


def test_a_reclaim_is_assumed_once_per_twenty_spot_hours():
    assert reclaim_every_hours() == pytest.approx(20.0)  # tools.cost.SPOT_INTERRUPTIONS_PER_HOUR = 0.05


def _row(provider: str, instance: str, n: int, spot: float | None, gpu: str = "H100 SXM") -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=instance, gpu=gpu, gpu_count=n, price_on_demand=9.0,
                       price_spot=spot)


def test_the_spot_gpu_hour_is_read_from_a_machine_of_any_size():
    # GCP rents the H100 on spot from 2 cards: $2.28 ÷ 2 = $1.14 a GPU-hour, cheaper than a one-card $1.50 row;
    # a tie goes to the machine with fewer cards; no spot price anywhere: None
    rows = [_row("gcp", "a3-highgpu-2g", 2, 2.28), _row("gcp", "a3-highgpu-8g", 8, 9.12), _row("x", "one", 1, 1.5),
            _row("y", "od-only", 1, None), _row("z", "other", 1, 0.1, gpu="L4")]
    got = cheapest_gpu_hour("H100 SXM", rows, "USD", 7.2, {})
    assert got is not None and got[0] == "gcp a3-highgpu-2g" and got[1] == pytest.approx(1.14) and got[2] == 2, got
    assert cheapest_gpu_hour("H100 SXM", [_row("y", "od-only", 1, None)], "USD", 7.2, {}) is None


def _offer(hourly: float, tps: float) -> Any:
    return SimpleNamespace(hourly=hourly, per_user_tps=tps)


def test_fastest_names_the_far_cheaper_plan_nearly_as_fast():
    # Mixtral-8x22B INT4 for 6 at once (the frontier the advisor priced): 8 × B200 113 tok/s at $53.52/h is the top;
    # none within 10 % at ≤ 0.8 of its hour (8 × H200 98 tok/s at $36.72 is 13 % slower), so the fastest plan at
    # about half its hour: 4 × B200 at $27.16 (0.51 of it), 93 tok/s — 18 % slower for half the price
    top = _offer(53.52, 113.0)
    plans = [_offer(2.16, 25), _offer(9.18, 50.2), _offer(13.58, 68.5), _offer(18.36, 74.3), _offer(27.16, 92.8),
             _offer(36.72, 98.0), top]
    assert near_top(plans, top) is plans[4]
    # a plan within 10 % of the top's speed for ≤ 0.8 of its hour is named first (the cheapest such)
    near = [*plans, _offer(30.0, 104.0), _offer(40.0, 110.0)]
    assert near_top(near, top) is near[-2]
    # nothing cheaper listed: nothing named
    assert near_top([top], top) is None
