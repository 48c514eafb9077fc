"""llama.cpp's expert offload on an owned card (tools.expert_offload): a mixture of experts too big for the card runs
with its routed experts in system RAM, the rest on the card, at a speed bound by RAM bandwidth (review 31: gpt-oss-120b
on a 32 GB RTX 5090 with 64 GB of RAM was told only "does not fit" and "rent")."""

import pytest

from catalog.gpus import all_gpus
from catalog.registry import get as get_arch
from tools.defaults import resolve
from tools.expert_offload import expert_offload
from tools.schema import Workload

GPUS = all_gpus()


def _w(model: str):
    return resolve(Workload(task="inference", model=model, precision="mxfp4", seq_len=12288, concurrency=1))[0]


def test_gpt_oss_120b_experts_go_to_ram_and_the_speed_is_bound_by_ram_bandwidth():
    # 36 layers × 128 experts × 3 × 2880 × 2880 = 114.65 B expert params × 4.25 bits ÷ 8 ≈ 60.9 GB in RAM;
    # a token reads 4 of 128 experts: 60.9 × 4 / 128 ≈ 1.90 GB → ≤ 89.6 / 1.90 ≈ 47 tok/s (DDR5-5600 × 2 channels),
    # ≤ 51.2 / 1.90 ≈ 27 tok/s (DDR4-3200); 64 GiB = 68.7 GB of RAM, ≈ 7.8 GB left
    said = expert_offload(get_arch("gpt-oss-120b"), _w("gpt-oss-120b"), GPUS["RTX 5090"], 64)
    assert said is not None and said.code == "expert_offload.route"
    a = said.args
    assert a["experts"] == pytest.approx(60.9, abs=0.3)
    assert a["per_token"] == pytest.approx(1.90, abs=0.02)
    assert a["ddr5"] == pytest.approx(47, abs=1) and a["ddr4"] == pytest.approx(27, abs=1)
    assert a["fits"] and a["left"] == pytest.approx(7.8, abs=0.3)
    assert a["on_card"] < GPUS["RTX 5090"].usable_bytes / 1e9
    assert "--n-cpu-moe" in said.en and "exps=CPU" in said.zh and "上限估算" in said.zh


def test_too_little_ram_says_not_on_this_machine_and_a_dense_model_gets_no_offload():
    # 32 GiB = 34.4 GB of RAM < 60.9 GB of experts
    said = expert_offload(get_arch("gpt-oss-120b"), _w("gpt-oss-120b"), GPUS["RTX 5090"], 32)
    assert said is not None and not said.args["fits"] and "not on this machine" in said.en
    dense = resolve(Workload(task="inference", model="Llama-3.1-70B", seq_len=4096, concurrency=1))[0]
    assert expert_offload(get_arch("Llama-3.1-70B"), dense, GPUS["RTX 5090"], 128) is None
    assert expert_offload(get_arch("gpt-oss-120b"), _w("gpt-oss-120b"), GPUS["RTX 5090"], None) is None
