"""Facts about the user's own hardware that the answer missed:

* a card older than the stack the user names: 4 owned Tesla K80s with "the latest vLLM" were "✅ 47 tokens/s". The K80 is
  two Kepler GK210 GPUs of 12 GB each (sm_37); CUDA 12 dropped sm_35/sm_37, so no current PyTorch, vLLM or llama.cpp
  CUDA build starts there. The answer now says no, why, what still runs, and the rental alternative;
* an ordinary Ethernet link between two owned 8 × H20 boxes said as "25G普通以太网没有IB": the speed was not read (an
  "ordinary" between the speed and the word), and the unpriced owned plan (no H20 row has a price) said "2 machines
  (needs InfiniBand or RoCE)" with data-parallel attention over 16 ranks. Now TP 8 inside each box × PP 2 across, with
  what crosses the 25 Gbit/s link;
* an owned card said as "公司自己server有一張L40S" (the machine between 自己 and 有) was priced as a rental.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

from advisor.core.extract_rules import extract
from catalog.gpus import all_gpus
from tools import compat
from tools.schema import Msg


@pytest.mark.parametrize("text", [
    "我们有两台8卡H20-96G服务器，两台之间就是25G普通以太网没有IB，想跑满血deepseek-r1 fp8给公司200人用，够不够，怎么部署",
    "我們有兩台8卡H20-96G伺服器，兩台之間只是25G普通乙太網路，沒有IB，想跑滿血deepseek-r1 fp8給公司200人用",
    "我哋有兩部8卡H20-96G server，兩部之間只係25G普通以太網，冇IB，想行滿血deepseek-r1 fp8俾公司200人用",
    "we own two servers with 8 H20 96GB each, linked by plain 25G ethernet, no infiniband; serve DeepSeek-R1 FP8 for 200",
])
def test_an_ordinary_ethernet_link_is_read_with_its_speed(text):
    # 2 boxes × 8 cards = 16 owned H20 on 2 machines, 25 Gbit/s, no RDMA (the speed was lost before: "25G 普通以太网")
    p = extract(text).patch
    assert (p.node_link_rdma, p.node_link_gbit_s, p.num_gpus, p.max_nodes, p.owned_gpus) == (False, 25.0, 16, 2, True)


@pytest.mark.parametrize("text", [
    "我哋公司自己server有一張L40S 48GB，想行mixtral 8x7b俾30個客服同事用，夠唔夠？要唔要再買卡？",
    "我们公司自己的服务器上有一张L40S，想跑mixtral 8x7b给30个客服用，够不够",
    "我們公司自己伺服器有一張L40S，想跑mixtral 8x7b給30個客服用，夠不夠",
    "we have one L40S 48GB in our own server; can it run mixtral 8x7b for 30 support agents?",
])
def test_a_card_in_the_companys_own_server_is_owned(text):
    p = extract(text).patch
    assert (p.owned_gpus, p.num_gpus, p.gpu_preference) == (True, 1, "L40S")


def test_the_k80_row_is_one_gk210_gpu():
    # one K80 board = 2 × GK210, 12 GB GDDR5 and 240 GB/s each, 8.74 TFLOPS FP32 (boost) and 300 W for the board
    # (AnandTech launch table): the row is one GPU: 12 GiB, 4.37 TFLOPS, 150 W, sm_37, no BF16
    g = all_gpus()["Tesla K80"]
    assert g.sm == pytest.approx(3.7) and g.memory_bytes == 12 * 2**30 and g.tdp_w == 150
    assert g.fp32_tflops == pytest.approx(4.37) and not g.bf16_support and g.source and g.as_of


def test_below_cuda_12_no_engine_starts_and_pascal_keeps_the_vllm_floor():
    k80, p40, v100 = (all_gpus()[n] for n in ("Tesla K80", "Tesla P40", "V100 SXM2 32GB"))
    for fw in ("vllm", "llama.cpp", None):  # sm_37 < 5.0: whatever the engine
        m = compat.framework_problem(k80, fw)
        assert m is not None and m.code == "compat.cuda12_floor"
    assert compat.framework_problem(p40, "vllm").code == "compat.framework_floor"  # sm_61: vLLM's own 7.0 floor
    assert compat.framework_problem(p40, "llama.cpp") is None  # llama.cpp runs on Pascal
    assert compat.framework_problem(v100, "vllm") is None


def test_the_cuda_12_line_in_each_language():
    m = Msg(code="compat.cuda12_floor", args={"name": "Tesla K80", "cc": "37", "arch": "Kepler", "floor": "5.0",
                                             "fw": "vllm"})
    assert "sm_37" in m.en and "CUDA 12 dropped" in m.en and "latest vLLM there will not work" in m.en
    assert "CUDA 12 已不再支持" in m.zh and "装最新的 vLLM 不行" in m.zh and "租一张当前的卡" in m.zh


def _ask(text: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    return Engine(store=Store(Path(tempfile.mkdtemp()) / "s.db")).handle("t0", text).text


@pytest.mark.slow
@pytest.mark.parametrize("text, no, cuda", [
    ("学校机房有4张tesla k80，想跑qwen2.5-7b给实验室20个人用，装最新的vllm可以吗", "不行", "CUDA 12 已不再支持"),
    ("our school lab has 4 Tesla K80 cards, can we install the latest vLLM and serve Qwen2.5-7B for 20 people?",
     "No", "CUDA 12 dropped it"),
    ("學校機房有4張Tesla K80，想裝最新的vLLM跑Qwen2.5-7B給實驗室20個人用，可以嗎", "不行", "CUDA 12 已不再支援"),
])
def test_owned_k80s_are_refused_with_the_reason_and_a_rental(text, no, cuda):
    """By hand: Qwen2.5-7B FP16 ≈ 15.2 GB of weights, over one K80 GPU's 12 GB, and sm_37 runs no CUDA 12 build at all;
    the rental alternative: 15.2 GB + 5 users × 4,096 × 57,344 B (28 layers × 4 KV heads × 128 × 2 × 2 B) ≈ 1.2 GB of
    KV ≈ 17 GB on one 20 GB RTX A4500 (the cheapest 1-card row), about $0.25/h × 730 h ≈ $182 a month."""
    out = _ask(text)
    headline = next(line for line in out.splitlines() if line.startswith("**Qwen2.5-7B") and "·" not in line)
    assert no in headline and cuda in headline and "sm_37" in headline, headline
    assert "RTX A4500" in headline or "RTX A5000" in headline, headline  # the rental named in the headline
    assert not re.search(r"\d tokens/s", headline), headline  # no speed on cards that run nothing
    assert "Qwen2.5-3B" not in out, out  # no smaller model "on your K80s" either


@pytest.mark.slow
@pytest.mark.parametrize("text, pp, link_ms", [
    ("我们有两台8卡H20-96G服务器，两台之间就是25G普通以太网没有IB，想跑满血deepseek-r1 fp8给公司200人用，够不够，怎么部署",
     "机器之间 PP 2", "56.4 毫秒"),
    ("we own two servers with 8 H20 96GB each, linked by plain 25G ethernet, no infiniband; serve full DeepSeek-R1 FP8 "
     "for 200 staff", "PP 2 across them", "56.4 ms"),
    ("我們有兩台8卡H20-96G伺服器，兩台之間只是25G普通乙太網路，沒有IB，想跑滿血deepseek-r1 fp8給公司200人用，夠不夠，怎麼部署",
     "機器之間 PP 2", "56.4 毫秒"),
])
def test_r1_fp8_on_two_owned_h20_boxes_over_ethernet_is_pipelined_not_tp_across(text, pp, link_ms):
    """By hand: R1 FP8 ≈ 672.9 GB of weights > one box's 8 × 96 GB with room for KV, so one copy spans both boxes; over
    25 GbE no tensor parallelism crosses them: TP 8 inside each × PP 2 across. What crosses the link is each token's
    hidden state: 7,168 × 2 B = 14.3 KB; a 12,288-token prompt is 176 MB = 1,409 Mbit → 56.4 ms at 25 Gbit/s. Data-
    parallel attention runs inside each stage's 8 ranks: ⌈30 / 8⌉ = 4 users a rank (never --data-parallel-size 16)."""
    out = _ask(text)
    assert pp in out and link_ms in out and "14.3 KB" in out, out
    assert "InfiniBand 或 RoCE" not in out and "over InfiniBand or RoCE" not in out, out
    assert "--data-parallel-size 16" not in out and "--data-parallel-size 8" in out, out


@pytest.mark.slow
@pytest.mark.parametrize("text, own, rent", [
    ("我哋公司自己server有一張L40S 48GB，想行mixtral 8x7b俾30個客服同事用，夠唔夠？要唔要再買卡？", "在你自己的 1 × L40S 上執行",
     "若改為租用"),
    ("我们公司自己的服务器上有一张L40S，想跑mixtral 8x7b给30个客服用，够不够", "在你自己的 1 × L40S 上运行", "若改为租用"),
    ("we have one L40S 48GB in our own server; can it run mixtral 8x7b for 30 support agents? do we need another card?",
     "on your own 1 × L40S", "to rent instead"),
])
def test_an_owned_l40s_leads_with_itself_not_a_rental(text, own, rent):
    """By hand: Mixtral-8x7B AWQ ≈ 46.7 B × 0.55 ≈ 25.7 GB + 5 users × 4,096 × 131,072 B (32 layers × 8 KV heads × 128 ×
    2 × 2 B) ≈ 2.7 GB of KV ≈ 28 GB < the 43.2 GB pool; ≈ 24 tokens/s a user (about 21 GB of experts read a step ÷ 0.6
    TB/s ≈ 37 ms at batch 5–6 with overheads); power 0.35 kW × 730 h ≈ 255 kWh a month. The headline is the owned card,
    rentals only as the alternative."""
    out = _ask(text)
    headline = next(line for line in out.splitlines() if line.startswith("**") and "Mixtral" in line and "·" not in line)
    assert own in headline and "/h" not in headline and "每小時" not in headline and "每小时" not in headline, headline
    assert rent.lower() in out.lower(), out
