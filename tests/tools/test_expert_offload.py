"""llama.cpp's expert offload on an owned card (tools.expert_offload): a mixture of experts too big for the card runs
with its routed experts in system RAM, the rest on the card, at a speed bound by RAM bandwidth (gpt-oss-120b
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
    # 36 layers × 128 experts × 3 × 2880 × 2880 = 114.65 B expert params × 4.25 bits ÷ 8 ≈ 60.9 GB of experts;
    # on the card: attention, embeddings (16-bit) and KV ≈ 5.7 GB of the RTX 5090's ≈ 34.2 GB usable, so ≈ 28.5 GB of
    # experts stay there (--n-cpu-moe) and ≈ 60.9 − 28.5 ≈ 32.4 GB go to RAM; a token reads 4 of 128 experts:
    # 32.4 × 4 / 128 ≈ 1.01 GB from RAM → ≤ 89.6 / 1.01 ≈ 88 tok/s (DDR5-5600 × 2), ≤ 51.2 / 1.01 ≈ 50 (DDR4-3200);
    # 64 GiB = 68.7 GB of RAM, ≈ 36 GB left
    said = expert_offload(get_arch("gpt-oss-120b"), _w("gpt-oss-120b"), GPUS["RTX 5090"], 64)
    assert said is not None and said.code == "expert_offload.route"
    a = said.args
    assert a["experts"] == pytest.approx(60.9, abs=0.3) and a["in_ram"] == pytest.approx(32.4, abs=0.5)
    assert a["per_token"] == pytest.approx(1.01, abs=0.02)
    assert a["ddr5"] == pytest.approx(88, abs=2) and a["ddr4"] == pytest.approx(50, abs=2)
    assert a["fits"] and a["left"] == pytest.approx(36.3, abs=0.6)
    assert "--n-cpu-moe" in said.en and "exps=CPU" in said.zh and "上限估算" in said.zh


def test_with_no_spare_card_memory_all_experts_are_read_from_ram():
    # 1 × RTX 4090 (≈ 25.8 GB usable) with ≈ 5.7 GB of non-expert weights and KV: ≈ 20 GB spare → ≈ 40.9 GB in RAM,
    # 40.9 × 4 / 128 ≈ 1.28 GB a token → ≤ 70 tok/s; the bound never uses the card's bandwidth for RAM reads
    a = expert_offload(get_arch("gpt-oss-120b"), _w("gpt-oss-120b"), GPUS["RTX 4090"], 64).args
    assert a["in_ram"] == pytest.approx(40.9, abs=0.5) and a["ddr5"] == pytest.approx(70, abs=2)


def test_a_16_bit_default_is_offloaded_as_llama_cpp_q4_k_m():
    # no precision said: a BF16 default (or DeepSeek-V3's FP8 release, no GGUF type) runs llama.cpp's Q4_K_M
    from tools.expert_offload import offload_precision
    w = resolve(Workload(task="inference", model="Qwen3-235B-A22B", seq_len=4096, concurrency=1))[0]
    assert offload_precision(w, stated=False) == "q4_k_m" and offload_precision(w, stated=True) == w.precision
    assert offload_precision(_w("gpt-oss-120b"), stated=False) == "mxfp4"


def test_too_little_ram_says_not_on_this_machine_and_a_dense_model_gets_no_offload():
    # 16 GiB = 17.2 GB of RAM < the ≈ 32.4 GB of experts the RTX 5090 cannot keep
    said = expert_offload(get_arch("gpt-oss-120b"), _w("gpt-oss-120b"), GPUS["RTX 5090"], 16)
    assert said is not None and not said.args["fits"] and "not on this machine" in said.en
    dense = resolve(Workload(task="inference", model="Llama-3.1-70B", seq_len=4096, concurrency=1))[0]
    assert expert_offload(get_arch("Llama-3.1-70B"), dense, GPUS["RTX 5090"], 128) is None
    assert expert_offload(get_arch("gpt-oss-120b"), _w("gpt-oss-120b"), GPUS["RTX 5090"], None) is None


@pytest.mark.parametrize(("ctx", "low", "high"), [(131_072, 380, 395), (4_096, 372, 385)])
def test_the_hybrid_route_says_the_host_ram_its_experts_need(ctx, low, high):
    # DeepSeek-V3 at Q4_K_M (≈ 4.85 bits) on one RTX 4090 (≈ 25.8 GB usable), one user: ≈ 394 GB of routed experts; the
    # card keeps the rest of the weights and the MLA cache (≈ 20 GB at 131,072 tokens, ≈ 11 GB at 4,096) and the spare
    # ≈ 5.6 / 14.5 GB of experts → ≈ 388 / 380 GB in host RAM (KTransformers README: "24GB VRAM … and 382G DRAM").
    # A token reads 8 of 256 experts: ≈ 388 × 8 / 256 ≈ 12.1 GB → ≤ 89.6 / 12.1 ≈ 7 tokens/s on dual DDR5-5600
    from tools.expert_offload import hybrid_route

    w = resolve(Workload(task="inference", model="DeepSeek-V3", precision="q4_k_m", seq_len=ctx, concurrency=1))[0]
    a = hybrid_route(get_arch("DeepSeek-V3"), w, GPUS["RTX 4090"]).args
    assert low < a["in_ram"] < high, a
    assert 3 < a["ddr5"] < 10 and a["ddr4"] < a["ddr5"], a
    dense = resolve(Workload(task="inference", model="Llama-3.1-70B", seq_len=4096, concurrency=1))[0]
    assert hybrid_route(get_arch("Llama-3.1-70B"), dense, GPUS["RTX 4090"]) is None  # no experts to offload
